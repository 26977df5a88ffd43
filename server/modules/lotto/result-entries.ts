import { Errors } from '@contract/errors';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit, recordSystemAudit } from '../admin';
import { inTransaction } from '../ledger';
import type { StoredResult } from './tables';

type Conn = Kysely<Database>;

/**
 * Every result a round is given goes through `submitResult`, whoever gives it: an operator, a feed
 * (GLO, the JSON sources) or the sandbox. Each call leaves a lotto_result_entry saying what became of
 * it; only an 'applied' entry changes the round (open|closed -> resulted, one conditional update, so
 * of two submitters exactly one decides). Settlement is not done here: the caller or the settle job
 * does it.
 */
export type ResultOrigin = { kind: 'operator'; operatorId: number } | { kind: 'feed'; feed: string } | { kind: 'sandbox' };

/**
 * applied: the round now has this result. same: it already had these numbers (nothing written).
 * pending: waits for a second operator. held: differs from what the round has (or from a pending
 * entry): kept for an operator to decide, nothing applied.
 */
export type SubmitOutcome = 'applied' | 'same' | 'pending' | 'held';

export const originLabel = (o: ResultOrigin) => (o.kind === 'operator' ? 'operator' : o.kind === 'feed' ? `feed:${o.feed}` : 'sandbox');

/** Two results say the same numbers (what they were computed from may differ). */
export function sameNumbers(a: StoredResult, b: StoredResult): boolean {
  return (
    a.top3 === b.top3 &&
    a.bottom2 === b.bottom2 &&
    a.first_prize === b.first_prize &&
    a.front3.join(',') === b.front3.join(',') &&
    a.back3.join(',') === b.back3.join(',')
  );
}

async function audit(trx: Conn, origin: ResultOrigin, action: string, roundId: number, detail: Record<string, unknown>) {
  if (origin.kind === 'operator') await recordAudit(trx, origin.operatorId, action, `lotto_round:${roundId}`, detail);
  else await recordSystemAudit(trx, originLabel(origin), action, `lotto_round:${roundId}`, detail);
}

export async function submitResult(
  db: Conn,
  roundId: number,
  result: StoredResult,
  origin: ResultOrigin,
  now: Date,
): Promise<{ outcome: SubmitOutcome; entry_id: number | null }> {
  const label = originLabel(origin);
  const sandbox = origin.kind === 'sandbox';
  return inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('lotto_round')
      .set({
        status: 'resulted',
        result: JSON.stringify(result),
        resulted_at: now,
        result_source: label,
        result_sandbox: sandbox,
        closed_at: sql`coalesce(closed_at, ${now})`,
      })
      .where('id', '=', roundId)
      .where('status', 'in', ['open', 'closed'])
      .where('closes_at', '<=', now)
      .executeTakeFirst();
    const detail = { source: label, sandbox, input: result.source, top3: result.top3, bottom2: result.bottom2 };
    if (done.numUpdatedRows > 0n) {
      const entry = await insertEntry(trx, roundId, result, origin, 'applied', now);
      await audit(trx, origin, 'lotto.result', roundId, { ...detail, entry_id: entry });
      return { outcome: 'applied' as const, entry_id: entry };
    }
    const round = await trx
      .selectFrom('lotto_round')
      .select(['status', 'result', 'closes_at'])
      .where('id', '=', roundId)
      .executeTakeFirst();
    if (!round) fail(Errors.NOT_FOUND);
    if (round.status === 'open' && round.closes_at.getTime() > now.getTime()) fail(Errors.LOTTO_RESULT_TOO_EARLY);
    if (round.status !== 'resulted' || !round.result) fail(Errors.LOTTO_ROUND_DECIDED);
    if (sameNumbers(round.result, result)) return { outcome: 'same' as const, entry_id: null };
    const entry = await insertEntry(trx, roundId, result, origin, 'held', now);
    await audit(trx, origin, 'lotto.result.held', roundId, { ...detail, entry_id: entry });
    return { outcome: 'held' as const, entry_id: entry };
  });
}

async function insertEntry(
  trx: Conn,
  roundId: number,
  result: StoredResult,
  origin: ResultOrigin,
  status: 'applied' | 'held' | 'pending',
  now: Date,
) {
  const row = await trx
    .insertInto('lotto_result_entry')
    .values({
      round_id: roundId,
      purpose: 'result',
      origin: originLabel(origin),
      operator_id: origin.kind === 'operator' ? origin.operatorId : null,
      result: JSON.stringify(result),
      status,
      decided_at: status === 'applied' ? now : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
