import { z } from 'zod';
import { PointsJobData } from './points';
import { TURNOVER_PRODUCTS } from './turnover';

/**
 * The back office's points and VIP (docs/engagement.md "Operators"): earning rates and VIP
 * thresholds (one settings row), the engagement report per Bangkok day, a run of the job now. Support
 * manages, finance reads. Points and baht on the wire.
 */

const twoDecimals = (n: number) => Math.round(n * 100) === n * 100;

/** Points per 100 baht staked on a product (0 = earns nothing). */
const PointsRate = z
  .number({ error: 'อัตราแต้มต้องเป็นตัวเลข' })
  .min(0, { error: 'อัตราแต้มต้องไม่ติดลบ' })
  .max(1_000, { error: 'อัตราแต้มต้องไม่เกิน 1,000 แต้มต่อ 100 บาท' })
  .refine(twoDecimals, { error: 'อัตราแต้มมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

const ThresholdBaht = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(1_000_000_000, { error: `${label}ต้องไม่เกิน 1,000,000,000 บาท` })
    .refine(twoDecimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

/** A level is reached by deposits >= `deposits` OR turnover >= `turnover` over 30 days; 0 = that way is not used. */
export const VipThreshold = z
  .object({ deposits: ThresholdBaht('ยอดฝาก'), turnover: ThresholdBaht('ยอดเล่น') })
  .refine((v) => v.deposits > 0 || v.turnover > 0, { error: 'ต้องกำหนดยอดฝากหรือยอดเล่นอย่างน้อยหนึ่งอย่าง' });
export type VipThreshold = z.infer<typeof VipThreshold>;

export const PointsSettings = z
  .object({
    /** Earning from turnover on or off (VIP levels are recomputed either way). */
    enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิดการสะสมแต้ม' }),
    /** Per product, points per 100 baht staked; a product left out earns nothing. */
    rates: z.partialRecord(z.enum(TURNOVER_PRODUCTS, { error: 'ประเภทเกมไม่ถูกต้อง' }), PointsRate, {
      error: (iss) => (iss.code !== 'invalid_type' ? 'ประเภทเกมไม่ถูกต้อง' : 'อัตราแต้มต้องกำหนดเป็นรายประเภทเกม'),
    }),
    vip: z.object({ gold: VipThreshold, hero: VipThreshold }),
  })
  .refine(
    (s) => (['deposits', 'turnover'] as const).every((k) => s.vip.gold[k] === 0 || s.vip.hero[k] === 0 || s.vip.hero[k] > s.vip.gold[k]),
    { path: ['vip', 'hero'], error: 'เกณฑ์ VIP Hero ต้องสูงกว่า VIP Gold' },
  );
export type PointsSettings = z.infer<typeof PointsSettings>;

/** GET/PUT /api/admin/points/settings: the settings in force and who saved them last (null: the defaults). */
export const AdminPointsSettingsData = z.object({
  settings: PointsSettings,
  updated: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type AdminPointsSettingsData = z.infer<typeof AdminPointsSettingsData>;

/** PUT body: the whole settings (audited points.settings). */
export const AdminPointsSettingsBody = PointsSettings;
export type AdminPointsSettingsBody = z.input<typeof AdminPointsSettingsBody>;

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

export const AdminPointsReportQuery = z
  .object({ from: BangkokDay('วันที่เริ่มต้น'), to: BangkokDay('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminPointsReportQuery = z.input<typeof AdminPointsReportQuery>;

/**
 * Where an engagement movement came from (docs/engagement.md "Report"): the metadata's `source`
 * when there is one, else the first part of its ledger key ('wheel:...', 'quest:...', 'coupon:...');
 * this job's earnings are 'turnover', points given back 'refund'.
 */
export const ENGAGEMENT_SOURCES = [
  'turnover',
  'wheel',
  'quest',
  'event',
  'poll',
  'shop',
  'coupon',
  'free_spin',
  'refund',
  'other',
] as const;
export type EngagementSource = (typeof ENGAGEMENT_SOURCES)[number];
export const ENGAGEMENT_SOURCE_NAMES: Record<EngagementSource, string> = {
  turnover: 'ยอดเล่น',
  wheel: 'กงล้อนำโชค',
  quest: 'ภารกิจ',
  event: 'กิจกรรม',
  poll: 'ทายผล',
  shop: 'ร้านแลกแต้ม',
  coupon: 'คูปอง',
  free_spin: 'ฟรีสปิน',
  refund: 'คืนแต้ม',
  other: 'อื่น ๆ',
};

/** Figures per source (only sources with a movement), points or baht. */
const BySource = z.record(z.string(), z.number());

export const AdminPointsReportRow = z.object({
  day: z.string(),
  /** Points issued (points_earn by source; points_refund as 'refund'). */
  points_issued: BySource,
  /** Points spent (points_spend by source). */
  points_spent: BySource,
  /** Baht prizes paid (kinds 'prize' and 'free_spin_win') by source. */
  prizes_paid: BySource,
  free_spins_granted: z.number().int(),
  free_spins_used: z.number().int(),
});
export type AdminPointsReportRow = z.infer<typeof AdminPointsReportRow>;

export const AdminPointsReportData = z.object({
  /** Newest day first, every day of the range. */
  rows: z.array(AdminPointsReportRow),
  /** The whole range. */
  totals: AdminPointsReportRow.omit({ day: true }),
  /** Members per VIP level now. */
  vip_members: z.array(z.object({ level: z.number().int(), name: z.string(), members: z.number().int() })),
  /** Thai names of the sources. */
  source_names: z.record(z.string(), z.string()),
});
export type AdminPointsReportData = z.infer<typeof AdminPointsReportData>;

/** POST /api/admin/points/run: what the run did. */
export const AdminPointsRunData = PointsJobData;
export type AdminPointsRunData = z.infer<typeof AdminPointsRunData>;
