import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, type TestContext } from '../../test';
import { authenticateMember } from './credentials';
import { insertMember } from './members';
import { registration, uniqueIds } from './test-support';

vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

async function refusal(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.def.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe(`password check (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());
  beforeEach(() => vi.mocked(verifyPassword).mockClear());

  it('verifies an unknown phone against the decoy hash, so it costs what a wrong password costs', async () => {
    const code = await refusal(authenticateMember(t.handle.db, uniqueIds().phone, 'secret123'));
    expect(code).toBe(1002);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword).toHaveBeenCalledWith(await decoyHash(), 'secret123');
    expect(await decoyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("verifies a known phone against the member's own hash", async () => {
    const body = registration(t);
    await insertMember(t.handle.db, body);
    const { password_hash } = await t.handle.db
      .selectFrom('member')
      .select('password_hash')
      .where('phone', '=', body.phone)
      .executeTakeFirstOrThrow();
    expect(await refusal(authenticateMember(t.handle.db, body.phone, 'wrong-pass1'))).toBe(1002);
    expect(verifyPassword).toHaveBeenCalledWith(password_hash, 'wrong-pass1');
    expect(await authenticateMember(t.handle.db, body.phone, body.password)).toEqual(expect.any(Number));
  });
});
