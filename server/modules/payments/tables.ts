import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the deposit tables (migration 003_payments), added to the shared Database by augmentation. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string | undefined, string>;

type IntentStatus = 'pending' | 'paid' | 'expired' | 'cancelled';
type LineChannel = 'bank' | 'truemoney' | 'promptpay_qr';
type LineStatus = 'credited' | 'review' | 'dismissed';
export type LineSource = 'webhook' | 'import' | 'gateway';

export interface PaymentIntentTable {
  id: Generated<number>;
  reference: string;
  member_id: number;
  channel_id: number;
  sub_channel_id: number;
  gateway: string;
  gateway_ref: string | null;
  amount: number;
  payload: string;
  status: ColumnType<IntentStatus, IntentStatus | undefined, IntentStatus>;
  expires_at: ColumnType<Date, Date, Date>;
  created_at: CreatedAt;
  paid_at: Date | null;
  transfer_id: number | null;
  flags: Json<string[]>;
  /** The PromptPay deposit account the QR was made with (039), for its daily cap; null before 039 or from the config's id. */
  deposit_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BankStatementLineTable {
  id: Generated<number>;
  channel: LineChannel;
  line_key: string;
  source: LineSource;
  occurred_at: ColumnType<Date, Date, Date>;
  from_bank_code: string | null;
  from_account: ColumnType<string, string | undefined, string>;
  to_account: ColumnType<string, string | undefined, string>;
  amount: number;
  status: LineStatus;
  reason: string | null;
  member_id: number | null;
  candidates: Json<number[]>;
  transfer_id: number | null;
  flags: Json<string[]>;
  notice_id: number | null;
  decided_by_operator: number | null;
  decided_at: Date | null;
  dismiss_reason: string | null;
  raw: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

interface PaymentCallbackTable {
  id: Generated<number>;
  gateway: string;
  callback_id: string;
  reference: string | null;
  amount: number | null;
  outcome: string;
  intent_id: number | null;
  line_id: number | null;
  body: string;
  received_at: CreatedAt;
}

export interface DepositNoticeTable {
  id: Generated<number>;
  member_id: number;
  channel_id: number;
  agent_account_id: number;
  member_bank_account_id: number | null;
  amount: number;
  status: ColumnType<'pending' | 'matched' | 'expired' | 'cancelled', 'pending' | undefined, 'matched' | 'expired' | 'cancelled'>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, Date>;
  line_id: number | null;
}

declare module '../../db/schema' {
  interface Database {
    payment_intent: PaymentIntentTable;
    bank_statement_line: BankStatementLineTable;
    payment_callback: PaymentCallbackTable;
    deposit_notice: DepositNoticeTable;
  }
}
