import { Errors } from '@contract/errors';
import {
  BET_TYPE_NAMES,
  type BetType,
  BILL_STATUS_NAMES,
  type BillDetail,
  type BillStatus,
  type BillValidation,
  type BillView,
} from '@contract/lotto';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { houseAccountId } from '../ledger/accounts';
import { transfer } from '../ledger/transfers';
import { recordTurnover } from '../ledger/turnover';
import { assertNotExcluded } from '../limits/service';
import { ratesOf } from './catalog';
import { type ItemAsked, type Limited, numberKey, type PricedItem, type Pricing, priceItems } from './pricing';
import { billReference, refundBill } from './refunds';
import { cancelUntil, findRound, isOpenAt, type RoundWithCategory, roundOrFail, roundsQuery, roundView } from './rounds';
import type { BillItemRow, BillRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

export type ItemInput = { bet_type: BetType; number: string; amount: number };

function roundState(r: RoundWithCategory, now: Date): 'open' | 'closed' | 'not_yet' {
  if (isOpenAt(r, now)) return 'open';
  return r.status === 'open' && now.getTime() < r.opens_at.getTime() ? 'not_yet' : 'closed';
}

/** Prices the items against the round as it stands (rates, limited numbers, what is sold). */
export async function evaluate(db: Conn, round: RoundWithCategory, input: ItemInput[], now: Date): Promise<Pricing> {
  const items: ItemAsked[] = input.map((i) => ({ bet_type: i.bet_type, number: i.number, amount: bahtToSatang(i.amount) }));
  const keys = [...new Set(items.map((i) => numberKey(i.bet_type, i.number)))];
  const inKeys = sql<boolean>`(bet_type || ':' || number) in (${sql.join(keys.map((k) => sql`${k}`))})`;
  const [rates, limitedRows, soldRows] = await Promise.all([
    ratesOf(db, [round.category_id]),
    db.selectFrom('lotto_limited_number').selectAll().where('round_id', '=', round.id).where(inKeys).execute(),
    db.selectFrom('lotto_number_total').select(['bet_type', 'number', 'sold']).where('round_id', '=', round.id).where(inKeys).execute(),
  ]);
  const limited = new Map<string, Limited>(limitedRows.map((l) => [numberKey(l.bet_type, l.number), l]));
  const sold = new Map<string, number>(soldRows.map((s) => [numberKey(s.bet_type, s.number), s.sold]));
  return priceItems({
    roundState: roundState(round, now),
    categoryName: round.category_name,
    rates: rates.get(round.category_id),
    limited,
    sold,
    items,
  });
}

/** The member's main wallet: its account id, and what is available (balance less held withdrawals). */
async function walletOf(db: Conn, memberId: number): Promise<{ id: number; pendingOut: number; available: number }> {
  const a = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', 1)
    .executeTakeFirst();
  if (!a) throw new Error(`member ${memberId} has no main wallet`);
  return { id: a.id, pendingOut: a.pending_out, available: a.balance - a.pending_out };
}

/** The house lotto account never changes once created: looked up once per database. */
const houseIds = new WeakMap<Conn, number>();
async function houseLotto(db: Conn): Promise<number> {
  let id = houseIds.get(db);
  if (id === undefined) {
    id = await houseAccountId(db, 'lotto');
    houseIds.set(db, id);
  }
  return id;
}

/** Runs independent reads together but reports failures in the order given (a stable first error). */
async function inOrder<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work as readonly Promise<unknown>[]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export function validationView(roundId: number, p: Pricing, available: number | null): BillValidation {
  const total = p.items.reduce((s, i) => s + i.accepted, 0);
  return {
    round_id: roundId,
    items: p.items.map((i) => ({
      index: i.index,
      bet_type: i.bet_type,
      bet_type_name: BET_TYPE_NAMES[i.bet_type],
      number: i.number,
      amount: satangToBaht(i.amount),
      accepted_amount: satangToBaht(i.accepted),
      rate: i.rate / 100,
      potential_win: satangToBaht(i.potential_win),
      status: i.status,
      reason: i.reason,
      limited: i.limited,
      note: i.note,
    })),
    item_count: p.items.length,
    ok_count: p.items.filter((i) => i.status === 'ok').length,
    adjusted_count: p.items.filter((i) => i.status === 'adjusted').length,
    refused_count: p.items.filter((i) => i.status === 'refused').length,
    total_amount: satangToBaht(total),
    total_potential_win: satangToBaht(p.items.reduce((s, i) => s + i.potential_win, 0)),
    balance: available === null ? null : satangToBaht(available),
    enough_balance: available === null ? false : available >= total,
  };
}

/**
 * bill/validate: each item's effective rate, potential win and any adjustment or refusal. A closed
 * round or any refused item answers an error (with the same data, so the page can show why); error 0
 * means the bill (with its adjusted amounts) can be bought as shown.
 */
export async function validateBill(db: Conn, memberId: number, roundId: number, items: ItemInput[], now: Date) {
  const [round, wallet] = await inOrder<[RoundWithCategory, Awaited<ReturnType<typeof walletOf>>]>([
    roundOrFail(db, roundId),
    walletOf(db, memberId),
  ]);
  const priced = await evaluate(db, round, items, now);
  const view = validationView(roundId, priced, wallet.available);
  if (priced.roundError) fail(priced.roundError, view);
  if (view.refused_count > 0) fail(Errors.LOTTO_BILL_REFUSED, view, `${Errors.LOTTO_BILL_REFUSED.message} (${view.refused_count} รายการ)`);
  return { view, adjusted: view.adjusted_count > 0 };
}

type Sale = { key: string; bet_type: BetType; number: string; amount: number; cap: number | null };

/** The items' amounts merged per number, in key order (the order rows are locked in). */
function salesOf(items: PricedItem[]): Sale[] {
  const by = new Map<string, Sale>();
  for (const i of items) {
    const key = numberKey(i.bet_type, i.number);
    const cur = by.get(key);
    by.set(key, { key, bet_type: i.bet_type, number: i.number, amount: (cur?.amount ?? 0) + i.accepted, cap: i.cap });
  }
  return [...by.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Adds a bill's amounts to the numbers' running totals in one statement. Each row changes only while
 * `sold + amount <= cap` (an insert is filtered the same way), so concurrent bills can never take a
 * number past its cap on either engine; fewer rows back than numbers means one was full.
 */
async function takeNumbers(trx: Conn, roundId: number, sales: Sale[]): Promise<boolean> {
  const values = sales.map((s) => sql`(${roundId}::bigint, ${s.bet_type}::text, ${s.number}::text, ${s.amount}::bigint, ${s.cap}::bigint)`);
  const res = await sql<{ number: string }>`
    insert into lotto_number_total as t (round_id, bet_type, number, sold, cap)
    select v.round_id, v.bet_type, v.number, v.sold, v.cap
      from (values ${sql.join(values)}) as v(round_id, bet_type, number, sold, cap)
     where v.cap is null or v.sold <= v.cap
    on conflict (round_id, bet_type, number) do update set sold = t.sold + excluded.sold, cap = excluded.cap
     where excluded.cap is null or t.sold + excluded.sold <= excluded.cap
    returning t.number`.execute(trx);
  return res.rows.length === sales.length;
}

async function replayBill(db: Conn, memberId: number, key: string, roundId: number, total: number | null, now: Date) {
  const first = await db
    .selectFrom('lotto_bill')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('client_key', '=', key)
    .executeTakeFirst();
  if (!first) return null;
  if (first.round_id !== roundId || (total !== null && first.total_amount !== total)) fail(Errors.IDEMPOTENCY_CONFLICT);
  return {
    bill: await billDetail(db, memberId, first.id, now),
    balance: satangToBaht((await walletOf(db, memberId)).available),
    replayed: true,
  };
}

/**
 * bill/create: validates again (anything refused or adjusted answers the validation with an error,
 * so the member confirms what is really sold), then in ONE transaction: the round is read FOR SHARE
 * (closing or cancelling it waits for this bill, so settlement sees it), the bill row, the numbers'
 * running totals, the items with the rates they were sold at, the debit 'bill:<id>' and the turnover.
 */
export async function createBill(
  db: Conn,
  memberId: number,
  input: { round_id: number; items: ItemInput[]; idempotency_key?: string },
  now: Date,
) {
  const key = input.idempotency_key;
  if (key) {
    const again = await replayBill(db, memberId, key, input.round_id, null, now);
    if (again) return again;
  }
  const [, round, wallet, house] = await inOrder<[unknown, RoundWithCategory, Awaited<ReturnType<typeof walletOf>>, number]>([
    assertNotExcluded(db, memberId, now),
    roundOrFail(db, input.round_id),
    walletOf(db, memberId),
    houseLotto(db),
  ]);
  const priced = await evaluate(db, round, input.items, now);
  if (priced.roundError || priced.items.some((i) => i.status !== 'ok')) {
    const view = validationView(round.id, priced, wallet.available);
    if (priced.roundError) fail(priced.roundError, view);
    if (view.refused_count > 0) fail(Errors.LOTTO_BILL_REFUSED, view);
    fail(Errors.LOTTO_BILL_CHANGED, view);
  }
  const total = priced.items.reduce((s, i) => s + i.accepted, 0);

  const sold = await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('lotto_round')
      .select('id')
      .where('id', '=', round.id)
      .where('status', '=', 'open')
      .where('opens_at', '<=', now)
      .where('closes_at', '>', now)
      .forShare()
      .executeTakeFirst();
    if (!open) fail(Errors.LOTTO_ROUND_CLOSED);
    const bill = await trx
      .insertInto('lotto_bill')
      .values({
        member_id: memberId,
        round_id: round.id,
        total_amount: total,
        item_count: priced.items.length,
        client_key: key ?? null,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!bill) return null; // the same key won a race: answered below
    if (!(await takeNumbers(trx, round.id, salesOf(priced.items)))) fail(Errors.LOTTO_NUMBER_FULL);
    const items = await trx
      .insertInto('lotto_bill_item')
      .values(
        priced.items.map((i) => ({
          bill_id: bill.id,
          round_id: round.id,
          bet_type: i.bet_type,
          number: i.number,
          amount: i.accepted,
          rate: i.rate,
          potential_win: i.potential_win,
          limited: i.limited === 'reduced' ? ('reduced' as const) : null,
        })),
      )
      .returningAll()
      .execute();
    const ref = `bill:${bill.id}`;
    await recordTurnover(trx, { key: ref, memberId, product: 'lotto', stake: total, at: now });
    // The debit last: the house account is every bill's hot row, held only from here to commit.
    const debit = await transfer(trx, {
      key: ref,
      kind: 'lotto_bill',
      currency: 'THB',
      debit: wallet.id,
      credit: house,
      amount: total,
      reference: billReference(bill.id),
      metadata: { bill_id: bill.id, round_id: round.id, items: priced.items.length },
    });
    await trx.updateTable('lotto_bill').set({ transfer_id: debit.id }).where('id', '=', bill.id).execute();
    return { bill: { ...bill, transfer_id: debit.id }, items, balanceAfter: debit.debitBalanceAfter };
  });
  if (sold === null) {
    const again = key ? await replayBill(db, memberId, key, input.round_id, total, now) : null;
    if (!again) fail(Errors.INTERNAL);
    return again;
  }
  const available = sold.balanceAfter === null ? (await walletOf(db, memberId)).available : sold.balanceAfter - wallet.pendingOut;
  sold.items.sort((a, b) => a.id - b.id);
  return {
    bill: { ...billView(sold.bill, round, now), items: sold.items.map(itemView) },
    balance: satangToBaht(available),
    replayed: false,
  };
}

/**
 * bill/cancel: the member's own pending bill while its round is open and until 10 minutes before
 * close; refunded exactly once (refunds.ts). Another member's bill is NOT_FOUND.
 */
export async function cancelBill(db: Conn, memberId: number, billId: number, now: Date) {
  const bill = await ownBill(db, memberId, billId);
  if (bill.status !== 'pending') fail(Errors.LOTTO_BILL_NOT_CANCELLABLE, undefined, `โพยนี้${BILL_STATUS_NAMES[bill.status]} จึงยกเลิกไม่ได้`);
  const round = await roundOrFail(db, bill.round_id);
  checkCancelWindow(round, now);
  const refunded = await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('lotto_round')
      .select(['status', 'closes_at', 'opens_at'])
      .where('id', '=', round.id)
      .forShare()
      .executeTakeFirstOrThrow();
    checkCancelWindow(open, now);
    return refundBill(trx, bill.id, 'cancelled', now);
  });
  if (!refunded) fail(Errors.LOTTO_BILL_NOT_CANCELLABLE);
  return { bill: await billDetail(db, memberId, bill.id, now), balance: satangToBaht((await walletOf(db, memberId)).available) };
}

function checkCancelWindow(r: { status: string; closes_at: Date }, now: Date) {
  if (r.status !== 'open' || now.getTime() >= r.closes_at.getTime())
    fail(Errors.LOTTO_ROUND_CLOSED, undefined, 'งวดนี้ปิดรับแทงแล้ว จึงยกเลิกโพยไม่ได้');
  if (now.getTime() >= cancelUntil(r).getTime()) fail(Errors.LOTTO_CANCEL_TOO_LATE);
}

async function ownBill(db: Conn, memberId: number, billId: number): Promise<BillRow> {
  const bill = await db.selectFrom('lotto_bill').selectAll().where('id', '=', billId).where('member_id', '=', memberId).executeTakeFirst();
  if (!bill) fail(Errors.NOT_FOUND, undefined, 'ไม่พบโพยนี้');
  return bill;
}

function billView(b: BillRow, round: RoundWithCategory, now: Date): BillView {
  return {
    id: b.id,
    reference: billReference(b.id),
    round: roundView(round, now),
    status: b.status,
    status_name: BILL_STATUS_NAMES[b.status],
    total_amount: satangToBaht(b.total_amount),
    total_win: satangToBaht(b.total_win),
    item_count: b.item_count,
    can_cancel: b.status === 'pending' && round.status === 'open' && now.getTime() < cancelUntil(round).getTime(),
    created_at: b.created_at.toISOString(),
    cancelled_at: b.cancelled_at?.toISOString() ?? null,
    settled_at: b.settled_at?.toISOString() ?? null,
  };
}

function itemView(i: BillItemRow) {
  return {
    id: i.id,
    bet_type: i.bet_type,
    bet_type_name: BET_TYPE_NAMES[i.bet_type],
    number: i.number,
    amount: satangToBaht(i.amount),
    rate: i.rate / 100,
    potential_win: satangToBaht(i.potential_win),
    limited: i.limited === 'reduced',
    status: i.status,
    status_name: BILL_STATUS_NAMES[i.status],
    payout: satangToBaht(i.payout),
  };
}

export async function billDetail(db: Conn, memberId: number, billId: number, now: Date): Promise<BillDetail> {
  const bill = await ownBill(db, memberId, billId);
  const round = await findRound(db, bill.round_id);
  if (!round) fail(Errors.NOT_FOUND);
  const items = await db.selectFrom('lotto_bill_item').selectAll().where('bill_id', '=', bill.id).orderBy('id').execute();
  return { ...billView(bill, round, now), items: items.map(itemView) };
}

/** The member's bills, newest first, keyset-paged by id. */
export async function listBills(
  db: Conn,
  memberId: number,
  q: { round_id?: number; status?: BillStatus; cursor?: number; limit: number },
  now: Date,
) {
  let query = db.selectFrom('lotto_bill').selectAll().where('member_id', '=', memberId);
  if (q.round_id) query = query.where('round_id', '=', q.round_id);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.cursor) query = query.where('id', '<', q.cursor);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const roundIds = [...new Set(page.map((b) => b.round_id))];
  const rounds = roundIds.length ? await roundsQuery(db).where('r.id', 'in', roundIds).execute() : [];
  const byId = new Map(rounds.map((r) => [r.id, r]));
  return {
    items: page.flatMap((b) => {
      const r = byId.get(b.round_id);
      return r ? [billView(b, r, now)] : [];
    }),
    next_cursor: rows.length > q.limit ? page[page.length - 1].id : null,
  };
}
