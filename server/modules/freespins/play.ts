import { Errors } from '@contract/errors';
import type { FreeSpinPlayBody, FreeSpinPlayData, FreeSpinRound } from '@contract/freespins';
import { satangToBaht } from '@contract/money';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { freeSpinRounds } from '../games';
import { mainWallet, memberFreeSpins } from '../ledger';
import { grantPrize, spendFreeSpins } from '../prizes';
import { readSettings } from './settings';
import './tables';

/**
 * One free spin (docs/engagement.md "Playing"), in ONE transaction: the free spin spent
 * (`freespin:<member>:<key>:use`, refused with FREE_SPINS_NOT_ENOUGH and nothing kept), one slot round
 * at the fixed bet on the member's next nonce of the game's seed pair (the games module's seeds, so
 * paid and free rounds share one provably-fair sequence), the win (capped per spin if set) credited to
 * the main wallet as 'free_spin_win' with its requirement (`freespin:<member>:<key>:win`), and the
 * round stored with its proof in free_spin_round. No stake moves, so no turnover and no cashback base.
 * A request key already played answers its round (nothing moves); two keys racing for the last spin
 * give one round, the other the Thai refusal.
 */

/** Thrown inside the transaction when the spend was a replay: undo it (the nonce too) and answer the first round. */
class AlreadyPlayed extends Error {}

export type RoundRow = {
  id: number;
  game_id: string;
  created_at: Date;
  bet: number;
  win: number;
  paid: number;
  turnover_required: number;
  input: unknown;
  outcome: unknown;
  nonce: number;
  seed_pair_id: number;
};

const ROUND_COLUMNS = [
  'id',
  'game_id',
  'created_at',
  'bet',
  'win',
  'paid',
  'turnover_required',
  'input',
  'outcome',
  'nonce',
  'seed_pair_id',
] as const;

export async function playFreeSpin(
  db: Db,
  memberId: number,
  body: z.output<typeof FreeSpinPlayBody>,
  now = new Date(),
): Promise<FreeSpinPlayData> {
  const key = `freespin:${memberId}:${body.request_key}`;
  const earlier = await findRound(db, memberId, body.request_key);
  if (earlier) return repeat(db, memberId, earlier, body.game_id);
  const settings = await readSettings(db);
  if (!settings.enabled) fail(Errors.FREE_SPIN_OFF);
  if (!settings.gameIds.includes(body.game_id)) fail(Errors.FREE_SPIN_GAME_NOT_ACCEPTED);
  try {
    const round = await db.transaction().execute(async (trx) => {
      // The same key racing in (the first committed meanwhile): the ledger key answers replayed.
      const used = await spendFreeSpins(trx, {
        memberId,
        key: `${key}:use`,
        units: 1,
        reference: 'ใช้ฟรีสปิน',
        metadata: { game_id: body.game_id, request_key: body.request_key },
      });
      if (used.replayed) throw new AlreadyPlayed();
      const played = await freeSpinRounds.playFreeSpinRound(trx, memberId, body.game_id, settings.bet);
      const paid = settings.maxWin === null ? played.win : Math.min(played.win, settings.maxWin);
      let winTransferId: number | null = null;
      let requirementId: number | null = null;
      let required = 0;
      if (paid > 0) {
        const granted = await grantPrize(
          trx,
          {
            memberId,
            key: `${key}:win`,
            kind: 'credit',
            units: paid,
            turnoverMultiplier: settings.turnoverMultiplier,
            requirementDays: settings.requirementDays,
            source: 'free_spin',
            sourceId: `${memberId}:${body.request_key}`,
            title: 'รางวัลฟรีสปิน',
            statementText: 'รางวัลจากฟรีสปิน',
            creditKind: 'free_spin_win',
            metadata: { game_id: body.game_id, request_key: body.request_key, seed_pair_id: played.seedPairId, nonce: played.nonce },
          },
          now,
        );
        winTransferId = granted.transferId;
        requirementId = granted.requirementId;
        required = Math.ceil((paid * Math.round(settings.turnoverMultiplier * 100)) / 100);
      }
      return trx
        .insertInto('free_spin_round')
        .values({
          member_id: memberId,
          request_key: body.request_key,
          game_id: body.game_id,
          seed_pair_id: played.seedPairId,
          nonce: played.nonce,
          input: JSON.stringify(played.input),
          outcome: JSON.stringify(played.outcome),
          bet: played.stake,
          win: played.win,
          paid,
          turnover_required: required,
          use_transfer_id: used.id,
          win_transfer_id: winTransferId,
          requirement_id: requirementId,
        })
        .returning(ROUND_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return answer(db, memberId, round as RoundRow, false);
  } catch (e) {
    if (!(e instanceof AlreadyPlayed)) throw e;
    const first = await findRound(db, memberId, body.request_key);
    // The key's spend is committed with its round, so a spend seen means its round is there.
    if (!first) throw new Error(`free spin ${key} spent without its round`);
    return repeat(db, memberId, first, body.game_id);
  }
}

async function findRound(db: Db, memberId: number, requestKey: string): Promise<RoundRow | undefined> {
  const row = await db
    .selectFrom('free_spin_round')
    .select(ROUND_COLUMNS)
    .where('member_id', '=', memberId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row as RoundRow | undefined;
}

/** The round a request key already played: answered as it was (replayed), or refused if the key came for another game. */
function repeat(db: Db, memberId: number, first: RoundRow, gameId: string): Promise<FreeSpinPlayData> {
  if (first.game_id !== gameId) fail(Errors.FREE_SPIN_REQUEST_CONFLICT);
  return answer(db, memberId, first, true);
}

async function answer(db: Db, memberId: number, row: RoundRow, replayed: boolean): Promise<FreeSpinPlayData> {
  const [views, spins, wallet, next] = await Promise.all([
    roundViews(db, [row]),
    memberFreeSpins(db, memberId),
    mainWallet(db, memberId),
    freeSpinRounds.nextFreeSpinSeed(db, memberId, row.game_id),
  ]);
  return { ...views[0], replayed, free_spins: spins, balance: satangToBaht(wallet?.available ?? 0), next_seed: next };
}

/** Rounds as members read them, with their proofs (server seed once the pair is revealed) and the games' names. */
export async function roundViews(db: Db, rows: RoundRow[]): Promise<FreeSpinRound[]> {
  const [proofs, games] = await Promise.all([
    freeSpinRounds.seedPairProofs(
      db,
      rows.map((r) => r.seed_pair_id),
    ),
    freeSpinRounds.houseCatalogueGames(db, [...new Set(rows.map((r) => r.game_id))]),
  ]);
  return rows.map((r) => {
    const p = proofs.get(r.seed_pair_id);
    return {
      round_id: r.id,
      game_id: r.game_id,
      game_name: games.get(r.game_id)?.name ?? r.game_id,
      created_at: r.created_at.toISOString(),
      bet: satangToBaht(r.bet),
      win: satangToBaht(r.win),
      paid: satangToBaht(r.paid),
      turnover_required: satangToBaht(r.turnover_required),
      input: r.input,
      outcome: r.outcome,
      server_seed_hash: p?.server_seed_hash ?? '',
      client_seed: p?.client_seed ?? '',
      nonce: r.nonce,
      server_seed: p?.server_seed ?? null,
    };
  });
}

export { ROUND_COLUMNS };
