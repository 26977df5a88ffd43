import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createSmsTransport, LogSmsTransport, MemorySmsTransport } from './sms';

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

describe('SMS transports', () => {
  it("'log' writes the phone and text to the app log", async () => {
    const log = fakeLog();
    const sms = createSmsTransport('log', log);
    expect(sms).toBeInstanceOf(LogSmsTransport);
    await sms.send('0812345678', 'รหัส OTP 123456');
    expect(log.info).toHaveBeenCalledWith({ sms: { phone: '0812345678', text: 'รหัส OTP 123456' } }, expect.any(String));
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("warns when the 'log' transport is used in production", () => {
    const log = fakeLog();
    createSmsTransport('log', log, 'production');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("'memory' keeps what was sent, per phone", async () => {
    const sms = createSmsTransport('memory', fakeLog());
    expect(sms).toBeInstanceOf(MemorySmsTransport);
    await sms.send('0811111111', 'one');
    await sms.send('0822222222', 'two');
    await sms.send('0811111111', 'three');
    const memory = sms as MemorySmsTransport;
    expect(memory.sent.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    expect(memory.to('0811111111').map((m) => m.text)).toEqual(['one', 'three']);
  });

  it('refuses an unknown transport name at start', () => {
    expect(() => createSmsTransport('carrier-pigeon', fakeLog())).toThrow(/SMS_TRANSPORT "carrier-pigeon"/);
  });
});
