import { setTimeout as sleep } from 'node:timers/promises';
import { signedHeaders } from '../../payments/signing';

/**
 * How the sandbox aggregator reaches the site's seamless wallet: signed HTTP exactly as an external
 * aggregator sends it (POST /api/games/wallet/<provider>/<op>, JSON body, x-timestamp and
 * x-signature = "sha256=" + HMAC-SHA256(secret, timestamp + "." + raw body)). The transport is
 * injected: in the app it is the server itself (app.inject), in tests a wrapper that can lose,
 * delay or repeat deliveries.
 */
type WalletOp = 'balance' | 'bet' | 'win' | 'rollback';

export interface TransportRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface TransportResponse {
  statusCode: number;
  body: string;
}
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

export interface WalletReply {
  error: number;
  message: string;
  data?: { balance?: number; txn_id?: string; amount?: number; replayed?: boolean; retryable?: boolean };
}

/** One attempt: an answer, or no answer at all (timeout, connection failure, 5xx, garbage). */
export type Attempt = { kind: 'answer'; statusCode: number; reply: WalletReply } | { kind: 'no_answer'; reason: string };

interface WalletClientOptions {
  providerId: string;
  secret: string;
  transport: Transport;
  /** How long one attempt may take before it counts as lost. */
  timeoutMs?: number;
  /** Pause before retry n (n = 1, 2, ...): backoffMs x n. */
  backoffMs?: number;
  now?: () => Date;
}

class Timeout extends Error {}

export class WalletClient {
  readonly timeoutMs: number;
  readonly backoffMs: number;
  constructor(private readonly opts: WalletClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? 5_000;
    this.backoffMs = opts.backoffMs ?? 200;
  }

  /** One signed delivery (signed at send time, as each retry of a real aggregator is). */
  async send(op: WalletOp, payload: Record<string, unknown>): Promise<Attempt> {
    const body = JSON.stringify(payload);
    const headers = signedHeaders(this.opts.secret, body, this.opts.now?.() ?? new Date());
    const path = `/api/games/wallet/${this.opts.providerId}/${op}`;
    let timer: NodeJS.Timeout | undefined;
    try {
      const res = await Promise.race([
        this.opts.transport({ path, headers, body }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Timeout()), this.timeoutMs);
        }),
      ]);
      if (res.statusCode >= 500) return { kind: 'no_answer', reason: `HTTP ${res.statusCode}` };
      const reply = JSON.parse(res.body) as WalletReply;
      if (typeof reply?.error !== 'number') return { kind: 'no_answer', reason: 'unreadable answer' };
      return { kind: 'answer', statusCode: res.statusCode, reply };
    } catch (e) {
      return { kind: 'no_answer', reason: e instanceof Timeout ? 'timeout' : e instanceof Error ? e.message : String(e) };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends until an answer comes that is not asking for a retry, at most `attempts` times, always
   * with the same body (so the same transaction id): the wallet answers a repeat with the first
   * result, so a lost answer is safe to ask again. The last attempt is answered either way.
   */
  async sendWithRetry(
    op: WalletOp,
    payload: Record<string, unknown>,
    attempts: number,
    retryOn: (reply: WalletReply) => boolean = () => false,
  ): Promise<{ last: Attempt; attempts: number }> {
    let last: Attempt = { kind: 'no_answer', reason: 'not sent' };
    for (let i = 1; i <= attempts; i++) {
      last = await this.send(op, payload);
      if (last.kind === 'answer' && !retryOn(last.reply)) return { last, attempts: i };
      if (i < attempts) await sleep(this.backoffMs * i);
    }
    return { last, attempts };
  }
}
