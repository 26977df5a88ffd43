import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import { hasAtMost2Decimals } from './money-units';
import { Prize } from './prizes';
import { WHEEL_SPIN_STATUSES, WheelBoardInput, WheelExpected, WheelProof, WheelSlotOdds } from './wheel';

/**
 * The back office's fortune wheel (docs/engagement.md "Operators"): the board (saved whole, a new
 * version each save), the settings, the report by day and the spins. Support manages, finance reads.
 */

/** The wheel's settings, one row; defaults in server/modules/wheel/settings.ts. */
export const WheelSettings = z.object({
  enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิดกงล้อ' }),
  /** Baht deposited in one Bangkok day that earns the day's free spins (0 = every day). */
  free_min_deposit: z
    .number({ error: 'กรุณาระบุยอดฝากขั้นต่ำ' })
    .min(0, { error: 'ยอดฝากขั้นต่ำต้องไม่ติดลบ' })
    .max(1_000_000, { error: 'ยอดฝากขั้นต่ำสูงเกินไป' })
    .refine(hasAtMost2Decimals, { error: 'ยอดฝากขั้นต่ำมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  /** Free spins a qualifying day gives (0 = the free tab is off). */
  free_spins_per_day: z
    .number({ error: 'กรุณาระบุจำนวนสปินฟรีต่อวัน' })
    .int({ error: 'จำนวนสปินฟรีต่อวันต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'จำนวนสปินฟรีต่อวันต้องไม่ติดลบ' })
    .max(20, { error: 'จำนวนสปินฟรีต่อวันต้องไม่เกิน 20' }),
  /** Points per spin on the points tab. */
  point_cost: z
    .number({ error: 'กรุณาระบุแต้มต่อการหมุน' })
    .min(0.01, { error: 'แต้มต่อการหมุนต้องมากกว่า 0' })
    .max(1_000_000, { error: 'แต้มต่อการหมุนสูงเกินไป' })
    .refine(hasAtMost2Decimals, { error: 'แต้มต่อการหมุนมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  /** Point spins a member may make per Bangkok day (0 = no cap). */
  point_daily_cap: z
    .number({ error: 'กรุณาระบุจำนวนครั้งสูงสุดต่อวัน' })
    .int({ error: 'จำนวนครั้งสูงสุดต่อวันต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'จำนวนครั้งสูงสุดต่อวันต้องไม่ติดลบ' })
    .max(10_000, { error: 'จำนวนครั้งสูงสุดต่อวันต้องไม่เกิน 10,000' }),
});
export type WheelSettings = z.infer<typeof WheelSettings>;

const Saved = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const AdminWheelSettingsData = WheelSettings.extend({ updated: Saved });
export type AdminWheelSettingsData = z.infer<typeof AdminWheelSettingsData>;
export const AdminWheelSettingsBody = WheelSettings;
export type AdminWheelSettingsBody = z.input<typeof AdminWheelSettingsBody>;

/** The board in force (version 0 with no slots before the first save) with its probabilities and expected value. */
export const AdminWheelBoardData = z.object({
  version: z.number().int(),
  slots: z.array(WheelSlotOdds),
  expected: WheelExpected,
  updated: Saved,
});
export type AdminWheelBoardData = z.infer<typeof AdminWheelBoardData>;
export const AdminWheelBoardBody = WheelBoardInput;
export type AdminWheelBoardBody = z.input<typeof AdminWheelBoardBody>;

const Day = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

export const AdminWheelReportQuery = z
  .object({ from: Day('วันที่เริ่มต้น'), to: Day('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminWheelReportQuery = z.input<typeof AdminWheelReportQuery>;

/** One Bangkok day (newest first): spins per tab, points spent, prizes paid by kind, credit still pending. */
export const AdminWheelReportRow = z.object({
  day: z.string(),
  spins_free: z.number().int(),
  spins_points: z.number().int(),
  members: z.number().int(),
  points_spent: z.number(),
  paid_credit: z.number(),
  paid_points: z.number(),
  paid_free_spins: z.number().int(),
  pending_credit: z.number(),
});
export const AdminWheelReportData = z.object({ rows: z.array(AdminWheelReportRow) });
export type AdminWheelReportData = z.infer<typeof AdminWheelReportData>;

export const AdminWheelSpinQuery = AdminPageQuery.extend({
  /** A phone number or a member id. */
  member: z.string().trim().max(20).optional(),
  tab: z.coerce.number().int().min(1, { error: 'แท็บไม่ถูกต้อง' }).max(2, { error: 'แท็บไม่ถูกต้อง' }).optional(),
  status: z.enum(WHEEL_SPIN_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
});
export type AdminWheelSpinQuery = z.input<typeof AdminWheelSpinQuery>;

export const AdminWheelSpin = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  tab: z.number().int(),
  tab_name: z.string(),
  day: z.string(),
  label: z.string(),
  prize: Prize,
  status: z.enum(WHEEL_SPIN_STATUSES),
  status_name: z.string(),
  cost_points: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  proof: WheelProof,
});
export type AdminWheelSpin = z.infer<typeof AdminWheelSpin>;
export const AdminWheelSpinPage = adminPaged(AdminWheelSpin);
export type AdminWheelSpinPage = z.infer<typeof AdminWheelSpinPage>;
