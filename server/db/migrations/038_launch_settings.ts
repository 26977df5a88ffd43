import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * What an operator sets before opening: the agent profile's contact columns, the
 * uploaded logo (stored here, served by its content hash) and one table of deposit accounts (bank
 * accounts, TrueMoney wallets and PromptPay ids) with who sees each and a daily cap. The two
 * account tables of 001_foundation move into it: bank accounts keep their ids, TrueMoney wallets
 * get new ones and open deposit notices follow them (channel 2 is TrueMoney, contract/payments.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table agent
      add column phone text not null default '',
      add column line_id text not null default '',
      add column opening_text text not null default '',
      add column profile_saved_at timestamptz;

    create table brand_asset (
      hash text primary key,
      content_type text not null check (content_type in ('image/png', 'image/svg+xml', 'image/webp')),
      bytes bytea not null,
      size int not null,
      created_at timestamptz not null default now()
    );

    create table deposit_account (
      id serial primary key,
      agent_id int not null references agent(id),
      kind text not null check (kind in ('bank', 'truemoney', 'promptpay')),
      bank_code text,
      account_number text not null,
      account_name text not null,
      active boolean not null default true,
      sort int not null default 0,
      daily_cap bigint check (daily_cap is null or daily_cap > 0),
      audience text not null default 'all' check (audience in ('all', 'vip', 'new')),
      vip_level_from int check (vip_level_from is null or vip_level_from >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((kind = 'bank') = (bank_code is not null)),
      check (audience <> 'vip' or vip_level_from is not null)
    );
    create unique index deposit_account_number on deposit_account (agent_id, kind, coalesce(bank_code, ''), account_number);

    insert into deposit_account (id, agent_id, kind, bank_code, account_number, account_name, active, sort)
    select id, agent_id, 'bank', bank_code, account_number, account_name, active, sort from agent_bank_account;
    select setval(pg_get_serial_sequence('deposit_account', 'id'), (select coalesce(max(id), 0) + 1 from deposit_account), false);

    create table deposit_account_tm_map (old_id int primary key, new_id int not null);
    insert into deposit_account_tm_map (old_id, new_id)
    select t.id, nextval(pg_get_serial_sequence('deposit_account', 'id')) from agent_true_money_account t order by t.id;
    insert into deposit_account (id, agent_id, kind, account_number, account_name, active, sort)
    select m.new_id, t.agent_id, 'truemoney', t.phone, t.account_name, t.active, t.sort
      from agent_true_money_account t join deposit_account_tm_map m on m.old_id = t.id;
    update deposit_notice n set agent_account_id = m.new_id
      from deposit_account_tm_map m where n.channel_id = 2 and n.agent_account_id = m.old_id;
    drop table deposit_account_tm_map;

    drop table agent_true_money_account;
    drop table agent_bank_account
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
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
    insert into agent_bank_account (id, agent_id, bank_code, account_number, account_name, active, sort)
    select id, agent_id, bank_code, account_number, account_name, active, sort from deposit_account where kind = 'bank';
    insert into agent_true_money_account (id, agent_id, phone, account_name, active, sort)
    select id, agent_id, account_number, account_name, active, sort from deposit_account where kind = 'truemoney';
    select setval(pg_get_serial_sequence('agent_bank_account', 'id'), (select coalesce(max(id), 0) + 1 from agent_bank_account), false);
    select setval(pg_get_serial_sequence('agent_true_money_account', 'id'), (select coalesce(max(id), 0) + 1 from agent_true_money_account), false);
    drop table deposit_account;
    drop table brand_asset;
    alter table agent drop column phone, drop column line_id, drop column opening_text, drop column profile_saved_at
  `,
  );
}
