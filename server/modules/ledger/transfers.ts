import { Errors } from '@contract/errors';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import type { Currency } from './accounts';

type Conn = Kysely<Database>;

/** What a movement is; the statement shows each with its Thai name (contract). */
export type TransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'game_bet'
  | 'game_win'
  | 'game_rollback'
  | 'lotto_bill'
  | 'lotto_win'
  | 'lotto_refund'
  | 'bonus'
  | 'cashback'
  | 'refund'
  | 'affiliate'
  | 'points_earn'
  | 'points_spend';

export type TransferInput = {
  /** The caller's idempotency key: deposit reference, provider transaction id, bill id, claim id... */
  key: string;
  kind: TransferKind;
  currency: Currency;
  debit: number;
  credit: number;
  /** Integer satang (or points), greater than 0. */
  amount: number;
  reference?: string;
  metadata?: Record<string, unknown>;
  operatorId?: number;
  /** A two-phase transfer: reserve now, post or void later (withdrawals). */
  pending?: boolean;
};

export type TransferResult = {
  id: number;
  status: 'pending' | 'posted' | 'voided';
  /** True when the key was seen before: the first result is answered and nothing moved. */
  replayed: boolean;
  debitBalanceAfter: number | null;
  creditBalanceAfter: number | null;
};

/** Runs fn in a transaction unless the caller already holds one (so movements compose with other writes). */
export function inTransaction<T>(db: Conn, fn: (trx: Conn) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/**
 * Moves `amount` from debit to credit exactly once per key. The debit is a conditional update
 * (`balance - pending_out >= amount` unless the account may go negative), which is correct on
 * PGlite and PostgreSQL alike; rows are touched in id order so two transfers never deadlock.
 */
export async function transfer(db: Conn, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  if (input.debit === input.credit) throw new RangeError('a transfer needs two different accounts');
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('ledger_transfer')
      .values({
        idempotency_key: input.key,
        kind: input.kind,
        currency: input.currency,
        debit_account_id: input.debit,
        credit_account_id: input.credit,
        amount: input.amount,
        status: input.pending ? 'pending' : 'posted',
        reference: input.reference ?? null,
        metadata: JSON.stringify(input.metadata ?? {}),
        created_by_operator: input.operatorId ?? null,
        settled_at: input.pending ? null : new Date(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return replay(trx, input);

    const after = input.pending ? await reserve(trx, input) : await move(trx, input.debit, input.credit, input.amount, false);
    await trx
      .updateTable('ledger_transfer')
      .set({ debit_balance_after: after.debit, credit_balance_after: after.credit })
      .where('id', '=', inserted.id)
      .execute();
    return {
      id: inserted.id,
      status: input.pending ? 'pending' : 'posted',
      replayed: false,
      debitBalanceAfter: after.debit,
      creditBalanceAfter: after.credit,
    };
  });
}

async function replay(trx: Conn, input: TransferInput): Promise<TransferResult> {
  const first = await trx.selectFrom('ledger_transfer').selectAll().where('idempotency_key', '=', input.key).executeTakeFirstOrThrow();
  if (
    first.debit_account_id !== input.debit ||
    first.credit_account_id !== input.credit ||
    first.amount !== input.amount ||
    first.currency !== input.currency
  ) {
    fail(Errors.IDEMPOTENCY_CONFLICT);
  }
  return {
    id: first.id,
    status: first.status,
    replayed: true,
    debitBalanceAfter: first.debit_balance_after,
    creditBalanceAfter: first.credit_balance_after,
  };
}

/** Applies a posted movement; `fromPending` also releases the reservation the pending phase made. */
async function move(trx: Conn, debit: number, credit: number, amount: number, fromPending: boolean) {
  const result = { debit: 0, credit: 0 };
  for (const id of debit < credit ? [debit, credit] : [credit, debit]) {
    if (id === debit) {
      const row = await sql<{ balance: number }>`
        update ledger_account
           set balance = balance - ${amount}, pending_out = pending_out - ${fromPending ? amount : 0}
         where id = ${debit}
           and (${fromPending} or allow_negative or balance - pending_out >= ${amount})
        returning balance`.execute(trx);
      if (row.rows.length === 0) fail(Errors.INSUFFICIENT_FUNDS);
      result.debit = row.rows[0].balance;
    } else {
      const row = await sql<{
        balance: number;
      }>`update ledger_account set balance = balance + ${amount} where id = ${credit} returning balance`.execute(trx);
      if (row.rows.length === 0) throw new Error(`ledger account ${credit} does not exist`);
      result.credit = row.rows[0].balance;
    }
  }
  return result;
}

/** The pending phase: money stays in the account but is no longer available. */
async function reserve(trx: Conn, input: TransferInput) {
  const row = await sql<{ balance: number }>`
    update ledger_account set pending_out = pending_out + ${input.amount}
     where id = ${input.debit} and (allow_negative or balance - pending_out >= ${input.amount})
    returning balance`.execute(trx);
  if (row.rows.length === 0) fail(Errors.INSUFFICIENT_FUNDS);
  return { debit: null, credit: null };
}

/** Posts a pending transfer (a withdrawal paid). Exactly once: the state update is conditional. */
export async function postPending(db: Conn, transferId: number): Promise<TransferResult> {
  return inTransaction(db, async (trx) => {
    const t = await trx
      .updateTable('ledger_transfer')
      .set({ status: 'posted', settled_at: new Date() })
      .where('id', '=', transferId)
      .where('status', '=', 'pending')
      .returning(['id', 'debit_account_id', 'credit_account_id', 'amount'])
      .executeTakeFirst();
    if (!t) fail(Errors.TRANSFER_NOT_PENDING);
    const after = await move(trx, t.debit_account_id, t.credit_account_id, t.amount, true);
    await trx
      .updateTable('ledger_transfer')
      .set({ debit_balance_after: after.debit, credit_balance_after: after.credit })
      .where('id', '=', t.id)
      .execute();
    return { id: t.id, status: 'posted', replayed: false, debitBalanceAfter: after.debit, creditBalanceAfter: after.credit };
  });
}

/** Voids a pending transfer (a withdrawal rejected): the reservation is released, nothing moves. */
export async function voidPending(db: Conn, transferId: number): Promise<TransferResult> {
  return inTransaction(db, async (trx) => {
    const t = await trx
      .updateTable('ledger_transfer')
      .set({ status: 'voided', settled_at: new Date() })
      .where('id', '=', transferId)
      .where('status', '=', 'pending')
      .returning(['id', 'debit_account_id', 'amount'])
      .executeTakeFirst();
    if (!t) fail(Errors.TRANSFER_NOT_PENDING);
    const row = await sql<{ balance: number }>`
      update ledger_account set pending_out = pending_out - ${t.amount} where id = ${t.debit_account_id} returning balance`.execute(trx);
    return { id: t.id, status: 'voided', replayed: false, debitBalanceAfter: row.rows[0].balance, creditBalanceAfter: null };
  });
}
