import { Errors } from '@contract/errors';
import type { ShopRedeemBody, ShopRedeemData } from '@contract/shop';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { mainWalletRelation, memberPoints } from '../ledger';
import { memberAccountColumns, movePrizes, type PrizeHouse, prizeHouseRows, prizeRequirement, rememberAccounts } from '../prizes';

const HOUSES: PrizeHouse[] = ['points', 'prizes', 'free_spins'];

import { orderById, refusal } from './member';
import { type ItemRow, orderView, pointsOf } from './wire';

type Body = z.output<typeof ShopRedeemBody>;

type Claimed = ItemRow & {
  member_vip: number | null;
  order_id: number | null;
  held_after: number | null;
  points_account: number | null;
  wallet_account: number | null;
  free_spin_account: number | null;
  wallet_balance: number | null;
};

/**
 * POST /api/redemption/redeem (docs/engagement.md "Redeeming"): ONE transaction of two
 * statements (three more for a voucher with a turnover requirement), exactly once per
 * (member, request_key):
 *  1. ONE statement: the item and the member's VIP level; the order row from the item,
 *     `on conflict (member_id, request_key) do nothing` (a repeat waits for the first to commit and
 *     answers its order; a different item or quantity on the same key is refused); with it, the
 *     member's units of the item, a conditional upsert that locks the member-item counter row and
 *     refuses past the per-member limit; the member's accounts and wallet. Then the refusals in Thai
 *     (closed, above their level, short of stock as read, an address missing, over the limit), which
 *     roll the transaction back with the order row;
 *  2. a voucher's wagering requirement (source shop_voucher, id `shop_order:<order>`), when its
 *     multiplier is above 0;
 *  3. ONE statement (prizes `movePrizes`): the points spent (`shop:<order>:spend`, POINTS_NOT_ENOUGH
 *     rolls all back), the prize paid (`shop:<order>:grant`: credit or free spins; physical items
 *     wait for the operator, status 'ordered') and LAST the conditional stock decrement
 *     `stock = stock - q where stock >= q` (SHOP_OUT_OF_STOCK otherwise): a hot item's row is locked
 *     only from here to the commit.
 */
export async function redeem(db: Db, memberId: number, body: Body, now: Date = new Date()): Promise<ShopRedeemData> {
  // The house rows' ids, read outside the transaction (once: then kept) so the transaction finds them.
  await Promise.all(HOUSES.map((h) => prizeHouseRows(db, h)));
  const done = await db.transaction().execute(async (trx) => {
    const q = body.quantity;
    const m = sql`${memberId}::bigint`;
    const claimed = await sql<Claimed>`/* prepared:shop_redeem_claim */
      with sh_item as (select * from shop_item where id = ${body.item_id}::int),
      sh_order as (
        insert into shop_order (member_id, item_id, request_key, quantity, kind, item_name, points, value_units, turnover_multiplier,
                                status, address, created_at)
        select ${m}, i.id, ${body.request_key}::text, ${q}::int, i.kind, i.name, i.points_cost * ${q}::int,
               case when i.kind = 'physical' then 0 else i.value_units * ${q}::int end,
               case when i.kind = 'credit' then i.turnover_multiplier else 0 end,
               case when i.kind = 'physical' then 'ordered' else 'completed' end,
               case when i.kind = 'physical' then ${body.address ? JSON.stringify(body.address) : null}::jsonb end,
               ${now}::timestamptz
          from sh_item i
        on conflict (member_id, request_key) do nothing
        returning id),
      -- The member's units of this item (orders not cancelled): the upsert locks the counter row, so two
      -- redemptions of one member queue here and the second sees the first's units.
      sh_held as (
        insert into shop_member_item as h (member_id, item_id, quantity)
        select ${m}, i.id, ${q}::int from sh_item i where exists (select 1 from sh_order)
        on conflict (member_id, item_id) do update set quantity = h.quantity + excluded.quantity
         where (select per_member_limit from sh_item) is null or h.quantity + excluded.quantity <= (select per_member_limit from sh_item)
        returning quantity)
      select i.*, (select vip_level from member where id = ${m}) as member_vip, (select id from sh_order) as order_id,
             (select quantity from sh_held) as held_after, ${memberAccountColumns(m)},
             (select w.balance from ${mainWalletRelation(m)} w) as wallet_balance
        from (select 1) one left join sh_item i on true`.execute(trx);
    const row = claimed.rows[0];
    if (!row || row.id === null) fail(Errors.SHOP_ITEM_NOT_FOUND);
    const { member_vip, order_id, held_after, points_account, wallet_account, free_spin_account, wallet_balance, ...item } = row;
    if (order_id === null) {
      // The same key committed meanwhile (we waited on its unique index entry): answer that order.
      const first = await trx
        .selectFrom('shop_order')
        .select(['id', 'item_id', 'quantity'])
        .where('member_id', '=', memberId)
        .where('request_key', '=', body.request_key)
        .executeTakeFirstOrThrow();
      return replay(first, body);
    }
    const orderId = Number(order_id);
    const vip = member_vip ?? 0;
    const units = item.kind === 'physical' ? 0 : item.value_units * q;
    // Refusals after the insert: a repeat of a committed order is answered above even when the stock is
    // gone since; a refusal here aborts the transaction, the order row with it.
    const no = refusal(item, q, { vipLevel: vip, held: 0, points: null }, now);
    if (no) fail(no.def, undefined, no.reason);
    if (item.kind === 'physical' && !body.address) fail(Errors.SHOP_ADDRESS_REQUIRED);
    const limit = item.per_member_limit;
    if (held_after === null || (limit !== null && held_after > limit)) {
      const had = await trx
        .selectFrom('shop_member_item')
        .select('quantity')
        .where('member_id', '=', memberId)
        .where('item_id', '=', item.id)
        .executeTakeFirst();
      const r = refusal(item, q, { vipLevel: vip, held: had?.quantity ?? 0, points: null }, now);
      fail(Errors.SHOP_LIMIT_REACHED, undefined, r?.def === Errors.SHOP_LIMIT_REACHED ? r.reason : undefined);
    }
    if (points_account === null || wallet_account === null) throw new Error(`member ${memberId} has no accounts`);
    // Read by the transaction's first statement: committed ids.
    rememberAccounts(db, memberId, { points: points_account, wallet: wallet_account, freeSpins: free_spin_account });

    const metadata = { shop_order_id: orderId, item_id: item.id, quantity: q };
    const grant =
      item.kind === 'physical'
        ? undefined
        : {
            memberId,
            key: `shop:${orderId}:grant`,
            kind: item.kind,
            units,
            turnoverMultiplier: item.kind === 'credit' ? Number(item.turnover_multiplier) : 0,
            source: 'shop_voucher' as const,
            sourceId: `shop_order:${orderId}`,
            title: `แลกแต้ม: ${item.name}`,
            statementText: `แลกแต้มรับ ${item.name}`,
            metadata,
          };
    // The voucher's requirement first: it needs what the member held before the credit.
    if (grant) await prizeRequirement(trx, grant, wallet_account, Math.max(0, Number(wallet_balance ?? 0)), now);
    const made = await movePrizes<{ stock_taken: number }>(trx, {
      name: 'shop_redeem',
      memberId,
      accounts: { points: points_account, wallet: wallet_account, freeSpins: free_spin_account },
      spend: { key: `shop:${orderId}:spend`, units: item.points_cost * q, reference: `แลกของรางวัล ${item.name}`, metadata },
      grant,
      // Never below zero under any concurrency: the row lock orders racing decrements, each re-checks.
      after: (a) => sql`
        sh_stock as (
          update shop_item set stock = stock - ${q}::int
           where id = ${item.id}::int and stock is not null and stock >= ${q}::int and ${a.moved}
          returning stock)`,
      answer: () => sql`(select count(*) from sh_stock)::int as stock_taken`,
    });
    if (!made.owned) throw new Error(`shop order ${orderId}: the movement was not made`);
    if (item.stock !== null && made.answer.stock_taken === 0) fail(Errors.SHOP_OUT_OF_STOCK);
    // The answer from what is in hand: no read after the commit.
    const order = orderView({
      member_id: memberId,
      item_id: item.id,
      request_key: body.request_key,
      quantity: q,
      kind: item.kind,
      item_name: item.name,
      points: item.points_cost * q,
      value_units: units,
      status: item.kind === 'physical' ? 'ordered' : 'completed',
      created_at: now,
      id: orderId,
      address: body.address && item.kind === 'physical' ? body.address : null,
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
    return { order, replayed: false, pointsAfter: made.balances.points as number | null };
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
