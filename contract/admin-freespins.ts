import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import { hasAtMost2Decimals } from './money-units';

/**
 * The back office's free spins (docs/engagement.md "Operators"): the settings (support
 * saves, audited freespin.settings; finance and support read), the report per Bangkok day and the
 * rounds played. Amounts in baht on the wire.
 */

const Baht = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .positive({ error: `${label}ต้องมากกว่า 0` })
    .max(1_000_000, { error: `${label}สูงเกินกำหนด` })
    .refine(hasAtMost2Decimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

/** The settings as operators save them (bet and cap in baht). */
export const FreeSpinSettings = z.object({
  enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดใช้ฟรีสปินหรือไม่' }),
  /** Baht per free spin; must fit every chosen game's bet limits (checked by the server). */
  bet: Baht('เดิมพันต่อฟรีสปิน'),
  /** In-house slot game ids that accept free spins. */
  game_ids: z
    .array(z.string({ error: 'รหัสเกมไม่ถูกต้อง' }).trim().min(1, { error: 'รหัสเกมไม่ถูกต้อง' }).max(64, { error: 'รหัสเกมไม่ถูกต้อง' }), {
      error: 'กรุณาเลือกเกมที่รับฟรีสปิน',
    })
    .min(1, { error: 'กรุณาเลือกเกมที่รับฟรีสปินอย่างน้อย 1 เกม' })
    .max(20, { error: 'เลือกเกมได้ไม่เกิน 20 เกม' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'เลือกเกมซ้ำกัน' }),
  /** Turnover required = multiplier x the credited win; 0 = none. */
  turnover_multiplier: z
    .number({ error: 'จำนวนเท่าของยอดเทิร์นต้องเป็นตัวเลข' })
    .min(0, { error: 'จำนวนเท่าของยอดเทิร์นต้องไม่ติดลบ' })
    .max(100, { error: 'จำนวนเท่าของยอดเทิร์นต้องไม่เกิน 100' })
    .refine(hasAtMost2Decimals, { error: 'จำนวนเท่าของยอดเทิร์นมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  requirement_days: z
    .number({ error: 'จำนวนวันทำเทิร์นต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนวันทำเทิร์นต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนวันทำเทิร์นต้องอย่างน้อย 1 วัน' })
    .max(365, { error: 'จำนวนวันทำเทิร์นต้องไม่เกิน 365 วัน' }),
  /** Baht; null = no cap on what one free spin pays. */
  max_win: Baht('รางวัลสูงสุดต่อสปิน').nullable(),
});
export type FreeSpinSettings = z.infer<typeof FreeSpinSettings>;

/** PUT /api/admin/freespins/settings: the whole settings. */
export const AdminFreeSpinSettingsBody = FreeSpinSettings;
export type AdminFreeSpinSettingsBody = z.input<typeof AdminFreeSpinSettingsBody>;

/** A house slot that may accept free spins, with its bet limits (baht). */
export const AdminFreeSpinGameOption = z.object({
  game_id: z.string(),
  name: z.string(),
  min_bet: z.number(),
  max_bet: z.number(),
  bet_step: z.number(),
});

export const AdminFreeSpinSettingsData = FreeSpinSettings.extend({
  /** The in-house slots an operator may choose. */
  available_games: z.array(AdminFreeSpinGameOption),
  /** When and by whom the settings were last saved (null: the defaults). */
  updated: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type AdminFreeSpinSettingsData = z.infer<typeof AdminFreeSpinSettingsData>;

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

export const AdminFreeSpinReportQuery = z
  .object({ from: BangkokDay('วันที่เริ่มต้น'), to: BangkokDay('วันที่สิ้นสุด') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { path: ['to'], error: 'เลือกช่วงได้ไม่เกิน 92 วัน' });
export type AdminFreeSpinReportQuery = z.input<typeof AdminFreeSpinReportQuery>;

/** Where granted free spins came from: the grant's key prefix (coupon, wheel, quest, shop, event, poll, ...). */
export const FREE_SPIN_SOURCE_NAMES: Record<string, string> = {
  coupon: 'คูปอง',
  wheel: 'กงล้อนำโชค',
  quest: 'ภารกิจ',
  event: 'กิจกรรม',
  poll: 'โพลทายผล',
  shop: 'แลกของรางวัล',
  admin: 'เจ้าหน้าที่',
  other: 'อื่นๆ',
};

/** One Bangkok day (newest first): spins granted by source, spins played, wins and members. */
export const AdminFreeSpinReportRow = z.object({
  day: z.string(),
  /** Spins granted per source key (FREE_SPIN_SOURCE_NAMES). */
  granted: z.record(z.string(), z.number().int()),
  granted_total: z.number().int(),
  played: z.number().int(),
  /** Baht the engine won in those rounds. */
  won: z.number(),
  /** Baht credited to members (the cap applied). */
  paid: z.number(),
  /** Members who played a free spin that day. */
  members: z.number().int(),
});
export const AdminFreeSpinReportData = z.object({ rows: z.array(AdminFreeSpinReportRow) });
export type AdminFreeSpinReportData = z.infer<typeof AdminFreeSpinReportData>;

export const AdminFreeSpinRoundQuery = AdminPageQuery.extend({
  /** A phone number or a member id. */
  member: z.string().trim().max(20, { error: 'สมาชิกไม่ถูกต้อง' }).optional(),
  game_id: z.string().trim().max(64, { error: 'รหัสเกมไม่ถูกต้อง' }).optional(),
});
export type AdminFreeSpinRoundQuery = z.input<typeof AdminFreeSpinRoundQuery>;

export const AdminFreeSpinRound = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  game_id: z.string(),
  created_at: z.string(),
  bet: z.number(),
  win: z.number(),
  paid: z.number(),
  turnover_required: z.number(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
});
export const AdminFreeSpinRoundPage = adminPaged(AdminFreeSpinRound);
export type AdminFreeSpinRoundPage = z.infer<typeof AdminFreeSpinRoundPage>;
