import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The back office dashboard's daily rollups (docs/reports.md), owned by server/modules/reports:
 * `report_day` holds each Bangkok day's figures per metric and dimension (a game product, a lotto
 * category), folded from the ledger's transfers in id order up to `report_watermark.last_id`;
 * `report_first_deposit` and `report_active` (`report_active_month`) remember which members were already counted,
 * so a member counts once as a first depositor and once a day (and once a month) as active;
 * the fold forgets who was active on days (months) no transfer can come for any more. Two read
 * indexes serve what is read live, index-only: withdrawals paid in a range of days (with their
 * amounts), members registered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table report_watermark (
      name text primary key,
      last_id bigint not null default 0,
      folded_at timestamptz
    );
    insert into report_watermark (name) values ('ledger');
    create table report_day (
      day date not null,
      metric text not null,
      dim text not null default '',
      count bigint not null default 0,
      amount bigint not null default 0,
      house bigint not null default 0,
      primary key (day, metric, dim)
    );
    create table report_first_deposit (
      member_id bigint primary key,
      day date not null
    );
    create table report_active (
      day date not null,
      member_id bigint not null,
      primary key (day, member_id)
    );
    create table report_active_month (
      month date not null,
      member_id bigint not null,
      primary key (month, member_id)
    );
    create index ledger_transfer_withdrawal_paid on ledger_transfer (settled_at) include (amount) where kind = 'withdrawal' and status = 'posted';
    create index member_created_at on member (created_at)
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop index member_created_at;
    drop index ledger_transfer_withdrawal_paid;
    drop table report_active_month;
    drop table report_active;
    drop table report_first_deposit;
    drop table report_day;
    drop table report_watermark
  `,
  );
}
