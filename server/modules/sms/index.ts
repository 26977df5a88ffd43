/**
 * The SMS outbox's front door (docs/sms.md): `enqueueSms` (called inside the transaction that makes
 * a code), the per-process kicker the app decorates as `app.smsOutbox`, and the drain the job runs.
 */
export { drainSmsOutbox, type SmsDrainResult, smsRetryDelayMs } from './drain';
export { enqueueSms, type SmsToSend } from './enqueue';
export { createSmsOutbox, type SmsOutbox } from './outbox';
