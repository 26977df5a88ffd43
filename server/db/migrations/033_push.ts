import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Web Push (docs/push.md): the VAPID keys made at first start (unless the environment sets them),
 * each member's subscriptions (one row per endpoint: a device's browser), the member's choices per
 * kind (no row = everything on), and the outbox an event writes in its own transaction: one row per
 * event and subscription, so a job can deliver each exactly once, retry it, or drop it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table push_setting (
      id int primary key check (id = 1),
      vapid_public text not null,
      vapid_private text not null,
      created_at timestamptz not null default now()
    );

    create table push_subscription (
      id bigserial primary key,
      member_id bigint not null references member (id),
      -- the push service's URL for this browser: unique, so a device moves to whoever subscribes last
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      device_id text,
      user_agent text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index push_subscription_member on push_subscription (member_id);

    create table push_pref (
      member_id bigint primary key references member (id),
      withdrawal boolean not null default true,
      deposit boolean not null default true,
      lotto_win boolean not null default true,
      yeekee boolean not null default true,
      announcement boolean not null default true,
      updated_at timestamptz not null default now()
    );

    create table push_outbox (
      id bigserial primary key,
      -- what happened ('withdrawal:12:approved', 'notice:3'...): one row per event and device, ever
      event_key text not null,
      subscription_id bigint not null references push_subscription (id) on delete cascade,
      member_id bigint not null,
      kind text not null check (kind in ('withdrawal', 'deposit', 'lotto_win', 'yeekee', 'announcement')),
      ref_id bigint not null,
      url text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts int not null default 0,
      -- when the row may be claimed: now when written, the claim's lease while sending, the backoff after a failure
      next_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      unique (event_key, subscription_id)
    );
    create index push_outbox_due on push_outbox (next_at) where status = 'pending';
    create index push_outbox_subscription on push_outbox (subscription_id);
    create index push_outbox_done on push_outbox (created_at) where status <> 'pending'
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    drop table if exists push_outbox;
    drop table if exists push_pref;
    drop table if exists push_subscription;
    drop table if exists push_setting
    `,
  );
}
