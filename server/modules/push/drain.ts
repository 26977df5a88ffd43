import { PUSH_GENERIC_TITLES, type PushKind, type PushPayload } from '@contract/push';
import { sql } from 'kysely';
import type { PushConfig } from '../../config';
import type { Db } from '../../db';
import { vapidKeys } from './keys';
import './tables';

/** A claimed row is the claimant's for this long; a node that dies mid-send leaves it to be claimed again after. */
const LEASE_MS = 60_000;
/** Rows one pass claims, and how many it sends at once. */
const BATCH = 100;
const PARALLEL = 10;
/** Backoff after the n-th failed try: 10 s, 20 s, 40 s... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
/** Delivered or dropped rows are kept this long (the device reads its detail from them), then deleted. */
const KEEP_MS = 30 * 86400_000;

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** Sends one encrypted push; answers the push service's status, or throws (with statusCode when it answered). */
export type PushSender = (
  target: PushTarget,
  payload: string,
  opts: { vapid: { subject: string; publicKey: string; privateKey: string } },
) => Promise<number>;

/**
 * The real sender: web-push encrypts (aes128gcm) and signs with VAPID; fetch POSTs it (web-push's
 * own request is https only, and a test's stand-in push service listens on plain http).
 */
export const webPushSender: PushSender = async (target, payload, { vapid }) => {
  // Loaded on the first send, not at start (docs/startup.md).
  const { default: webpush } = await import('web-push');
  const d = webpush.generateRequestDetails(target, payload, { vapidDetails: vapid, TTL: 24 * 3600, urgency: 'normal' });
  const res = await fetch(d.endpoint, {
    method: d.method,
    headers: d.headers as Record<string, string>,
    body: d.body ? new Uint8Array(d.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};

export type DrainResult = { sent: number; retried: number; dropped: number; removed: number };

type Claimed = {
  id: number;
  kind: PushKind;
  ref_id: number;
  url: string;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** What a push carries: the kind, the outbox row's id (the device asks for the text with it), where to go, a generic title. */
export function payloadOf(row: { id: number; kind: PushKind; url: string }): PushPayload {
  return { kind: row.kind, id: row.id, url: row.url, title: PUSH_GENERIC_TITLES[row.kind] };
}

/**
 * One pass over the outbox (the 'push.drain' job; docs/push.md "Outbox"). Due rows are claimed in one
 * statement (`for update skip locked`, and the claim moves next_at past the lease), so two nodes, or
 * two passes at once, never take the same row. Each is sent; the outcome is written only while the
 * row is still this claim's (same attempts): delivered rows become 'sent'; a 404/410 deletes the
 * subscription (and with it its rows); 429, 5xx and no answer are retried after retryDelayMs, until
 * maxAttempts tries, then dropped ('failed'); another 4xx is dropped at once (retrying cannot help).
 */
export async function drainPushOutbox(
  db: Db,
  config: PushConfig,
  now: Date,
  opts: { sender?: PushSender; batch?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, dropped: 0, removed: 0 };
  const claimed = await sql<Claimed>`
    with c as (
      update push_outbox o set next_at = ${new Date(now.getTime() + LEASE_MS)}, attempts = o.attempts + 1
       where o.id in (select id from push_outbox where status = 'pending' and next_at <= ${now}
                       order by next_at, id limit ${opts.batch ?? BATCH}::int for update skip locked)
      returning o.id, o.kind, o.ref_id, o.url, o.attempts, o.subscription_id)
    select c.*, s.endpoint, s.p256dh, s.auth from c join push_subscription s on s.id = c.subscription_id
     order by c.id`.execute(db);
  await deleteOld(db, now);
  if (claimed.rows.length === 0) return result;
  const keys = await vapidKeys(db, config);
  const vapid = { subject: config.subject, ...keys };
  const send = opts.sender ?? webPushSender;
  const queue = [...claimed.rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const outcome = await deliver(send, row, vapid);
      await record(db, config, row, outcome, now, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  return result;
}

type Outcome = { status: 'sent' } | { status: 'gone' } | { status: 'retry' | 'drop'; error: string };

async function deliver(send: PushSender, row: Claimed, vapid: Parameters<PushSender>[2]['vapid']): Promise<Outcome> {
  try {
    const status = await send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payloadOf(row)), {
      vapid,
    });
    return status >= 200 && status < 300 ? { status: 'sent' } : classify(status, `HTTP ${status}`);
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    const message = err instanceof Error ? err.message : String(err);
    return typeof status === 'number' ? classify(status, `HTTP ${status}: ${message}`) : { status: 'retry', error: message };
  }
}

function classify(status: number, error: string): Outcome {
  if (status === 404 || status === 410) return { status: 'gone' };
  if (status === 429 || status >= 500) return { status: 'retry', error };
  return { status: 'drop', error };
}

async function record(db: Db, config: PushConfig, row: Claimed, outcome: Outcome, now: Date, result: DrainResult) {
  const mine = (q: ReturnType<typeof update>) =>
    q.where('id', '=', row.id).where('attempts', '=', row.attempts).where('status', '=', 'pending');
  const update = () => db.updateTable('push_outbox');
  if (outcome.status === 'sent') {
    await mine(update().set({ status: 'sent', sent_at: now, last_error: null })).execute();
    result.sent++;
  } else if (outcome.status === 'gone') {
    // The browser unsubscribed or the service forgot it: the subscription goes, its rows with it.
    await db.deleteFrom('push_subscription').where('id', '=', row.subscription_id).execute();
    result.removed++;
  } else if (outcome.status === 'retry' && row.attempts < config.maxAttempts) {
    await mine(
      update().set({ next_at: new Date(now.getTime() + retryDelayMs(row.attempts)), last_error: outcome.error.slice(0, 500) }),
    ).execute();
    result.retried++;
  } else {
    await mine(update().set({ status: 'failed', last_error: outcome.error.slice(0, 500) })).execute();
    result.dropped++;
  }
}

async function deleteOld(db: Db, now: Date) {
  await db
    .deleteFrom('push_outbox')
    .where('status', '<>', 'pending')
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
}
