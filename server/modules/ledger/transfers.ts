import { Errors } from '@contract/errors';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import type { Currency } from './accounts';
import { coreSteps, currencyOf, oneAnswer, oneRow } from './core';

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
  | 'lotto_correction'
  | 'debt_collection'
  | 'bonus'
  /** A bonus (and what it won) taken back to house:bonuses when its requirement ends unmet or its cap applies. */
  | 'bonus_forfeit'
  /** Daily cashback on losses (house:bonuses -> main wallet). */
  | 'cashback'
  /** Daily turnover commission. */
  | 'commission'
  /** The weekly win/loss refund. */
  | 'refund'
  /** Affiliate earnings redeemed: the member's affiliate account -> main wallet. */
  | 'affiliate'
  /** A day's affiliate earnings: house:affiliate -> the member's affiliate account. */
  | 'affiliate_earning'
  /** An operator's correction of an affiliate earning, either way. */
  | 'affiliate_correction'
  | 'points_earn'
  | 'points_spend'
  /** Points given back (a cancelled shop order). */
  | 'points_refund'
  /** A prize in baht (wheel, quest, poll, shop voucher): a house prizes row -> main wallet. */
  | 'prize'
  /** Free spins granted (wheel, quest, shop): a house free-spins row -> the member's free-spin account. */
  | 'free_spin_grant'
  /** A free spin played: the member's free-spin account -> its house row. */
  | 'free_spin_use'
  /** What a free spin won: a house prizes row -> main wallet. */
  | 'free_spin_win'
  /** A sportsbook bet's stake: main wallet -> a house sport row. */
  | 'sport_bet'
  /** A settled bet's payout (stake included for a win, push or void): a house sport row -> main wallet. */
  | 'sport_win'
  /** A corrected result takes the earlier payout back before paying again: main wallet -> a house sport row. */
  | 'sport_correction';

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
 * Moves `amount` from debit to credit exactly once per key (or, `pending`, reserves it on the debit).
 * The whole movement is ONE statement of the ledger's core (core.ts), the one-row case of every
 * movement: a debit that cannot be afforded or a key already used changes nothing, so a
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

/** What a one-movement statement answers (`oneAnswer`); `transferOutcome` turns it into the result or the refusal. */
export type Applied = {
  fresh: boolean;
  id: number | null;
  missing: (number | string)[] | null;
  debit_after: number | null;
  credit_after: number | null;
};

/** The first result for a used key, an account that does not exist, the refusal for funds short, or the movement made. */
export async function transferOutcome(db: Conn, input: TransferInput, applied: Applied): Promise<TransferResult> {
  if (!applied.fresh) return replay(db, input);
  if (applied.id === null) {
    if (applied.missing?.length) throw new Error(`ledger account ${applied.missing.map(Number).join(', ')} does not exist`);
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

/** The movement's row as the core's source (one row), with its metadata as SQL when the caller's steps make it. */
export function sourceOf(input: TransferInput, metadata?: RawBuilder<unknown>) {
  return oneRow({
    key: input.key,
    kind: input.kind,
    debit: input.debit,
    credit: input.credit,
    amount: input.amount,
    reference: input.reference,
    metadata: metadata ?? sql`${JSON.stringify(input.metadata ?? {})}::jsonb`,
    operator: input.operatorId,
  });
}

/** The movement as one statement of the core: a reservation (hold) or a posted movement. */
async function applyOnce(db: Conn, input: TransferInput): Promise<Applied> {
  const phase = input.pending ? 'hold' : 'move';
  const core = coreSteps({ phase, currency: currencyOf(input.currency) });
  const r = await sql<Applied>`/* prepared:${sql.raw(`ledger_transfer_${phase}`)} */
    with ${core.prepare(sourceOf(input))}, ${core.move()}
    select ${oneAnswer(core)}`.execute(db);
  return r.rows[0];
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

/**
 * Posts a pending transfer (a withdrawal paid): its debit's balance and reservation go down, its
 * credit's balance up, the row is marked posted with the balances after it. ONE statement of the
 * core; exactly once: the row changes only while it is pending (TRANSFER_NOT_PENDING otherwise).
 */
export async function postPending(db: Conn, transferId: number): Promise<TransferResult> {
  const r = await settleHold(db, transferId, 'post');
  return { id: r.id, status: 'posted', replayed: false, debitBalanceAfter: r.debit_after, creditBalanceAfter: r.credit_after };
}

/** Voids a pending transfer (a withdrawal rejected): the reservation is released, nothing moves. Exactly once, as postPending. */
export async function voidPending(db: Conn, transferId: number): Promise<TransferResult> {
  const r = await settleHold(db, transferId, 'void');
  return { id: r.id, status: 'voided', replayed: false, debitBalanceAfter: r.debit_balance, creditBalanceAfter: null };
}

async function settleHold(db: Conn, transferId: number, phase: 'post' | 'void') {
  const core = coreSteps({ phase });
  const r = await sql<{
    id: number | null;
    debit_after: number | null;
    credit_after: number | null;
    debit_balance: number | null;
  }>`/* prepared:${sql.raw(`ledger_${phase}_pending`)} */
    with ${core.prepare(sql`select 1 as ord, 1 as grp, ${transferId}::bigint as tid`)}, ${core.move()}
    select t.id, t.debit_after, t.credit_after, ${core.balanceAfter(sql`t.debit`)} as debit_balance
      from (select 1) one left join ${core.transfers} t on true`.execute(db);
  const row = r.rows[0];
  if (row?.id == null) fail(Errors.TRANSFER_NOT_PENDING);
  return row as typeof row & { id: number };
}
