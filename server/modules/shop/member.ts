import { Errors } from '@contract/errors';
import {
  type DeliveryAddress,
  MAX_QUANTITY,
  type ShopCalcData,
  type ShopHistoryData,
  type ShopHistoryQuery,
  type ShopListData,
} from '@contract/shop';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { memberPoints } from '../ledger';
import { warmAccounts } from '../prizes';
import { givesText, hundredthsOf, type ItemRow, itemView, orderView, pointsOf } from './wire';

/** What members see (docs/engagement.md "Members"): the items, a redemption's figures, their own orders only. */

/** Items members see: active and not ended, in the operator's order. */
async function listedItems(db: Db, now: Date): Promise<ItemRow[]> {
  return db
    .selectFrom('shop_item')
    .selectAll()
    .where('active', '=', true)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Per item, the units the member holds in orders not cancelled. */
async function heldUnits(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('shop_member_item').select(['item_id', 'quantity']).where('member_id', '=', memberId).execute();
  return new Map(rows.map((r) => [r.item_id, r.quantity]));
}

/** Units the member may still redeem of an item (stock and their limit; at most one redemption's maximum). */
export function remainingFor(i: Pick<ItemRow, 'stock' | 'per_member_limit'>, held: number): number {
  let n = MAX_QUANTITY;
  if (i.stock !== null) n = Math.min(n, i.stock);
  if (i.per_member_limit !== null) n = Math.min(n, i.per_member_limit - held);
  return Math.max(0, n);
}

/** The delivery address of the member's last physical order, to prefill the form. */
async function lastAddress(db: Db, memberId: number): Promise<DeliveryAddress | null> {
  const row = await db
    .selectFrom('shop_order')
    .select('address')
    .where('member_id', '=', memberId)
    .where('address', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.address as DeliveryAddress | null | undefined) ?? null;
}

/** GET /api/redemption/list: public; with a member, their points, what they may still redeem and afford. */
export async function shopList(db: Db, memberId: number | null, now: Date = new Date()): Promise<ShopListData> {
  const items = await listedItems(db, now);
  if (memberId === null) return { signed_in: false, points: null, items: items.map((i) => itemView(i, now)), last_address: null };
  // The member's account ids kept on this node (once), so their redemption needs no read before its write.
  const [points, held, address] = await Promise.all([
    memberPoints(db, memberId),
    heldUnits(db, memberId),
    lastAddress(db, memberId),
    warmAccounts(db, memberId),
  ]);
  const have = hundredthsOf(points);
  return {
    signed_in: true,
    points,
    items: items.map((i) => itemView(i, now, { remaining: remainingFor(i, held.get(i.id) ?? 0), can_afford: have >= i.points_cost })),
    last_address: address,
  };
}

/** Why the member may not redeem `quantity` of an item now (Thai), or null; the first reason that applies. */
export function refusal(
  i: ItemRow,
  quantity: number,
  ctx: { vipLevel: number; held: number; points: number | null },
  now: Date,
): { def: (typeof Errors)[keyof typeof Errors]; reason: string } | null {
  if (!i.active) return { def: Errors.SHOP_ITEM_INACTIVE, reason: Errors.SHOP_ITEM_INACTIVE.message };
  if (i.starts_at && i.starts_at > now) return { def: Errors.SHOP_NOT_STARTED, reason: Errors.SHOP_NOT_STARTED.message };
  if (i.ends_at && i.ends_at <= now) return { def: Errors.SHOP_ENDED, reason: Errors.SHOP_ENDED.message };
  if (ctx.vipLevel < i.min_vip_level) return { def: Errors.SHOP_VIP_REQUIRED, reason: Errors.SHOP_VIP_REQUIRED.message };
  if (i.stock !== null && i.stock < quantity)
    return {
      def: Errors.SHOP_OUT_OF_STOCK,
      reason: i.stock <= 0 ? 'ของรางวัลนี้หมดแล้ว' : `ของรางวัลเหลือเพียง ${i.stock} ชิ้น ไม่พอกับจำนวนที่เลือก`,
    };
  if (i.per_member_limit !== null && ctx.held + quantity > i.per_member_limit) {
    const left = Math.max(0, i.per_member_limit - ctx.held);
    return {
      def: Errors.SHOP_LIMIT_REACHED,
      reason: left === 0 ? Errors.SHOP_LIMIT_REACHED.message : `ท่านแลกของรางวัลนี้ได้อีกเพียง ${left} ชิ้น`,
    };
  }
  if (ctx.points !== null && ctx.points < i.points_cost * quantity)
    return {
      def: Errors.POINTS_NOT_ENOUGH,
      reason: `แต้มของท่านไม่เพียงพอ ต้องใช้ ${pointsText(i.points_cost * quantity)} แต้ม`,
    };
  return null;
}

const pointsFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });
export const pointsText = (hundredths: number) => pointsFormat.format(pointsOf(hundredths));

/** The item and the member's VIP level in one read; unknown item -> SHOP_ITEM_NOT_FOUND. */
export async function itemAndVip(db: Db, itemId: number, memberId: number): Promise<{ item: ItemRow; vip: number }> {
  const row = await db
    .selectFrom('shop_item')
    .selectAll()
    .select(sql<number>`(select vip_level from member_public where id = ${memberId}::bigint)`.as('member_vip'))
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!row) fail(Errors.SHOP_ITEM_NOT_FOUND);
  const { member_vip, ...item } = row;
  return { item: item as ItemRow, vip: member_vip ?? 0 };
}

/** POST /api/redemption/calc: what a redemption costs and gives, the points after, and whether it may go ahead. */
export async function shopCalc(db: Db, memberId: number, itemId: number, quantity: number, now: Date = new Date()): Promise<ShopCalcData> {
  const { item, vip } = await itemAndVip(db, itemId, memberId);
  const [points, held] = await Promise.all([memberPoints(db, memberId), heldUnits(db, memberId)]);
  const have = hundredthsOf(points);
  const cost = item.points_cost * quantity;
  const no = refusal(item, quantity, { vipLevel: vip, held: held.get(item.id) ?? 0, points: have }, now);
  return {
    item_id: item.id,
    quantity,
    cost: pointsOf(cost),
    gives: givesText(item.kind, item.name, item.value_units, quantity),
    points,
    points_after: pointsOf(have - cost),
    can_redeem: no === null,
    reason: no?.reason ?? null,
    needs_address: item.kind === 'physical',
  };
}

const orderColumns = (db: Db) =>
  db.selectFrom('shop_order as o').innerJoin('shop_item as i', 'i.id', 'o.item_id').selectAll('o').select('i.image');

/** One order with its item's image. */
export async function orderById(db: Db, id: number) {
  const row = await orderColumns(db).where('o.id', '=', id).executeTakeFirst();
  return row ? orderView(row) : null;
}

/** GET /api/redemption/history: the member's own orders, newest first. */
export async function shopHistory(db: Db, memberId: number, q: z.output<typeof ShopHistoryQuery>): Promise<ShopHistoryData> {
  const { total } = await db
    .selectFrom('shop_order')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await orderColumns(db)
    .where('o.member_id', '=', memberId)
    .orderBy('o.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { items: rows.map(orderView), page: q.page, page_size: q.page_size, total: Number(total) };
}
