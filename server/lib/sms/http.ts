import { createHmac } from 'node:crypto';
import { bodyExcerpt, resultOfStatus, type SmsMessage, type SmsResult, type SmsTransport } from './transport';

/**
 * The relay's signature: the scheme of the signed messages the server receives (server/payments/
 * signing.ts), so one verifier serves both ways. HMAC-SHA256 with SMS_HTTP_SECRET over
 * `<x-timestamp>.<raw body>`, sent as `x-signature: sha256=<hex>`; `x-timestamp` is unix seconds.
 */
export const SMS_SIGNATURE_HEADER = 'x-signature';
export const SMS_TIMESTAMP_HEADER = 'x-timestamp';
export const SMS_IDEMPOTENCY_HEADER = 'idempotency-key';

export function smsSignature(secret: string, timestamp: number | string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/**
 * SMS_TRANSPORT=http: POSTs `{ id, to, text, sender }` as JSON to SMS_HTTP_URL, signed, with an
 * Idempotency-Key equal to the message id (the same on every retry, so a relay that remembers keys
 * sends a message once even when an answer was lost). 2xx sent; 408, 429, 5xx retried; any other
 * answer refused (retrying cannot help).
 */
export class HttpSmsTransport implements SmsTransport {
  readonly name = 'http';
  constructor(private readonly opts: { url: string; secret: string }) {}

  async send(msg: SmsMessage, signal: AbortSignal): Promise<SmsResult> {
    const body = JSON.stringify({ id: msg.id, to: msg.to, text: msg.text, sender: msg.sender });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(this.opts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [SMS_TIMESTAMP_HEADER]: String(timestamp),
        [SMS_SIGNATURE_HEADER]: smsSignature(this.opts.secret, timestamp, body),
        [SMS_IDEMPOTENCY_HEADER]: msg.id,
      },
      body,
      // A redirect is a wrong URL, not something to follow with a signed code in the body.
      redirect: 'manual',
      signal,
    });
    if (res.ok) {
      await res.arrayBuffer().catch(() => undefined);
      return { status: 'sent' };
    }
    const excerpt = await bodyExcerpt(res);
    return resultOfStatus(res.status, `HTTP ${res.status}${excerpt ? `: ${excerpt}` : ''}`);
  }
}
