import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSignature } from '../../lib/sms';
import { createTestApp, engineName, get, post, type SmsStub, startSmsStub, type TestContext, testConfig } from '../../test';
import { login, registerMember, uniqueIds } from './test-support';

const SECRET = 'relay-secret-for-tests-0001';

/** The password reset through the outbox and the `http` transport, against a local relay stub (docs/sms.md). */
describe(`password reset by SMS through a relay (${engineName()})`, () => {
  let t: TestContext;
  let stub: SmsStub;
  // The relay answers 503 once for the phone in `flaky`, then 200.
  const flaky = new Set<string>();
  beforeAll(async () => {
    stub = await startSmsStub((req) => {
      const to = JSON.parse(req.body).to as string;
      if (flaky.delete(to)) return { status: 503 };
      return { status: 200 };
    });
    const sms = testConfig().sms;
    t = await createTestApp({
      rateLimits: false,
      sms: { ...sms, transport: 'http', sender: 'LUCKY', http: { url: `${stub.url}/sms/send`, secret: SECRET } },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const toPhone = (phone: string) => stub.requests.filter((r) => JSON.parse(r.body).to === phone);
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

  it('request a code -> the relay receives the signed text with the code -> the code resets the password', async () => {
    const m = await registerMember(t);
    const started = Date.now();
    const res = await post(t, '/api/reset_password', { phone: m.phone });
    expect(res.json()).toMatchObject({ error: 0, data: { expires_in: 300, resend_in: 60 } });
    await t.app.smsOutbox.idle();
    // Sent right after the answer (kicked), not at the job's next turn.
    expect(Date.now() - started).toBeLessThan(5_000);
    const [req] = toPhone(m.phone);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/sms/send');
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ to: m.phone, sender: 'LUCKY' });
    expect(body.text).toContain('5 นาที');
    expect(req.headers['idempotency-key']).toBe(body.id);
    expect(req.headers['x-signature']).toBe(smsSignature(SECRET, String(req.headers['x-timestamp']), req.body));

    // The outbox forgot the text once it was sent: the code is stored only hashed.
    const row = await t.handle.db.selectFrom('sms_outbox').selectAll().where('phone', '=', m.phone).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', body: null, message_id: body.id, attempts: 1 });

    expect(
      (await post(t, '/api/reset_password_v2', { phone: m.phone, otp: codeIn(body.text), new_password: 'fromrelay77' })).json().error,
    ).toBe(0);
    expect((await get(t, '/api/get_user_info', m.token)).statusCode).toBe(401);
    expect((await login(t, m.phone, 'fromrelay77')).json().error).toBe(0);
  });

  it('a relay error is retried by itself under the same message id, and the code still works', async () => {
    const m = await registerMember(t);
    flaky.add(m.phone);
    await post(t, '/api/reset_password', { phone: m.phone });
    await t.app.smsOutbox.idle();
    expect(toPhone(m.phone)).toHaveLength(1);
    // The kicker's own timer retries after the 2 s backoff (no scheduler runs in tests).
    await expect.poll(() => toPhone(m.phone).length, { timeout: 8_000, interval: 200 }).toBe(2);
    const [first, second] = toPhone(m.phone);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    await t.app.smsOutbox.idle();
    const code = codeIn(JSON.parse(second.body).text);
    expect((await post(t, '/api/reset_password_v2', { phone: m.phone, otp: code, new_password: 'retried555' })).json().error).toBe(0);
  });

  it('sends nothing to a phone that is not a member, and the answer is the same', async () => {
    const stranger = uniqueIds().phone;
    const m = await registerMember(t);
    const [a, b] = [await post(t, '/api/reset_password', { phone: stranger }), await post(t, '/api/reset_password', { phone: m.phone })];
    expect(a.json()).toEqual(b.json());
    await t.app.smsOutbox.idle();
    expect(toPhone(stranger)).toHaveLength(0);
    expect(toPhone(m.phone)).toHaveLength(1);
  });
});
