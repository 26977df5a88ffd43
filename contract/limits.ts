import { z } from 'zod';
import { BahtAmount } from './money';

/**
 * Responsible play (docs/security.md "Responsible play"): deposit limits per Bangkok calendar day, week
 * (Monday to Sunday) and month, and self-exclusion. A lower limit applies at once; a higher one, or
 * removing a limit, 24 hours later. Self-exclusion cannot be shortened.
 */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = { daily: 'รายวัน', weekly: 'รายสัปดาห์', monthly: 'รายเดือน' };

/** How long a raise or removal of a limit waits, in hours. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** A limit in baht; null removes it; a missing key leaves it as it is. */
const LimitValue = BahtAmount.nullable().optional();
export const SetLimitsBody = z.object({ daily: LimitValue, weekly: LimitValue, monthly: LimitValue });
export type SetLimitsBody = z.input<typeof SetLimitsBody>;

export const PeriodLimit = z.object({
  period: z.enum(LIMIT_PERIODS),
  label: z.string(),
  /** The limit in force (baht), null = no limit. */
  amount: z.number().nullable(),
  /** A raise or removal waiting to take effect: has_pending true, pending_amount null means "remove". */
  has_pending: z.boolean(),
  pending_amount: z.number().nullable(),
  pending_effective_at: z.string().nullable(),
  /** Deposited in the current period plus open QR payments (baht). */
  used: z.number(),
  /** What may still be deposited in this period, null = no limit. */
  remaining: z.number().nullable(),
  period_start: z.string(),
  period_end: z.string(),
});
export type PeriodLimit = z.infer<typeof PeriodLimit>;

export const SELF_EXCLUSION_PERIODS = ['1d', '7d', '30d', '6m'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const SELF_EXCLUSION_LABELS: Record<SelfExclusionPeriod, string> = { '1d': '1 วัน', '7d': '7 วัน', '30d': '30 วัน', '6m': '6 เดือน' };

export const SelfExclusionBody = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'กรุณาเลือกระยะเวลาพักการเล่น 1 วัน 7 วัน 30 วัน หรือ 6 เดือน' }),
});
export type SelfExclusionBody = z.input<typeof SelfExclusionBody>;

export const SelfExclusionState = z.object({
  active: z.boolean(),
  until: z.string().nullable(),
  /** The end in Thai, e.g. '15 มี.ค. 2569 14:30 น.' (Bangkok time, Buddhist era). */
  until_label: z.string().nullable(),
});
export type SelfExclusionState = z.infer<typeof SelfExclusionState>;

export const LimitsData = z.object({
  limits: z.object({ daily: PeriodLimit, weekly: PeriodLimit, monthly: PeriodLimit }),
  self_exclusion: SelfExclusionState,
  /** The rules in Thai, for the page to show under the form. */
  rules: z.array(z.string()),
});
export type LimitsData = z.infer<typeof LimitsData>;
