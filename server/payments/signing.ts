import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Errors } from '@contract/errors';
import type { z } from 'zod';
import { fail } from '../lib/reply';

/**
 * Signed HTTP messages from gateways and banks: HMAC-SHA256 with the sender's secret over
 * `<timestamp>.<raw body>`, sent as `x-signature: sha256=<hex>` with `x-timestamp: <unix seconds>`.
 * Signing the timestamp with the body means neither can be changed alone; the 5-minute window
 * bounds how long a captured message can be replayed (replays inside it are idempotent anyway).
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function signatureOf(secret: string, timestamp: number | string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/** The headers a sender puts on a signed message. */
export function signedHeaders(secret: string, rawBody: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signatureOf(secret, timestamp, rawBody),
  };
}

type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

/** Checks a received message: the signature first (a forgery says so), then the timestamp window. */
function checkSignature(opts: {
  secret: string;
  rawBody: Buffer | string;
  signature: string | string[] | undefined;
  timestamp: string | string[] | undefined;
  now?: Date;
}): SignatureCheck {
  const { signature, timestamp } = opts;
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return 'bad_signature';
  const expected = Buffer.from(signatureOf(opts.secret, timestamp, opts.rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  const age = Math.abs((opts.now ?? new Date()).getTime() / 1000 - Number(timestamp));
  return age <= SIGNATURE_TOLERANCE_SECONDS ? 'ok' : 'stale';
}

/**
 * The JSON body of a received signed message, verified then validated: the signature first
 * (CALLBACK_SIGNATURE_INVALID for a forged, unsigned or tampered message, CALLBACK_STALE outside the
 * window), then JSON, then the schema (VALIDATION with `data.fields` by path; with `fieldMessage`
 * the first field's text is the message). Nothing of the body is read before the signature holds.
 * The one check behind the payment gateways' callbacks, the statement webhook and the games wallet.
 */
export function verifiedJson<S extends z.ZodType>(
  msg: { secret: string; rawBody: Buffer; headers: IncomingHttpHeaders; now?: Date },
  schema: S,
  opts: { fieldMessage?: boolean } = {},
): z.output<S> {
  const check = checkSignature({
    secret: msg.secret,
    rawBody: msg.rawBody,
    signature: msg.headers[SIGNATURE_HEADER],
    timestamp: msg.headers[TIMESTAMP_HEADER],
    now: msg.now,
  });
  if (check === 'bad_signature') fail(Errors.CALLBACK_SIGNATURE_INVALID);
  if (check === 'stale') fail(Errors.CALLBACK_STALE);
  let json: unknown;
  try {
    json = JSON.parse(msg.rawBody.toString('utf8'));
  } catch {
    fail(Errors.VALIDATION, { fields: { _: 'body is not JSON' } });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
    fail(Errors.VALIDATION, { fields }, opts.fieldMessage ? Object.values(fields)[0] : undefined);
  }
  return parsed.data;
}
