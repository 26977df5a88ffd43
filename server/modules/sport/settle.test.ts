import type { FixtureStatus } from '@contract/sport';
import type { Score } from '@contract/sport-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectLedgerSound, fund, mainBalance, makeMember, type TestContext, turnoverOf } from '../../test';
import { outstandingDebt } from '../debts';
import { accountTransfers, memberAccountId } from '../ledger';
import { setFixtureResult, settleDueFixtures, settleFixture } from './settle';
import { placeTestBet, secondProcess } from './settle-test-support';
import { makeFixture } from './test-support';

/**
 * The settlement job on both engines: what each outcome pays into the balance, parlays that wait for
 * their last fixture, voids, postponements, runs that repeat or overlap, and corrected results. The
 * expected amounts are worked out by hand here (stake x factor), not read back from settlement.
 */
describe(`sport settlement (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const db = () => t.handle.db;
  const member = async (baht = 1_000) => {
    const m = await makeMember(t);
    await fund(t, m.id, baht);
    return m.id;
  };
  const result = (fixtureId: number, status: FixtureStatus, ht: Score | null, ft: Score | null, now = new Date()) =>
    db()
      .transaction()
      .execute((trx) => setFixtureResult(trx, fixtureId, { status, ht, ft }, now));
  const bet = (betId: number) => db().selectFrom('sport_bet').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
  const legs = (betId: number) =>
    db().selectFrom('sport_bet_leg').select(['leg', 'outcome']).where('bet_id', '=', betId).orderBy('leg').execute();
  const statement = async (memberId: number) =>
    (await accountTransfers(db(), [await memberAccountId(db(), memberId)], { limit: 50, kinds: ['sport_win', 'sport_correction'] })).map(
      (r) => ({ kind: r.kind, amount: Number(r.amount), text: (r.metadata as { statement_text?: string }).statement_text ?? '' }),
    );

  it('pays singles as Asian books do: half-win, push, half-loss, loss, win, and first half on the half-time score', async () => {
    const { fixtureId, markets } = await makeFixture(db(), {
      markets: [
        { kind: 'hdp', line_q: -3, odds: [2000, 1900] },
        { kind: 'hdp', line_q: -4, odds: [1950, 1950] },
        { kind: 'hdp', line_q: -5, odds: [1900, 2000] },
        { kind: 'ou', line_q: 10, odds: [1900, 2000] },
        { kind: '1x2', odds: [2100, 3300, 3400] },
        { period: '1h', kind: 'ou', line_q: 10, odds: [2000, 1900] },
      ],
    });
    const m = await member();
    const stake = 10_000;
    const ids = [
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:hdp:-3'], selection: 'home' }]), // 2-1, -0.75: half won
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:hdp:-4'], selection: 'home' }]), // -1: push
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:hdp:-5'], selection: 'home' }]), // -1.25: half lost
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:ou:10'], selection: 'under' }]), // 3 goals, under 2.5: lost
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:1x2:0'], selection: 'home' }]), // won at 2.1
      await placeTestBet(db(), m, stake, [{ marketId: markets['1h:ou:10'], selection: 'under' }]), // 1-1 at half time: under 2.5 won
    ];
    const before = await mainBalance(t, m);
    expect(before).toBe(100_000 - 6 * stake);

    // A live score settles nothing.
    expect((await result(fixtureId, 'live', { home: 1, away: 1 }, null)).bumped).toBe(false);
    expect((await settleDueFixtures(db(), new Date())).settled).toBe(0);

    const set = await result(fixtureId, 'finished', { home: 1, away: 1 }, { home: 2, away: 1 });
    expect(set).toMatchObject({ changed: true, bumped: true });
    const s = await settleFixture(db(), fixtureId, new Date());
    const expected = [15_000, 10_000, 5_000, 0, 21_000, 19_000];
    expect(s).toMatchObject({ settled: 6, resettled: 0, paid: expected.reduce((a, b) => a + b, 0), reversed: 0 });
    const rows = await Promise.all(ids.map(bet));
    expect(rows.map((b) => b.result)).toEqual(['half_won', 'push', 'half_lost', 'lost', 'won', 'won']);
    expect(rows.map((b) => Number(b.payout))).toEqual(expected);
    expect(rows.every((b) => b.status === 'settled' && b.settlements === 1 && b.settled_at)).toBe(true);
    expect(await mainBalance(t, m)).toBe(before + 70_000);
    const tv = await turnoverOf(t, m, 'sport');
    expect({ stake: Number(tv?.stake), payout: Number(tv?.payout) }).toEqual({ stake: 60_000, payout: 70_000 });
    const lines = await statement(m);
    expect(lines).toContainEqual({ kind: 'sport_win', amount: 15_000, text: 'บอลเดี่ยว ผลบอล แมนเชสเตอร์ ยูไนเต็ด 2-1 ลิเวอร์พูล: ชนะครึ่ง' });
    const fx = await db()
      .selectFrom('sport_fixture')
      .select(['result_version', 'settled_version'])
      .where('id', '=', fixtureId)
      .executeTakeFirstOrThrow();
    expect(fx.settled_version).toBe(fx.result_version);

    // Again: the same result changes nothing, and settling again pays nothing.
    expect((await result(fixtureId, 'finished', { home: 1, away: 1 }, { home: 2, away: 1 })).changed).toBe(false);
    expect(await settleFixture(db(), fixtureId, new Date())).toMatchObject({ settled: 0, paid: 0 });
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ fixtures: 0, paid: 0 });
    expect(await mainBalance(t, m)).toBe(before + 70_000);
    await expectLedgerSound(t);
  });

  it('lets a parlay wait for its last fixture, then pays it with a half-won, a pushed and a void leg', async () => {
    const a = await makeFixture(db(), { markets: [{ kind: 'hdp', line_q: 1, odds: [1900, 2000] }] });
    const b = await makeFixture(db(), { markets: [{ kind: 'ou', line_q: 8, odds: [1950, 1950] }] });
    const c = await makeFixture(db(), { markets: [{ kind: '1x2', odds: [2500, 3200, 2800] }] });
    const m = await member();
    const win = await placeTestBet(db(), m, 10_000, [
      { marketId: a.markets['ft:hdp:1'], selection: 'home' },
      { marketId: b.markets['ft:ou:8'], selection: 'over' },
      { marketId: c.markets['ft:1x2:0'], selection: 'away' },
    ]);
    const lose = await placeTestBet(db(), m, 10_000, [
      { marketId: a.markets['ft:hdp:1'], selection: 'away' },
      { marketId: b.markets['ft:ou:8'], selection: 'under' },
    ]);
    const before = await mainBalance(t, m);

    // 1-1 on home +0.25: home half won, away half lost.
    await result(a.fixtureId, 'finished', { home: 0, away: 0 }, { home: 1, away: 1 });
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ fixtures: 1, settled: 0, paid: 0 });
    expect((await bet(win)).status).toBe('open');
    expect((await legs(win)).map((l) => l.outcome)).toEqual(['half_won', null, null]);

    // 2 goals on a 2.0 total: push both ways. The second parlay is complete: 10,000 x 0.5 x 1.
    await result(b.fixtureId, 'finished', { home: 1, away: 0 }, { home: 1, away: 1 });
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ settled: 1, paid: 5_000 });
    expect(await bet(lose)).toMatchObject({ status: 'settled', result: 'half_lost' });
    expect(Number((await bet(lose)).payout)).toBe(5_000);
    expect((await bet(win)).status).toBe('open');

    await result(c.fixtureId, 'cancelled', null, null);
    await settleDueFixtures(db(), new Date());
    // 10,000 x 1.45 (half won at 1.9) x 1 (push) x 1 (void) = 14,500.
    expect(await bet(win)).toMatchObject({ status: 'settled', result: 'won', settlements: 1 });
    expect(Number((await bet(win)).payout)).toBe(14_500);
    expect((await legs(win)).map((l) => l.outcome)).toEqual(['half_won', 'push', 'void']);
    expect(await mainBalance(t, m)).toBe(before + 19_500);
    await expectLedgerSound(t);
  });

  it('pays a parlay its legs multiplied: half-won counts 1 + (odds - 1) / 2, a loss loses it all', async () => {
    const a = await makeFixture(db(), { markets: [{ kind: 'hdp', line_q: 1, odds: [1900, 2000] }] });
    const b = await makeFixture(db(), { markets: [{ kind: 'oe', odds: [1950, 1950] }] });
    const m = await member();
    // home +0.25 on a draw: half won at 1.9 -> 1.45; odd total at 1.95 -> 10,000 x 1.45 x 1.95 = 28,275.
    const win = await placeTestBet(db(), m, 10_000, [
      { marketId: a.markets['ft:hdp:1'], selection: 'home' },
      { marketId: b.markets['ft:oe:0'], selection: 'odd' },
    ]);
    const lost = await placeTestBet(db(), m, 10_000, [
      { marketId: a.markets['ft:hdp:1'], selection: 'home' },
      { marketId: b.markets['ft:oe:0'], selection: 'even' },
    ]);
    const before = await mainBalance(t, m);
    await result(a.fixtureId, 'finished', { home: 0, away: 0 }, { home: 2, away: 2 });
    await result(b.fixtureId, 'finished', { home: 0, away: 0 }, { home: 2, away: 1 });
    await settleDueFixtures(db(), new Date());
    expect(await bet(win)).toMatchObject({ status: 'settled', result: 'won' });
    expect(Number((await bet(win)).payout)).toBe(28_275);
    expect(await bet(lost)).toMatchObject({ status: 'settled', result: 'lost' });
    expect(Number((await bet(lost)).payout)).toBe(0);
    expect(await mainBalance(t, m)).toBe(before + 28_275);
    await expectLedgerSound(t);
  });

  it('gives stakes back on a cancelled or voided fixture, and on a postponed one after 48 hours', async () => {
    const cancelled = await makeFixture(db());
    const voided = await makeFixture(db());
    const postponed = await makeFixture(db());
    const m = await member();
    const b1 = await placeTestBet(db(), m, 10_000, [{ marketId: cancelled.markets['ft:hdp:-2'], selection: 'away' }]);
    const b2 = await placeTestBet(db(), m, 20_000, [{ marketId: voided.markets['1h:ou:5'], selection: 'over' }]);
    const b3 = await placeTestBet(db(), m, 30_000, [{ marketId: postponed.markets['ft:ou:10'], selection: 'over' }]);
    const before = await mainBalance(t, m);
    await result(cancelled.fixtureId, 'cancelled', null, null);
    await db()
      .transaction()
      .execute((trx) =>
        setFixtureResult(
          trx,
          voided.fixtureId,
          { status: 'finished', ht: { home: 3, away: 0 }, ft: { home: 3, away: 0 }, voided: true, voidReason: 'ผลการแข่งขันผิดปกติ' },
          new Date(),
        ),
      );
    const t0 = new Date();
    await result(postponed.fixtureId, 'postponed', null, null, t0);
    await settleDueFixtures(db(), t0);
    expect(await bet(b1)).toMatchObject({ status: 'settled', result: 'void' });
    expect(await bet(b2)).toMatchObject({ status: 'settled', result: 'void' });
    expect(Number((await bet(b2)).payout)).toBe(20_000);
    expect((await bet(b3)).status).toBe('open');
    expect(await mainBalance(t, m)).toBe(before + 30_000);
    expect((await statement(m)).map((l) => l.text)).toContain('บอลเดี่ยว ผลบอล แมนเชสเตอร์ ยูไนเต็ด - ลิเวอร์พูล (ผลการแข่งขันผิดปกติ): โมฆะ คืนทุน');

    await settleDueFixtures(db(), new Date(t0.getTime() + 47 * 3_600_000));
    expect((await bet(b3)).status).toBe('open');
    const late = new Date(t0.getTime() + 49 * 3_600_000);
    await settleDueFixtures(db(), late);
    expect(await bet(b3)).toMatchObject({ status: 'settled', result: 'void' });
    expect(await mainBalance(t, m)).toBe(before + 60_000);
    // Nothing more to do, whenever it runs again; played later, it stays void.
    expect(await settleDueFixtures(db(), new Date(late.getTime() + 3_600_000))).toMatchObject({ fixtures: 0, paid: 0 });
    await result(postponed.fixtureId, 'finished', { home: 0, away: 0 }, { home: 4, away: 0 }, new Date(late.getTime() + 7_200_000));
    await settleDueFixtures(db(), new Date(late.getTime() + 7_200_000));
    expect(await bet(b3)).toMatchObject({ status: 'settled', result: 'void', settlements: 1 });
    expect(await mainBalance(t, m)).toBe(before + 60_000);
    await expectLedgerSound(t);
  });

  it('pays each of 300 bets once when two runs overlap and a third follows', async () => {
    const { fixtureId, markets } = await makeFixture(db());
    const ms = await Promise.all(Array.from({ length: 6 }, () => member(5_000)));
    const sel = ['home', 'away'] as const;
    const expect1 = new Map<number, number>(ms.map((m) => [m, 0]));
    for (let i = 0; i < 300; i++) {
      const m = ms[i % ms.length];
      const stake = 1_000 + (i % 7) * 100;
      // 2-0 on home -0.5 (1.95 both sides): home wins, away loses.
      await placeTestBet(db(), m, stake, [{ marketId: markets['ft:hdp:-2'], selection: sel[i % 2] }]);
      if (i % 2 === 0) expect1.set(m, (expect1.get(m) ?? 0) + Math.floor((stake * 1950) / 1000));
    }
    const before = new Map(await Promise.all(ms.map(async (m) => [m, await mainBalance(t, m)] as const)));
    await result(fixtureId, 'finished', { home: 1, away: 0 }, { home: 2, away: 0 });
    const other = await secondProcess(db(), t.handle.engine, t.config.db);
    try {
      const [x, y] = await Promise.all([
        settleFixture(db(), fixtureId, new Date(), { betsPerBatch: 40 }),
        settleFixture(other.db, fixtureId, new Date(), { betsPerBatch: 40 }),
      ]);
      expect(x.settled + y.settled).toBe(300);
    } finally {
      await other.close();
    }
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ settled: 0, paid: 0 });
    for (const m of ms) expect(await mainBalance(t, m)).toBe((before.get(m) ?? 0) + (expect1.get(m) ?? 0));
    const n = await sql<{ n: number; seqs: number }>`
      select count(*)::int as n, count(distinct s.bet_id)::int as seqs from sport_settlement s
        join sport_bet_leg l on l.bet_id = s.bet_id where l.fixture_id = ${fixtureId}`.execute(db());
    expect(n.rows[0]).toEqual({ n: 300, seqs: 300 });
    await expectLedgerSound(t);
  });

  it('re-settles a corrected result: takes the payout back, pays the new one, says why in Thai, and records a debt when the wallet is short', async () => {
    const fx = await makeFixture(db());
    const later = await makeFixture(db());
    const rich = await member(1_000);
    const poor = await member(100);
    const home = await placeTestBet(db(), rich, 10_000, [{ marketId: fx.markets['ft:hdp:-2'], selection: 'home' }]);
    const away = await placeTestBet(db(), rich, 10_000, [{ marketId: fx.markets['ft:hdp:-2'], selection: 'away' }]);
    const waiting = await placeTestBet(db(), rich, 10_000, [
      { marketId: fx.markets['ft:hdp:-2'], selection: 'home' },
      { marketId: later.markets['ft:ou:10'], selection: 'over' },
    ]);
    const poorBet = await placeTestBet(db(), poor, 10_000, [{ marketId: fx.markets['ft:hdp:-2'], selection: 'home' }]);
    const richStart = await mainBalance(t, rich);

    await result(fx.fixtureId, 'finished', { home: 1, away: 0 }, { home: 2, away: 1 });
    await settleDueFixtures(db(), new Date());
    expect(await mainBalance(t, rich)).toBe(richStart + 19_500);
    expect(await mainBalance(t, poor)).toBe(19_500);
    // The poor member spends most of the win before the correction.
    await placeTestBet(db(), poor, 15_000, [{ marketId: later.markets['ft:ou:10'], selection: 'under' }]);
    expect(await mainBalance(t, poor)).toBe(4_500);

    // The operator corrects 2-1 to 1-1: home -0.5 now loses, away wins.
    const fix = await result(fx.fixtureId, 'finished', { home: 1, away: 0 }, { home: 1, away: 1 });
    expect(fix.bumped).toBe(true);
    const s = await settleDueFixtures(db(), new Date());
    expect(s).toMatchObject({ resettled: 3, paid: 19_500, reversed: 19_500 + 4_500, owed: 15_000 });
    expect(await bet(home)).toMatchObject({ result: 'lost', settlements: 2 });
    expect(Number((await bet(home)).payout)).toBe(0);
    expect(await bet(away)).toMatchObject({ result: 'won', settlements: 2 });
    expect(await mainBalance(t, rich)).toBe(richStart + 19_500);
    // The parlay still waits for its other fixture; only its leg changed.
    expect(await bet(waiting)).toMatchObject({ status: 'open', settlements: 0 });
    expect((await legs(waiting)).map((l) => l.outcome)).toEqual(['lost', null]);

    const settlements = await db().selectFrom('sport_settlement').selectAll().where('bet_id', '=', home).orderBy('seq').execute();
    expect(settlements.map((r) => [r.seq, r.result, Number(r.payout), Number(r.reversed)])).toEqual([
      [1, 'won', 19_500, 0],
      [2, 'lost', 0, 19_500],
    ]);
    expect(settlements[1].reason).toBe('แก้ไขผลบอล แมนเชสเตอร์ ยูไนเต็ด 1-1 ลิเวอร์พูล');
    const lines = await statement(rich);
    expect(lines).toContainEqual({
      kind: 'sport_correction',
      amount: 19_500,
      text: 'แก้ไขผลบอล แมนเชสเตอร์ ยูไนเต็ด 1-1 ลิเวอร์พูล: คืนเงินที่จ่ายตามผลเดิม (บอลเดี่ยว)',
    });
    expect(lines).toContainEqual({
      kind: 'sport_win',
      amount: 19_500,
      text: 'แก้ไขผลบอล แมนเชสเตอร์ ยูไนเต็ด 1-1 ลิเวอร์พูล: จ่ายตามผลใหม่ บอลเดี่ยว ชนะ',
    });

    // The poor member gave back what the wallet held; the rest is a debt, the balance never negative.
    expect(await mainBalance(t, poor)).toBe(0);
    expect(await outstandingDebt(db(), poor)).toBe(15_000);
    expect(await bet(poorBet)).toMatchObject({ result: 'lost', settlements: 2 });
    const tv = await turnoverOf(t, rich, 'sport');
    expect(Number(tv?.payout)).toBe(19_500 + 19_500 - 19_500);

    // Run again: nothing moves.
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ fixtures: 0, paid: 0, reversed: 0 });
    // Corrected back to 2-1: everything swings back once more (seq 3).
    await result(fx.fixtureId, 'finished', { home: 1, away: 0 }, { home: 2, away: 1 });
    await settleDueFixtures(db(), new Date());
    expect(await bet(home)).toMatchObject({ result: 'won', settlements: 3 });
    expect(await mainBalance(t, rich)).toBe(richStart + 19_500);
    await expectLedgerSound(t);
  });

  it('reopens a settled bet whose fixture is no longer finished, and settles it again later', async () => {
    const fx = await makeFixture(db());
    const m = await member();
    const b = await placeTestBet(db(), m, 10_000, [{ marketId: fx.markets['ft:ou:10'], selection: 'over' }]);
    const start = await mainBalance(t, m);
    await result(fx.fixtureId, 'finished', { home: 2, away: 0 }, { home: 3, away: 0 });
    await settleDueFixtures(db(), new Date());
    expect(await mainBalance(t, m)).toBe(start + 19_000);
    await result(fx.fixtureId, 'live', { home: 2, away: 0 }, null);
    expect(await settleDueFixtures(db(), new Date())).toMatchObject({ reopened: 1, reversed: 19_000 });
    expect(await bet(b)).toMatchObject({ status: 'open', result: null, settlements: 1 });
    expect(await mainBalance(t, m)).toBe(start);
    await result(fx.fixtureId, 'finished', { home: 2, away: 0 }, { home: 2, away: 0 });
    await settleDueFixtures(db(), new Date());
    expect(await bet(b)).toMatchObject({ status: 'settled', result: 'lost', settlements: 2 });
    expect(await mainBalance(t, m)).toBe(start);
    await expectLedgerSound(t);
  });
});
