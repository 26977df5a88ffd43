import type {
  AdminGame,
  AdminGamePage,
  AdminGameProvider,
  AdminGameQuery,
  AdminRound,
  AdminRoundPage,
  AdminRoundQuery,
  AdminRoundVerifyData,
} from '@contract/admin-games';
import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ProviderRegistry } from '../../games/registry';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { verifyHouseRound } from './house-play';
import './tables';

type Conn = Kysely<Database>;

/**
 * The back office's games desk (docs/backoffice.md "Games"): the providers and games with their
 * switches, and the in-house rounds with their provably-fair proof. A switch is the `active` column
 * the member side already reads: the lobbies and the launcher list only active games of active
 * providers (catalogue.ts `playable`), and bets check it on every round (sessions.ts `assertCanBet`,
 * the in-house round statement's gate in house-play.ts).
 */

/** LIKE patterns treat the operator's text literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export async function adminProviders(db: Conn, registry: ProviderRegistry): Promise<AdminGameProvider[]> {
  const rows = await db
    .selectFrom('game_provider as p')
    .leftJoin('game as g', 'g.provider_id', 'p.id')
    .select(['p.id', 'p.name', 'p.active', 'p.sort'])
    .select((eb) => [
      eb.fn.count<string>('g.game_id').as('game_count'),
      sql<string>`count(g.game_id) filter (where g.active)`.as('enabled_games'),
    ])
    .groupBy(['p.id', 'p.name', 'p.active', 'p.sort'])
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enabled: r.active,
    running: registry.has(r.id),
    sort: r.sort,
    game_count: Number(r.game_count),
    enabled_games: Number(r.enabled_games),
  }));
}

export async function switchProvider(
  db: Conn,
  registry: ProviderRegistry,
  operatorId: number,
  id: string,
  enabled: boolean,
): Promise<AdminGameProvider> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('game_provider').select('active').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) fail(Errors.NOT_FOUND);
    await trx.updateTable('game_provider').set({ active: enabled }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, enabled ? 'game_provider.enable' : 'game_provider.disable', `game_provider:${id}`, {
      from: before.active,
      to: enabled,
    });
  });
  const all = await adminProviders(db, registry);
  const found = all.find((p) => p.id === id);
  if (!found) fail(Errors.NOT_FOUND);
  return found;
}

const SORT_COLUMNS = {
  name: 'g.name_th',
  provider: 'p.sort',
  category: 'g.category',
  sort: 'g.sort',
  enabled: 'g.active',
} as const;

function gamesBase(db: Conn) {
  return db.selectFrom('game as g').innerJoin('game_provider as p', 'p.id', 'g.provider_id');
}

const toAdminGame = (r: {
  game_id: string;
  provider_id: string;
  provider_name: string;
  name_th: string;
  name_en: string;
  category: AdminGame['category'];
  categories: AdminGame['categories'];
  tags: AdminGame['tags'];
  image: string;
  is_demo_available: boolean;
  sort: number;
  active: boolean;
  provider_active: boolean;
}): AdminGame => ({
  game_id: r.game_id,
  provider_id: r.provider_id,
  provider_name: r.provider_name,
  name_th: r.name_th,
  name_en: r.name_en,
  category: r.category,
  categories: r.categories,
  tags: r.tags,
  image: r.image,
  is_demo_available: r.is_demo_available,
  sort: r.sort,
  enabled: r.active,
  provider_enabled: r.provider_active,
});

const gameColumns = [
  'g.game_id',
  'g.provider_id',
  'p.name as provider_name',
  'g.name_th',
  'g.name_en',
  'g.category',
  'g.categories',
  'g.tags',
  'g.image',
  'g.is_demo_available',
  'g.sort',
  'g.active',
  'p.active as provider_active',
] as const;

/** Every game (switched off included), filtered, sorted and paged on the server. */
export async function adminGames(db: Conn, q: z.output<typeof AdminGameQuery>): Promise<AdminGamePage> {
  let base = gamesBase(db);
  if (q.provider) base = base.where('g.provider_id', '=', q.provider);
  if (q.category) base = base.where(sql<boolean>`${q.category} = any(g.categories)`);
  if (q.enabled) base = base.where('g.active', '=', q.enabled === 'true');
  const term = q.q?.trim();
  if (term) {
    const like = `%${escapeLike(term.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['g.name_th']), 'like', like),
        eb(eb.fn('lower', ['g.name_en']), 'like', like),
        eb(eb.fn('lower', ['g.game_id']), 'like', like),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const column = SORT_COLUMNS[q.sort ?? 'provider'];
  const dir = q.sort ? q.dir : 'asc';
  let rows = base.select([...gameColumns]).orderBy(column, dir);
  // Ties in the catalogue's own order, then by id so a page never repeats or skips a game.
  if (column !== 'p.sort') rows = rows.orderBy('p.sort');
  rows = rows.orderBy('g.sort').orderBy('g.game_id');
  const items = await rows
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { items: items.map(toAdminGame), page: q.page, page_size: q.page_size, total: Number(total) };
}

export async function switchGame(db: Conn, operatorId: number, gameId: string, enabled: boolean): Promise<AdminGame> {
  return db.transaction().execute(async (trx) => {
    // Game ids are unique across providers (the artwork path needs only the id).
    const before = await trx
      .selectFrom('game')
      .select(['provider_id', 'active'])
      .where('game_id', '=', gameId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) fail(Errors.NOT_FOUND);
    await trx.updateTable('game').set({ active: enabled }).where('game_id', '=', gameId).execute();
    await recordAudit(trx, operatorId, enabled ? 'game.enable' : 'game.disable', `game:${before.provider_id}:${gameId}`, {
      from: before.active,
      to: enabled,
    });
    const row = await gamesBase(trx)
      .select([...gameColumns])
      .where('g.game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    return toAdminGame(row);
  });
}

// ---- in-house rounds ----

function roundsBase(db: Conn) {
  return db
    .selectFrom('house_round as r')
    .innerJoin('house_seed_pair as s', 's.id', 'r.seed_pair_id')
    .innerJoin('member_public as m', 'm.id', 'r.member_id')
    .leftJoin('game as g', 'g.game_id', 'r.game_id');
}

/** The members' in-house rounds (demo rounds are not money and are left out), newest first. */
export async function adminRounds(db: Conn, q: z.output<typeof AdminRoundQuery>): Promise<AdminRoundPage> {
  let base = roundsBase(db).where('r.member_id', 'is not', null);
  if (q.round_id !== undefined) base = base.where('r.id', '=', q.round_id);
  if (q.member) {
    const member = q.member;
    // Ten digits from 0 is a phone number; anything shorter a member id.
    base = /^0\d{9}$/.test(member) ? base.where('m.phone', '=', member) : base.where('r.member_id', '=', Number(member));
  }
  if (q.game_id) base = base.where('r.game_id', '=', q.game_id);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'r.id',
      'r.created_at',
      'r.member_id',
      'm.phone',
      'm.first_name',
      'm.last_name',
      'r.game_id',
      'g.name_th',
      'r.stake',
      'r.win',
      'r.balance_after',
      'r.input',
      'r.outcome',
      'r.nonce',
      's.server_seed_hash',
      's.client_seed',
      's.server_seed',
      's.status',
    ])
    .orderBy('r.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const items: AdminRound[] = rows.map((r) => ({
    round_id: r.id,
    created_at: r.created_at.toISOString(),
    member_id: r.member_id as number,
    member_phone: r.phone,
    member_name: `${r.first_name} ${r.last_name}`.trim(),
    game_id: r.game_id,
    game_name: r.name_th ?? r.game_id,
    stake: satangToBaht(r.stake),
    win: satangToBaht(r.win),
    balance_after: satangToBaht(r.balance_after),
    input: r.input,
    outcome: r.outcome,
    server_seed_hash: r.server_seed_hash,
    client_seed: r.client_seed,
    nonce: r.nonce,
    // The seed of a pair still in play stays secret: the member's next rounds depend on it.
    server_seed: r.status === 'revealed' ? r.server_seed : null,
    seed_status: r.status,
  }));
  return { items, page: q.page, page_size: q.page_size, total: Number(total) };
}

/**
 * The round replayed by the member's own verifier (verifyHouseRound: the one rule) from the stored
 * server seed. A seed still in play is used without leaving the server, so the operator learns only
 * whether the round follows from it.
 */
export async function verifyAdminRound(db: Conn, roundId: number): Promise<AdminRoundVerifyData> {
  const r = await db
    .selectFrom('house_round as r')
    .innerJoin('house_seed_pair as s', 's.id', 'r.seed_pair_id')
    .select([
      'r.game_id',
      'r.input',
      'r.outcome',
      'r.stake',
      'r.win',
      'r.nonce',
      's.server_seed',
      's.server_seed_hash',
      's.client_seed',
      's.status',
    ])
    .where('r.id', '=', roundId)
    .where('r.member_id', 'is not', null)
    .executeTakeFirst();
  if (!r) fail(Errors.NOT_FOUND);
  const result = verifyHouseRound({
    game_id: r.game_id,
    server_seed: r.server_seed,
    server_seed_hash: r.server_seed_hash,
    client_seed: r.client_seed,
    nonce: r.nonce,
    input: r.input,
    outcome: r.outcome,
    stake: satangToBaht(r.stake),
    win: satangToBaht(r.win),
  });
  return { ...result, seed_revealed: r.status === 'revealed' };
}
