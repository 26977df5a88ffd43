import { setTimeout as sleep } from 'node:timers/promises';
import { bahtToSatang } from '@contract/money';
import { SandboxCallbackBody } from '@contract/payments';
import type { CallbackEvent, CreatedPayment, CreatePaymentInput, PaymentGateway, RawCallback, SubChannel } from './gateway';
import { formatAmount, promptPayPayload } from './promptpay';
import { signedHeaders, verifiedJson } from './signing';

const SANDBOX_SUB_CHANNEL: SubChannel = { id: 1, name: 'พร้อมเพย์ QR (ระบบทดสอบ)' };

/**
 * The sandbox gateway: a real PromptPay payload for the agent's id, and the same signed callback
 * protocol a live gateway uses, so the whole deposit flow runs on one machine. Its "payment" is an
 * operator action (POST /api/admin/payments/sandbox/:reference/pay) that sends the callback over HTTP.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  subChannels(): SubChannel[] {
    return [SANDBOX_SUB_CHANNEL];
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return {
      payload: promptPayPayload({ promptPayId: input.promptPayId, amountSatang: input.amountSatang, reference: input.reference }),
      gatewayRef: `sbx_${input.reference}`,
    };
  }

  parseCallback(req: RawCallback): CallbackEvent {
    const b = verifiedJson({ secret: this.secret, rawBody: req.rawBody, headers: req.headers, now: req.now }, SandboxCallbackBody);
    return {
      callbackId: b.callback_id,
      reference: b.reference,
      gatewayRef: b.gateway_ref ?? null,
      amountSatang: bahtToSatang(Number(b.amount)),
      paidAt: new Date(b.paid_at),
    };
  }

  /** The callback the sandbox sends for a paid QR: the raw JSON body and its signed headers. */
  buildCallback(p: { callbackId: string; reference: string; amountSatang: number; paidAt: Date }): string {
    return JSON.stringify({
      callback_id: p.callbackId,
      reference: p.reference,
      gateway_ref: `sbx_${p.reference}`,
      status: 'paid',
      amount: formatAmount(p.amountSatang),
      paid_at: p.paidAt.toISOString(),
    });
  }

  /** Headers for one delivery attempt (signed at send time, as a live gateway does on each retry). */
  sign(rawBody: string, now: Date = new Date()): Record<string, string> {
    return signedHeaders(this.secret, rawBody, now);
  }
}

export type Delivery = { statusCode: number; body: string };

/**
 * Delivers a callback until the receiver answers 2xx, at most `attempts` times, waiting a little
 * longer before each retry. Every attempt carries the same callback id, so a receiver that did the
 * work but failed to answer credits nothing twice.
 */
export async function deliverWithRetry(send: () => Promise<Delivery>, opts: { attempts?: number; backoffMs?: number } = {}) {
  const attempts = opts.attempts ?? 3;
  let last: Delivery = { statusCode: 0, body: '' };
  for (let i = 1; i <= attempts; i++) {
    try {
      last = await send();
      if (last.statusCode >= 200 && last.statusCode < 300) return { attempts: i, delivered: true, last };
    } catch (e) {
      last = { statusCode: 0, body: e instanceof Error ? e.message : String(e) };
    }
    if (i < attempts) await sleep((opts.backoffMs ?? 100) * i);
  }
  return { attempts, delivered: false, last };
}
