import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Free spins played in the in-house slot (docs/engagement.md).
 * - free_spin_setting: one row (id 1), the operators' settings; absent = the defaults in code.
 * - free_spin_round: one free-spin round, with the same proof fields as house_round (the seed pair
 *   and nonce it was played on, the input and outcome the engine gave), so the house verifier
 *   replays it. Kept apart from house_round: a free spin is not a stake (no turnover, no game_txn,
 *   not in the games reports). `win` is the engine's win, `paid` what was credited (the cap applied).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table free_spin_setting (
      id smallint primary key default 1 check (id = 1),
      enabled boolean not null default true,
      bet bigint not null check (bet > 0),
      game_ids text[] not null,
      turnover_multiplier numeric(6,2) not null default 3 check (turnover_multiplier >= 0),
      requirement_days int not null default 7 check (requirement_days between 1 and 365),
      max_win bigint check (max_win is null or max_win > 0),
      updated_by bigint references operator(id),
      updated_at timestamptz not null default now()
    );
    create table free_spin_round (
      id bigserial primary key,
      member_id bigint not null references member(id),
      request_key text not null,
      game_id text not null,
      seed_pair_id bigint not null references house_seed_pair(id),
      nonce int not null,
      input jsonb not null,
      outcome jsonb not null,
      bet bigint not null check (bet > 0),
      win bigint not null check (win >= 0),
      paid bigint not null check (paid >= 0 and paid <= win),
      turnover_required bigint not null default 0,
      use_transfer_id bigint not null,
      win_transfer_id bigint,
      requirement_id bigint,
      created_at timestamptz not null default now()
    );
    create unique index free_spin_round_request on free_spin_round (member_id, request_key);
    create index free_spin_round_member on free_spin_round (member_id, id desc);
    create index free_spin_round_created on free_spin_round (created_at)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table free_spin_round;
    drop table free_spin_setting
    `,
  );
}
