import { randomUUID } from 'node:crypto';
import type { AdminMemberProfile, AdminMemberSportBet } from '@contract/admin-members';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fundedMember,
  get,
  makeOperator,
  post,
  type TestContext,
} from '../../test';
import { houseAccountId, memberAccountId, transfer } from '../ledger';
import { fromGovernment, settleRound } from '../lotto';
import { createRequirement } from '../requirements';
import { setFixtureResult, settleDueFixtures } from '../sport';

type Paged<T> = { items: T[]; page: number; page_size: number; total: number };

/**
 * The member detail's first tab (GET /api/admin/members/:id/profile): the VIP level by name and the
 * summary (balance, points, turnover and net result today and this month, open requirements), the net
 * counting only what has settled; and the sport bets tab (GET .../sport-bets) beside the lotto bills.
 */
describe(`the member detail's summary and sport bets (${engineName()})`, () => {
  let t: TestContext;
  let finance: Awaited<ReturnType<typeof makeOperator>>;
  let support: Awaited<ReturnType<typeof makeOperator>>;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    support = await makeOperator(t, 'support');
  });
  afterAll(() => t.close());
  const db = () => t.handle.db;

  /** A fixture an hour ahead with the full-time handicap (home -0.5) and over/under 2.5 markets. */
  async function fixture(): Promise<{ fixtureId: number; hdp: number; ou: number }> {
    const tag = randomUUID();
    const league = await sql<{ id: number }>`insert into sport_league (feed_id, name_th, name_en, country)
      values (${`md-league-${tag}`}, 'พรีเมียร์ลีก อังกฤษ', 'English Premier League', 'England') returning id`.execute(db());
    const f = await sql<{
      id: string;
    }>`insert into sport_fixture (feed_id, league_id, home_th, home_en, away_th, away_en, kickoff_at, updated_at)
      values (${`md-fixture-${tag}`}, ${league.rows[0].id}, 'อาร์เซนอล', 'Arsenal', 'เชลซี', 'Chelsea',
              ${new Date(Date.now() + 3_600_000)}, now()) returning id`.execute(db());
    const fixtureId = Number(f.rows[0].id);
    const m = await sql<{
      id: string;
    }>`insert into sport_market (fixture_id, period, kind, line_q, main, odds_1, odds_2, odds_3, updated_at)
      values (${fixtureId}, 'ft', 'hdp', -2, true, 1950, 1950, null, now()),
             (${fixtureId}, 'ft', 'ou', 10, true, 2000, 1900, null, now()) returning id`.execute(db());
    return { fixtureId, hdp: Number(m.rows[0].id), ou: Number(m.rows[1].id) };
  }
  const bet = (token: string, marketId: number, selection: string, odds: number, stake: number) =>
    post(
      t,
      '/api/sport/bet',
      { request_key: randomUUID(), type: 'single', stake, legs: [{ market_id: marketId, selection, odds }] },
      token,
    );

  async function govRound(): Promise<number> {
    const r = await sql<{ id: string }>`
      insert into lotto_round (category_id, draw_key, draw_date, opens_at, closes_at, status)
      select id, ${`md-${randomUUID()}`}, (now() at time zone 'Asia/Bangkok')::date, now() - interval '1 minute', now() + interval '1 hour', 'open'
        from lotto_category where code = 'gov' returning id`.execute(db());
    return Number(r.rows[0].id);
  }

  it('names the VIP level and sums balance, points, turnover, the settled net result and open requirements', async () => {
    const m = await fundedMember(t, 1_000);
    await sql`update member set vip_level = 1 where id = ${m.id}`.execute(db());
    await transfer(db(), {
      key: `md-points-${m.id}`,
      kind: 'points_earn',
      currency: 'PTS',
      debit: await houseAccountId(db(), 'points'),
      credit: await memberAccountId(db(), m.id, 'PTS'),
      amount: 1_250,
    });
    const { fixtureId, hdp } = await fixture();
    expectOk(await bet(m.token, hdp, 'home', 1.95, 150));
    const roundId = await govRound();
    expectOk(
      await post(
        t,
        '/api/lotto/bill/create',
        { round_id: roundId, agent_id: '1', items: [{ bet_type: '2top', number: '12', amount: 80 }] },
        m.token,
      ),
    );
    await createRequirement(db(), { memberId: m.id, source: 'manual', sourceId: `md-${randomUUID()}`, requiredTurnover: 50_000 });

    const overview = async (token = finance.token) => {
      const p = expectOk<AdminMemberProfile>(await get(t, `/api/admin/members/${m.id}/profile`, token));
      expect(p.vip_level).toBe(1);
      expect(p.vip_name).toBe('VIP Gold');
      return p.overview;
    };
    // Both open: staked (turnover) but no result yet.
    expect(await overview()).toEqual({
      balance: 1000 - 150 - 80,
      points: 12.5,
      turnover_today: 230,
      turnover_month: 230,
      net_today: 0,
      net_month: 0,
      open_requirements: { count: 1, remaining: 500 },
    });
    // Support answers the member, and sees the same summary.
    expect((await overview(support.token)).balance).toBe(770);

    // The sport bet wins (home -0.5 at 1-0: 150 x 1.95 = 292.50 paid), the lotto bill loses.
    await db()
      .transaction()
      .execute((trx) =>
        setFixtureResult(trx, fixtureId, { status: 'finished', ht: { home: 0, away: 0 }, ft: { home: 1, away: 0 } }, new Date()),
      );
    await settleDueFixtures(db(), new Date());
    const result = fromGovernment({ first_prize: '000123', front3: ['456', '789'], back3: ['111', '222'], bottom2: '99' });
    await sql`update lotto_round set status = 'resulted', result = ${JSON.stringify(result)}::jsonb, resulted_at = now() where id = ${roundId}`.execute(
      db(),
    );
    await settleRound(db(), roundId, new Date());
    expect(await overview()).toMatchObject({
      balance: 770 + 292.5,
      turnover_today: 230,
      net_today: 292.5 - 150 - 80,
      net_month: 292.5 - 150 - 80,
    });
  });

  it('lists the member’s sport bets only, with their legs, filtered by status, sorted and paged', async () => {
    const m = await fundedMember(t, 1_000);
    const other = await fundedMember(t, 1_000);
    const { fixtureId, hdp, ou } = await fixture();
    expectOk(await bet(m.token, hdp, 'home', 1.95, 100));
    expectOk(await bet(m.token, ou, 'over', 2.0, 300));
    expectOk(await bet(other.token, hdp, 'away', 1.95, 999));
    const list = async (query: string, token = support.token) =>
      expectOk<Paged<AdminMemberSportBet>>(await get(t, `/api/admin/members/${m.id}/sport-bets?${query}`, token));

    const all = await list('sort=stake&dir=desc');
    expect(all.total).toBe(2);
    expect(all.items.map((b) => [b.stake, b.status])).toEqual([
      [300, 'open'],
      [100, 'open'],
    ]);
    expect(all.items[0].legs).toEqual([
      expect.objectContaining({ home: 'อาร์เซนอล', away: 'เชลซี', kind: 'ou', selection: 'over', line: 2.5 }),
    ]);
    const paged = await list('sort=stake&dir=asc&page=2&page_size=1');
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items.map((b) => b.stake)).toEqual([300]);

    // 3-0: both win (home -0.5, over 2.5); settled bets leave the open filter.
    await db()
      .transaction()
      .execute((trx) =>
        setFixtureResult(trx, fixtureId, { status: 'finished', ht: { home: 1, away: 0 }, ft: { home: 3, away: 0 } }, new Date()),
      );
    await settleDueFixtures(db(), new Date());
    expect((await list('status=open')).total).toBe(0);
    const settled = await list('status=settled&sort=payout&dir=desc', finance.token);
    expect(settled.items.map((b) => [b.stake, b.payout, b.result])).toEqual([
      [300, 600, 'won'],
      [100, 195, 'won'],
    ]);
    expectError(await get(t, '/api/admin/members/99999999/sport-bets', support.token), 5, 404);
    expectInvalid(await get(t, `/api/admin/members/${m.id}/sport-bets?status=lost`, support.token), 'status', 'สถานะบิลไม่ถูกต้อง');
  });
});
