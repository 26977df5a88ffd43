import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the database. Timestamps come back as Date; `date` columns as 'YYYY-MM-DD'. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | undefined, string>;

interface AgentTable {
  id: number;
  code: string;
  name: string;
  logo: string;
  line_contact_url: string;
  line_admin_url: string;
  /** Contact phone, LINE id and the opening text members see (migration 038). */
  phone: ColumnType<string, string | undefined, string>;
  line_id: ColumnType<string, string | undefined, string>;
  opening_text: ColumnType<string, string | undefined, string>;
  /** When an operator last saved the profile; null = never (doctor: "no agent profile"). */
  profile_saved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  config: Json;
  created_at: CreatedAt;
}

/** An uploaded logo or image, served at its content hash (migration 038). */
interface BrandAssetTable {
  hash: string;
  content_type: 'image/png' | 'image/svg+xml' | 'image/webp';
  bytes: Buffer | Uint8Array;
  size: number;
  created_at: CreatedAt;
}

export type DepositAccountKind = 'bank' | 'truemoney' | 'promptpay';
export type DepositAccountAudience = 'all' | 'vip' | 'new';

/**
 * The agent's accounts members pay into (migration 038): a bank account (bank_code + number), a
 * TrueMoney wallet (number = the wallet's phone) or a PromptPay id (number = phone, national id or
 * e-wallet id). daily_cap in satang (null = none); audience 'vip' shows from vip_level_from up.
 */
interface DepositAccountTable {
  id: Generated<number>;
  agent_id: number;
  kind: DepositAccountKind;
  bank_code: string | null;
  account_number: string;
  account_name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  daily_cap: ColumnType<number | null, number | null | undefined, number | null>;
  audience: ColumnType<DepositAccountAudience, DepositAccountAudience | undefined, DepositAccountAudience>;
  vip_level_from: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Notifications, banners and events share a shape: agent content an operator manages. */
interface ContentColumns {
  id: Generated<number>;
  agent_id: number;
  image: string;
  title: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** The showing period (migration 017): null bounds are open. */
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface NotificationTable extends ContentColumns {
  type: number;
  description: string;
}

interface BannerTable extends ContentColumns {
  link: string;
}

interface EventTable extends ContentColumns {
  link: string;
}

interface MemberTable {
  id: Generated<number>;
  agent_id: number;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  line_id: string | null;
  referral_code: string;
  referred_by: number | null;
  vip_level: ColumnType<number, number | undefined, number>;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined, 'active' | 'suspended'>;
  created_at: CreatedAt;
  password_changed_at: Timestamp;
}

interface MemberBankAccountTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  is_primary: boolean;
  created_at: CreatedAt;
}

interface SessionTable {
  token_hash: string;
  subject_type: 'member' | 'operator';
  subject_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  /** Migration 022: the random id the app keeps per device (header x-device-id), for the self-referral rule. */
  device_id: ColumnType<string | null, string | null | undefined, string | null>;
}

interface OtpRequestTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

interface OperatorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  display_name: string;
  role: 'admin' | 'finance' | 'support';
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

interface OperatorAuditTable {
  id: Generated<number>;
  /** Null when a system actor (a results feed, the sandbox) acted; then `actor` names it. */
  operator_id: number | null;
  actor: ColumnType<string | null, string | null | undefined, string | null>;
  action: string;
  target: string;
  detail: Json;
  created_at: CreatedAt;
}

/** A ledger account: a member wallet, a member's points, or a house account (docs/ledger.md "Accounts and wallet types"). */
interface LedgerAccountTable {
  id: Generated<number>;
  agent_id: number;
  member_id: number | null;
  currency: 'THB' | 'PTS';
  wallet_type_id: number | null;
  code: string | null;
  name: string;
  balance: ColumnType<number, number | undefined, number>;
  /** Reserved by pending (two-phase) transfers; available = balance - pending_out. */
  pending_out: ColumnType<number, number | undefined, number>;
  allow_negative: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

interface LedgerTransferTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  currency: 'THB' | 'PTS';
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  status: 'pending' | 'posted' | 'voided';
  debit_balance_after: number | null;
  credit_balance_after: number | null;
  reference: string | null;
  metadata: Json;
  created_by_operator: number | null;
  created_at: CreatedAt;
  settled_at: Date | null;
}

interface TurnoverTable {
  member_id: number;
  day: string;
  product: string;
  stake: number;
  payout: number;
  count: number;
}

interface TurnoverEntryTable {
  idempotency_key: string;
  member_id: number;
  created_at: CreatedAt;
}

export interface Database {
  agent: AgentTable;
  brand_asset: BrandAssetTable;
  deposit_account: DepositAccountTable;
  notification: NotificationTable;
  banner: BannerTable;
  event: EventTable;
  member: MemberTable;
  member_bank_account: MemberBankAccountTable;
  session: SessionTable;
  otp_request: OtpRequestTable;
  operator: OperatorTable;
  operator_audit: OperatorAuditTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  turnover: TurnoverTable;
  turnover_entry: TurnoverEntryTable;
}
