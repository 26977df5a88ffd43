import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { SELECTIONS, type SportBetData } from '@contract/sport';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectLedgerSound, fundedMember, mainBalance, type TestContext, turnoverOf } from '../../test';
import { DEFAULT_SPORT_SETTINGS, placeBet, saveSportSettings, sportHouseRows } from '.';
import { type BetWrite, placeWrite, writeBets } from './place-write';
import { makeFixture } from './test-support';

/**
 * Bets arriving together share one statement (place-write.ts, docs/sport.md "How a placement runs"):
 * bets of different members in one statement each placed or refused on its own (odds changed, a short
 * wallet, a used request key), a limit counter refused in a batch failing only its own bet, one
 * member's bets at once never passing a limit together while other members' go through, a
 * self-excluded member refused beside others placed, and the same
 * key replaying its bet whatever statement it meets.
 */
describe(`sport bets written together (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  beforeEach(async () => {
    await saveSportSettings(db(), DEFAULT_SPORT_SETTINGS, null);
  });

  const db = () => t.handle.db;
  /** The placement batchers' settings, as the route passes them. */
  const batching = () => ({ statements: t.config.sport.betStatements, queueMax: t.config.batch.queueMax });
  const place = (memberId: number, body: Parameters<typeof placeBet>[2]) => placeBet(db(), memberId, body, batching());
  const NO_LIMIT = Number.MAX_SAFE_INTEGER;

  /** A bet as placeBet hands it to the write, at the market's current odds (a single on `marketId`). */
  async function write(
    m: { id: number; wallet: number },
    marketId: number,
    stake: number,
    over: Partial<BetWrite> = {},
  ): Promise<BetWrite> {
    const mk = await db().selectFrom('sport_market').selectAll().where('id', '=', marketId).executeTakeFirstOrThrow();
    const id = await sql<{ id: string }>`select nextval('sport_bet_id_seq') as id`.execute(db());
    const betId = Number(id.rows[0].id);
    const now = new Date();
    return {
      betId,
      memberId: m.id,
      wallet: m.wallet,
      requestKey: randomUUID(),
      type: 'single',
      stake,
      odds: mk.odds_1,
      potential: Math.floor((stake * mk.odds_1) / 1000),
      openCap: NO_LIMIT,
      fixtureCap: NO_LIMIT,
      reference: `บอลเดี่ยว #${betId}`,
      now,
      day: bangkokToday(now),
      legs: [
        {
          n: 1,
          marketId,
          fixtureId: Number(mk.fixture_id),
          period: mk.period,
          kind: mk.kind,
          lineQ: mk.line_q,
          selection: SELECTIONS[mk.kind][0],
          column: 1,
          odds: mk.odds_1,
        },
      ],
      ...over,
    };
  }
  const stored = async (betIds: number[]) =>
    (await db().selectFrom('sport_bet').select('id').where('id', 'in', betIds).orderBy('id').execute()).map((r) => Number(r.id));
  const codeOf = async (p: Promise<unknown>) => {
    try {
      await p;
      return 0;
    } catch (e) {
      if (e instanceof AppError) return e.def.code;
      throw e;
    }
  };

  it('one statement: each member’s bet placed, and a changed market, a short wallet or a used key refuse only their own', async () => {
    const f = await makeFixture(db());
    const hdp = f.markets['ft:hdp:-2'];
    const ou = f.markets['ft:ou:10'];
    const [a, b, c, d, e] = await Promise.all([1_000, 1_000, 1_000, 10, 1_000].map((baht) => fundedMember(t, baht)));
    const house = (await sportHouseRows(db()))[3];
    const used = await place(e.id, {
      request_key: randomUUID(),
      type: 'single',
      stake: 20,
      accept_better: true,
      legs: [{ market_id: hdp, selection: 'home', odds: 1.95 }],
    });
    const reqs = [
      await write(a, hdp, 10_000),
      await write(b, ou, 5_000),
      await write(c, hdp, 5_000),
      await write(d, hdp, 5_000),
      await write(e, hdp, 5_000, {
        requestKey: (await db().selectFrom('sport_bet').select('request_key').where('id', '=', used.bet.id).executeTakeFirstOrThrow())
          .request_key,
      }),
    ];
    // b's market moved after its read: only b is stale.
    await db().updateTable('sport_market').set({ odds_1: 1_850 }).where('id', '=', ou).execute();
    const out = await writeBets(db(), reqs, house);
    expect(out).toEqual([
      { status: 'placed', available: 90_000 },
      { status: 'stale' },
      { status: 'placed', available: 95_000 },
      { status: 'short' },
      { status: 'taken' },
    ]);
    expect(await stored(reqs.map((r) => r.betId))).toEqual([reqs[0].betId, reqs[2].betId]);
    expect(await mainBalance(t, a.id)).toBe(90_000);
    expect(await mainBalance(t, b.id)).toBe(100_000);
    expect(await mainBalance(t, d.id)).toBe(1_000);
    expect(await mainBalance(t, e.id)).toBe(98_000);
    expect(Number((await turnoverOf(t, a.id, 'sport'))?.stake)).toBe(10_000);
    expect(await turnoverOf(t, b.id, 'sport')).toBeUndefined();
    // Both stakes went into the statement's house row, each under its bet's key.
    const moves = await sql<{ key: string; credit: number }>`
      select idempotency_key as key, credit_account_id as credit from ledger_transfer
       where idempotency_key = any(${reqs.map((r) => `sport:bet:${r.betId}`)}::text[]) order by id`.execute(db());
    expect(moves.rows.map((r) => [r.key, Number(r.credit)])).toEqual([
      [`sport:bet:${reqs[0].betId}`, house],
      [`sport:bet:${reqs[2].betId}`, house],
    ]);
    // b, placed again, is told the current odds.
    const changed = await place(b.id, {
      request_key: randomUUID(),
      type: 'single',
      stake: 50,
      accept_better: true,
      legs: [{ market_id: ou, selection: 'over', odds: 1.9 }],
    }).catch((x: AppError) => x);
    expect(changed).toBeInstanceOf(AppError);
    expect((changed as AppError).def.code).toBe(Errors.SPORT_ODDS_CHANGED.code);
    expect((changed as AppError).data).toEqual({ legs: [{ market_id: ou, selection: 'over', odds: 1.85, line: 2.5 }] });
    // Two bets of one member never share a statement.
    await expect(writeBets(db(), [await write(a, hdp, 100), await write(a, hdp, 100)], house)).rejects.toThrow(RangeError);
  });

  it('a limit counter refused in a shared statement fails only its own bet (each written alone again)', async () => {
    const f = await makeFixture(db());
    const hdp = f.markets['ft:hdp:-2'];
    const [a, b, c] = await Promise.all([1_000, 1_000, 1_000].map(() => fundedMember(t, 1_000)));
    // b already staked 200 baht on the fixture; its write was checked against a cap of 250 (another
    // bet took the counter after its read).
    expect(
      (
        await place(b.id, {
          request_key: randomUUID(),
          type: 'single',
          stake: 200,
          accept_better: true,
          legs: [{ market_id: hdp, selection: 'home', odds: 1.95 }],
        })
      ).replayed,
    ).toBe(false);
    const reqs = [await write(a, hdp, 10_000), await write(b, hdp, 10_000, { fixtureCap: 25_000 }), await write(c, hdp, 10_000)];
    // One statement: the CHECK refuses it whole, keeping nothing.
    await expect(writeBets(db(), reqs, (await sportHouseRows(db()))[0])).rejects.toMatchObject({ code: '23514' });
    expect(await stored(reqs.map((r) => r.betId))).toEqual([]);
    // Through the batcher (arriving together): a and c are placed, b's own write fails.
    const out = await Promise.allSettled(reqs.map((r) => placeWrite(db(), r, batching())));
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((out[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(await stored(reqs.map((r) => r.betId))).toEqual([reqs[0].betId, reqs[2].betId]);
    expect(await mainBalance(t, b.id)).toBe(80_000);
    const counter = await db()
      .selectFrom('sport_member_exposure')
      .select('staked')
      .where('member_id', '=', b.id)
      .where('fixture_id', '=', f.fixtureId)
      .executeTakeFirstOrThrow();
    expect(Number(counter.staked)).toBe(20_000);
  });

  it('many members at once: one member’s bets stop at the fixture limit, every other member’s bet is placed', async () => {
    await saveSportSettings(db(), { ...DEFAULT_SPORT_SETTINGS, max_fixture_stake: 300 }, null);
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:1x2:0'], selection: 'draw' as const, odds: 3.3 };
    const heavy = await fundedMember(t, 5_000);
    const others = await Promise.all(Array.from({ length: 6 }, () => fundedMember(t, 1_000)));
    const slip = () => ({ request_key: randomUUID(), type: 'single' as const, stake: 100, accept_better: true, legs: [leg] });
    const calls: Array<{ member: number; p: Promise<SportBetData> }> = [];
    for (let k = 0; k < 5; k++) {
      calls.push({ member: heavy.id, p: place(heavy.id, slip()) });
      for (const o of others) if (k === 0) calls.push({ member: o.id, p: place(o.id, slip()) });
    }
    const codes = await Promise.all(calls.map(async (c) => ({ member: c.member, code: await codeOf(c.p) })));
    const heavyCodes = codes.filter((c) => c.member === heavy.id).map((c) => c.code);
    expect(heavyCodes.filter((c) => c === 0)).toHaveLength(3);
    expect(heavyCodes.filter((c) => c !== 0)).toEqual([Errors.SPORT_FIXTURE_LIMIT.code, Errors.SPORT_FIXTURE_LIMIT.code]);
    expect(codes.filter((c) => c.member !== heavy.id).map((c) => c.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await mainBalance(t, heavy.id)).toBe(500_000 - 30_000);
    for (const o of others) expect(await mainBalance(t, o.id)).toBe(90_000);
    const counter = await db()
      .selectFrom('sport_member_exposure')
      .select('staked')
      .where('member_id', '=', heavy.id)
      .where('fixture_id', '=', f.fixtureId)
      .executeTakeFirstOrThrow();
    expect(Number(counter.staked)).toBe(30_000);
  });

  it('a self-excluded member is refused in Thai while other members’ bets read and written beside it are placed', async () => {
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:hdp:-2'], selection: 'away' as const, odds: 1.95 };
    const [x, a, b] = await Promise.all([1_000, 1_000, 1_000].map(() => fundedMember(t, 1_000)));
    await sql`insert into self_exclusion (member_id, until, period) values (${x.id}, now() + interval '7 days', '7d')`.execute(db());
    const body = () => ({ request_key: randomUUID(), type: 'single' as const, stake: 100, accept_better: true, legs: [leg] });
    const [refused, ...placed] = await Promise.allSettled([x, a, b].map((m) => place(m.id, body())));
    expect(refused.status).toBe('rejected');
    const err = (refused as PromiseRejectedResult).reason as AppError;
    expect(err.def.code).toBe(Errors.SELF_EXCLUDED.code);
    expect(err.message).toMatch(/ท่านได้ขอพักการเล่นด้วยตนเองถึง/);
    expect(placed.map((p) => p.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await mainBalance(t, x.id)).toBe(100_000);
    expect(await mainBalance(t, a.id)).toBe(90_000);
  });

  it('the same key from several calls at once, beside other members’ bets, is one bet and answers it to each', async () => {
    const f = await makeFixture(db());
    const leg = { market_id: f.markets['ft:oe:0'], selection: 'odd' as const, odds: 1.95 };
    const m = await fundedMember(t, 1_000);
    const others = await Promise.all(Array.from({ length: 4 }, () => fundedMember(t, 1_000)));
    const body = { request_key: randomUUID(), type: 'single' as const, stake: 100, accept_better: true, legs: [leg] };
    const [twins, rest] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => place(m.id, body))),
      Promise.all(others.map((o) => place(o.id, { ...body, request_key: randomUUID() }))),
    ]);
    expect(new Set(twins.map((x) => x.bet.id)).size).toBe(1);
    expect(twins.filter((x) => !x.replayed)).toHaveLength(1);
    expect(new Set(rest.map((x) => x.bet.id)).size).toBe(4);
    expect(await mainBalance(t, m.id)).toBe(90_000);
    const n = await db().selectFrom('sport_bet').select(db().fn.countAll().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
    // And later, in a statement of its own: the same bet, replayed.
    const again = await place(m.id, body);
    expect(again).toEqual({ ...twins.find((x) => !x.replayed), replayed: true });
  });
});
