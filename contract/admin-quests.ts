import { z } from 'zod';
import { hasAtMost2Decimals } from './money-units';
import { Prize, PrizeInput } from './prizes';
import { QUEST_KINDS, QUEST_PERIODS, QUEST_PRODUCTS } from './quests';

/**
 * The back office's quests (docs/engagement.md "Operators"): daily, weekly and event quests,
 * their on/off switch and the per-day report of completions and prizes paid. Support manages
 * (audited), finance and support read. Money targets in baht on the wire.
 */

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

const Moment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}ต้องเป็นวันและเวลา (ISO 8601)` })
    .nullable()
    .optional();

export const MONEY_TARGET_MAX = 100_000_000;
export const COUNT_TARGET_MAX = 1_000;

/** A quest as the operator saves it (create, and update whole). */
export const AdminQuestBody = z
  .object({
    title: z
      .string({ error: 'กรุณากรอกชื่อภารกิจ' })
      .trim()
      .min(1, { error: 'กรุณากรอกชื่อภารกิจ' })
      .max(100, { error: 'ชื่อภารกิจยาวได้ไม่เกิน 100 ตัวอักษร' }),
    description: z.string({ error: 'คำอธิบายไม่ถูกต้อง' }).trim().max(500, { error: 'คำอธิบายยาวได้ไม่เกิน 500 ตัวอักษร' }).default(''),
    kind: z.enum(QUEST_KINDS, { error: 'กรุณาเลือกประเภทภารกิจ' }),
    /** Stake quests: the product counted; null or left out = every product. */
    product: z.enum(QUEST_PRODUCTS, { error: 'ประเภทเกมไม่ถูกต้อง' }).nullable().default(null),
    /** Baht for deposit and stake, otherwise a whole count. */
    target: z
      .number({ error: 'กรุณาระบุเป้าหมาย' })
      .positive({ error: 'เป้าหมายต้องมากกว่า 0' })
      .max(MONEY_TARGET_MAX, { error: 'เป้าหมายสูงเกินไป' })
      .refine(hasAtMost2Decimals, { error: 'เป้าหมายมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
    period: z.enum(QUEST_PERIODS, { error: 'กรุณาเลือกรอบของภารกิจ' }),
    /** Event quests only: the event they belong to. */
    event_id: z
      .number({ error: 'กิจกรรมไม่ถูกต้อง' })
      .int({ error: 'กิจกรรมไม่ถูกต้อง' })
      .min(1, { error: 'กิจกรรมไม่ถูกต้อง' })
      .nullable()
      .default(null),
    /** Optional window of its own (event quests: inside the event's). */
    starts_at: Moment('เวลาเริ่ม'),
    ends_at: Moment('เวลาสิ้นสุด'),
    prize: PrizeInput,
    min_vip_level: z
      .number({ error: 'ระดับ VIP ไม่ถูกต้อง' })
      .int({ error: 'ระดับ VIP ไม่ถูกต้อง' })
      .min(0, { error: 'ระดับ VIP ไม่ถูกต้อง' })
      .max(2, { error: 'ระดับ VIP ไม่ถูกต้อง' })
      .default(0),
    active: z.boolean({ error: 'สถานะไม่ถูกต้อง' }).default(true),
    sort: z
      .number({ error: 'ลำดับไม่ถูกต้อง' })
      .int({ error: 'ลำดับต้องเป็นจำนวนเต็ม' })
      .min(-10_000, { error: 'ลำดับไม่ถูกต้อง' })
      .max(10_000, { error: 'ลำดับไม่ถูกต้อง' })
      .default(0),
  })
  .superRefine((q, ctx) => {
    const money = q.kind === 'deposit' || q.kind === 'stake';
    if (!money && !Number.isInteger(q.target)) ctx.addIssue({ code: 'custom', path: ['target'], message: 'เป้าหมายต้องเป็นจำนวนเต็ม' });
    if (!money && q.target > COUNT_TARGET_MAX)
      ctx.addIssue({ code: 'custom', path: ['target'], message: `เป้าหมายต้องไม่เกิน ${COUNT_TARGET_MAX}` });
    if (q.kind !== 'stake' && q.product !== null)
      ctx.addIssue({ code: 'custom', path: ['product'], message: 'เลือกประเภทเกมได้เฉพาะภารกิจยอดเล่น' });
    if (q.kind === 'login_streak') {
      const max = q.period === 'daily' ? 1 : q.period === 'weekly' ? 7 : 60;
      if (q.target > max)
        ctx.addIssue({
          code: 'custom',
          path: ['target'],
          message: `ภารกิจเข้าสู่ระบบ${q.period === 'daily' ? 'รายวัน' : q.period === 'weekly' ? 'รายสัปดาห์' : 'ของกิจกรรม'}ตั้งได้ไม่เกิน ${max} วัน`,
        });
    }
    if (q.period === 'event' && q.event_id === null)
      ctx.addIssue({ code: 'custom', path: ['event_id'], message: 'กรุณาเลือกกิจกรรมของภารกิจนี้' });
    if (q.period !== 'event' && q.event_id !== null)
      ctx.addIssue({ code: 'custom', path: ['event_id'], message: 'ภารกิจรายวันหรือรายสัปดาห์ต้องไม่ผูกกับกิจกรรม' });
    if (q.starts_at && q.ends_at && Date.parse(q.ends_at) <= Date.parse(q.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม' });
  });
export type AdminQuestBody = z.input<typeof AdminQuestBody>;

/** POST /api/admin/quests/:id/status. */
export const AdminQuestStatusBody = z.object({ active: z.boolean({ error: 'กรุณาระบุสถานะเปิดหรือปิด' }) });
export type AdminQuestStatusBody = z.input<typeof AdminQuestStatusBody>;

export const AdminQuest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(QUEST_KINDS),
  kind_name: z.string(),
  product: z.string().nullable(),
  target: z.number(),
  period: z.enum(QUEST_PERIODS),
  event_id: z.number().int().nullable(),
  event_title: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  prize: Prize,
  min_vip_level: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Completions so far (every period). */
  completions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminQuest = z.infer<typeof AdminQuest>;

export const AdminQuestListData = z.object({
  quests: z.array(AdminQuest),
  /** The events an event quest may belong to (every event, newest first). */
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      active: z.boolean(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
    }),
  ),
});
export type AdminQuestListData = z.infer<typeof AdminQuestListData>;

export const AdminQuestReportQuery = z
  .object({ from: BangkokDay('วันที่เริ่มต้น'), to: BangkokDay('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminQuestReportQuery = z.input<typeof AdminQuestReportQuery>;

/** One row per Bangkok day (of the redeem) and quest, newest day first. */
export const AdminQuestReportRow = z.object({
  day: z.string(),
  quest_id: z.number().int(),
  title: z.string(),
  period: z.enum(QUEST_PERIODS),
  completions: z.number().int(),
  members: z.number().int(),
  prize_kind: z.string(),
  /** Baht, points or spins paid that day by this quest. */
  prize_total: z.number(),
  prize_text: z.string(),
});
export type AdminQuestReportRow = z.infer<typeof AdminQuestReportRow>;

export const AdminQuestReportData = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(AdminQuestReportRow),
  totals: z.object({ completions: z.number().int(), credit: z.number(), points: z.number(), free_spins: z.number() }),
});
export type AdminQuestReportData = z.infer<typeof AdminQuestReportData>;
