import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInOperator } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { MEMBER } from './support/member';
import { type RunningServer, startServer } from './support/server';

type Round = { id: number; draw_key: string; is_open: boolean; opens_at: string };
type Bill = { id: number; status: string; total_win: number };

const HOUR = 3_600_000;
/** A Bangkok wall-clock instant as 'YYYY-MM-DDTHH:MM' (Bangkok is UTC+7 all year). */
const bangkok = (at: number) => new Date(at + 7 * HOUR).toISOString().slice(0, 16);
const atBangkok = (date: string, clock: string) => Date.parse(`${date}T${clock}:00Z`) - 7 * HOUR;

/**
 * Issue 13 part 1 in the built app: a fresh start shows the seeded government results, and with the
 * sandbox on a round results by itself and a member's winning bill pays by itself (the scheduler
 * ticking every 300 ms).
 */
describe('lotto results that arrive by themselves', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;
  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) =>
    apiCall<T>(server, method, path, body, token);

  beforeAll(async () => {
    server = await startServer({ LOTTO_SANDBOX: '1', JOBS_TICK_MS: '300' });
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a fresh start shows the real government results of the seed on /lotto/results', async () => {
    const page = await newPage(browser, MOBILE, server.url);
    await page.goto('/lotto/results?category=1');
    // The latest seeded draw (1 July 2026: 751495) and the oldest on the first page of history.
    await page.getByText('751495').first().waitFor();
    await page.getByText('287184').first().waitFor();
    const cards = page.getByTestId('lotto-result');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await page.close();
  });

  it('a fresh demo shows two weeks of results for every kind of lotto, each marked as the sandbox’s and saying how old it is', async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const page = await newPage(browser, size, server.url);
      await page.goto('/lotto/results');
      // Hanoi draws daily and the stock indexes on weekdays: the 14 days back-filled at start hold a
      // draw of each, whatever day the suite runs (a draw due meanwhile comes from the sandbox job).
      for (const name of ['หวยฮานอย', 'หุ้นนิเคอิเช้า']) {
        const card = page.locator('#root').getByRole('article', { name: new RegExp(`^${name} `) });
        await card.waitFor({ timeout: 30_000 });
        expect(await card.getByTestId('result-sandbox').innerText()).toBe('ผลจำลอง (ทดสอบ)');
        expect(await card.getByTestId('result-age').innerText()).toMatch(/^ออกผลเมื่อ(สักครู่| \d+ (นาที|ชั่วโมง|วัน)ที่แล้ว)$/);
        expect(await card.getByTestId('result-at').innerText()).toMatch(/^\(\d{1,2} .+ 25\d\d \d{2}:\d{2} น\.\)$/);
      }
      // Yeekee: every round has a result (house shots), so outside the 04:00-06:15 pause the latest
      // is at most a quarter of an hour old.
      const yeekee = page.locator('#root').getByRole('article', { name: /^หวยยี่กี / });
      await yeekee.waitFor();
      const hour = new Date(Date.now() + 7 * HOUR).getUTCHours();
      const age = await yeekee.getByTestId('result-age').innerText();
      if (hour >= 7 || hour < 4) expect(age).toMatch(/^ออกผลเมื่อ(สักครู่| (\d|1[0-6]) นาทีที่แล้ว)$/);
      else expect(age).toMatch(/^ออกผลเมื่อ/);
      await page.screenshot({ path: `test-results/screens/results-demo-${size.width}.png`, fullPage: false });
      await page.close();
    }
  });

  it('a sandbox round results at its time and the member’s winning bill is paid, with nobody entering anything', async () => {
    const login = await call<{ access_token: string }>('POST', '/login', { phone: MEMBER.phone, password: MEMBER.password });
    const token = login.data?.access_token as string;
    const members = await call<{ items: { id: number; phone: string }[] }>(
      'GET',
      `/admin/members?q=${MEMBER.phone}`,
      undefined,
      operatorToken,
    );
    const memberId = members.data?.items.find((m) => m.phone === MEMBER.phone)?.id;
    const credit = await call(
      'POST',
      `/admin/members/${memberId}/adjust`,
      { amount: 1000, reason: 'เครดิตสำหรับทดสอบผลอัตโนมัติ', idempotency_key: 'e2e-lotto-sandbox-credit' },
      operatorToken,
    );
    expect(credit.error).toBe(0);

    // A round whose result time has passed once its close is moved to the minute just gone: BAAC's
    // draw moved to yesterday 23:59 (or, on the day BAAC just drew, today), else the government's.
    const now = Date.now();
    const today = bangkok(now).slice(0, 10);
    const yesterday = bangkok(now - 24 * HOUR).slice(0, 10);
    const past = bangkok(now - 60_000);
    let plan: { round: Round; category_id: number; draw_date: string; close_time: string } | undefined;
    for (const [categoryId, resultClock] of [
      [2, '11:00'],
      [1, '16:00'],
    ] as const) {
      let rounds: Round[] = [];
      await expect
        .poll(
          async () => {
            rounds = (await call<{ items: Round[] }>('GET', `/lotto/rounds?category_id=${categoryId}&limit=10`)).data?.items ?? [];
            return rounds.filter((r) => r.is_open).length;
          },
          { timeout: 20_000, interval: 300 },
        )
        .toBeGreaterThan(0);
      const round = rounds.find((r) => r.is_open) as Round;
      const opens = Date.parse(round.opens_at);
      if (opens < atBangkok(yesterday, '23:59')) plan = { round, category_id: categoryId, draw_date: yesterday, close_time: '23:59' };
      else if (atBangkok(today, resultClock) <= now - 60_000 && opens < now - 60_000)
        plan = { round, category_id: categoryId, draw_date: today, close_time: past.slice(11, 16) };
      if (plan) break;
    }
    if (!plan) throw new Error('no round can be made due now');

    // Every 2-bottom number at 1 baht: exactly one wins 90 whatever the sandbox draws.
    const items = Array.from({ length: 100 }, (_, n) => ({ bet_type: '2bottom', number: String(n).padStart(2, '0'), amount: 1 }));
    const bought = await call<{ balance: number }>(
      'POST',
      '/lotto/bill/create',
      { round_id: plan.round.id, agent_id: '1', items, idempotency_key: 'e2e-sandbox-bill' },
      token,
    );
    expect(bought.error, bought.message).toBe(0);
    expect(bought.data?.balance).toBe(900);
    const moved = await call(
      'PUT',
      '/admin/lotto/schedule-overrides',
      {
        category_id: plan.category_id,
        scheduled_date: plan.round.draw_key,
        draw_date: plan.draw_date,
        close_time: plan.close_time,
        note: 'ทดสอบผลอัตโนมัติ',
      },
      operatorToken,
    );
    expect(moved.error, moved.message).toBe(0);

    // The scheduler closes the round, the sandbox results it, settlement pays: nobody else acts.
    let bills: Bill[] = [];
    await expect
      .poll(
        async () => {
          bills = (await call<{ items: Bill[] }>('GET', `/lotto/bill/list?round_id=${plan.round.id}`, undefined, token)).data?.items ?? [];
          return bills.map((b) => b.status);
        },
        { timeout: 15_000, interval: 300 },
      )
      .toEqual(['won']);
    expect(bills[0].total_win).toBe(90);
    const shown = await call<{ items: { result: { sandbox?: boolean; bottom2: string } }[] }>(
      'GET',
      `/lotto/result?round_id=${plan.round.id}`,
    );
    expect(shown.data?.items[0].result.sandbox).toBe(true);
    // The main wallet: 1,000 credited, 100 staked, 90 won.
    const wallets = await call<{ wallet_type_id: number; balance: number }[]>('POST', '/member/wallets', undefined, token);
    expect(wallets.error).toBe(0);
    expect(wallets.data?.[0].balance).toBe(1000 - 100 + 90);
  });
});
