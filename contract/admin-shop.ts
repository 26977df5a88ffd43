import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import { hasAtMost2Decimals } from './money-units';
import { SHOP_ITEM_KINDS, SHOP_ORDER_STATUSES, ShopImage, ShopItem, ShopOrder } from './shop';
import { AdminMoneyReason } from './withdrawals';

/**
 * The back office's points shop (docs/engagement.md "Operators"): items and their stock, orders
 * of physical items to fulfil (ship with a tracking number, deliver, cancel with the points refunded),
 * and the report per Bangkok day. Support manages (audited), finance and support read.
 */

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

const Instant = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: `${label}ไม่ถูกต้อง` })
    .nullable()
    .default(null);

const PositiveInt = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม` })
    .min(1, { error: `${label}ต้องอย่างน้อย 1` })
    .max(1_000_000, { error: `${label}สูงเกินกำหนด` });

const itemFields = {
  name: z
    .string({ error: 'กรุณากรอกชื่อของรางวัล' })
    .trim()
    .min(1, { error: 'กรุณากรอกชื่อของรางวัล' })
    .max(100, { error: 'ชื่อของรางวัลยาวได้ไม่เกิน 100 ตัวอักษร' }),
  description: z.string().trim().max(1000, { error: 'รายละเอียดยาวได้ไม่เกิน 1,000 ตัวอักษร' }).default(''),
  image: ShopImage,
  kind: z.enum(SHOP_ITEM_KINDS, { error: 'กรุณาเลือกประเภทของรางวัล' }),
  /** Points per unit (2 decimals at most). */
  points_cost: z
    .number({ error: 'กรุณาระบุแต้มที่ใช้แลก' })
    .min(0.01, { error: 'แต้มที่ใช้แลกต้องมากกว่า 0' })
    .max(10_000_000, { error: 'แต้มที่ใช้แลกสูงเกินกำหนด' })
    .refine(hasAtMost2Decimals, { error: 'แต้มมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  /** Per unit: baht (credit) or spins (free_spins); physical: null. */
  value: z
    .number({ error: 'มูลค่าต้องเป็นตัวเลข' })
    .min(0, { error: 'มูลค่าต้องไม่ติดลบ' })
    .max(1_000_000, { error: 'มูลค่าสูงเกินกำหนด' })
    .refine(hasAtMost2Decimals, { error: 'มูลค่ามีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' })
    .nullable()
    .default(null),
  turnover_multiplier: z
    .number({ error: 'จำนวนเท่าของเทิร์นต้องเป็นตัวเลข' })
    .min(0, { error: 'จำนวนเท่าของเทิร์นต้องไม่ติดลบ' })
    .max(100, { error: 'จำนวนเท่าของเทิร์นต้องไม่เกิน 100' })
    .refine(hasAtMost2Decimals, { error: 'จำนวนเท่ามีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' })
    .default(0),
  per_member_limit: PositiveInt('จำนวนที่แลกได้ต่อคน').nullable().default(null),
  starts_at: Instant('วันเวลาเริ่ม'),
  ends_at: Instant('วันเวลาสิ้นสุด'),
  min_vip_level: z
    .number({ error: 'ระดับ VIP ต้องเป็นตัวเลข' })
    .int({ error: 'ระดับ VIP ไม่ถูกต้อง' })
    .min(0, { error: 'ระดับ VIP ไม่ถูกต้อง' })
    .max(2, { error: 'ระดับ VIP ไม่ถูกต้อง' })
    .default(0),
  active: z.boolean({ error: 'สถานะเปิดใช้งานไม่ถูกต้อง' }).default(true),
  sort: z.number({ error: 'ลำดับต้องเป็นตัวเลข' }).int({ error: 'ลำดับต้องเป็นจำนวนเต็ม' }).min(0).max(100_000).default(0),
};

type ItemShape = {
  kind: (typeof SHOP_ITEM_KINDS)[number];
  value: number | null;
  turnover_multiplier: number;
  starts_at: string | null;
  ends_at: string | null;
};
function checkItem(b: ItemShape, ctx: z.RefinementCtx) {
  if (b.kind === 'physical') {
    if (b.value !== null && b.value !== 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'ของรางวัลจัดส่งไม่มีมูลค่าเครดิตหรือสปิน' });
  } else if (b.value === null || b.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'มูลค่าต้องมากกว่า 0' });
  else if (b.kind === 'free_spins' && !Number.isInteger(b.value))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'จำนวนฟรีสปินต้องเป็นจำนวนเต็ม' });
  if (b.kind !== 'credit' && b.turnover_multiplier !== 0)
    ctx.addIssue({ code: 'custom', path: ['turnover_multiplier'], message: 'กำหนดเทิร์นได้เฉพาะบัตรกำนัลเครดิต' });
  if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'วันเวลาสิ้นสุดต้องอยู่หลังวันเวลาเริ่ม' });
}

/** POST /api/admin/shop/items: a new item with its starting stock (null = unlimited). */
export const AdminShopItemCreateBody = z
  .object({
    ...itemFields,
    stock: z
      .number({ error: 'จำนวนสต็อกต้องเป็นตัวเลข' })
      .int({ error: 'จำนวนสต็อกต้องเป็นจำนวนเต็ม' })
      .min(0, { error: 'จำนวนสต็อกต้องไม่ติดลบ' })
      .max(1_000_000, { error: 'จำนวนสต็อกสูงเกินกำหนด' })
      .nullable()
      .default(null),
  })
  .superRefine(checkItem);
export type AdminShopItemCreateBody = z.input<typeof AdminShopItemCreateBody>;

/**
 * PUT /api/admin/shop/items/:id: everything but the stock count, which moves only by
 * POST .../stock { delta } (so an edit never overwrites units redeemed meanwhile). `unlimited_stock`
 * switches the mode: true = unlimited (null), false on an unlimited item = limited at 0.
 */
export const AdminShopItemUpdateBody = z
  .object({ ...itemFields, unlimited_stock: z.boolean({ error: 'กรุณาระบุว่าสต็อกไม่จำกัดหรือไม่' }) })
  .superRefine(checkItem);
export type AdminShopItemUpdateBody = z.input<typeof AdminShopItemUpdateBody>;

export const AdminShopStockBody = z.object({
  delta: z
    .number({ error: 'กรุณาระบุจำนวนที่เพิ่มหรือลด' })
    .int({ error: 'จำนวนต้องเป็นจำนวนเต็ม' })
    .min(-1_000_000, { error: 'จำนวนสูงเกินกำหนด' })
    .max(1_000_000, { error: 'จำนวนสูงเกินกำหนด' })
    .refine((n) => n !== 0, { error: 'จำนวนที่เพิ่มหรือลดต้องไม่เป็น 0' }),
  note: z.string().trim().max(200, { error: 'หมายเหตุยาวได้ไม่เกิน 200 ตัวอักษร' }).optional(),
});
export type AdminShopStockBody = z.input<typeof AdminShopStockBody>;

export const AdminShopItem = ShopItem.omit({ remaining: true, can_afford: true }).extend({
  active: z.boolean(),
  sort: z.number().int(),
  /** Units in orders not cancelled, all time. */
  redeemed: z.number().int(),
  /** Physical orders waiting to be shipped. */
  to_ship: z.number().int(),
});
export type AdminShopItem = z.infer<typeof AdminShopItem>;
export const AdminShopItemsData = z.object({ items: z.array(AdminShopItem) });
export type AdminShopItemsData = z.infer<typeof AdminShopItemsData>;

export const AdminShopOrderQuery = AdminPageQuery.extend({
  status: z.enum(SHOP_ORDER_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
  from: BangkokDay('วันที่เริ่มต้น').optional(),
  to: BangkokDay('วันที่สิ้นสุด').optional(),
});
export type AdminShopOrderQuery = z.input<typeof AdminShopOrderQuery>;

export const AdminShopOrder = ShopOrder.extend({
  member_id: z.number().int(),
  phone: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminShopOrder = z.infer<typeof AdminShopOrder>;
export const AdminShopOrderPage = adminPaged(AdminShopOrder);
export type AdminShopOrderPage = z.infer<typeof AdminShopOrderPage>;

export const AdminShopShipBody = z.object({
  carrier: z
    .string({ error: 'กรุณากรอกชื่อบริษัทขนส่ง' })
    .trim()
    .min(1, { error: 'กรุณากรอกชื่อบริษัทขนส่ง' })
    .max(60, { error: 'ชื่อบริษัทขนส่งยาวได้ไม่เกิน 60 ตัวอักษร' }),
  tracking_no: z
    .string({ error: 'กรุณากรอกเลขพัสดุ' })
    .trim()
    .min(4, { error: 'เลขพัสดุต้องมีอย่างน้อย 4 ตัวอักษร' })
    .max(40, { error: 'เลขพัสดุยาวได้ไม่เกิน 40 ตัวอักษร' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'เลขพัสดุใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ -' }),
});
export type AdminShopShipBody = z.input<typeof AdminShopShipBody>;

export const AdminShopCancelBody = z.object({ reason: AdminMoneyReason });
export type AdminShopCancelBody = z.input<typeof AdminShopCancelBody>;

export const AdminShopReportQuery = z
  .object({ from: BangkokDay('วันที่เริ่มต้น'), to: BangkokDay('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminShopReportQuery = z.input<typeof AdminShopReportQuery>;

/** One Bangkok day (orders by the day they were placed; cancelled ones counted apart). */
export const AdminShopReportRow = z.object({
  day: z.string(),
  /** Orders not cancelled. */
  orders: z.number().int(),
  /** Points spent by orders not cancelled. */
  points_spent: z.number(),
  /** Baht credited by vouchers. */
  credit_given: z.number(),
  free_spins_given: z.number().int(),
  /** Units of physical items in orders not cancelled. */
  physical_items: z.number().int(),
  cancelled: z.number().int(),
  points_refunded: z.number(),
});
export const AdminShopReportData = z.object({ rows: z.array(AdminShopReportRow), totals: AdminShopReportRow.omit({ day: true }) });
export type AdminShopReportData = z.infer<typeof AdminShopReportData>;
