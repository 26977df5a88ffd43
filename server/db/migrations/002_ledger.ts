import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The double-entry ledger's transfers (docs/ledger.md "Rules"). Each movement is one immutable row
 * keyed by the caller's idempotency key. Two-phase transfers reserve money in `pending_out` on the
 * debit account until they are posted or voided, like a card hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table ledger_account add column pending_out bigint not null default 0 check (pending_out >= 0);
    alter table ledger_account add constraint ledger_account_available check (allow_negative or balance - pending_out >= 0);
    create table ledger_transfer (
      id bigserial primary key,
      idempotency_key text not null unique,
      kind text not null,
      currency text not null check (currency in ('THB', 'PTS')),
      debit_account_id bigint not null references ledger_account(id),
      credit_account_id bigint not null references ledger_account(id),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('pending', 'posted', 'voided')),
      debit_balance_after bigint,
      credit_balance_after bigint,
      reference text,
      metadata jsonb not null default '{}',
      created_by_operator int references operator(id),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check (debit_account_id <> credit_account_id)
    );
    create index ledger_transfer_debit on ledger_transfer (debit_account_id, id desc);
    create index ledger_transfer_credit on ledger_transfer (credit_account_id, id desc);
    create index ledger_transfer_pending on ledger_transfer (status) where status = 'pending';
    create table turnover (
      member_id bigint not null references member(id),
      day date not null,
      product text not null,
      stake bigint not null default 0,
      payout bigint not null default 0,
      count int not null default 0,
      primary key (member_id, day, product)
    );
    create table turnover_entry (
      idempotency_key text primary key,
      member_id bigint not null,
      created_at timestamptz not null default now()
    )
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table turnover_entry;
    drop table turnover;
    drop table ledger_transfer;
    alter table ledger_account drop constraint ledger_account_available;
    alter table ledger_account drop column pending_out
  `,
  );
}
