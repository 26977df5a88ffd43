import { Errors } from '@contract/errors';
import type {
  FreeSpinHistoryData,
  FreeSpinHistoryQuery,
  FreeSpinRotateBody,
  FreeSpinRotateData,
  FreeSpinSummaryData,
} from '@contract/freespins';
import { satangToBaht } from '@contract/money';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { freeSpinRounds } from '../games';
import { memberFreeSpins } from '../ledger';
import { ROUND_COLUMNS, type RoundRow, roundViews } from './play';
import { readSettings } from './settings';
import './tables';

/** What members read (docs/engagement.md "Members"): their free spins, the games, their rounds. */

/**
 * GET /api/freespin/summary: the free spins left, the fixed bet and terms, and the games that accept
 * free spins (switched on in the catalogue) each with the seed hash the member's next round will use.
 */
export async function freeSpinSummary(db: Db, memberId: number): Promise<FreeSpinSummaryData> {
  const [s, spins] = await Promise.all([readSettings(db), memberFreeSpins(db, memberId)]);
  const catalogue = await freeSpinRounds.houseCatalogueGames(db, s.gameIds);
  const games: FreeSpinSummaryData['games'] = [];
  for (const id of s.gameIds) {
    const g = catalogue.get(id);
    if (!g?.on) continue;
    games.push({ game_id: id, name: g.name, image: g.image, next_seed: await freeSpinRounds.nextFreeSpinSeed(db, memberId, id) });
  }
  return {
    enabled: s.enabled,
    free_spins: spins,
    bet: satangToBaht(s.bet),
    turnover_multiplier: s.turnoverMultiplier,
    requirement_days: s.requirementDays,
    max_win: s.maxWin === null ? null : satangToBaht(s.maxWin),
    games: s.enabled ? games : [],
  };
}

/** GET /api/freespin/history: the member's own free-spin rounds, newest first, with their proofs. */
export async function freeSpinHistory(db: Db, memberId: number, q: z.output<typeof FreeSpinHistoryQuery>): Promise<FreeSpinHistoryData> {
  let query = db.selectFrom('free_spin_round').select(ROUND_COLUMNS).where('member_id', '=', memberId);
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  const rows = (await query.orderBy('id', 'desc').limit(q.limit).execute()) as RoundRow[];
  return { rounds: await roundViews(db, rows) };
}

/**
 * POST /api/freespin/seed/rotate: reveals the server seed of the member's pair for a free-spin game
 * (its rounds, paid and free, become verifiable) and opens the next pair. Only games that accept
 * free spins (the paid game's own rotate lives under /play).
 */
export async function rotateFreeSpinSeed(db: Db, memberId: number, body: z.output<typeof FreeSpinRotateBody>): Promise<FreeSpinRotateData> {
  const s = await readSettings(db);
  if (!s.gameIds.includes(body.game_id)) fail(Errors.FREE_SPIN_GAME_NOT_ACCEPTED);
  return freeSpinRounds.rotateFreeSpinSeed(db, memberId, body.game_id, body.client_seed);
}
