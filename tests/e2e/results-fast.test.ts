import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, CHECKER, governmentRoundClosedNow, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const FIRST_PRIZE = '731905';
const FETCHED_AT = /อัปเดตเมื่อ \d{1,2} .+ 25\d\d \d{2}:\d{2} น\./;
/** A poor phone connection (Chromium's emulation): 400 kbps both ways, 400 ms round trips. */
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

/**
 * Issue 13 part 3 in the built app and the real server: /lotto/results arrives with the latest results
 * written into its HTML (server/plugins/static-results.ts), readable before the app's code has run;
 * the app takes over with the same results, in the same place, without asking for them again; and
 * the service worker keeps that page, so it opens offline with the time its results were fetched.
 * No timings here: bench/results.mjs measures them.
 */
describe('lotto results on a poor connection', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    // A government result, entered by the operator on the first round (its close moved to a minute ago).
    const token = await signInOperator(server);
    const round = await governmentRoundClosedNow(server, token, 'ทดสอบผลเร็ว');
    // Entered by one operator and confirmed by a second (four eyes) entering the same numbers.
    const drawn = { kind: 'government', first_prize: FIRST_PRIZE, front3: ['123', '456'], back3: ['789', '012'], bottom2: '47' };
    for (const who of [token, await signInOperator(server, CHECKER)]) {
      const result = await apiCall(server, 'POST', `/admin/lotto/rounds/${round.id}/result`, drawn, who);
      expect(result.error).toBe(0);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function phone(size = MOBILE): Promise<BrowserContext> {
    return browser.newContext({
      viewport: size,
      baseURL: server.url.replace('127.0.0.1', 'localhost'), // a secure context: the service worker registers
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      isMobile: size.width < 600,
      hasTouch: size.width < 600,
    });
  }

  async function slowConnection(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW);
  }

  const staticShell = (page: Page) => page.getByTestId('static-shell');

  it('shows the latest results from the served HTML, in Thai with their fetch time, before any script has run', async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const context = await phone(size);
      try {
        const page = await context.newPage();
        await slowConnection(page);
        // No script at all: what the member reads comes from the HTML alone.
        const scripts: string[] = [];
        await page.route('**/*.js', (route) => {
          scripts.push(route.request().url());
          return route.abort();
        });
        const asked: string[] = [];
        page.on('request', (req) => {
          if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(req.url());
        });
        await page.goto('/lotto/results');
        const shell = staticShell(page);
        await shell.getByTestId('result-first').getByText(FIRST_PRIZE).waitFor();
        expect(await shell.getByRole('heading', { level: 1, name: 'ผลหวยล่าสุด' }).isVisible()).toBe(true);
        expect(await shell.getByRole('heading', { level: 2, name: 'หวยรัฐบาล' }).isVisible()).toBe(true);
        const card = shell.getByRole('article', { name: /หวยรัฐบาลไทย/ });
        expect(await card.getByTestId('lotto-result-date').innerText()).toMatch(/^งวดวันที่ \d{1,2} .+ 25\d\d$/);
        expect(await card.getByTestId('result-bottom2').innerText()).toBe('47');
        // How old the result is, with its Buddhist-era time; an operator's result carries no sandbox mark.
        expect(await card.getByTestId('result-age').innerText()).toMatch(/^ออกผลเมื่อ(สักครู่| \d+ นาทีที่แล้ว)$/);
        expect(await card.getByTestId('result-at').innerText()).toMatch(/^\(\d{1,2} .+ 25\d\d \d{2}:\d{2} น\.\)$/);
        expect(await card.getByTestId('result-sandbox').count()).toBe(0);
        expect(await shell.getByTestId('results-fetched-at').innerText()).toMatch(FETCHED_AT);
        // The history link works without the app.
        expect(await card.getByRole('link', { name: 'ดูย้อนหลัง' }).getAttribute('href')).toBe('/lotto/results?category=1');
        expect(scripts.length).toBeGreaterThan(0);
        expect(asked).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/results-static-${size.width}.png` });
      } finally {
        await context.close();
      }
    }
  });

  it('lets the app take over with the same results in the same place, without asking for them again', async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      await slowConnection(page);
      // Where the server's first result card sits, read as soon as the document is parsed.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const card = document.querySelector('[data-testid="static-shell"] [data-testid="lotto-result"]');
          const r = card?.getBoundingClientRect();
          (window as unknown as { staticCard?: number[] }).staticCard = r ? [r.x, r.y, r.width, r.height] : undefined;
        });
      });
      const asked: string[] = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (path === '/api/lotto/result') asked.push(path);
      });
      await page.goto('/lotto/results');
      await staticShell(page).waitFor({ state: 'detached', timeout: 60_000 });
      const app = page.locator('#root');
      await app.getByTestId('result-first').getByText(FIRST_PRIZE).waitFor();
      // Taken over without a request for the results the page came with.
      expect(asked).toEqual([]);
      expect(await app.getByTestId('results-fetched-at').innerText()).toMatch(FETCHED_AT);
      expect(await app.getByTestId('result-age').first().innerText()).toMatch(/^ออกผลเมื่อ(สักครู่| \d+ นาทีที่แล้ว)$/);
      const staticCard = await page.evaluate(() => (window as unknown as { staticCard?: number[] }).staticCard);
      const appCard = await app.getByTestId('lotto-result').first().boundingBox();
      expect(staticCard).toBeDefined();
      expect(appCard && [appCard.x, appCard.y, appCard.width, appCard.height].map(Math.round)).toEqual(staticCard?.map(Math.round));
      await page.screenshot({ path: `${SHOTS}/results-app-375.png` });
    } finally {
      await context.close();
    }
  });

  it('opens offline from the service worker’s copy of the page, with the results and when they were fetched', async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      await page.goto('/lotto/results');
      await page.locator('#root').getByTestId('result-first').getByText(FIRST_PRIZE).waitFor({ timeout: 30_000 });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
      // One visit through the worker: it keeps the page as served, results included.
      await page.reload();
      await page.locator('#root').getByTestId('result-first').getByText(FIRST_PRIZE).waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const cache = await caches.open('gw-pages');
              const res = await cache.match('/lotto/results');
              return res ? await res.text() : '';
            }),
          { timeout: 15_000 },
        )
        .toContain(FIRST_PRIZE);

      await context.setOffline(true);
      await page.goto('/lotto/results');
      // The page the worker kept (the results layout the server wrote), not the bare shell.
      expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBe('results');
      const app = page.locator('#root');
      await app.getByTestId('result-first').getByText(FIRST_PRIZE).waitFor({ timeout: 30_000 });
      expect(await app.getByTestId('results-fetched-at').innerText()).toMatch(FETCHED_AT);
      await page.getByTestId('offline-notice').waitFor();
      await page.screenshot({ path: `${SHOTS}/results-offline-375.png` });
    } finally {
      await context.close();
    }
  });
});
