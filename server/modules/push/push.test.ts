import { PUSH_GENERIC_TITLES } from '@contract/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fund,
  get,
  makeMember,
  makeOperator,
  makeQr,
  post,
  primaryBankId,
  put,
  sandboxPay,
  type TestContext,
  withdraw,
} from '../../test';
import { drainPushOutbox } from './drain';
import { browserKeys, standInPushService } from './test-support';

const IMAGE = 'https://cdn.example.com/notice.png';
type Member = Awaited<ReturnType<typeof makeMember>>;

describe(`Web Push: subscriptions, settings, outbox (${engineName()})`, () => {
  let t: TestContext;
  let service: Awaited<ReturnType<typeof standInPushService>>;
  let finance: string;
  let support: string;
  const decrypters = new Map<string, (b: Buffer) => string>();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    service = await standInPushService();
    finance = (await makeOperator(t, 'finance')).token;
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  let seq = 0;
  /** Subscribes a browser of the member at the stand-in service; answers its endpoint. */
  async function subscribed(m: Member): Promise<string> {
    const endpoint = service.endpoint(`sub-${++seq}`);
    const b = browserKeys();
    decrypters.set(new URL(endpoint).pathname, b.decrypt);
    expectOk(await post(t, '/api/push/subscribe', { endpoint, expirationTime: null, keys: b.keys }, m.token));
    return endpoint;
  }
  const unsubscribe = (token: string, endpoint: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/push/subscribe', payload: { endpoint }, headers: bearer(token) });
  const drain = (now = new Date(Date.now() + 1_000), over: Partial<TestContext['config']['push']> = {}) =>
    drainPushOutbox(t.handle.db, { ...t.config.push, ...over }, now);
  const outboxOf = (memberId: number) =>
    t.handle.db.selectFrom('push_outbox').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const subsOf = (memberId: number) => t.handle.db.selectFrom('push_subscription').selectAll().where('member_id', '=', memberId).execute();
  /** What the stand-in received for an endpoint, decrypted. */
  const delivered = (endpoint: string) => {
    const path = new URL(endpoint).pathname;
    const decrypt = decrypters.get(path);
    if (!decrypt) throw new Error(`no keys for ${path}`);
    return service.received.filter((r) => r.path === path).map((r) => JSON.parse(decrypt(r.body)));
  };
  async function pendingWithdrawal(m: Member, baht: number) {
    await fund(t, m.id, 1_000);
    return expectOk(await withdraw(t, m.token, { amount: baht, bank_account_id: await primaryBankId(t, m.id) })).withdrawal as {
      id: number;
    };
  }

  it('serves one VAPID public key, made at first use and kept in push_setting', async () => {
    const a = expectOk(await get(t, '/api/push/key')).public_key;
    const b = expectOk(await get(t, '/api/push/key')).public_key;
    expect(a).toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
    const row = await t.handle.db.selectFrom('push_setting').selectAll().executeTakeFirstOrThrow();
    expect(row.vapid_public).toBe(a);
  });

  it('validates the subscription, upserts it per endpoint, and moves a shared device to the member who subscribed last', async () => {
    const m = await makeMember(t);
    const good = { endpoint: service.endpoint('v-1'), keys: browserKeys().keys };
    expect((await post(t, '/api/push/subscribe', good)).statusCode).toBe(401);
    expectInvalid(await post(t, '/api/push/subscribe', { ...good, endpoint: 'ftp://push.example/x' }, m.token), 'endpoint');
    expectInvalid(await post(t, '/api/push/subscribe', { ...good, keys: { ...good.keys, p256dh: 'abc' } }, m.token), 'keys.p256dh');
    expectInvalid(
      await post(t, '/api/push/subscribe', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } }, m.token),
      'keys.auth',
    );
    expectInvalid(await post(t, '/api/push/subscribe', { endpoint: good.endpoint }, m.token), 'keys');

    const first = expectOk(await post(t, '/api/push/subscribe', good, m.token));
    const fresh = browserKeys().keys;
    const again = expectOk(await post(t, '/api/push/subscribe', { ...good, keys: fresh }, m.token));
    expect(again.id).toBe(first.id);
    expect(await subsOf(m.id)).toMatchObject([{ endpoint: good.endpoint, p256dh: fresh.p256dh, auth: fresh.auth }]);

    const other = await makeMember(t);
    expectOk(await post(t, '/api/push/subscribe', good, other.token));
    expect(await subsOf(m.id)).toEqual([]);
    expect(await subsOf(other.id)).toHaveLength(1);
  });

  it('refuses endpoints outside the configured push services (no open relay)', async () => {
    const m = await makeMember(t);
    const keys = browserKeys().keys;
    const strict = await createTestApp({
      rateLimits: false,
      push: { ...t.config.push, endpointHosts: ['fcm.googleapis.com', '*.notify.windows.com'] },
    });
    try {
      const token = (await makeMember(strict)).token;
      const at = (endpoint: string) => post(strict, '/api/push/subscribe', { endpoint, keys }, token);
      expectError(await at('http://127.0.0.1:9/push'), 3801);
      expectError(await at('http://fcm.googleapis.com/fcm/send/x'), 3801);
      expectOk(await at('https://fcm.googleapis.com/fcm/send/abc'));
      expectOk(await at('https://db5p.notify.windows.com/w/?token=1'));
    } finally {
      await strict.close();
    }
    expect(m.id).toBeGreaterThan(0);
  });

  it("unsubscribes only the member's own endpoint", async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const endpoint = await subscribed(a);
    expect(expectOk(await unsubscribe(b.token, endpoint))).toEqual({ removed: false });
    expect(await subsOf(a.id)).toHaveLength(1);
    expect(expectOk(await unsubscribe(a.token, endpoint))).toEqual({ removed: true });
    expect(await subsOf(a.id)).toHaveLength(0);
    expect((await unsubscribe('x'.repeat(43), endpoint)).statusCode).toBe(401);
  });

  it('keeps per-kind settings (all on by default), validates them, and offers pushes only after a deposit', async () => {
    const m = await makeMember(t);
    const first = expectOk(await get(t, '/api/push/prefs', m.token));
    expect(first).toEqual({
      prefs: { withdrawal: true, deposit: true, lotto_win: true, yeekee: true, announcement: true },
      devices: 0,
      offer: false,
    });
    expectInvalid(await put(t, '/api/push/prefs', {}, m.token), '_');
    expect((await put(t, '/api/push/prefs', { nope: true }, m.token)).statusCode).toBe(422);
    expectInvalid(await put(t, '/api/push/prefs', { deposit: 'no' }, m.token), 'deposit');
    const changed = expectOk(await put(t, '/api/push/prefs', { deposit: false, yeekee: false }, m.token));
    expect(changed.prefs).toEqual({ withdrawal: true, deposit: false, lotto_win: true, yeekee: false, announcement: true });
    expect(expectOk(await put(t, '/api/push/prefs', { yeekee: true }, m.token)).prefs.deposit).toBe(false);
    await fund(t, m.id, 100);
    await subscribed(m);
    expect(expectOk(await get(t, '/api/push/prefs', m.token))).toMatchObject({ devices: 1, offer: true });
    expect((await get(t, '/api/push/prefs')).statusCode).toBe(401);
  });

  it('pushes an approved withdrawal once per device with {kind, id, url, title} only; the detail is for its owner', async () => {
    const m = await makeMember(t);
    const phone = await subscribed(m);
    const laptop = await subscribed(m);
    const w = await pendingWithdrawal(m, 321.5);
    expectOk(await post(t, `/api/admin/withdrawals/${w.id}/approve`, { bank_reference: 'KB-1' }, finance));
    const rows = await outboxOf(m.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.kind === 'withdrawal' && r.status === 'pending')).toBe(true);

    const r = await drain();
    expect(r.sent).toBeGreaterThanOrEqual(2);
    for (const endpoint of [phone, laptop]) {
      const got = delivered(endpoint);
      expect(got).toHaveLength(1);
      // Exactly these keys: nothing private travels through the push service.
      expect(Object.keys(got[0]).sort()).toEqual(['id', 'kind', 'title', 'url']);
      expect(got[0]).toMatchObject({ kind: 'withdrawal', url: '/member/withdraw', title: PUSH_GENERIC_TITLES.withdrawal });
      expect(JSON.stringify(got[0])).not.toMatch(/321/);
    }
    const sentTo = service.received.find((x) => x.path === new URL(phone).pathname);
    expect(sentTo?.headers['content-encoding']).toBe('aes128gcm');
    expect(sentTo?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect((await outboxOf(m.id)).map((x) => x.status)).toEqual(['sent', 'sent']);

    const id = delivered(phone)[0].id;
    const detail = expectOk(await get(t, `/api/push/detail/${id}`, m.token));
    expect(detail).toEqual({
      kind: 'withdrawal',
      title: 'ถอนเงินสำเร็จ',
      body: `รายการถอน WD${w.id} จำนวน 321.50 บาท โอนเข้าบัญชีของท่านแล้ว`,
      url: '/member/withdraw',
      notice_id: null,
    });
    // The device it went to may read it by its endpoint (the service worker has no bearer token).
    expect(expectOk(await get(t, `/api/push/detail/${id}`, undefined, { headers: { 'x-push-endpoint': phone } })).body).toBe(detail.body);
    const stranger = await makeMember(t);
    expectError(await get(t, `/api/push/detail/${id}`, stranger.token), 5, 404);
    expectError(await get(t, `/api/push/detail/${id}`, undefined, { headers: { 'x-push-endpoint': laptop } }), 5, 404);
    expectError(await get(t, `/api/push/detail/${id}`), 2, 401);
    // A second drain sends nothing more.
    const before = service.received.length;
    await drain();
    expect(service.received.length).toBe(before);
  });

  it('pushes a rejected withdrawal, and nothing when the member turned withdrawals off', async () => {
    const m = await makeMember(t);
    await subscribed(m);
    const w = await pendingWithdrawal(m, 100);
    expectOk(await post(t, `/api/admin/withdrawals/${w.id}/reject`, { reason: 'ชื่อบัญชีไม่ตรง' }, finance));
    const [row] = await outboxOf(m.id);
    expect(expectOk(await get(t, `/api/push/detail/${row.id}`, m.token))).toMatchObject({
      title: 'รายการถอนเงินไม่สำเร็จ',
      body: expect.stringContaining('(ชื่อบัญชีไม่ตรง)'),
    });

    const quiet = await makeMember(t);
    await subscribed(quiet);
    expectOk(await put(t, '/api/push/prefs', { withdrawal: false }, quiet.token));
    const w2 = await pendingWithdrawal(quiet, 100);
    expectOk(await post(t, `/api/admin/withdrawals/${w2.id}/approve`, {}, finance));
    expect(await outboxOf(quiet.id)).toEqual([]);
  });

  it('pushes a deposit credited by the gateway once, even when the gateway calls twice', async () => {
    const pay = await createTestApp({ rateLimits: false });
    try {
      const m = await makeMember(pay);
      const b = browserKeys();
      expectOk(await post(pay, '/api/push/subscribe', { endpoint: service.endpoint('deposit-1'), keys: b.keys }, m.token));
      const op = (await makeOperator(pay, 'finance')).token;
      const qr = await makeQr(pay, m.token, 500);
      expectOk(await sandboxPay(pay, op, qr.reference));
      await sandboxPay(pay, op, qr.reference);
      const rows = await pay.handle.db.selectFrom('push_outbox').selectAll().where('member_id', '=', m.id).execute();
      expect(rows).toMatchObject([{ kind: 'deposit', url: '/member/statement', status: 'pending' }]);
      expect(expectOk(await get(pay, `/api/push/detail/${rows[0].id}`, m.token))).toMatchObject({
        title: 'เติมเงินสำเร็จ',
        body: 'ยอดฝาก 500.00 บาท เข้ากระเป๋าของท่านแล้ว',
      });
    } finally {
      await pay.close();
    }
  });

  it('sends each row exactly once when two drains run at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(t)));
    const endpoints: string[] = [];
    for (const m of members) for (let i = 0; i < 4; i++) endpoints.push(await subscribed(m));
    const notice = expectOk(
      await post(t, '/api/admin/notifications', { type: 1, image: IMAGE, title: 'ประกาศทดสอบ', description: 'ทดสอบการแจ้งเตือน' }, support),
    );
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(endpoints.length);
    for (const e of endpoints) {
      const got = delivered(e);
      expect(got, e).toHaveLength(1);
      expect(got[0]).toMatchObject({ kind: 'announcement', url: `/?notice=${notice.id}` });
    }
    const detail = expectOk(await get(t, `/api/push/detail/${delivered(endpoints[0])[0].id}`, members[0].token));
    expect(detail).toMatchObject({ title: 'ประกาศทดสอบ', body: 'ทดสอบการแจ้งเตือน', notice_id: notice.id });
  });

  it('announces a notice to a VIP segment once per device; an inactive notice is refused', async () => {
    const vip = await makeMember(t);
    const plain = await makeMember(t);
    await t.handle.db.updateTable('member').set({ vip_level: 2 }).where('id', '=', vip.id).execute();
    await subscribed(vip);
    await subscribed(plain);
    const hidden = expectOk(
      await post(t, '/api/admin/notifications', { type: 1, image: IMAGE, title: 'ลับ', description: 'ยังไม่แสดง', active: false }, support),
    );
    expect(await outboxOf(vip.id)).toEqual([]);
    expectError(await post(t, '/api/admin/push/announce', { notification_id: hidden.id, vip_min: 2 }, support), 3802);
    expectOk(await put(t, `/api/admin/notifications/${hidden.id}`, { active: true }, support));
    expect(expectOk(await post(t, '/api/admin/push/announce', { notification_id: hidden.id, vip_min: 2 }, support))).toEqual({ queued: 1 });
    expect(expectOk(await post(t, '/api/admin/push/announce', { notification_id: hidden.id, vip_min: 2 }, support))).toEqual({ queued: 0 });
    expect((await outboxOf(vip.id)).map((r) => r.ref_id)).toEqual([hidden.id]);
    expect(await outboxOf(plain.id)).toEqual([]);
    // Each announcement is in the operators' audit, with the segment and what it queued.
    const audited = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'detail'])
      .where('target', '=', `notification:${hidden.id}`)
      .where('action', '=', 'notification.push')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => (typeof a.detail === 'string' ? JSON.parse(a.detail) : a.detail))).toEqual([
      { vip_min: 2, queued: 1 },
      { vip_min: 2, queued: 0 },
    ]);
    const member = await makeMember(t);
    expectError(await post(t, '/api/admin/push/announce', { notification_id: hidden.id }, member.token), 2, 401);
  });

  it('retries 5xx and unanswered pushes with backoff, then drops them after the last try', async () => {
    const m = await makeMember(t);
    const endpoint = await subscribed(m);
    const path = new URL(endpoint).pathname;
    service.answer((p) => (p === path ? 503 : 201));
    const w = await pendingWithdrawal(m, 100);
    expectOk(await post(t, `/api/admin/withdrawals/${w.id}/approve`, {}, finance));
    const t0 = new Date(Date.now() + 1_000);
    const cfg = { maxAttempts: 3 };
    await drain(t0, cfg);
    let [row] = await outboxOf(m.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('503') });
    expect(row.next_at.getTime()).toBe(t0.getTime() + 10_000);
    // Not due yet: nothing sent.
    const sends = () => service.received.filter((r) => r.path === path).length;
    await drain(new Date(t0.getTime() + 9_000), cfg);
    expect(sends()).toBe(1);
    await drain(new Date(t0.getTime() + 10_000), cfg);
    [row] = await outboxOf(m.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.next_at.getTime()).toBe(t0.getTime() + 10_000 + 20_000);
    await drain(new Date(t0.getTime() + 30_000), cfg);
    [row] = await outboxOf(m.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sends()).toBe(3);
    await drain(new Date(t0.getTime() + 3600_000), cfg);
    expect(sends()).toBe(3);
    service.answer(() => 201);

    // No answer at all (nothing listens there) is retried too.
    const n = await makeMember(t);
    const b = browserKeys();
    expectOk(await post(t, '/api/push/subscribe', { endpoint: 'http://127.0.0.1:9/push/none', keys: b.keys }, n.token));
    const w2 = await pendingWithdrawal(n, 100);
    expectOk(await post(t, `/api/admin/withdrawals/${w2.id}/approve`, {}, finance));
    await drain(t0, cfg);
    expect(await outboxOf(n.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });

  it('removes the subscription (and its pushes) when the push service answers 404 or 410', async () => {
    for (const status of [404, 410]) {
      const m = await makeMember(t);
      const gone = await subscribed(m);
      const kept = await subscribed(m);
      service.answer((p) => (p === new URL(gone).pathname ? status : 201));
      const w = await pendingWithdrawal(m, 100);
      expectOk(await post(t, `/api/admin/withdrawals/${w.id}/approve`, {}, finance));
      const r = await drain();
      expect(r.removed).toBeGreaterThanOrEqual(1);
      expect((await subsOf(m.id)).map((s) => s.endpoint)).toEqual([kept]);
      expect(await outboxOf(m.id)).toMatchObject([{ status: 'sent' }]);
    }
    service.answer(() => 201);
  });
});
