import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, signInOperator } from './support/api';
import { CHROMIUM, MOBILE } from './support/browser';
import { signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const FIRST_PRIZE = '480521';

/**
 * Issue 6 in the built app, the real server and Debian's Chromium: the service worker, offline
 * reloads, the update prompt, installability and the reopen notices. One browser profile plays one
 * phone (a persistent, non-incognito profile: Chromium does not offer installing from incognito).
 * The server serves a copy of dist/, so that a "new build" can be deployed by changing sw.js.
 */
describe('the installable, offline-capable PWA in Chromium', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let staticDir: string;
  let profileDir: string;
  let operatorToken = '';

  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) =>
    apiCall<T>(server, method, path, body, token);

  /** A government result, entered by the operator on the first round (its close moved to a minute ago). */
  async function enterLottoResult() {
    // The scheduler creates the rounds just after the server starts.
    let round: { id: number; draw_key: string } | undefined;
    for (const deadline = Date.now() + 30_000; !round && Date.now() < deadline; ) {
      round = (await call<{ items: { id: number; draw_key: string }[] }>('GET', '/lotto/rounds?category_id=1&limit=100')).data?.items[0];
      if (!round) await new Promise((r) => setTimeout(r, 500));
    }
    if (!round) throw new Error('no government round');
    const past = new Date(Date.now() + 7 * 3_600_000 - 60_000).toISOString(); // Bangkok wall clock, a minute ago
    const moved = await call(
      'PUT',
      '/admin/lotto/schedule-overrides',
      { category_id: 1, scheduled_date: round.draw_key, draw_date: past.slice(0, 10), close_time: past.slice(11, 16), note: 'ทดสอบออฟไลน์' },
      operatorToken,
    );
    expect(moved.error).toBe(0);
    // Four eyes: entered by the seed's operator, applied when the second operator enters the same.
    const drawResult = { kind: 'government', first_prize: FIRST_PRIZE, front3: ['123', '456'], back3: ['789', '012'], bottom2: '47' };
    expect((await call('POST', `/admin/lotto/rounds/${round.id}/result`, drawResult, operatorToken)).error).toBe(0);
    const result = await call('POST', `/admin/lotto/rounds/${round.id}/result`, drawResult, await signInOperator(server, CHECKER));
    expect(result.error).toBe(0);
  }

  /** One phone: a persistent Chromium profile on the server under test. */
  function launchPhone(dir: string): Promise<BrowserContext> {
    return chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      baseURL: server.url,
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
    });
  }

  const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
  const cachedApiPaths = (page: Page) =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) continue;
        for (const req of await (await caches.open(name)).keys()) paths.push(`${name} ${new URL(req.url).pathname}`);
      }
      return paths;
    });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    staticDir = mkdtempSync(join(tmpdir(), 'e2e-pwa-dist-'));
    cpSync('dist', staticDir, { recursive: true });
    server = await startServer({ STATIC_DIR: staticDir });
    profileDir = mkdtempSync(join(tmpdir(), 'e2e-pwa-profile-'));
    context = await launchPhone(profileDir);
    operatorToken = await signInOperator(server);
    await enterLottoResult();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    for (const dir of [staticDir, profileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is controlled by the service worker and passes Chromium’s installability checks', async () => {
    const page = await context.newPage();
    await page.goto('/');
    // The first install takes over the page at once (clientsClaim).
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
    await page.reload();
    expect(await controlled(page)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      short_name: string;
      display: string;
      icons: { src: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
      screenshots: { src: string; form_factor?: string }[];
    };
    expect(manifest.short_name).toBe('โกลเด้น วิน');
    expect(manifest.display).toBe('standalone');
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['ฝากเงิน', '/member/deposit'],
      ['ถอนเงิน', '/member/withdraw'],
      ['ผลหวย', '/lotto/results'],
    ]);
    expect(new Set(manifest.screenshots.map((s) => s.form_factor))).toEqual(new Set(['narrow', 'wide']));
    for (const src of manifest.screenshots.map((s) => s.src)) expect((await page.request.get(src)).status(), src).toBe(200);

    // The maskable icon keeps its picture inside the 80 % safe circle that launchers may crop to.
    const maskable = manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.src);
    expect(maskable.length).toBeGreaterThan(0);
    for (const src of maskable) {
      const reach = await page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        const { data } = ctx.getImageData(0, 0, img.width, img.height);
        let far = 0;
        for (let y = 0; y < img.height; y++) {
          for (let x = 0; x < img.width; x++) {
            const i = (y * img.width + x) * 4;
            const differs = Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 12;
            if (differs) far = Math.max(far, Math.hypot(x + 0.5 - img.width / 2, y + 0.5 - img.height / 2) / img.width);
          }
        }
        return far;
      }, src);
      expect(reach, src).toBeGreaterThan(0.1);
      expect(reach, src).toBeLessThan(0.4);
    }
    await page.close();
  });

  it('shows a waiting new version in Thai when a build is deployed, and accepting reloads into it', async () => {
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    // Deploy: the service worker's bytes change (what a new build does), on the running server.
    appendFileSync(join(staticDir, 'sw.js'), `\n// deployed ${Date.now()}\n`);
    for (const compressed of ['sw.js.br', 'sw.js.gz']) expect(existsSync(join(staticDir, compressed))).toBe(false);
    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'มีเวอร์ชันใหม่พร้อมใช้งาน' });
    await prompt.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/pwa-update-prompt-375.png` });

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: 'อัปเดตเลย' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: r?.waiting ?? null, active: r?.active?.state };
    });
    expect(registration).toEqual({ waiting: null, active: 'activated' });
    expect(await controlled(page)).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    await page.close();
  });

  it('opens an important notice the member has not seen when the app is reopened, once', async () => {
    const page = await context.newPage();
    // After login the dialog shows every notice (docs/product.md "Notices after login"): signIn steps through them.
    await signIn(page, { notices: 'required' });
    await page.close();

    const posted = await call(
      'POST',
      '/admin/notifications',
      { type: 1, image: '/images/notices/notice-1.svg', title: 'แจ้งปิดปรับปรุงระบบคืนนี้', description: 'ปิดปรับปรุง 02:00-03:00 น.' },
      operatorToken,
    );
    expect(posted.error).toBe(0);

    // Reopen (a launch): only the new notice.
    const reopened = await context.newPage();
    await reopened.goto('/');
    const dialog = reopened.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByText('แจ้งปิดปรับปรุงระบบคืนนี้').waitFor();
    expect(await dialog.getByTestId('notice-stepper').count()).toBe(0);
    await reopened.screenshot({ path: `${SHOTS}/pwa-reopen-notice-375.png` });
    await dialog.getByRole('button', { name: 'ปิด' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await reopened.close();

    // Reopen again: seen, so no dialog.
    const again = await context.newPage();
    const noticesLoaded = again.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications');
    await again.goto('/');
    await noticesLoaded;
    await again.waitForTimeout(1500);
    expect(await again.getByRole('dialog', { name: 'ประกาศสำคัญ' }).count()).toBe(0);

    // Nothing of the member's money or details went into the service worker's caches or the stored queries.
    const cached = await cachedApiPaths(again);
    expect(cached.filter((p) => /\/api\/(member|get_user_info|lotto\/bill|game\/(wallets|recent|link))/.test(p))).toEqual([]);
    const stored = (await again.evaluate(() => localStorage.getItem('gw888.queries'))) ?? '';
    expect(stored).not.toContain('"member"');
    await again.close();
  });

  it('reloads /lotto/results with the network cut and shows the cached results and the offline notice', async () => {
    const page = await context.newPage();
    // One online visit to the rates and the results.
    await page.goto('/lotto/rates');
    await page.getByText(/900/).first().waitFor();
    await page.goto('/lotto/results');
    await page.getByText(FIRST_PRIZE).first().waitFor();
    await expect.poll(() => controlled(page)).toBe(true);
    // Both copies exist: the service worker's cache of the call and the stored query.
    await expect
      .poll(async () => (await cachedApiPaths(page)).some((p) => p.startsWith('gw-lotto /api/lotto/result')), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gw888.queries') ?? ''), { timeout: 10_000 }).toContain(FIRST_PRIZE);

    // Cut the network: the phone goes offline and the server stops.
    await context.setOffline(true);
    await server.stop();
    await page.reload();
    await page.getByText(FIRST_PRIZE).first().waitFor({ timeout: 15_000 });
    const notice = page.getByTestId('offline-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('ออฟไลน์อยู่');
    expect(await notice.innerText()).toMatch(/แสดงข้อมูลล่าสุดเมื่อ \d{1,2} .+ 25\d\d \d{2}:\d{2} น\./);
    await page.screenshot({ path: `${SHOTS}/pwa-offline-results-375.png` });

    // The rates open too, and a navigation to /api is never answered with the shell.
    await page.goto('/lotto/rates');
    await page.getByText(/900/).first().waitFor({ timeout: 15_000 });
    await page.getByTestId('offline-notice').waitFor();
    await expect(page.goto('/api/health')).rejects.toThrow();
    await page.close();
  });
  it('opens the lotto results and rates offline after a visit to the home page only (fetched once the app was idle)', async () => {
    // A fresh phone, and a fresh server with a result (the test before stopped the last one).
    server = await startServer({ STATIC_DIR: staticDir });
    operatorToken = await signInOperator(server);
    await enterLottoResult();
    const phoneDir = mkdtempSync(join(tmpdir(), 'e2e-pwa-profile-'));
    const phone = await launchPhone(phoneDir);
    try {
      const page = await phone.newPage();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'สมัครสมาชิกวันนี้ เล่นได้ทุกเกมในบัญชีเดียว' }).waitFor();
      await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
      // In idle time the app asked for the latest results and the rates: the stored query cache has
      // them, and so has the service worker's lotto cache (asked once more when it took the page over).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('gw888.queries') ?? ''), { timeout: 20_000 }).toContain(FIRST_PRIZE);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('gw888.queries') ?? ''), { timeout: 20_000 }).toContain('"rates"');
      await expect
        .poll(
          async () => {
            const paths = await cachedApiPaths(page);
            return (
              paths.some((p) => p.startsWith('gw-lotto /api/lotto/result')) && paths.some((p) => p.startsWith('gw-lotto /api/lotto/rates'))
            );
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      // Only the home page was opened (the router may report it twice).
      expect(new Set(visited)).toEqual(new Set(['/']));

      // Cut the network as above, then open the lotto pages for the first time.
      await phone.setOffline(true);
      await server.stop();
      await page.goto('/lotto/results');
      await page.getByText(FIRST_PRIZE).first().waitFor({ timeout: 15_000 });
      await page.getByTestId('offline-notice').waitFor();
      await page.screenshot({ path: `${SHOTS}/pwa-offline-results-from-home-375.png` });
      await page.goto('/lotto/rates');
      await page.getByText(/900/).first().waitFor({ timeout: 15_000 });
    } finally {
      await phone.close();
      rmSync(phoneDir, { recursive: true, force: true });
    }
  });
});
