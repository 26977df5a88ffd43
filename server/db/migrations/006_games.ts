import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Games (docs/games.md): the catalogue (providers, games and lobby
 * settings an operator can edit), launch tokens and demo sessions, the last-played list, the
 * seamless wallet's transaction log (one row per provider transaction id, tombstones included), and
 * the in-house games' provably-fair seed pairs and rounds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table game_provider (
      id text primary key,
      name text not null,
      active boolean not null default true,
      sort int not null default 0
    );
    create table game (
      provider_id text not null references game_provider(id),
      game_id text not null,
      sub_provider_id text not null,
      name_th text not null,
      name_en text not null,
      category text not null check (category in ('slot', 'casino', 'fishing', 'sport', 'freespin')),
      categories text[] not null,
      image text not null,
      is_demo_available boolean not null default true,
      tags text[] not null default '{}',
      active boolean not null default true,
      sort int not null default 0,
      created_at timestamptz not null default now(),
      primary key (provider_id, game_id)
    );
    create unique index game_game_id on game (game_id);
    create table game_lobby (
      lobby_key text primary key,
      title text not null,
      subtitle text not null,
      banner text not null,
      empty_text text not null,
      sort int not null default 0
    );
    insert into game_lobby (lobby_key, title, subtitle, banner, empty_text, sort) values
      ('slot', 'สล็อต', 'สล็อตออนไลน์ หมุนง่าย แตกบ่อย เล่นได้ทุกที่', '/images/categories/slot.svg', 'ยังไม่มีเกมสล็อตในขณะนี้', 1),
      ('casino', 'คาสิโน', 'บาคาร่า ไฮโล และเกมไพ่ยอดนิยม', '/images/categories/casino.svg', 'ยังไม่มีเกมคาสิโนในขณะนี้', 2),
      ('fishing', 'ยิงปลา', 'เกมยิงปลา เลือกเดิมพันต่อนัดได้เอง', '/images/categories/fishing.svg', 'ยังไม่มีเกมยิงปลาในขณะนี้', 3),
      ('sport', 'กีฬา', 'เดิมพันกีฬาและฟุตบอลเสมือนจริง', '/images/categories/sport.svg', 'ยังไม่มีผู้ให้บริการเกมกีฬาในขณะนี้', 4),
      ('freespin', 'ซื้อฟรีสปิน', 'สล็อตที่ซื้อฟรีสปินได้ทันที', '/images/categories/freespin.svg', 'ยังไม่มีเกมที่ซื้อฟรีสปินได้ในขณะนี้', 5);
    create table game_session (
      token_hash text primary key,
      member_id bigint not null references member(id),
      account_id bigint not null references ledger_account(id),
      provider_id text not null,
      game_id text not null,
      is_mobile boolean not null,
      source text not null default '',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index game_session_member on game_session (member_id, created_at desc);
    create table game_demo_session (
      token_hash text primary key,
      provider_id text not null,
      game_id text not null,
      balance bigint not null check (balance >= 0),
      is_mobile boolean not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index game_demo_session_expiry on game_demo_session (expires_at);
    create table game_recent (
      member_id bigint not null references member(id),
      provider_id text not null,
      game_id text not null,
      launches int not null default 1,
      last_played_at timestamptz not null default now(),
      primary key (member_id, provider_id, game_id)
    );
    create index game_recent_member on game_recent (member_id, last_played_at desc);
    create table game_txn (
      id bigserial primary key,
      provider_id text not null,
      txn_id text not null,
      op text not null check (op in ('bet', 'win', 'rollback')),
      status text not null check (status in ('open', 'settled', 'rolled_back', 'tombstone', 'done')),
      member_id bigint not null references member(id),
      account_id bigint not null references ledger_account(id),
      game_id text not null,
      round_id text not null,
      ref_txn_id text,
      amount bigint not null check (amount >= 0),
      created_at timestamptz not null default now(),
      unique (provider_id, txn_id)
    );
    create index game_txn_member on game_txn (member_id, id desc);
    create table house_seed_pair (
      id bigserial primary key,
      member_id bigint references member(id),
      demo_token_hash text,
      game_id text not null,
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      nonce int not null default 0,
      status text not null default 'open' check (status in ('open', 'revealed')),
      created_at timestamptz not null default now(),
      revealed_at timestamptz,
      check ((member_id is null) <> (demo_token_hash is null))
    );
    create unique index house_seed_pair_open_member on house_seed_pair (member_id, game_id) where status = 'open' and member_id is not null;
    create unique index house_seed_pair_open_demo on house_seed_pair (demo_token_hash, game_id) where status = 'open' and demo_token_hash is not null;
    create table house_round (
      id bigserial primary key,
      member_id bigint references member(id),
      demo_token_hash text,
      account_id bigint references ledger_account(id),
      game_id text not null,
      request_id text not null,
      seed_pair_id bigint not null references house_seed_pair(id),
      nonce int not null,
      input jsonb not null,
      outcome jsonb not null,
      stake bigint not null,
      win bigint not null,
      balance_after bigint not null,
      created_at timestamptz not null default now(),
      check ((member_id is null) <> (demo_token_hash is null))
    );
    create unique index house_round_member_request on house_round (member_id, request_id) where member_id is not null;
    create unique index house_round_demo_request on house_round (demo_token_hash, request_id) where demo_token_hash is not null;
    create index house_round_member on house_round (member_id, id desc) where member_id is not null;
    create index house_round_demo on house_round (demo_token_hash, id desc) where demo_token_hash is not null
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table house_round;
    drop table house_seed_pair;
    drop table game_txn;
    drop table game_recent;
    drop table game_demo_session;
    drop table game_session;
    drop table game_lobby;
    drop table game;
    drop table game_provider
  `,
  );
}
