import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Deposits and responsible play (docs/payments.md "Decisions" and docs/security.md "Responsible play"): PromptPay QR payment intents,
 * gateway callbacks, members' deposit notices, bank and TrueMoney statement lines, deposit limits
 * and self-exclusion. Exactly-once crediting comes from unique keys and state-machine updates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table payment_intent (
      id bigserial primary key,
      reference text not null unique,
      member_id bigint not null references member(id),
      channel_id int not null,
      sub_channel_id int not null,
      gateway text not null,
      gateway_ref text,
      amount bigint not null check (amount > 0),
      payload text not null,
      status text not null default 'pending' check (status in ('pending', 'paid', 'expired', 'cancelled')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      transfer_id bigint references ledger_transfer(id),
      flags jsonb not null default '[]'
    );
    -- at most one open QR per member and channel
    create unique index payment_intent_open on payment_intent (member_id, channel_id) where status = 'pending';
    create index payment_intent_member on payment_intent (member_id, id desc);
    create table bank_statement_line (
      id bigserial primary key,
      channel text not null check (channel in ('bank', 'truemoney', 'promptpay_qr')),
      line_key text not null,
      source text not null check (source in ('webhook', 'import', 'gateway')),
      occurred_at timestamptz not null,
      from_bank_code text,
      from_account text not null default '',
      to_account text not null default '',
      amount bigint not null check (amount > 0),
      status text not null check (status in ('credited', 'review', 'dismissed')),
      reason text,
      member_id bigint references member(id),
      candidates jsonb not null default '[]',
      transfer_id bigint references ledger_transfer(id),
      flags jsonb not null default '[]',
      notice_id bigint,
      decided_by_operator int references operator(id),
      decided_at timestamptz,
      dismiss_reason text,
      raw jsonb not null default '{}',
      created_at timestamptz not null default now(),
      -- one line of one statement is stored once, whichever way (webhook, import) it arrives
      unique (channel, line_key)
    );
    create index bank_statement_line_review on bank_statement_line (id) where status = 'review';
    create table payment_callback (
      id bigserial primary key,
      gateway text not null,
      callback_id text not null,
      reference text,
      amount bigint,
      outcome text not null,
      intent_id bigint references payment_intent(id),
      line_id bigint references bank_statement_line(id),
      body text not null,
      received_at timestamptz not null default now(),
      unique (gateway, callback_id)
    );
    create table deposit_notice (
      id bigserial primary key,
      member_id bigint not null references member(id),
      channel_id int not null,
      agent_account_id int not null,
      member_bank_account_id bigint references member_bank_account(id),
      amount bigint not null check (amount > 0),
      status text not null default 'pending' check (status in ('pending', 'matched', 'expired', 'cancelled')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      line_id bigint references bank_statement_line(id)
    );
    create unique index deposit_notice_open on deposit_notice (member_id) where status = 'pending';
    create index deposit_notice_member on deposit_notice (member_id, id desc);
    create table deposit_limit (
      member_id bigint not null references member(id),
      period text not null check (period in ('daily', 'weekly', 'monthly')),
      amount bigint check (amount > 0),
      -- a raise or removal waits 24 h: pending_set with pending_amount (null = no limit) from effective_at
      pending_set boolean not null default false,
      pending_amount bigint check (pending_amount > 0),
      effective_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (member_id, period)
    );
    create table self_exclusion (
      member_id bigint primary key references member(id),
      until timestamptz not null,
      period text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table self_exclusion;
    drop table deposit_limit;
    drop table deposit_notice;
    drop table payment_callback;
    drop table bank_statement_line;
    drop table payment_intent
  `,
  );
}
