import { randomUUID } from 'node:crypto';
import type { AdminGame, AdminGamePage, AdminGameProvider, AdminRoundPage, AdminRoundVerifyData } from '@contract/admin-games';
import { Errors } from '@contract/errors';
import type { GameItem, GameLobbyData, HousePlayData, HouseSeedData, HouseVerifyData } from '@contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fundedMember,
  get,
  launch,
  makeOperator,
  moneyCounts,
  post,
  put,
  type TestContext,
  walletCall,
} from '../../test';

/**
 * The back office's games desk: provider and game switches (honoured by the member's lobby,
 * launcher, in-house play and the seamless wallet), the catalogue list, and the round look-up whose
 * proof the member's own verifier accepts.
 */
describe(`admin games desk (${engineName()})`, () => {
  let t: TestContext;
  let support: string;
  let finance: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = (await makeOperator(t, 'support')).token;
    finance = (await makeOperator(t, 'finance')).token;
    admin = (await makeOperator(t, 'admin')).token;
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const rid = () => `req-${randomUUID()}`;
  const spin = (token: string) =>
    post(t, '/api/games/house/play', { token, game_id: 'siam-treasure', input: { bet: 200 }, request_id: rid() });
  const lobbyIds = async () =>
    expectOk<GameLobbyData>(await get(t, '/api/game/lobby')).providers.flatMap((p) => p.games.map((g) => `${p.provider_id}/${g.game_id}`));
  const listIds = async () => expectOk<GameItem[]>(await get(t, '/api/game/list?limit=200')).map((g) => g.game_id);
  const switchGame = (id: string, enabled: boolean, token = support) => put(t, `/api/admin/games/${id}`, { enabled }, token);
  const switchProvider = (id: string, enabled: boolean, token = support) => put(t, `/api/admin/games/providers/${id}`, { enabled }, token);
  const auditOf = (target: string) =>
    t.handle.db.selectFrom('operator_audit').select(['action', 'detail']).where('target', '=', target).orderBy('id').execute();

  describe('providers', () => {
    it('lists each provider with its switch, whether it runs here and its game counts', async () => {
      const providers = expectOk<AdminGameProvider[]>(await get(t, '/api/admin/games/providers', finance));
      const house = providers.find((p) => p.id === 'house');
      const sandbox = providers.find((p) => p.id === 'sandbox');
      expect(house).toMatchObject({ enabled: true, running: true });
      expect(sandbox).toMatchObject({ enabled: true, running: true, game_count: 3, enabled_games: 3 });
      const houseGames = await t.handle.db.selectFrom('game').select('game_id').where('provider_id', '=', 'house').execute();
      expect(house?.game_count).toBe(houseGames.length);
      expect(house?.enabled_games).toBe(houseGames.length);
    });

    it('a provider switched off leaves the lobbies, refuses launch and every bet of an open game, and comes back when on', async () => {
      const m = await fundedMember(t, 100);
      const { token } = await launch(t, m.token, m.wallet, 'siam-treasure');
      const sbx = await launch(t, m.token, m.wallet, 'sbx-coin-toss', 'sandbox');
      // One round first, so the server remembers the token and its seed: the switch must still hold.
      expectOk<HousePlayData>(await spin(token));
      expect(await lobbyIds()).toContain('house/siam-treasure');

      const off = expectOk<AdminGameProvider>(await switchProvider('house', false));
      expect(off).toMatchObject({ id: 'house', enabled: false });
      expect((await lobbyIds()).some((id) => id.startsWith('house/'))).toBe(false);
      expect(await listIds()).not.toContain('siam-treasure');
      expect(await lobbyIds()).toContain('sandbox/sbx-coin-toss');
      const before = await moneyCounts(t);
      expectError(
        await post(t, '/api/game/link', { wallet_id: m.wallet, game_id: 'baccarat', provider_id: 'house', is_mobile: false }, m.token),
        Errors.GAME_NOT_FOUND.code,
      );
      expectError(
        await post(t, '/api/game/demo', { game_id: 'golden-fish', provider_id: 'house', is_mobile: false, agent_code: t.config.agentCode }),
        Errors.GAME_NOT_FOUND.code,
      );
      const refused = expectError(await spin(token), Errors.GAME_SWITCHED_OFF.code);
      expect(refused.message).toBe('เกมนี้ปิดให้บริการชั่วคราว กรุณาเลือกเกมอื่นจากหน้าล็อบบี้');
      expectError(await get(t, `/api/games/house/session?token=${token}`), Errors.GAME_SWITCHED_OFF.code);
      expect(await moneyCounts(t)).toEqual(before);
      // The other provider plays on.
      expectOk(await walletCall(t, 'bet', { token: sbx.token, txn_id: rid(), round_id: rid(), game_id: 'sbx-coin-toss', amount: 1 }));

      expectOk(await switchProvider('house', true));
      expect(await lobbyIds()).toContain('house/siam-treasure');
      expectOk<HousePlayData>(await spin(token));
      expect((await auditOf('game_provider:house')).map((a) => a.action)).toEqual(['game_provider.disable', 'game_provider.enable']);
    });

    it('refuses an unknown provider and a bad body in Thai', async () => {
      expectError(await switchProvider('nope', false), Errors.NOT_FOUND.code, 404);
      expectInvalid(await put(t, '/api/admin/games/providers/house', { enabled: 'no' }, support), 'enabled');
    });
  });

  describe('games', () => {
    it('a game switched off leaves lobby and list, refuses launch, demo, play and wallet bets; wins still settle', async () => {
      const m = await fundedMember(t, 100);
      const house = await launch(t, m.token, m.wallet, 'siam-treasure');
      const sbx = await launch(t, m.token, m.wallet, 'sbx-coin-toss', 'sandbox');
      const demoLink = expectOk<{ link: string }>(
        await post(t, '/api/game/demo', {
          game_id: 'siam-treasure',
          provider_id: 'house',
          is_mobile: false,
          agent_code: t.config.agentCode,
        }),
      ).link;
      const demoToken = new URL(demoLink, 'http://x').searchParams.get('token') ?? '';
      expectOk<HousePlayData>(await spin(house.token));
      const betTxn = rid();
      expectOk(await walletCall(t, 'bet', { token: sbx.token, txn_id: betTxn, round_id: 'r1', game_id: 'sbx-coin-toss', amount: 2 }));

      const off = expectOk<AdminGame>(await switchGame('siam-treasure', false));
      expect(off).toMatchObject({ game_id: 'siam-treasure', provider_id: 'house', enabled: false, provider_enabled: true });
      expectOk(await switchGame('sbx-coin-toss', false));
      expect(await lobbyIds()).not.toContain('house/siam-treasure');
      expect(await listIds()).not.toContain('sbx-coin-toss');
      expect(await listIds()).toContain('baccarat');
      const slotLobby = expectOk<GameLobbyData>(await get(t, '/api/game/lobby?category=freespin'));
      expect(slotLobby.providers.flatMap((p) => p.games.map((g) => g.game_id))).not.toContain('siam-treasure');

      expectError(
        await post(t, '/api/game/link', { wallet_id: m.wallet, game_id: 'siam-treasure', provider_id: 'house', is_mobile: false }, m.token),
        Errors.GAME_NOT_FOUND.code,
      );
      expectError(
        await post(t, '/api/game/wallets', { game_id: 'siam-treasure', provider_id: 'house' }, m.token),
        Errors.GAME_NOT_FOUND.code,
      );
      expectError(await spin(house.token), Errors.GAME_SWITCHED_OFF.code);
      expectError(
        await post(t, '/api/games/house/play', { token: demoToken, game_id: 'siam-treasure', input: { bet: 200 }, request_id: rid() }),
        Errors.GAME_SWITCHED_OFF.code,
      );
      expectError(await get(t, `/api/games/house/session?token=${demoToken}`), Errors.GAME_SWITCHED_OFF.code);
      expectError(
        await walletCall(t, 'bet', { token: sbx.token, txn_id: rid(), round_id: 'r2', game_id: 'sbx-coin-toss', amount: 2 }),
        Errors.GAME_SWITCHED_OFF.code,
      );
      // A round already running settles: its win is paid though the game is off.
      expect(expectOk(await walletCall(t, 'win', { token: sbx.token, txn_id: rid(), bet_txn_id: betTxn, amount: 4 }))).toMatchObject({
        amount: 4,
      });
      // The history stays readable.
      expect(expectOk<{ rounds: unknown[] }>(await get(t, `/api/games/house/rounds?token=${house.token}`)).rounds).toHaveLength(1);

      expectOk(await switchGame('siam-treasure', true));
      expectOk(await switchGame('sbx-coin-toss', true));
      expectOk<HousePlayData>(await spin(house.token));
      expect((await auditOf('game:house:siam-treasure')).map((a) => a.action)).toEqual(['game.disable', 'game.enable']);
      expect((await auditOf('game:house:siam-treasure'))[0].detail).toEqual({ from: true, to: false });
    });

    it('lists every game with filters, server sort and pages', async () => {
      const all = expectOk<AdminGamePage>(await get(t, '/api/admin/games?page_size=100', support));
      expect(all.total).toBe(all.items.length);
      expect(all.items[0].provider_id).toBe('house');
      const sbx = expectOk<AdminGamePage>(await get(t, '/api/admin/games?provider=sandbox', finance));
      expect(sbx.items.map((g) => g.game_id).sort()).toEqual(['sbx-coin-toss', 'sbx-dragon-tiger', 'sbx-virtual-football']);

      const byName = expectOk<AdminGamePage>(await get(t, '/api/admin/games?sort=name&dir=asc&page_size=100', support));
      const names = byName.items.map((g) => g.name_th);
      const bySort = expectOk<AdminGamePage>(await get(t, '/api/admin/games?sort=sort&dir=asc&page_size=100', support));
      const sorts = bySort.items.map((g) => g.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      const desc = expectOk<AdminGamePage>(await get(t, '/api/admin/games?sort=name&dir=desc&page_size=100', support));
      expect(desc.items.map((g) => g.name_th)).toEqual([...names].reverse());

      const p1 = expectOk<AdminGamePage>(await get(t, '/api/admin/games?sort=name&dir=asc&page_size=2&page=1', support));
      const p2 = expectOk<AdminGamePage>(await get(t, '/api/admin/games?sort=name&dir=asc&page_size=2&page=2', support));
      expect(p1).toMatchObject({ page: 1, page_size: 2, total: all.total });
      expect([...p1.items, ...p2.items].map((g) => g.game_id)).toEqual(byName.items.slice(0, 4).map((g) => g.game_id));

      const casino = expectOk<AdminGamePage>(await get(t, '/api/admin/games?category=casino&page_size=100', support));
      expect(casino.items.length).toBeGreaterThan(0);
      expect(casino.items.every((g) => g.categories.includes('casino'))).toBe(true);

      const found = expectOk<AdminGamePage>(await get(t, `/api/admin/games?q=${encodeURIComponent('สยาม')}`, support));
      expect(found.items.map((g) => g.game_id)).toEqual(['siam-treasure']);
      expect(expectOk<AdminGamePage>(await get(t, '/api/admin/games?q=%25', support)).total).toBe(0);

      expectOk(await switchGame('baccarat', false));
      const offOnly = expectOk<AdminGamePage>(await get(t, '/api/admin/games?enabled=false', support));
      expect(offOnly.items.map((g) => g.game_id)).toEqual(['baccarat']);
      expectOk(await switchGame('baccarat', true));

      expectInvalid(await get(t, '/api/admin/games?sort=price', support), 'sort');
      expectInvalid(await get(t, '/api/admin/games?page_size=500', support), 'page_size');
      expectInvalid(await get(t, '/api/admin/games?category=bingo', support), 'category');
    });

    it('lets support and admin switch, refuses finance (403) and an unknown game', async () => {
      expect((await switchGame('baccarat', false, finance)).statusCode).toBe(403);
      expect((await switchProvider('house', false, finance)).statusCode).toBe(403);
      expectOk(await switchGame('baccarat', false, admin));
      expectOk(await switchGame('baccarat', true, admin));
      expectError(await switchGame('no-such-game', false), Errors.NOT_FOUND.code, 404);
      expect(expectOk<AdminGamePage>(await get(t, '/api/admin/games?enabled=false', support)).total).toBe(0);
    });
  });

  describe('round look-up', () => {
    it('finds a round by id and member with its proof; the verifier replays it, secret seed kept until the member rotates', async () => {
      const m = await fundedMember(t, 100);
      const { token } = await launch(t, m.token, m.wallet, 'siam-treasure');
      const played = [expectOk<HousePlayData>(await spin(token)), expectOk<HousePlayData>(await spin(token))];

      const byId = expectOk<AdminRoundPage>(await get(t, `/api/admin/games/rounds?round_id=${played[0].round_id}`, support));
      expect(byId.total).toBe(1);
      const round = byId.items[0];
      expect(round).toMatchObject({
        round_id: played[0].round_id,
        member_id: m.id,
        member_phone: m.phone,
        game_id: 'siam-treasure',
        game_name: 'สมบัติสยาม',
        stake: 2,
        win: played[0].win,
        server_seed_hash: played[0].server_seed_hash,
        client_seed: played[0].client_seed,
        nonce: 0,
        server_seed: null,
        seed_status: 'open',
      });
      expect(round.outcome).toEqual(played[0].outcome);

      for (const member of [String(m.id), m.phone]) {
        const page = expectOk<AdminRoundPage>(await get(t, `/api/admin/games/rounds?member=${member}`, finance));
        expect(page.items.map((r) => r.round_id)).toEqual([played[1].round_id, played[0].round_id]);
      }
      const paged = expectOk<AdminRoundPage>(await get(t, `/api/admin/games/rounds?member=${m.id}&page_size=1&page=2`, finance));
      expect(paged).toMatchObject({ total: 2, page: 2 });
      expect(paged.items.map((r) => r.round_id)).toEqual([played[0].round_id]);
      expect(expectOk<AdminRoundPage>(await get(t, `/api/admin/games/rounds?member=${m.id}&game_id=baccarat`, finance)).total).toBe(0);

      // While the pair is in play the check runs on the server with the secret seed.
      const open = expectOk<AdminRoundVerifyData>(await post(t, `/api/admin/games/rounds/${round.round_id}/verify`, {}, support));
      expect(open).toMatchObject({ valid: true, hash_matches: true, outcome_matches: true, seed_revealed: false });
      expect(open.recomputed?.win).toBe(played[0].win);

      // The member rotates: the seed is revealed, and the member's public verifier accepts the proof the desk shows.
      const rotated = expectOk<HouseSeedData>(await post(t, '/api/games/house/seed', { token }));
      const after = expectOk<AdminRoundPage>(await get(t, `/api/admin/games/rounds?round_id=${round.round_id}`, support)).items[0];
      expect(after).toMatchObject({ seed_status: 'revealed', server_seed: rotated.revealed?.server_seed });
      const member = expectOk<HouseVerifyData>(
        await post(t, '/api/games/house/verify', {
          game_id: after.game_id,
          server_seed: after.server_seed,
          server_seed_hash: after.server_seed_hash,
          client_seed: after.client_seed,
          nonce: after.nonce,
          input: after.input,
          outcome: after.outcome,
          stake: after.stake,
          win: after.win,
        }),
      );
      expect(member.valid).toBe(true);
      expect(expectOk<AdminRoundVerifyData>(await post(t, `/api/admin/games/rounds/${round.round_id}/verify`, {}, finance))).toMatchObject({
        valid: true,
        seed_revealed: true,
      });
    });

    it('a tampered round fails the check', async () => {
      const m = await fundedMember(t, 100);
      const { token } = await launch(t, m.token, m.wallet, 'siam-treasure');
      const played = expectOk<HousePlayData>(await spin(token));
      await t.handle.db
        .updateTable('house_round')
        .set({ win: played.win * 100 + 100_000 })
        .where('id', '=', played.round_id)
        .execute();
      const check = expectOk<AdminRoundVerifyData>(await post(t, `/api/admin/games/rounds/${played.round_id}/verify`, {}, support));
      expect(check.valid).toBe(false);
      expect(check.reason).toMatch(/[\u0E00-\u0E7F]/);
      // Put it back so the ledger and the rounds agree.
      await t.handle.db
        .updateTable('house_round')
        .set({ win: Math.round(played.win * 100) })
        .where('id', '=', played.round_id)
        .execute();
    });

    it('asks for a round id or a member, and answers an unknown round', async () => {
      expectInvalid(await get(t, '/api/admin/games/rounds', support), 'round_id', 'กรุณาระบุรหัสรอบหรือสมาชิก');
      expectInvalid(await get(t, '/api/admin/games/rounds?member=abc', support), 'member');
      expect(expectOk<AdminRoundPage>(await get(t, '/api/admin/games/rounds?round_id=999999', support)).total).toBe(0);
      expectError(await post(t, '/api/admin/games/rounds/999999/verify', {}, support), Errors.NOT_FOUND.code, 404);
    });
  });
});
