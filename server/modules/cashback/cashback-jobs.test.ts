import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectLedgerSound, fund, mainBalance, makeMember, type TestContext } from '../../test';
import { claimRewards, runCashbackJobs, runDailyRewards, runWeeklyRefund } from '.';
import { at, entriesTable, entryOf, play, saveSettings, secondNode, setVip, TEST_SETTINGS } from './test-support';

/**
 * The jobs and claims against hand-computed tables (satang). Settings: test-support TEST_SETTINGS.
 * Day D = Wednesday 2025-03-12 in the week Monday 2025-03-10 .. Sunday 2025-03-16 (Asia/Bangkok).
 */
const D = '2025-03-12';
const MONDAY = '2025-03-10';
const afterDay = (day: string) => at(day, '12:00').getTime() + 24 * 3600_000;

describe(`cashback jobs and claims (${engineName()})`, () => {
  let t: TestContext;
  const m: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await saveSettings(t, TEST_SETTINGS);
    for (const [name, vip] of [
      ['A', 0],
      ['B', 2],
      ['C', 1],
      ['C2', 1],
      ['D', 0],
      ['E', 0],
      ['F', 0],
      ['W', 0],
    ] as const) {
      m[name] = (await makeMember(t)).id;
      await setVip(t, m[name], vip);
    }
    const noon = at(D);
    // A: slot 1,000.00 staked, 200.00 won; casino won more than staked; sport 333.33 lost.
    await play(t, m.A, 'slot', 100_000, 20_000, noon);
    await play(t, m.A, 'casino', 50_000, 70_000, noon);
    await play(t, m.A, 'sport', 33_333, 0, noon);
    // A around the day's edges: 23:59 the day before and 00:00 the day after belong to those days.
    await play(t, m.A, 'slot', 100_000, 0, at('2025-03-11', '23:59'));
    await play(t, m.A, 'slot', 100_000, 0, at('2025-03-13', '00:00'));
    // B (VIP 2): 150,000.00 lost on slots: 10 % is above the 10,000.00 cap.
    await play(t, m.B, 'slot', 20_000_000, 5_000_000, noon);
    // C (VIP 1) lost 90.00: below the 100.00 minimum. C2 lost exactly 100.00.
    await play(t, m.C, 'casino', 9_000, 0, noon);
    await play(t, m.C2, 'casino', 10_000, 0, noon);
    // D won more than staked: no net loss, some turnover.
    await play(t, m.D, 'slot', 10_000, 30_000, noon);
    // E: a bet rolled back (the wallet records the refund as a negative stake on the bet's day).
    await play(t, m.E, 'casino', 50_000, 0, noon);
    await play(t, m.E, 'casino', -50_000, 0, noon);
    // F: fishing, which the daily settings give no rate.
    await play(t, m.F, 'fishing', 100_000, 0, noon);
    // W: the week's edges: Monday 00:00 and Sunday 23:59 count, the Sunday before and the Monday after do not.
    await play(t, m.W, 'slot', 300_000, 0, at(MONDAY, '00:00'));
    await play(t, m.W, 'casino', 800_000, 0, at('2025-03-16', '23:59'));
    await play(t, m.W, 'slot', 500_000, 0, at('2025-03-17', '00:00'));
    await play(t, m.W, 'casino', 100_000, 0, at('2025-03-09', '23:59'));
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  const members = () => Object.values(m);

  it('refuses a day that has not closed', async () => {
    await expect(runDailyRewards(t.handle.db, D, at(D, '23:59'))).rejects.toThrow(RangeError);
    await expect(runWeeklyRefund(t.handle.db, MONDAY, at('2025-03-16', '23:59'))).rejects.toThrow(RangeError);
  });

  it('computes the day to the satang: rates per product and VIP level, minimum, cap, rollbacks, products without a rate', async () => {
    const made = await runDailyRewards(t.handle.db, D, at('2025-03-13', '00:01'), { node: 'node-a' });
    expect(await entriesTable(t, 'cashback', D, members())).toEqual({
      // slot floor(80,000 x 5 %) = 4,000 + sport floor(33,333 x 3 %) = 999; casino won: not in the base
      [m.A]: [113_333, 4_999, 'claimable'],
      [m.B]: [15_000_000, 1_000_000, 'claimable'],
      [m.C]: [9_000, 0, 'below_minimum'],
      [m.C2]: [10_000, 700, 'claimable'],
    });
    expect(await entriesTable(t, 'commission', D, members())).toEqual({
      // slot 500 + casino 150 + sport floor(99.999) = 99
      [m.A]: [183_333, 749, 'claimable'],
      [m.B]: [20_000_000, 140_000, 'claimable'],
      [m.C]: [9_000, 0, 'below_minimum'],
      [m.C2]: [10_000, 0, 'below_minimum'],
      [m.D]: [10_000, 0, 'below_minimum'],
    });
    const a = await entryOf(t, m.A, 'cashback', D);
    expect(a?.detail).toEqual({ slot: { base: 80_000, bp: 500, amount: 4_000 }, sport: { base: 33_333, bp: 300, amount: 999 } });
    expect(a?.rate_bp).toBe(441);
    expect(a?.expires_at.toISOString()).toBe(at('2025-03-20', '00:00').toISOString());
    expect((await entryOf(t, m.A, 'commission', D))?.expires_at.toISOString()).toBe(at('2025-03-16', '00:00').toISOString());
    expect((await entryOf(t, m.B, 'cashback', D))?.vip_level).toBe(2);
    expect(made.cashback).toEqual({ entries: 4, total: 4_999 + 1_000_000 + 700 });
    expect(made.commission).toEqual({ entries: 5, total: 749 + 140_000 });
    const run = await t.handle.db
      .selectFrom('reward_run')
      .selectAll()
      .where('kind', '=', 'cashback')
      .where('period', '=', D)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done', claimed_by: 'node-a', entries: 4, total: 1_005_699 });
  });

  it('the edges of a day: 23:59 the day before and 00:00 the day after are those days', async () => {
    await runDailyRewards(t.handle.db, '2025-03-11', at('2025-03-12', '00:00'));
    await runDailyRewards(t.handle.db, '2025-03-13', at('2025-03-14', '00:00'));
    expect((await entryOf(t, m.A, 'cashback', '2025-03-11'))?.amount).toBe(5_000);
    expect((await entryOf(t, m.A, 'cashback', '2025-03-13'))?.amount).toBe(5_000);
  });

  it('pays nothing the second time, from the same node or two nodes at once', async () => {
    const again = await runDailyRewards(t.handle.db, D, at('2025-03-14'));
    expect(again).toEqual({ cashback: null, commission: null });
    const count = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from reward_entry where period = ${'2025-03-14'}`.execute(t.handle.db)).rows[0]
          .n,
      );
    // Two nodes on a day nobody has computed yet: each kind is made by exactly one of them.
    await play(t, m.A, 'slot', 200_000, 0, at('2025-03-14'));
    const other = await secondNode(t);
    try {
      const now = at('2025-03-15', '00:05');
      const [x, y] = await Promise.all([
        runDailyRewards(t.handle.db, '2025-03-14', now, { node: 'node-a' }),
        runDailyRewards(other.db, '2025-03-14', now, { node: 'node-b' }),
      ]);
      for (const kind of ['cashback', 'commission'] as const) {
        const made = [x[kind], y[kind]].filter((v) => v !== null);
        expect(made).toHaveLength(1);
      }
      expect([x.cashback, y.cashback].find((v) => v !== null)).toEqual({ entries: 1, total: 10_000 });
    } finally {
      await other.close();
    }
    expect(await count()).toBe(2);
    expect((await entryOf(t, m.A, 'cashback', '2025-03-14'))?.amount).toBe(10_000);
  });

  it('the week: net loss per product over Monday..Sunday in Bangkok, tiers, the week edges', async () => {
    const made = await runWeeklyRefund(t.handle.db, MONDAY, at('2025-03-17', '00:00'));
    expect(await entriesTable(t, 'winloss', MONDAY, members())).toEqual({
      // slot 100,000 x 3 days + 200,000 on Friday - 20,000 won = 480,000; casino won (0); sport 33,333: 513,333 -> 5 %
      [m.A]: [513_333, 25_666, 'claimable'],
      // 150,000.00 -> 10 %; the weekly cap 50,000.00 is not reached
      [m.B]: [15_000_000, 1_500_000, 'claimable'],
      [m.C]: [9_000, 0, 'below_minimum'],
      [m.C2]: [10_000, 0, 'below_minimum'],
      // fishing counts in the week (every product but lotto): exactly the 1,000.00 tier
      [m.F]: [100_000, 5_000, 'claimable'],
      // Monday 00:00 slot 3,000.00 + Sunday 23:59 casino 8,000.00 = 11,000.00 -> 10 %
      [m.W]: [1_100_000, 110_000, 'claimable'],
    });
    expect(made).toEqual({ entries: 6, total: 25_666 + 1_500_000 + 5_000 + 110_000 });
    const w = await entryOf(t, m.W, 'winloss', MONDAY);
    expect(w?.detail).toEqual({ slot: { base: 300_000, bp: 1_000, amount: 30_000 }, casino: { base: 800_000, bp: 1_000, amount: 80_000 } });
    // Claimable from the next Monday for 7 days.
    expect(w?.expires_at.toISOString()).toBe(at('2025-03-24', '00:00').toISOString());
    expect(await runWeeklyRefund(t.handle.db, MONDAY, at('2025-03-18'))).toBeNull();
  });

  it('a claim credits every claimable entry once through the ledger, with its requirement', async () => {
    await fund(t, m.A, 10);
    const before = await mainBalance(t, m.A);
    const now = at('2025-03-15', '09:00');
    const data = await claimRewards(t.handle.db, m.A, 'cashback', now);
    // 2025-03-11: 5,000; D: 4,999; 2025-03-13: 5,000; 2025-03-14: 10,000
    expect(data).toEqual({ kind: 'cashback', amount: 249.99, entries: 4, balance: (before + 24_999) / 100, required_turnover: 249.99 });
    expect(await mainBalance(t, m.A)).toBe(before + 24_999);
    const entries = await t.handle.db
      .selectFrom('reward_entry')
      .select(['id', 'status', 'claimed_at', 'transfer_id', 'requirement_id'])
      .where('member_id', '=', m.A)
      .where('kind', '=', 'cashback')
      .orderBy('id')
      .execute();
    expect(entries.every((e) => e.status === 'claimed' && e.transfer_id !== null && e.claimed_at?.getTime() === now.getTime())).toBe(true);
    const transfers = await t.handle.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'kind', 'amount', 'reference', 'metadata'])
      .where(
        'idempotency_key',
        'in',
        entries.map((e) => `reward:${e.id}`),
      )
      .orderBy('reference')
      .execute();
    expect(transfers.map((x) => [x.kind, x.reference, x.amount])).toEqual([
      ['cashback', '2025-03-11', 5_000],
      ['cashback', D, 4_999],
      ['cashback', '2025-03-13', 5_000],
      ['cashback', '2025-03-14', 10_000],
    ]);
    expect((transfers[1].metadata as { statement_text: string }).statement_text).toBe('แคชแบ็กคืนยอดเสีย วันที่ 12/3/2568');
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .selectAll()
      .where('id', '=', entries[0].requirement_id as number)
      .executeTakeFirstOrThrow();
    expect(req).toMatchObject({ member_id: m.A, source: 'cashback', source_id: `reward:${entries[0].id}`, required_turnover: 24_999 });
    await expect(claimRewards(t.handle.db, m.A, 'cashback', now)).rejects.toMatchObject({ def: Errors.REWARD_NOTHING_TO_CLAIM });
    // Commission carries no requirement (multiplier 0) and is claimable 3 days: 2025-03-11's (500) expired at
    // the start of 03-15; D 749 + 03-13 500 + 03-14 1,000 are claimed.
    const c = await claimRewards(t.handle.db, m.A, 'commission', now);
    expect(c).toMatchObject({ amount: 22.49, entries: 3, required_turnover: null });
    expect((await entryOf(t, m.A, 'commission', '2025-03-11'))?.status).toBe('claimable');
    await expectLedgerSound(t);
  });

  it('two claims at once credit once', async () => {
    const before = await mainBalance(t, m.B);
    const other = await secondNode(t);
    const now = at('2025-03-15', '10:00');
    try {
      const results = await Promise.allSettled([
        claimRewards(t.handle.db, m.B, 'cashback', now),
        claimRewards(other.db, m.B, 'cashback', now),
        claimRewards(t.handle.db, m.B, 'cashback', now),
      ]);
      const done = results.filter((r) => r.status === 'fulfilled');
      expect(done).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).def).toBe(Errors.REWARD_NOTHING_TO_CLAIM);
    } finally {
      await other.close();
    }
    expect(await mainBalance(t, m.B)).toBe(before + 1_000_000);
    await expectLedgerSound(t);
  });

  it('the weekly refund claims as kind refund with a winloss requirement of 2x', async () => {
    const data = await claimRewards(t.handle.db, m.W, 'winloss', at('2025-03-17', '08:00'));
    expect(data).toMatchObject({ kind: 'winloss', amount: 1_100, entries: 1, required_turnover: 2_200 });
    const e = await entryOf(t, m.W, 'winloss', MONDAY);
    const tr = await t.handle.db
      .selectFrom('ledger_transfer')
      .select(['kind', 'amount'])
      .where('id', '=', e?.transfer_id as number)
      .executeTakeFirstOrThrow();
    expect(tr).toEqual({ kind: 'refund', amount: 110_000 });
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .select(['source', 'required_turnover'])
      .where('id', '=', e?.requirement_id as number)
      .executeTakeFirstOrThrow();
    expect(req).toEqual({ source: 'winloss', required_turnover: 220_000 });
    await expectLedgerSound(t);
  });

  it('expiry: nothing is claimed after expires_at, and the job marks the entry expired', async () => {
    // C2's cashback of D expires at the start of 2025-03-20.
    await expect(claimRewards(t.handle.db, m.C2, 'cashback', at('2025-03-20', '00:00'))).rejects.toMatchObject({
      def: Errors.REWARD_NOTHING_TO_CLAIM,
    });
    expect((await entryOf(t, m.C2, 'cashback', D))?.status).toBe('claimable');
    const job = await runCashbackJobs(t.handle.db, at('2025-03-20', '00:00'));
    expect(job.expired).toBeGreaterThanOrEqual(1);
    expect((await entryOf(t, m.C2, 'cashback', D))?.status).toBe('expired');
    // A disabled reward refuses claims.
    await saveSettings(t, { winloss: { ...TEST_SETTINGS.winloss, enabled: false } });
    await expect(claimRewards(t.handle.db, m.F, 'winloss', at('2025-03-18'))).rejects.toMatchObject({ def: Errors.REWARD_DISABLED });
    await saveSettings(t, { winloss: TEST_SETTINGS.winloss });
    expect(await claimRewards(t.handle.db, m.F, 'winloss', at('2025-03-18'))).toMatchObject({ amount: 50 });
    await expectLedgerSound(t);
  });

  it('the scheduled job: every closed day of the last week and the last week once, then nothing', async () => {
    const now = new Date(afterDay('2025-03-24'));
    const first = await runCashbackJobs(t.handle.db, now);
    // Yesterday is 2025-03-24: the days from 2025-03-18 not done yet (the job at 03-20 did up to 03-19), both kinds.
    expect(Object.keys(first.days).length).toBeGreaterThan(0);
    for (const made of Object.values(first.days)) {
      expect(made.cashback).not.toBeNull();
      expect(made.commission).not.toBeNull();
    }
    expect(Object.keys(first.days).sort()).toEqual(['2025-03-20', '2025-03-21', '2025-03-22', '2025-03-23', '2025-03-24']);
    // The last closed week, 2025-03-17..23: W's slot 5,000.00 at Monday 00:00 -> 5 %.
    expect(first.winloss).toEqual({ entries: 1, total: 25_000 });
    const second = await runCashbackJobs(t.handle.db, now);
    expect(second.days).toEqual({});
    expect(second.winloss).toBeNull();
    // A disabled setting: the day is done with no entries.
    await saveSettings(t, { cashback: { ...TEST_SETTINGS.cashback, enabled: false } });
    await play(t, m.A, 'slot', 500_000, 0, at('2025-03-26'));
    const later = await runDailyRewards(t.handle.db, '2025-03-26', at('2025-03-27'));
    expect(later.cashback).toEqual({ entries: 0, total: 0 });
    expect(later.commission).toEqual({ entries: 1, total: 2_500 });
    expect(await entryOf(t, m.A, 'cashback', '2025-03-26')).toBeUndefined();
    await saveSettings(t, { cashback: TEST_SETTINGS.cashback });
  });
});
