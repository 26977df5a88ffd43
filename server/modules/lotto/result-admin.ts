import { Errors } from '@contract/errors';
import { type AdminResultEntry, RESULT_ENTRY_STATUS_NAMES } from '@contract/lotto-corrections';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import { applyCorrection, type CorrectionSummary, correctableRound } from './corrections';
import { applyEntry, insertEntry, lockRound, openEntries, sameNumbers, supersede } from './result-entries';
import { type ResultInput, resultFor, toWireResult } from './results';
import type { ResultEntryRow } from './tables';

type Conn = Kysely<Database>;

/** Operators' decisions on result entries (docs/lotto.md "Results: four eyes and corrections"). */

export function entryView(e: ResultEntryRow): AdminResultEntry {
  return {
    id: e.id,
    round_id: e.round_id,
    purpose: e.purpose,
    origin: e.origin,
    operator_id: e.operator_id,
    result: toWireResult(e.result),
    status: e.status,
    status_name: RESULT_ENTRY_STATUS_NAMES[e.status],
    note: e.note,
    decided_by: e.decided_by,
    decided_at: e.decided_at?.toISOString() ?? null,
    created_at: e.created_at.toISOString(),
  };
}

/**
 * The entry, locked, after its round: every path locks the round row first and its entries after it
 * (submitResult, a proposal, a confirm, a reject), so two of them never wait on each other in a circle.
 */
async function lockEntry(trx: Conn, entryId: number) {
  const { round_id } = await entryOrFail(trx, entryId, false);
  await lockRound(trx, round_id);
  return entryOrFail(trx, entryId, true);
}

async function entryOrFail(trx: Conn, entryId: number, lock: boolean) {
  let q = trx.selectFrom('lotto_result_entry').selectAll().where('id', '=', entryId);
  if (lock) q = q.forUpdate();
  const e = await q.executeTakeFirst();
  if (!e) fail(Errors.NOT_FOUND, undefined, 'ไม่พบรายการผลรางวัลนี้');
  return e;
}

/** Whether the round still waits for a first result: members see "รอตรวจสอบผล" while it does. */
async function refreshPending(trx: Conn, roundId: number) {
  const open = await openEntries(trx, roundId, 'result');
  await trx
    .updateTable('lotto_round')
    .set({ result_pending: open.length > 0 })
    .where('id', '=', roundId)
    .where('status', 'in', ['open', 'closed'])
    .execute();
}

/**
 * A second operator confirms a pending or held entry: a first result applies (the caller settles the
 * round); a correction is applied with its reversal and re-payment. Its author cannot (5040); an entry
 * already decided (e.g. by a confirmer a moment earlier) answers 5041.
 */
export async function confirmEntry(
  db: Conn,
  operatorId: number,
  entryId: number,
  now: Date,
  windowMs: number,
): Promise<{ entry: ResultEntryRow; correction: CorrectionSummary | null }> {
  return inTransaction(db, async (trx) => {
    const entry = await lockEntry(trx, entryId);
    if (entry.status !== 'pending' && entry.status !== 'held') fail(Errors.LOTTO_RESULT_ENTRY_DECIDED);
    if (entry.operator_id === operatorId) fail(Errors.LOTTO_RESULT_SAME_OPERATOR);
    if (entry.purpose === 'correction') {
      const correction = await applyCorrection(trx, entry, operatorId, now, windowMs);
      return { entry: await entryOrFail(trx, entryId, false), correction };
    }
    const round = await lockRound(trx, entry.round_id);
    if (round?.status !== 'open' && round?.status !== 'closed') {
      fail(Errors.LOTTO_ROUND_DECIDED, undefined, 'งวดนี้ออกผลหรือถูกยกเลิกแล้ว หากผลผิดให้เสนอแก้ไขผลรางวัล หรือปฏิเสธรายการนี้');
    }
    await applyEntry(trx, entry, operatorId, now);
    await recordAudit(trx, operatorId, 'lotto.result.confirm', `lotto_round:${entry.round_id}`, {
      entry_id: entry.id,
      entered_by: entry.operator_id ?? entry.origin,
      top3: entry.result.top3,
      bottom2: entry.result.bottom2,
    });
    return { entry: await entryOrFail(trx, entryId, false), correction: null };
  });
}

/** Any operator (its author too) rejects a pending or held entry, with a reason. */
export async function rejectEntry(db: Conn, operatorId: number, entryId: number, reason: string, now: Date) {
  return inTransaction(db, async (trx) => {
    const entry = await lockEntry(trx, entryId);
    if (entry.status !== 'pending' && entry.status !== 'held') fail(Errors.LOTTO_RESULT_ENTRY_DECIDED);
    await trx
      .updateTable('lotto_result_entry')
      .set({ status: 'rejected', note: reason, decided_by: operatorId, decided_at: now })
      .where('id', '=', entry.id)
      .execute();
    if (entry.purpose === 'result') await refreshPending(trx, entry.round_id);
    await recordAudit(trx, operatorId, `lotto.${entry.purpose}.reject`, `lotto_round:${entry.round_id}`, { entry_id: entry.id, reason });
    return entryOrFail(trx, entryId, false);
  });
}

/**
 * An operator proposes a correction of a resulted round (within the window, not Yeekee): a pending
 * correction entry. The same numbers proposed by a second operator confirm it (as the confirm call
 * would); by its author again, 5040. A proposal replaces its author's own open one; beside another
 * operator's with other numbers it is held.
 */
export async function proposeCorrection(db: Conn, operatorId: number, roundId: number, input: ResultInput, now: Date, windowMs: number) {
  return inTransaction(db, async (trx) => {
    const round = await correctableRound(trx, roundId, now, windowMs);
    const result = resultFor(round.result_kind, input);
    if (sameNumbers(round.result, result)) fail(Errors.LOTTO_CORRECTION_SAME);
    const open = await openEntries(trx, roundId, 'correction');
    const agreeing = open.filter((e) => sameNumbers(e.result, result));
    const other = agreeing.find((e) => e.operator_id !== operatorId);
    if (other) {
      const correction = await applyCorrection(trx, other, operatorId, now, windowMs);
      return { outcome: 'applied' as const, entry: await entryOrFail(trx, other.id, false), correction };
    }
    if (agreeing.length > 0) fail(Errors.LOTTO_RESULT_SAME_OPERATOR);
    const mine = open.filter((e) => e.operator_id === operatorId).map((e) => e.id);
    await supersede(trx, mine, now, 'แทนที่ด้วยการแก้ไขที่เสนอใหม่โดยผู้เสนอเดิม');
    const status: 'held' | 'pending' = open.length > mine.length ? 'held' : 'pending';
    const id = await insertEntry(trx, roundId, 'correction', result, { kind: 'operator', operatorId }, status, now);
    await recordAudit(trx, operatorId, 'lotto.correction.propose', `lotto_round:${roundId}`, {
      entry_id: id,
      status,
      old: { top3: round.result.top3, bottom2: round.result.bottom2 },
      new: { top3: result.top3, bottom2: result.bottom2, input: result.source },
      replaced: mine,
    });
    return { outcome: status, entry: await entryOrFail(trx, id, false), correction: null };
  });
}
