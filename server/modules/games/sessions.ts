import { createHash, randomBytes } from 'node:crypto';
import { Errors } from '@contract/errors';
import type { GameCategory } from '@contract/games';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import type { GameDemoSessionTable, GameSessionTable } from './tables';
import './tables';

type Conn = Kysely<Database>;

/**
 * Launch tokens: 256 random bits handed to the game (in its link) and sent back on every play or
 * wallet call; only their SHA-256 is stored. `gl_` tokens are real sessions bound to a member, a
 * wallet and a game; `gd_` tokens are demo sessions holding play money that never reaches the ledger.
 */
type LaunchSession = Selectable<GameSessionTable>;
export type DemoSession = Selectable<GameDemoSessionTable>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = (prefix: 'gl_' | 'gd_') => prefix + randomBytes(32).toString('base64url');
export const isDemoToken = (token: string) => token.startsWith('gd_');

export async function openLaunchSession(
  db: Conn,
  s: { memberId: number; accountId: number; providerId: string; gameId: string; isMobile: boolean; source: string; ttlMs: number },
  now = new Date(),
): Promise<string> {
  const token = newToken('gl_');
  await db
    .insertInto('game_session')
    .values({
      token_hash: hashToken(token),
      member_id: s.memberId,
      account_id: s.accountId,
      provider_id: s.providerId,
      game_id: s.gameId,
      is_mobile: s.isMobile,
      source: s.source,
      created_at: now,
      expires_at: new Date(now.getTime() + s.ttlMs),
    })
    .execute();
  return token;
}

export async function openDemoSession(
  db: Conn,
  s: { providerId: string; gameId: string; isMobile: boolean; balance: number; ttlMs: number },
  now = new Date(),
): Promise<string> {
  const token = newToken('gd_');
  // Demo sessions are anonymous and short: each new one sweeps those a day past their expiry.
  await db
    .deleteFrom('game_demo_session')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
  await db
    .insertInto('game_demo_session')
    .values({
      token_hash: hashToken(token),
      provider_id: s.providerId,
      game_id: s.gameId,
      balance: s.balance,
      is_mobile: s.isMobile,
      created_at: now,
      expires_at: new Date(now.getTime() + s.ttlMs),
    })
    .execute();
  return token;
}

export async function demoSessionOrFail(db: Conn, token: string, now = new Date()): Promise<DemoSession> {
  const s = await db.selectFrom('game_demo_session').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!s) fail(Errors.GAME_TOKEN_INVALID);
  if (s.expires_at <= now) fail(Errors.GAME_TOKEN_EXPIRED);
  return s;
}

/** The member's last-played list: one row per game, the latest launch first. */
export async function recordLaunch(db: Conn, memberId: number, providerId: string, gameId: string, now = new Date()): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({ member_id: memberId, provider_id: providerId, game_id: gameId, launches: 1, last_played_at: now })
    .onConflict((oc) =>
      oc.columns(['member_id', 'provider_id', 'game_id']).doUpdateSet((eb) => ({
        launches: eb('game_recent.launches', '+', 1),
        last_played_at: now,
      })),
    )
    .execute();
}

/** A real session with what playing on it needs: the game's product and Thai name, the member's status. */
export interface PlayContext {
  session: LaunchSession;
  product: GameCategory;
  gameName: string;
  memberActive: boolean;
  /** The game and its provider are switched on (the back office can switch either off: no new bets then). */
  gameOn: boolean;
}

type PlayContextRow = LaunchSession & { category: GameCategory; name_th: string; member_status: string; game_on: boolean };

export async function playContext(db: Conn, token: string): Promise<PlayContext> {
  if (isDemoToken(token)) fail(Errors.GAME_TOKEN_INVALID);
  const r = await sql<PlayContextRow>`/* prepared:game_play_context */
    select s.*, g.category, g.name_th, m.status as member_status, (g.active and p.active) as game_on
      from game_session s
      join game g on g.provider_id = s.provider_id and g.game_id = s.game_id
      join game_provider p on p.id = g.provider_id
      join member_public m on m.id = s.member_id
     where s.token_hash = ${hashToken(token)}`.execute(db);
  const row = r.rows[0];
  if (!row) fail(Errors.GAME_TOKEN_INVALID);
  const { category, name_th, member_status, game_on, ...session } = row;
  return { session, product: category, gameName: name_th, memberActive: member_status === 'active', gameOn: game_on };
}

/**
 * Bets need a live token, an active member and a game switched on with its provider (wins and
 * rollbacks do not: a round must be able to settle).
 */
export function assertCanBet(ctx: PlayContext, now = new Date()): void {
  if (!ctx.memberActive) fail(Errors.MEMBER_SUSPENDED);
  if (!ctx.gameOn) fail(Errors.GAME_SWITCHED_OFF);
  if (ctx.session.expires_at <= now) fail(Errors.GAME_TOKEN_EXPIRED);
}

/** Refuses a game (or its provider) the back office switched off, for the calls that do not bet (a demo round, a game's first load). */
export async function assertGameOn(db: Conn, providerId: string, gameId: string): Promise<void> {
  const row = await db
    .selectFrom('game as g')
    .innerJoin('game_provider as p', 'p.id', 'g.provider_id')
    .select(['g.active as game_active', 'p.active as provider_active'])
    .where('g.provider_id', '=', providerId)
    .where('g.game_id', '=', gameId)
    .executeTakeFirst();
  if (!row?.game_active || !row.provider_active) fail(Errors.GAME_SWITCHED_OFF);
}
