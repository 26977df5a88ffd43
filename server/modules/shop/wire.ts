import { prizeAmount, prizeText } from '@contract/prizes';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import {
  type DeliveryAddress,
  SHOP_ITEM_KIND_NAMES,
  SHOP_ORDER_STATUS_NAMES,
  type ShopItem,
  type ShopItemKind,
  type ShopOrder,
} from '@contract/shop';
import type { Selectable } from 'kysely';
import type { ShopItemTable, ShopOrderTable } from './tables';

/** Stored rows to the wire (docs/engagement.md): points x100 in the database, points on the wire. */

export type ItemRow = Selectable<ShopItemTable>;
export type OrderRow = Selectable<ShopOrderTable>;

export const pointsOf = (hundredths: number) => hundredths / 100;
export const hundredthsOf = (points: number) => Math.round(points * 100);

/** What `quantity` units of an item give, in Thai: "เครดิตฟรี 100 บาท", "ฟรีสปิน 10 ครั้ง", "เสื้อยืดลิมิเต็ด 2 ชิ้น". */
export function givesText(kind: ShopItemKind, name: string, unitsEach: number, quantity: number): string {
  if (kind === 'physical') return `${name} ${quantity} ชิ้น`;
  return prizeText(kind, prizeAmount(kind, unitsEach * quantity));
}

/** Open now: active and within its window. */
export function isOpen(i: Pick<ItemRow, 'active' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  return i.active && (!i.starts_at || i.starts_at <= now) && (!i.ends_at || i.ends_at > now);
}

export function itemView(
  i: ItemRow,
  now: Date,
  member: { remaining: number | null; can_afford: boolean | null } = { remaining: null, can_afford: null },
): ShopItem {
  return {
    id: i.id,
    name: i.name,
    description: i.description,
    image: i.image,
    kind: i.kind,
    kind_name: SHOP_ITEM_KIND_NAMES[i.kind],
    points_cost: pointsOf(i.points_cost),
    value: i.kind === 'physical' ? null : prizeAmount(i.kind, i.value_units),
    turnover_multiplier: i.kind === 'credit' ? Number(i.turnover_multiplier) : 0,
    gives: i.kind === 'physical' ? i.name : givesText(i.kind, i.name, i.value_units, 1),
    stock: i.stock,
    sold_out: i.stock !== null && i.stock <= 0,
    per_member_limit: i.per_member_limit,
    starts_at: i.starts_at?.toISOString() ?? null,
    ends_at: i.ends_at?.toISOString() ?? null,
    min_vip_level: i.min_vip_level,
    min_vip_name: VIP_LEVEL_NAMES[i.min_vip_level] ?? VIP_LEVEL_NAMES[0],
    available: isOpen(i, now),
    remaining: member.remaining,
    can_afford: member.can_afford,
  };
}

export function orderView(o: OrderRow & { image: string }): ShopOrder {
  const each = o.quantity > 0 ? o.value_units / o.quantity : 0;
  return {
    id: o.id,
    item_id: o.item_id,
    item_name: o.item_name,
    image: o.image,
    kind: o.kind,
    quantity: o.quantity,
    points: pointsOf(o.points),
    gives: givesText(o.kind, o.item_name, each, o.quantity),
    status: o.status,
    status_name: SHOP_ORDER_STATUS_NAMES[o.status],
    address: (o.address as DeliveryAddress | null) ?? null,
    carrier: o.carrier,
    tracking_no: o.tracking_no,
    cancel_reason: o.cancel_reason,
    created_at: o.created_at.toISOString(),
    shipped_at: o.shipped_at?.toISOString() ?? null,
    delivered_at: o.delivered_at?.toISOString() ?? null,
    cancelled_at: o.cancelled_at?.toISOString() ?? null,
  };
}
