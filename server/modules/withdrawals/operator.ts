import { satangToBaht } from '@contract/money';
import { type AdminWithdrawal, WITHDRAWAL_STATUS_NAMES } from '@contract/withdrawals';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { inTransaction, postPending, voidPending } from '../ledger';
import { enqueuePush } from '../push';
import './tables';
import { claimableBy, refuseClaim } from './claims';
import { bankName, withdrawalReference } from './wire';

/**
 * The operator's decisions on withdrawals: approve (the hold is posted: money leaves the wallet) and
 * reject (the hold is voided: money is available again). Each decision is a state-machine update
 * `where status = 'pending'` and not claimed live by another operator, so of two operators clicking at
 * once exactly one acts and the other is told why not; the ledger and the audit row share its
 * transaction. The queue is in queue.ts, claims in claims.ts.
 */

export function adminQuery(db: Db) {
  return db
    .selectFrom('withdrawal as w')
    .innerJoin('member_public as m', 'm.id', 'w.member_id')
    .leftJoin('operator_public as o', 'o.id', 'w.decided_by_operator')
    .select([
      'w.id',
      'w.member_id',
      'm.phone as member_phone',
      'm.first_name',
      'm.last_name',
      'w.amount',
      'w.status',
      'w.bank_account_id',
      'w.bank_code',
      'w.account_number',
      'w.account_name',
      'w.transfer_id',
      'w.reject_reason',
      'w.bank_reference',
      'w.decided_by_operator',
      'o.username as decided_by_username',
      'w.created_at',
      'w.decided_at',
    ]);
}

export type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['executeTakeFirstOrThrow']>>;

export function toAdminWire(r: AdminRow): AdminWithdrawal {
  return {
    id: r.id,
    reference: withdrawalReference(r.id),
    member_id: r.member_id,
    member_phone: r.member_phone,
    member_name: `${r.first_name} ${r.last_name}`,
    amount: satangToBaht(r.amount),
    status: r.status,
    status_name: WITHDRAWAL_STATUS_NAMES[r.status],
    bank: {
      bank_account_id: r.bank_account_id,
      bank_code: r.bank_code,
      bank_name: bankName(r.bank_code),
      account_number: r.account_number,
      account_name: r.account_name,
    },
    transfer_id: r.transfer_id,
    reject_reason: r.reject_reason,
    bank_reference: r.bank_reference,
    decided_by_operator: r.decided_by_operator,
    decided_by_username: r.decided_by_username,
    created_at: r.created_at.toISOString(),
    decided_at: r.decided_at ? r.decided_at.toISOString() : null,
  };
}

async function decided(db: Db, id: number): Promise<AdminWithdrawal> {
  return toAdminWire(await adminQuery(db).where('w.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * The state-machine update both decisions are: pending, and either claimed by the caller or by
 * nobody live (an unclaimed or expired one is taken and decided in the same statement, so the
 * decision is its own claim). Answers the row it moved, or refuses (claims.ts `refuseClaim`).
 */
async function decide(
  trx: Db,
  id: number,
  to: { status: 'approved' | 'rejected'; operatorId: number; reason?: string; bankReference?: string | null },
) {
  const row = await trx
    .updateTable('withdrawal')
    .set({
      status: to.status,
      decided_by_operator: to.operatorId,
      decided_at: sql<Date>`now()`,
      reject_reason: to.reason ?? null,
      bank_reference: to.bankReference ?? null,
      claimed_by_operator: null,
      claim_expires_at: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => claimableBy(eb, to.operatorId))
    .returning(['id', 'member_id', 'amount', 'transfer_id'])
    .executeTakeFirst();
  if (row?.transfer_id) return { ...row, transfer_id: row.transfer_id };
  return refuseClaim(trx, id, to.operatorId);
}

export async function approveWithdrawal(db: Db, operatorId: number, id: number, bankReference?: string): Promise<AdminWithdrawal> {
  return inTransaction(db, async (trx) => {
    const w = await decide(trx, id, { status: 'approved', operatorId, bankReference: bankReference || null });
    await postPending(trx, w.transfer_id);
    await recordAudit(trx, operatorId, 'withdrawal.approve', `withdrawal:${id}`, {
      member_id: w.member_id,
      amount: satangToBaht(w.amount),
      bank_reference: bankReference || null,
    });
    await enqueuePush(trx, { kind: 'withdrawal', memberId: w.member_id, withdrawalId: id, status: 'approved' });
    return decided(trx, id);
  });
}

export async function rejectWithdrawal(db: Db, operatorId: number, id: number, reason: string): Promise<AdminWithdrawal> {
  return inTransaction(db, async (trx) => {
    const w = await decide(trx, id, { status: 'rejected', operatorId, reason });
    await voidPending(trx, w.transfer_id);
    await recordAudit(trx, operatorId, 'withdrawal.reject', `withdrawal:${id}`, {
      member_id: w.member_id,
      amount: satangToBaht(w.amount),
      reason,
    });
    await enqueuePush(trx, { kind: 'withdrawal', memberId: w.member_id, withdrawalId: id, status: 'rejected' });
    return decided(trx, id);
  });
}
