import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';

type Game = { game_id: string; name: string; provider_id: string; categories: string[] };

/** Issue 19 part 3: a provider's own lobby (/lobby/{name}) in the built app, served by the real server. */
describe('provider lobby in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The demo seed's sandbox provider's games, as the catalogue lists them. */
  let sandboxGames: Game[];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    const list = await apiCall<Game[]>(server, 'GET', '/game/list?provider=sandbox&limit=200');
    expect(list.error).toBe(0);
    sandboxGames = list.data ?? [];
    expect(sandboxGames.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const tiles = (page: Page) => page.locator('[data-testid^=game-tile-]');
  const tileIds = async (page: Page) =>
    (await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map((id) => id?.replace('game-tile-', ''));
  const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it("lists the sandbox provider's games at /lobby/SANDBOX, filters by chip and by search, and says ไม่พบเกม", async () => {
    const page = await newPage(browser, MOBILE, server.url);
    const configAsked = page.waitForRequest((r) => r.url().includes('/api/lobby/configs'));
    await page.goto('/lobby/SANDBOX');
    expect(new URL((await configAsked).url()).searchParams.get('lobby_key')).toBe('SANDBOX');
    await page.getByRole('heading', { level: 1, name: 'ค่ายเกมพันธมิตร' }).waitFor();
    await tiles(page).first().waitFor();
    expect(await tileIds(page)).toEqual(sandboxGames.map((g) => g.game_id));
    expect(await page.getByText(`ทั้งหมด ${sandboxGames.length} เกม`).isVisible()).toBe(true);
    expect(await page.locator('[data-layout=lobby]').count()).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/lobby-sandbox-375.png`, fullPage: true });

    // A category chip lists that category's games only.
    await page.getByRole('tab', { name: 'คาสิโน' }).click();
    const casino = sandboxGames.filter((g) => g.categories.includes('casino')).map((g) => g.game_id);
    expect(casino.length).toBeGreaterThan(0);
    await expect.poll(() => tileIds(page)).toEqual(casino);
    await page.getByRole('tab', { name: 'ทั้งหมด' }).click();

    // The search filters by the Thai name.
    const target = sandboxGames[sandboxGames.length - 1];
    const search = page.getByRole('searchbox', { name: 'ค้นหาเกม' });
    await search.fill(target.name.slice(0, 4));
    await expect
      .poll(() => tileIds(page))
      .toEqual(sandboxGames.filter((g) => g.name.includes(target.name.slice(0, 4))).map((g) => g.game_id));
    expect(await tileIds(page)).toContain(target.game_id);
    await search.fill('ไม่มีเกมชื่อนี้แน่นอน');
    await page.getByTestId('provider-lobby-empty').getByText('ไม่พบเกม', { exact: true }).waitFor();
    expect(await tiles(page).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/lobby-empty-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'ล้างคำค้นหา' }).click();
    await expect.poll(() => tiles(page).count()).toBe(sandboxGames.length);
    await page.context().close();
  });

  it('shows the Thai not-found state for an unknown provider, and /lobby lists the providers', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await page.goto('/lobby/nobody-here');
    const notFound = page.getByTestId('provider-not-found');
    await notFound.getByRole('heading', { name: 'ไม่พบค่ายเกมนี้' }).waitFor();
    expect(await notFound.textContent()).toContain('ไม่พบค่ายเกม “nobody-here”');
    await page.getByTestId('provider-card-sandbox').waitFor();
    expect(await tiles(page).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/lobby-notfound-375.png`, fullPage: true });

    await page.goto('/lobby');
    await page.getByRole('heading', { level: 1, name: 'ค่ายเกม' }).waitFor();
    await page.getByTestId('provider-card-house').waitFor();
    await page.screenshot({ path: `${SHOTS}/lobby-providers-375.png`, fullPage: true });
    await page.getByTestId('provider-card-sandbox').click();
    await page.waitForURL(/\/lobby\/sandbox$/);
    await page.getByRole('heading', { level: 1, name: 'ค่ายเกมพันธมิตร' }).waitFor();
    await page.context().close();
  });

  it('opens a game from the provider lobby as /slot does, and lays the pages out at 1280 px', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    await signIn(page);
    await page.goto('/lobby/SANDBOX');
    await tiles(page).first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/lobby-sandbox-1280.png`, fullPage: true });

    const game = sandboxGames[0];
    const linkAsked = page.waitForRequest((r) => r.url().endsWith('/api/game/link'));
    await page.getByTestId(`game-tile-${game.game_id}`).click();
    const sheet = page.getByTestId('game-sheet');
    await sheet.waitFor();
    expect((await linkAsked).postDataJSON()).toMatchObject({
      game_id: game.game_id,
      provider_id: 'sandbox',
      is_mobile: false,
      source: 'lobby:sandbox',
    });
    await page.locator('[data-testid=game-frame]').waitFor();
    await page.getByText('กำลังนำท่านเข้าสู่เกม').waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${SHOTS}/lobby-sheet-1280.png` });
    await page.getByRole('button', { name: 'ปิด' }).click();
    await sheet.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => sheet.waitFor({ state: 'hidden' }));

    await page.getByRole('searchbox', { name: 'ค้นหาเกม' }).fill('ไม่มีเกมชื่อนี้แน่นอน');
    await page.getByTestId('provider-lobby-empty').waitFor();
    await page.screenshot({ path: `${SHOTS}/lobby-empty-1280.png`, fullPage: true });
    await page.goto('/lobby/nobody-here');
    await page.getByTestId('provider-card-sandbox').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/lobby-notfound-1280.png`, fullPage: true });
    await page.goto('/lobby');
    await page.getByTestId('provider-card-house').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/lobby-providers-1280.png`, fullPage: true });
    await page.context().close();
  });
});
