import type { GameCategory, GameItem, GameLobbyData, LobbyConfig, ProviderLobbyConfig } from '@contract/games';
import { GAME_CATEGORIES, GAME_CATEGORY_NAMES } from '@contract/games-names';

/** Catalogue answers shaped as the server gives them (server/modules/games/catalogue.ts). */
export function gameFixture(over: Partial<GameItem> & Pick<GameItem, 'game_id'>): GameItem {
  return {
    provider_id: 'house',
    sub_provider_id: 'house',
    provider_name: 'Gold House Games',
    name: over.name_th ?? over.game_id,
    name_th: over.game_id,
    name_en: over.game_id,
    category: 'slot',
    categories: ['slot'],
    image: `/images/games/${over.game_id}.svg`,
    is_demo_available: true,
    tags: [],
    ...over,
  };
}

export const siamTreasure = gameFixture({
  game_id: 'siam-treasure',
  name: 'สมบัติสยาม',
  name_th: 'สมบัติสยาม',
  name_en: 'Siam Treasure',
  categories: ['slot', 'freespin'],
  tags: ['hot', 'new'],
});
export const luckySeven = gameFixture({
  game_id: 'sbx-lucky-seven',
  provider_id: 'sandbox',
  sub_provider_id: 'sandbox',
  provider_name: 'Sandbox Games',
  name: 'เจ็ดนำโชค',
  name_th: 'เจ็ดนำโชค',
  name_en: 'Lucky Seven',
  is_demo_available: false,
});
export const baccarat = gameFixture({
  game_id: 'baccarat',
  name: 'บาคาร่า',
  name_th: 'บาคาร่า',
  name_en: 'Baccarat',
  category: 'casino',
  categories: ['casino'],
  tags: ['hot'],
});

export function lobbyFixture(category: GameCategory, games: GameItem[]): GameLobbyData {
  const providers = new Map<string, GameLobbyData['providers'][number]>();
  for (const g of games) {
    const p = providers.get(g.provider_id) ?? { provider_id: g.provider_id, provider_name: g.provider_name, games: [] };
    p.games.push(g);
    providers.set(g.provider_id, p);
  }
  return { category, providers: [...providers.values()], hot: games.filter((g) => g.tags.includes('hot')) };
}

export function configFixture(category: GameCategory, lobby: GameLobbyData, over: Partial<LobbyConfig> = {}): LobbyConfig {
  return {
    lobby_key: category,
    title: category === 'slot' ? 'สล็อต' : category === 'sport' ? 'กีฬา' : 'คาสิโน',
    subtitle: 'คำอธิบายล็อบบี้',
    banner: `/images/categories/${category}.svg`,
    empty_text: category === 'sport' ? 'ยังไม่มีผู้ให้บริการเกมกีฬาในขณะนี้' : 'ยังไม่มีเกมในขณะนี้',
    search_placeholder: 'ค้นหาเกม',
    tabs: [
      { key: 'all', label: 'ทั้งหมด', provider_id: null },
      { key: 'hot', label: 'เกมฮิต', provider_id: null },
      { key: 'new', label: 'เกมใหม่', provider_id: null },
      { key: 'last', label: 'เล่นล่าสุด', provider_id: null },
      ...lobby.providers.map((p) => ({ key: `provider:${p.provider_id}`, label: p.provider_name, provider_id: p.provider_id })),
    ],
    game_count: lobby.providers.reduce((n, p) => n + p.games.length, 0),
    ...over,
  };
}

/** A provider's own lobby as the server answers it: 'all', then one tab per category of its games. */
export function providerConfigFixture(providerId: string, name: string, games: readonly GameItem[]): ProviderLobbyConfig {
  const listed = new Set(games.flatMap((g) => g.categories));
  return {
    kind: 'provider',
    lobby_key: providerId,
    provider_id: providerId,
    title: name,
    subtitle: `รวมเกมทั้งหมดจากค่าย ${name}`,
    empty_text: 'ไม่พบเกม',
    search_placeholder: 'ค้นหาชื่อเกม',
    tabs: [
      { key: 'all', label: 'ทั้งหมด', category: null },
      ...GAME_CATEGORIES.filter((c) => listed.has(c)).map((c) => ({ key: `category:${c}`, label: GAME_CATEGORY_NAMES[c], category: c })),
    ],
    game_count: games.length,
  };
}
