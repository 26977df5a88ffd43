import { Errors } from '@contract/errors';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

export type TransferOptions = {
  /**
   * The caller's transaction already owns this movement's key through a unique claim of its own that
   * concurrent callers wait on (e.g. the games wallet's game_txn (provider, txn_id), claimed in the
   * same transaction before the movement). Then no key race can happen and no savepoint is needed
   * (two round trips saved); a duplicate key would abort the caller's transaction, keeping nothing.
   */
  keyClaimed?: boolean;
};

/**
 * Moves `amount` from debit to credit exactly once per key. The whole movement is ONE statement
 * (see `postedSteps`): a debit that cannot be afforded or a key already used changes nothing, so a
 * call outside a transaction needs no BEGIN/COMMIT round trips, and the rows it touches stay locked
 * only while the database itself works on them. Inside a caller's transaction the statement runs
 * under a savepoint, so even a lost race on the key answers the first result and leaves the caller's
 * transaction usable (unless the caller owns the key: `keyClaimed`). Correct on PGlite and
 * PostgreSQL alike; rows are locked in id order so two transfers never deadlock.
 */
export async function transfer(db: Conn, input: TransferInput, opts: TransferOptions = {}): Promise<TransferResult> {
  checkTransfer(input);
  let applied: Applied;
  if (db.isTransaction && !opts.keyClaimed) {
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
      // Outside a transaction the failed statement changed nothing; inside one it aborted it.
      if (!db.isTransaction && isKeyRace(e)) return replay(db, input);
      throw e;
    }
  }
  return transferOutcome(db, input, applied);
}

export function checkTransfer(input: TransferInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  if (input.debit === input.credit) throw new RangeError('a transfer needs two different accounts');
}

/** What the movement statement answers; `transferOutcome` turns it into the result (or the refusal). */
export type Applied = { fresh: boolean; id: number | null; credit_found: boolean; debit_after: number | null; credit_after: number | null };

/** The first result for a used key, the refusal for funds short, or the movement made. */
export async function transferOutcome(db: Conn, input: TransferInput, applied: Applied): Promise<TransferResult> {
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

/** Another caller inserted the same key between our check and our insert (PostgreSQL only). */
function isKeyRace(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && err.constraint === 'ledger_transfer_idempotency_key_key';
}

const transferRow = (input: TransferInput, metadata?: RawBuilder<unknown>) => ({
  amount: sql`${input.amount}::bigint`,
  debit: sql`${input.debit}::bigint`,
  credit: sql`${input.credit}::bigint`,
  columns: sql`idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, reference, metadata, created_by_operator`,
  values: sql`${input.key}::text, ${input.kind}::text, ${input.currency}::text, ${input.debit}::bigint, ${input.credit}::bigint,
    ${input.amount}::bigint, ${input.reference ?? null}::text, ${metadata ?? sql`${JSON.stringify(input.metadata ?? {})}::jsonb`},
    ${input.operatorId ?? null}::int`,
});

/**
 * A posted movement as the steps of one statement (CTEs named `mv_*`), each feeding the next so they
 * run in order: `mv_fresh` (the key is unused) -> `mv_locked` (both accounts, in id order, only when
 * `when` holds too) -> `mv_debit` (conditional on what is available) -> `mv_credit` (only if the
 * debit happened) -> `mv_ins` (the transfer row with the balances after, only if both happened).
 * When a step does not happen nothing after it does, so a refused or repeated movement leaves no
 * trace. `columns` are the `Applied` answer; `moved` holds when the movement was made;
 * `debitAvailable` / `creditAvailable` are each account's balance less its reservations after it.
 * movement.ts puts these steps into a caller's statement, behind the caller's claim (`when`), with
 * `metadata` as an SQL expression when part of it comes from the caller's steps.
 */
export function postedSteps(input: TransferInput, opts: { when?: RawBuilder<unknown>; metadata?: RawBuilder<unknown> } = {}) {
  const { amount, debit, credit, columns, values } = transferRow(input, opts.metadata);
  const ctes = sql`
    mv_fresh as (select not exists (select 1 from ledger_transfer where idempotency_key = ${input.key}::text) as ok),
    mv_locked as (
      select id from ledger_account
       where id in (${debit}, ${credit}) and (select ok from mv_fresh) and ${opts.when ?? sql`true`}
       order by id for no key update),
    mv_debit as (
      update ledger_account set balance = balance - ${amount}
       where id = ${debit} and (select count(*) from mv_locked) = 2
         and (allow_negative or balance - pending_out >= ${amount})
      returning balance, pending_out),
    mv_credit as (
      update ledger_account set balance = balance + ${amount}
       where id = ${credit} and exists (select 1 from mv_debit)
      returning balance, pending_out),
    mv_ins as (
      insert into ledger_transfer (${columns}, status, debit_balance_after, credit_balance_after, settled_at)
      select ${values}, 'posted', d.balance, c.balance, now() from mv_debit as d, mv_credit as c
      returning id, debit_balance_after, credit_balance_after)`;
  const answer = sql`(select ok from mv_fresh) as fresh, (select id from mv_ins) as id,
    exists (select 1 from mv_locked where id = ${credit}) as credit_found,
    (select debit_balance_after from mv_ins) as debit_after, (select credit_balance_after from mv_ins) as credit_after`;
  return {
    ctes,
    columns: answer,
    moved: sql`exists (select 1 from mv_ins)`,
    debitAvailable: sql`(select balance - pending_out from mv_debit)`,
    creditAvailable: sql`(select balance - pending_out from mv_credit)`,
  };
}

/** The movement as one statement: a reservation (pending) or a posted movement (`postedSteps`). */
async function applyOnce(db: Conn, input: TransferInput): Promise<Applied> {
  if (!input.pending) {
    const steps = postedSteps(input);
    const r = await sql<Applied>`/* prepared:ledger_transfer_posted */ with ${steps.ctes} select ${steps.columns}`.execute(db);
    return r.rows[0];
  }
  const { amount, debit, credit, columns, values } = transferRow(input);
  // A reservation touches the debit account only (the credit is checked by its foreign key).
  const result = await sql<Applied>`/* prepared:ledger_transfer_pending */
    with fresh as (select not exists (select 1 from ledger_transfer where idempotency_key = ${input.key}::text) as ok),
    d as (
      update ledger_account set pending_out = pending_out + ${amount}
       where id = ${debit} and (select ok from fresh)
         and (allow_negative or balance - pending_out >= ${amount})
      returning balance),
    ins as (
      insert into ledger_transfer (${columns}, status)
      select ${values}, 'pending' from d
      returning id)
    select (select ok from fresh) as fresh, (select id from ins) as id,
           exists (select 1 from ledger_account where id = ${credit}) as credit_found,
           null::bigint as debit_after, null::bigint as credit_after`.execute(db);
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
