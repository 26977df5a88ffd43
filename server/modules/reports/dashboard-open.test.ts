import type { Dashboard } from '@contract/reports';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfillPromotions } from '../../db/migrations/037_report_promotions';
import {
  createTestApp,
  engineName,
  expectOk,
  fundedMember,
  get,
  makeMember,
  makeOperator,
  operatorToken,
  post,
  primaryBankId,
  type TestContext,
  withdraw,
} from '../../test';
import { houseAccountId, memberAccountId, type TransferKind, transfer } from '../ledger';
import { fromGovernment, settleRound } from '../lotto';
import { setFixtureResult, settleDueFixtures } from '../sport';
import { dashboard, foldLedger } from './index';

/**
 * The dashboard's house result counts only settled stakes and their payouts (docs/reports.md "Open
 * stakes"): a sport bet and a lotto bill waiting for their result are open stakes, apart, until they
 * settle. Promotions' cost, and the counters of what waits for an operator.
 */
describe(`reports dashboard: open stakes, promotion cost, waiting (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(() => t.close());
  const db = () => t.handle.db;

  /** A fixture an hour ahead with one full-time handicap market (home -0.5 at 1.95). */
  async function fixture(): Promise<{ fixtureId: number; marketId: number }> {
    const tag = `${process.pid}-${Date.now()}`;
    const league = await sql<{ id: number }>`insert into sport_league (feed_id, name_th, name_en, country)
      values (${`rpt-league-${tag}`}, 'พรีเมียร์ลีก อังกฤษ', 'English Premier League', 'England') returning id`.execute(db());
    const f = await sql<{
      id: string;
    }>`insert into sport_fixture (feed_id, league_id, home_th, home_en, away_th, away_en, kickoff_at, updated_at)
      values (${`rpt-fixture-${tag}`}, ${league.rows[0].id}, 'แมนเชสเตอร์ ยูไนเต็ด', 'Manchester United', 'ลิเวอร์พูล', 'Liverpool',
              ${new Date(Date.now() + 3_600_000)}, now()) returning id`.execute(db());
    const fixtureId = Number(f.rows[0].id);
    const m = await sql<{
      id: string;
    }>`insert into sport_market (fixture_id, period, kind, line_q, main, odds_1, odds_2, odds_3, updated_at)
      values (${fixtureId}, 'ft', 'hdp', -2, true, 1950, 1950, null, now()) returning id`.execute(db());
    return { fixtureId, marketId: Number(m.rows[0].id) };
  }

  /** An open round of the government draw, closing in an hour. */
  async function govRound(): Promise<number> {
    const r = await sql<{ id: string }>`
      insert into lotto_round (category_id, draw_key, draw_date, opens_at, closes_at, status)
      select id, ${`rpt-open-${Date.now()}`}, (now() at time zone 'Asia/Bangkok')::date, now() - interval '1 minute', now() + interval '1 hour', 'open'
        from lotto_category where code = 'gov' returning id`.execute(db());
    return Number(r.rows[0].id);
  }

  const sportOf = (f: Dashboard['today_figures']) => f.games.find((g) => g.product === 'sport');
  const govOf = (f: Dashboard['today_figures']) => f.lotto.find((c) => c.category === 'gov');

  it('keeps an open sport bet and an open lotto bill out of the house result, in open stakes, until they settle', async () => {
    const m = await fundedMember(t, 1_000);
    const { fixtureId, marketId } = await fixture();
    const bet = await post(
      t,
      '/api/sport/bet',
      { request_key: `rpt-${Date.now()}`, type: 'single', stake: 150, legs: [{ market_id: marketId, selection: 'home', odds: 1.95 }] },
      m.token,
    );
    expectOk(bet);
    const roundId = await govRound();
    expectOk(
      await post(
        t,
        '/api/lotto/bill/create',
        { round_id: roundId, agent_id: '1', items: [{ bet_type: '2top', number: '12', amount: 80 }] },
        m.token,
      ),
    );

    const open = async () => {
      const d = await dashboard(db(), new Date());
      expect(sportOf(d.today_figures)).toMatchObject({ turnover: 150, house_result: 0, open_stakes: 150, bets: 1 });
      expect(govOf(d.today_figures)).toMatchObject({ sales: 80, house_result: 0, open_stakes: 80, bills: 1 });
      expect(d.today_figures.games_total).toMatchObject({ house_result: 0, open_stakes: 150 });
      expect(d.today_figures.lotto_total).toMatchObject({ house_result: 0, open_stakes: 80 });
      expect(d.today_figures.house_result).toBe(0);
      expect(d.month_figures.house_result).toBe(0);
      expect(d.month_figures.games_total.open_stakes).toBe(150);
      expect(d.open_now).toEqual({ sport: { count: 1, amount: 150 }, lotto: { count: 1, amount: 80 }, total: 230 });
      expect(d.series[d.series.length - 1]).toMatchObject({ games_house_result: 0, lotto_house_result: 0 });
    };
    await open();
    await foldLedger(db(), { lagMs: 0 });
    await open();

    // Both lose: home -0.5 at 0-1, and 12 is not the draw's last two digits of the first prize (23).
    await db()
      .transaction()
      .execute((trx) =>
        setFixtureResult(trx, fixtureId, { status: 'finished', ht: { home: 0, away: 0 }, ft: { home: 0, away: 1 } }, new Date()),
      );
    await settleDueFixtures(db(), new Date());
    const result = fromGovernment({ first_prize: '000123', front3: ['456', '789'], back3: ['111', '222'], bottom2: '99' });
    await sql`update lotto_round set status = 'resulted', result = ${JSON.stringify(result)}::jsonb, resulted_at = now() where id = ${roundId}`.execute(
      db(),
    );
    await settleRound(db(), roundId, new Date());

    const settled = async () => {
      const d = await dashboard(db(), new Date());
      expect(sportOf(d.today_figures)).toMatchObject({ turnover: 150, house_result: 150, open_stakes: 0 });
      expect(govOf(d.today_figures)).toMatchObject({ sales: 80, house_result: 80, open_stakes: 0 });
      expect(d.today_figures.house_result).toBe(230);
      expect(d.open_now).toEqual({ sport: { count: 0, amount: 0 }, lotto: { count: 0, amount: 0 }, total: 0 });
    };
    await settled();
    await foldLedger(db(), { lagMs: 0 });
    await settled();
  });

  it('sums bonuses, free credit, cashback and commission paid, less bonuses taken back, as the promotion cost', async () => {
    const before = (await dashboard(db(), new Date())).today_figures;
    const m = await makeMember(t);
    const wallet = await memberAccountId(db(), m.id);
    const bonuses = await houseAccountId(db(), 'bonuses');
    let n = 0;
    const pay = (kind: TransferKind, baht: number, metadata: Record<string, unknown> = {}, back = false) =>
      transfer(db(), {
        key: `rpt-promo:${++n}`,
        kind,
        currency: 'THB',
        debit: back ? wallet : bonuses,
        credit: back ? bonuses : wallet,
        amount: baht * 100,
        metadata,
      });
    await pay('bonus', 100, { promotion_id: 1 }); // a deposit's promotion bonus
    await pay('bonus', 50, { coupon_id: 1 }); // a coupon's free credit
    await pay('prize', 20); // a quest's or the wheel's baht prize
    await pay('free_spin_win', 5);
    await pay('cashback', 30);
    await pay('refund', 10); // the weekly win/loss refund
    await pay('commission', 7);
    await pay('bonus_forfeit', 40, {}, true);
    // Not promotions: a deposit, and free spins granted (points, not baht).
    await pay('deposit', 500);

    const expected = { bonuses: 100, free_credit: 75, cashback: 40, commission: 7, forfeited: 40, total: 182 };
    const check = async () => {
      const f = (await dashboard(db(), new Date())).today_figures;
      expect(f.promotion_cost).toEqual({
        bonuses: expected.bonuses + before.promotion_cost.bonuses,
        free_credit: expected.free_credit + before.promotion_cost.free_credit,
        cashback: expected.cashback + before.promotion_cost.cashback,
        commission: expected.commission + before.promotion_cost.commission,
        forfeited: expected.forfeited + before.promotion_cost.forfeited,
        total: expected.total + before.promotion_cost.total,
      });
      expect(f.net_after_promotions).toBeCloseTo(f.house_result - f.promotion_cost.total, 2);
      // A promotion's credit is neither a deposit nor a stake.
      expect(f.deposits.amount).toBe(before.deposits.amount + 500);
      expect(f.house_result).toBe(before.house_result);
      return f.promotion_cost;
    };
    await check();
    await foldLedger(db(), { lagMs: 0 });
    const folded = await check();

    // Migration 036 adds what was folded before the fold knew these kinds, once, up to the watermark.
    await sql`delete from report_day where metric = 'promo'`.execute(db());
    expect((await dashboard(db(), new Date())).today_figures.promotion_cost.total).toBe(0);
    await backfillPromotions(db() as unknown as Kysely<unknown>);
    expect((await dashboard(db(), new Date())).today_figures.promotion_cost).toEqual(folded);
  });

  it('counts statement lines to match, withdrawals waiting and lotto results waiting for a second operator', async () => {
    const zero = (await dashboard(db(), new Date())).waiting;
    await sql`insert into bank_statement_line (channel, line_key, source, occurred_at, amount, status)
      values ('bank', ${`rpt-line-${Date.now()}`}, 'import', now(), 10000, 'review'),
             ('bank', ${`rpt-line-done-${Date.now()}`}, 'import', now(), 10000, 'dismissed')`.execute(db());
    const m = await fundedMember(t, 1_000);
    expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: await primaryBankId(t, m.id) }));
    const roundId = await govRound();
    const op = await makeOperator(t, 'finance');
    const result = JSON.stringify(fromGovernment({ first_prize: '000123', front3: ['456', '789'], back3: ['111', '222'], bottom2: '99' }));
    // One round with an entry waiting for the second operator, held by a disagreeing second entry: one round waits.
    await sql`insert into lotto_result_entry (round_id, purpose, origin, operator_id, result, status)
      values (${roundId}, 'result', 'operator', ${op.id}, ${result}::jsonb, 'held'),
             (${roundId}, 'result', 'operator', ${op.id}, ${result}::jsonb, 'held')`.execute(db());
    const other = await govRound();
    await sql`insert into lotto_result_entry (round_id, purpose, origin, operator_id, result, status)
      values (${other}, 'result', 'operator', ${op.id}, ${result}::jsonb, 'pending'),
             (${other}, 'result', 'operator', ${op.id}, ${result}::jsonb, 'rejected')`.execute(db());

    const d = expectOk<Dashboard>(await get(t, '/api/admin/reports/dashboard', await operatorToken(t, op.id)));
    expect(d.waiting).toEqual({
      deposit_lines: zero.deposit_lines + 1,
      withdrawals: zero.withdrawals + 1,
      lotto_results: zero.lotto_results + 2,
    });
    // Support may not read the dashboard (nor its counters).
    const support = await makeOperator(t, 'support');
    expect((await get(t, '/api/admin/reports/dashboard', await operatorToken(t, support.id))).statusCode).toBe(403);
  });
});
