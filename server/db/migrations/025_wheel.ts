import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The fortune wheel (docs/engagement.md): settings, the board's versions, each member's
 * provably fair seed pairs and every spin with the prize it won (a snapshot) and its proof.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    -- one row: the settings as saved (contract/admin-wheel.ts WheelSettings); none saved = the defaults
    create table wheel_setting (
      id smallint primary key default 1 check (id = 1),
      value jsonb not null,
      updated_by bigint,
      updated_at timestamptz not null default now()
    );

    -- every save of the board is a new version; the highest is in force
    create table wheel_board (
      version serial primary key,
      -- [{ label, prize: { kind, amount, turnover_multiplier }, probability (hundredths of a percent), color }]
      slots jsonb not null,
      created_by bigint,
      created_at timestamptz not null default now()
    );

    -- a member's seed pairs: one open (its hash shown before the spin), the older ones revealed
    create table wheel_seed (
      id bigserial primary key,
      member_id bigint not null references member(id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      -- the next spin's nonce
      nonce int not null default 0,
      status text not null check (status in ('open', 'revealed')),
      created_at timestamptz not null default now(),
      revealed_at timestamptz
    );
    create unique index wheel_seed_open on wheel_seed (member_id) where status = 'open';
    create index wheel_seed_member on wheel_seed (member_id, id desc);

    -- one row per spin: what it cost, what it won (a snapshot of the board's segment) and its proof
    create table wheel_spin (
      id bigserial primary key,
      member_id bigint not null references member(id),
      request_key text not null,
      tab smallint not null check (tab in (1, 2)),
      -- the Bangkok day and the member's n-th spin of the tab that day: one free spin gives one prize
      spin_day date not null,
      slot int not null check (slot >= 1),
      -- hundredths of a point paid (tab 2)
      cost_units bigint not null default 0 check (cost_units >= 0),
      board_version int not null references wheel_board(version),
      slot_index int not null,
      label text not null,
      color text not null,
      prize_kind text not null check (prize_kind in ('credit', 'points', 'free_spins', 'none')),
      -- satang, hundredths of a point or spins
      prize_units bigint not null check (prize_units >= 0),
      -- turnover multiplier x 100 (credit)
      turnover_x100 int not null default 0,
      status text not null check (status in ('paid', 'pending', 'lost')),
      seed_id bigint not null references wheel_seed(id),
      server_seed_hash text not null,
      client_seed text not null,
      nonce int not null,
      roll int not null check (roll >= 0 and roll < 10000),
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      unique (member_id, request_key),
      unique (member_id, tab, spin_day, slot)
    );
    create index wheel_spin_member on wheel_spin (member_id, id desc);
    create index wheel_spin_winners on wheel_spin (id desc) where prize_kind <> 'none';
    create index wheel_spin_pending on wheel_spin (member_id) where status = 'pending';
    create index wheel_spin_day on wheel_spin (spin_day);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table if exists wheel_spin;
    drop table if exists wheel_seed;
    drop table if exists wheel_board;
    drop table if exists wheel_setting;
    `,
  );
}
