import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Quests and events (docs/engagement.md). A quest is an operator's row: what counts (kind,
 * product, target: satang for deposit and stake, a count otherwise), its period (a Bangkok day, a
 * week from Monday, or its event's window), its prize in stored units (contract/prizes.ts). Progress
 * is never stored: it is read from the member's records at request time. A completion is the one
 * row per member, quest and period key (the day, the week's Monday or 'event') that the redeem
 * inserts in the same transaction as the prize.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table quest (
      id serial primary key,
      title text not null check (length(title) between 1 and 100),
      description text not null default '',
      kind text not null check (kind in ('deposit', 'stake', 'lotto_bills', 'login_streak', 'refer')),
      product text,
      target bigint not null check (target > 0),
      period text not null check (period in ('daily', 'weekly', 'event')),
      event_id int references event(id),
      starts_at timestamptz,
      ends_at timestamptz,
      prize_kind text not null check (prize_kind in ('credit', 'points', 'free_spins', 'none')),
      prize_units bigint not null check (prize_units >= 0),
      turnover_multiplier numeric(6, 2) not null default 0 check (turnover_multiplier >= 0),
      min_vip_level int not null default 0 check (min_vip_level between 0 and 2),
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((period = 'event') = (event_id is not null)),
      check (product is null or kind = 'stake'),
      check (starts_at is null or ends_at is null or ends_at > starts_at)
    );
    create index quest_active on quest (period, sort, id) where active;
    create index quest_event on quest (event_id) where event_id is not null;
    create table quest_completion (
      id bigserial primary key,
      member_id bigint not null references member(id),
      quest_id int not null references quest(id),
      period_key text not null,
      -- what the member had reached when redeeming (satang or a count), and the prize paid
      progress bigint not null,
      prize_kind text not null,
      prize_units bigint not null,
      turnover_multiplier numeric(6, 2) not null default 0,
      request_key text,
      transfer_id bigint references ledger_transfer(id),
      requirement_id bigint,
      created_at timestamptz not null default now(),
      unique (member_id, quest_id, period_key)
    );
    create index quest_completion_report on quest_completion (created_at, quest_id)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table quest_completion;
    drop table quest
    `,
  );
}
