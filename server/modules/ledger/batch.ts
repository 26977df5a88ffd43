import { Errors } from '@contract/errors';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import type { Currency } from './accounts';
import { coreSteps, currencyOf } from './core';
import type { TransferKind } from './transfers';

type Conn = Kysely<Database>;

/** One movement of a batch (settlement: a bill's winnings). */
export type HouseTransfer = {
  key: string;
  /** For postHouseTransfers, a house account: only accounts allowed to go negative may be debited there. */
  debit: number;
  credit: number;
  /** Integer satang, greater than 0. */
  amount: number;
  reference: string;
  metadata: Record<string, unknown>;
};

/**
 * Moves every row out of its house account exactly once per key, in ONE statement of the core
 * (core.ts), where settlement pays tens of thousands of bills: keys already used move nothing; the
 * accounts are locked in id order (as every movement locks them, so they never deadlock); each
 * transfer row carries its accounts' running balances after it, in key order; each account changes
 * once, by its net. A row debiting an account that may not go negative refuses the whole batch (an
 * Error: nothing moves). Call it inside the transaction that records why the money moves. Answers
 * how many transfers it made (the rest had been made before).
 */
export function postHouseTransfers(trx: Conn, kind: TransferKind, currency: Currency, rows: HouseTransfer[]): Promise<number> {
  return postBatch(trx, kind, currency, rows, true);
}

/**
 * The same for any accounts (a member's debit must be affordable, running through the batch in key
 * order): all or nothing, INSUFFICIENT_FUNDS when any row cannot be paid. For bulk set-ups (bench).
 */
export function postTransfers(trx: Conn, kind: TransferKind, currency: Currency, rows: HouseTransfer[]): Promise<number> {
  return postBatch(trx, kind, currency, rows, false);
}

async function postBatch(trx: Conn, kind: TransferKind, currency: Currency, rows: HouseTransfer[], houseOnly: boolean): Promise<number> {
  if (rows.length === 0) return 0;
  for (const r of rows) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0)
      throw new RangeError(`transfer amount must be a positive integer, got ${r.amount}`);
    if (r.debit === r.credit) throw new RangeError('a transfer needs two different accounts');
  }
  // Key order (the same in every batch, so two batches meet their keys in one order) is the order
  // of the running balances and of the transfer ids.
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const source = sorted.map((r, n) => ({
    ord: n + 1,
    key: r.key,
    debit: r.debit,
    credit: r.credit,
    amount: r.amount,
    reference: r.reference,
    metadata: r.metadata,
  }));
  const core = coreSteps({ phase: 'move', currency: currencyOf(currency), houseDebitsOnly: houseOnly });
  const name = houseOnly ? 'ledger_post_house_transfers' : 'ledger_post_transfers';
  const res = await sql<{
    fresh: number;
    moved: number;
    refused: number;
    missing: (number | string)[] | null;
  }>`/* prepared:${sql.raw(name)} */
    with ${core.prepare(sql`
      select v.ord, v.ord as grp, v.key, ${kind}::text as kind, v.debit, v.credit, v.amount, v.reference, v.metadata, null::int as operator
        from jsonb_to_recordset(${JSON.stringify(source)}::jsonb)
          as v(ord int, key text, debit bigint, credit bigint, amount bigint, reference text, metadata jsonb)`)},
    ${core.move()}
    select (select count(*) from ${core.fresh})::int as fresh, (select count(*) from ${core.transfers})::int as moved,
           ${core.refused}::int as refused, ${core.missing} as missing`.execute(trx);
  const r = res.rows[0];
  if (r.missing?.length) throw new Error(`ledger account ${r.missing.map(Number).join(', ')} does not exist`);
  if (r.refused > 0) {
    if (houseOnly) throw new Error(`${r.refused} transfers debit an account that may not go negative`);
    fail(Errors.INSUFFICIENT_FUNDS);
  }
  return r.moved;
}
