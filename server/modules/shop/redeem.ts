import { Errors } from '@contract/errors';
import type { ShopRedeemBody, ShopRedeemData } from '@contract/shop';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { memberPoints } from '../ledger';
import { grantPrize, spendPoints } from '../prizes';
import { itemAndVip, orderById, refusal } from './member';
import { orderView, pointsOf } from './wire';

type Body = z.output<typeof ShopRedeemBody>;

/**
 * POST /api/redemption/redeem (docs/engagement.md "Redeeming"): ONE transaction, exactly once
 * per (member, request_key):
 *  1. the item and the member's VIP level (one read);
 *  2. the order row, `on conflict (member_id, request_key) do nothing`: a repeat waits for the first
 *     to commit and answers its order (a different item or quantity on the same key is refused);
 *     then the refusals in Thai (closed, above their level, short of stock or over the limit as
 *     read), which abort the transaction with the order row;
 *  3. the member's units of the item, a conditional upsert that locks the member-item counter row
 *     and refuses when over the per-member limit;
 *  4. spendPoints (`shop:<order>:spend`), refused with POINTS_NOT_ENOUGH, which aborts all;
 *  5. the prize: grantPrize credit (source shop_voucher) or free spins (`shop:<order>:grant`);
 *     physical items wait for the operator (status 'ordered');
 *  6. LAST, the conditional stock decrement `stock = stock - q where stock >= q` (skipped for
 *     unlimited items): a hot item's row is locked only from here to the commit.
 */
export async function redeem(db: Db, memberId: number, body: Body, now: Date = new Date()): Promise<ShopRedeemData> {
  const done = await db.transaction().execute(async (trx) => {
    const { item, vip } = await itemAndVip(trx, body.item_id, memberId);
    const q = body.quantity;
    const units = item.kind === 'physical' ? 0 : item.value_units * q;
    const values = {
      member_id: memberId,
      item_id: item.id,
      request_key: body.request_key,
      quantity: q,
      kind: item.kind,
      item_name: item.name,
      points: item.points_cost * q,
      value_units: units,
      turnover_multiplier: item.kind === 'credit' ? item.turnover_multiplier : 0,
      status: item.kind === 'physical' ? 'ordered' : 'completed',
      address: item.kind === 'physical' && body.address ? JSON.stringify(body.address) : null,
      created_at: now,
    } as const;
    const inserted = await trx
      .insertInto('shop_order')
      .values(values)
      .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The same key committed meanwhile (we waited on its unique index entry): answer that order.
      const first = await trx
        .selectFrom('shop_order')
        .select(['id', 'item_id', 'quantity'])
        .where('member_id', '=', memberId)
        .where('request_key', '=', body.request_key)
        .executeTakeFirstOrThrow();
      return replay(first, body);
    }
    const orderId = inserted.id;
    // Refusals after the insert: a repeat of a committed order is answered above even when the stock is
    // gone since; a refusal here aborts the transaction, the order row with it.
    const no = refusal(item, q, { vipLevel: vip, held: 0, points: null }, now);
    if (no) fail(no.def, undefined, no.reason);
    if (item.kind === 'physical' && !body.address) fail(Errors.SHOP_ADDRESS_REQUIRED);

    // The member's units of this item (orders not cancelled): the upsert locks the counter row, so two
    // redemptions of one member queue here and the second sees the first's units.
    const limit = item.per_member_limit;
    const held = await sql<{ quantity: number }>`
      insert into shop_member_item (member_id, item_id, quantity) values (${memberId}::bigint, ${item.id}::int, ${q}::int)
      on conflict (member_id, item_id) do update set quantity = shop_member_item.quantity + excluded.quantity
       where ${limit}::int is null or shop_member_item.quantity + excluded.quantity <= ${limit}::int
      returning quantity`.execute(trx);
    if (held.rows.length === 0 || (limit !== null && held.rows[0].quantity > limit)) {
      const had = await trx
        .selectFrom('shop_member_item')
        .select('quantity')
        .where('member_id', '=', memberId)
        .where('item_id', '=', item.id)
        .executeTakeFirst();
      const r = refusal(item, q, { vipLevel: vip, held: had?.quantity ?? 0, points: null }, now);
      fail(Errors.SHOP_LIMIT_REACHED, undefined, r?.def === Errors.SHOP_LIMIT_REACHED ? r.reason : undefined);
    }

    const spend = await spendPoints(trx, {
      memberId,
      key: `shop:${orderId}:spend`,
      units: item.points_cost * q,
      reference: `แลกของรางวัล ${item.name}`,
      metadata: { shop_order_id: orderId, item_id: item.id, quantity: q },
    });
    if (item.kind !== 'physical') {
      await grantPrize(
        trx,
        {
          memberId,
          key: `shop:${orderId}:grant`,
          kind: item.kind,
          units,
          turnoverMultiplier: item.kind === 'credit' ? Number(item.turnover_multiplier) : 0,
          source: 'shop_voucher',
          sourceId: `shop_order:${orderId}`,
          title: `แลกแต้ม: ${item.name}`,
          statementText: `แลกแต้มรับ ${item.name}`,
          metadata: { shop_order_id: orderId, item_id: item.id, quantity: q },
        },
        now,
      );
    }

    if (item.stock !== null) {
      // Never below zero under any concurrency: the row lock orders racing decrements, each re-checks.
      const left = await sql<{ stock: number }>`
        update shop_item set stock = stock - ${q}::int
         where id = ${item.id}::int and stock is not null and stock >= ${q}::int
        returning stock`.execute(trx);
      if (left.rows.length === 0) fail(Errors.SHOP_OUT_OF_STOCK);
    }
    // The answer from what is in hand: no read after the commit.
    const order = orderView({
      ...values,
      id: orderId,
      address: body.address && item.kind === 'physical' ? body.address : null,
      turnover_multiplier: String(values.turnover_multiplier),
      carrier: null,
      tracking_no: null,
      cancel_reason: null,
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
      updated_by: null,
      image: item.image,
    });
    return { order, replayed: false, pointsAfter: spend.debitBalanceAfter };
  });
  if (done.order) {
    const points = done.pointsAfter === null ? await memberPoints(db, memberId) : pointsOf(done.pointsAfter);
    return { order: done.order, points, replayed: false };
  }
  // A repeat: the first order as it is now.
  const [order, points] = await Promise.all([orderById(db, done.orderId), memberPoints(db, memberId)]);
  if (!order) fail(Errors.SHOP_ORDER_NOT_FOUND);
  return { order, points, replayed: true };
}

function replay(first: { id: number; item_id: number; quantity: number }, body: Body) {
  if (first.item_id !== body.item_id || first.quantity !== body.quantity) fail(Errors.IDEMPOTENCY_CONFLICT);
  return { orderId: first.id, order: null, replayed: true, pointsAfter: null as number | null };
}

/** The answer's Thai message. */
export function redeemMessage(d: ShopRedeemData): string {
  if (d.replayed) return 'รายการนี้แลกไปแล้ว';
  if (d.order.kind === 'physical') return `แลก ${d.order.gives} สำเร็จ รอจัดส่ง`;
  return `แลกสำเร็จ ได้รับ ${d.order.gives}`;
}
