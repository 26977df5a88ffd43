/**
 * What every SMS transport speaks (docs/sms.md). A message carries its own id, which the outbox keeps
 * across retries: a relay that remembers ids (the `http` transport's Idempotency-Key) sends it once.
 */
export type SmsMessage = { id: string; to: string; text: string; sender: string };

/**
 * A send's outcome: `sent` (the gateway took it), `refused` (it never will: a bad number, a sender
 * not registered, bad keys; not retried) or `retry` (no answer, a timeout, 408, 429, 5xx).
 */
export type SmsResult = { status: 'sent'; providerId?: string } | { status: 'refused' | 'retry'; error: string };

export interface SmsTransport {
  readonly name: string;
  /** Sends one message; `signal` aborts it at the outbox's timeout (the outbox retries a throw). */
  send(msg: SmsMessage, signal: AbortSignal): Promise<SmsResult>;
}

/** An HTTP status read the same way by every HTTP transport: 2xx sent, 408/429/5xx retried, other answers refused. */
export function resultOfStatus(status: number, error: string): SmsResult {
  if (status >= 200 && status < 300) return { status: 'sent' };
  if (status === 408 || status === 429 || status >= 500) return { status: 'retry', error };
  return { status: 'refused', error };
}

/** The start of a response body, for an error message (a gateway's HTML error page is not worth more). */
export async function bodyExcerpt(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** A phone number as logs show it: enough to tell numbers apart, not enough to call. */
export const maskPhone = (phone: string) => (phone.length > 6 ? `${phone.slice(0, 3)}****${phone.slice(-3)}` : '****');
