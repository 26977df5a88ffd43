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
  config: Json;
  created_at: CreatedAt;
}

interface AgentBankAccountTable {
  id: Generated<number>;
  agent_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

interface AgentTrueMoneyAccountTable {
  id: Generated<number>;
  agent_id: number;
  phone: string;
  account_name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
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
  agent_bank_account: AgentBankAccountTable;
  agent_true_money_account: AgentTrueMoneyAccountTable;
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
