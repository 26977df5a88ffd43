import { sql } from 'kysely';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db';
import { maskPhone, type SmsResult, type SmsTransport } from '../../lib/sms';
import './tables';

/** Rows one pass claims, and how many it sends at once. */
const BATCH = 50;
const PARALLEL = 5;
/** Backoff after the n-th failed try: 2 s, 4 s, 8 s... at most a minute (a code lives 5 minutes). */
export const smsRetryDelayMs = (attempts: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
/** Finished rows are kept this long (what was sent when, for support), then deleted. */
const KEEP_MS = 30 * 86400_000;

type DrainConfig = Pick<SmsConfig, 'sender' | 'timeoutMs' | 'maxAttempts'>;
type DrainLog = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

export type SmsDrainResult = {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
  /** The earliest time a retried row is due again (the kicker wakes then), if any. */
  nextAt?: Date;
};

type Claimed = { id: number; message_id: string; phone: string; body: string; attempts: number; expires_at: Date };

/** A claimed row is the claimant's for this long; a node that dies mid-send leaves it to be claimed again after. */
const leaseMs = (config: DrainConfig) => Math.max(30_000, config.timeoutMs * 3);

/**
 * One pass over the SMS outbox (docs/sms.md "Outbox"). Rows whose code expired are marked 'expired'
 * and never sent. Due rows are claimed in one statement (`for update skip locked`, and the claim moves
 * next_at past the lease and counts the attempt), so two nodes, or two passes at once, never take the
 * same row. Each is sent with the timeout; the outcome is written only while the row is still this
 * claim's (same attempts, still pending): sent; refused ('failed' at once); or retried after
 * smsRetryDelayMs until maxAttempts tries or the code's expiry, whichever comes first. The text is
 * cleared whenever a row stops being pending.
 */
export async function drainSmsOutbox(
  db: Db,
  transport: SmsTransport,
  config: DrainConfig,
  now: Date,
  opts: { batch?: number; log?: DrainLog } = {},
): Promise<SmsDrainResult> {
  const result: SmsDrainResult = { sent: 0, retried: 0, failed: 0, expired: 0 };
  const expired = await db
    .updateTable('sms_outbox')
    .set({ status: 'expired', body: null, done_at: now })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    // A row under another claim's lease is left to it: that claim may be sending right now.
    .where('next_at', '<=', now)
    .returning(['message_id', 'phone', 'attempts'])
    .execute();
  result.expired += expired.length;
  for (const row of expired)
    opts.log?.warn({ sms: { id: row.message_id, to: maskPhone(row.phone), attempts: row.attempts } }, 'sms expired before it was sent');

  const claimed = await sql<Claimed>`
    update sms_outbox o set next_at = ${new Date(now.getTime() + leaseMs(config))}, attempts = o.attempts + 1
     where o.id in (select id from sms_outbox where status = 'pending' and next_at <= ${now} and expires_at > ${now}
                     order by next_at, id limit ${opts.batch ?? BATCH}::int for update skip locked)
    returning o.id, o.message_id, o.phone, o.body, o.attempts, o.expires_at`.execute(db);
  await db
    .deleteFrom('sms_outbox')
    .where('status', '<>', 'pending')
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
  const queue = [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id));
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const outcome = await deliver(transport, config, row);
      await record(db, config, row, outcome, now, result, opts.log);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  return result;
}

async function deliver(transport: SmsTransport, config: DrainConfig, row: Claimed): Promise<SmsResult> {
  try {
    return await transport.send(
      { id: row.message_id, to: row.phone, text: row.body, sender: config.sender },
      AbortSignal.timeout(config.timeoutMs),
    );
  } catch (err) {
    // No answer: a timeout, a refused connection, a reset. The gateway may or may not have it: retried under the same id.
    const e = err as Error;
    return { status: 'retry', error: e.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : (e.message ?? String(err)) };
  }
}

async function record(db: Db, config: DrainConfig, row: Claimed, outcome: SmsResult, now: Date, result: SmsDrainResult, log?: DrainLog) {
  const mine = () =>
    db.updateTable('sms_outbox').where('id', '=', row.id).where('attempts', '=', row.attempts).where('status', '=', 'pending');
  const at = { sms: { id: row.message_id, to: maskPhone(row.phone), attempt: row.attempts } };
  if (outcome.status === 'sent') {
    await mine()
      .set({
        status: 'sent',
        body: null,
        sent_at: new Date(),
        done_at: new Date(),
        last_error: null,
        provider_id: outcome.providerId ?? null,
      })
      .execute();
    result.sent++;
    log?.info(at, 'sms sent');
    return;
  }
  const error = outcome.error.slice(0, 500);
  const retryAt = new Date(now.getTime() + smsRetryDelayMs(row.attempts));
  if (outcome.status === 'retry' && row.attempts < config.maxAttempts && retryAt < row.expires_at) {
    await mine().set({ next_at: retryAt, last_error: error }).execute();
    result.retried++;
    if (!result.nextAt || retryAt < result.nextAt) result.nextAt = retryAt;
    log?.warn({ ...at, error }, 'sms not sent, will retry');
    return;
  }
  // Refused, out of tries, or the next try would come after the code expired.
  const status = outcome.status === 'retry' && row.attempts < config.maxAttempts ? 'expired' : 'failed';
  await mine().set({ status, body: null, done_at: new Date(), last_error: error }).execute();
  if (status === 'expired') result.expired++;
  else result.failed++;
  log?.error({ ...at, error, status }, outcome.status === 'refused' ? 'sms refused by the gateway' : 'sms given up');
}
