import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsResult, SmsTransport } from './transport';

/** Development: the text goes to the app log (refused in production without SMS_ALLOW_LOG=1). */
export class LogSmsTransport implements SmsTransport {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(msg: SmsMessage): Promise<SmsResult> {
    this.log.info({ sms: { id: msg.id, phone: msg.to, sender: msg.sender, text: msg.text } }, 'sms sent (log transport)');
    return { status: 'sent' };
  }
}
