import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import { AffiliateSettings, DailyRewardSettings, ProductFigure, REWARD_KINDS, REWARD_STATUSES, WinlossSettings } from './rewards';
import { AdminMoneyReason } from './withdrawals';

/**
 * The back office's rewards (docs/rewards.md "Operators"): settings, per-day reports, entries to
 * freeze or correct, affiliates to freeze and their earnings to correct. Admin and support manage,
 * finance reads. Amounts baht on the wire.
 */

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

export const AdminRewardSettingsData = z.object({
  cashback: DailyRewardSettings,
  commission: DailyRewardSettings,
  winloss: WinlossSettings,
  affiliate: AffiliateSettings,
  /** Per group: when and by whom it was last saved (null: the defaults). */
  updated: z.record(z.string(), z.object({ at: z.string(), by: z.string().nullable() }).nullable()),
});
export type AdminRewardSettingsData = z.infer<typeof AdminRewardSettingsData>;

/** PUT /api/admin/rewards/settings: any of the groups, each whole; audited as reward.settings. */
export const AdminRewardSettingsBody = z
  .object({
    cashback: DailyRewardSettings.optional(),
    commission: DailyRewardSettings.optional(),
    winloss: WinlossSettings.optional(),
    affiliate: AffiliateSettings.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'ไม่มีการตั้งค่าที่จะบันทึก' });
export type AdminRewardSettingsBody = z.input<typeof AdminRewardSettingsBody>;

export const AdminRewardReportQuery = z
  .object({ from: BangkokDay('วันที่เริ่มต้น'), to: BangkokDay('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminRewardReportQuery = z.input<typeof AdminRewardReportQuery>;

const KindFigures = z.object({
  /** Members with an entry (below the minimum included). */
  members: z.number().int(),
  computed: z.number(),
  claimed: z.number(),
  claimable: z.number(),
  expired: z.number(),
  frozen: z.number(),
});
/** One row per Bangkok day (winloss rows fall on the week's Monday); baht. */
export const AdminRewardReportRow = z.object({
  day: z.string(),
  cashback: KindFigures,
  commission: KindFigures,
  winloss: KindFigures,
  /** Whether the day's jobs have run (kind -> done). */
  runs: z.record(z.string(), z.boolean()),
});
export const AdminRewardReportData = z.object({ rows: z.array(AdminRewardReportRow) });
export type AdminRewardReportData = z.infer<typeof AdminRewardReportData>;

export const AdminRewardEntryQuery = AdminPageQuery.extend({
  kind: z.enum(REWARD_KINDS, { error: 'ประเภทไม่ถูกต้อง' }).optional(),
  period: BangkokDay('งวด').optional(),
  status: z.enum(REWARD_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
  /** A phone number or a member id. */
  member: z.string().trim().max(20).optional(),
});
export type AdminRewardEntryQuery = z.input<typeof AdminRewardEntryQuery>;

export const AdminRewardEntry = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  kind: z.enum(REWARD_KINDS),
  kind_name: z.string(),
  period: z.string(),
  base: z.number(),
  percent: z.number(),
  amount: z.number(),
  vip_level: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  status_name: z.string(),
  expires_at: z.string(),
  claimed_at: z.string().nullable(),
  note: z.string().nullable(),
  products: z.array(ProductFigure),
});
export type AdminRewardEntry = z.infer<typeof AdminRewardEntry>;
export const AdminRewardEntryPage = adminPaged(AdminRewardEntry);
export type AdminRewardEntryPage = z.infer<typeof AdminRewardEntryPage>;

export const AdminReasonBody = z.object({ reason: AdminMoneyReason });
export type AdminReasonBody = z.input<typeof AdminReasonBody>;

/** A claimable (or frozen, expired, below-minimum) entry's new amount: claimable again when above 0. */
export const AdminRewardCorrectBody = z.object({
  amount: z
    .number({ error: 'จำนวนเงินต้องเป็นตัวเลข' })
    .min(0, { error: 'จำนวนเงินต้องไม่ติดลบ' })
    .max(10_000_000, { error: 'จำนวนเงินสูงเกินกำหนด' })
    .refine((n) => Math.round(n * 100) === n * 100, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  reason: AdminMoneyReason,
});
export type AdminRewardCorrectBody = z.input<typeof AdminRewardCorrectBody>;

/** POST /api/admin/rewards/run: compute a closed period now (the job does it by itself). winloss: the week's Monday. */
export const AdminRewardRunBody = z.object({
  kind: z.enum(REWARD_KINDS, { error: 'ประเภทไม่ถูกต้อง' }),
  period: BangkokDay('งวด'),
});
/** POST /api/admin/affiliates/run: compute a closed day's affiliate earnings now. */
export const AdminAffiliateRunBody = z.object({ period: BangkokDay('งวด') });
export type AdminAffiliateRunBody = z.input<typeof AdminAffiliateRunBody>;
export type AdminRewardRunBody = z.input<typeof AdminRewardRunBody>;
export const AdminRewardRunData = z.object({ ran: z.boolean(), entries: z.number().int(), total: z.number() });
export type AdminRewardRunData = z.infer<typeof AdminRewardRunData>;

export const AdminAffiliateQuery = AdminPageQuery.extend({
  member: z.string().trim().max(20).optional(),
  frozen: z.enum(['true', 'false']).optional(),
});
export type AdminAffiliateQuery = z.input<typeof AdminAffiliateQuery>;

export const AdminAffiliate = z.object({
  member_id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  referral_code: z.string(),
  level1: z.number().int(),
  level1_qualified: z.number().int(),
  level2: z.number().int(),
  earned_total: z.number(),
  redeemable: z.number(),
  frozen: z.boolean(),
  frozen_reason: z.string().nullable(),
});
export type AdminAffiliate = z.infer<typeof AdminAffiliate>;
export const AdminAffiliatePage = adminPaged(AdminAffiliate);
export type AdminAffiliatePage = z.infer<typeof AdminAffiliatePage>;

export const AdminAffiliateEarningQuery = AdminPageQuery.extend({
  day: BangkokDay('วันที่').optional(),
  member: z.string().trim().max(20).optional(),
});
export type AdminAffiliateEarningQuery = z.input<typeof AdminAffiliateEarningQuery>;

export const AdminAffiliateEarning = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  day: z.string(),
  level1: z.number(),
  level2: z.number(),
  amount: z.number(),
  corrected: z.number(),
  status: z.enum(['credited', 'frozen']),
  note: z.string().nullable(),
});
export type AdminAffiliateEarning = z.infer<typeof AdminAffiliateEarning>;
export const AdminAffiliateEarningPage = adminPaged(AdminAffiliateEarning);
export type AdminAffiliateEarningPage = z.infer<typeof AdminAffiliateEarningPage>;

/** A signed correction of a credited earning (baht): + pays more, - takes back (not below 0 left). */
export const AdminAffiliateCorrectBody = z.object({
  amount: z
    .number({ error: 'จำนวนเงินต้องเป็นตัวเลข' })
    .min(-10_000_000)
    .max(10_000_000)
    .refine((n) => n !== 0, { error: 'จำนวนเงินต้องไม่เป็น 0' })
    .refine((n) => Math.round(n * 100) === n * 100, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  reason: AdminMoneyReason,
});
export type AdminAffiliateCorrectBody = z.input<typeof AdminAffiliateCorrectBody>;

/** GET /api/admin/affiliates/report (AdminRewardReportQuery): per Bangkok day, baht. */
export const AdminAffiliateReportRow = z.object({
  day: z.string(),
  referrers: z.number().int(),
  credited: z.number(),
  corrected: z.number(),
  redeemed: z.number(),
  run: z.boolean(),
});
export const AdminAffiliateReportData = z.object({ rows: z.array(AdminAffiliateReportRow) });
export type AdminAffiliateReportData = z.infer<typeof AdminAffiliateReportData>;

export const AdminMemberIdParams = z.object({ memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * POST /api/test/rewards/run, only outside production with JOBS_TEST_CLOCK=1: runs the reward jobs
 * with their clock moved `days_ahead` days forward, as the scheduler would then (browser tests).
 */
export const TestRewardsRunBody = z.object({ days_ahead: z.number().int().min(0).max(60) });
export const TestRewardsRunData = z.object({
  now: z.string(),
  cashback: z.unknown(),
  affiliate: z.unknown(),
  points: z.unknown(),
  sport: z.unknown(),
});
