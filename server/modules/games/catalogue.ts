import type { GameCategory, GameItem, GameLobbyData, LobbyConfig, ProviderLobbyConfig } from '@contract/games';
import { GAME_CATEGORIES, GAME_CATEGORY_NAMES, GAME_LIST_DEFAULT_LIMIT, GAME_LIST_MAX_LIMIT } from '@contract/games';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type CatalogueGame, providerDisplayName } from '../../games/provider';
import type { ProviderRegistry } from '../../games/registry';
import type { GameTable } from './tables';
import './tables';

type Conn = Kysely<Database>;
export type GameRow = Selectable<GameTable> & { provider_name: string; provider_sort: number };

/**
 * The catalogue lives in the `game` and `game_provider` tables so an operator can rename, retag,
 * reorder or switch off a game. Providers publish their games in code; at start the site copies
 * the ones it does not know yet and never overwrites what an operator changed.
 */
export async function syncCatalogue(db: Conn, registry: ProviderRegistry): Promise<void> {
  let sort = 0;
  for (const provider of registry.values()) {
    sort += 1;
    await db
      .insertInto('game_provider')
      .values({ id: provider.id, name: provider.name, sort })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const games = provider.listGames();
    if (games.length === 0) continue;
    await db
      .insertInto('game')
      .values(games.map(rowOf))
      .onConflict((oc) => oc.columns(['provider_id', 'game_id']).doNothing())
      .execute();
  }
}

const rowOf = (g: CatalogueGame) => ({
  provider_id: g.provider_id,
  game_id: g.game_id,
  sub_provider_id: g.sub_provider_id,
  name_th: g.name_th,
  name_en: g.name_en,
  category: g.category,
  categories: g.categories,
  image: g.image,
  is_demo_available: g.is_demo_available,
  tags: g.tags,
  sort: g.sort,
});

/** Active games of active providers that this deployment runs (a provider switched off in code hides its rows). */
function playable(db: Conn, registry: ProviderRegistry) {
  return db
    .selectFrom('game as g')
    .innerJoin('game_provider as p', 'p.id', 'g.provider_id')
    .selectAll('g')
    .select(['p.name as provider_name', 'p.sort as provider_sort'])
    .where('g.active', '=', true)
    .where('p.active', '=', true)
    .where('g.provider_id', 'in', [...registry.keys()]);
}

export async function findGame(db: Conn, registry: ProviderRegistry, providerId: string, gameId: string): Promise<GameRow | undefined> {
  return playable(db, registry).where('g.provider_id', '=', providerId).where('g.game_id', '=', gameId).executeTakeFirst();
}

/** docs/games.md "Provider names": members see a provider's display name, not the operators' name in the table. */
const memberProviderName = (registry: ProviderRegistry, providerId: string) => providerDisplayName(registry.get(providerId));

function toItem(r: GameRow, registry: ProviderRegistry): GameItem {
  return {
    game_id: r.game_id,
    provider_id: r.provider_id,
    sub_provider_id: r.sub_provider_id,
    provider_name: memberProviderName(registry, r.provider_id),
    name: r.name_th,
    name_th: r.name_th,
    name_en: r.name_en,
    category: r.category,
    categories: r.categories,
    image: r.image,
    is_demo_available: r.is_demo_available,
    tags: r.tags,
  };
}

/** The catalogue as CatalogueGame, for a provider's launch call. */
export const toCatalogueGame = (r: GameRow, registry: ProviderRegistry): CatalogueGame => ({ ...toItem(r, registry), sort: r.sort });

export async function listGames(
  db: Conn,
  registry: ProviderRegistry,
  q: { provider?: string; category?: GameCategory; limit?: number; tag?: 'hot' | 'new' },
): Promise<GameItem[]> {
  let query = playable(db, registry);
  if (q.provider) query = query.where('g.provider_id', '=', q.provider);
  if (q.category) query = query.where(sql<boolean>`${q.category} = any(g.categories)`);
  if (q.tag) query = query.where(sql<boolean>`${q.tag} = any(g.tags)`);
  const rows = await query
    .orderBy('p.sort')
    .orderBy('g.sort')
    .orderBy('g.game_id')
    .limit(q.limit ?? GAME_LIST_DEFAULT_LIMIT)
    .execute();
  return rows.map((r) => toItem(r, registry));
}

const HOT_LIMIT = 12;

/** A lobby page: each provider with its games in the category (all categories without one), and the hot list. */
export async function gameLobby(db: Conn, registry: ProviderRegistry, category?: GameCategory): Promise<GameLobbyData> {
  const games = await listGames(db, registry, { category, limit: 1_000 });
  const providers = new Map<string, GameLobbyData['providers'][number]>();
  for (const g of games) {
    let p = providers.get(g.provider_id);
    if (!p) {
      p = { provider_id: g.provider_id, provider_name: g.provider_name, games: [] };
      providers.set(g.provider_id, p);
    }
    p.games.push(g);
  }
  return {
    category: category ?? null,
    providers: [...providers.values()],
    hot: games.filter((g) => g.tags.includes('hot')).slice(0, HOT_LIMIT),
  };
}

/** The lobby page's settings: its Thai title, banner and tabs (fixed tabs, then one per provider with games here). */
export async function lobbyConfig(db: Conn, registry: ProviderRegistry, key: GameCategory): Promise<LobbyConfig | undefined> {
  const lobby = await db.selectFrom('game_lobby').selectAll().where('lobby_key', '=', key).executeTakeFirst();
  if (!lobby) return undefined;
  const { providers } = await gameLobby(db, registry, key);
  const count = providers.reduce((n, p) => n + p.games.length, 0);
  return {
    lobby_key: key,
    title: lobby.title,
    subtitle: lobby.subtitle,
    banner: lobby.banner,
    empty_text: lobby.empty_text,
    search_placeholder: 'ค้นหาเกม',
    tabs: [
      { key: 'all', label: 'ทั้งหมด', provider_id: null },
      { key: 'hot', label: 'เกมฮิต', provider_id: null },
      { key: 'new', label: 'เกมใหม่', provider_id: null },
      { key: 'last', label: 'เล่นล่าสุด', provider_id: null },
      ...providers.map((p) => ({ key: `provider:${p.provider_id}`, label: p.provider_name, provider_id: p.provider_id })),
    ],
    game_count: count,
  };
}

export const isGameCategory = (key: string): key is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(key);

/**
 * A provider's own lobby (/lobby/{name}): the provider named by `key` in any case, if it is switched
 * on and runs in this deployment; its tabs are 'all' and one per category its games are listed in.
 */
export async function providerLobbyConfig(db: Conn, registry: ProviderRegistry, key: string): Promise<ProviderLobbyConfig | undefined> {
  const provider = await db
    .selectFrom('game_provider')
    .select(['id'])
    .where(sql<string>`lower(id)`, '=', key.toLowerCase())
    .where('active', '=', true)
    .executeTakeFirst();
  if (!provider || !registry.has(provider.id)) return undefined;
  const name = memberProviderName(registry, provider.id);
  const games = await listGames(db, registry, { provider: provider.id, limit: GAME_LIST_MAX_LIMIT });
  const listed = new Set(games.flatMap((g) => g.categories));
  return {
    kind: 'provider',
    lobby_key: provider.id,
    provider_id: provider.id,
    title: name,
    subtitle: `รวมเกมทั้งหมดของ ${name}`,
    empty_text: 'ไม่พบเกม',
    search_placeholder: 'ค้นหาชื่อเกม',
    tabs: [
      { key: 'all', label: 'ทั้งหมด', category: null },
      // In the site's own order of categories, whatever order the games come in.
      ...GAME_CATEGORIES.filter((c) => listed.has(c)).map((c) => ({ key: `category:${c}`, label: GAME_CATEGORY_NAMES[c], category: c })),
    ],
    game_count: games.length,
  };
}

const RECENT_LIMIT = 20;

/** The lobby cache list 'last' (docs/product.md "What the site remembers"): the games the member launched, the latest first. */
export async function recentGames(db: Conn, registry: ProviderRegistry, memberId: number) {
  const rows = await playable(db, registry)
    .innerJoin('game_recent as r', (j) => j.onRef('r.provider_id', '=', 'g.provider_id').onRef('r.game_id', '=', 'g.game_id'))
    .select(['r.last_played_at', 'r.launches'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.last_played_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return rows.map((r) => ({ ...toItem(r, registry), last_played_at: r.last_played_at.toISOString(), launches: r.launches }));
}
