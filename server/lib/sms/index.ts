import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { HttpSmsTransport } from './http';
import { LogSmsTransport } from './log';
import { MemorySmsTransport } from './memory';
import { ThaiBulkSmsTransport } from './thaibulksms';
import type { SmsTransport } from './transport';

/**
 * Outgoing SMS (password-reset codes), docs/sms.md. The transport is chosen by SMS_TRANSPORT; the
 * outbox (server/modules/sms) owns retries, timeouts and exactly-once, a transport only sends.
 */
export { HttpSmsTransport, SMS_IDEMPOTENCY_HEADER, SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, smsSignature } from './http';
export { LogSmsTransport } from './log';
export { MemorySmsTransport } from './memory';
export { ThaiBulkSmsTransport } from './thaibulksms';
export { maskPhone, type SmsMessage, type SmsResult, type SmsTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsTransport;
  }
}

/** The configured transport. loadConfig has already refused a transport without its variables. */
export function createSmsTransport(
  config: Pick<SmsConfig, 'transport' | 'http' | 'thaibulksms' | 'allowLog'>,
  log: FastifyBaseLogger,
  nodeEnv = 'development',
): SmsTransport {
  switch (config.transport) {
    case 'log':
      // Only with SMS_ALLOW_LOG=1 in production (server/main.ts refuses otherwise): say it at every start.
      if (nodeEnv === 'production') log.warn('SMS_TRANSPORT=log in production: one-time codes are written to the log and reach nobody');
      return new LogSmsTransport(log);
    case 'memory':
      return new MemorySmsTransport();
    case 'http':
      if (!config.http) throw new Error('SMS_TRANSPORT=http needs SMS_HTTP_URL and SMS_HTTP_SECRET');
      return new HttpSmsTransport(config.http);
    case 'thaibulksms':
      if (!config.thaibulksms) throw new Error('SMS_TRANSPORT=thaibulksms needs THAIBULKSMS_API_KEY and THAIBULKSMS_API_SECRET');
      return new ThaiBulkSmsTransport(config.thaibulksms);
  }
}
