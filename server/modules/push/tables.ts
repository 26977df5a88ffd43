import type { PushKind } from '@contract/push';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of the push tables (migration 033), added to Database by augmentation. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

interface PushSettingTable {
  id: number;
  vapid_public: string;
  vapid_private: string;
  created_at: CreatedAt;
}

interface PushSubscriptionTable {
  id: Generated<number>;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_id: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface PushPrefTable {
  member_id: number;
  withdrawal: Flag;
  deposit: Flag;
  lotto_win: Flag;
  yeekee: Flag;
  announcement: Flag;
  updated_at: Timestamp;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

interface PushOutboxTable {
  id: Generated<number>;
  event_key: string;
  subscription_id: number;
  member_id: number;
  kind: PushKind;
  ref_id: number;
  url: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_at: Timestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    push_setting: PushSettingTable;
    push_subscription: PushSubscriptionTable;
    push_pref: PushPrefTable;
    push_outbox: PushOutboxTable;
  }
}
