import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpSmsTransport, type MemorySmsTransport, ThaiBulkSmsTransport } from '../../lib/sms';
import { createTestApp, engineName, type SmsStub, type StubAnswer, startSmsStub, type TestContext } from '../../test';
import { drainSmsOutbox, enqueueSms, smsRetryDelayMs } from '.';
import { createSmsOutbox } from './outbox';

const SECRET = 'relay-secret-0123456789';
const CONFIG = { sender: 'GOLD888', timeoutMs: 300, maxAttempts: 5 };
// Each test's start: a whole second a little ahead of the clock, so rows written now (next_at = now()) are due at T0.
let T0 = new Date();
const at = (ms: number) => new Date(T0.getTime() + ms);

let serial = 0;
/** A message with a fresh key and phone, its code good for 5 minutes from T0. */
const message = (over: { key?: string; expiresAt?: Date } = {}) => {
  serial += 1;
  return {
    key: over.key ?? `test:${serial}`,
    purpose: 'reset_password',
    phone: `0891${String(serial).padStart(6, '0')}`,
    text: `รหัส OTP ${String(100000 + serial)}`,
    expiresAt: over.expiresAt ?? at(300_000),
  };
};

/**
 * A relay as docs/sms.md describes one: it remembers Idempotency-Keys, so a message retried after a
 * lost answer reaches the phone once. `delivered` is what phones received.
 */
async function relay(answer: (n: number) => StubAnswer = () => ({})) {
  const delivered: { id: string; to: string; text: string }[] = [];
  const seen = new Set<string>();
  const stub = await startSmsStub((req, n) => {
    const a = answer(n);
    const key = String(req.headers['idempotency-key']);
    if ((a.status ?? 200) < 300 && !seen.has(key)) {
      seen.add(key);
      delivered.push(JSON.parse(req.body));
    }
    return a;
  });
  return { stub, delivered };
}

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe(`SMS outbox (${engineName()})`, () => {
  let t: TestContext;
  let stub: SmsStub | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    T0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 10_000);
    await t.handle.db.deleteFrom('sms_outbox').execute();
  });
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  const db = () => t.handle.db;
  const row = (key: string) => db().selectFrom('sms_outbox').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();
  const httpTo = (s: SmsStub) => new HttpSmsTransport({ url: `${s.url}/sms`, secret: SECRET });

  it('sends a message once: sent, its text forgotten, nothing sent again', async () => {
    const r = await relay();
    stub = r.stub;
    const m = message();
    expect(await enqueueSms(db(), m)).toBe(true);
    const before = await row(m.key);
    expect(before).toMatchObject({ status: 'pending', body: m.text, attempts: 0 });

    const log = fakeLog();
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0, { log })).toEqual({ sent: 1, retried: 0, failed: 0, expired: 0 });
    expect(r.delivered).toEqual([{ id: before.message_id, to: m.phone, text: m.text, sender: 'GOLD888' }]);
    expect(stub.requests[0].headers['idempotency-key']).toBe(before.message_id);
    expect(await row(m.key)).toMatchObject({ status: 'sent', body: null, attempts: 1, last_error: null });
    // The log names the message, never its text or the whole number.
    expect(JSON.stringify(log.info.mock.calls)).not.toContain(m.text);
    expect(JSON.stringify(log.info.mock.calls)).not.toContain(m.phone);

    await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(60_000));
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a slow gateway after its timeout with the same Idempotency-Key: the member gets one message', async () => {
    // The first answer comes after the 300 ms timeout (the relay took it meanwhile), the second at once.
    const r = await relay((n) => (n === 1 ? { delayMs: 700 } : {}));
    stub = r.stub;
    const m = message();
    await enqueueSms(db(), m);
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0)).toMatchObject({ sent: 0, retried: 1, nextAt: at(smsRetryDelayMs(1)) });
    expect(await row(m.key)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 300 ms', next_at: at(2_000) });
    // Not due before its backoff.
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(1_000))).toMatchObject({ sent: 0, retried: 0 });
    await new Promise((done) => setTimeout(done, 500));
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(2_000))).toMatchObject({ sent: 1 });
    const keys = stub.requests.map((q) => q.headers['idempotency-key']);
    expect(keys).toEqual([(await row(m.key)).message_id, (await row(m.key)).message_id]);
    expect(r.delivered).toHaveLength(1);
    expect(await row(m.key)).toMatchObject({ status: 'sent', body: null, attempts: 2 });
  });

  it('does not retry a refused message (4xx): failed, logged, its text forgotten', async () => {
    stub = await startSmsStub(() => ({ status: 400, body: 'unknown number' }));
    const m = message();
    await enqueueSms(db(), m);
    const log = fakeLog();
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0, { log })).toMatchObject({ sent: 0, retried: 0, failed: 1 });
    expect(await row(m.key)).toMatchObject({ status: 'failed', body: null, attempts: 1, last_error: 'HTTP 400: unknown number' });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ error: 'HTTP 400: unknown number', status: 'failed' }),
      'sms refused by the gateway',
    );
    await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(60_000));
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a server error (5xx) and a 429 with backoff, then sends', async () => {
    const statuses = [503, 429, 200];
    const r = await relay((n) => ({ status: statuses[n - 1] }));
    stub = r.stub;
    const m = message();
    await enqueueSms(db(), m);
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0)).toMatchObject({ retried: 1 });
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(2_000))).toMatchObject({ retried: 1, nextAt: at(2_000 + 4_000) });
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(6_000))).toMatchObject({ sent: 1 });
    expect(r.delivered).toHaveLength(1);
    expect(await row(m.key)).toMatchObject({ status: 'sent', attempts: 3, body: null });
  });

  it('gives up after the maximum tries', async () => {
    stub = await startSmsStub(() => ({ status: 500 }));
    const m = message();
    await enqueueSms(db(), m);
    const config = { ...CONFIG, maxAttempts: 2 };
    expect(await drainSmsOutbox(db(), httpTo(stub), config, T0)).toMatchObject({ retried: 1 });
    expect(await drainSmsOutbox(db(), httpTo(stub), config, at(2_000))).toMatchObject({ retried: 0, failed: 1 });
    expect(await row(m.key)).toMatchObject({ status: 'failed', body: null, attempts: 2, last_error: 'HTTP 500: {"ok":true}' });
    await drainSmsOutbox(db(), httpTo(stub), config, at(60_000));
    expect(stub.requests).toHaveLength(2);
  });

  it('never sends a code after it expired, nor retries past its expiry', async () => {
    stub = await startSmsStub(() => ({ status: 503 }));
    const late = message({ expiresAt: at(1_000) });
    await enqueueSms(db(), late);
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, at(1_000))).toMatchObject({ sent: 0, expired: 1 });
    expect(await row(late.key)).toMatchObject({ status: 'expired', body: null, attempts: 0 });
    expect(stub.requests).toHaveLength(0);

    // Its next try would come after the code expired: given up as expired at once.
    const soon = message({ expiresAt: at(1_500) });
    await enqueueSms(db(), soon);
    expect(await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0)).toMatchObject({ retried: 0, expired: 1 });
    expect(await row(soon.key)).toMatchObject({ status: 'expired', body: null, attempts: 1, last_error: 'HTTP 503: {"ok":true}' });
  });

  it('adds nothing for a duplicate enqueue (the same key): one message is sent', async () => {
    const r = await relay();
    stub = r.stub;
    const m = message();
    expect(await enqueueSms(db(), m)).toBe(true);
    expect(await enqueueSms(db(), { ...m, text: 'another text' })).toBe(false);
    await drainSmsOutbox(db(), httpTo(stub), CONFIG, T0);
    expect(stub.requests).toHaveLength(1);
    expect(r.delivered.map((d) => d.text)).toEqual([m.text]);
  });

  it('sends each message once when drains run at once (skip locked claims)', async () => {
    const r = await relay(() => ({ delayMs: 50 }));
    stub = r.stub;
    const keys = [];
    for (let i = 0; i < 12; i++) {
      const m = message();
      keys.push(m.key);
      await enqueueSms(db(), m);
    }
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => drainSmsOutbox(db(), httpTo(stub as SmsStub), { ...CONFIG, timeoutMs: 5_000 }, T0, { batch: 4 })),
    );
    // Another pass takes what the first four left.
    await drainSmsOutbox(db(), httpTo(stub), { ...CONFIG, timeoutMs: 5_000 }, T0);
    expect(results.reduce((n, x) => n + x.sent, 0)).toBeGreaterThan(0);
    const ids = stub.requests.map((q) => q.headers['idempotency-key']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const rows = await db().selectFrom('sms_outbox').select(['status', 'attempts']).where('dedupe_key', 'in', keys).execute();
    expect(rows.every((x) => x.status === 'sent' && x.attempts === 1)).toBe(true);
  });

  it('the kicker sends right after an enqueue and retries on its own timer', async () => {
    const r = await relay((n) => ({ status: n === 1 ? 503 : 200 }));
    stub = r.stub;
    const outbox = createSmsOutbox({
      db: db(),
      transport: httpTo(stub),
      config: { ...t.config.sms, ...CONFIG, timeoutMs: 2_000 },
      log: fakeLog(),
    });
    const m = message({ expiresAt: new Date(Date.now() + 300_000) });
    await enqueueSms(db(), m);
    outbox.kick();
    outbox.kick(); // a kick while a pass runs asks for one more pass, not a second at once
    await outbox.idle();
    expect(stub.requests).toHaveLength(1);
    expect((await row(m.key)).status).toBe('pending');
    // The retry comes by itself after its 2 s backoff.
    await vi.waitFor(async () => expect((await row(m.key)).status).toBe('sent'), { timeout: 6_000, interval: 200 });
    expect(r.delivered).toHaveLength(1);
    await outbox.close();
  });

  it('speaks ThaiBulkSMS to its stub through the outbox: taken, refused', async () => {
    stub = await startSmsStub((req) =>
      new URLSearchParams(req.body).get('msisdn') === '0890000000'
        ? { status: 400, body: { error: { code: 107, name: 'SENDER_NOT_FOUND', description: 'Sender name is not approved' } } }
        : {
            status: 201,
            body: {
              phone_number_list: [{ number: `66${new URLSearchParams(req.body).get('msisdn')?.slice(1)}`, message_id: 'tbs-1' }],
              bad_phone_number_list: [],
            },
          },
    );
    const tbs = new ThaiBulkSmsTransport({ url: stub.url, apiKey: 'k', apiSecret: 's' });
    const good = message();
    const bad = { ...message(), phone: '0890000000' };
    await enqueueSms(db(), good);
    await enqueueSms(db(), bad);
    expect(await drainSmsOutbox(db(), tbs, CONFIG, T0)).toMatchObject({ sent: 1, failed: 1 });
    expect(await row(good.key)).toMatchObject({ status: 'sent', provider_id: 'tbs-1', body: null });
    expect(await row(bad.key)).toMatchObject({
      status: 'failed',
      body: null,
      last_error: 'HTTP 400 107 SENDER_NOT_FOUND: Sender name is not approved',
    });
  });

  it("keeps nothing after 30 days; the app's own outbox sends with the configured transport", async () => {
    const m = message();
    await enqueueSms(db(), m);
    const memory = t.app.sms as MemorySmsTransport;
    t.app.smsOutbox.kick();
    await t.app.smsOutbox.idle();
    expect(memory.to(m.phone).map((x) => x.text)).toEqual([m.text]);
    await drainSmsOutbox(db(), memory, CONFIG, new Date(Date.now() + 31 * 86400_000));
    expect(await db().selectFrom('sms_outbox').select('id').where('dedupe_key', '=', m.key).execute()).toEqual([]);
  });
});
