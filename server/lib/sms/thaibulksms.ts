import { resultOfStatus, type SmsMessage, type SmsResult, type SmsTransport } from './transport';

export type ThaiBulkSmsOptions = { url: string; apiKey: string; apiSecret: string; force?: 'standard' | 'corporate' };

/** The parts of ThaiBulkSMS's answers read here (its send API, version 2). */
type SendAnswer = {
  phone_number_list?: { number?: string; message_id?: string }[];
  bad_phone_number_list?: { number?: string; message?: string }[];
};
type ErrorAnswer = { error?: { code?: number | string; name?: string; description?: string } | string };

const parse = <T>(text: string): T | undefined => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** ThaiBulkSMS's error object in words (`HTTP 400 <code> <name>: <description>`), or the body's start. */
async function errorOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  const e = parse<ErrorAnswer>(text)?.error;
  if (e && typeof e === 'object') {
    const head = [e.code, e.name].filter((x) => x !== undefined && x !== '').join(' ');
    return `HTTP ${res.status}${head ? ` ${head}` : ''}${e.description ? `: ${e.description}` : ''}`;
  }
  if (typeof e === 'string') return `HTTP ${res.status}: ${e}`;
  return `HTTP ${res.status}: ${text.replace(/\s+/g, ' ').trim().slice(0, 300)}`;
}

/**
 * SMS_TRANSPORT=thaibulksms: ThaiBulkSMS's send API spoken natively (docs/sms.md). One
 * `POST <THAIBULKSMS_URL>/sms`, HTTP Basic auth with the API key and secret, a form body of
 * `msisdn`, `message`, `sender` (and `force` when THAIBULKSMS_FORCE names the credit type). A 2xx
 * answer lists the number under `phone_number_list` (sent, with its `message_id`) or under
 * `bad_phone_number_list` (refused: not a number it can send to). A 4xx (bad keys, a sender not
 * registered, no credit) is refused; 408, 429 and 5xx are retried. ThaiBulkSMS takes no idempotency
 * key: a request that timed out after it was taken may be sent twice, the price of never losing one.
 */
export class ThaiBulkSmsTransport implements SmsTransport {
  readonly name = 'thaibulksms';
  private readonly auth: string;
  constructor(private readonly opts: ThaiBulkSmsOptions) {
    this.auth = `Basic ${Buffer.from(`${opts.apiKey}:${opts.apiSecret}`).toString('base64')}`;
  }

  async send(msg: SmsMessage, signal: AbortSignal): Promise<SmsResult> {
    const form = new URLSearchParams({ msisdn: msg.to, message: msg.text, sender: msg.sender });
    if (this.opts.force) form.set('force', this.opts.force);
    const res = await fetch(`${this.opts.url}/sms`, {
      method: 'POST',
      headers: { authorization: this.auth, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
      signal,
    });
    if (!res.ok) return resultOfStatus(res.status, await errorOf(res));
    const answer = parse<SendAnswer>(await res.text().catch(() => ''));
    const taken = answer?.phone_number_list?.find((p) => p.number === undefined || sameNumber(p.number, msg.to));
    const bad = answer?.bad_phone_number_list?.[0];
    if (!taken && bad) return { status: 'refused', error: `bad phone number ${bad.number ?? ''}: ${bad.message ?? 'refused'}`.trim() };
    // Taken. A 2xx without the list (or without JSON) is taken too: retrying it could send the code twice.
    return { status: 'sent', providerId: taken?.message_id };
  }
}

/** ThaiBulkSMS answers numbers as 66XXXXXXXXX or 0XXXXXXXXX: the last nine digits tell them apart. */
const sameNumber = (a: string, b: string) => a.replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);
