import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, post, type TestContext } from '../../test';
import { RATE_LIMITS } from './limits';
import { counts, lastCode, registerMember, registration, uniqueIds } from './test-support';

const TOO_MANY = { error: 7, message: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' };

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

let ipSerial = 0;
/** A client address no other test has used. */
const freshIp = () => {
  ipSerial += 1;
  return `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial & 255}`;
};

describe(`account rate limits (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(async () => t.close());

  it('limits login attempts from one IP, whatever the phone', async () => {
    const ip = freshIp();
    const { max } = RATE_LIMITS.login.ip;
    for (let i = 0; i < max; i++) {
      const res = await post(t, '/api/login', { phone: uniqueIds().phone, password: 'guess1234' }, undefined, { remoteAddress: ip });
      expect(res.json().error).toBe(1002);
    }
    const m = await registerMember(t, {}, freshIp());
    const before = await counts(t);
    expectLimited(await post(t, '/api/login', { phone: m.phone, password: m.password }, undefined, { remoteAddress: ip }));
    expect(await counts(t)).toEqual(before);
    // Another client is not held back.
    expect(
      (await post(t, '/api/login', { phone: m.phone, password: m.password }, undefined, { remoteAddress: freshIp() })).json().error,
    ).toBe(0);
  });

  it('limits login attempts on one account, from however many IPs', async () => {
    const m = await registerMember(t, {}, freshIp());
    const { max } = RATE_LIMITS.login.account;
    for (let i = 0; i < max; i++) {
      const res = await post(t, '/api/login', { phone: m.phone, password: 'guess1234' }, undefined, { remoteAddress: freshIp() });
      expect(res.json().error).toBe(1002);
    }
    // The right password does not get through either, and a dashed spelling of the phone counts as the same account.
    expectLimited(await post(t, '/api/login', { phone: m.phone, password: m.password }, undefined, { remoteAddress: freshIp() }));
    expectLimited(
      await post(t, '/api/login', { phone: `${m.phone.slice(0, 3)}-${m.phone.slice(3)}`, password: m.password }, undefined, {
        remoteAddress: freshIp(),
      }),
    );
    const other = await registerMember(t, {}, freshIp());
    expect(
      (await post(t, '/api/login', { phone: other.phone, password: other.password }, undefined, { remoteAddress: freshIp() })).json().error,
    ).toBe(0);
  });

  it('limits password-reset requests per phone and per IP', async () => {
    const m = await registerMember(t, {}, freshIp());
    const perPhone = RATE_LIMITS.reset_password.account.max;
    for (let i = 0; i < perPhone; i++) {
      expect((await post(t, '/api/reset_password', { phone: m.phone }, undefined, { remoteAddress: freshIp() })).json().error).toBe(0);
    }
    expectLimited(await post(t, '/api/reset_password', { phone: m.phone }, undefined, { remoteAddress: freshIp() }));

    const ip = freshIp();
    const perIp = RATE_LIMITS.reset_password.ip.max;
    for (let i = 0; i < perIp; i++) {
      expect((await post(t, '/api/reset_password', { phone: uniqueIds().phone }, undefined, { remoteAddress: ip })).json().error).toBe(0);
    }
    const before = await counts(t);
    expectLimited(await post(t, '/api/reset_password', { phone: uniqueIds().phone }, undefined, { remoteAddress: ip }));
    expect(await counts(t)).toEqual(before);
  });

  it('limits code guesses per phone', async () => {
    const m = await registerMember(t, {}, freshIp());
    await post(t, '/api/reset_password', { phone: m.phone }, undefined, { remoteAddress: freshIp() });
    const code = await lastCode(t, m.phone);
    const { max } = RATE_LIMITS.reset_password_v2.account;
    for (let i = 0; i < max; i++) {
      const res = await post(t, '/api/reset_password_v2', { phone: m.phone, otp: '000000', new_password: 'brandnew99' }, undefined, {
        remoteAddress: freshIp(),
      });
      expect([1007, 1008]).toContain(res.json().error);
    }
    expectLimited(
      await post(t, '/api/reset_password_v2', { phone: m.phone, otp: code, new_password: 'brandnew99' }, undefined, {
        remoteAddress: freshIp(),
      }),
    );
  });

  it('limits registrations and phone checks per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.ip.max; i++) {
      expect((await post(t, '/api/register', registration(t), undefined, { remoteAddress: ip })).json().error).toBe(0);
    }
    const before = await counts(t);
    expectLimited(await post(t, '/api/register', registration(t), undefined, { remoteAddress: ip }));
    expect(await counts(t)).toEqual(before);

    const checker = freshIp();
    for (let i = 0; i < RATE_LIMITS.check_account.ip.max; i++) {
      expect((await post(t, '/api/check_account', { phone: uniqueIds().phone }, undefined, { remoteAddress: checker })).json().error).toBe(
        0,
      );
    }
    expectLimited(await post(t, '/api/check_account', { phone: uniqueIds().phone }, undefined, { remoteAddress: checker }));
  });

  it("limits password changes per member, without touching other members' calls", async () => {
    const m = await registerMember(t, {}, freshIp());
    for (let i = 0; i < RATE_LIMITS.change_password.account.max; i++) {
      const res = await post(t, '/api/member/change_password', { old_password: 'not-mine1', new_password: 'newpass456' }, m.token, {
        remoteAddress: freshIp(),
      });
      expect(res.json().error).toBe(1006);
    }
    expectLimited(
      await post(t, '/api/member/change_password', { old_password: m.password, new_password: 'newpass456' }, m.token, {
        remoteAddress: freshIp(),
      }),
    );
    const other = await registerMember(t, {}, freshIp());
    const res = await post(t, '/api/member/change_password', { old_password: other.password, new_password: 'newpass456' }, other.token);
    expect(res.json().error).toBe(0);
  });
});
