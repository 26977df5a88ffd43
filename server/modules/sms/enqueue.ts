import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

export type SmsToSend = {
  /** What the message is for, unique for ever ('otp:<otp_request id>'): a repeated enqueue adds nothing. */
  key: string;
  purpose: string;
  phone: string;
  text: string;
  /** Not sent after this (a code's expiry): the drain marks it expired instead. */
  expiresAt: Date;
};

/**
 * Writes a message to the outbox. Call it inside the transaction that makes what the message tells
 * (the code's row), so the message exists exactly when the code does; then kick the drain once the
 * transaction commits (app.smsOutbox.kick()). Answers whether a row was added.
 */
export async function enqueueSms(db: Kysely<Database>, sms: SmsToSend): Promise<boolean> {
  const added = await db
    .insertInto('sms_outbox')
    .values({
      dedupe_key: sms.key,
      message_id: randomUUID(),
      purpose: sms.purpose,
      phone: sms.phone,
      body: sms.text,
      expires_at: sms.expiresAt,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}
