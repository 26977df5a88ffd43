import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrate, openDatabase } from '../../db';
import { seedAgent } from '../../seed';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  get,
  makeMember,
  makeOperator,
  post,
  put,
  QR_CHANNEL,
  SANDBOX_SUB,
  type TestContext,
  testConfig,
} from '../../test';
import { bearer } from '../../test/http';
import { AGENT_ID } from '../agent';

type Json = ReturnType<typeof JSON.parse>;

const PROFILE = '/api/admin/settings/profile';
const PAYMENTS = '/api/admin/settings/payments';
const LOGO = '/api/admin/settings/logo';

const goodProfile = () => ({
  name: 'Lucky Star 99',
  logo: '',
  line_id: '@luckystar99',
  line_contact_url: 'https://lin.ee/AbCdEf1',
  line_admin_url: 'https://line.me/R/ti/p/@luckystar99admin',
  phone: '081-234-5678',
  opening_text: 'ยินดีต้อนรับสู่ Lucky Star 99',
  withdrawal: { min_amount: 200, max_per_day: 80_000, count_per_day: 3 },
});

const goodPayments = () => ({
  channels: {
    bank: { enabled: true, min: 50, max: 200_000 },
    truemoney: { enabled: false, min: 10, max: 20_000 },
    promptpay_qr: { enabled: true, min: 30, max: 40_000 },
  },
  qr_expiry_minutes: 10,
  notice_window_minutes: 90,
  statement_max_age_hours: 48,
  new_member_days: 10,
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-bytes')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 test-bytes')]);
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/></svg>';

function upload(t: TestContext, token: string | undefined, type: string, body: Buffer | string) {
  return t.app.inject({ method: 'POST', url: LOGO, payload: body, headers: { ...(token ? bearer(token) : {}), 'content-type': type } });
}

async function auditRows(t: TestContext, action: string) {
  const rows = await t.handle.db
    .selectFrom('operator_audit')
    .select(['operator_id', 'target', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Json }));
}

const agentRow = (t: TestContext) => t.handle.db.selectFrom('agent').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** The back office's site settings (docs/backoffice.md "Site settings"): profile, logo, payment settings. */
describe(`site settings (${engineName()})`, () => {
  let t: TestContext;
  let admin: { token: string; id: number; username: string };
  let finance: { token: string };
  let support: { token: string };
  let member: { token: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await t.handle.db
      .insertInto('deposit_account')
      .values([
        { agent_id: AGENT_ID, kind: 'bank', bank_code: '004', account_number: '0731234567', account_name: 'บจก. ทดสอบ', sort: 1 },
        { agent_id: AGENT_ID, kind: 'truemoney', account_number: '0951234567', account_name: 'ทดสอบ', sort: 2 },
      ])
      .execute();
    admin = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
    support = await makeOperator(t, 'support');
    member = await makeMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('roles: admin reads and writes the profile and logo; finance reads payments only; support refused; no token 401', async () => {
    expectOk(await get(t, PROFILE, admin.token));
    expectError(await get(t, PROFILE, finance.token), Errors.FORBIDDEN.code, 403);
    expectError(await get(t, PROFILE, support.token), Errors.FORBIDDEN.code, 403);
    expectError(await put(t, PROFILE, goodProfile(), finance.token), Errors.FORBIDDEN.code, 403);
    expectError(await upload(t, finance.token, 'image/png', PNG), Errors.FORBIDDEN.code, 403);
    expectError(await upload(t, support.token, 'image/png', PNG), Errors.FORBIDDEN.code, 403);
    expect((await upload(t, undefined, 'image/png', PNG)).statusCode).toBe(401);
    expect((await get(t, PROFILE)).statusCode).toBe(401);
    // A member's token is no operator's.
    expect((await get(t, PROFILE, member.token)).statusCode).toBe(401);
    expect((await get(t, PAYMENTS, member.token)).statusCode).toBe(401);

    expectOk(await get(t, PAYMENTS, admin.token));
    expectOk(await get(t, PAYMENTS, finance.token));
    expectError(await get(t, PAYMENTS, support.token), Errors.FORBIDDEN.code, 403);
    expectError(await put(t, PAYMENTS, goodPayments(), finance.token), Errors.FORBIDDEN.code, 403);
    expectError(await put(t, PAYMENTS, goodPayments(), support.token), Errors.FORBIDDEN.code, 403);
    expect(await auditRows(t, 'settings.profile')).toHaveLength(0);
    expect(await auditRows(t, 'settings.payments')).toHaveLength(0);
  });

  it('the profile answers the agent code (never changed by a save) and the withdrawal defaults', async () => {
    const p = expectOk(await get(t, PROFILE, admin.token));
    expect(p).toMatchObject({
      agent_code: t.config.agentCode,
      name: 'Golden Win 888',
      withdrawal: { min_amount: 100, max_per_day: 50_000, count_per_day: 5 },
      saved_at: null,
    });
  });

  it('bad input: Thai messages per field and nothing changes, no audit', async () => {
    const before = await agentRow(t);
    const cases: [Json, string, RegExp | string][] = [
      [{ ...goodProfile(), name: ' ' }, 'name', 'ชื่อเว็บไซต์ต้องมีอย่างน้อย 2 ตัวอักษร'],
      [{ ...goodProfile(), name: 'x'.repeat(61) }, 'name', 'ชื่อเว็บไซต์ยาวได้ไม่เกิน 60 ตัวอักษร'],
      [{ ...goodProfile(), line_contact_url: 'https://evil.example/line' }, 'line_contact_url', /line\.me.*lin\.ee/],
      [{ ...goodProfile(), line_contact_url: 'http://line.me/R/ti/p/@x' }, 'line_contact_url', /https/],
      [{ ...goodProfile(), phone: '12345' }, 'phone', /เบอร์โทรศัพท์ติดต่อ/],
      [{ ...goodProfile(), line_id: 'มีช่องว่าง ไทย' }, 'line_id', /LINE ID/],
      [{ ...goodProfile(), logo: 'javascript:alert(1)' }, 'logo', /โลโก้/],
      [{ ...goodProfile(), logo: '//evil.example/x.png' }, 'logo', /โลโก้/],
      [{ ...goodProfile(), opening_text: 'ก'.repeat(501) }, 'opening_text', /500/],
      [
        { ...goodProfile(), withdrawal: { min_amount: 500, max_per_day: 100, count_per_day: 3 } },
        'withdrawal.max_per_day',
        'ยอดถอนสูงสุดต่อวันต้องไม่น้อยกว่ายอดถอนขั้นต่ำ',
      ],
      [{ ...goodProfile(), withdrawal: { min_amount: 100, max_per_day: 1000, count_per_day: 0 } }, 'withdrawal.count_per_day', /อย่างน้อย 1/],
    ];
    for (const [body, field, message] of cases) expectInvalid(await put(t, PROFILE, body, admin.token), field, message);

    const pay: [Json, string, RegExp | string][] = [
      [
        { ...goodPayments(), channels: { ...goodPayments().channels, bank: { enabled: true, min: 500, max: 100 } } },
        'channels.bank.max',
        'ยอดฝากสูงสุดต้องไม่น้อยกว่ายอดฝากขั้นต่ำ',
      ],
      [{ ...goodPayments(), qr_expiry_minutes: 2 }, 'qr_expiry_minutes', /อย่างน้อย 5/],
      [{ ...goodPayments(), notice_window_minutes: 1.5 }, 'notice_window_minutes', /จำนวนเต็ม/],
      [{ ...goodPayments(), statement_max_age_hours: 10_000 }, 'statement_max_age_hours', /ไม่เกิน/],
      [{ ...goodPayments(), new_member_days: 0 }, 'new_member_days', 'จำนวนวันที่นับเป็นสมาชิกใหม่ต้องอย่างน้อย 1'],
      [{ ...goodPayments(), new_member_days: 366 }, 'new_member_days', 'จำนวนวันที่นับเป็นสมาชิกใหม่ต้องไม่เกิน 365'],
      [{ ...goodPayments(), new_member_days: 2.5 }, 'new_member_days', /จำนวนเต็ม/],
      [{ ...goodPayments(), new_member_days: 'สิบ' }, 'new_member_days', /เป็นตัวเลข/],
      [
        { ...goodPayments(), channels: { ...goodPayments().channels, truemoney: { enabled: true, min: -1, max: 10 } } },
        'channels.truemoney.min',
        /มากกว่า 0/,
      ],
    ];
    for (const [body, field, message] of pay) expectInvalid(await put(t, PAYMENTS, body, admin.token), field, message);

    expect(await agentRow(t)).toEqual(before);
    expect(await auditRows(t, 'settings.profile')).toHaveLength(0);
    expect(await auditRows(t, 'settings.payments')).toHaveLength(0);
  });

  it('a profile save: columns, withdrawal rule and saved time written, audited before/after, seen by /api/agent/configs and the withdraw page at once', async () => {
    const saved = expectOk(await put(t, PROFILE, { ...goodProfile(), agent_code: 'HIJACK' }, admin.token));
    expect(saved).toMatchObject({ ...goodProfile(), phone: '0812345678', agent_code: t.config.agentCode });
    expect(saved.saved_at).toEqual(expect.any(String));
    expect(saved.updated).toEqual({ at: expect.any(String), by: admin.username });
    expect(expectOk(await get(t, PROFILE, admin.token)).updated).toEqual(saved.updated);
    const row = await agentRow(t);
    expect(row.code).toBe(t.config.agentCode);
    expect(row.profile_saved_at).toBeInstanceOf(Date);
    expect((row.config as Json).withdrawal).toEqual(goodProfile().withdrawal);

    const audits = await auditRows(t, 'settings.profile');
    expect(audits).toHaveLength(1);
    expect(audits[0].operator_id).toBe(admin.id);
    expect(audits[0].detail.before).toMatchObject({ name: 'Golden Win 888', phone: '', withdrawal: { min_amount: 100 } });
    expect(audits[0].detail.after).toMatchObject({ name: 'Lucky Star 99', phone: '0812345678', withdrawal: { min_amount: 200 } });

    for (const res of [await get(t, '/api/agent/configs'), await post(t, '/api/agent/config', {})]) {
      expect(expectOk(res)).toEqual({
        agent_id: 1,
        agent_code: t.config.agentCode,
        name: 'Lucky Star 99',
        info: {
          agent_logo: '',
          line_contact_url: 'https://lin.ee/AbCdEf1',
          line_admin_url: 'https://line.me/R/ti/p/@luckystar99admin',
          line_id: '@luckystar99',
          phone: '0812345678',
          opening_text: 'ยินดีต้อนรับสู่ Lucky Star 99',
        },
      });
    }
    const info = expectOk(await get(t, '/api/member/withdraw/info', member.token));
    expect(info.limits).toMatchObject({ min_amount: 200, max_per_day: 80_000, count_per_day: 3 });
  });

  it('payment settings: saved into agent.config.payments (other entries kept), audited, applied to the next deposit call', async () => {
    await t.handle.db
      .updateTable('agent')
      .set({ config: JSON.stringify({ withdrawal: goodProfile().withdrawal, payments: { promptpay_name: 'ร้านทดสอบ' } }) })
      .where('id', '=', 1)
      .execute();
    const before = expectOk(await get(t, PAYMENTS, finance.token));
    const { updated: neverSaved, ...beforeFields } = before;
    expect(neverSaved).toBeNull();
    expect(before).toMatchObject({
      qr_expiry_minutes: 15,
      notice_window_minutes: 60,
      statement_max_age_hours: 24,
      new_member_days: 7,
      channels: { bank: { enabled: true, min: 1, max: 1_000_000 } },
    });

    const saved = expectOk(await put(t, PAYMENTS, goodPayments(), admin.token));
    expect(saved).toEqual({ ...goodPayments(), updated: { at: expect.any(String), by: admin.username } });
    expect(expectOk(await get(t, PAYMENTS, finance.token))).toEqual(saved);
    const config = (await agentRow(t)).config as Json;
    expect(config.payments.promptpay_name).toBe('ร้านทดสอบ');
    expect(config.withdrawal).toEqual(goodProfile().withdrawal);

    const audits = await auditRows(t, 'settings.payments');
    expect(audits).toHaveLength(1);
    expect(audits[0].detail.before).toEqual(beforeFields);
    expect(audits[0].detail.after).toEqual(goodPayments());

    const channels = expectOk(await get(t, '/api/member/payment/channels', member.token)).channels as Json[];
    const byType = Object.fromEntries(channels.map((c) => [c.type, c]));
    expect(byType.bank).toMatchObject({ enabled: true, min_amount: 50, max_amount: 200_000 });
    expect(byType.truemoney.enabled).toBe(false);
    expect(byType.promptpay_qr.description).toContain('ภายใน 10 นาที');
    const qrInfo = expectOk(await get(t, `/api/member/payment/info?channel_id=${QR_CHANNEL}`, member.token));
    expect(qrInfo.instructions.join(' ')).toContain('QR ใช้ได้ครั้งเดียวภายใน 10 นาที');
    expect(expectOk(await get(t, '/api/member/payment/info?channel_id=1', member.token)).instructions.join(' ')).toContain('ภายใน 90 นาที');

    const before2 = Date.now();
    const qr = expectOk(
      await post(t, '/api/member/payment/generate_qr', { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 100 }, member.token),
    );
    const ttl = new Date(qr.expires_at).getTime() - before2;
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
    expectError(
      await post(
        t,
        '/api/member/payment/generate_qr',
        { channel_id: QR_CHANNEL, sub_channel_id: SANDBOX_SUB, amount: 50_000 },
        member.token,
      ),
      Errors.DEPOSIT_ABOVE_MAX.code,
    );
  });

  it('new_member_days decides who sees the accounts for new members: saved, audited, read by the member channels', async () => {
    const fresh = await t.handle.db
      .insertInto('deposit_account')
      .values({
        agent_id: AGENT_ID,
        kind: 'bank',
        bank_code: '014',
        account_number: '4441234567',
        account_name: 'บัญชีสมาชิกใหม่',
        sort: 3,
        audience: 'new',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const m = await makeMember(t);
    // Registered 8 days ago (created_at is read-only in the table's type: set by hand).
    await sql`update member set created_at = ${new Date(Date.now() - 8 * 86_400_000).toISOString()} where id = ${m.id}`.execute(
      t.handle.db,
    );
    const seesFresh = async () => {
      const channels = expectOk(await get(t, '/api/member/payment/channels', m.token)).channels as Json[];
      return (channels[0].bank_accounts as Json[]).some((a) => a.id === fresh.id);
    };
    const auditsBefore = (await auditRows(t, 'settings.payments')).length;

    const at7 = expectOk(await put(t, PAYMENTS, { ...goodPayments(), new_member_days: 7 }, admin.token));
    expect(at7.new_member_days).toBe(7);
    expect(((await agentRow(t)).config as Json).payments.new_member_days).toBe(7);
    expect(await seesFresh()).toBe(false);
    // The deposit accounts page states the same rule.
    expect(expectOk(await get(t, '/api/admin/settings/deposit-accounts', finance.token)).new_member_days).toBe(7);

    expect(expectOk(await put(t, PAYMENTS, { ...goodPayments(), new_member_days: 10 }, admin.token)).new_member_days).toBe(10);
    expect(expectOk(await get(t, PAYMENTS, finance.token)).new_member_days).toBe(10);
    expect(await seesFresh()).toBe(true);

    const audits = (await auditRows(t, 'settings.payments')).slice(auditsBefore);
    expect(audits.map((a) => [a.detail.before.new_member_days, a.detail.after.new_member_days])).toEqual([
      [expect.any(Number), 7],
      [7, 10],
    ]);
    // Refused: nothing changes and nothing is audited.
    expectInvalid(await put(t, PAYMENTS, { ...goodPayments(), new_member_days: 400 }, admin.token), 'new_member_days', /ไม่เกิน 365/);
    expect(((await agentRow(t)).config as Json).payments.new_member_days).toBe(10);
    expect(await auditRows(t, 'settings.payments')).toHaveLength(auditsBefore + 2);
    await t.handle.db.deleteFrom('deposit_account').where('id', '=', fresh.id).execute();
  });

  it('logo upload: PNG, WebP and a clean SVG stored by content hash and served immutable with nosniff', async () => {
    for (const [type, bytes, ext] of [
      ['image/png', PNG, 'png'],
      ['image/webp', WEBP, 'webp'],
      ['image/svg+xml; charset=utf-8', Buffer.from(SVG), 'svg'],
    ] as const) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const up = expectOk(await upload(t, admin.token, type, bytes));
      expect(up).toEqual({ url: `/media/${hash}.${ext}`, hash, content_type: type.split(';')[0], size: bytes.length });
      // The same bytes again: the same address, one row.
      expect(expectOk(await upload(t, admin.token, type, bytes)).url).toBe(up.url);
      const served = await t.app.inject({ method: 'GET', url: up.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(type.split(';')[0]);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      if (ext === 'svg') expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const again = await t.app.inject({ method: 'GET', url: up.url, headers: { 'if-none-match': served.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      // The wrong extension for the stored type, or an unknown hash: not found.
      expect((await t.app.inject({ method: 'GET', url: `/media/${hash}.${ext === 'png' ? 'svg' : 'png'}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2Fetc.png' })).statusCode).toBe(404);
    const count = await t.handle.db
      .selectFrom('brand_asset')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);

    // The uploaded address saved in the profile reaches the member site.
    const url = expectOk(await upload(t, admin.token, 'image/png', PNG)).url;
    expectOk(await put(t, PROFILE, { ...goodProfile(), logo: url }, admin.token));
    expect(expectOk(await get(t, '/api/agent/configs')).info.agent_logo).toBe(url);
  });

  it('logo upload refused: wrong type, too big, bad magic, unsafe SVGs; nothing stored', async () => {
    const countAssets = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('brand_asset')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await countAssets();
    expectError(await upload(t, admin.token, 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0])), Errors.LOGO_TYPE.code);
    expectError(await upload(t, admin.token, 'application/json', '{"a":1}'), Errors.LOGO_TYPE.code);
    expectError(await upload(t, admin.token, 'image/png', Buffer.concat([PNG, Buffer.alloc(512 * 1024)])), Errors.LOGO_TOO_LARGE.code);
    expectError(await upload(t, admin.token, 'image/png', Buffer.alloc(2 * 1024 * 1024 + 10)), Errors.PAYLOAD_TOO_LARGE.code, 413);
    expectError(await upload(t, admin.token, 'image/png', WEBP), Errors.LOGO_BAD_CONTENT.code);
    expectError(await upload(t, admin.token, 'image/webp', PNG), Errors.LOGO_BAD_CONTENT.code);
    expectError(await upload(t, admin.token, 'image/svg+xml', '<html><body>not an svg</body></html>'), Errors.LOGO_BAD_CONTENT.code);
    expectError(
      await upload(t, admin.token, 'image/svg+xml', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe])),
      Errors.LOGO_BAD_CONTENT.code,
    );
    const unsafe = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/s.svg#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ];
    for (const svg of unsafe) expectError(await upload(t, admin.token, 'image/svg+xml', svg), Errors.LOGO_UNSAFE_SVG.code);
    expect(await countAssets()).toBe(start);
  });
});

/** A production start (docs/backoffice.md "Site settings"): the agent row begins blank and configs still answers. */
describe(`a production agent row (${engineName()})`, () => {
  let t: TestContext;
  // A built site in miniature: the static plugin's catch-all is in place, as in production.
  const staticRoot = mkdtempSync(join(tmpdir(), 'settings-static-'));
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>shell</title>');
  beforeAll(async () => {
    // createTestApp seeds the demo brand (NODE_ENV=test); this database is seeded as a production start would.
    const config = testConfig();
    const schema = config.db.url ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase(config.db, schema);
    await migrate(handle.db);
    await seedAgent(handle.db, { agentCode: config.agentCode, nodeEnv: 'production' });
    const app = await buildApp({ config, db: handle.db, staticRoot });
    await app.ready();
    t = {
      app,
      handle,
      config,
      close: async () => {
        await app.close();
        if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
        await handle.close();
      },
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('an uploaded logo is served beside the built site (its route, not the shell); an unknown one is a 404', async () => {
    const admin = await makeOperator(t, 'admin');
    const up = expectOk(await upload(t, admin.token, 'image/png', PNG));
    const served = await t.app.inject({ method: 'GET', url: up.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: `/media/${'f'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>shell</title>');
  });

  it('seedAgent in production inserts a blank row; /api/agent/configs answers error 0 with blanks', async () => {
    const row = await agentRow(t);
    expect(row).toMatchObject({
      code: t.config.agentCode,
      name: '',
      logo: '',
      line_contact_url: '',
      line_admin_url: '',
      phone: '',
      line_id: '',
      opening_text: '',
      profile_saved_at: null,
    });
    expect(expectOk(await get(t, '/api/agent/configs'))).toEqual({
      agent_id: 1,
      agent_code: t.config.agentCode,
      name: '',
      info: { agent_logo: '', line_contact_url: '', line_admin_url: '', line_id: '', phone: '', opening_text: '' },
    });
    // Seeding again (every start) changes nothing but the code.
    await t.handle.db.updateTable('agent').set({ name: 'ตั้งชื่อแล้ว' }).where('id', '=', 1).execute();
    await seedAgent(t.handle.db, { agentCode: t.config.agentCode, nodeEnv: 'development' });
    expect((await agentRow(t)).name).toBe('ตั้งชื่อแล้ว');
  });
});
