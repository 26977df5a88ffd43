import type { ColumnType } from 'kysely';

/**
 * The Kysely types of the account module's read views (migration 035_read_views) (module augmentation keeps schema.ts untouched):
 * what other modules may read of members and their bank accounts. Read-only: a view's columns take
 * no inserts or updates here; writes go through the account module's functions.
 */
type Read<T> = ColumnType<T, never, never>;

interface MemberPublicView {
  id: Read<number>;
  agent_id: Read<number>;
  phone: Read<string>;
  first_name: Read<string>;
  last_name: Read<string>;
  date_of_birth: Read<string>;
  line_id: Read<string | null>;
  referral_code: Read<string>;
  referred_by: Read<number | null>;
  vip_level: Read<number>;
  status: Read<'active' | 'suspended'>;
  created_at: Read<Date>;
  password_changed_at: Read<Date>;
}

interface MemberBankPublicView {
  id: Read<number>;
  member_id: Read<number>;
  bank_code: Read<string>;
  account_number: Read<string>;
  account_name: Read<string>;
  is_primary: Read<boolean>;
  created_at: Read<Date>;
}

declare module '../../db/schema' {
  interface Database {
    member_public: MemberPublicView;
    member_bank_public: MemberBankPublicView;
  }
}
