import { type RawBuilder, sql } from 'kysely';

/**
 * The turnover product (the game's category, contract/turnover.ts) of the game `gameId` (an SQL text
 * expression, a game id as ledger metadata carries it), as a scalar SQL expression; null for a game
 * the catalogue does not know. For the back office's rollups (server/modules/reports).
 */
export function gameProductOf(gameId: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(select g.category from game g where g.game_id = ${gameId})`;
}
