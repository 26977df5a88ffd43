import type { SmsMessage, SmsResult, SmsTransport } from './transport';

type SentSms = { id: string; phone: string; text: string; sender: string; at: Date };

/** Tests: every message sent is kept, in order, for the test to read. */
export class MemorySmsTransport implements SmsTransport {
  readonly name = 'memory';
  readonly sent: SentSms[] = [];

  async send(msg: SmsMessage): Promise<SmsResult> {
    this.sent.push({ id: msg.id, phone: msg.to, text: msg.text, sender: msg.sender, at: new Date() });
    return { status: 'sent' };
  }

  /** The messages sent to one phone, oldest first. */
  to(phone: string): SentSms[] {
    return this.sent.filter((m) => m.phone === phone);
  }
}
