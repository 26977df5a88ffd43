import { z } from 'zod';
import { AdminPageQuery, adminPaged, adminSort } from './admin';
import {
  COUPON_KINDS,
  COUPON_REDEMPTION_STATUSES,
  CouponCode,
  FORFEIT_RULES,
  GRANT_OUTCOMES,
  PROMOTION_TYPES,
  ProductWeights,
  REQUIREMENT_KINDS,
  TURNOVER_BASES,
} from './promotions';
import { AdminMoneyReason } from './withdrawals';

/**
 * The back office's promotions, coupons, takers and requirements (docs/promotions.md "Operators"):
 * admin and support manage, finance reads. Amounts baht on the wire, percents as 50 or 12.5.
 */

const Baht = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(10_000_000, { error: `${label}สูงเกินกำหนด` })
    .refine((n) => Math.round(n * 100) === n * 100, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });
const Moment = (label: string) => z.iso.datetime({ offset: true, error: `${label}ต้องเป็นวันและเวลา (ISO 8601)` });
const Multiplier = z
  .number({ error: 'จำนวนเท่าต้องเป็นตัวเลข' })
  .min(0, { error: 'จำนวนเท่าต้องไม่ติดลบ' })
  .max(1000, { error: 'จำนวนเท่าสูงเกินกำหนด' })
  .refine((n) => Math.round(n * 100) === n * 100, { error: 'จำนวนเท่ามีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
const Days = z
  .number({ error: 'จำนวนวันต้องเป็นตัวเลข' })
  .int({ error: 'จำนวนวันต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'จำนวนวันต้องอยู่ระหว่าง 1 ถึง 365' })
  .max(365, { error: 'จำนวนวันต้องอยู่ระหว่าง 1 ถึง 365' });
const Title = z
  .string({ error: 'กรุณากรอกชื่อ' })
  .trim()
  .min(3, { error: 'ชื่อต้องมีอย่างน้อย 3 ตัวอักษร' })
  .max(120, { error: 'ชื่อยาวได้ไม่เกิน 120 ตัวอักษร' });

export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export const PROMOTION_STATUS_NAMES: Record<(typeof PROMOTION_STATUSES)[number], string> = {
  active: 'เปิดใช้งาน',
  paused: 'หยุดชั่วคราว',
  ended: 'สิ้นสุดแล้ว',
};

export const AdminPromotionBody = z
  .object({
    title: Title,
    description: z.string().trim().max(2000).default(''),
    terms: z.string().trim().max(5000).default(''),
    image: z.string().trim().max(300).nullable().default(null),
    type: z.enum(PROMOTION_TYPES, { error: 'ประเภทโปรโมชั่นไม่ถูกต้อง' }),
    visibility: z.enum(['public', 'coupon']).default('public'),
    percent: z.number({ error: 'เปอร์เซ็นต์ต้องเป็นตัวเลข' }).min(0).max(1000, { error: 'เปอร์เซ็นต์สูงเกินกำหนด' }).default(0),
    fixed_bonus: Baht('โบนัสคงที่').default(0),
    max_bonus: Baht('โบนัสสูงสุด').nullable().default(null),
    min_deposit: Baht('ยอดฝากขั้นต่ำ').default(0),
    requirement_kind: z.enum(REQUIREMENT_KINDS).default('turnover'),
    turnover_multiplier: Multiplier,
    turnover_base: z.enum(TURNOVER_BASES).default('deposit_bonus'),
    weights: ProductWeights,
    max_withdrawal: Baht('ถอนได้สูงสุด').nullable().default(null),
    balance_floor: Baht('ยอดเงินขั้นต่ำ').default(5),
    requirement_days: Days.default(7),
    forfeit_rule: z.enum(FORFEIT_RULES).default('bonus_and_winnings'),
    starts_at: Moment('เวลาเริ่ม').optional(),
    ends_at: Moment('เวลาสิ้นสุด').nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((p) => p.type !== 'fixed' || p.fixed_bonus > 0, { error: 'โปรโมชั่นแบบโบนัสคงที่ต้องระบุจำนวนโบนัส', path: ['fixed_bonus'] })
  .refine((p) => p.type === 'fixed' || p.percent > 0, { error: 'กรุณาระบุเปอร์เซ็นต์โบนัส', path: ['percent'] })
  .refine((p) => !p.starts_at || !p.ends_at || Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    error: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม',
    path: ['ends_at'],
  });
export type AdminPromotionBody = z.input<typeof AdminPromotionBody>;

export const AdminStatusBody = z.object({ status: z.enum(PROMOTION_STATUSES, { error: 'สถานะต้องเป็น active, paused หรือ ended' }) });
export type AdminStatusBody = z.input<typeof AdminStatusBody>;

/** A promotion with its figures: takers, bonuses paid, forfeited, turnover its requirements produced. */
export const AdminPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  image: z.string().nullable(),
  type: z.enum(PROMOTION_TYPES),
  visibility: z.enum(['public', 'coupon']),
  percent: z.number(),
  fixed_bonus: z.number(),
  max_bonus: z.number().nullable(),
  min_deposit: z.number(),
  requirement_kind: z.enum(REQUIREMENT_KINDS),
  turnover_multiplier: z.number(),
  turnover_base: z.enum(TURNOVER_BASES),
  weights: ProductWeights,
  max_withdrawal: z.number().nullable(),
  balance_floor: z.number(),
  requirement_days: z.number().int(),
  forfeit_rule: z.enum(FORFEIT_RULES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  sort: z.number().int(),
  takers: z.number().int(),
  refused: z.number().int(),
  bonus_paid: z.number(),
  forfeited: z.number(),
  turnover: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;

export const AdminPromotionQuery = AdminPageQuery.extend({
  status: z.enum(PROMOTION_STATUSES).optional(),
}).extend(adminSort(['id', 'sort', 'takers', 'bonus_paid'] as const).shape);
export type AdminPromotionQuery = z.input<typeof AdminPromotionQuery>;
export const AdminPromotionPage = adminPaged(AdminPromotion);

/** A deposit's outcome under a promotion: who took it, what it paid, where the requirement stands. */
export const AdminPromotionTaker = z.object({
  grant_id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  deposit_amount: z.number(),
  bonus: z.number(),
  outcome: z.enum(GRANT_OUTCOMES),
  reason: z.string().nullable(),
  requirement_id: z.number().int().nullable(),
  required: z.number(),
  done: z.number(),
  forfeited: z.number(),
  created_at: z.string(),
});
export type AdminPromotionTaker = z.infer<typeof AdminPromotionTaker>;
export const AdminTakerQuery = AdminPageQuery.extend({
  outcome: z.enum(GRANT_OUTCOMES).optional(),
}).extend(adminSort(['created_at', 'bonus', 'deposit_amount'] as const).shape);
export type AdminTakerQuery = z.input<typeof AdminTakerQuery>;
export const AdminTakerPage = adminPaged(AdminPromotionTaker);

// ---- requirements ----

export const AdminRequirement = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  source: z.string(),
  source_name: z.string(),
  title: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  required: z.number(),
  done: z.number(),
  remaining: z.number(),
  bonus: z.number(),
  max_withdrawal: z.number().nullable(),
  status: z.enum(['active', 'met', 'forfeited']),
  forfeit_reason: z.string().nullable(),
  forfeited_amount: z.number(),
  end_note: z.string().nullable(),
  started_at: z.string(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type AdminRequirement = z.infer<typeof AdminRequirement>;
export const AdminRequirementQuery = AdminPageQuery.extend({
  status: z.enum(['active', 'met', 'forfeited']).optional(),
  source: z.string().trim().max(20).optional(),
  /** Member phone or id. */
  q: z.string().trim().max(60).optional(),
}).extend(adminSort(['id', 'started_at', 'bonus'] as const).shape);
export type AdminRequirementQuery = z.input<typeof AdminRequirementQuery>;
export const AdminRequirementPage = adminPaged(AdminRequirement);
/** Cancel a member's requirement (audited): the reason is required; its forfeit rule applies. */
export const AdminRequirementCancelBody = z.object({ reason: AdminMoneyReason });
export type AdminRequirementCancelBody = z.input<typeof AdminRequirementCancelBody>;

// ---- coupons ----

const couponTerms = {
  name: z.string().trim().max(120).default(''),
  kind: z.enum(COUPON_KINDS, { error: 'ประเภทคูปองไม่ถูกต้อง' }),
  /** credit: baht; points: points; free_spins: spins; deposit_bonus: 0. */
  amount: z
    .number({ error: 'จำนวนต้องเป็นตัวเลข' })
    .min(0, { error: 'จำนวนต้องไม่ติดลบ' })
    .max(10_000_000, { error: 'จำนวนสูงเกินกำหนด' })
    .default(0),
  promotion_id: z
    .number({ error: 'กรุณาเลือกโปรโมชั่น' })
    .int({ error: 'โปรโมชั่นไม่ถูกต้อง' })
    .min(1, { error: 'โปรโมชั่นไม่ถูกต้อง' })
    .nullable()
    .default(null),
  turnover_multiplier: Multiplier.default(0),
  weights: ProductWeights.nullable().default(null),
  max_withdrawal: Baht('ถอนได้สูงสุด').nullable().default(null),
  requirement_days: Days.default(7),
  valid_from: Moment('เวลาเริ่มใช้').optional(),
  valid_until: Moment('เวลาหมดอายุ').nullable().default(null),
};
const couponChecks = <T extends z.ZodType<{ kind: string; amount: number; promotion_id: number | null }>>(s: T) =>
  s
    .refine((c) => (c.kind === 'deposit_bonus') === (c.promotion_id !== null), {
      error: 'คูปองโบนัสเงินฝากต้องเลือกโปรโมชั่น (และคูปองประเภทอื่นต้องไม่เลือก)',
      path: ['promotion_id'],
    })
    .refine((c) => c.kind === 'deposit_bonus' || c.amount > 0, { error: 'กรุณาระบุจำนวนที่ได้รับ', path: ['amount'] });

export const AdminCouponBody = couponChecks(
  z.object({
    ...couponTerms,
    code: CouponCode,
    quota: z
      .number({ error: 'จำนวนสิทธิ์ต้องเป็นตัวเลข' })
      .int({ error: 'จำนวนสิทธิ์ต้องเป็นจำนวนเต็ม' })
      .min(1, { error: 'จำนวนสิทธิ์ต้องมีอย่างน้อย 1' })
      .max(10_000_000, { error: 'จำนวนสิทธิ์สูงเกินกำหนด' })
      .nullable()
      .default(null),
  }),
);
export type AdminCouponBody = z.input<typeof AdminCouponBody>;

/** Many single-use codes at once: `size` codes of `prefix` + random characters. */
export const AdminCouponBatchBody = couponChecks(
  z.object({
    ...couponTerms,
    name: Title,
    prefix: z
      .string()
      .trim()
      .max(8, { error: 'คำนำหน้ายาวได้ไม่เกิน 8 ตัวอักษร' })
      .regex(/^[A-Za-z0-9]*$/, { error: 'คำนำหน้ามีได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข' })
      .default(''),
    size: z
      .number({ error: 'จำนวนโค้ดต้องเป็นตัวเลข' })
      .int({ error: 'จำนวนโค้ดต้องเป็นจำนวนเต็ม' })
      .min(1, { error: 'ต้องสร้างอย่างน้อย 1 โค้ด' })
      .max(100_000, { error: 'สร้างได้ครั้งละไม่เกิน 100,000 โค้ด' }),
  }),
);
export type AdminCouponBatchBody = z.input<typeof AdminCouponBatchBody>;
export const AdminCouponBatchData = z.object({ batch_id: z.number().int(), size: z.number().int() });

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  batch_id: z.number().int().nullable(),
  kind: z.enum(COUPON_KINDS),
  amount: z.number(),
  promotion_id: z.number().int().nullable(),
  promotion_title: z.string().nullable(),
  turnover_multiplier: z.number(),
  weights: ProductWeights.nullable(),
  max_withdrawal: z.number().nullable(),
  requirement_days: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  quota: z.number().int().nullable(),
  used: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponQuery = AdminPageQuery.extend({
  q: z.string().trim().max(40).optional(),
  status: z.enum(PROMOTION_STATUSES).optional(),
  batch_id: z.coerce.number().int().min(1).optional(),
}).extend(adminSort(['id', 'used', 'valid_until'] as const).shape);
export type AdminCouponQuery = z.input<typeof AdminCouponQuery>;
export const AdminCouponPage = adminPaged(AdminCoupon);

export const AdminCouponBatch = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  used: z.number().int(),
  created_at: z.string(),
});
export const AdminCouponBatchPage = adminPaged(AdminCouponBatch);

export const AdminCouponRedemption = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  code: z.string(),
  member_id: z.number().int(),
  member_phone: z.string(),
  amount: z.number(),
  status: z.enum(COUPON_REDEMPTION_STATUSES),
  created_at: z.string(),
});
export const AdminCouponRedemptionPage = adminPaged(AdminCouponRedemption);
