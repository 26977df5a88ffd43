import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { verifiedJson } from '../../payments/signing';
import { type SmsStub, type StubAnswer, startSmsStub } from '../../test/sms-stub';
import { createSmsTransport, HttpSmsTransport, LogSmsTransport, MemorySmsTransport, ThaiBulkSmsTransport } from '.';

const SECRET = 'relay-secret-0123456789';
const MSG = { id: '6f1c3a52-8d6e-4a57-9a43-2b0c6c1d9e11', to: '0812345678', text: 'รหัส OTP 123456', sender: 'GOLD888' };
const signal = () => AbortSignal.timeout(2_000);

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

let stub: SmsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});
const serve = async (answer: (n: number) => StubAnswer) => {
  stub = await startSmsStub((_req, n) => answer(n));
  return stub;
};

describe('the http transport (a signed POST to a relay)', () => {
  it('posts { id, to, text, sender } signed as the server verifies signed messages, with Idempotency-Key = the id', async () => {
    const s = await serve(() => ({ status: 200 }));
    const sms = new HttpSmsTransport({ url: `${s.url}/relay/sms`, secret: SECRET });
    expect(await sms.send(MSG, signal())).toEqual({ status: 'sent' });
    const [req] = s.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/relay/sms');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['idempotency-key']).toBe(MSG.id);
    expect(JSON.parse(req.body)).toEqual(MSG);
    // The relay checks it with the same scheme as server/payments/signing.ts (x-timestamp, x-signature).
    const body = verifiedJson(
      { secret: SECRET, rawBody: Buffer.from(req.body), headers: req.headers },
      z.object({ id: z.string(), to: z.string(), text: z.string(), sender: z.string() }),
    );
    expect(body).toEqual(MSG);
    expect(() =>
      verifiedJson({ secret: 'another-secret-0000000', rawBody: Buffer.from(req.body), headers: req.headers }, z.any()),
    ).toThrow();
  });

  it('reads 2xx as sent, 408, 429 and 5xx as retry, any other answer as refused', async () => {
    const statuses = [201, 400, 401, 408, 422, 429, 500, 503, 302];
    const s = await serve((n) => ({ status: statuses[n - 1], body: statuses[n - 1] === 400 ? 'unknown number' : { error: 'x' } }));
    const sms = new HttpSmsTransport({ url: s.url, secret: SECRET });
    const got = [];
    for (const _ of statuses) got.push(await sms.send(MSG, signal()));
    expect(got.map((r) => r.status)).toEqual(['sent', 'refused', 'refused', 'retry', 'refused', 'retry', 'retry', 'retry', 'refused']);
    // The relay's words go to the log and the row's last_error.
    expect(got[1]).toEqual({ status: 'refused', error: 'HTTP 400: unknown number' });
  });

  it('throws when no answer comes in time (the outbox retries it)', async () => {
    const s = await serve(() => ({ delayMs: 1_000 }));
    const sms = new HttpSmsTransport({ url: s.url, secret: SECRET });
    await expect(sms.send(MSG, AbortSignal.timeout(100))).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe("the thaibulksms transport (ThaiBulkSMS's send API)", () => {
  const OPTS = { apiKey: 'tbs-key', apiSecret: 'tbs-secret' };
  const accepted = (number = '66812345678') => ({
    status: 201,
    body: {
      remaining_credit: 99,
      total_use_credit: 1,
      credit_type: 'corporate',
      phone_number_list: [{ number, message_id: 'tbs-msg-1', used_credit: 1 }],
      bad_phone_number_list: [],
    },
  });

  it('posts a form of msisdn, message and sender to <url>/sms with Basic auth of the key and secret', async () => {
    const s = await serve(() => accepted());
    const sms = new ThaiBulkSmsTransport({ url: s.url, ...OPTS, force: 'corporate' });
    expect(await sms.send(MSG, signal())).toEqual({ status: 'sent', providerId: 'tbs-msg-1' });
    const [req] = s.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/sms');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('tbs-key:tbs-secret').toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      msisdn: '0812345678',
      message: 'รหัส OTP 123456',
      sender: 'GOLD888',
      force: 'corporate',
    });
    // Without THAIBULKSMS_FORCE the account's default credit type is used.
    await new ThaiBulkSmsTransport({ url: s.url, ...OPTS }).send(MSG, signal());
    expect(new URLSearchParams(s.requests[1].body).has('force')).toBe(false);
  });

  it('refuses a number ThaiBulkSMS lists as bad', async () => {
    const s = await serve(() => ({
      status: 201,
      body: {
        remaining_credit: 99,
        phone_number_list: [],
        bad_phone_number_list: [{ number: '0812345678', message: 'Invalid phone number' }],
      },
    }));
    const got = await new ThaiBulkSmsTransport({ url: s.url, ...OPTS }).send(MSG, signal());
    expect(got).toEqual({ status: 'refused', error: 'bad phone number 0812345678: Invalid phone number' });
  });

  it("reads its error answers: 4xx refused with ThaiBulkSMS's code, name and description; 429 and 5xx retried", async () => {
    const answers: StubAnswer[] = [
      { status: 401, body: { error: { code: 101, name: 'UNAUTHORIZED', description: 'Invalid api key or secret' } } },
      { status: 400, body: { error: { code: 107, name: 'SENDER_NOT_FOUND', description: 'Sender name is not approved' } } },
      { status: 400, body: { error: { code: 110, name: 'CREDIT_NOT_ENOUGH', description: 'Credit is not enough' } } },
      { status: 429, body: { error: { code: 429, name: 'TOO_MANY_REQUESTS', description: 'Too many requests' } } },
      { status: 502, body: '<html>Bad Gateway</html>' },
    ];
    const s = await serve((n) => answers[n - 1]);
    const sms = new ThaiBulkSmsTransport({ url: s.url, ...OPTS });
    const got = [];
    for (const _ of answers) got.push(await sms.send(MSG, signal()));
    expect(got).toEqual([
      { status: 'refused', error: 'HTTP 401 101 UNAUTHORIZED: Invalid api key or secret' },
      { status: 'refused', error: 'HTTP 400 107 SENDER_NOT_FOUND: Sender name is not approved' },
      { status: 'refused', error: 'HTTP 400 110 CREDIT_NOT_ENOUGH: Credit is not enough' },
      { status: 'retry', error: 'HTTP 429 429 TOO_MANY_REQUESTS: Too many requests' },
      { status: 'retry', error: 'HTTP 502: <html>Bad Gateway</html>' },
    ]);
  });
});

describe('log and memory, and the choice at start', () => {
  it("'log' writes the message to the app log; 'memory' keeps it per phone", async () => {
    const log = fakeLog();
    const sms = createSmsTransport({ transport: 'log', allowLog: false, http: undefined, thaibulksms: undefined }, log);
    expect(sms).toBeInstanceOf(LogSmsTransport);
    expect(await sms.send(MSG, signal())).toEqual({ status: 'sent' });
    expect(log.info).toHaveBeenCalledWith({ sms: { id: MSG.id, phone: MSG.to, sender: MSG.sender, text: MSG.text } }, expect.any(String));
    expect(log.warn).not.toHaveBeenCalled();
    // Allowed in production only with SMS_ALLOW_LOG=1: said at every start.
    createSmsTransport({ transport: 'log', allowLog: true, http: undefined, thaibulksms: undefined }, log, 'production');
    expect(log.warn).toHaveBeenCalledTimes(1);

    const memory = createSmsTransport({ transport: 'memory', allowLog: false, http: undefined, thaibulksms: undefined }, log);
    expect(memory).toBeInstanceOf(MemorySmsTransport);
    await memory.send({ ...MSG, to: '0811111111', text: 'one' }, signal());
    await memory.send({ ...MSG, to: '0822222222', text: 'two' }, signal());
    await memory.send({ ...MSG, to: '0811111111', text: 'three' }, signal());
    expect((memory as MemorySmsTransport).to('0811111111').map((m) => m.text)).toEqual(['one', 'three']);
  });

  it('makes the http and thaibulksms transports from their settings', () => {
    const base = { allowLog: false, http: undefined, thaibulksms: undefined };
    expect(
      createSmsTransport({ ...base, transport: 'http', http: { url: 'http://127.0.0.1:9', secret: SECRET } }, fakeLog()),
    ).toBeInstanceOf(HttpSmsTransport);
    expect(
      createSmsTransport(
        { ...base, transport: 'thaibulksms', thaibulksms: { url: 'http://127.0.0.1:9', apiKey: 'k', apiSecret: 's', force: undefined } },
        fakeLog(),
      ),
    ).toBeInstanceOf(ThaiBulkSmsTransport);
    expect(() => createSmsTransport({ ...base, transport: 'http' }, fakeLog())).toThrow(/SMS_HTTP_URL/);
  });
});
