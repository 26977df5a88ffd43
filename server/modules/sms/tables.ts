import type { ColumnType, Generated } from 'kysely';

/** The Kysely type of the SMS outbox (migration 040), added to Database by augmentation. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** pending: to send (or being sent under a lease); sent: the gateway took it; failed: refused or out of tries; expired: its code ran out first. */
export type SmsOutboxStatus = 'pending' | 'sent' | 'failed' | 'expired';

interface SmsOutboxTable {
  id: Generated<number>;
  dedupe_key: string;
  message_id: string;
  purpose: string;
  phone: string;
  body: string | null;
  status: ColumnType<SmsOutboxStatus, SmsOutboxStatus | undefined, SmsOutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_at: Timestamp;
  expires_at: Date;
  last_error: string | null;
  provider_id: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  done_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    sms_outbox: SmsOutboxTable;
  }
}
