import { z } from 'zod';
import { TURNOVER_PRODUCTS } from './turnover';
import { ClientRequestKey } from './withdrawals';

/**
 * Promotions, coupons and wagering requirements as members see them (docs/promotions.md). Amounts
 * are baht on the wire (satang in the database), percents as 50 or 12.5, times ISO 8601 with offset.
 */

export const PROMOTION_TYPES = ['first_deposit', 'daily_first', 'every_deposit', 'fixed'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_TYPE_NAMES: Record<PromotionType, string> = {
  first_deposit: 'ฝากครั้งแรกของสมาชิกใหม่',
  daily_first: 'ฝากแรกของวัน',
  every_deposit: 'ทุกยอดฝาก',
  fixed: 'ฝากครบรับโบนัสทันที',
};

/** turnover: stake N x the base; balance ("ทำยอด"): bring the wallet to N x (deposit + bonus). */
export const REQUIREMENT_KINDS = ['turnover', 'balance'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
export const TURNOVER_BASES = ['deposit_bonus', 'bonus'] as const;
export type TurnoverBase = (typeof TURNOVER_BASES)[number];
export const TURNOVER_BASE_NAMES: Record<TurnoverBase, string> = { deposit_bonus: 'ยอดฝาก + โบนัส', bonus: 'โบนัส' };

/** What an unmet ending (expiry, cancel) takes back: nothing, the bonus, or the bonus and what it won. */
export const FORFEIT_RULES = ['none', 'bonus', 'bonus_and_winnings'] as const;
export type ForfeitRule = (typeof FORFEIT_RULES)[number];
export const FORFEIT_RULE_NAMES: Record<ForfeitRule, string> = {
  none: 'ไม่หักคืน',
  bonus: 'หักคืนเฉพาะโบนัส',
  bonus_and_winnings: 'หักคืนโบนัสและยอดเล่นได้จากโบนัส',
};

/** Per product, the percent of each stake that counts toward the turnover (0-100); a product left out counts 0. */
export const ProductWeights = z.partialRecord(
  z.enum(TURNOVER_PRODUCTS, { error: 'ประเภทเกมไม่ถูกต้อง' }),
  z.number({ error: 'น้ำหนักต้องเป็นตัวเลข' }).int({ error: 'น้ำหนักต้องเป็นจำนวนเต็ม' }).min(0).max(100, { error: 'น้ำหนักต้องอยู่ระหว่าง 0 ถึง 100' }),
);
export type ProductWeights = z.infer<typeof ProductWeights>;

/** The requirement a grant carries, as the terms show it. */
export const RequirementTerms = z.object({
  kind: z.enum(REQUIREMENT_KINDS),
  multiplier: z.number(),
  base: z.enum(TURNOVER_BASES),
  weights: ProductWeights,
  /** Baht; null = no cap. */
  max_withdrawal: z.number().nullable(),
  /** Days from the grant before an unmet requirement expires. */
  days: z.number().int(),
  /** Baht: once the wallet falls below it, the requirement ends. */
  balance_floor: z.number(),
  forfeit_rule: z.enum(FORFEIT_RULES),
});
export type RequirementTerms = z.infer<typeof RequirementTerms>;

export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Thai terms, one per line. */
  terms: z.string(),
  image: z.string().nullable(),
  type: z.enum(PROMOTION_TYPES),
  type_name: z.string(),
  /** Percent of the deposit (0 for type fixed). */
  percent: z.number(),
  /** Baht, type fixed only (else 0). */
  fixed_bonus: z.number(),
  /** Baht; null = no cap. */
  max_bonus: z.number().nullable(),
  min_deposit: z.number(),
  requirement: RequirementTerms,
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** For a signed-in member: may they take it now; null when signed out. */
  eligible: z.boolean().nullable(),
  /** Why not (Thai), when eligible is false. */
  ineligible_reason: z.string().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;

/** The member's choice for the next deposit: a promotion id, or null = "ไม่รับโปรโมชั่น". */
export const PromotionChoice = z.object({
  promotion_id: z.number().int().nullable(),
  /** Set when a deposit-bonus coupon made the choice. */
  coupon_code_masked: z.string().nullable(),
  chosen_at: z.string(),
});
export type PromotionChoice = z.infer<typeof PromotionChoice>;

/** GET /api/promotion/list (docs/wire-format.md "Calls"): the agent's active promotions; `choice` for a signed-in member who chose. */
export const PromotionListData = z.object({
  promotions: z.array(Promotion),
  choice: PromotionChoice.nullable(),
});
export type PromotionListData = z.infer<typeof PromotionListData>;

const Id = (what: string) =>
  z
    .number({ error: `กรุณาเลือก${what}` })
    .int({ error: `${what}ไม่ถูกต้อง` })
    .min(1, { error: `${what}ไม่ถูกต้อง` })
    .max(2_147_483_647, { error: `${what}ไม่ถูกต้อง` });

/** POST /api/promotion/choose: the promotion for the next deposit, or null for none. */
export const PromotionChooseBody = z.object({ promotion_id: Id('โปรโมชั่น').nullable() });
export type PromotionChooseBody = z.input<typeof PromotionChooseBody>;

export const REQUIREMENT_SOURCE_NAMES: Record<string, string> = {
  promotion: 'โปรโมชั่น',
  coupon: 'คูปอง',
  cashback: 'แคชแบ็ก',
  quest: 'ภารกิจ',
  shop_voucher: 'บัตรกำนัล',
  manual: 'เครดิตจากแอดมิน',
  winloss: 'คืนยอดเสียรายสัปดาห์',
  affiliate: 'รายได้แนะนำเพื่อน',
  wheel: 'กงล้อนำโชค',
  event: 'กิจกรรม',
  poll: 'โพลทายผล',
  free_spin: 'ฟรีสปิน',
};

/** An active requirement with its progress (baht). */
export const ActiveRequirement = z.object({
  id: z.number().int(),
  source: z.string(),
  source_name: z.string(),
  /** The promotion's or coupon's title. */
  title: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  /** turnover: stakes needed and counted so far (weighted); balance: the target and the balance now. */
  required: z.number(),
  done: z.number(),
  remaining: z.number(),
  /** 0-100, one decimal. */
  percent_done: z.number(),
  weights: ProductWeights.nullable(),
  bonus: z.number(),
  max_withdrawal: z.number().nullable(),
  balance_floor: z.number(),
  started_at: z.string(),
  expires_at: z.string().nullable(),
  /** What cancelling now would take back (baht) under its rule, shown before the member confirms. */
  cancel_forfeit: z.number(),
  forfeit_rule: z.enum(FORFEIT_RULES),
});
export type ActiveRequirement = z.infer<typeof ActiveRequirement>;

export const GRANT_OUTCOMES = ['refused', 'active', 'met', 'forfeited'] as const;
export type GrantOutcome = (typeof GRANT_OUTCOMES)[number];
export const GRANT_OUTCOME_NAMES: Record<GrantOutcome, string> = {
  refused: 'ไม่ได้รับโบนัส',
  active: 'กำลังทำเทิร์น',
  met: 'ทำเทิร์นครบแล้ว',
  forfeited: 'สิ้นสุดก่อนครบเงื่อนไข',
};
export const FORFEIT_REASON_NAMES: Record<string, string> = {
  expired: 'หมดเวลา',
  balance_floor: 'ยอดเงินต่ำกว่าขั้นต่ำ',
  cancelled: 'ยกเลิกโดยสมาชิก',
  operator: 'ยกเลิกโดยเจ้าหน้าที่',
};

/** A past or present deposit outcome: the bonus granted or the reason it was not. */
export const PromotionHistoryItem = z.object({
  id: z.number().int(),
  promotion_id: z.number().int().nullable(),
  title: z.string(),
  deposit_amount: z.number(),
  bonus: z.number(),
  outcome: z.enum(GRANT_OUTCOMES),
  outcome_name: z.string(),
  /** refused: why no bonus; forfeited: why it ended (Thai). */
  reason: z.string().nullable(),
  /** Baht taken back when it ended or was capped. */
  forfeited_amount: z.number(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type PromotionHistoryItem = z.infer<typeof PromotionHistoryItem>;

/** GET /api/promotion/me: the active requirements, the choice, and the history (newest first, 50). */
export const MemberPromotionsData = z.object({
  active: z.array(ActiveRequirement),
  choice: PromotionChoice.nullable(),
  history: z.array(PromotionHistoryItem),
  /** A met requirement's cap waiting for the next withdrawal, if any. */
  withdraw_cap: z.object({ max_withdrawal: z.number(), message: z.string() }).nullable(),
});
export type MemberPromotionsData = z.infer<typeof MemberPromotionsData>;

/** POST /api/promotion/cancel: give up an active requirement (its forfeit is taken back). */
export const PromotionCancelBody = z.object({ requirement_id: Id('โปรโมชั่น'), idempotency_key: ClientRequestKey.optional() });
export type PromotionCancelBody = z.input<typeof PromotionCancelBody>;
export const PromotionCancelData = z.object({ forfeited: z.number(), balance: z.number() });
export type PromotionCancelData = z.infer<typeof PromotionCancelData>;

// ---- coupons ----

export const COUPON_KINDS = ['credit', 'deposit_bonus', 'points', 'free_spins'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_NAMES: Record<CouponKind, string> = {
  credit: 'เครดิตฟรี',
  deposit_bonus: 'โบนัสเงินฝากครั้งถัดไป',
  points: 'แต้มสะสม',
  free_spins: 'ฟรีสปิน',
};

/** A code as members type it: letters and digits, case-insensitive (stored upper case). */
export const CouponCode = z
  .string({ error: 'กรุณากรอกโค้ดคูปอง' })
  .trim()
  .min(4, { error: 'โค้ดคูปองต้องมี 4-32 ตัวอักษร' })
  .max(32, { error: 'โค้ดคูปองต้องมี 4-32 ตัวอักษร' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'โค้ดคูปองมีได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข' });

export const CouponRedeemBody = z.object({ code: CouponCode });
export type CouponRedeemBody = z.input<typeof CouponRedeemBody>;

/** POST /api/coupon/redeem: what the code granted. */
export const CouponRedeemData = z.object({
  kind: z.enum(COUPON_KINDS),
  kind_name: z.string(),
  /** credit: baht; points: points; free_spins: spins; deposit_bonus: 0 (see promotion_title). */
  amount: z.number(),
  /** deposit_bonus: the promotion the next deposit gets. */
  promotion_title: z.string().nullable(),
  /** credit: the turnover it carries (baht), else null. */
  required_turnover: z.number().nullable(),
  /** Thai, for the success toast. */
  message: z.string(),
});
export type CouponRedeemData = z.infer<typeof CouponRedeemData>;

export const COUPON_REDEMPTION_STATUSES = ['granted', 'waiting_deposit', 'used'] as const;
export const COUPON_REDEMPTION_STATUS_NAMES: Record<(typeof COUPON_REDEMPTION_STATUSES)[number], string> = {
  granted: 'ได้รับแล้ว',
  waiting_deposit: 'รอฝากเงินครั้งถัดไป',
  used: 'ใช้กับยอดฝากแล้ว',
};

export const CouponHistoryItem = z.object({
  id: z.number().int(),
  /** 'WELC****' : the first 4 characters, the rest masked. */
  code_masked: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  kind_name: z.string(),
  amount: z.number(),
  status: z.enum(COUPON_REDEMPTION_STATUSES),
  status_name: z.string(),
  created_at: z.string(),
});
export type CouponHistoryItem = z.infer<typeof CouponHistoryItem>;

/** GET /api/coupon/history: the member's redemptions, newest first (50). */
export const CouponHistoryData = z.object({ items: z.array(CouponHistoryItem) });
export type CouponHistoryData = z.infer<typeof CouponHistoryData>;

/** A code shown in lists: the first 4 characters, the rest as '*'. */
export function maskCouponCode(code: string): string {
  return code.slice(0, 4) + '*'.repeat(Math.max(code.length - 4, 0));
}
