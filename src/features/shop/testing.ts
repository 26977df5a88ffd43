import type { ShopItem, ShopListData, ShopOrder } from '@contract/shop';

/** The shop calls' answers as the seeded server gives them (docs/engagement.md). */
export function itemFixture(over: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 1,
    name: 'เครดิตฟรี 50 บาท',
    description: 'แลกแต้มเป็นเครดิตฟรี 50 บาท',
    image: 'voucher',
    kind: 'credit',
    kind_name: 'เครดิตฟรี',
    points_cost: 500,
    value: 50,
    turnover_multiplier: 1,
    gives: 'เครดิตฟรี 50 บาท',
    stock: null,
    sold_out: false,
    per_member_limit: null,
    starts_at: null,
    ends_at: null,
    min_vip_level: 0,
    min_vip_name: 'สมาชิก',
    available: true,
    remaining: null,
    can_afford: null,
    ...over,
  };
}

export const SHIRT = itemFixture({
  id: 4,
  name: 'เสื้อยืดลิมิเต็ด',
  description: 'เสื้อยืดลายพิเศษ',
  image: 'tshirt',
  kind: 'physical',
  kind_name: 'ของรางวัลจัดส่ง',
  points_cost: 2000,
  value: null,
  turnover_multiplier: 0,
  gives: 'เสื้อยืดลิมิเต็ด',
  stock: 20,
  per_member_limit: 1,
});

export const HEADPHONES = itemFixture({
  id: 5,
  name: 'หูฟังไร้สาย',
  image: 'headphones',
  kind: 'physical',
  points_cost: 5000,
  value: null,
  turnover_multiplier: 0,
  gives: 'หูฟังไร้สาย',
  stock: 0,
  sold_out: true,
});

export function listFixture(signedIn: boolean, over: Partial<ShopListData> = {}): ShopListData {
  const member = (i: ShopItem, remaining: number, can_afford: boolean) => (signedIn ? { ...i, remaining, can_afford } : i);
  return {
    signed_in: signedIn,
    points: signedIn ? 2500 : null,
    items: [member(itemFixture(), 10, true), member(SHIRT, 1, true), member(HEADPHONES, 0, false)],
    last_address: null,
    ...over,
  };
}

export function orderFixture(over: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id: 7,
    item_id: 1,
    item_name: 'เครดิตฟรี 50 บาท',
    image: 'voucher',
    kind: 'credit',
    quantity: 1,
    points: 500,
    gives: 'เครดิตฟรี 50 บาท',
    status: 'completed',
    status_name: 'สำเร็จ',
    address: null,
    carrier: null,
    tracking_no: null,
    cancel_reason: null,
    created_at: '2026-11-20T05:00:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    ...over,
  };
}
