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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, fail } from '../../lib/reply';
import { mainWallet } from '../ledger';
import { assertNotExcluded } from '../limits';
import { type BillContext, billContext, type Wallet } from './bill-context';
import { houseRowOf, lottoHouseAccounts } from './house';
import { type ItemAsked, type Pricing, priceItems } from './pricing';
import { billReference, refundBill } from './refunds';
import { cancelUntil, findRound, isOpenAt, type RoundWithCategory, roundOrFail, roundsQuery, roundView } from './rounds';
import { salesOf, sellBill } from './sale';
import type { BillItemRow, BillRow } from './tables';
import './tables';

type Conn = Kysely<Database>;

export type ItemInput = { bet_type: BetType; number: string; amount: number };

function roundState(r: RoundWithCategory, now: Date): 'open' | 'closed' | 'not_yet' {
  if (isOpenAt(r, now)) return 'open';
  return r.status === 'open' && now.getTime() < r.opens_at.getTime() ? 'not_yet' : 'closed';
}

const asked = (input: ItemInput[]): ItemAsked[] =>
  input.map((i) => ({ bet_type: i.bet_type, number: i.number, amount: bahtToSatang(i.amount) }));

/** Reads the round, wallet, rates and numbers (one statement) and prices the items against them. */
async function evaluate(db: Conn, memberId: number, roundId: number, input: ItemInput[], now: Date, forSale = false) {
  const items = asked(input);
  const ctx = await billContext(db, memberId, roundId, items, { newBillId: forSale });
  if (!ctx) fail(Errors.NOT_FOUND, undefined, 'ไม่พบงวดหวยนี้');
  if (!ctx.wallet) throw new Error(`member ${memberId} has no main wallet`);
  const priced = priceItems({
    roundState: roundState(ctx.round, now),
    categoryName: ctx.round.category_name,
    rates: ctx.rates,
    limited: ctx.limited,
    sold: ctx.sold,
    items,
  });
  return { ctx: ctx as BillContext & { wallet: Wallet }, priced };
}

/** The member's main wallet: its account id, and what is available (balance less held withdrawals). */
async function walletOf(db: Conn, memberId: number): Promise<Wallet> {
  const a = await mainWallet(db, memberId);
  if (!a) throw new Error(`member ${memberId} has no main wallet`);
  return { id: a.id, pendingOut: a.pendingOut, available: a.available };
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
  const { ctx, priced } = await evaluate(db, memberId, roundId, items, now);
  const view = validationView(roundId, priced, ctx.wallet.available);
  if (priced.roundError) fail(priced.roundError, view);
  if (view.refused_count > 0) fail(Errors.LOTTO_BILL_REFUSED, view, `${Errors.LOTTO_BILL_REFUSED.message} (${view.refused_count} รายการ)`);
  return { view, adjusted: view.adjusted_count > 0 };
}

/** The bill bought earlier under the member's idempotency key, answered again (`replayed: true`). */
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
 * so the member confirms what is really sold), then sells in ONE statement (sale.ts): the round
 * checked open, the debit with its turnover, the bill and its items, the numbers' running totals. A
 * repeated idempotency key answers the first bill; it is looked up only when this call cannot sell
 * (a failure, or the key taken at the insert), so a first purchase pays no extra read.
 */
export async function createBill(
  db: Conn,
  memberId: number,
  input: { round_id: number; items: ItemInput[]; idempotency_key?: string },
  now: Date,
) {
  const key = input.idempotency_key;
  try {
    return await sell(db, memberId, input, now);
  } catch (e) {
    // A repeat of a bill already bought answers that bill, even if the round has closed meanwhile.
    const again = key && e instanceof AppError ? await replayBill(db, memberId, key, input.round_id, null, now) : null;
    if (again) return again;
    throw e;
  }
}

async function sell(db: Conn, memberId: number, input: { round_id: number; items: ItemInput[]; idempotency_key?: string }, now: Date) {
  const key = input.idempotency_key ?? null;
  const [, { ctx, priced }, houseIds] = await inOrder<[unknown, Awaited<ReturnType<typeof evaluate>>, number[]]>([
    assertNotExcluded(db, memberId, now),
    evaluate(db, memberId, input.round_id, input.items, now, true),
    lottoHouseAccounts(db),
  ]);
  const { round, wallet } = ctx;
  if (priced.roundError || priced.items.some((i) => i.status !== 'ok')) {
    const view = validationView(round.id, priced, wallet.available);
    if (priced.roundError) fail(priced.roundError, view);
    if (view.refused_count > 0) fail(Errors.LOTTO_BILL_REFUSED, view);
    fail(Errors.LOTTO_BILL_CHANGED, view);
  }
  const total = priced.items.reduce((s, i) => s + i.accepted, 0);

  const billId = ctx.newBillId;
  if (billId === null) throw new Error('no bill id was drawn for the sale');
  // One statement, no transaction: a sale that cannot complete keeps nothing (sale.ts).
  const sale = await sellBill(
    db,
    { billId, memberId, roundId: round.id, wallet: wallet.id, house: houseRowOf(houseIds, memberId), total, clientKey: key, now },
    priced.items,
    salesOf(priced.items),
  );
  if (!sale.sold && sale.reason === 'round_closed') fail(Errors.LOTTO_ROUND_CLOSED);
  if (!sale.sold && sale.reason === 'number_full') fail(Errors.LOTTO_NUMBER_FULL);
  // The key is taken (a repeat, or the same key won a race): answered below.
  const sold = sale.sold ? sale : null;
  if (sold === null) {
    const again = key ? await replayBill(db, memberId, key, input.round_id, total, now) : null;
    if (!again) fail(Errors.INTERNAL);
    return again;
  }
  const bill: BillRow = {
    id: billId,
    member_id: memberId,
    round_id: round.id,
    status: 'pending',
    total_amount: total,
    total_win: 0,
    item_count: priced.items.length,
    client_key: key,
    transfer_id: sold.debit.id,
    refund_transfer_id: null,
    created_at: now,
    cancelled_at: null,
    settled_at: null,
  };
  const items: BillItemRow[] = priced.items.map((i, n) => ({
    id: sold.itemIds[n],
    bill_id: billId,
    round_id: round.id,
    bet_type: i.bet_type,
    number: i.number,
    amount: i.accepted,
    rate: i.rate,
    potential_win: i.potential_win,
    limited: i.limited === 'reduced' ? 'reduced' : null,
    status: 'pending',
    payout: 0,
    paid_transfer_id: null,
  }));
  const balanceAfter = sold.debit.debitBalanceAfter;
  const available = balanceAfter === null ? (await walletOf(db, memberId)).available : balanceAfter - wallet.pendingOut;
  return {
    bill: { ...billView(bill, round, now), items: items.map(itemView) },
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
