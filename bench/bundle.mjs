// The gzipped JavaScript (and CSS) a phone loads to render `/`, measured in system Chromium
// against `npm start`'s server. Target: 200 KB of JS.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { needsBuild } from '../scripts/sources.mjs';

const TARGET_KB = 200;
if (needsBuild()) spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const port = 3990;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 50));
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
const sizes = { js: [], css: [] };
page.on('response', async (res) => {
  const type = res.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  try {
    const body = await res.body();
    (type === 'script' ? sizes.js : sizes.css).push({
      url: new URL(res.url()).pathname,
      raw: body.length,
      gz: gzipSync(body, { level: 9 }).length,
    });
  } catch {}
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await browser.close();
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const kb = (n) => (n / 1024).toFixed(1);
for (const kind of ['js', 'css']) {
  const list = sizes[kind].sort((a, b) => b.gz - a.gz);
  const total = list.reduce((s, f) => s + f.gz, 0);
  console.log(
    `${kind.toUpperCase()} for /: ${list.length} files, ${kb(total)} KB gzipped (${kb(list.reduce((s, f) => s + f.raw, 0))} KB raw)${kind === 'js' ? ` target ${TARGET_KB} KB ${total / 1024 <= TARGET_KB ? 'OK' : 'OVER'}` : ''}`,
  );
  for (const f of list.slice(0, 8)) console.log(`  ${kb(f.gz).padStart(7)} KB  ${f.url}`);
}
