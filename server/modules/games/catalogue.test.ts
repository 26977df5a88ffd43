import { Errors } from '@contract/errors';
import type { GameItem, GameLobbyData, LobbyConfig, ProviderLobbyConfig } from '@contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_DISPLAY_NAME } from '../../games/provider';
import {
  createTestApp,
  engineName,
  errorOf,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fundedMember,
  get,
  launch,
  type TestContext,
} from '../../test';

describe(`games catalogue and lobbies (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  it('lists every game with its artwork, provider and tags', async () => {
    const games = expectOk<GameItem[]>(await get(t, '/api/game/list'));
    const ids = games.map((g) => g.game_id);
    expect(ids).toEqual(
      expect.arrayContaining(['siam-treasure', 'baccarat', 'hilo', 'golden-fish', 'sbx-coin-toss', 'sbx-virtual-football']),
    );
    for (const g of games) {
      expect(g.image).toBe(`/images/games/${g.game_id}.svg`);
      expect(g.categories[0]).toBe(g.category);
      expect(g.name).toBe(g.name_th);
      expect(g.provider_name).not.toBe('');
    }
    expect(games.find((g) => g.game_id === 'siam-treasure')).toMatchObject({
      provider_id: 'house',
      category: 'slot',
      categories: ['slot', 'freespin'],
    });
  });

  it('filters by category and provider, and honours the limit (default 60)', async () => {
    const slots = expectOk<GameItem[]>(await get(t, '/api/game/list?category=slot'));
    expect(slots.map((g) => g.game_id)).toEqual(['siam-treasure']);
    const freespin = expectOk<GameItem[]>(await get(t, '/api/game/list?category=freespin'));
    expect(freespin.map((g) => g.game_id)).toEqual(['siam-treasure']);
    const sport = expectOk<GameItem[]>(await get(t, '/api/game/list?category=sport'));
    expect(sport.map((g) => g.game_id)).toEqual(['sbx-virtual-football']);
    const sandbox = expectOk<GameItem[]>(await get(t, '/api/game/list?provider=sandbox'));
    expect(sandbox.every((g) => g.provider_id === 'sandbox')).toBe(true);
    expect(sandbox.length).toBe(3);
    expect(expectOk<GameItem[]>(await get(t, '/api/game/list?limit=2'))).toHaveLength(2);
    expect(expectOk<GameItem[]>(await get(t, '/api/game/list?provider=nobody'))).toEqual([]);
  });

  it('refuses bad list queries with Thai messages', async () => {
    for (const q of ['limit=0', 'limit=-3', 'limit=1.5', 'limit=abc', 'limit=5000', 'category=poker']) {
      const res = await get(t, `/api/game/list?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('answers a lobby: providers with their games in the category and the hot list', async () => {
    const casino = expectOk<GameLobbyData>(await get(t, '/api/game/lobby?category=casino'));
    expect(casino.category).toBe('casino');
    expect(casino.providers.map((p) => p.provider_id)).toEqual(['house', 'sandbox']);
    // docs/games.md "Provider names": members see display names (the sandbox sets none: the Thai default).
    expect(casino.providers.map((p) => p.provider_name)).toEqual(['โกลด์เฮาส์', DEFAULT_PROVIDER_DISPLAY_NAME]);
    expect(casino.providers.flatMap((p) => p.games.map((g) => g.provider_name))).not.toContain('Sandbox Games');
    const tabs = expectOk<LobbyConfig>(await get(t, '/api/lobby/configs?lobby_key=casino')).tabs;
    expect(tabs.filter((x) => x.provider_id).map((x) => x.label)).toEqual(['โกลด์เฮาส์', DEFAULT_PROVIDER_DISPLAY_NAME]);
    expect(casino.providers[0].games.map((g) => g.game_id)).toEqual(['baccarat', 'hilo']);
    expect(casino.hot.every((g) => g.tags.includes('hot') && g.categories.includes('casino'))).toBe(true);
    expect(casino.hot.map((g) => g.game_id)).toContain('baccarat');
    const all = expectOk<GameLobbyData>(await get(t, '/api/game/lobby'));
    expect(all.category).toBeNull();
    expect(all.providers.flatMap((p) => p.games).length).toBe(7);
    // Unknown query keys are passed through (docs/wire-format.md "Calls").
    expect(expectOk<GameLobbyData>(await get(t, '/api/game/lobby?category=slot&page=2')).providers).toHaveLength(1);
    expect((await get(t, '/api/game/lobby?category=lotto')).statusCode).toBe(422);
  });

  it('answers each lobby config with Thai title, banner and tabs', async () => {
    for (const key of ['slot', 'casino', 'fishing', 'sport', 'freespin']) {
      const c = expectOk<LobbyConfig>(await get(t, `/api/lobby/configs?lobby_key=${key}`));
      expect(c.lobby_key).toBe(key);
      expect(c.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(c.empty_text).toMatch(/[\u0E00-\u0E7F]/);
      expect(c.tabs.slice(0, 4).map((x) => x.key)).toEqual(['all', 'hot', 'new', 'last']);
      expect(c.game_count).toBeGreaterThan(0);
    }
    const sport = expectOk<LobbyConfig>(await get(t, '/api/lobby/configs?lobby_key=sport'));
    expect(sport.tabs.filter((x) => x.provider_id).map((x) => x.provider_id)).toEqual(['sandbox']);
    expect(sport.empty_text).toBe('ยังไม่มีผู้ให้บริการเกมกีฬาในขณะนี้');
    for (const q of ['', '?lobby_key=', '?lobby_key=%20%20']) expect((await get(t, `/api/lobby/configs${q}`)).statusCode, q).toBe(422);
  });

  it("answers a provider's own lobby by its id in any case: its name, its categories as tabs, its game count", async () => {
    const sandbox = await get(t, '/api/lobby/configs?lobby_key=SANDBOX');
    expect(sandbox.statusCode).toBe(200);
    const c = expectOk<ProviderLobbyConfig>(sandbox);
    const games = expectOk<GameItem[]>(await get(t, '/api/game/list?provider=sandbox'));
    expect(c).toMatchObject({
      kind: 'provider',
      lobby_key: 'sandbox',
      provider_id: 'sandbox',
      // Members see the provider's display name, never the operators' 'Sandbox Games'.
      title: DEFAULT_PROVIDER_DISPLAY_NAME,
      subtitle: `รวมเกมทั้งหมดของ ${DEFAULT_PROVIDER_DISPLAY_NAME}`,
      empty_text: 'ไม่พบเกม',
    });
    expect(c.search_placeholder).toMatch(/[\u0E00-\u0E7F]/);
    expect(c.game_count).toBe(games.length);
    // 'all', then one tab per category the provider's games are listed in, in the site's order.
    const categories = new Set(games.flatMap((g) => g.categories));
    expect(c.tabs[0]).toEqual({ key: 'all', label: 'ทั้งหมด', category: null });
    expect(c.tabs.slice(1).map((x) => x.category)).toEqual(
      ['slot', 'casino', 'fishing', 'sport', 'freespin'].filter((k) => categories.has(k as never)),
    );
    expect(c.tabs.slice(1).map((x) => x.label)).toEqual(expect.arrayContaining(['คาสิโน', 'กีฬา']));
    expect(c.tabs.every((x) => x.key === (x.category ? `category:${x.category}` : 'all'))).toBe(true);
    // The same answer for the catalogue's own spelling.
    expect(expectOk<ProviderLobbyConfig>(await get(t, '/api/lobby/configs?lobby_key=sandbox'))).toEqual(c);
    const house = expectOk<ProviderLobbyConfig>(await get(t, '/api/lobby/configs?lobby_key=house'));
    expect(house.title).toBe('โกลด์เฮาส์');
    expect(house.tabs.map((x) => x.category)).toEqual([null, 'slot', 'casino', 'fishing', 'freespin']);
    // A category lobby keeps its own shape (no provider kind).
    expect(expectOk<LobbyConfig & { kind?: string }>(await get(t, '/api/lobby/configs?lobby_key=casino')).kind).toBeUndefined();
  });

  it('answers an unknown or switched-off provider with the Thai not-found error, and refuses malformed keys', async () => {
    for (const key of ['nobody', 'lotto', 'SLOT']) {
      const body = expectError(await get(t, `/api/lobby/configs?lobby_key=${key}`), Errors.GAME_LOBBY_NOT_FOUND.code);
      expect(body.message, key).toBe('ไม่พบค่ายเกมนี้ หรือค่ายเกมปิดให้บริการชั่วคราว');
    }
    await t.handle.db.updateTable('game_provider').set({ active: false }).where('id', '=', 'sandbox').execute();
    try {
      expectError(await get(t, '/api/lobby/configs?lobby_key=sandbox'), Errors.GAME_LOBBY_NOT_FOUND.code);
    } finally {
      await t.handle.db.updateTable('game_provider').set({ active: true }).where('id', '=', 'sandbox').execute();
    }
    expect(expectOk<ProviderLobbyConfig>(await get(t, '/api/lobby/configs?lobby_key=sandbox')).provider_id).toBe('sandbox');
    // Validated against the contract's schema: 422 with the field's Thai message.
    for (const key of ['san%20dbox', '-sandbox', 'x'.repeat(65), '%E0%B8%84%E0%B9%88%E0%B8%B2%E0%B8%A2', 'a/b']) {
      expectInvalid(await get(t, `/api/lobby/configs?lobby_key=${key}`), 'lobby_key');
    }
  });

  it('reads the catalogue from its table, so an operator edit shows at once', async () => {
    await t.handle.db
      .updateTable('game')
      .set({ name_th: 'บาคาร่าสด', tags: ['new'] })
      .where('game_id', '=', 'baccarat')
      .execute();
    await t.handle.db.updateTable('game').set({ active: false }).where('game_id', '=', 'hilo').execute();
    const casino = expectOk<GameItem[]>(await get(t, '/api/game/list?category=casino&provider=house'));
    expect(casino.map((g) => [g.game_id, g.name, g.tags])).toEqual([['baccarat', 'บาคาร่าสด', ['new']]]);
    await t.handle.db
      .updateTable('game')
      .set({ name_th: 'บาคาร่า', tags: ['hot'] })
      .where('game_id', '=', 'baccarat')
      .execute();
    await t.handle.db.updateTable('game').set({ active: true }).where('game_id', '=', 'hilo').execute();
  });

  it("keeps the member's last played list, latest first, for the member only", async () => {
    const a = await fundedMember(t, 0);
    const b = await fundedMember(t, 0);
    expect(expectOk<unknown[]>(await get(t, '/api/game/recent', a.token))).toEqual([]);
    await launch(t, a.token, a.wallet, 'baccarat');
    await launch(t, a.token, a.wallet, 'siam-treasure');
    await launch(t, a.token, a.wallet, 'baccarat');
    const recent = expectOk<{ game_id: string; launches: number }[]>(await get(t, '/api/game/recent', a.token));
    expect(recent.map((g) => [g.game_id, g.launches])).toEqual([
      ['baccarat', 2],
      ['siam-treasure', 1],
    ]);
    expect(expectOk<unknown[]>(await get(t, '/api/game/recent', b.token))).toEqual([]);
    expect(errorOf(await get(t, '/api/game/recent')).status).toBe(401);
  });
});
