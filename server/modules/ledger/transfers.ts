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
 * Moves `amount` from debit to credit exactly once per key. The whole movement is ONE statement
 * (see `applyOnce`): a debit that cannot be afforded or a key already used changes nothing, so a
 * call outside a transaction needs no BEGIN/COMMIT round trips, and the rows it touches stay locked
 * only while the database itself works on them. Inside a caller's transaction the statement runs
 * under a savepoint, so even a lost race on the key answers the first result and leaves the caller's
 * transaction usable. Correct on PGlite and PostgreSQL alike; rows are locked in id order so two
 * transfers never deadlock.
 */
export async function transfer(db: Conn, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  if (input.debit === input.credit) throw new RangeError('a transfer needs two different accounts');
  let applied: Applied;
  if (db.isTransaction) {
    await sql`savepoint ledger_transfer`.execute(db);
    try {
      applied = await applyOnce(db, input);
    } catch (e) {
      await sql`rollback to savepoint ledger_transfer`.execute(db);
      await sql`release savepoint ledger_transfer`.execute(db);
      if (isKeyRace(e)) return replay(db, input);
      throw e;
    }
    await sql`release savepoint ledger_transfer`.execute(db);
  } else {
    try {
      applied = await applyOnce(db, input);
    } catch (e) {
      if (isKeyRace(e)) return replay(db, input);
      throw e;
    }
  }
  if (!applied.fresh) return replay(db, input);
  if (applied.id === null) {
    if (!applied.credit_found) throw new Error(`ledger account ${input.credit} does not exist`);
    fail(Errors.INSUFFICIENT_FUNDS);
  }
  return {
    id: applied.id,
    status: input.pending ? 'pending' : 'posted',
    replayed: false,
    debitBalanceAfter: applied.debit_after,
    creditBalanceAfter: applied.credit_after,
  };
}

type Applied = { fresh: boolean; id: number | null; credit_found: boolean; debit_after: number | null; credit_after: number | null };

/** Another caller inserted the same key between our check and our insert (PostgreSQL only). */
function isKeyRace(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && err.constraint === 'ledger_transfer_idempotency_key_key';
}

/**
 * The movement as one statement, each step feeding the next so they run in order:
 * `fresh` (the key is unused) -> `locked` (both accounts, in id order) -> `d` (the debit, conditional on
 * what is available, or the reservation for a pending transfer) -> `c` (the credit, only if the debit
 * happened) -> `ins` (the transfer row with the balances after, only if both happened). When a step
 * does not happen nothing after it does, so a refused or repeated transfer leaves no trace.
 */
async function applyOnce(db: Conn, input: TransferInput): Promise<Applied> {
  const amount = sql`${input.amount}::bigint`;
  const debit = sql`${input.debit}::bigint`;
  const credit = sql`${input.credit}::bigint`;
  const row = sql`${input.key}::text, ${input.kind}::text, ${input.currency}::text, ${debit}, ${credit}, ${amount},
    ${input.reference ?? null}::text, ${JSON.stringify(input.metadata ?? {})}::jsonb, ${input.operatorId ?? null}::int`;
  const columns = sql`idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, reference, metadata, created_by_operator`;
  const fresh = sql`fresh as (select not exists (select 1 from ledger_transfer where idempotency_key = ${input.key}::text) as ok)`;
  const locked = sql`locked as (
      select id from ledger_account where id in (${debit}, ${credit}) and (select ok from fresh) order by id for no key update)`;
  const result = input.pending
    ? // A reservation touches the debit account only (the credit is checked by its foreign key).
      await sql<Applied>`/* prepared:ledger_transfer_pending */
        with ${fresh},
        d as (
          update ledger_account set pending_out = pending_out + ${amount}
           where id = ${debit} and (select ok from fresh)
             and (allow_negative or balance - pending_out >= ${amount})
          returning balance),
        ins as (
          insert into ledger_transfer (${columns}, status)
          select ${row}, 'pending' from d
          returning id)
        select (select ok from fresh) as fresh, (select id from ins) as id,
               exists (select 1 from ledger_account where id = ${credit}) as credit_found,
               null::bigint as debit_after, null::bigint as credit_after`.execute(db)
    : await sql<Applied>`/* prepared:ledger_transfer_posted */
        with ${fresh}, ${locked},
        d as (
          update ledger_account set balance = balance - ${amount}
           where id = ${debit} and (select count(*) from locked) = 2
             and (allow_negative or balance - pending_out >= ${amount})
          returning balance),
        c as (
          update ledger_account set balance = balance + ${amount}
           where id = ${credit} and exists (select 1 from d)
          returning balance),
        ins as (
          insert into ledger_transfer (${columns}, status, debit_balance_after, credit_balance_after, settled_at)
          select ${row}, 'posted', d.balance, c.balance, now() from d, c
          returning id, debit_balance_after, credit_balance_after)
        select (select ok from fresh) as fresh, i.id, exists (select 1 from locked where id = ${credit}) as credit_found,
               i.debit_balance_after as debit_after, i.credit_balance_after as credit_after
          from (select 1) as one left join ins as i on true`.execute(db);
  return result.rows[0];
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
