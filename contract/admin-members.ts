import { z } from 'zod';
import { AdminMemberDetail, AdminMemberQuery, adminSort } from './admin';
import { SportBetView } from './sport';

/**
 * The back office's member detail (issue 14, "Members"): the search's filters and order, the
 * profile's extra facts, and one list per tab under /api/admin/members/:id/... (statement, game
 * rounds, lotto bills, wagering requirements, sessions, audit rows), plus responsible-play limits and
 * the operator's actions (reset password, end sessions). Money is baht on the wire.
 */

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

const dateRange = { from: BangkokDate('วันที่เริ่มต้น').optional(), to: BangkokDate('วันที่สิ้นสุด').optional() };
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_ERROR = { path: ['to'], error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' };

// ---- the search ----

export const MEMBER_SORTS = ['created_at', 'id', 'phone', 'first_name', 'vip_level'] as const;
export const AdminMemberListQuery = AdminMemberQuery.extend({
  status: z.enum(['active', 'suspended'], { error: 'สถานะต้องเป็น active หรือ suspended' }).optional(),
}).extend(adminSort(MEMBER_SORTS).shape);
export type AdminMemberListQuery = z.input<typeof AdminMemberListQuery>;

// ---- profile ----

/**
 * The first tab's summary (baht; points in points). Turnover is the stakes recorded (rolled-back bets
 * and refunded bills out); the net result is the member's: payouts less settled stakes (a lotto bill
 * or sport bet counts when it settles), positive when the member is ahead. Today and this month are
 * Bangkok days.
 */
export const AdminMemberOverview = z.object({
  /** The main wallet, available (money held for a pending withdrawal is not). */
  balance: z.number(),
  points: z.number(),
  turnover_today: z.number(),
  turnover_month: z.number(),
  net_today: z.number(),
  net_month: z.number(),
  /** Active wagering requirements: how many, and what is left to reach on them together. */
  open_requirements: z.object({ count: z.number().int(), remaining: z.number() }),
});
export type AdminMemberOverview = z.infer<typeof AdminMemberOverview>;

export const AdminMemberProfile = AdminMemberDetail.extend({
  /** The VIP level's name (contract/rewards.ts VIP_LEVEL_NAMES). */
  vip_name: z.string(),
  overview: AdminMemberOverview,
  /** The member who referred this one (referred_by), with a phone and name to recognise. */
  referrer: z.object({ id: z.number().int(), phone: z.string(), name: z.string() }).nullable(),
  /** How many members signed up with this member's referral code. */
  referred_count: z.number().int(),
  /** The newest sign-in (a member session's start), null when never. */
  last_login_at: z.string().nullable(),
  password_changed_at: z.string(),
  /** Money the member owes after a correction (blocks withdrawals), baht. */
  outstanding_debt: z.number(),
  /** Money held in wallets for pending withdrawals, baht (the wallets show what is available). */
  pending_out: z.number(),
  /** End of a self-exclusion in force, null when none. */
  self_excluded_until: z.string().nullable(),
});
export type AdminMemberProfile = z.infer<typeof AdminMemberProfile>;

// ---- statement ----

export const MEMBER_STATEMENT_SORTS = ['created_at', 'amount'] as const;
const KindFilter = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== ''),
  z.array(z.string().regex(/^[a-z_]{1,40}$/, { error: 'ประเภทรายการไม่ถูกต้อง' })).max(30, { error: 'เลือกประเภทรายการมากเกินไป' }),
);
export const AdminMemberStatementQuery = AdminMemberQuery.omit({ q: true })
  .extend({ type: KindFilter.optional(), ...dateRange })
  .extend(adminSort(MEMBER_STATEMENT_SORTS).shape)
  .refine(rangeInOrder, RANGE_ERROR);
export type AdminMemberStatementQuery = z.input<typeof AdminMemberStatementQuery>;

export const AdminMemberStatementLine = z.object({
  id: z.number().int(),
  type: z.string(),
  type_name: z.string(),
  /** Baht: + into one of the member's wallets, - out of it. */
  amount: z.number(),
  /** The wallet's balance after the line; null while pending or when voided. */
  balance_after: z.number().nullable(),
  status: z.enum(['posted', 'pending', 'voided']),
  wallet_name: z.string(),
  reference: z.string().nullable(),
  /** The operator who made it (an adjustment, an approved withdrawal), null for the member's own. */
  operator_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminMemberStatementLine = z.infer<typeof AdminMemberStatementLine>;

// ---- game rounds ----

export const MEMBER_ROUND_SORTS = ['created_at', 'stake', 'win'] as const;
export const AdminMemberRoundsQuery = AdminMemberQuery.omit({ q: true })
  .extend({ ...dateRange })
  .extend(adminSort(MEMBER_ROUND_SORTS).shape)
  .refine(rangeInOrder, RANGE_ERROR);
export type AdminMemberRoundsQuery = z.input<typeof AdminMemberRoundsQuery>;

export const AdminMemberGameRound = z.object({
  provider_id: z.string(),
  round_id: z.string(),
  game_id: z.string(),
  /** The game's Thai name, or its id when the catalogue no longer has it. */
  game_name: z.string(),
  /** The game's category (slot, casino, ...), null when unknown. */
  product: z.string().nullable(),
  /** Baht staked (bets not rolled back) and won. */
  stake: z.number(),
  win: z.number(),
  /** A bet still waiting for its result, or rolled back by the provider. */
  state: z.enum(['open', 'settled', 'rolled_back']),
  created_at: z.string(),
});
export type AdminMemberGameRound = z.infer<typeof AdminMemberGameRound>;

// ---- lotto bills ----

export const MEMBER_BILL_SORTS = ['created_at', 'total_amount', 'total_win'] as const;
export const AdminMemberBillsQuery = AdminMemberQuery.omit({ q: true })
  .extend({
    status: z.enum(['pending', 'won', 'lost', 'cancelled', 'refunded'], { error: 'สถานะโพยไม่ถูกต้อง' }).optional(),
    ...dateRange,
  })
  .extend(adminSort(MEMBER_BILL_SORTS).shape)
  .refine(rangeInOrder, RANGE_ERROR);
export type AdminMemberBillsQuery = z.input<typeof AdminMemberBillsQuery>;

export const AdminMemberBill = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  category_name: z.string(),
  draw_date: z.string(),
  round_no: z.number().int().nullable(),
  status: z.string(),
  status_name: z.string(),
  item_count: z.number().int(),
  total_amount: z.number(),
  total_win: z.number(),
  created_at: z.string(),
});
export type AdminMemberBill = z.infer<typeof AdminMemberBill>;

// ---- sport bets ----

export const MEMBER_SPORT_BET_SORTS = ['placed_at', 'stake', 'payout'] as const;
export const AdminMemberSportBetsQuery = AdminMemberQuery.omit({ q: true })
  .extend({
    status: z.enum(['open', 'settled'], { error: 'สถานะบิลไม่ถูกต้อง' }).optional(),
    ...dateRange,
  })
  .extend(adminSort(MEMBER_SPORT_BET_SORTS).shape)
  .refine(rangeInOrder, RANGE_ERROR);
export type AdminMemberSportBetsQuery = z.input<typeof AdminMemberSportBetsQuery>;

/** A sport bet as the member's own history shows it (contract/sport.ts), legs included. */
export const AdminMemberSportBet = SportBetView;
export type AdminMemberSportBet = z.infer<typeof AdminMemberSportBet>;

// ---- wagering requirements ----

export const MEMBER_REQUIREMENT_SORTS = ['started_at', 'required_turnover'] as const;
export const AdminMemberRequirementsQuery = AdminMemberQuery.omit({ q: true })
  .extend({ status: z.enum(['active', 'met', 'forfeited'], { error: 'สถานะเทิร์นไม่ถูกต้อง' }).optional() })
  .extend(adminSort(MEMBER_REQUIREMENT_SORTS).shape);
export type AdminMemberRequirementsQuery = z.input<typeof AdminMemberRequirementsQuery>;

export const AdminMemberRequirement = z.object({
  id: z.number().int(),
  source: z.string(),
  source_id: z.string(),
  status: z.enum(['active', 'met', 'forfeited']),
  forfeit_reason: z.string().nullable(),
  /** Baht: what must be staked, and what has been staked towards it (capped at the requirement). */
  required_turnover: z.number(),
  progress: z.number(),
  max_withdrawal: z.number().nullable(),
  started_at: z.string(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type AdminMemberRequirement = z.infer<typeof AdminMemberRequirement>;

// ---- responsible play ----

export const AdminMemberLimits = z.object({
  deposit_limits: z.array(
    z.object({
      period: z.enum(['daily', 'weekly', 'monthly']),
      /** Baht, null = no limit in force. */
      amount: z.number().nullable(),
      /** A raise or removal waiting until effective_at (pending_amount null = removal). */
      pending: z.boolean(),
      pending_amount: z.number().nullable(),
      effective_at: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  self_exclusion: z.object({ until: z.string(), period: z.string(), active: z.boolean(), created_at: z.string() }).nullable(),
});
export type AdminMemberLimits = z.infer<typeof AdminMemberLimits>;

// ---- sessions ----

export const MEMBER_SESSION_SORTS = ['last_seen_at', 'created_at'] as const;
export const AdminMemberSessionsQuery = AdminMemberQuery.omit({ q: true })
  .extend({ state: z.enum(['active', 'all'], { error: 'ตัวกรองต้องเป็น active หรือ all' }).default('active') })
  .extend(adminSort(MEMBER_SESSION_SORTS).shape);
export type AdminMemberSessionsQuery = z.input<typeof AdminMemberSessionsQuery>;

export const AdminMemberSession = z.object({
  /** The first 12 hex digits of the token's hash: tells sessions apart, never signs anyone in. */
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
});
export type AdminMemberSession = z.infer<typeof AdminMemberSession>;

export const AdminMemberSessionsRevoked = z.object({ revoked: z.number().int() });
export type AdminMemberSessionsRevoked = z.infer<typeof AdminMemberSessionsRevoked>;

// ---- audit rows about the member ----

export const AdminMemberAuditQuery = AdminMemberQuery.omit({ q: true });
export type AdminMemberAuditQuery = z.input<typeof AdminMemberAuditQuery>;

// ---- reset password ----

export const AdminMemberResetPasswordBody = z.object({
  reason: z
    .string({ error: 'กรุณาระบุเหตุผล' })
    .trim()
    .min(3, { error: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร' })
    .max(300, { error: 'เหตุผลยาวได้ไม่เกิน 300 ตัวอักษร' }),
});
export type AdminMemberResetPasswordBody = z.input<typeof AdminMemberResetPasswordBody>;

export const AdminMemberResetPasswordData = z.object({
  /** Shown to the operator once: the server keeps only its hash. */
  temporary_password: z.string(),
  /** Sessions the member lost (signed out everywhere). */
  revoked_sessions: z.number().int(),
});
export type AdminMemberResetPasswordData = z.infer<typeof AdminMemberResetPasswordData>;
