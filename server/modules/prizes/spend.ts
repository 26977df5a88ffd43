import { Errors } from '@contract/errors';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import { type TransferResult, transfer } from '../ledger';
import { freeSpinAccountId, pointsAccountId } from './accounts';
import { prizeHouseRow } from './house';

export type Spend = {
  memberId: number;
  /** The caller's idempotency key: once per key. */
  key: string;
  /** Hundredths of a point (spendPoints, refundPoints) or whole spins (spendFreeSpins). */
  units: number;
  /** What the member paid for, shown on the points history ("หมุนกงล้อนำโชค"). */
  reference: string;
  metadata?: Record<string, unknown>;
};

/** A member-side refusal becomes the currency's own Thai message; anything else passes through. */
export async function orRefuse<T>(move: Promise<T>, refusal: (typeof Errors)[keyof typeof Errors]): Promise<T> {
  try {
    return await move;
  } catch (e) {
    if (e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code) fail(refusal);
    throw e;
  }
}

/**
 * Points spent: the member's points account -> the house points row (kind 'points_spend'), refused
 * with POINTS_NOT_ENOUGH (nothing moved) when the balance is short. Inside the caller's transaction,
 * the refusal aborts it: call this before writing anything that depends on it.
 */
export async function spendPoints(trx: Db, s: Spend): Promise<TransferResult> {
  return orRefuse(
    transfer(trx, {
      key: s.key,
      kind: 'points_spend',
      currency: 'PTS',
      debit: await pointsAccountId(trx, s.memberId),
      credit: await prizeHouseRow(trx, 'points', s.memberId),
      amount: s.units,
      reference: s.reference,
      metadata: s.metadata,
    }),
    Errors.POINTS_NOT_ENOUGH,
  );
}

/** Points given back (a cancelled order): the house points row -> the member (kind 'points_refund'). */
export async function refundPoints(trx: Db, s: Spend): Promise<TransferResult> {
  return transfer(trx, {
    key: s.key,
    kind: 'points_refund',
    currency: 'PTS',
    debit: await prizeHouseRow(trx, 'points', s.memberId),
    credit: await pointsAccountId(trx, s.memberId),
    amount: s.units,
    reference: s.reference,
    metadata: s.metadata,
  });
}

/** Free spins played: the member's free-spin account -> the house free-spins row ('free_spin_use'), or FREE_SPINS_NOT_ENOUGH. */
export async function spendFreeSpins(trx: Db, s: Spend): Promise<TransferResult> {
  return orRefuse(
    transfer(trx, {
      key: s.key,
      kind: 'free_spin_use',
      currency: 'PTS',
      debit: await freeSpinAccountId(trx, s.memberId),
      credit: await prizeHouseRow(trx, 'free_spins', s.memberId),
      amount: s.units,
      reference: s.reference,
      metadata: s.metadata,
    }),
    Errors.FREE_SPINS_NOT_ENOUGH,
  );
}
