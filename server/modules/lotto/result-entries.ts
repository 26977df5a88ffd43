import { Errors } from '@contract/errors';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit, recordSystemAudit } from '../admin';
import { inTransaction } from '../ledger';
import type { ResultEntryRow, ResultPurpose, StoredResult } from './tables';

type Conn = Kysely<Database>;

/**
 * Every result a round is given goes through `submitResult`, whoever gives it: an operator, a feed
 * (GLO, the JSON sources) or the sandbox. Each call leaves a lotto_result_entry saying what became of
 * it; only an applied entry changes the round (open|closed -> resulted). The round row is locked for
 * the decision, so of two submitters at once exactly one decides. Settlement is not done here: the
 * caller or the settle job does it.
 *
 * Four eyes (docs/lotto.md "Results: four eyes and corrections"):
 * - an operator's result is 'pending' (the round stays closed, members see "รอตรวจสอบผล") until a
 *   second, different operator enters the same numbers or confirms the entry, or a feed sends the
 *   same numbers; the same operator again is refused (5040). An operator entering different numbers
 *   replaces their own open entry; beside another's open entry it is 'held' (a disagreement, for an
 *   operator to confirm one, by someone other than its author, or reject).
 * - a feed or the sandbox applies at once when nothing waits; beside an open entry with other numbers
 *   its answer is 'held' for an operator to decide.
 * - on a resulted round the same numbers are 'same'; a feed's other numbers are 'held'; an operator
 *   corrects through a correction entry (corrections.ts), not here (5008).
 */
export type ResultOrigin = { kind: 'operator'; operatorId: number } | { kind: 'feed'; feed: string } | { kind: 'sandbox' };

/**
 * applied: the round now has this result. same: it already had these numbers (nothing written).
 * pending: waits for a second operator. held: differs from what the round has (or from an open
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

/** The round row, locked until the caller's transaction ends. */
export function lockRound(trx: Conn, roundId: number) {
  return trx
    .selectFrom('lotto_round')
    .select(['id', 'status', 'result', 'closes_at', 'resulted_at', 'settled_at', 'category_id'])
    .where('id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** A round's entries still waiting for a decision (pending or held), oldest first. */
export function openEntries(trx: Conn, roundId: number, purpose: ResultPurpose): Promise<ResultEntryRow[]> {
  return trx
    .selectFrom('lotto_result_entry')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('purpose', '=', purpose)
    .where('status', 'in', ['pending', 'held'])
    .orderBy('id')
    .execute();
}

export async function submitResult(
  db: Conn,
  roundId: number,
  result: StoredResult,
  origin: ResultOrigin,
  now: Date,
): Promise<{ outcome: SubmitOutcome; entry_id: number | null }> {
  const label = originLabel(origin);
  return inTransaction(db, async (trx) => {
    const round = await lockRound(trx, roundId);
    if (!round) fail(Errors.NOT_FOUND);
    if (round.status === 'open' && round.closes_at.getTime() > now.getTime()) fail(Errors.LOTTO_RESULT_TOO_EARLY);
    const detail = { source: label, sandbox: origin.kind === 'sandbox', input: result.source, top3: result.top3, bottom2: result.bottom2 };
    if (round.status !== 'open' && round.status !== 'closed') {
      if (round.status !== 'resulted' || !round.result) fail(Errors.LOTTO_ROUND_DECIDED);
      if (sameNumbers(round.result, result)) return { outcome: 'same' as const, entry_id: null };
      if (origin.kind === 'operator') fail(Errors.LOTTO_ROUND_DECIDED, undefined, 'งวดนี้ออกผลแล้ว หากผลผิดให้เสนอแก้ไขผลรางวัล');
      if (await sameOpenEntry(trx, roundId, label, result)) return { outcome: 'same' as const, entry_id: null };
      const entry = await insertEntry(trx, roundId, 'result', result, origin, 'held', now);
      await audit(trx, origin, 'lotto.result.held', roundId, { ...detail, entry_id: entry });
      return { outcome: 'held' as const, entry_id: entry };
    }
    const open = await openEntries(trx, roundId, 'result');
    if (origin.kind === 'operator') {
      const agreeing = open.filter((e) => sameNumbers(e.result, result));
      const other = agreeing.find((e) => e.operator_id !== origin.operatorId);
      if (other) {
        await applyEntry(trx, other, origin.operatorId, now);
        await audit(trx, origin, 'lotto.result.confirm', roundId, { ...detail, entry_id: other.id, entered_by: other.origin });
        return { outcome: 'applied' as const, entry_id: other.id };
      }
      if (agreeing.length > 0) fail(Errors.LOTTO_RESULT_SAME_OPERATOR);
      const mine = open.filter((e) => e.operator_id === origin.operatorId).map((e) => e.id);
      await supersede(trx, mine, now, 'แทนที่ด้วยผลที่บันทึกใหม่โดยผู้บันทึกเดิม');
      const status = open.length > mine.length ? 'held' : 'pending';
      const entry = await insertEntry(trx, roundId, 'result', result, origin, status, now);
      await trx.updateTable('lotto_round').set({ result_pending: true }).where('id', '=', roundId).execute();
      await audit(trx, origin, `lotto.result.${status}`, roundId, { ...detail, entry_id: entry, replaced: mine });
      return { outcome: status, entry_id: entry };
    }
    if (open.length === 0) {
      const entry = await insertEntry(trx, roundId, 'result', result, origin, 'applied', now);
      await resultRound(trx, roundId, result, label, now);
      await audit(trx, origin, 'lotto.result', roundId, { ...detail, entry_id: entry });
      return { outcome: 'applied' as const, entry_id: entry };
    }
    // A feed agreeing with an operator's entry is the second pair of eyes.
    const confirmed = open.find((e) => e.operator_id !== null && sameNumbers(e.result, result));
    if (confirmed) {
      await applyEntry(trx, confirmed, null, now, `ยืนยันโดย ${label}`);
      await audit(trx, origin, 'lotto.result.confirm', roundId, { ...detail, entry_id: confirmed.id });
      return { outcome: 'applied' as const, entry_id: confirmed.id };
    }
    if (open.some((e) => e.origin === label && sameNumbers(e.result, result))) return { outcome: 'same' as const, entry_id: null };
    const entry = await insertEntry(trx, roundId, 'result', result, origin, 'held', now);
    await audit(trx, origin, 'lotto.result.held', roundId, { ...detail, entry_id: entry });
    return { outcome: 'held' as const, entry_id: entry };
  });
}

async function sameOpenEntry(trx: Conn, roundId: number, origin: string, result: StoredResult) {
  const open = await openEntries(trx, roundId, 'result');
  return open.some((e) => e.origin === origin && sameNumbers(e.result, result));
}

/** open|closed -> resulted with these numbers; the round must be locked by the caller. */
async function resultRound(trx: Conn, roundId: number, result: StoredResult, origin: string, now: Date) {
  const done = await trx
    .updateTable('lotto_round')
    .set({
      status: 'resulted',
      result: JSON.stringify(result),
      resulted_at: now,
      result_source: origin,
      result_sandbox: origin === 'sandbox',
      result_pending: false,
      closed_at: sql`coalesce(closed_at, ${now})`,
    })
    .where('id', '=', roundId)
    .where('status', 'in', ['open', 'closed'])
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) fail(Errors.LOTTO_ROUND_DECIDED);
}

/**
 * An open first-result entry becomes the round's result (the round locked by the caller, still open
 * or closed): the entry applied, decided by `decidedBy` (null: a feed), every other open entry of the
 * round superseded.
 */
export async function applyEntry(trx: Conn, entry: ResultEntryRow, decidedBy: number | null, now: Date, note?: string) {
  await resultRound(trx, entry.round_id, entry.result, entry.origin, now);
  await trx
    .updateTable('lotto_result_entry')
    .set({ status: 'applied', decided_by: decidedBy, decided_at: now, note: note ?? entry.note })
    .where('id', '=', entry.id)
    .execute();
  const others = await openEntries(trx, entry.round_id, 'result');
  await supersede(
    trx,
    others.filter((e) => e.id !== entry.id).map((e) => e.id),
    now,
    `แทนที่ด้วยผลรายการ ${entry.id}`,
  );
}

export async function supersede(trx: Conn, ids: number[], now: Date, note: string) {
  if (ids.length === 0) return;
  await trx
    .updateTable('lotto_result_entry')
    .set({ status: 'superseded', decided_at: now, note })
    .where('id', 'in', ids)
    .where('status', 'in', ['pending', 'held'])
    .execute();
}

export async function insertEntry(
  trx: Conn,
  roundId: number,
  purpose: ResultPurpose,
  result: StoredResult,
  origin: ResultOrigin,
  status: 'applied' | 'held' | 'pending',
  now: Date,
) {
  const row = await trx
    .insertInto('lotto_result_entry')
    .values({
      round_id: roundId,
      purpose,
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
