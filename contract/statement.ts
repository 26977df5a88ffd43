import { z } from 'zod';
import { KeysetCursor, KeysetLimit } from './withdrawals';

/**
 * The member's financial statement (GET /api/member/statement): every movement of the member's baht
 * wallets, newest first, with its Thai type name, signed amount and the balance after it.
 */

/** Every kind of ledger movement and the Thai name the statement shows for it. */
export const STATEMENT_KIND_NAMES = {
  deposit: 'ฝากเงิน',
  withdrawal: 'ถอนเงิน',
  adjustment: 'ปรับยอด',
  game_bet: 'เดิมพันเกม',
  game_win: 'ชนะเกม',
  game_rollback: 'คืนเดิมพันเกม',
  lotto_bill: 'แทงหวย',
  lotto_win: 'ถูกรางวัลหวย',
  lotto_refund: 'คืนเงินหวย',
  lotto_correction: 'แก้ไขผลหวย',
  debt_collection: 'หักชำระยอดค้าง',
  bonus: 'โบนัส',
  bonus_forfeit: 'หักคืนโบนัสโปรโมชั่น',
  cashback: 'แคชแบ็ก',
  commission: 'คืนค่าคอมมิชชั่น',
  refund: 'คืนยอดเสีย',
  affiliate: 'ค่าแนะนำเพื่อน',
  affiliate_earning: 'รายได้แนะนำเพื่อน',
  affiliate_correction: 'แก้ไขรายได้แนะนำเพื่อน',
  points_earn: 'รับแต้ม',
  points_spend: 'ใช้แต้ม',
  points_refund: 'คืนแต้ม',
  prize: 'รางวัล',
  free_spin_grant: 'รับฟรีสปิน',
  free_spin_use: 'ใช้ฟรีสปิน',
  free_spin_win: 'ชนะฟรีสปิน',
  sport_bet: 'แทงบอล',
  sport_win: 'ผลแทงบอล',
  sport_correction: 'แก้ไขผลบอล',
} as const;
export type StatementKind = keyof typeof STATEMENT_KIND_NAMES;
const STATEMENT_KINDS = Object.keys(STATEMENT_KIND_NAMES) as StatementKind[];

/** The Thai name of a kind; a kind added later without a name still shows something sensible. */
export function statementKindName(kind: string): string {
  return (STATEMENT_KIND_NAMES as Record<string, string>)[kind] ?? 'รายการอื่น ๆ';
}

/** posted -> completed, pending (a held withdrawal) -> pending, voided -> cancelled (money returned). */
const STATEMENT_STATUSES = ['completed', 'pending', 'cancelled'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_NAMES: Record<StatementStatus, string> = {
  completed: 'สำเร็จ',
  pending: 'รอดำเนินการ',
  cancelled: 'ยกเลิก คืนเงินแล้ว',
};

/** A Bangkok calendar date YYYY-MM-DD (a real date). */
const BangkokDate = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
      },
      { error: `${label}ไม่ถูกต้อง` },
    );

/** `type` may repeat (?type=deposit&type=withdrawal) or be comma-separated (?type=deposit,withdrawal). */
const TypeFilter = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== ''),
  z
    .array(z.enum(STATEMENT_KINDS as [StatementKind, ...StatementKind[]], { error: 'ประเภทรายการไม่ถูกต้อง' }))
    .max(STATEMENT_KINDS.length, { error: 'เลือกประเภทรายการมากเกินไป' }),
);

export const StatementQuery = z
  .object({
    type: TypeFilter.optional(),
    /** Inclusive Bangkok dates. */
    from: BangkokDate('วันที่เริ่มต้น').optional(),
    to: BangkokDate('วันที่สิ้นสุด').optional(),
    cursor: KeysetCursor.optional(),
    limit: KeysetLimit,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' });
export type StatementQuery = z.input<typeof StatementQuery>;

export const StatementItem = z.object({
  /** The ledger transfer id (also the paging cursor). */
  id: z.number().int(),
  type: z.string(),
  type_name: z.string(),
  /** Baht, + into the member's wallet, - out of it. */
  amount: z.number(),
  /** The wallet's balance after the movement; null while pending and for a cancelled one (nothing moved). */
  balance_after: z.number().nullable(),
  status: z.enum(STATEMENT_STATUSES),
  status_name: z.string(),
  wallet_type_id: z.number().int(),
  wallet_name: z.string(),
  reference: z.string().nullable(),
  /** When the movement was made (ISO, UTC). */
  created_at: z.string(),
  /** When it was posted or cancelled (a withdrawal is settled when an operator decides). */
  settled_at: z.string().nullable(),
});
export type StatementItem = z.infer<typeof StatementItem>;

export const StatementData = z.object({ items: z.array(StatementItem), next_cursor: z.number().int().nullable() });
export type StatementData = z.infer<typeof StatementData>;
