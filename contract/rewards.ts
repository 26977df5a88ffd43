import { z } from 'zod';
import { TURNOVER_PRODUCTS } from './turnover';
import { ClientRequestKey } from './withdrawals';

/**
 * Daily cashback on losses, daily turnover commission, the weekly win/loss refund and the affiliate
 * programme as members see them (docs/rewards.md). Amounts are baht on the wire (satang in the
 * database), percents as 5 or 0.3 (two decimals at most: basis points), days 'YYYY-MM-DD' Bangkok,
 * times ISO 8601.
 */

// ---- shared names ----

export const VIP_LEVELS = [0, 1, 2] as const;
export const VIP_LEVEL_NAMES = ['สมาชิก', 'VIP Gold', 'VIP Hero'] as const;

/** Claimable rewards computed per period by the jobs. */
export const REWARD_KINDS = ['cashback', 'commission', 'winloss'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export const REWARD_KIND_NAMES: Record<RewardKind, string> = {
  cashback: 'คืนยอดเสียรายวัน',
  commission: 'คืนค่าคอมมิชชั่น',
  winloss: 'คืนยอดเสียรายสัปดาห์',
};

/** waiting: the period is still open (today, this week), only shown, never stored. */
export const REWARD_STATUSES = ['waiting', 'claimable', 'claimed', 'expired', 'below_minimum', 'frozen'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const REWARD_STATUS_NAMES: Record<RewardStatus, string> = {
  waiting: 'รอสรุปยอด',
  claimable: 'รับได้',
  claimed: 'รับแล้ว',
  expired: 'หมดอายุ',
  below_minimum: 'ยอดไม่ถึงขั้นต่ำ',
  frozen: 'ระงับชั่วคราว',
};

// ---- settings (also the operators' forms: contract/admin-rewards.ts) ----

const twoDecimals = (n: number) => Math.round(n * 100) === n * 100;
export const Percent = z
  .number({ error: 'เปอร์เซ็นต์ต้องเป็นตัวเลข' })
  .min(0, { error: 'เปอร์เซ็นต์ต้องไม่ติดลบ' })
  .max(100, { error: 'เปอร์เซ็นต์ต้องไม่เกิน 100' })
  .refine(twoDecimals, { error: 'เปอร์เซ็นต์มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
export const SettingBaht = z
  .number({ error: 'จำนวนเงินต้องเป็นตัวเลข' })
  .min(0, { error: 'จำนวนเงินต้องไม่ติดลบ' })
  .max(10_000_000, { error: 'จำนวนเงินสูงเกินกำหนด' })
  .refine(twoDecimals, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
const ClaimDays = z
  .number({ error: 'จำนวนวันต้องเป็นตัวเลข' })
  .int({ error: 'จำนวนวันต้องเป็นจำนวนเต็ม' })
  .min(1, { error: 'จำนวนวันต้องอยู่ระหว่าง 1 ถึง 90' })
  .max(90, { error: 'จำนวนวันต้องอยู่ระหว่าง 1 ถึง 90' });
/** The wagering requirement a claim carries: N x the amount (0 = none). */
const TurnoverMultiplier = z
  .number({ error: 'จำนวนเท่าต้องเป็นตัวเลข' })
  .min(0, { error: 'จำนวนเท่าต้องไม่ติดลบ' })
  .max(100, { error: 'จำนวนเท่าต้องไม่เกิน 100' })
  .refine(twoDecimals, { error: 'จำนวนเท่ามีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
const ProductKey = z.enum(TURNOVER_PRODUCTS, { error: 'ประเภทเกมไม่ถูกต้อง' });
/** Per VIP level (index 0, 1, 2), a percent. */
export const VipPercents = z.array(Percent).length(VIP_LEVELS.length, { error: 'ต้องกำหนดเปอร์เซ็นต์ให้ครบทุกระดับ VIP' });
/** Per product, the percent for each VIP level; a product left out pays nothing. */
export const ProductVipRates = z.partialRecord(ProductKey, VipPercents);
export type ProductVipRates = z.infer<typeof ProductVipRates>;
/** Per product, one percent; a product left out pays nothing. */
export const ProductRates = z.partialRecord(ProductKey, Percent);
export type ProductRates = z.infer<typeof ProductRates>;

/**
 * Daily cashback (base: the day's net loss per product) and daily turnover commission (base: the
 * day's turnover per product). `minimum`: the day's total base below it pays nothing (below_minimum);
 * `max_per_day` 0 = no cap; claimable for `claim_days` days after the day closes.
 */
export const DailyRewardSettings = z.object({
  enabled: z.boolean(),
  rates: ProductVipRates,
  minimum: SettingBaht,
  max_per_day: SettingBaht,
  claim_days: ClaimDays,
  turnover_multiplier: TurnoverMultiplier,
});
export type DailyRewardSettings = z.infer<typeof DailyRewardSettings>;

export const WinlossTier = z.object({ min_loss: SettingBaht, percent: Percent });
export type WinlossTier = z.infer<typeof WinlossTier>;
/** Weekly (Monday-Sunday, Bangkok): the highest tier whose min_loss the week's net loss reaches. */
export const WinlossSettings = z.object({
  enabled: z.boolean(),
  tiers: z
    .array(WinlossTier)
    .min(1, { error: 'ต้องมีอย่างน้อย 1 ขั้น' })
    .max(10, { error: 'กำหนดได้ไม่เกิน 10 ขั้น' })
    .refine((t) => t.every((x, i) => i === 0 || x.min_loss > t[i - 1].min_loss), { error: 'ยอดเสียขั้นต่ำของแต่ละขั้นต้องเรียงจากน้อยไปมาก' }),
  include_lotto: z.boolean(),
  max_per_week: SettingBaht,
  claim_days: ClaimDays,
  turnover_multiplier: TurnoverMultiplier,
});
export type WinlossSettings = z.infer<typeof WinlossSettings>;

export const AFFILIATE_BASES = ['turnover', 'net_loss'] as const;
export type AffiliateBasis = (typeof AFFILIATE_BASES)[number];
export const AFFILIATE_BASIS_NAMES: Record<AffiliateBasis, string> = { turnover: 'ยอดเล่น (เทิร์นโอเวอร์)', net_loss: 'ยอดเสีย' };
/** Commission on each level's turnover (or net loss) per product; max_per_day per referrer, 0 = no cap. */
export const AffiliateSettings = z.object({
  enabled: z.boolean(),
  basis: z.enum(AFFILIATE_BASES, { error: 'ฐานการคำนวณไม่ถูกต้อง' }),
  level1: ProductRates,
  level2: ProductRates,
  min_redeem: SettingBaht,
  max_per_day: SettingBaht,
  turnover_multiplier: TurnoverMultiplier,
});
export type AffiliateSettings = z.infer<typeof AffiliateSettings>;

export const REWARD_SETTING_NAMES = ['cashback', 'commission', 'winloss', 'affiliate'] as const;
export type RewardSettingName = (typeof REWARD_SETTING_NAMES)[number];
export type RewardSettings = {
  cashback: DailyRewardSettings;
  commission: DailyRewardSettings;
  winloss: WinlossSettings;
  affiliate: AffiliateSettings;
};

// ---- daily cashback and commission ----

export const ProductFigure = z.object({
  product: z.string(),
  product_name: z.string(),
  /** Net loss (cashback, winloss) or turnover (commission), baht. */
  base: z.number(),
  percent: z.number(),
  amount: z.number(),
});
export type ProductFigure = z.infer<typeof ProductFigure>;

export const RewardEntryItem = z.object({
  id: z.number().int().nullable(),
  kind: z.enum(REWARD_KINDS),
  /** The Bangkok day (the week's Monday for winloss). */
  period: z.string(),
  /** The week's Sunday for winloss, else the day again. */
  period_end: z.string(),
  base: z.number(),
  /** The effective percent (amount / base), as the member sees it. */
  percent: z.number(),
  amount: z.number(),
  vip_level: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  status_name: z.string(),
  expires_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  products: z.array(ProductFigure),
});
export type RewardEntryItem = z.infer<typeof RewardEntryItem>;

/** The history filter (docs/wire-format.md "Calls"): inclusive Bangkok dates and a page. */
const FilterDate = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);
export const RewardHistoryQuery = z
  .object({
    from: FilterDate('วันที่เริ่มต้น').optional(),
    to: FilterDate('วันที่สิ้นสุด').optional(),
    status: z.enum(REWARD_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
    page: z.coerce.number({ error: 'หน้าต้องเป็นตัวเลข' }).int().min(1, { error: 'หน้าต้องเริ่มที่ 1' }).max(10_000).default(1),
    page_size: z.coerce
      .number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' })
      .int()
      .min(1, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
      .max(100, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' });
export type RewardHistoryQuery = z.input<typeof RewardHistoryQuery>;

export const RewardHistoryData = z.object({
  items: z.array(RewardEntryItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** The sum of what is claimable now (every page), baht. */
  claimable: z.number(),
});
export type RewardHistoryData = z.infer<typeof RewardHistoryData>;

/** POST /api/cashback/loss/claim (docs/wire-format.md "Calls": a body passed through): which reward to claim; cashback when left out. */
export const RewardClaimBody = z
  .object({ type: z.enum(['cashback', 'commission'], { error: 'ประเภทไม่ถูกต้อง' }).default('cashback') })
  .default({ type: 'cashback' });
export type RewardClaimBody = z.input<typeof RewardClaimBody>;

export const RewardClaimData = z.object({
  kind: z.enum(REWARD_KINDS),
  /** Baht credited to the main wallet by this claim. */
  amount: z.number(),
  /** How many periods it claimed. */
  entries: z.number().int(),
  /** The main wallet after, baht. */
  balance: z.number(),
  /** The requirement it carries (baht of turnover), or null. */
  required_turnover: z.number().nullable(),
});
export type RewardClaimData = z.infer<typeof RewardClaimData>;

/** Public rules of the daily rewards: GET /api/cashback/config. */
export const PublicDailyRule = z.object({
  enabled: z.boolean(),
  rates: z.array(z.object({ product: z.string(), product_name: z.string(), percents: z.array(z.number()) })),
  minimum: z.number(),
  max_per_day: z.number(),
  claim_days: z.number().int(),
  turnover_multiplier: z.number(),
});
export const CashbackConfigData = z.object({
  vip_levels: z.array(z.string()),
  cashback: PublicDailyRule,
  commission: PublicDailyRule,
});
export type CashbackConfigData = z.infer<typeof CashbackConfigData>;

/** GET /api/cashback/summary: today's running figures and what is claimable now. */
export const CashbackSummaryData = z.object({
  today: z.string(),
  vip_level: z.number().int(),
  cashback: z.object({ today: RewardEntryItem, claimable: z.number() }),
  commission: z.object({ today: RewardEntryItem, claimable: z.number() }),
});
export type CashbackSummaryData = z.infer<typeof CashbackSummaryData>;

// ---- weekly win/loss refund ----

export const WinlossConfigData = z.object({
  enabled: z.boolean(),
  tiers: z.array(WinlossTier),
  include_lotto: z.boolean(),
  max_per_week: z.number(),
  claim_days: z.number().int(),
  turnover_multiplier: z.number(),
});
export type WinlossConfigData = z.infer<typeof WinlossConfigData>;

/** GET /api/winloss/summary: this week's running net (status waiting) and what is claimable. */
export const WinlossSummaryData = z.object({
  week: RewardEntryItem,
  claimable: z.number(),
});
export type WinlossSummaryData = z.infer<typeof WinlossSummaryData>;

// ---- affiliate ----

export const AffiliateConfigsQuery = z.object({ agent_id: z.coerce.number().int().optional() });
export const AffiliateConfigData = z.object({
  enabled: z.boolean(),
  basis: z.enum(AFFILIATE_BASES),
  basis_name: z.string(),
  levels: z.array(
    z.object({
      level: z.number().int(),
      rates: z.array(z.object({ product: z.string(), product_name: z.string(), percent: z.number() })),
    }),
  ),
  min_redeem: z.number(),
  max_per_day: z.number(),
  turnover_multiplier: z.number(),
});
export type AffiliateConfigData = z.infer<typeof AffiliateConfigData>;

export const REFERRAL_STATUSES = ['pending', 'qualified', 'refused'] as const;
export const REFERRAL_STATUS_NAMES: Record<(typeof REFERRAL_STATUSES)[number], string> = {
  pending: 'รอฝากครั้งแรก',
  qualified: 'นับแล้ว',
  refused: 'ไม่นับ',
};

export const AffiliateNetworkBody = z
  .object({
    level: z.union([z.literal(1), z.literal(2)], { error: 'ระดับต้องเป็น 1 หรือ 2' }).optional(),
    page: z.number({ error: 'หน้าต้องเป็นตัวเลข' }).int().min(1, { error: 'หน้าต้องเริ่มที่ 1' }).max(10_000).default(1),
    page_size: z.number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' }).int().min(1).max(100, { error: 'จำนวนต่อหน้าต้องไม่เกิน 100' }).default(20),
  })
  .default({ page: 1, page_size: 20 });
export type AffiliateNetworkBody = z.input<typeof AffiliateNetworkBody>;

export const AffiliateReferral = z.object({
  level: z.number().int(),
  phone_masked: z.string(),
  joined_at: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  status_name: z.string(),
  /** Baht: this Bangkok month and all time. */
  turnover_month: z.number(),
  turnover_total: z.number(),
});
export type AffiliateReferral = z.infer<typeof AffiliateReferral>;

export const AffiliateNetworkData = z.object({
  code: z.string(),
  link: z.string(),
  counts: z.object({
    level1: z.number().int(),
    level2: z.number().int(),
    level1_qualified: z.number().int(),
    level2_qualified: z.number().int(),
  }),
  items: z.array(AffiliateReferral),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AffiliateNetworkData = z.infer<typeof AffiliateNetworkData>;

export const AffiliatePageQuery = z.object({
  page: z.coerce.number({ error: 'หน้าต้องเป็นตัวเลข' }).int().min(1, { error: 'หน้าต้องเริ่มที่ 1' }).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' }).int().min(1).max(100, { error: 'จำนวนต่อหน้าต้องไม่เกิน 100' }).default(20),
});
export type AffiliatePageQuery = z.input<typeof AffiliatePageQuery>;

/** GET /api/affiliate/transactions: daily earnings. */
export const AffiliateEarningItem = z.object({
  day: z.string(),
  level1: z.number(),
  level2: z.number(),
  amount: z.number(),
  status: z.enum(['credited', 'frozen']),
  status_name: z.string(),
  products: z.array(ProductFigure.extend({ level: z.number().int() })),
});
export const AffiliateEarningsData = z.object({
  items: z.array(AffiliateEarningItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AffiliateEarningsData = z.infer<typeof AffiliateEarningsData>;

/** GET /api/affiliate/v2/transactions: the affiliate account's movements (earnings, redeems, corrections). */
export const AffiliateMovement = z.object({
  id: z.number().int(),
  type: z.enum(['earning', 'redeem', 'correction']),
  type_name: z.string(),
  /** Baht, + into the affiliate account, - out of it. */
  amount: z.number(),
  balance_after: z.number().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export const AffiliateMovementsData = z.object({
  items: z.array(AffiliateMovement),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AffiliateMovementsData = z.infer<typeof AffiliateMovementsData>;

/** GET /api/affiliate/summary (baht). `today` is the running estimate, not yet credited. */
export const AffiliateSummaryData = z.object({
  code: z.string(),
  link: z.string(),
  today: z.number(),
  month: z.number(),
  total: z.number(),
  redeemable: z.number(),
  min_redeem: z.number(),
  frozen: z.boolean(),
  referrals: z.number().int(),
  qualified: z.number().int(),
});
export type AffiliateSummaryData = z.infer<typeof AffiliateSummaryData>;

/** POST /api/affiliate/redeem: all that is redeemable when amount is left out; once per request key. */
export const AffiliateRedeemBody = z.object({
  amount: SettingBaht.refine((n) => n > 0, { error: 'จำนวนเงินต้องมากกว่า 0' }).optional(),
  request_key: ClientRequestKey,
});
export type AffiliateRedeemBody = z.input<typeof AffiliateRedeemBody>;

export const AffiliateRedeemData = z.object({
  amount: z.number(),
  /** The main wallet after, baht. */
  balance: z.number(),
  redeemable: z.number(),
  required_turnover: z.number().nullable(),
});
export type AffiliateRedeemData = z.infer<typeof AffiliateRedeemData>;
