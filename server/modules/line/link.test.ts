import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectError, expectOk, get, makeMember, post, type TestContext, testConfig } from '../../test';

type Session = { access_token: string; token_type: string; expires_at: string; username: string };

describe(`LINE linking and sign-in (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false, jobs: { enabled: false, tickMs: 5000, testClock: true } });
  });
  afterAll(async () => t.close());

  let lineSeq = 0;
  const newLineUser = () => `U${(++lineSeq).toString(16).padStart(32, '0')}`;
  const idToken = async (sub: string, over: Record<string, unknown> = {}) =>
    expectOk<{ id_token: string }>(await post(t, '/api/test/line/id_token', { sub, name: 'ไลน์ทดสอบ', ...over })).id_token;
  const lineLogin = async (sub: string) => post(t, '/api/line/login', { id_token: await idToken(sub) });
  const link = async (sub: string, phone: string, password: string) =>
    post(t, '/api/line/link', { id_token: await idToken(sub), phone, password, agent_code: t.config.agentCode });
  const links = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('line_link')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('says in Thai that an unlinked LINE user must link first, and opens no session', async () => {
    const before = await t.handle.db
      .selectFrom('session')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const body = expectError(await lineLogin(newLineUser()), Errors.LINE_NOT_LINKED.code);
    expect(body.message).toBe(Errors.LINE_NOT_LINKED.message);
    const after = await t.handle.db
      .selectFrom('session')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a link with a wrong password, and links nothing', async () => {
    const m = await makeMember(t);
    const before = await links();
    expectError(await link(newLineUser(), m.phone, 'wrong-pass9'), Errors.BAD_CREDENTIALS.code);
    expect(await links()).toBe(before);
  });

  it('links once with phone and password, then signs in by the id token alone with the normal session', async () => {
    const m = await makeMember(t);
    const sub = newLineUser();
    const linked = expectOk<Session>(await link(sub, m.phone, m.password));
    expect(linked).toMatchObject({ token_type: 'Bearer', username: m.phone });
    const info = expectOk<{ username: string }>(await get(t, '/api/get_user_info', linked.access_token));
    expect(info.username).toBe(m.phone);

    const again = expectOk<Session>(await lineLogin(sub));
    expect(again.access_token).not.toBe(linked.access_token);
    expect(Object.keys(again).sort()).toEqual(['access_token', 'expires_at', 'token_type', 'username']);
    expect(expectOk<{ username: string }>(await get(t, '/api/get_user_info', again.access_token)).username).toBe(m.phone);

    const status = expectOk<{ linked: boolean; display_name: string }>(await get(t, '/api/line/status', again.access_token));
    expect(status).toMatchObject({ linked: true, display_name: 'ไลน์ทดสอบ' });
    // The same link again (a retried request) is no error and adds no row.
    const rows = await links();
    expectOk(await link(sub, m.phone, m.password));
    expect(await links()).toBe(rows);
  });

  it('keeps one LINE user per member and one member per LINE user', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const subA = newLineUser();
    expectOk(await link(subA, a.phone, a.password));
    // The LINE user is taken: B cannot have it.
    expectError(await link(subA, b.phone, b.password), Errors.LINE_USER_TAKEN.code);
    // A has a LINE user already: another one cannot be linked to A.
    expectError(await link(newLineUser(), a.phone, a.password), Errors.LINE_MEMBER_TAKEN.code);
    expect(expectOk<Session>(await lineLogin(subA)).username).toBe(a.phone);
  });

  it('holds the rules when two links race for one member', async () => {
    const m = await makeMember(t);
    const [x, y] = [newLineUser(), newLineUser()];
    const answers = await Promise.all([link(x, m.phone, m.password), link(y, m.phone, m.password)]);
    const codes = answers.map((r) => r.json().error).sort();
    expect(codes).toEqual([0, Errors.LINE_MEMBER_TAKEN.code]);
    const rows = await t.handle.db.selectFrom('line_link').select('line_user_id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad tokens at login and link before any password is checked', async () => {
    const m = await makeMember(t);
    const sub = newLineUser();
    expectOk(await link(sub, m.phone, m.password));
    const forged = await idToken(sub, { secret: 'not-our-channel-secret' });
    const expired = await idToken(sub, { expires_in: -10 });
    const other = await idToken(sub, { aud: '1999999999' });
    const issuer = await idToken(sub, { iss: 'https://example.com' });
    for (const [token, code] of [
      [forged, Errors.LINE_TOKEN_INVALID.code],
      [expired, Errors.LINE_TOKEN_EXPIRED.code],
      [other, Errors.LINE_TOKEN_OTHER_CHANNEL.code],
      [issuer, Errors.LINE_TOKEN_INVALID.code],
    ] as const) {
      expectError(await post(t, '/api/line/login', { id_token: token }), code);
      // A wrong password with a bad token: the token answers first.
      const newMember = await makeMember(t);
      expectError(await post(t, '/api/line/link', { id_token: token, phone: newMember.phone, password: 'wrong-pass9' }), code);
    }
  });

  it('links the signed-in member after registering inside LINE, and unlinks from the member side', async () => {
    const m = await makeMember(t);
    const sub = newLineUser();
    expectOk(await post(t, '/api/line/link_current', { id_token: await idToken(sub) }, m.token));
    expect(expectOk<Session>(await lineLogin(sub)).username).toBe(m.phone);
    expectOk(await post(t, '/api/line/unlink', {}, m.token));
    expectError(await lineLogin(sub), Errors.LINE_NOT_LINKED.code);
    expectError(await post(t, '/api/line/unlink', {}, m.token), Errors.LINE_NOT_LINKED_MEMBER.code);
    expect(expectOk<{ linked: boolean }>(await get(t, '/api/line/status', m.token)).linked).toBe(false);
    // Unlinked, the LINE user can be linked again (here to another member).
    const other = await makeMember(t);
    expectOk(await link(sub, other.phone, other.password));
    expect((await post(t, '/api/line/link_current', { id_token: await idToken(sub) })).statusCode).toBe(401);
  });

  it('refuses a suspended member signing in by LINE', async () => {
    const m = await makeMember(t);
    const sub = newLineUser();
    expectOk(await link(sub, m.phone, m.password));
    await t.handle.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', m.id).execute();
    expectError(await lineLogin(sub), Errors.MEMBER_SUSPENDED.code);
  });

  it('tells the client to mock LIFF when no LIFF id is set and the test routes are on', async () => {
    expect(expectOk(await get(t, '/api/line/config'))).toEqual({ liff_id: null, mock: true });
  });
});

describe('LINE sign-in settings', () => {
  it('answers the LIFF id, never mocks with one, and has no test token route without the test clock', async () => {
    const t = await createTestApp({ line: { ...testConfig().line, liffId: '1650000001-AbCdEfGh' } });
    try {
      expect(expectOk(await get(t, '/api/line/config'))).toEqual({ liff_id: '1650000001-AbCdEfGh', mock: false });
      expect((await post(t, '/api/test/line/id_token', { sub: 'U1' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses LINE sign-in when no channel is configured', async () => {
    const t = await createTestApp({ line: { liffId: undefined, channelId: undefined, channelSecret: undefined, enabled: false } });
    try {
      expectError(await post(t, '/api/line/login', { id_token: 'e30.e30.e30' }), Errors.LINE_OFF.code);
      expect(expectOk(await get(t, '/api/line/config'))).toEqual({ liff_id: null, mock: false });
    } finally {
      await t.close();
    }
  });
});
