import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { SELECTIONS, type SportSettings } from '@contract/sport';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fund,
  get,
  mainBalance,
  makeMember,
  post,
  type TestContext,
  turnoverOf,
} from '../../test';
import { DEFAULT_SPORT_SETTINGS, saveSportSettings } from '.';
import { makeFixture } from './test-support';

type Json = ReturnType<typeof JSON.parse>;

/**
 * Members' sportsbook over HTTP (docs/sport.md "Bets and limits"): the config and fixtures, a
 * single and a step parlay each one ledger movement with its turnover, moved odds, suspended and
 * started fixtures, every limit, one leg per fixture, one bet per request key (in turn and at once),
 * bad input and short wallets changing nothing, and another member's bet never shown.
 */
describe(`sport bets (${engineName()})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  beforeEach(async () => {
    await settings({});
  });

  const db = () => t.handle.db;
  const settings = (over: Partial<SportSettings>) => saveSportSettings(db(), { ...DEFAULT_SPORT_SETTINGS, ...over }, null);

  async function member(baht = 10_000) {
    const m = await makeMember(t);
    if (baht > 0) await fund(t, m.id, baht);
    return m;
  }

  const slip = (legs: { market_id: number; selection: string; odds: number }[], stake: number, over: Json = {}) => ({
    request_key: randomUUID(),
    type: legs.length > 1 ? 'parlay' : 'single',
    stake,
    legs,
    ...over,
  });
  const bet = (token: string, body: Json) => post(t, '/api/sport/bet', body, token);

  async function sportMoves(memberId: number) {
    const r = await sql<{ n: number; total: string | number | null }>`
      select count(*)::int as n, sum(t.amount) as total from ledger_transfer t
        join ledger_account a on a.id = t.debit_account_id
       where t.kind = 'sport_bet' and a.member_id = ${memberId}`.execute(db());
    return { n: r.rows[0].n, total: Number(r.rows[0].total ?? 0) };
  }
  const betsOf = async (memberId: number) =>
    Number(
      (
        await db()
          .selectFrom('sport_bet')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('config and fixtures are public: defaults, Bangkok days, every market with its selections in order', async () => {
    const c = expectOk(await get(t, '/api/sport/config'));
    expect(c).toEqual({
      enabled: true,
      min_stake: 10,
      max_stake: 50_000,
      max_parlay_payout: 200_000,
      parlay_min_legs: 2,
      parlay_max_legs: 12,
    });

    const tomorrowNoon = new Date(new Date(`${bangkokToday()}T12:00:00+07:00`).getTime() + 86_400_000);
    const later = new Date(tomorrowNoon.getTime() + 3 * 86_400_000);
    const a = await makeFixture(db(), { kickoffAt: tomorrowNoon, home: 'ทีมพรุ่งนี้' });
    const b = await makeFixture(db(), { kickoffAt: later, home: 'ทีมวันหลัง' });
    const gone = await makeFixture(db(), { kickoffAt: new Date(Date.now() - 4 * 3_600_000) });
    await db().updateTable('sport_fixture').set({ status: 'live' }).where('id', '=', gone.fixtureId).execute();
    const done = await makeFixture(db(), { kickoffAt: new Date(tomorrowNoon.getTime() + 60_000) });
    await db().updateTable('sport_fixture').set({ status: 'finished' }).where('id', '=', done.fixtureId).execute();

    const all = expectOk(await get(t, '/api/sport/fixtures'));
    const ids = all.fixtures.map((f: Json) => f.id);
    expect(ids).toContain(a.fixtureId);
    expect(ids).toContain(b.fixtureId);
    expect(ids).not.toContain(gone.fixtureId);
    expect(ids).not.toContain(done.fixtureId);
    expect(ids.indexOf(a.fixtureId)).toBeLessThan(ids.indexOf(b.fixtureId));
    expect(all.leagues.map((l: Json) => l.id)).toContain(a.leagueId);
    const fa = all.fixtures.find((f: Json) => f.id === a.fixtureId);
    expect(fa.home).toEqual({ th: 'ทีมพรุ่งนี้', en: 'Manchester United' });
    expect(fa.markets.map((m: Json) => `${m.period}:${m.kind}:${m.line}`)).toEqual([
      'ft:1x2:0',
      'ft:hdp:-0.5',
      'ft:ou:2.5',
      'ft:oe:0',
      '1h:hdp:-0.25',
      '1h:ou:1.25',
    ]);
    for (const m of fa.markets) expect(m.selections.map((s: Json) => s.selection)).toEqual([...SELECTIONS[m.kind as 'hdp']]);
    expect(fa.markets[0].selections.map((s: Json) => s.odds)).toEqual([2.1, 3.3, 3.4]);

    const tomorrow = expectOk(await get(t, '/api/sport/fixtures?day=tomorrow'));
    expect(tomorrow.fixtures.map((f: Json) => f.id)).toContain(a.fixtureId);
    expect(tomorrow.fixtures.map((f: Json) => f.id)).not.toContain(b.fixtureId);
    const laterList = expectOk(await get(t, `/api/sport/fixtures?day=later&league_id=${b.leagueId}`));
    expect(laterList.fixtures.map((f: Json) => f.id)).toEqual([b.fixtureId]);
    const today = expectOk(await get(t, '/api/sport/fixtures?day=today'));
    expect(today.fixtures.map((f: Json) => f.id)).not.toContain(a.fixtureId);
    expectInvalid(await get(t, '/api/sport/fixtures?day=yesterday'), 'day');

    const one = expectOk(await get(t, `/api/sport/fixture/${done.fixtureId}`));
    expect(one.status).toBe('finished');
    expectError(await get(t, '/api/sport/fixture/999999999'), Errors.SPORT_FIXTURE_NOT_FOUND.code);
  });

  it('a single: one sport_bet movement to the house row, turnover for sport, the bet and its leg; only its owner reads it', async () => {
    const m = await member(1_000);
    const f = await makeFixture(db());
    const hdp = f.markets['ft:hdp:-2'];
    const placed = expectOk(await bet(m.token, slip([{ market_id: hdp, selection: 'away', odds: 1.95 }], 100)));
    expect(placed.replayed).toBe(false);
    expect(placed.balance).toBe(900);
    expect(placed.bet).toMatchObject({
      type: 'single',
      stake: 100,
      odds: 1.95,
      potential_payout: 195,
      status: 'open',
      result: null,
      payout: 0,
    });
    expect(placed.bet.legs).toEqual([
      expect.objectContaining({
        leg: 1,
        fixture_id: f.fixtureId,
        period: 'ft',
        kind: 'hdp',
        line: -0.5,
        selection: 'away',
        odds: 1.95,
        outcome: null,
      }),
    ]);
    expect(placed.bet.legs[0].home).toBe('แมนเชสเตอร์ ยูไนเต็ด');
    expect(await mainBalance(t, m.id)).toBe(90_000);
    expect(await sportMoves(m.id)).toEqual({ n: 1, total: 10_000 });
    const move = await sql<{ idempotency_key: string; credit: string }>`
      select t.idempotency_key, a.code as credit from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
       where t.kind = 'sport_bet' and t.idempotency_key = ${`sport:bet:${placed.bet.id}`}`.execute(db());
    expect(move.rows).toHaveLength(1);
    expect(move.rows[0].credit).toMatch(/^house:sport:/);
    const tv = await turnoverOf(t, m.id, 'sport');
    expect(Number(tv?.stake)).toBe(10_000);
    expect(Number(tv?.count)).toBe(1);

    expect(expectOk(await get(t, `/api/sport/bet/${placed.bet.id}`, m.token))).toEqual(placed.bet);
    const mine = expectOk(await get(t, '/api/sport/bets', m.token));
    expect(mine.bets).toEqual([placed.bet]);
    expect(mine.next_before).toBeNull();
    expect(expectOk(await get(t, '/api/sport/bets?status=settled', m.token)).bets).toEqual([]);

    const other = await member(0);
    expectError(await get(t, `/api/sport/bet/${placed.bet.id}`, other.token), Errors.SPORT_BET_NOT_FOUND.code);
    expect(expectOk(await get(t, '/api/sport/bets', other.token)).bets).toEqual([]);
    expect((await get(t, '/api/sport/bets')).statusCode).toBe(401);
    expect((await post(t, '/api/sport/bet', slip([{ market_id: hdp, selection: 'away', odds: 1.95 }], 100))).statusCode).toBe(401);
  });

  it('my bets page by id, newest first', async () => {
    const m = await member(1_000);
    const f = await makeFixture(db());
    const ids: number[] = [];
    for (const [market, sel, odds] of [
      ['ft:1x2:0', 'home', 2.1],
      ['ft:ou:10', 'over', 1.9],
      ['ft:oe:0', 'even', 1.95],
    ] as const)
      ids.push(expectOk(await bet(m.token, slip([{ market_id: f.markets[market], selection: sel, odds }], 10))).bet.id);
    const p1 = expectOk(await get(t, '/api/sport/bets?limit=2', m.token));
    expect(p1.bets.map((b: Json) => b.id)).toEqual([ids[2], ids[1]]);
    expect(p1.next_before).toBe(ids[1]);
    const p2 = expectOk(await get(t, `/api/sport/bets?limit=2&before=${p1.next_before}`, m.token));
    expect(p2.bets.map((b: Json) => b.id)).toEqual([ids[0]]);
    expect(p2.next_before).toBeNull();
  });

  it('a step parlay: the product of its odds, one leg per fixture', async () => {
    const m = await member(1_000);
    const [f1, f2, f3] = [await makeFixture(db()), await makeFixture(db()), await makeFixture(db())];
    const legs = [
      { market_id: f1.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 },
      { market_id: f2.markets['ft:ou:10'], selection: 'under', odds: 2 },
      { market_id: f3.markets['1h:hdp:-1'], selection: 'away', odds: 2 },
    ];
    const placed = expectOk(await bet(m.token, slip(legs, 50)));
    // 1.95 x 2 x 2 = 7.8; 50 baht -> 390 baht
    expect(placed.bet).toMatchObject({ type: 'parlay', stake: 50, odds: 7.8, potential_payout: 390 });
    expect(placed.bet.legs.map((l: Json) => l.fixture_id)).toEqual([f1.fixtureId, f2.fixtureId, f3.fixtureId]);
    expect(await sportMoves(m.id)).toEqual({ n: 1, total: 5_000 });

    const same = [legs[0], { market_id: f1.markets['ft:ou:10'], selection: 'over', odds: 1.9 }];
    expectError(await bet(m.token, slip(same, 50)), Errors.SPORT_PARLAY_SAME_FIXTURE.code);
    expect(await sportMoves(m.id)).toEqual({ n: 1, total: 5_000 });
  });

  it('odds moved: worse asks with every leg’s current odds and line; better is taken with accept_better, else asks', async () => {
    const m = await member(1_000);
    const [f1, f2] = [await makeFixture(db()), await makeFixture(db())];
    const hdp = f1.markets['ft:hdp:-2'];
    const ou = f2.markets['ft:ou:10'];
    await db().updateTable('sport_market').set({ odds_1: 1850, odds_version: 2 }).where('id', '=', hdp).execute();
    const worse = expectError(
      await bet(
        m.token,
        slip(
          [
            { market_id: hdp, selection: 'home', odds: 1.95 },
            { market_id: ou, selection: 'over', odds: 1.9 },
          ],
          100,
        ),
      ),
      Errors.SPORT_ODDS_CHANGED.code,
    );
    expect(worse.data).toEqual({
      legs: [
        { market_id: hdp, selection: 'home', odds: 1.85, line: -0.5 },
        { market_id: ou, selection: 'over', odds: 1.9, line: 2.5 },
      ],
    });
    expect(await betsOf(m.id)).toBe(0);
    expect(await mainBalance(t, m.id)).toBe(100_000);

    await db().updateTable('sport_market').set({ odds_1: 2050, odds_version: 3 }).where('id', '=', hdp).execute();
    expectError(
      await bet(m.token, slip([{ market_id: hdp, selection: 'home', odds: 1.95 }], 100, { accept_better: false })),
      Errors.SPORT_ODDS_CHANGED.code,
    );
    const better = expectOk(await bet(m.token, slip([{ market_id: hdp, selection: 'home', odds: 1.95 }], 100)));
    expect(better.bet).toMatchObject({ odds: 2.05, potential_payout: 205 });
    expect(better.bet.legs[0].odds).toBe(2.05);
  });

  it('a suspended market or fixture, a voided or postponed fixture refuse; a started fixture refuses', async () => {
    const m = await member(1_000);
    const f = await makeFixture(db());
    const hdp = f.markets['ft:hdp:-2'];
    const one = () => bet(m.token, slip([{ market_id: hdp, selection: 'home', odds: 1.95 }], 100));
    await db().updateTable('sport_market').set({ status: 'suspended' }).where('id', '=', hdp).execute();
    expectError(await one(), Errors.SPORT_MARKET_SUSPENDED.code);
    await db().updateTable('sport_market').set({ status: 'open' }).where('id', '=', hdp).execute();
    await db().updateTable('sport_fixture').set({ suspended: true }).where('id', '=', f.fixtureId).execute();
    expectError(await one(), Errors.SPORT_MARKET_SUSPENDED.code);
    await db().updateTable('sport_fixture').set({ suspended: false, voided: true }).where('id', '=', f.fixtureId).execute();
    expectError(await one(), Errors.SPORT_MARKET_SUSPENDED.code);
    await db().updateTable('sport_fixture').set({ voided: false, status: 'postponed' }).where('id', '=', f.fixtureId).execute();
    expectError(await one(), Errors.SPORT_MARKET_SUSPENDED.code);
    await db().updateTable('sport_fixture').set({ status: 'live' }).where('id', '=', f.fixtureId).execute();
    expectError(await one(), Errors.SPORT_FIXTURE_STARTED.code);

    const started = await makeFixture(db(), { kickoffAt: new Date(Date.now() - 60_000) });
    expectError(
      await bet(m.token, slip([{ market_id: started.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 }], 100)),
      Errors.SPORT_FIXTURE_STARTED.code,
    );
    expectError(
      await bet(m.token, slip([{ market_id: 999_999_999, selection: 'home', odds: 1.95 }], 100)),
      Errors.SPORT_MARKET_NOT_FOUND.code,
    );
    // draw is not a handicap selection
    expectError(await bet(m.token, slip([{ market_id: hdp, selection: 'draw', odds: 1.95 }], 100)), Errors.SPORT_MARKET_NOT_FOUND.code);
    expect(await betsOf(m.id)).toBe(0);
    expect(await sportMoves(m.id)).toEqual({ n: 0, total: 0 });
    expect(await mainBalance(t, m.id)).toBe(100_000);
  });

  it('stake, payout, per-fixture and open-stake limits refuse in Thai; the book switched off refuses', async () => {
    const m = await member(100_000);
    const [f1, f2, f3] = [await makeFixture(db()), await makeFixture(db()), await makeFixture(db())];
    const h1 = { market_id: f1.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 };
    const h2 = { market_id: f2.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 };
    const h3 = { market_id: f3.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 };

    expect(expectError(await bet(m.token, slip([h1], 5)), Errors.SPORT_STAKE_MIN.code).message).toContain('10');
    await settings({ max_stake: 1_000 });
    expect(expectError(await bet(m.token, slip([h1], 1_000.5)), Errors.SPORT_STAKE_MAX.code).message).toContain('1,000');

    await settings({ max_single_payout: 1_000 });
    expectError(await bet(m.token, slip([h1], 513)), Errors.SPORT_PAYOUT_MAX.code); // 513 x 1.95 = 1,000.35
    expectOk(await bet(m.token, slip([h1], 512))); // 998.40
    await settings({ max_parlay_payout: 1_000 });
    expectError(await bet(m.token, slip([h2, h3], 264)), Errors.SPORT_PAYOUT_MAX.code); // 264 x 3.8025 = 1,003.86
    expectOk(await bet(m.token, slip([h2, h3], 262))); // 996.25

    // f1 holds 512, f2 and f3 262 each; open 774
    await settings({ max_fixture_stake: 600 });
    const fx = expectError(await bet(m.token, slip([h1], 100)), Errors.SPORT_FIXTURE_LIMIT.code);
    expect(fx.message).toContain('แทงเพิ่มได้อีก 88.00 บาท');
    expectError(await bet(m.token, slip([h3, h1], 100)), Errors.SPORT_FIXTURE_LIMIT.code);
    expectOk(await bet(m.token, slip([h1], 88)));
    await settings({ max_open_stake: 1_000 });
    const open = expectError(await bet(m.token, slip([h2], 200)), Errors.SPORT_MEMBER_LIMIT.code);
    expect(open.message).toContain('แทงเพิ่มได้อีก 138.00 บาท');
    expectOk(await bet(m.token, slip([h2], 138)));
    expectError(await bet(m.token, slip([h3], 10)), Errors.SPORT_MEMBER_LIMIT.code);

    // A settled bet no longer counts as open (settlement marks it; the counter needs nothing back).
    await db()
      .updateTable('sport_bet')
      .set({ status: 'settled', result: 'lost', settled_at: new Date() })
      .where('member_id', '=', m.id)
      .where('stake', '=', 51_200)
      .execute();
    expectOk(await bet(m.token, slip([h3], 100)));

    await settings({ enabled: false });
    expectError(await bet(m.token, slip([h3], 10)), Errors.SPORT_OFF.code);
    expect(expectOk(await get(t, '/api/sport/config')).enabled).toBe(false);
    await settings({});
    expect(await sportMoves(m.id)).toEqual({ n: 5, total: 51_200 + 26_200 + 8_800 + 13_800 + 10_000 });
  });

  it('many bets of one member at once never pass the fixture limit together', async () => {
    await settings({ max_fixture_stake: 250 });
    const m = await member(10_000);
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:ou:10'], selection: 'over', odds: 1.9 };
    const res = await Promise.all(Array.from({ length: 6 }, () => bet(m.token, slip([leg], 100))));
    const placed = res.filter((r) => r.json().error === 0);
    expect(placed).toHaveLength(2);
    for (const r of res.filter((x) => x.json().error !== 0)) expect(r.json().error).toBe(Errors.SPORT_FIXTURE_LIMIT.code);
    expect(await sportMoves(m.id)).toEqual({ n: 2, total: 20_000 });
    const row = await db()
      .selectFrom('sport_member_exposure')
      .select('staked')
      .where('member_id', '=', m.id)
      .where('fixture_id', '=', f.fixtureId)
      .executeTakeFirstOrThrow();
    expect(Number(row.staked)).toBe(20_000);
  });

  it('one request key is one bet: a repeat answers the first, a different slip conflicts, two at once make one', async () => {
    const m = await member(1_000);
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 };
    const body = slip([leg], 100);
    const first = expectOk(await bet(m.token, body));
    // The odds moved since: the repeat still answers the bet as placed.
    await db().updateTable('sport_market').set({ odds_1: 1800 }).where('id', '=', leg.market_id).execute();
    const again = expectOk(await bet(m.token, body));
    expect(again).toEqual({ ...first, replayed: true });
    expectError(await bet(m.token, { ...body, stake: 200 }), Errors.SPORT_REQUEST_CONFLICT.code);
    expectError(await bet(m.token, { ...body, legs: [{ ...leg, selection: 'away' }] }), Errors.SPORT_REQUEST_CONFLICT.code);
    expect(await sportMoves(m.id)).toEqual({ n: 1, total: 10_000 });

    const twin = slip([{ ...leg, odds: 1.8 }], 100);
    const both = await Promise.all([bet(m.token, twin), bet(m.token, twin), bet(m.token, twin)]);
    const data = both.map((r) => expectOk(r));
    expect(new Set(data.map((d) => d.bet.id)).size).toBe(1);
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    expect(await sportMoves(m.id)).toEqual({ n: 2, total: 20_000 });
    expect(await betsOf(m.id)).toBe(2);
    expect(await mainBalance(t, m.id)).toBe(80_000);
  });

  it('bad input answers 422 in Thai and changes nothing; a short wallet answers the ledger’s error', async () => {
    const m = await member(50);
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:hdp:-2'], selection: 'home', odds: 1.95 };
    const counts = async () => ({
      bets: await countRows(t, 'sport_bet'),
      legs: await countRows(t, 'sport_bet_leg'),
      moves: await countRows(t, 'ledger_transfer'),
    });
    const before = await counts();
    expectInvalid(await bet(m.token, slip([leg], 10.001)), 'stake');
    expectInvalid(await bet(m.token, slip([leg], -10)), 'stake');
    expectInvalid(await bet(m.token, slip([leg], 10, { request_key: 'x' })), 'request_key');
    expectInvalid(await bet(m.token, slip([{ ...leg, odds: 1 }], 10)), 'legs.0.odds');
    expectInvalid(await bet(m.token, slip([{ ...leg, odds: 1.9555 }], 10)), 'legs.0.odds');
    expectInvalid(await bet(m.token, slip([{ ...leg, selection: 'nobody' }], 10)), 'legs.0.selection');
    expectInvalid(await bet(m.token, slip([leg], 10, { type: 'parlay' })), 'legs');
    expectInvalid(await bet(m.token, slip([leg, leg], 10, { type: 'single' })), 'legs');
    expectInvalid(await bet(m.token, slip([], 10)), 'legs');
    expectInvalid(
      await bet(
        m.token,
        slip(
          Array.from({ length: 13 }, () => leg),
          10,
        ),
      ),
      'legs',
    );
    expectInvalid(await get(t, '/api/sport/bet/abc', m.token), 'id');

    const short = expectError(await bet(m.token, slip([leg], 60)), Errors.INSUFFICIENT_FUNDS.code);
    expect(short.message).toBe(Errors.INSUFFICIENT_FUNDS.message);
    expect(await counts()).toEqual(before);
    const exposure = await db().selectFrom('sport_member_exposure').select('staked').where('member_id', '=', m.id).execute();
    expect(exposure).toEqual([]);
    expect(await turnoverOf(t, m.id, 'sport')).toBeUndefined();
    expect(await mainBalance(t, m.id)).toBe(5_000);
    // The key of a refused slip is still free.
    const body = slip([leg], 50);
    expectError(await bet(m.token, { ...body, stake: 60 }), Errors.INSUFFICIENT_FUNDS.code);
    expect(expectOk(await bet(m.token, body)).balance).toBe(0);
  });
});
