import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * The SMS outbox (docs/sms.md "Outbox"): a message is written in the transaction that makes its code,
 * once per key, and a drain sends it (claimed with skip locked, so two nodes never send one row),
 * retries it with backoff, never after its code expired, and then forgets its text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table sms_outbox (
      id bigserial primary key,
      -- what the message is for ('otp:<otp_request id>'): a second enqueue of the same key adds nothing
      dedupe_key text not null unique,
      -- the id the gateway sees on every try (the http relay's Idempotency-Key)
      message_id text not null unique,
      purpose text not null,
      phone text not null,
      -- the text, kept only while it may still be sent (a code is otherwise stored only hashed)
      body text,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'expired')),
      attempts int not null default 0,
      -- when the row may be claimed: now when written, the claim's lease while sending, the backoff after a failure
      next_at timestamptz not null default now(),
      -- never sent after this (the code's own expiry)
      expires_at timestamptz not null,
      last_error text,
      provider_id text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      done_at timestamptz,
      check ((status = 'pending') = (body is not null))
    );
    create index sms_outbox_due on sms_outbox (next_at) where status = 'pending';
    create index sms_outbox_done on sms_outbox (created_at) where status <> 'pending'
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'drop table if exists sms_outbox');
}
