import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Envelope, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { MEMBER, signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const DEPOSIT = 500;

type PlayAnswer = Envelope<{ stake: number; win: number; balance: number }>;

/** Issue 4's lobbies and launcher in the built app, served by the real server, in Debian's Chromium. */
describe('games in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  const operator = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => apiCall<T>(server, method, path, body, operatorToken);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
    // The member's deposit: the operator's manual credit to the main wallet.
    const found = await operator<{ items: { id: number }[] }>('GET', `/admin/members?q=${MEMBER.phone}`);
    const memberId = found.data?.items[0]?.id;
    expect(memberId).toBeDefined();
    const credit = await operator('POST', `/admin/members/${memberId}/adjust`, {
      amount: DEPOSIT,
      reason: 'ฝากเงินสำหรับทดสอบเกม',
      idempotency_key: randomUUID(),
    });
    expect(credit.error).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const squeeze = (s: string | null) => (s ?? '').replace(/\s/g, '');
  const panelBalance = async (page: Page) =>
    squeeze(await page.getByTestId('member-balance').filter({ visible: true }).first().textContent());
  const baht = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  /** Every round the slot plays (from the frame's calls to the play API). */
  function rounds(page: Page) {
    const answers: PlayAnswer[] = [];
    page.on('response', async (res: Response) => {
      if (!res.url().includes('/api/games/house/play')) return;
      answers.push((await res.json()) as PlayAnswer);
    });
    return answers;
  }

  it('a member opens the slot from /slot with the main wallet, spins, closes and sees the new balance', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await signIn(page);
    await expect.poll(() => panelBalance(page)).toBe(`฿${baht(DEPOSIT)}`);
    const played = rounds(page);

    await page.goto('/slot');
    const tile = page.getByTestId('game-tile-siam-treasure');
    await tile.waitFor();
    await page.getByRole('tab', { name: 'เล่นล่าสุด' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/games-slot-375.png`, fullPage: true });

    // The member's only baht wallet is the main one: the launcher chooses it by itself.
    const linkAsked = page.waitForRequest((r) => r.url().endsWith('/api/game/link'));
    const walletsAnswered = page.waitForResponse((r) => r.url().endsWith('/api/game/wallets'));
    await tile.click();
    const sheet = page.getByTestId('game-sheet');
    await sheet.waitFor();
    await page.getByText('กำลังนำท่านเข้าสู่เกม').waitFor();
    const wallets = (await (await walletsAnswered).json()) as Envelope<{ id: number; wallet_type_id: number }[]>;
    const main = wallets.data?.find((w) => w.wallet_type_id === 1);
    expect(main).toBeDefined();
    expect((await linkAsked).postDataJSON()).toMatchObject({
      wallet_id: main?.id,
      game_id: 'siam-treasure',
      provider_id: 'house',
      is_mobile: true,
      source: 'slot',
    });
    expect(await sheet.getByText('กระเป๋าหลัก').isVisible()).toBe(true);

    const frame = page.frameLocator('[data-testid=game-frame]');
    await expect.poll(async () => squeeze(await frame.getByTestId('play-balance').textContent()), { timeout: 20_000 }).toBe(baht(DEPOSIT));
    const spin = frame.getByTestId('slot-spin');
    await spin.click();
    await expect.poll(() => played.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // The reels stop and every round the spin started (free spins included) is settled.
    await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(played.every((a) => a.error === 0)).toBe(true);
    // The deposit, less every stake, plus every win (in satang, so no float decides a cent).
    const balanceNow = () =>
      played.reduce((b, a) => b + Math.round(((a.data?.win ?? 0) - (a.data?.stake ?? 0)) * 100), DEPOSIT * 100) / 100;
    expect(played[0].data?.stake).toBeGreaterThan(0);
    await expect.poll(async () => squeeze(await frame.getByTestId('play-balance').textContent()) === baht(balanceNow())).toBe(true);
    const after = balanceNow();
    expect(played.at(-1)?.data?.balance).toBe(after);
    await page.screenshot({ path: `${SHOTS}/games-sheet-375.png` });

    await page.getByRole('button', { name: 'เต็มจอ' }).click();
    await page.getByRole('button', { name: 'ออกจากเต็มจอ' }).click();
    await page.getByRole('button', { name: 'ปิด' }).click();
    await sheet.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => sheet.waitFor({ state: 'hidden' }));
    expect(await page.locator('[data-testid=game-frame]').count()).toBe(0);
    // The panel follows the game's bets and wins, without a reload.
    await expect.poll(() => panelBalance(page), { timeout: 10_000 }).toBe(`฿${baht(after)}`);
    // ...and the lobby lists the slot as last played.
    await page.getByRole('region', { name: 'เล่นล่าสุด' }).getByTestId('recent-siam-treasure').waitFor();
    await page.screenshot({ path: `${SHOTS}/games-after-375.png`, fullPage: true });
    await page.context().close();
  });

  it('a visitor plays a demo game from the lobby', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    const played = rounds(page);
    await page.goto('/slot');
    // Visitors have no last-played tab; a tile opens the demo (the game has one).
    await page.getByTestId('game-tile-siam-treasure').waitFor();
    expect(await page.getByRole('tab', { name: 'เล่นล่าสุด' }).count()).toBe(0);
    const demoAsked = page.waitForRequest((r) => r.url().endsWith('/api/game/demo'));
    await page.getByTestId('game-demo-siam-treasure').click();
    expect((await demoAsked).postDataJSON()).toMatchObject({ game_id: 'siam-treasure', provider_id: 'house', is_mobile: true });
    const sheet = page.getByTestId('game-sheet');
    await sheet.getByText('ทดลองเล่น').first().waitFor();
    const frame = page.frameLocator('[data-testid=game-frame]');
    await expect.poll(async () => squeeze(await frame.getByTestId('play-balance').textContent()), { timeout: 20_000 }).toBe('10,000.00');
    await frame.getByText('ทดลองเล่น').first().waitFor();
    await frame.getByTestId('slot-spin').click();
    await expect.poll(() => played.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(played[0].error).toBe(0);
    await page.screenshot({ path: `${SHOTS}/games-demo-375.png` });
    await page.getByRole('button', { name: 'ปิด' }).click();
    await page.context().close();
  });

  it("opening a game pushes a history entry: the phone's Back closes the game and stays in the lobby", async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await page.goto('/');
    await page.goto('/slot');
    await page.getByTestId('game-tile-siam-treasure').waitFor();
    const historyLength = () => page.evaluate(() => window.history.length);
    const before = await historyLength();
    await page.getByTestId('game-demo-siam-treasure').click();
    const sheet = page.getByTestId('game-sheet');
    await page.locator('[data-testid=game-frame]').waitFor();
    await expect.poll(historyLength).toBe(before + 1);
    expect(new URL(page.url()).pathname).toBe('/slot');

    // Back: the game closes, the lobby stays.
    await page.goBack();
    await sheet.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/slot');
    await page.getByTestId('game-tile-siam-treasure').waitFor();
    expect(await page.locator('[data-testid=game-frame]').count()).toBe(0);

    // The close button goes back over the game's entry: the next Back leaves the lobby for /.
    await page.getByTestId('game-demo-siam-treasure').click();
    await page.locator('[data-testid=game-frame]').waitFor();
    await page.getByRole('button', { name: 'ปิด' }).click();
    await sheet.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/slot');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('lays the lobbies, the wallet chooser and the sheet out at 375 and 1280 px', async () => {
    for (const [name, size] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      const page = await newPage(browser, size, server.url);
      await signIn(page);
      for (const lobby of ['slot', 'casino', 'sport/virtual']) {
        await page.goto(`/${lobby}`);
        await page.locator('[data-testid^=game-tile-]').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/games-${lobby.replace('/', '-')}-${name}.png`, fullPage: true });
      }
      // /sport/virtual (กีฬาเสมือนจริง) lists the sandbox's virtual football.
      await page.getByTestId('game-tile-sbx-virtual-football').waitFor();

      // A member has one baht wallet until bonus wallets arrive: a second one is added to the
      // answer here so that the chooser shows; the member picks the main wallet.
      await page.route('**/api/game/wallets', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as Envelope<unknown[]>;
        body.data?.push({ id: 2_000_000_001, wallet_name: 'กระเป๋าโบนัส', balance: 120.5, wallet_type_id: 2 });
        body.data?.push({ id: 2_000_000_002, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 3 });
        await route.fulfill({ response: res, json: body });
      });
      await page.goto('/slot');
      await page.getByTestId('game-tile-siam-treasure').click();
      const options = page.locator('[data-testid^=wallet-option-]');
      await options.first().waitFor();
      expect(await options.count()).toBe(2);
      await page.getByTestId('wallet-option-2000000001').waitFor();
      // The 1-second welcome toast has gone.
      await page.getByText('กำลังนำท่านเข้าสู่เกม').waitFor({ state: 'hidden' });
      await page.screenshot({ path: `${SHOTS}/games-chooser-${name}.png` });
      await options.filter({ hasText: 'กระเป๋าหลัก' }).click();
      const frame = page.frameLocator('[data-testid=game-frame]');
      await frame.getByTestId('slot-spin').waitFor({ timeout: 20_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${SHOTS}/games-sheet-${name}.png` });
      await page.context().close();
    }
  });
});
