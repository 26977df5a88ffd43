import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Withdrawals (a pending hold in the ledger, then approved = posted or rejected = voided) and the
 * turnover requirements that bonus money carries before it may be withdrawn. docs/withdrawals.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table withdrawal (
      id bigserial primary key,
      member_id bigint not null references member(id),
      -- the registered account chosen, and a copy of its details as they were when the member asked
      bank_account_id bigint not null references member_bank_account(id),
      bank_code text not null,
      account_number text not null,
      account_name text not null,
      amount bigint not null check (amount > 0),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      transfer_id bigint references ledger_transfer(id),
      client_key text,
      reject_reason text,
      bank_reference text,
      decided_by_operator int references operator(id),
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      check ((status = 'rejected') = (reject_reason is not null))
    );
    -- one pending withdrawal per member: two concurrent requests cannot both pass
    create unique index withdrawal_one_pending on withdrawal (member_id) where status = 'pending';
    -- a double-submit with the client's idempotency key answers the first withdrawal
    create unique index withdrawal_client_key on withdrawal (member_id, client_key) where client_key is not null;
    create index withdrawal_member on withdrawal (member_id, id desc);
    create index withdrawal_status on withdrawal (status, id);
    create table bonus_requirement (
      id bigserial primary key,
      member_id bigint not null references member(id),
      account_id bigint not null references ledger_account(id),
      required_turnover bigint not null check (required_turnover >= 0),
      -- the member's stake already recorded on the start day before started_at (turnover rows are per day)
      turnover_base bigint not null default 0 check (turnover_base >= 0),
      started_at timestamptz not null default now(),
      status text not null default 'active' check (status in ('active', 'met', 'cancelled')),
      settled_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index bonus_requirement_active on bonus_requirement (member_id) where status = 'active'
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table bonus_requirement;
    drop table withdrawal
  `,
  );
}
