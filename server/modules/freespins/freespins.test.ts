import { Errors } from '@contract/errors';
import type { FreeSpinHistoryData, FreeSpinPlayData, FreeSpinRotateData, FreeSpinSummaryData } from '@contract/freespins';
import type { HouseVerifyData } from '@contract/games';
import { bahtToSatang } from '@contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  engineName,
  errorOf,
  expectError,
  expectLedgerSound,
  expectOk,
  get,
  mainBalance,
  makeMember,
  post,
  type TestContext,
  turnoverOf,
} from '../../test';
import { freeSpinsOf, giveFreeSpins, requestKey } from './test-support';

const SLOT = 'siam-treasure';

/** Free spins played in the in-house slot (docs/engagement.md). */
describe(`free spins (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const play = (token: string, key = requestKey(), game = SLOT) =>
    post(t, '/api/freespin/play', { game_id: game, request_key: key }, token);
  const requirementsOf = (memberId: number) =>
    t.handle.db
      .selectFrom('wagering_requirement')
      .select(['source', 'source_id', 'required_turnover', 'bonus_amount'])
      .where('member_id', '=', memberId)
      .execute();
  const nonceOf = async (memberId: number) =>
    (
      await t.handle.db
        .selectFrom('house_seed_pair')
        .select('nonce')
        .where('member_id', '=', memberId)
        .where('game_id', '=', SLOT)
        .where('status', '=', 'open')
        .executeTakeFirst()
    )?.nonce ?? 0;

  it('summary: the spins, the fixed bet (1 baht) and terms, the in-house slot with the next round seed hash', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 3);
    const s = expectOk<FreeSpinSummaryData>(await get(t, '/api/freespin/summary', m.token));
    expect(s).toMatchObject({ enabled: true, free_spins: 3, bet: 1, turnover_multiplier: 3, requirement_days: 7, max_win: null });
    expect(s.games.map((g) => g.game_id)).toEqual([SLOT]);
    expect(s.games[0].name).toMatch(/[\u0E00-\u0E7F]/);
    expect(s.games[0].next_seed).toMatchObject({ nonce: 0, server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await get(t, '/api/freespin/summary')).statusCode).toBe(401);
  });

  it('a play spends one spin, plays one slot round at the fixed bet and pays its win with a 3x requirement; no turnover, no stake', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 60);
    const houseRounds = await countRows(t, 'house_round');
    const gameTxns = await countRows(t, 'game_txn');
    let spins = 60;
    let paidTotal = 0;
    let won: FreeSpinPlayData | undefined;
    for (let i = 0; i < 60 && !won; i++) {
      const before = await mainBalance(t, m.id);
      const r = expectOk<FreeSpinPlayData>(await play(m.token));
      spins -= 1;
      expect(r).toMatchObject({ game_id: SLOT, bet: 1, replayed: false, free_spins: spins, nonce: i, server_seed: null });
      expect(r.input).toEqual({ bet: 100, buyFeature: false });
      expect((r.outcome as { totalWin: number }).totalWin).toBe(bahtToSatang(r.win));
      expect(r.paid).toBe(r.win);
      expect(await freeSpinsOf(t, m.id)).toBe(spins);
      expect(await mainBalance(t, m.id)).toBe(before + bahtToSatang(r.paid));
      expect(bahtToSatang(r.balance)).toBe(before + bahtToSatang(r.paid));
      expect(r.next_seed).toMatchObject({ server_seed_hash: r.server_seed_hash, nonce: i + 1 });
      paidTotal += r.paid;
      if (r.win > 0) won = r;
      else expect(r.turnover_required).toBe(0);
    }
    expect(won, 'a win in 60 spins').toBeDefined();
    if (!won) return;
    // In satang: 3 x the win exactly (floats would make 0.80 x 3 = 2.4000000000000004).
    expect(bahtToSatang(won.turnover_required)).toBe(bahtToSatang(won.paid) * 3);
    const reqs = await requirementsOf(m.id);
    expect(reqs).toEqual([
      {
        source: 'free_spin',
        source_id: expect.stringContaining(`${m.id}:`),
        required_turnover: bahtToSatang(won.turnover_required),
        bonus_amount: bahtToSatang(won.paid),
      },
    ]);
    expect(await mainBalance(t, m.id)).toBe(bahtToSatang(paidTotal));
    // The win is a 'free_spin_win' movement from the house prizes row; no stake and no game records.
    const kinds = await t.handle.db
      .selectFrom('ledger_transfer')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('n')])
      .where('idempotency_key', 'like', `freespin:${m.id}:%`)
      .groupBy('kind')
      .execute();
    expect(Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]))).toEqual({ free_spin_use: 60 - spins, free_spin_win: 1 });
    expect(await turnoverOf(t, m.id, 'slot')).toBeUndefined();
    expect(await countRows(t, 'house_round')).toBe(houseRounds);
    expect(await countRows(t, 'game_txn')).toBe(gameTxns);
    const turnover = await t.handle.db.selectFrom('turnover').select('stake').where('member_id', '=', m.id).execute();
    expect(turnover).toEqual([]);
    await expectLedgerSound(t);
  });

  it('the round verifies with the house verifier once the seed is revealed; history shows the proof', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 3);
    const a = expectOk<FreeSpinPlayData>(await play(m.token));
    const b = expectOk<FreeSpinPlayData>(await play(m.token));
    expect(b.nonce).toBe(a.nonce + 1);
    const rotated = expectOk<FreeSpinRotateData>(await post(t, '/api/freespin/seed/rotate', { game_id: SLOT }, m.token));
    expect(rotated.revealed).toMatchObject({ server_seed_hash: a.server_seed_hash, rounds_played: 2 });
    expect(rotated.seed.nonce).toBe(0);
    const h = expectOk<FreeSpinHistoryData>(await get(t, '/api/freespin/history', m.token));
    expect(h.rounds.map((r) => r.round_id)).toEqual([b.round_id, a.round_id]);
    for (const r of h.rounds) {
      expect(r.server_seed).toBe(rotated.revealed?.server_seed);
      const v = expectOk<HouseVerifyData>(
        await post(t, '/api/games/house/verify', {
          game_id: r.game_id,
          server_seed: r.server_seed,
          server_seed_hash: r.server_seed_hash,
          client_seed: r.client_seed,
          nonce: r.nonce,
          input: r.input,
          outcome: r.outcome,
          stake: r.bet,
          win: r.win,
        }),
      );
      expect(v).toMatchObject({ valid: true, hash_matches: true, outcome_matches: true });
    }
    // A forged win does not verify.
    const r = h.rounds[0];
    const forged = expectOk<HouseVerifyData>(
      await post(t, '/api/games/house/verify', {
        game_id: r.game_id,
        server_seed: r.server_seed,
        server_seed_hash: r.server_seed_hash,
        client_seed: r.client_seed,
        nonce: r.nonce,
        input: r.input,
        outcome: r.outcome,
        stake: r.bet,
        win: r.win + 5,
      }),
    );
    expect(forged.valid).toBe(false);
    // The next spin uses the new pair.
    const c = expectOk<FreeSpinPlayData>(await play(m.token));
    expect(c).toMatchObject({ nonce: 0, server_seed_hash: rotated.seed.server_seed_hash });
  });

  it('once per request key: a repeat answers the first round, and the same key at once plays one round', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 5);
    const key = requestKey();
    const first = expectOk<FreeSpinPlayData>(await play(m.token, key));
    const again = expectOk<FreeSpinPlayData>(await play(m.token, key));
    expect(again).toMatchObject({ round_id: first.round_id, nonce: first.nonce, win: first.win, replayed: true, free_spins: 4 });
    // The same key for another game is refused.
    expectError(await play(m.token, key, 'baccarat'), Errors.FREE_SPIN_REQUEST_CONFLICT.code);

    const key2 = requestKey();
    const balance = await mainBalance(t, m.id);
    const many = await Promise.all(Array.from({ length: 5 }, () => play(m.token, key2)));
    const answers = many.map((r) => expectOk<FreeSpinPlayData>(r));
    expect(new Set(answers.map((a) => a.round_id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await freeSpinsOf(t, m.id)).toBe(3);
    expect(await mainBalance(t, m.id)).toBe(balance + bahtToSatang(answers[0].paid));
    expect(await nonceOf(m.id)).toBe(2);
    await expectLedgerSound(t);
  });

  it('two plays at once with one free spin left: one round, the other refused in Thai', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 1);
    const res = await Promise.all([play(m.token), play(m.token), play(m.token)]);
    const okOnes = res.filter((r) => r.json().error === 0);
    expect(okOnes).toHaveLength(1);
    for (const r of res.filter((x) => x.json().error !== 0)) expectError(r, Errors.FREE_SPINS_NOT_ENOUGH.code);
    expect(await freeSpinsOf(t, m.id)).toBe(0);
    expect(await t.handle.db.selectFrom('free_spin_round').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
    expect(await nonceOf(m.id)).toBe(1);
    // The winning key repeated after the spins ran out still answers its round (nothing moves).
    const won = okOnes[0].json().data as FreeSpinPlayData;
    const again = expectOk<FreeSpinPlayData>(
      await play(
        m.token,
        (await t.handle.db.selectFrom('free_spin_round').select('request_key').where('id', '=', won.round_id).executeTakeFirstOrThrow())
          .request_key,
      ),
    );
    expect(again).toMatchObject({ round_id: won.round_id, replayed: true, free_spins: 0 });
    await expectLedgerSound(t);
  });

  it('zero free spins: refused in Thai with nothing changed (no round, no nonce, no movement)', async () => {
    const m = await makeMember(t);
    const rounds = await countRows(t, 'free_spin_round');
    const transfers = await countRows(t, 'ledger_transfer');
    const res = await play(m.token);
    expectError(res, Errors.FREE_SPINS_NOT_ENOUGH.code);
    expect(errorOf(res).message).toBe('ท่านไม่มีฟรีสปินเหลืออยู่');
    expect(await countRows(t, 'free_spin_round')).toBe(rounds);
    expect(await countRows(t, 'ledger_transfer')).toBe(transfers);
    expect(await nonceOf(m.id)).toBe(0);
    expect(await freeSpinsOf(t, m.id)).toBe(0);
    expect(await mainBalance(t, m.id)).toBe(0);
  });

  it('a game that does not accept free spins, or bad input, is refused with nothing spent', async () => {
    const m = await makeMember(t);
    await giveFreeSpins(t, m.id, 2);
    expectError(await play(m.token, requestKey(), 'baccarat'), Errors.FREE_SPIN_GAME_NOT_ACCEPTED.code);
    expectError(await play(m.token, requestKey(), 'no-such-game'), Errors.FREE_SPIN_GAME_NOT_ACCEPTED.code);
    expectError(await post(t, '/api/freespin/seed/rotate', { game_id: 'no-such-game' }, m.token), Errors.FREE_SPIN_GAME_NOT_ACCEPTED.code);
    const bad = await post(t, '/api/freespin/play', { game_id: SLOT, request_key: 'x' }, m.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields.request_key).toMatch(/[\u0E00-\u0E7F]/);
    expect((await post(t, '/api/freespin/play', { request_key: requestKey() }, m.token)).statusCode).toBe(422);
    expect((await play('')).statusCode).toBe(401);
    expect(await freeSpinsOf(t, m.id)).toBe(2);
  });

  it('history lists only the member own rounds; another member cannot reach them', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    await giveFreeSpins(t, a.id, 2);
    const key = requestKey();
    const ra = expectOk<FreeSpinPlayData>(await play(a.token, key));
    expect(expectOk<FreeSpinHistoryData>(await get(t, '/api/freespin/history', b.token)).rounds).toEqual([]);
    expect(expectOk<FreeSpinHistoryData>(await get(t, '/api/freespin/history', a.token)).rounds.map((r) => r.round_id)).toEqual([
      ra.round_id,
    ]);
    // B's request under A's key is B's own key: B has no spins, so it is refused, and A's round is untouched.
    expectError(await play(b.token, key), Errors.FREE_SPINS_NOT_ENOUGH.code);
    expect((await get(t, '/api/freespin/history?limit=0', a.token)).statusCode).toBe(422);
    const paged = expectOk<FreeSpinHistoryData>(await get(t, `/api/freespin/history?before=${ra.round_id}`, a.token));
    expect(paged.rounds).toEqual([]);
  });
});
