import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Points earned from turnover and VIP levels (docs/engagement.md): the settings row, what each
 * member was credited per Bangkok day, the closed days' sums behind the VIP levels, and the indexes the
 * job and the operators' report read the ledger by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    -- one row: earning rates and VIP thresholds, validated by contract/admin-points.ts
    create table points_setting (
      id int primary key check (id = 1),
      value jsonb not null,
      updated_by bigint,
      updated_at timestamptz not null default now()
    );

    -- points credited from turnover per member and Bangkok day (hundredths of a point): the job credits
    -- the difference between what the day's turnover is due and units, by a conditional update
    create table points_earning (
      member_id bigint not null references member(id),
      day date not null,
      units bigint not null default 0 check (units >= 0),
      -- the day's stake (satang, every product) when units was last raised
      stake bigint not null default 0,
      updated_at timestamptz not null default now(),
      primary key (member_id, day)
    );
    create index points_earning_day on points_earning (day);

    -- per member, deposits and turnover (satang) of the closed days of the VIP window but the last one:
    -- Bangkok days [day - 29, day - 2], rebuilt once per day; yesterday and today are read live
    create table points_vip_base (
      -- the Bangkok day the sums were made for
      day date not null,
      member_id bigint not null references member(id),
      deposits bigint not null default 0,
      turnover bigint not null default 0,
      primary key (day, member_id)
    );

    -- the day points_vip_base was rebuilt for: the first node to insert the day rebuilds it
    create table points_vip_day (
      day date primary key,
      members int not null default 0,
      made_at timestamptz not null default now()
    );

    -- deposits by time (the VIP window) and the engagement kinds by time (the operators' report)
    create index ledger_transfer_deposit_at on ledger_transfer (created_at) include (credit_account_id, amount)
      where kind = 'deposit' and status = 'posted';
    create index ledger_transfer_engagement_at on ledger_transfer (created_at)
      where kind in ('points_earn', 'points_spend', 'points_refund', 'prize', 'free_spin_grant', 'free_spin_use', 'free_spin_win');

    -- members above level 0, whom the job looks at even without activity (a level may go down)
    create index member_vip on member (id) where vip_level > 0
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index if exists member_vip;
    drop index if exists ledger_transfer_engagement_at;
    drop index if exists ledger_transfer_deposit_at;
    drop table if exists points_vip_day;
    drop table if exists points_vip_base;
    drop table if exists points_earning;
    drop table if exists points_setting
    `,
  );
}
