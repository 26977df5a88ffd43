import type { FastifyBaseLogger } from 'fastify';
import { SMS_TRANSPORTS } from '../config';

/**
 * Outgoing SMS (password-reset codes). The transport is chosen by SMS_TRANSPORT: 'log' (development:
 * the text goes to the app log) or 'memory' (tests read what was sent). A real gateway plugs in by
 * implementing SmsTransport and adding a case to createSmsTransport.
 */
export interface SmsTransport {
  send(phone: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsTransport;
  }
}

export class LogSmsTransport implements SmsTransport {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, text: string): Promise<void> {
    this.log.info({ sms: { phone, text } }, 'sms sent (log transport)');
  }
}

type SentSms = { phone: string; text: string; at: Date };

export class MemorySmsTransport implements SmsTransport {
  readonly sent: SentSms[] = [];

  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text, at: new Date() });
  }

  /** The messages sent to one phone, oldest first. */
  to(phone: string): SentSms[] {
    return this.sent.filter((m) => m.phone === phone);
  }
}

export function createSmsTransport(name: string, log: FastifyBaseLogger, nodeEnv = 'development'): SmsTransport {
  switch (name) {
    case 'log':
      // One-time codes in a production log would let anyone with log access reset passwords.
      if (nodeEnv === 'production') log.warn('SMS_TRANSPORT=log in production: one-time codes are written to the log');
      return new LogSmsTransport(log);
    case 'memory':
      return new MemorySmsTransport();
    default:
      throw new Error(`SMS_TRANSPORT "${name}" is unknown (use one of: ${SMS_TRANSPORTS.join(', ')})`);
  }
}
