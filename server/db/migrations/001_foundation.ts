import { type Kysely, sql } from 'kysely';
import { execStatements } from './exec';

/** Agent, members, sessions, operators and the ledger's accounts (transfers come with the money issue). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table agent (
      id int primary key,
      code text not null unique,
      name text not null,
      logo text not null default '',
      line_contact_url text not null default '',
      line_admin_url text not null default '',
      config jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create table agent_bank_account (
      id serial primary key,
      agent_id int not null references agent(id),
      bank_code text not null,
      account_number text not null,
      account_name text not null,
      active boolean not null default true,
      sort int not null default 0
    );
    create table agent_true_money_account (
      id serial primary key,
      agent_id int not null references agent(id),
      phone text not null,
      account_name text not null,
      active boolean not null default true,
      sort int not null default 0
    );
    create table notification (
      id serial primary key,
      agent_id int not null references agent(id),
      type int not null default 1,
      image text not null default '',
      title text not null,
      description text not null default '',
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now()
    );
    create table banner (
      id serial primary key,
      agent_id int not null references agent(id),
      image text not null,
      title text not null default '',
      link text not null default '',
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now()
    );
    create table event (
      id serial primary key,
      agent_id int not null references agent(id),
      image text not null,
      title text not null default '',
      link text not null default '/poll/1',
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now()
    );
    create table member (
      id bigserial primary key,
      agent_id int not null references agent(id),
      phone text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      date_of_birth date not null,
      line_id text,
      referral_code text not null unique,
      referred_by bigint references member(id),
      vip_level int not null default 0 check (vip_level between 0 and 2),
      status text not null default 'active' check (status in ('active', 'suspended')),
      created_at timestamptz not null default now(),
      password_changed_at timestamptz not null default now(),
      unique (agent_id, phone)
    );
    create table member_bank_account (
      id bigserial primary key,
      member_id bigint not null references member(id),
      bank_code text not null,
      account_number text not null,
      account_name text not null,
      is_primary boolean not null,
      created_at timestamptz not null default now(),
      -- one bank account belongs to one member; a member has one primary and at most one second account
      unique (bank_code, account_number),
      unique (member_id, is_primary)
    );
    create table session (
      token_hash text primary key,
      subject_type text not null check (subject_type in ('member', 'operator')),
      subject_id bigint not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    create index session_subject on session (subject_type, subject_id);
    create table otp_request (
      id bigserial primary key,
      phone text not null,
      purpose text not null,
      code_hash text not null,
      attempts int not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create index otp_request_phone on otp_request (phone, purpose, created_at desc);
    create table operator (
      id serial primary key,
      username text not null unique,
      password_hash text not null,
      display_name text not null default '',
      role text not null check (role in ('admin', 'finance', 'support')),
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create table operator_audit (
      id bigserial primary key,
      operator_id int not null references operator(id),
      action text not null,
      target text not null default '',
      detail jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create table ledger_account (
      id bigserial primary key,
      agent_id int not null references agent(id),
      member_id bigint references member(id),
      currency text not null check (currency in ('THB', 'PTS')),
      wallet_type_id int,
      code text unique,
      name text not null,
      balance bigint not null default 0,
      allow_negative boolean not null default false,
      created_at timestamptz not null default now(),
      check (allow_negative or balance >= 0),
      check ((member_id is null) <> (code is null)),
      unique (member_id, currency, wallet_type_id)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ledger_account, operator_audit, operator, otp_request, session, member_bank_account,
    member, event, banner, notification, agent_true_money_account, agent_bank_account, agent cascade`.execute(db);
}
