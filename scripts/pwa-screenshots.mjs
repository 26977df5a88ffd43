// Takes the install screenshots named in manifest.webmanifest (public/screenshots/) from a running
// server with demo data: `node scripts/pwa-screenshots.mjs http://127.0.0.1:3000`. It gives the
// server one government lotto result first (as an operator), so the results page has something to show.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = 'public/screenshots';

async function call(method, path, body, token, origin = base) {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** One result on the first open government round (its close moved to a minute ago). */
export async function addLottoResult(origin = base) {
  const login = await call('POST', '/admin/login', { username: 'admin', password: 'admin1234' }, undefined, origin);
  const token = login.data.access_token;
  let round;
  for (let i = 0; i < 60 && !round; i++) {
    round = (await call('GET', '/lotto/rounds?category_id=1&limit=100', undefined, undefined, origin)).data?.items?.[0];
    if (!round) await new Promise((r) => setTimeout(r, 500));
  }
  const past = new Date(Date.now() + 7 * 3_600_000 - 60_000).toISOString(); // Bangkok wall clock
  await call(
    'PUT',
    '/admin/lotto/schedule-overrides',
    { category_id: 1, scheduled_date: round.draw_key, draw_date: past.slice(0, 10), close_time: past.slice(11, 16), note: 'ภาพหน้าจอ' },
    token,
    origin,
  );
  const result = await call(
    'POST',
    `/admin/lotto/rounds/${round.id}/result`,
    { kind: 'government', first_prize: '480521', front3: ['123', '456'], back3: ['789', '012'], bottom2: '47' },
    token,
    origin,
  );
  if (result.error !== 0) throw new Error(`result: ${result.message} (${origin})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(out, { recursive: true });
  await addLottoResult();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const shots = [
    { path: '/', file: 'home-narrow.jpg', viewport: { width: 375, height: 812 }, scale: 2 },
    { path: '/lotto/results', file: 'lotto-results-narrow.jpg', viewport: { width: 375, height: 812 }, scale: 2 },
    { path: '/', file: 'home-wide.jpg', viewport: { width: 1280, height: 800 }, scale: 1 },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      isMobile: shot.scale > 1,
      hasTouch: shot.scale > 1,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
    });
    const page = await context.newPage();
    await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${shot.file}`, type: 'jpeg', quality: 80 });
    await context.close();
  }
  await browser.close();
  console.log(`screenshots written to ${out}`);
}
