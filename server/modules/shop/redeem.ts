import { Errors } from '@contract/errors';
import type { DeliveryAddress, ShopRedeemBody, ShopRedeemData } from '@contract/shop';
import type { z } from 'zod';
import type { BatchConfig } from '../../config';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { memberPoints } from '../ledger';
import { knownAccounts, warmAccounts } from '../prizes';
import { forgetItem, keepItem, knownItem, takeOrderId } from './known';
import { orderById, refusal } from './member';
import { AGAIN, redeemTogether, type Written } from './redeem-batch';
import { type ItemRow, orderView, pointsOf } from './wire';

type Body = z.output<typeof ShopRedeemBody>;

/** Races lost in a row before giving up (each one kept nothing). */
const ATTEMPTS = 20;

/** The item fields a redemption takes its price, value and texts from: a change means the node's copy is stale. */
const priced = (i: ItemRow) =>
  [i.kind, i.name, i.points_cost, i.value_units, Number(i.turnover_multiplier), i.image].map(String).join('\u0000');

/**
 * POST /api/redemption/redeem (docs/engagement.md "Redeeming"): ONE statement and no transaction,
 * exactly once per (member, request_key). The node knows the item (kept from its last read, known.ts),
 * the member's account ids (prizes `knownAccounts`; read once when not) and draws the order id, so it
 * prices the redemption and sends the write at once; redemptions arriving together share that
 * statement (redeem-batch.ts). The statement re-checks everything against the rows (the item as
 * priced, open, level, stock, the limit under the counter's lock, the points under the account's
 * lock) and answers what it read, so a refusal needs no read: Thai, in the order inactive, not
 * started, ended, VIP level, stock short (as read), address missing, over the limit, points short.
 * A stale item copy, or a race lost with nothing kept (the last unit taken meanwhile, the same key
 * on another node, a deadlock), goes again with what the statement answered. `batch`: config.batch,
 * for the batcher (SERVER_BUSY when too many redemptions wait).
 */
export async function redeem(db: Db, memberId: number, body: Body, batch: BatchConfig, now: Date = new Date()): Promise<ShopRedeemData> {
  let item = await knownItem(db, body.item_id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!item) fail(Errors.SHOP_ITEM_NOT_FOUND);
    await warmAccounts(db, memberId);
    const accounts = knownAccounts(db, memberId);
    if (!accounts) throw new Error(`member ${memberId} has no accounts`);
    const req = {
      memberId,
      itemId: item.id,
      quantity: body.quantity,
      requestKey: body.request_key,
      address: (body.address ?? null) as DeliveryAddress | null,
      item,
      accounts,
      orderId: await takeOrderId(db),
      now,
    };
    const w = await redeemTogether(db, req, batch);
    if (w === AGAIN) continue;
    if (w.seen) return replay(db, memberId, w.seen, body);
    if (!w.item) {
      forgetItem(db, body.item_id);
      fail(Errors.SHOP_ITEM_NOT_FOUND);
    }
    if (priced(w.item) !== priced(item)) {
      // Changed since this node priced it: keep the row read and price again.
      keepItem(db, w.item);
      item = w.item;
      continue;
    }
    keepItem(db, w.item);
    if (!w.owned) refuse(w, body, now);
    if (w.refused) {
      if (w.missing.length) throw new Error(`ledger account ${w.missing.join(', ')} does not exist`);
      fail(Errors.POINTS_NOT_ENOUGH);
    }
    if (!w.moved) throw new Error(`shop order ${req.orderId}: the claim held but nothing moved`);
    return answer(req, w);
  }
  throw new Error(`shop redemption of member ${memberId}: lost ${ATTEMPTS} races in a row`);
}

/** Why the claim did not hold, from what the statement read, in the order the page shows them. */
function refuse(w: Written, body: Body, now: Date): never {
  const item = w.item as ItemRow;
  const no = refusal(item, body.quantity, { vipLevel: w.vip, held: 0, points: null }, now);
  if (no) fail(no.def, undefined, no.reason);
  if (item.kind === 'physical' && !body.address) fail(Errors.SHOP_ADDRESS_REQUIRED);
  const r = refusal(item, body.quantity, { vipLevel: w.vip, held: w.held, points: null }, now);
  fail(Errors.SHOP_LIMIT_REACHED, undefined, r?.def === Errors.SHOP_LIMIT_REACHED ? r.reason : undefined);
}

/** The answer from what is in hand: no read after the write. */
function answer(
  req: {
    memberId: number;
    item: ItemRow;
    quantity: number;
    requestKey: string;
    orderId: number;
    address: DeliveryAddress | null;
    now: Date;
  },
  w: Written,
): ShopRedeemData {
  const { item, quantity: q } = req;
  const order = orderView({
    member_id: req.memberId,
    item_id: item.id,
    request_key: req.requestKey,
    quantity: q,
    kind: item.kind,
    item_name: item.name,
    points: item.points_cost * q,
    value_units: item.kind === 'physical' ? 0 : item.value_units * q,
    status: item.kind === 'physical' ? 'ordered' : 'completed',
    created_at: req.now,
    id: req.orderId,
    address: item.kind === 'physical' ? req.address : null,
    turnover_multiplier: String(item.kind === 'credit' ? item.turnover_multiplier : 0),
    carrier: null,
    tracking_no: null,
    cancel_reason: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    updated_by: null,
    image: item.image,
  });
  return { order, points: pointsOf(w.points ?? 0), replayed: false };
}

/** A repeat of a request key: the first order as it is now (another item or quantity on the key is refused). */
async function replay(
  db: Db,
  memberId: number,
  first: { id: number; itemId: number; quantity: number },
  body: Body,
): Promise<ShopRedeemData> {
  if (first.itemId !== body.item_id || first.quantity !== body.quantity) fail(Errors.IDEMPOTENCY_CONFLICT);
  const [order, points] = await Promise.all([orderById(db, first.id), memberPoints(db, memberId)]);
  if (!order) fail(Errors.SHOP_ORDER_NOT_FOUND);
  return { order, points, replayed: true };
}

/** The answer's Thai message. */
export function redeemMessage(d: ShopRedeemData): string {
  if (d.replayed) return 'รายการนี้แลกไปแล้ว';
  if (d.order.kind === 'physical') return `แลก ${d.order.gives} สำเร็จ รอจัดส่ง`;
  return `แลกสำเร็จ ได้รับ ${d.order.gives}`;
}
