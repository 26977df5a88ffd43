import { createHash, randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import type { HousePlayData, HouseRound, HouseSeedData, HouseSessionData, HouseVerifyData } from '@contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableOf,
  createTestApp,
  engineName,
  errorOf,
  expectLedgerSound,
  expectOk,
  fundedMember,
  get,
  launch,
  moneyCounts,
  post,
  type TestContext,
  turnoverOf,
} from '../../test';
import { HouseGameAccounts } from './house-accounts';
import { HousePlay } from './house-play';
import { hashToken } from './sessions';
import { GameWallet } from './wallet';

/** The /play clients' API: rounds of the in-house games through the seamless wallet, with their proofs. */
describe(`in-house play API (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const rid = () => `req-${randomUUID()}`;
  const play = (token: string, game: string, input: unknown, over: Record<string, unknown> = {}) =>
    post(t, '/api/games/house/play', { token, game_id: game, input, request_id: rid(), ...over });
  const verify = (round: HouseRound, serverSeed: string, over: Record<string, unknown> = {}) =>
    post(t, '/api/games/house/verify', {
      game_id: round.game_id,
      server_seed: serverSeed,
      server_seed_hash: round.server_seed_hash,
      client_seed: round.client_seed,
      nonce: round.nonce,
      input: round.input,
      outcome: round.outcome,
      stake: round.stake,
      win: round.win,
      ...over,
    });

  async function player(baht: number, game = 'siam-treasure') {
    const m = await fundedMember(t, baht);
    const { token } = await launch(t, m.token, m.wallet, game);
    return { ...m, launch: token };
  }

  it('opens a session: the game, its limits in baht, the wallet, the balance and the committed seed', async () => {
    const p = await player(500);
    const s = expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${p.launch}`));
    expect(s).toMatchObject({
      game_id: 'siam-treasure',
      demo: false,
      is_mobile: false,
      wallet: { id: p.wallet, wallet_name: 'กระเป๋าหลัก' },
      balance: 500,
      limits: { min_bet: 1, max_bet: 1_000, bet_step: 0.2 },
    });
    expect(s.seed.nonce).toBe(0);
    expect(s.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((s.description as { rules: string[] }).rules[0]).toMatch(/[\u0E00-\u0E7F]/);
    // The same pair until it is rotated.
    expect(expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${p.launch}`)).seed).toEqual(s.seed);
    expect(errorOf(await get(t, `/api/games/house/session?token=gl_${'a'.repeat(43)}`)).error).toBe(Errors.GAME_TOKEN_INVALID.code);
    expect((await get(t, '/api/games/house/session?token=abc')).statusCode).toBe(422);
    expect((await get(t, '/api/games/house/session')).statusCode).toBe(422);
  });

  it('a slot spin moves bet and win through the ledger, records slot turnover, and its proof verifies after rotation', async () => {
    const p = await player(1_000);
    const session = expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${p.launch}`));
    const rounds: HousePlayData[] = [];
    // Spin until one wins (about one spin in three does), so both legs of a round are exercised.
    while (!rounds.some((r) => r.win > 0)) {
      expect(rounds.length).toBeLessThan(200);
      rounds.push(expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 200 })));
    }
    rounds.forEach((r, i) => {
      expect(r).toMatchObject({ game_id: 'siam-treasure', stake: 2, demo: false, replayed: false, nonce: i, server_seed: null });
      expect(r.server_seed_hash).toBe(session.seed.server_seed_hash);
      expect(r.next_seed).toEqual({ ...session.seed, nonce: i + 1 });
    });
    const staked = rounds.length * 200;
    const won = rounds.reduce((s, r) => s + Math.round(r.win * 100), 0);
    expect(await availableOf(t, p.wallet)).toBe(100_000 - staked + won);
    expect(rounds.at(-1)?.balance).toBe((100_000 - staked + won) / 100);
    expect(await turnoverOf(t, p.id, 'slot')).toEqual({ stake: staked, payout: won, count: rounds.length });
    const winner = rounds.find((r) => r.win > 0) as HousePlayData;
    const kinds = await t.handle.db
      .selectFrom('ledger_transfer')
      .select(['kind', 'amount', 'reference'])
      .where('idempotency_key', 'like', `g%:house:${p.id}:%`)
      .orderBy('id')
      .execute();
    expect(kinds.filter((k) => k.kind === 'game_bet')).toHaveLength(rounds.length);
    expect(kinds.filter((k) => k.kind === 'game_win').map((k) => k.amount)).toEqual(
      rounds.filter((r) => r.win > 0).map((r) => Math.round(r.win * 100)),
    );
    expect(kinds[0].reference).toBe('สมบัติสยาม');

    // Before rotation the server seed is secret; after it, every round verifies.
    const listed = expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${p.launch}`)).rounds;
    expect(listed.map((r) => r.round_id)).toEqual(rounds.map((r) => r.round_id).reverse());
    expect(listed.every((r) => r.server_seed === null)).toBe(true);
    const rotated = expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token: p.launch, client_seed: 'somchai-2024' }));
    expect(rotated.revealed?.server_seed_hash).toBe(session.seed.server_seed_hash);
    expect(rotated.revealed?.rounds_played).toBe(rounds.length);
    const seed = rotated.revealed?.server_seed as string;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(session.seed.server_seed_hash);
    expect(rotated.seed).toMatchObject({ client_seed: 'somchai-2024', nonce: 0 });
    expect(rotated.seed.server_seed_hash).not.toBe(session.seed.server_seed_hash);

    const revealed = expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${p.launch}&limit=100`)).rounds;
    expect(revealed.every((r) => r.server_seed === seed)).toBe(true);
    const check = expectOk<HouseVerifyData>(await verify(revealed.find((r) => r.round_id === winner.round_id) as HouseRound, seed));
    expect(check).toMatchObject({ valid: true, hash_matches: true, outcome_matches: true, reason: null });
    expect(check.recomputed).toMatchObject({ stake: 2, win: winner.win });
    // A tampered record or a wrong seed does not verify.
    const tampered = expectOk<HouseVerifyData>(await verify(revealed[0], seed, { win: revealed[0].win + 1 }));
    expect(tampered).toMatchObject({ valid: false, hash_matches: true, outcome_matches: false });
    const wrongSeed = expectOk<HouseVerifyData>(await verify(revealed[0], 'ab'.repeat(32)));
    expect(wrongSeed).toMatchObject({ valid: false, hash_matches: false, recomputed: null });
    expect(wrongSeed.reason).toMatch(/[\u0E00-\u0E7F]/);
    // The next round plays with the new pair.
    const next = expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 200 }));
    expect(next).toMatchObject({ nonce: 0, client_seed: 'somchai-2024', server_seed_hash: rotated.seed.server_seed_hash });
  });

  it('answers a retried request with the round it already played, never playing twice', async () => {
    const p = await player(100);
    const request_id = rid();
    const first = expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 100 }, { request_id }));
    const counts = await moneyCounts(t);
    const again = expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 100 }, { request_id }));
    expect(again).toMatchObject({ round_id: first.round_id, nonce: first.nonce, win: first.win, outcome: first.outcome, replayed: true });
    expect(again.balance).toBe(first.balance);
    expect(await moneyCounts(t)).toEqual(counts);
    // The same request id with another stake is a different request: refused.
    expect(errorOf(await play(p.launch, 'siam-treasure', { bet: 200 }, { request_id })).error).toBe(Errors.GAME_REQUEST_CONFLICT.code);
    // At once, many times: one round.
    const burst = rid();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => play(p.launch, 'siam-treasure', { bet: 100 }, { request_id: burst })),
    );
    const ids = new Set(answers.map((r) => expectOk<HousePlayData>(r).round_id));
    expect(ids.size).toBe(1);
    expect((await moneyCounts(t)).rounds).toBe(counts.rounds + 1);
  });

  it('parallel spins of one member each take their own nonce and keep the balance exact', async () => {
    const p = await player(1_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => play(p.launch, 'siam-treasure', { bet: 500 })));
    const rounds = results.map((r) => expectOk<HousePlayData>(r));
    expect(new Set(rounds.map((r) => r.nonce)).size).toBe(12);
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    const won = rounds.reduce((s, r) => s + Math.round(r.win * 100), 0);
    expect(await availableOf(t, p.wallet)).toBe(100_000 - 12 * 500 + won);
  });

  it('keeps nonces and money exact when two server processes play one token, and one of them rotates the pair', async () => {
    // A second process: its own HousePlay (own memory of tokens) on the same database.
    const accounts = new HouseGameAccounts(t.handle.db, 16);
    await accounts.prepare(['house']);
    const other = new HousePlay(t.handle.db, new GameWallet(t.handle.db, accounts, { ...t.config.games, ...t.config.batch }));
    const p = await player(1_000);
    const viaOther = (over: Record<string, unknown> = {}) =>
      other.play({ token: p.launch, game_id: 'siam-treasure', input: { bet: 100 }, request_id: rid(), ...over });
    const rounds: HousePlayData[] = [];
    for (let i = 0; i < 4; i++) {
      rounds.push(expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 100 })));
      rounds.push(await viaOther()); // plays on the nonce this process remembers: stale after the first, read again
    }
    rounds.push(
      ...(await Promise.all([
        viaOther(),
        viaOther(),
        play(p.launch, 'siam-treasure', { bet: 100 }).then((r) => expectOk<HousePlayData>(r)),
      ])),
    );
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i));
    // Rotated through the API (this process); the other still remembers the old pair and must not play on it.
    expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token: p.launch, client_seed: 'rotated-elsewhere' }));
    const after = await viaOther();
    expect(after).toMatchObject({ nonce: 0, client_seed: 'rotated-elsewhere' });
    expect(after.server_seed_hash).not.toBe(rounds[0].server_seed_hash);
    const won = [...rounds, after].reduce((sum, r) => sum + Math.round(r.win * 100), 0);
    expect(await availableOf(t, p.wallet)).toBe(100_000 - 12 * 100 + won);
  });

  it('refuses a spin the wallet cannot pay with the balance, and gives the nonce back', async () => {
    const p = await player(3);
    const s = expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${p.launch}`));
    const counts = await moneyCounts(t);
    const res = errorOf(await play(p.launch, 'siam-treasure', { bet: 400 }));
    expect(res).toMatchObject({ status: 200, error: Errors.INSUFFICIENT_FUNDS.code, data: { balance: 3 } });
    expect(await moneyCounts(t)).toEqual(counts);
    const ok = expectOk<HousePlayData>(await play(p.launch, 'siam-treasure', { bet: 100 }));
    expect(ok.nonce).toBe(s.seed.nonce);
  });

  it("validates the game's input with its Thai messages (422 naming input fields)", async () => {
    const p = await player(100);
    const counts = await moneyCounts(t);
    const cases: [unknown, string][] = [
      [{ bet: 110 }, 'input.bet'],
      [{ bet: -20 }, 'input.bet'],
      [{ bet: 0 }, 'input.bet'],
      [{ bet: '100' }, 'input.bet'],
      [{ bet: 100.5 }, 'input.bet'],
      [{ bet: 200_000 }, 'input.bet'],
      [{ bet: 100, buyFeature: 'yes' }, 'input.buyFeature'],
      [null, 'input'],
    ];
    for (const [input, field] of cases) {
      const res = await play(p.launch, 'siam-treasure', input);
      expect(res.statusCode, JSON.stringify(input)).toBe(422);
      expect(res.json().data.fields[field], JSON.stringify(input)).toMatch(/[\u0E00-\u0E7F]/);
    }
    for (const body of [
      { token: p.launch, game_id: 'siam-treasure', input: { bet: 100 } },
      { token: p.launch, game_id: 'siam-treasure', input: { bet: 100 }, request_id: 'short' },
      { token: 'nope', game_id: 'siam-treasure', input: { bet: 100 }, request_id: rid() },
      { token: p.launch, game_id: 'siam-treasure', input: { bet: 100 }, request_id: rid(), client_seed: 'has space' },
    ]) {
      expect((await post(t, '/api/games/house/play', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await moneyCounts(t)).toEqual(counts);
  });

  it('refuses another game than the token opened, a sandbox token, a changed client seed, an expired token and a self-excluded member', async () => {
    const p = await player(100);
    const counts = await moneyCounts(t);
    expect(errorOf(await play(p.launch, 'baccarat', { bets: { banker: 1_000 } })).error).toBe(Errors.GAME_NOT_FOUND.code);
    const sbx = await launch(t, p.token, p.wallet, 'sbx-coin-toss', 'sandbox');
    expect(errorOf(await play(sbx.token, 'sbx-coin-toss', {})).error).toBe(Errors.GAME_TOKEN_INVALID.code);
    expect(errorOf(await play(p.launch, 'siam-treasure', { bet: 100 }, { client_seed: 'another-seed' })).error).toBe(
      Errors.GAME_SEED_ROTATE_FIRST.code,
    );
    await t.handle.db
      .insertInto('self_exclusion')
      .values({ member_id: p.id, until: new Date(Date.now() + 3_600_000), period: '1d' })
      .execute();
    expect(errorOf(await play(p.launch, 'siam-treasure', { bet: 100 })).error).toBe(Errors.SELF_EXCLUDED.code);
    await t.handle.db.deleteFrom('self_exclusion').where('member_id', '=', p.id).execute();
    await t.handle.db
      .updateTable('game_session')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', hashToken(p.launch))
      .execute();
    expect(errorOf(await play(p.launch, 'siam-treasure', { bet: 100 })).error).toBe(Errors.GAME_TOKEN_EXPIRED.code);
    expect(await moneyCounts(t)).toEqual(counts);
  });

  it('plays baccarat, hi-lo and fishing (each shot a round) with verifiable proofs', async () => {
    const inputs: Record<string, unknown> = {
      baccarat: { bets: { banker: 10_000, tie: 1_000 } },
      hilo: {
        bets: [
          { type: 'high', amount: 5_000 },
          { type: 'combo', value: [6, 2], amount: 1_000 },
        ],
      },
      'golden-fish': { bet: 100, fish: 'clownfish' },
    };
    for (const [game, input] of Object.entries(inputs)) {
      const p = await player(1_000, game);
      const rounds = [];
      for (let i = 0; i < 3; i++) rounds.push(expectOk<HousePlayData>(await play(p.launch, game, input)));
      const product = game === 'golden-fish' ? 'fishing' : 'casino';
      const turnover = await turnoverOf(t, p.id, product);
      expect(turnover?.count, game).toBe(3);
      expect(turnover?.stake).toBe(rounds.reduce((s, r) => s + Math.round(r.stake * 100), 0));
      expect(turnover?.payout).toBe(rounds.reduce((s, r) => s + Math.round(r.win * 100), 0));
      const { revealed } = expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token: p.launch }));
      const listed = expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${p.launch}&game_id=${game}`)).rounds;
      expect(listed).toHaveLength(3);
      for (const r of listed) expect(expectOk<HouseVerifyData>(await verify(r, revealed?.server_seed as string)).valid, game).toBe(true);
    }
  });

  it("lists only the token owner's rounds, and validates the list query", async () => {
    const a = await player(100);
    const b = await player(100);
    expectOk(await play(a.launch, 'siam-treasure', { bet: 100 }));
    expect(expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${b.launch}`)).rounds).toEqual([]);
    expect(expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${a.launch}`)).rounds).toHaveLength(1);
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'game_id=']) {
      expect((await get(t, `/api/games/house/rounds?token=${a.launch}&${q}`)).statusCode, q).toBe(422);
    }
  });

  it('rotates without a new client seed (keeps the old one) and validates the seed body', async () => {
    const p = await player(10);
    const s = expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${p.launch}`));
    const r = expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token: p.launch }));
    expect(r.revealed).toMatchObject({ server_seed_hash: s.seed.server_seed_hash, client_seed: s.seed.client_seed, rounds_played: 0 });
    expect(r.seed.client_seed).toBe(s.seed.client_seed);
    for (const client_seed of ['', 'a'.repeat(65), 'ก', 'a b']) {
      expect((await post(t, '/api/games/house/seed', { token: p.launch, client_seed })).statusCode, client_seed).toBe(422);
    }
  });

  it('verify validates its body and refuses an input the game would not take', async () => {
    const base = {
      game_id: 'siam-treasure',
      server_seed: 'ab'.repeat(32),
      server_seed_hash: 'cd'.repeat(32),
      client_seed: 'x',
      nonce: 0,
      input: { bet: 100 },
      outcome: {},
      stake: 1,
      win: 0,
    };
    for (const over of [{ server_seed: 'xyz' }, { nonce: -1 }, { nonce: 1.5 }, { stake: -1 }, { win: 1.001 }, { client_seed: '' }]) {
      expect((await post(t, '/api/games/house/verify', { ...base, ...over })).statusCode, JSON.stringify(over)).toBe(422);
    }
    expect(expectOk<HouseVerifyData>(await post(t, '/api/games/house/verify', { ...base, input: { bet: 3 } }))).toMatchObject({
      valid: false,
    });
    expect(expectOk<HouseVerifyData>(await post(t, '/api/games/house/verify', { ...base, game_id: 'nope' }))).toMatchObject({
      valid: false,
    });
  });

  describe('demo', () => {
    async function demo(game = 'siam-treasure') {
      const link = expectOk<{ link: string }>(
        await post(t, '/api/game/demo', {
          game_id: game,
          provider_id: 'house',
          is_mobile: true,
          source: 'slot',
          agent_code: t.config.agentCode,
        }),
      ).link;
      return new URL(link, 'http://x').searchParams.get('token') as string;
    }

    it('plays on play money and never touches the ledger', async () => {
      const token = await demo();
      const before = await moneyCounts(t);
      const ledger = await t.handle.db
        .selectFrom('ledger_transfer')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const s = expectOk<HouseSessionData>(await get(t, `/api/games/house/session?token=${token}`));
      expect(s).toMatchObject({ demo: true, wallet: null, balance: 10_000, is_mobile: true });
      let balance = 1_000_000;
      for (let i = 0; i < 5; i++) {
        const r = expectOk<HousePlayData>(await play(token, 'siam-treasure', { bet: 1_000 }));
        balance += Math.round(r.win * 100) - 1_000;
        expect(r).toMatchObject({ demo: true, nonce: i, balance: balance / 100 });
      }
      const after = await moneyCounts(t);
      expect(after.transfers).toBe(before.transfers);
      expect(after.txns).toBe(before.txns);
      expect(after.turnover).toBe(before.turnover);
      expect(
        await t.handle.db
          .selectFrom('ledger_transfer')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual(ledger);
      const { revealed } = expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token }));
      const rounds = expectOk<{ rounds: HouseRound[] }>(await get(t, `/api/games/house/rounds?token=${token}`)).rounds;
      expect(rounds).toHaveLength(5);
      expect(expectOk<HouseVerifyData>(await verify(rounds[0], revealed?.server_seed as string)).valid).toBe(true);
    });

    it('refuses a demo stake above the play money, and an expired demo', async () => {
      const token = await demo('golden-fish');
      await t.handle.db.updateTable('game_demo_session').set({ balance: 50 }).where('token_hash', '=', hashToken(token)).execute();
      expect(errorOf(await play(token, 'golden-fish', { bet: 100, fish: 'shark' }))).toMatchObject({
        error: Errors.GAME_DEMO_FUNDS.code,
        data: { balance: 0.5 },
      });
      expectOk(await play(token, 'golden-fish', { bet: 50, fish: 'shark' }));
      await t.handle.db
        .updateTable('game_demo_session')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(errorOf(await play(token, 'golden-fish', { bet: 10, fish: 'shark' })).error).toBe(Errors.GAME_TOKEN_EXPIRED.code);
    });
  });
});
