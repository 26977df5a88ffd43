import { bangkokToday } from '@contract/fields';
import { bangkokDayStart } from '@contract/thai-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectLedgerSound, fund, makeMember, type TestContext } from '../../test';
import { addDays } from '../rewards';
import { runPointsJobs } from '.';
import { at, earnings, pointsOf, savePoints, stake, TEST_POINTS, vipOf } from './test-support';

/**
 * The points and VIP job on recorded turnover and deposits, with an injected clock: earning per
 * product and rate, exactly once per member and day however many runs (also at once), only the
 * difference of a later stake, yesterday's late turnover, VIP up and down by deposits and by turnover.
 */
describe(`points job (${engineName()})`, () => {
  let t: TestContext;
  let today: string;
  /** Noon today in Bangkok, when the jobs "run" unless a test says otherwise. */
  let noon: Date;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await savePoints(t, TEST_POINTS);
    today = bangkokToday();
    noon = at(today, '12:00');
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  const run = (now: Date = noon) => runPointsJobs(t.handle.db, now);

  it('credits each product at its rate, floored to the hundredth, from the turnover records', async () => {
    const m = await makeMember(t);
    await stake(t, m.id, 'slot', 250, at(today, '09:00'));
    await stake(t, m.id, 'casino', 333, at(today, '09:30'));
    // Lotto and fishing have no rate in these settings: they earn nothing.
    await stake(t, m.id, 'lotto', 1_000, at(today, '10:00'));
    await stake(t, m.id, 'fishing', 1_000, at(today, '10:00'));
    // sport 2 points per 100: 0.99 baht is due 0.0198 -> floored with the rest
    await stake(t, m.id, 'sport', 0.99, at(today, '10:00'));
    const r = await run();
    // 250 x 1/100 + 333 x 0.5/100 + 0.99 x 2/100 = 2.5 + 1.665 + 0.0198 = 4.1848 -> 4.18
    expect(await pointsOf(t, m.id)).toBe(4.18);
    expect(r.members_credited).toBeGreaterThanOrEqual(1);
    expect(await earnings(t, m.id)).toEqual([{ amount: 418, key: `points:earn:${m.id}:${today}:418` }]);
  });

  it('a second run credits nothing, and two runs at once credit once', async () => {
    const a = await makeMember(t);
    await stake(t, a.id, 'slot', 1_000, at(today, '08:00'));
    await Promise.all([run(), run(), run()]);
    expect(await pointsOf(t, a.id)).toBe(10);
    await run();
    expect(await pointsOf(t, a.id)).toBe(10);
    expect(await earnings(t, a.id)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('a later stake the same day credits only the difference', async () => {
    const m = await makeMember(t);
    await stake(t, m.id, 'casino', 101, at(today, '08:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(0.5);
    await stake(t, m.id, 'casino', 101, at(today, '09:00'));
    // 202 x 0.5 / 100 = 1.01: the day is due 101 hundredths, 50 already credited
    await Promise.all([run(), run()]);
    expect(await pointsOf(t, m.id)).toBe(1.01);
    expect(await earnings(t, m.id)).toEqual([
      { amount: 50, key: `points:earn:${m.id}:${today}:50` },
      { amount: 51, key: `points:earn:${m.id}:${today}:101` },
    ]);
  });

  it("yesterday's late turnover is credited to yesterday; older days are not looked at", async () => {
    const m = await makeMember(t);
    const yesterday = addDays(today, -1);
    await stake(t, m.id, 'slot', 300, at(yesterday, '22:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(3);
    // A win settled today on yesterday's bet, a stake recorded late on yesterday's day.
    await stake(t, m.id, 'slot', 200, at(yesterday, '23:59'));
    await stake(t, m.id, 'slot', 500, at(addDays(today, -2), '12:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(5);
    expect((await earnings(t, m.id)).map((e) => e.key)).toEqual([
      `points:earn:${m.id}:${yesterday}:300`,
      `points:earn:${m.id}:${yesterday}:500`,
    ]);
  });

  it('yesterday and today raised by one run are one movement whose key names both totals', async () => {
    const m = await makeMember(t);
    const yesterday = addDays(today, -1);
    await stake(t, m.id, 'slot', 100, at(yesterday, '20:00'));
    await stake(t, m.id, 'slot', 250, at(today, '08:00'));
    await Promise.all([run(), run()]);
    expect(await pointsOf(t, m.id)).toBe(3.5);
    expect(await earnings(t, m.id)).toEqual([{ amount: 350, key: `points:earn:${m.id}:${yesterday}:100+${today}:250` }]);
  });

  it('a rate saved later applies to what is not credited yet; credited points are never taken back', async () => {
    const m = await makeMember(t);
    await stake(t, m.id, 'sport', 100, at(today, '08:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(2);
    await savePoints(t, { ...TEST_POINTS, rates: { ...TEST_POINTS.rates, sport: 1 } });
    await stake(t, m.id, 'sport', 100, at(today, '09:00'));
    // 200 x 1/100 = 2, already credited: nothing more, nothing back
    await run();
    expect(await pointsOf(t, m.id)).toBe(2);
    await stake(t, m.id, 'sport', 50, at(today, '10:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(2.5);
    await savePoints(t, TEST_POINTS);
  });

  it('earning switched off credits nothing until switched on again', async () => {
    const m = await makeMember(t);
    await savePoints(t, { ...TEST_POINTS, enabled: false });
    await stake(t, m.id, 'slot', 100, at(today, '08:00'));
    await run();
    expect(await pointsOf(t, m.id)).toBe(0);
    await savePoints(t, TEST_POINTS);
    await run();
    expect(await pointsOf(t, m.id)).toBe(1);
  });

  it('VIP goes up and down by 30-day deposits', async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 4_999);
    await run();
    expect(await vipOf(t, m.id)).toBe(0);
    await fund(t, m.id, 1);
    const r = await run();
    expect(r.vip_changed).toBeGreaterThanOrEqual(1);
    expect(await vipOf(t, m.id)).toBe(1);
    await fund(t, m.id, 45_000);
    await run();
    expect(await vipOf(t, m.id)).toBe(2);
    // 29 days on, today's deposits are still in the window (from the closed days' sums)
    await run(at(addDays(today, 29), '12:00'));
    expect(await vipOf(t, m.id)).toBe(2);
    // 30 days on they have left it: back to the first level
    await run(at(addDays(today, 30), '12:00'));
    expect(await vipOf(t, m.id)).toBe(0);
    // and today again (the clock moved back): up again
    await run();
    expect(await vipOf(t, m.id)).toBe(2);
  });

  it('VIP goes up and down by 30-day turnover, yesterday and older days included', async () => {
    // Days older than yesterday are summed once a day: this test lives 40 days on, where nothing was summed yet.
    const d = addDays(today, 40);
    const m = await makeMember(t);
    await stake(t, m.id, 'lotto', 30_000, at(addDays(d, -5), '12:00'));
    await stake(t, m.id, 'casino', 19_999, at(addDays(d, -1), '12:00'));
    await run(at(d, '12:00'));
    expect(await vipOf(t, m.id)).toBe(0);
    await stake(t, m.id, 'casino', 1, at(d, '08:00'));
    await run(at(d, '12:01'));
    expect(await vipOf(t, m.id)).toBe(1);
    // Two days on, all three days come from the closed days' sums
    await run(at(addDays(d, 2), '12:00'));
    expect(await vipOf(t, m.id)).toBe(1);
    // 25 days on, 5 days before d has left the window
    await run(at(addDays(d, 25), '12:00'));
    expect(await vipOf(t, m.id)).toBe(0);
    await run(at(d, '12:02'));
    expect(await vipOf(t, m.id)).toBe(1);
  });

  it('a level an operator set by hand is put back to what the figures say', async () => {
    const m = await makeMember(t);
    await t.handle.db.updateTable('member').set({ vip_level: 2 }).where('id', '=', m.id).execute();
    await run();
    expect(await vipOf(t, m.id)).toBe(0);
    expect(bangkokDayStart(today).getTime()).toBeLessThan(noon.getTime());
  });
});
