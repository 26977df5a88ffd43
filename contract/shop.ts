import { z } from 'zod';
import { Phone } from './fields';
import { ClientRequestKey } from './withdrawals';

/**
 * The points shop as members see it (/redeem "แลกของรางวัล", docs/engagement.md): items bought
 * with points (credit vouchers, free spins, physical items delivered by the operator), what a
 * redemption costs and gives, the redemption (once per request key) and the member's orders.
 * Points on the wire are points (the database keeps hundredths), baht for credit, whole spins.
 */

export const SHOP_ITEM_KINDS = ['credit', 'free_spins', 'physical'] as const;
export type ShopItemKind = (typeof SHOP_ITEM_KINDS)[number];
export const SHOP_ITEM_KIND_NAMES: Record<ShopItemKind, string> = {
  credit: 'เครดิตฟรี',
  free_spins: 'ฟรีสปิน',
  physical: 'ของรางวัลจัดส่ง',
};

export const SHOP_ORDER_STATUSES = ['completed', 'ordered', 'shipped', 'delivered', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_ORDER_STATUS_NAMES: Record<ShopOrderStatus, string> = {
  completed: 'สำเร็จ',
  ordered: 'รอจัดส่ง',
  shipped: 'จัดส่งแล้ว',
  delivered: 'ได้รับแล้ว',
  cancelled: 'ยกเลิก คืนแต้มแล้ว',
};

/** Built-in illustrations an item may use instead of an image URL (the site serves no uploads). */
export const SHOP_ILLUSTRATIONS = ['voucher', 'spins', 'tshirt', 'headphones', 'gift'] as const;
export type ShopIllustration = (typeof SHOP_ILLUSTRATIONS)[number];
export const SHOP_ILLUSTRATION_NAMES: Record<ShopIllustration, string> = {
  voucher: 'บัตรกำนัลเครดิต',
  spins: 'ฟรีสปิน',
  tshirt: 'เสื้อยืด',
  headphones: 'หูฟัง',
  gift: 'กล่องของขวัญ',
};
export const isShopIllustration = (s: string): s is ShopIllustration => (SHOP_ILLUSTRATIONS as readonly string[]).includes(s);

/** An item's image: an https:// URL, a path on this site (/images/...), or a built-in illustration key. */
export const ShopImage = z
  .string({ error: 'กรุณาระบุรูปภาพ' })
  .trim()
  .min(1, { error: 'กรุณาระบุรูปภาพ' })
  .max(300, { error: 'ที่อยู่รูปภาพยาวได้ไม่เกิน 300 ตัวอักษร' })
  .refine((s) => isShopIllustration(s) || /^https:\/\/[^\s]+$/.test(s) || /^\/[^\s/][^\s]*$/.test(s), {
    error: 'รูปภาพต้องเป็นลิงก์ https:// ที่อยู่บนเว็บไซต์ (/images/...) หรือภาพที่มีให้เลือก',
  });

export const MAX_QUANTITY = 10;
export const Quantity = z
  .number({ error: 'กรุณาระบุจำนวน' })
  .int({ error: 'จำนวนต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'จำนวนต้องอย่างน้อย 1 ชิ้น' })
  .max(MAX_QUANTITY, { error: `แลกได้ครั้งละไม่เกิน ${MAX_QUANTITY} ชิ้น` });

export const ItemId = z
  .number({ error: 'กรุณาเลือกของรางวัล' })
  .int({ error: 'รหัสของรางวัลไม่ถูกต้อง' })
  .min(1, { error: 'รหัสของรางวัลไม่ถูกต้อง' })
  .max(2_147_483_647, { error: 'รหัสของรางวัลไม่ถูกต้อง' });

const text = (label: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(max, { error: `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร` });

/** Where a physical item goes (Thai address). */
export const DeliveryAddress = z.object({
  recipient_name: text('ชื่อผู้รับ', 100),
  phone: Phone,
  address_line: text('ที่อยู่', 200),
  subdistrict: text('ตำบล/แขวง', 100),
  district: text('อำเภอ/เขต', 100),
  province: text('จังหวัด', 100),
  postcode: z
    .string({ error: 'กรุณากรอกรหัสไปรษณีย์' })
    .trim()
    .regex(/^\d{5}$/, { error: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' }),
});
export type DeliveryAddress = z.output<typeof DeliveryAddress>;

/** The address as answers carry it (no transforms: response schemas are encoded). */
export const DeliveryAddressView = z.object({
  recipient_name: z.string(),
  phone: z.string(),
  address_line: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postcode: z.string(),
});

// ---- items ----

export const ShopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** A URL or a built-in illustration key (SHOP_ILLUSTRATIONS). */
  image: z.string(),
  kind: z.enum(SHOP_ITEM_KINDS),
  kind_name: z.string(),
  /** Points per unit. */
  points_cost: z.number(),
  /** Per unit: baht (credit), spins (free_spins); null for physical. */
  value: z.number().nullable(),
  turnover_multiplier: z.number(),
  /** What one unit gives, in Thai ("เครดิตฟรี 50 บาท", "ฟรีสปิน 10 ครั้ง", "เสื้อยืดลิมิเต็ด"). */
  gives: z.string(),
  /** Units left; null = unlimited. */
  stock: z.number().int().nullable(),
  sold_out: z.boolean(),
  per_member_limit: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  min_vip_level: z.number().int(),
  min_vip_name: z.string(),
  /** Open now (active and within its window). */
  available: z.boolean(),
  /** Signed in: how many more units the member may redeem (stock and their limit; capped at 10 a time); else null. */
  remaining: z.number().int().nullable(),
  /** Signed in: whether their points pay for one unit; else null. */
  can_afford: z.boolean().nullable(),
});
export type ShopItem = z.infer<typeof ShopItem>;

export const ShopListData = z.object({
  signed_in: z.boolean(),
  /** The member's points; null when signed out. */
  points: z.number().nullable(),
  items: z.array(ShopItem),
  /** The delivery address of the member's last physical order (prefills the form); null when none. */
  last_address: DeliveryAddressView.nullable(),
});
export type ShopListData = z.infer<typeof ShopListData>;

// ---- calc and redeem ----

export const ShopCalcBody = z.object({ item_id: ItemId, quantity: Quantity });
export type ShopCalcBody = z.input<typeof ShopCalcBody>;

export const ShopCalcData = z.object({
  item_id: z.number().int(),
  quantity: z.number().int(),
  /** Points the redemption costs (quantity x cost). */
  cost: z.number(),
  /** What it gives in Thai ("เครดิตฟรี 100 บาท", "เสื้อยืดลิมิเต็ด 1 ชิ้น"). */
  gives: z.string(),
  /** The member's points now and after. */
  points: z.number(),
  points_after: z.number(),
  can_redeem: z.boolean(),
  /** Why not, in Thai (null when can_redeem). */
  reason: z.string().nullable(),
  /** Physical items ask for a delivery address. */
  needs_address: z.boolean(),
});
export type ShopCalcData = z.infer<typeof ShopCalcData>;

export const ShopRedeemBody = z.object({
  item_id: ItemId,
  quantity: Quantity,
  /** Generated once per dialog opening: a repeat answers the first order. */
  request_key: ClientRequestKey,
  /** Physical items only (required for them). */
  address: DeliveryAddress.optional(),
});
export type ShopRedeemBody = z.input<typeof ShopRedeemBody>;

export const ShopOrder = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  image: z.string(),
  kind: z.enum(SHOP_ITEM_KINDS),
  quantity: z.number().int(),
  /** Points paid. */
  points: z.number(),
  gives: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  status_name: z.string(),
  address: DeliveryAddressView.nullable(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof ShopOrder>;

export const ShopRedeemData = z.object({
  order: ShopOrder,
  /** The member's points after. */
  points: z.number(),
  /** True when this request key had redeemed already: the first order is answered, nothing moved. */
  replayed: z.boolean(),
});
export type ShopRedeemData = z.infer<typeof ShopRedeemData>;

export const ShopHistoryQuery = z.object({
  page: z.coerce
    .number({ error: 'หน้าต้องเป็นตัวเลข' })
    .int({ error: 'หน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'หน้าต้องเริ่มที่ 1' })
    .max(10_000, { error: 'หน้าเกินกำหนด' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนต่อหน้าต้องอย่างน้อย 1' })
    .max(50, { error: 'จำนวนต่อหน้าต้องไม่เกิน 50' })
    .default(20),
});
export type ShopHistoryQuery = z.input<typeof ShopHistoryQuery>;

export const ShopHistoryData = z.object({
  items: z.array(ShopOrder),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ShopHistoryData = z.infer<typeof ShopHistoryData>;
