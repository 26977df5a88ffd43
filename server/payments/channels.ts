import { NEW_MEMBER_DAYS_DEFAULT } from '@contract/admin-deposit-accounts';
import { NEW_MEMBER_DAYS, QR_EXPIRY_MINUTES } from '@contract/admin-settings';
import { BahtAmount, bahtToSatang } from '@contract/money';
import {
  PAYMENT_CHANNEL_IDS,
  PAYMENT_CHANNEL_NAMES,
  PAYMENT_CHANNEL_TYPES,
  type PaymentChannelType,
  QR_TTL_SECONDS,
} from '@contract/payments';
import { parsePromptPayId } from '@contract/promptpay-id';
import { z } from 'zod';
import type { PaymentsConfig } from '../config';

const isPromptPayId = (s: string) => {
  try {
    parsePromptPayId(s);
    return true;
  } catch {
    return false;
  }
};

/**
 * The three deposit channels and their settings. Per-transaction bounds, windows and the QR's
 * lifetime come from the agent's config (`agent.config.payments`, in baht, written by the back
 * office's payment settings) over these defaults (docs/payments.md). This is the one reader.
 */
export type ChannelBounds = { enabled: boolean; min: number; max: number };

export type PaymentSettings = {
  /** Satang per transaction. */
  bounds: Record<PaymentChannelType, ChannelBounds>;
  promptPayId: string | undefined;
  receiverName: string;
  /** A deposit notice waits this long for its transfer. */
  noticeWindowMinutes: number;
  /** Lines older than this (or more than 5 minutes in the future) are not matched automatically. */
  statementMaxAgeHours: number;
  /** A PromptPay QR can be paid this long after it is made (the member's texts say it too). */
  qrExpiryMinutes: number;
  /** A member registered within this many days sees the deposit accounts for new members (audience 'new'). */
  newMemberDays: number;
};

export const DEFAULT_BOUNDS: Record<PaymentChannelType, ChannelBounds> = {
  bank: { enabled: true, min: 100, max: 100_000_000 },
  truemoney: { enabled: true, min: 100, max: 3_000_000 },
  promptpay_qr: { enabled: true, min: 2_000, max: 5_000_000 },
};

const Baht = BahtAmount;
const BoundsConfig = z.object({ enabled: z.boolean().optional(), min: Baht.optional(), max: Baht.optional() });
const FIELDS = {
  bank: BoundsConfig,
  truemoney: BoundsConfig,
  promptpay_qr: BoundsConfig,
  promptpay_id: z.string().refine(isPromptPayId),
  promptpay_name: z.string().min(1).max(100),
  notice_window_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  statement_max_age_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  qr_expiry_minutes: z.number().int().min(QR_EXPIRY_MINUTES.min).max(QR_EXPIRY_MINUTES.max),
  new_member_days: z.number().int().min(NEW_MEMBER_DAYS.min).max(NEW_MEMBER_DAYS.max),
};
type AgentPayments = { [K in keyof typeof FIELDS]?: z.output<(typeof FIELDS)[K]> };

/** Each entry of `agent.config.payments` on its own: a malformed one is left out, not the whole block. */
function readAgentPayments(raw: unknown): AgentPayments {
  const out: Record<string, unknown> = {};
  if (raw === null || typeof raw !== 'object') return out;
  for (const [key, schema] of Object.entries(FIELDS)) {
    const parsed = schema.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as AgentPayments;
}

const agentPaymentsOf = (agentConfig: unknown) => readAgentPayments((agentConfig as { payments?: unknown } | null)?.payments);

/**
 * How many days after registering a member counts as new (`new_member_days`), else the default.
 * On its own because the member's deposit accounts need only this (server/modules/payments/account-usage.ts).
 */
export function newMemberDaysOf(agentConfig: unknown): number {
  return agentPaymentsOf(agentConfig).new_member_days ?? NEW_MEMBER_DAYS_DEFAULT;
}

/** Settings from the agent row's config JSON; a malformed entry falls back to its default rather than closing deposits. */
export function paymentSettings(agentConfig: unknown, agentName: string, env: PaymentsConfig): PaymentSettings {
  const c = agentPaymentsOf(agentConfig);
  const bounds = {} as Record<PaymentChannelType, ChannelBounds>;
  for (const type of PAYMENT_CHANNEL_TYPES) {
    const d = DEFAULT_BOUNDS[type];
    const o = c[type] ?? {};
    const min = o.min !== undefined ? bahtToSatang(o.min) : d.min;
    const max = o.max !== undefined ? bahtToSatang(o.max) : d.max;
    bounds[type] = { enabled: o.enabled ?? d.enabled, min, max: Math.max(min, max) };
  }
  return {
    bounds,
    promptPayId: c.promptpay_id ?? env.promptPayId,
    receiverName: c.promptpay_name ?? agentName,
    noticeWindowMinutes: c.notice_window_minutes ?? 60,
    statementMaxAgeHours: c.statement_max_age_hours ?? 24,
    qrExpiryMinutes: c.qr_expiry_minutes ?? QR_TTL_SECONDS / 60,
    newMemberDays: newMemberDaysOf(agentConfig),
  };
}

export function channelTypeById(id: number): PaymentChannelType | undefined {
  return PAYMENT_CHANNEL_TYPES.find((t) => PAYMENT_CHANNEL_IDS[t] === id);
}

export const channelName = (type: PaymentChannelType) => PAYMENT_CHANNEL_NAMES[type];
