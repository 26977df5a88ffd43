import { type AdminWithdrawalClaim, type AdminWithdrawalClaimAnswer, WITHDRAWAL_CLAIM_MINUTES } from '@contract/admin-withdrawals';
import { Errors } from '@contract/errors';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import './tables';

/**
 * Claims (docs/backoffice.md "Withdrawals"): one operator handles a pending withdrawal at a time.
 * Claiming sets `claimed_by_operator` and `claim_expires_at` (now + WITHDRAWAL_CLAIM_MINUTES) in one
 * conditional update, allowed when nobody holds a live claim or the caller does (then it renews), so
 * of two operators claiming at once exactly one wins: the second update waits for the first's row
 * lock, then finds the row no longer matches. The database clock decides expiry everywhere.
 */

/** The condition "nobody else holds a live claim" on the withdrawal table (unaliased). */
export function claimableBy(eb: ExpressionBuilder<Database, 'withdrawal'>, operatorId: number) {
  return eb.or([
    eb('claimed_by_operator', 'is', null),
    eb('claimed_by_operator', '=', operatorId),
    eb('claim_expires_at', '<=', sql<Date>`now()`),
  ]);
}

const clock = (d: Date) => d.toLocaleTimeString('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * Why a conditional update on withdrawal `id` by `operatorId` matched nothing: not found, decided
 * already, held by another operator (the message names them and until when), or not the caller's.
 */
export async function refuseClaim(db: Db, id: number, operatorId: number): Promise<never> {
  const row = await db
    .selectFrom('withdrawal as w')
    .leftJoin('operator_public as o', 'o.id', 'w.claimed_by_operator')
    .select([
      'w.status',
      'w.claimed_by_operator',
      'w.claim_expires_at',
      'o.username',
      'o.display_name',
      sql<boolean>`w.claim_expires_at > now()`.as('live'),
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) fail(Errors.NOT_FOUND);
  if (row.status !== 'pending') fail(Errors.WITHDRAWAL_NOT_PENDING);
  if (row.claimed_by_operator !== null && row.claimed_by_operator !== operatorId && row.live && row.claim_expires_at) {
    fail(
      Errors.WITHDRAWAL_CLAIMED,
      undefined,
      `${row.display_name} (${row.username}) กำลังดำเนินการรายการถอนนี้อยู่ ถึงเวลา ${clock(row.claim_expires_at)} น. กรุณาเลือกรายการอื่น`,
    );
  }
  fail(Errors.WITHDRAWAL_NOT_CLAIMED);
}

async function claimOf(db: Db, id: number, operatorId: number): Promise<AdminWithdrawalClaim | null> {
  const row = await db
    .selectFrom('withdrawal as w')
    .innerJoin('operator_public as o', 'o.id', 'w.claimed_by_operator')
    .select(['w.claimed_by_operator', 'w.claim_expires_at', 'o.username', 'o.display_name'])
    .where('w.id', '=', id)
    .where(sql<boolean>`w.claim_expires_at > now()`)
    .executeTakeFirst();
  if (!row?.claimed_by_operator || !row.claim_expires_at) return null;
  return {
    operator_id: row.claimed_by_operator,
    username: row.username,
    display_name: row.display_name,
    expires_at: row.claim_expires_at.toISOString(),
    mine: row.claimed_by_operator === operatorId,
  };
}

/** Takes (or renews) the claim on a pending withdrawal; audited as withdrawal.claim. */
export async function claimWithdrawal(db: Db, operatorId: number, id: number): Promise<AdminWithdrawalClaimAnswer> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('withdrawal')
      .set({
        claimed_by_operator: operatorId,
        claim_expires_at: sql<Date>`now() + make_interval(mins => ${WITHDRAWAL_CLAIM_MINUTES}::int)`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => claimableBy(eb, operatorId))
      .returning(['id', 'member_id', 'amount', 'claim_expires_at'])
      .executeTakeFirst();
    if (!row) return refuseClaim(trx, id, operatorId);
    await recordAudit(trx, operatorId, 'withdrawal.claim', `withdrawal:${id}`, {
      member_id: row.member_id,
      expires_at: row.claim_expires_at?.toISOString() ?? null,
    });
    return { id, claim: await claimOf(trx, id, operatorId) };
  });
}

/** Gives a claim back before it expires (only its holder may); audited as withdrawal.release. */
export async function releaseWithdrawal(db: Db, operatorId: number, id: number): Promise<AdminWithdrawalClaimAnswer> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('withdrawal')
      .set({ claimed_by_operator: null, claim_expires_at: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('claimed_by_operator', '=', operatorId)
      .returning(['id', 'member_id'])
      .executeTakeFirst();
    if (!row) return refuseClaim(trx, id, operatorId);
    await recordAudit(trx, operatorId, 'withdrawal.release', `withdrawal:${id}`, { member_id: row.member_id });
    return { id, claim: null };
  });
}
