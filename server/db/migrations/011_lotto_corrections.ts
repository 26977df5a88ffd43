import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Four eyes and corrections (docs/lotto.md "Results: four eyes and corrections", docs/debts.md): a
 * round says when a hand-entered result waits for a second operator (members see "รอตรวจสอบผล");
 * money a correction takes back that the member no longer has is a member_debt, collected from later
 * credits; members whose bills a correction changed get a member_notice, served with the agent's
 * notifications (its ids come from the same sequence, so the client's "seen" marks never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table lotto_round add column result_pending boolean not null default false;
    create table member_debt (
      id bigserial primary key,
      member_id int not null references member(id),
      amount bigint not null check (amount > 0),
      collected bigint not null default 0 check (collected >= 0 and collected <= amount),
      -- the ledger account collections are paid into
      creditor_account_id bigint not null references ledger_account(id),
      -- the movement the debt is the unpaid rest of (one debt per movement)
      source_key text not null unique,
      reason text not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check ((settled_at is null) = (collected < amount))
    );
    create index member_debt_open on member_debt (member_id) where settled_at is null;
    create table member_notice (
      id int primary key default nextval('notification_id_seq'),
      member_id int not null references member(id),
      type int not null default 1,
      title text not null,
      description text not null,
      source_key text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index member_notice_member on member_notice (member_id, expires_at)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table member_notice;
    drop table member_debt;
    alter table lotto_round drop column result_pending
  `,
  );
}
