import type {
  AdminShopItem,
  AdminShopItemCreateBody,
  AdminShopItemsData,
  AdminShopItemUpdateBody,
  AdminShopOrder,
  AdminShopOrderPage,
  AdminShopOrderQuery,
  AdminShopReportData,
  AdminShopReportQuery,
  AdminShopShipBody,
  AdminShopStockBody,
} from '@contract/admin-shop';
import { Errors } from '@contract/errors';
import { prizeUnits } from '@contract/prizes';
import { bangkokDayEnd, bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { refundPoints } from '../prizes';
import { type ItemRow, itemView, orderView, pointsOf } from './wire';

/** The back office's points shop (docs/engagement.md "Operators"): items, stock, orders, the report. Every write audited. */

type CreateBody = z.output<typeof AdminShopItemCreateBody>;
type UpdateBody = z.output<typeof AdminShopItemUpdateBody>;

/** Per item: units in orders not cancelled, and physical orders waiting to be shipped. */
async function itemFigures(db: Db): Promise<Map<number, { redeemed: number; to_ship: number }>> {
  const r = await sql<{ item_id: number; redeemed: number; to_ship: number }>`
    select item_id, coalesce(sum(quantity) filter (where status <> 'cancelled'), 0)::int as redeemed,
           count(*) filter (where status = 'ordered')::int as to_ship
      from shop_order group by item_id`.execute(db);
  return new Map(r.rows.map((x) => [x.item_id, { redeemed: x.redeemed, to_ship: x.to_ship }]));
}

function adminItem(i: ItemRow, f: { redeemed: number; to_ship: number } | undefined, now: Date): AdminShopItem {
  const { remaining: _r, can_afford: _c, ...view } = itemView(i, now);
  return { ...view, active: i.active, sort: i.sort, redeemed: f?.redeemed ?? 0, to_ship: f?.to_ship ?? 0 };
}

/** GET /api/admin/shop/items: every item (inactive and ended included), in the members' order. */
export async function adminShopItems(db: Db, now: Date = new Date()): Promise<AdminShopItemsData> {
  const [items, figures] = await Promise.all([
    db.selectFrom('shop_item').selectAll().orderBy('sort').orderBy('id').execute(),
    itemFigures(db),
  ]);
  return { items: items.map((i) => adminItem(i, figures.get(i.id), now)) };
}

async function oneItem(db: Db, id: number, now: Date): Promise<AdminShopItem> {
  const i = await db.selectFrom('shop_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (!i) fail(Errors.SHOP_ITEM_NOT_FOUND);
  return adminItem(i, (await itemFigures(db)).get(id), now);
}

function columns(b: CreateBody | UpdateBody) {
  return {
    name: b.name,
    description: b.description,
    image: b.image,
    kind: b.kind,
    points_cost: Math.round(b.points_cost * 100),
    value_units: b.kind === 'physical' ? 0 : prizeUnits(b.kind, b.value ?? 0),
    turnover_multiplier: b.kind === 'credit' ? b.turnover_multiplier.toFixed(2) : '0',
    per_member_limit: b.per_member_limit,
    starts_at: b.starts_at ? new Date(b.starts_at) : null,
    ends_at: b.ends_at ? new Date(b.ends_at) : null,
    min_vip_level: b.min_vip_level,
    active: b.active,
    sort: b.sort,
  };
}

/** POST /api/admin/shop/items (audited shop.item.create). */
export async function createShopItem(db: Db, operatorId: number, b: CreateBody, now: Date = new Date()): Promise<AdminShopItem> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('shop_item')
      .values({ ...columns(b), stock: b.stock })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, operatorId, 'shop.item.create', `shop_item:${row.id}`, { ...b });
    return row.id;
  });
  return oneItem(db, id, now);
}

/** PUT /api/admin/shop/items/:id: all but the stock count (audited shop.item.update with before and after). */
export async function updateShopItem(
  db: Db,
  operatorId: number,
  id: number,
  b: UpdateBody,
  now: Date = new Date(),
): Promise<AdminShopItem> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('shop_item').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) fail(Errors.SHOP_ITEM_NOT_FOUND);
    if (before.kind !== b.kind && (await trx.selectFrom('shop_order').select('id').where('item_id', '=', id).limit(1).executeTakeFirst())) {
      const message = 'เปลี่ยนประเภทของรางวัลที่มีผู้แลกแล้วไม่ได้ กรุณาสร้างรายการใหม่';
      fail(Errors.VALIDATION, { fields: { kind: message } }, message);
    }
    const stock = b.unlimited_stock ? null : (before.stock ?? 0);
    await trx
      .updateTable('shop_item')
      .set({ ...columns(b), stock, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, operatorId, 'shop.item.update', `shop_item:${id}`, {
      before: { ...before, points_cost: pointsOf(before.points_cost) },
      after: { ...b },
    });
  });
  return oneItem(db, id, now);
}

/** POST /api/admin/shop/items/:id/stock { delta }: adds or removes units, never below zero (audited shop.item.stock). */
export async function adjustShopStock(
  db: Db,
  operatorId: number,
  id: number,
  b: z.output<typeof AdminShopStockBody>,
  now: Date = new Date(),
): Promise<AdminShopItem> {
  await db.transaction().execute(async (trx) => {
    const r = await sql<{ stock: number }>`
      update shop_item set stock = stock + ${b.delta}::int, updated_at = ${now}::timestamptz
       where id = ${id}::int and stock is not null and stock + ${b.delta}::int >= 0
      returning stock`.execute(trx);
    if (r.rows.length === 0) {
      const i = await trx.selectFrom('shop_item').select('stock').where('id', '=', id).executeTakeFirst();
      if (!i) fail(Errors.SHOP_ITEM_NOT_FOUND);
      fail(i.stock === null ? Errors.SHOP_STOCK_UNLIMITED : Errors.SHOP_STOCK_NEGATIVE);
    }
    await recordAudit(trx, operatorId, 'shop.item.stock', `shop_item:${id}`, {
      delta: b.delta,
      stock_after: r.rows[0].stock,
      note: b.note ?? null,
    });
  });
  return oneItem(db, id, now);
}

const adminOrders = (db: Db) =>
  db
    .selectFrom('shop_order as o')
    .innerJoin('shop_item as i', 'i.id', 'o.item_id')
    .innerJoin('member_public as m', 'm.id', 'o.member_id')
    .leftJoin('operator_public as op', 'op.id', 'o.updated_by');

type AdminOrderRow = Parameters<typeof orderView>[0] & { phone: string; op_name: string | null };
const adminOrder = (r: AdminOrderRow): AdminShopOrder => ({
  ...orderView(r),
  member_id: r.member_id,
  phone: r.phone,
  updated_by: r.op_name,
});

async function oneOrder(db: Db, id: number): Promise<AdminShopOrder> {
  const r = await adminOrders(db)
    .selectAll('o')
    .select(['i.image', 'm.phone', sql<string | null>`coalesce(op.display_name, op.username)`.as('op_name')])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!r) fail(Errors.SHOP_ORDER_NOT_FOUND);
  return adminOrder(r as AdminOrderRow);
}

/** GET /api/admin/shop/orders: by status and Bangkok days placed, newest first (ordered: oldest first, the queue to fulfil). */
export async function listShopOrders(db: Db, q: z.output<typeof AdminShopOrderQuery>): Promise<AdminShopOrderPage> {
  let base = adminOrders(db);
  if (q.status) base = base.where('o.status', '=', q.status);
  if (q.from) base = base.where('o.created_at', '>=', bangkokDayStart(q.from));
  if (q.to) base = base.where('o.created_at', '<', bangkokDayEnd(q.to));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('o')
    .select(['i.image', 'm.phone', sql<string | null>`coalesce(op.display_name, op.username)`.as('op_name')])
    .orderBy('o.id', q.status === 'ordered' ? 'asc' : 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { items: rows.map((r) => adminOrder(r as AdminOrderRow)), page: q.page, page_size: q.page_size, total: Number(total) };
}

/** A conditional status change of a physical order; refused when the order is unknown or not in `from`. */
async function moveOrder(
  trx: Db,
  id: number,
  from: readonly string[],
  set: Record<string, unknown>,
): Promise<{ id: number; member_id: number; item_id: number; quantity: number; points: number }> {
  const r = await trx
    .updateTable('shop_order')
    .set(set)
    .where('id', '=', id)
    .where('kind', '=', 'physical')
    .where('status', 'in', from as never)
    .returning(['id', 'member_id', 'item_id', 'quantity', 'points'])
    .executeTakeFirst();
  if (r) return r;
  const o = await trx.selectFrom('shop_order').select('id').where('id', '=', id).executeTakeFirst();
  fail(o ? Errors.SHOP_ORDER_STATE : Errors.SHOP_ORDER_NOT_FOUND);
}

/** POST /api/admin/shop/orders/:id/ship: ordered -> shipped with carrier and tracking number (audited shop.order.ship). */
export async function shipOrder(
  db: Db,
  operatorId: number,
  id: number,
  b: z.output<typeof AdminShopShipBody>,
  now: Date = new Date(),
): Promise<AdminShopOrder> {
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, id, ['ordered'], {
      status: 'shipped',
      carrier: b.carrier,
      tracking_no: b.tracking_no,
      shipped_at: now,
      updated_by: operatorId,
    });
    await recordAudit(trx, operatorId, 'shop.order.ship', `shop_order:${id}`, { ...b });
  });
  return oneOrder(db, id);
}

/** POST /api/admin/shop/orders/:id/deliver: shipped -> delivered (audited shop.order.deliver). */
export async function deliverOrder(db: Db, operatorId: number, id: number, now: Date = new Date()): Promise<AdminShopOrder> {
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, id, ['shipped'], { status: 'delivered', delivered_at: now, updated_by: operatorId });
    await recordAudit(trx, operatorId, 'shop.order.deliver', `shop_order:${id}`);
  });
  return oneOrder(db, id);
}

/**
 * POST /api/admin/shop/orders/:id/cancel: an order not yet delivered (ordered or shipped) is cancelled
 * with a reason, in ONE transaction: the conditional status change (of two racing cancels only one
 * matches), the points refunded once (`shop:<order>:refund`), the stock given back (limited items),
 * the member's units of the item taken off their limit counter; audited shop.order.cancel.
 */
export async function cancelOrder(db: Db, operatorId: number, id: number, reason: string, now: Date = new Date()): Promise<AdminShopOrder> {
  await db.transaction().execute(async (trx) => {
    const o = await moveOrder(trx, id, ['ordered', 'shipped'], {
      status: 'cancelled',
      cancel_reason: reason,
      cancelled_at: now,
      updated_by: operatorId,
    });
    await refundPoints(trx, {
      memberId: o.member_id,
      key: `shop:${o.id}:refund`,
      units: o.points,
      reference: 'คืนแต้มจากการยกเลิกการแลกของรางวัล',
      metadata: { shop_order_id: o.id, reason },
    });
    await sql`update shop_item set stock = stock + ${o.quantity}::int where id = ${o.item_id}::int and stock is not null`.execute(trx);
    await sql`update shop_member_item set quantity = greatest(0, quantity - ${o.quantity}::int)
               where member_id = ${o.member_id}::bigint and item_id = ${o.item_id}::int`.execute(trx);
    await recordAudit(trx, operatorId, 'shop.order.cancel', `shop_order:${id}`, {
      reason,
      points_refunded: pointsOf(o.points),
      quantity: o.quantity,
    });
  });
  return oneOrder(db, id);
}

/** GET /api/admin/shop/report: per Bangkok day placed (newest first), orders and what they spent and gave. */
export async function shopReport(db: Db, q: z.output<typeof AdminShopReportQuery>): Promise<AdminShopReportData> {
  const r = await sql<{
    day: string;
    orders: number;
    points_spent: number;
    credit_given: number;
    free_spins_given: number;
    physical_items: number;
    cancelled: number;
    points_refunded: number;
  }>`
    select to_char(created_at + interval '7 hours', 'YYYY-MM-DD') as day,
           count(*) filter (where status <> 'cancelled')::int as orders,
           coalesce(sum(points) filter (where status <> 'cancelled'), 0)::bigint as points_spent,
           coalesce(sum(value_units) filter (where kind = 'credit' and status <> 'cancelled'), 0)::bigint as credit_given,
           coalesce(sum(value_units) filter (where kind = 'free_spins' and status <> 'cancelled'), 0)::bigint as free_spins_given,
           coalesce(sum(quantity) filter (where kind = 'physical' and status <> 'cancelled'), 0)::bigint as physical_items,
           count(*) filter (where status = 'cancelled')::int as cancelled,
           coalesce(sum(points) filter (where status = 'cancelled'), 0)::bigint as points_refunded
      from shop_order
     where created_at >= ${bangkokDayStart(q.from)}::timestamptz and created_at < ${bangkokDayEnd(q.to)}::timestamptz
     group by 1`.execute(db);
  const byDay = new Map(r.rows.map((x) => [x.day, x]));
  const empty = { orders: 0, points_spent: 0, credit_given: 0, free_spins_given: 0, physical_items: 0, cancelled: 0, points_refunded: 0 };
  const totals = { ...empty };
  const rows: AdminShopReportData['rows'] = [];
  for (let t = bangkokDayStart(q.to).getTime(); t >= bangkokDayStart(q.from).getTime(); t -= 86_400_000) {
    const day = bangkokToday(new Date(t));
    const x = byDay.get(day);
    const row = x
      ? {
          day,
          orders: x.orders,
          points_spent: pointsOf(x.points_spent),
          credit_given: x.credit_given / 100,
          free_spins_given: x.free_spins_given,
          physical_items: x.physical_items,
          cancelled: x.cancelled,
          points_refunded: pointsOf(x.points_refunded),
        }
      : { day, ...empty };
    for (const k of Object.keys(empty) as (keyof typeof empty)[]) totals[k] += row[k];
    rows.push(row);
  }
  for (const k of ['points_spent', 'credit_given', 'points_refunded'] as const) totals[k] = Math.round(totals[k] * 100) / 100;
  return { rows, totals };
}
