import { mkdirSync } from 'node:fs';
import type { AdminSportFixturePage } from '@contract/admin-sport';
import type { SportBetData, SportBetView, SportFixturesData } from '@contract/sport';
import { bangkokToday } from '@contract/thai-calendar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Envelope, OPERATOR, signInOperator } from './support/api';
import { signInAt } from './support/backoffice';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './support/browser';
import { MEMBER, signIn } from './support/member';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-results/screens';
const STAKE = 100;

type Leg = { fixtureId: number; marketId: number; home: number; away: number };

/**
 * Issue 18's journey in the built app on the real server, in Debian's Chromium: the demo member builds
 * a 3-leg step from the sandbox feed's fixtures (a single that the second fixture's pick turns into a step, issue 30), the operator moves one price before the member
 * confirms, the member accepts the new price, the fixtures finish through the feed, settlement runs,
 * and the payout shows in the balance and in "my bets".
 */
describe('the sportsbook in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorToken: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ JOBS_TEST_CLOCK: '1' });
    browser = await launchBrowser();
    operatorToken = await signInOperator(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const squeeze = (s: string | null) => (s ?? '').replace(/\s/g, '');
  const baht = (n: number) => n.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const balanceText = async (page: Page) =>
    squeeze(await page.getByTestId('member-balance').filter({ visible: true }).first().textContent());
  const balanceOf = async (page: Page) => Number((await balanceText(page)).replace(/[^\d.]/g, ''));

  /** The first day tab whose list has a fixture. */
  async function dayWithFixtures(): Promise<'today' | 'tomorrow' | 'later'> {
    for (const day of ['today', 'tomorrow', 'later'] as const) {
      const r = await apiCall<SportFixturesData>(server, 'GET', `/sport/fixtures?day=${day}`);
      if ((r.data?.fixtures.length ?? 0) > 0) return day;
    }
    throw new Error('the demo feed lists no fixtures on any day tab');
  }

  /** `n` fixtures of one day tab, kicking off in more than 30 minutes, each with an open full-time handicap line. */
  async function openFixtures(n = 3): Promise<{ day: 'today' | 'tomorrow' | 'later'; legs: Leg[] }> {
    for (const day of ['today', 'tomorrow', 'later'] as const) {
      const r = await apiCall<SportFixturesData>(server, 'GET', `/sport/fixtures?day=${day}`);
      expect(r.error, r.message).toBe(0);
      const legs: Leg[] = [];
      for (const f of r.data?.fixtures ?? []) {
        if (f.status !== 'scheduled' || f.suspended || new Date(f.kickoff_at).getTime() < Date.now() + 30 * 60_000) continue;
        const m = f.markets.find((x) => x.period === 'ft' && x.kind === 'hdp' && x.main && x.status === 'open');
        if (m) legs.push({ fixtureId: f.id, marketId: m.id, home: m.selections[0].odds, away: m.selections[1].odds });
      }
      if (legs.length >= n) return { day, legs: legs.slice(0, n) };
    }
    throw new Error(`the demo feed has no day with ${n} open fixtures`);
  }

  it('a member builds a 3-leg step, accepts a changed price, and is paid when the fixtures finish', async () => {
    const { day, legs } = await openFixtures(3);
    // The demo member gets 1,000 baht from the operator, as a deposit would.
    const members = await apiCall<{ items: { id: number; phone: string }[] }>(
      server,
      'GET',
      `/admin/members?q=${MEMBER.phone}`,
      undefined,
      operatorToken,
    );
    const memberId = members.data?.items.find((m) => m.phone === MEMBER.phone)?.id;
    const credited = await apiCall(
      server,
      'POST',
      `/admin/members/${memberId}/adjust`,
      { amount: 1000, reason: 'เครดิตทดสอบแทงบอล', idempotency_key: 'e2e-sport-credit' },
      operatorToken,
    );
    expect(credited.error, credited.message).toBe(0);
    const page = await newPage(browser, DESKTOP, server.url);
    await signIn(page);
    await expect.poll(() => balanceOf(page)).toBeGreaterThanOrEqual(1000);
    const before = await balanceOf(page);

    let placed: SportBetData | undefined;
    page.on('response', async (res) => {
      if (res.url().endsWith('/api/sport/bet') && res.request().method() === 'POST') {
        const body = (await res.json()) as Envelope<SportBetData>;
        if (body.error === 0) placed = body.data;
      }
    });

    await page.goto(day === 'today' ? '/sport' : `/sport?day=${day}`);
    await page.getByTestId('fixture').first().waitFor();
    await page.getByTestId('sport-fetched-at').waitFor();
    const slip = page.getByTestId('slip').filter({ visible: true });
    const pickHome = (l: Leg) => page.getByTestId(`odds-${l.marketId}-home`).filter({ visible: true }).first().click();
    // The slip opens as a single; a pick from a second fixture switches it to a step keeping both, and says so.
    await pickHome(legs[0]);
    await expect.poll(() => slip.getByTestId('slip-leg').count()).toBe(1);
    expect(await slip.getByRole('tab', { name: 'บอลเดี่ยว' }).getAttribute('aria-selected')).toBe('true');
    await pickHome(legs[1]);
    await expect.poll(() => slip.getByTestId('slip-leg').count()).toBe(2);
    expect(await slip.getByRole('tab', { name: 'บอลสเต็ป' }).getAttribute('aria-selected')).toBe('true');
    expect(await slip.getByTestId('slip-note').textContent()).toContain('เปลี่ยนเป็นบอลสเต็ป (มิกซ์พาร์เลย์) 2 คู่ให้แล้ว');
    await page.screenshot({ path: `${SHOTS}/sport-switched-1280.png`, fullPage: false });
    await pickHome(legs[2]);
    await expect.poll(() => slip.getByTestId('slip-leg').count()).toBe(3);
    await slip.getByRole('button', { name: `+${STAKE}`, exact: true }).click();
    expect(squeeze(await slip.getByTestId('slip-stake').textContent())).toBe(String(STAKE));
    await page.screenshot({ path: `${SHOTS}/sport-slip-1280.png`, fullPage: true });

    // The operator shortens the first leg's home price before the member confirms.
    const moved = Math.max(1.05, Math.round((legs[0].home - 0.1) * 100) / 100);
    const set = await apiCall(
      server,
      'PUT',
      `/admin/sport/markets/${legs[0].marketId}`,
      { odds: { home: moved, away: legs[0].away } },
      operatorToken,
    );
    expect(set.error, set.message).toBe(0);

    await slip.getByRole('button', { name: 'ยืนยันการเดิมพัน' }).click();
    // The server answers the new price; the slip shows it and asks (the sandbox feed may move another meanwhile).
    for (let asked = 0; asked < 4 && !placed; asked++) {
      const prompt = page.getByTestId('slip-odds-changed').filter({ visible: true });
      const done = page.getByTestId('slip-placed').filter({ visible: true });
      await Promise.race([prompt.waitFor({ timeout: 15_000 }), done.waitFor({ timeout: 15_000 })]);
      if (await done.isVisible()) break;
      const accept = prompt.getByRole('button', { name: 'ยอมรับราคาใหม่' });
      if (!(await accept.isVisible())) {
        // The prompt went as it came (seen once in a loaded CI run): the slip still holds the legs, so
        // the member confirms again and is asked again.
        await slip.getByRole('button', { name: 'ยืนยันการเดิมพัน' }).click();
        continue;
      }
      if (asked === 0) await page.screenshot({ path: `${SHOTS}/sport-odds-changed-1280.png`, fullPage: true });
      await accept.click();
    }
    await page.getByTestId('slip-placed').filter({ visible: true }).waitFor();
    await expect.poll(() => placed !== undefined).toBe(true);
    const bet = (placed as SportBetData).bet;
    expect(bet.type).toBe('parlay');
    expect(bet.legs).toHaveLength(3);
    expect(bet.legs.find((l) => l.fixture_id === legs[0].fixtureId)?.odds).toBe(moved);
    expect(squeeze(await page.getByTestId('slip-bill').filter({ visible: true }).textContent())).toBe(`#${bet.id}`);
    await expect.poll(() => balanceOf(page)).toBeCloseTo(before - STAKE, 2);

    // The fixtures finish through the feed (home wins 5-0, any handicap line of theirs wins), settlement runs.
    const finished = await apiCall(
      server,
      'POST',
      '/test/sport/finish',
      { fixtures: legs.map((l) => ({ id: l.fixtureId, ht: { home: 3, away: 0 }, ft: { home: 5, away: 0 } })) },
      undefined,
    );
    expect(finished.error, finished.message).toBe(0);
    const ran = await apiCall(server, 'POST', '/test/rewards/run', { days_ahead: 0 });
    expect(ran.error, ran.message).toBe(0);

    // The potential payout is stake x the step's odds; every leg won, so that is what it pays.
    const payout = bet.potential_payout;
    expect(payout).toBeGreaterThan(STAKE);
    await page.goto('/sport/bets?status=settled');
    const card = page
      .getByRole('article', { name: `บิล #${bet.id}` })
      .or(page.getByLabel(`บิล #${bet.id}`))
      .first();
    await card.waitFor({ timeout: 15_000 });
    expect(squeeze(await card.getByTestId('sport-bet-payout').textContent())).toContain(baht(payout).replace(/\s/g, ''));
    await expect.poll(() => card.getByText('ชนะ', { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => balanceOf(page)).toBeCloseTo(before - STAKE + payout, 2);
    await page.screenshot({ path: `${SHOTS}/sport-bets-1280.png`, fullPage: true });

    const mine = await page.evaluate(async (id) => {
      const raw = Object.keys(localStorage)
        .filter((k) => k.endsWith('user'))
        .map((k) => localStorage.getItem(k) ?? '')
        .join('');
      const token = /"access_token":"([^"]+)"/.exec(raw)?.[1] ?? '';
      return (await fetch(`/api/sport/bet/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    }, bet.id);
    const settled = (mine as Envelope<SportBetView>).data;
    expect(settled).toMatchObject({ status: 'settled', result: 'won', payout });

    // The same pages on a phone.
    const phone = await newPage(browser, MOBILE, server.url);
    await signIn(phone);
    // Late in the Bangkok evening today's tab may have nothing left to show: the first day tab that lists fixtures.
    const shown = await dayWithFixtures();
    await phone.goto(shown === 'today' ? '/sport' : `/sport?day=${shown}`);
    await phone.getByTestId('fixture').first().waitFor();
    await phone.screenshot({ path: `${SHOTS}/sport-375.png`, fullPage: false });
    // On the phone the bar over the footer says the second match made the slip a step of two.
    const two = await openFixtures(2);
    await phone.goto(two.day === 'today' ? '/sport' : `/sport?day=${two.day}`);
    for (const l of two.legs) await phone.getByTestId(`odds-${l.marketId}-home`).filter({ visible: true }).first().click();
    await expect.poll(async () => squeeze(await phone.getByTestId('slip-count').textContent())).toBe('2');
    expect(await phone.getByTestId('slip-type').textContent()).toContain('บอลสเต็ป');
    await phone.getByTestId('slip-open').click();
    await phone.getByTestId('slip-note').filter({ visible: true }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/sport-switched-375.png`, fullPage: false });
    await phone.keyboard.press('Escape');
    await phone.goto('/sport/bets?status=settled');
    await phone.getByTestId('sport-bet').first().waitFor();
    await phone.screenshot({ path: `${SHOTS}/sport-bets-375.png`, fullPage: true });
  });
  it('the back office opens on today’s fixtures that take bets; yesterday’s finished ones offer voiding only, their markets folded', async () => {
    const page = await newPage(browser, DESKTOP, server.url);
    const today = bangkokToday();
    const yesterday = bangkokToday(new Date(Date.now() - 86_400_000));
    /** The list's answer for one tab and day (the page keeps the last list on screen while the next loads). */
    const listOf = (state: string, day: string) =>
      page
        .waitForResponse(
          (r) => r.url().includes('/api/admin/sport/fixtures?') && r.url().includes(`state=${state}`) && r.url().includes(`day=${day}`),
          {
            timeout: 30_000,
          },
        )
        .then(async (r) => ((await r.json()) as Envelope<AdminSportFixturePage>).data as AdminSportFixturePage);
    const upcomingList = listOf('upcoming', today);
    await signInAt(page, OPERATOR, '/admin/sport');
    const upcoming = page.getByRole('tab', { name: 'ยังไม่เริ่ม' });
    await upcoming.waitFor();
    expect(await upcoming.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'วันนี้' }).getAttribute('aria-pressed')).toBe('true');
    // Only fixtures that still take bets, whatever today's hour leaves of them.
    for (const f of (await upcomingList).items) expect(f).toMatchObject({ status: 'scheduled', voided: false });
    await page.screenshot({ path: `${SHOTS}/admin-sport-upcoming-1280.png`, fullPage: false });

    await page.getByRole('tab', { name: 'จบแล้ว' }).click();
    await page.waitForURL(/state=finished/);
    const finishedList = listOf('finished', yesterday);
    await page.getByRole('button', { name: 'เมื่อวาน' }).click();
    // The demo seed finished a few of yesterday's fixtures.
    const finished = await finishedList;
    expect(finished.items.length).toBeGreaterThan(0);
    for (const f of finished.items) expect(f.status).toBe('finished');
    const card = page.getByTestId(`fixture-${finished.items[0].id}`);
    await card.waitFor();
    expect(await page.getByRole('button', { name: /^(ปิดรับคู่|เปิดรับคู่) #/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^แก้ราคา / }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /^ยกเลิกคู่ #/ }).count()).toBe(1);
    expect(await card.getByRole('button', { name: /^ดูราคา #/ }).getAttribute('aria-expanded')).toBe('false');
    await page.screenshot({ path: `${SHOTS}/admin-sport-finished-1280.png`, fullPage: false });
  });
});
