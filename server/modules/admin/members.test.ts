import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeMember, makeOperator, memberToken, type TestContext } from '../../test';

describe(`operators and members (${engineName()})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeOperator>>;
  let finance: Awaited<ReturnType<typeof makeOperator>>;
  let support: Awaited<ReturnType<typeof makeOperator>>;
  let somchai: Awaited<ReturnType<typeof makeMember>>;
  let malee: Awaited<ReturnType<typeof makeMember>>;
  let wichai: Awaited<ReturnType<typeof makeMember>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeOperator(t, 'admin');
    finance = await makeOperator(t, 'finance');
    support = await makeOperator(t, 'support');
    somchai = await makeMember(t, {
      phone: '0811112222',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      bank_code: '004',
      bank_account_number: '1112223334',
    });
    malee = await makeMember(t, {
      phone: '0923334444',
      first_name: 'มาลี',
      last_name: 'สวยงาม',
      bank_code: '030',
      bank_account_number: '020011112222',
    });
    wichai = await makeMember(t, {
      phone: '0655556666',
      first_name: 'Wichai',
      last_name: 'Smith',
      bank_code: '014',
      bank_account_number: '5556667778',
    });
    // Distinct creation times so "newest first" is observable on both engines.
    const base = Date.parse('2025-01-01T00:00:00Z');
    for (const [i, m] of [somchai, malee, wichai].entries()) {
      await sql`update member set created_at = ${new Date(base + i * 60_000)} where id = ${m.id}`.execute(t.handle.db);
    }
    // A second bank account for malee, found by search too.
    await t.handle.db
      .insertInto('member_bank_account')
      .values({ member_id: malee.id, bank_code: '006', account_number: '9990001112', account_name: 'มาลี สวยงาม', is_primary: false })
      .execute();
  });
  afterAll(async () => t.close());

  const search = (q: string, token = support.token, extra = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/members?q=${encodeURIComponent(q)}${extra}`, headers: bearer(token) });
  const idsOf = (res: { json: () => { data: { items: { id: number }[] } } }) => res.json().data.items.map((m) => m.id);

  it('lists every member newest first, paged', async () => {
    const all = await search('');
    expect(all.json().data).toMatchObject({ page: 1, page_size: 20, total: 3 });
    expect(idsOf(all)).toEqual([wichai.id, malee.id, somchai.id]);
    const page2 = await search('', support.token, '&page=2&page_size=1');
    expect(page2.json().data).toMatchObject({ page: 2, page_size: 1, total: 3 });
    expect(idsOf(page2)).toEqual([malee.id]);
  });

  it('sorts on the server by the column asked, either way, and filters by status', async () => {
    expect(idsOf(await search('', support.token, '&sort=phone&dir=asc'))).toEqual([wichai.id, somchai.id, malee.id]);
    expect(idsOf(await search('', support.token, '&sort=first_name&dir=desc'))).toEqual([somchai.id, malee.id, wichai.id]);
    expect(idsOf(await search('', support.token, '&sort=created_at&dir=asc'))).toEqual([somchai.id, malee.id, wichai.id]);
    expect(idsOf(await search('', support.token, '&status=suspended'))).toEqual([]);
    expect(idsOf(await search('', support.token, '&status=active'))).toEqual([wichai.id, malee.id, somchai.id]);
    const bad = await search('', support.token, '&sort=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields.sort).toMatch(/เรียงได้ตาม/);
  });

  it('finds members by full or partial phone number, dashes allowed', async () => {
    expect(idsOf(await search('0811112222'))).toEqual([somchai.id]);
    expect(idsOf(await search('092-333'))).toEqual([malee.id]);
    expect(idsOf(await search('5556666'))).toEqual([wichai.id]);
  });

  it('finds members by first, last or full name, in any case', async () => {
    expect(idsOf(await search('สมชาย'))).toEqual([somchai.id]);
    expect(idsOf(await search('สวยงาม'))).toEqual([malee.id]);
    expect(idsOf(await search('มาลี สวย'))).toEqual([malee.id]);
    expect(idsOf(await search('wichai SMITH'))).toEqual([wichai.id]);
  });

  it('finds members by primary or second bank account number', async () => {
    expect(idsOf(await search('1112223334'))).toEqual([somchai.id]);
    expect(idsOf(await search('020011112222'))).toEqual([malee.id]);
    expect(idsOf(await search('9990001112'))).toEqual([malee.id]);
    const res = await search('5556667778');
    expect(res.json().data.items[0].bank_accounts).toEqual([
      expect.objectContaining({ bank_code: '014', bank_name: 'ธนาคารไทยพาณิชย์', account_number: '5556667778', is_primary: true }),
    ]);
  });

  it('finds nothing for text nobody has, and treats LIKE wildcards literally', async () => {
    expect((await search('ไม่มีใครชื่อนี้')).json().data).toMatchObject({ total: 0, items: [] });
    expect((await search('%')).json().data.total).toBe(0);
    expect((await search('_')).json().data.total).toBe(0);
  });

  it('refuses bad paging with 422 and a Thai message', async () => {
    const res = await search('', support.token, '&page=0&page_size=500');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({ page: 'หน้าต้องเริ่มที่ 1', page_size: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' });
  });

  it('reads one member with Thai bank names and wallet balances in baht', async () => {
    await t.handle.db
      .updateTable('ledger_account')
      .set({ balance: 123_45 })
      .where('member_id', '=', malee.id)
      .where('currency', '=', 'THB')
      .execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/members/${malee.id}`, headers: bearer(finance.token) });
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({
      id: malee.id,
      username: '0923334444',
      phone: '0923334444',
      first_name: 'มาลี',
      last_name: 'สวยงาม',
      status: 'active',
      vip_level: 0,
      date_of_birth: '1991-02-03',
      line_id: null,
      referred_by: null,
      created_at: '2025-01-01T00:01:00.000Z',
    });
    expect(m.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(m.bank_accounts).toEqual([
      expect.objectContaining({ bank_code: '030', bank_name: 'ธนาคารออมสิน', account_number: '020011112222', is_primary: true }),
      expect.objectContaining({ bank_code: '006', bank_name: 'ธนาคารกรุงไทย', account_number: '9990001112', is_primary: false }),
    ]);
    expect(m.wallets).toEqual([{ id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 123.45, wallet_type_id: 1 }]);
    expect(m).not.toHaveProperty('password_hash');
    // The referral code finds the member too.
    expect(idsOf(await search(m.referral_code.toLowerCase()))).toEqual([malee.id]);
  });

  it('answers 404 for an unknown member and 422 for an id that is not a number', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/members/999999', headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 5, message: 'ไม่พบข้อมูลที่ต้องการ' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/members/abc', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields).toEqual({ id: 'รหัสไม่ถูกต้อง' });
  });

  it('lets finance read members but not change their status', async () => {
    expect((await search('', finance.token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${wichai.id}/status`,
      headers: bearer(finance.token),
      payload: { status: 'suspended', reason: 'ทดสอบสิทธิ์' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 6, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' });
    const row = await t.handle.db.selectFrom('member').select('status').where('id', '=', wichai.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('refuses a bad status body with Thai field messages and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${wichai.id}/status`,
      headers: bearer(support.token),
      payload: { status: 'banned', reason: ' x ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({ status: 'สถานะต้องเป็น active หรือ suspended', reason: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${wichai.id}/status`,
      headers: bearer(support.token),
      payload: {},
    });
    expect(missing.json().data.fields).toEqual({ status: 'สถานะต้องเป็น active หรือ suspended', reason: 'กรุณาระบุเหตุผล' });
    const row = await t.handle.db.selectFrom('member').select('status').where('id', '=', wichai.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    const audits = await t.handle.db.selectFrom('operator_audit').select('id').where('action', '=', 'member.status').execute();
    expect(audits).toHaveLength(0);
  });

  it('suspends a member: every session is revoked, the member is refused, and it is audited', async () => {
    const member = await makeMember(t, { first_name: 'ถูกระงับ' });
    const otherToken = await memberToken(t, member.id);
    const before = await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(member.token) });
    expect(before.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/status`,
      headers: bearer(support.token),
      payload: { status: 'suspended', reason: 'แจ้งโกงโปรโมชั่น' },
    });
    expect(res.json()).toMatchObject({ error: 0, data: { id: member.id, status: 'suspended' } });

    for (const token of [member.token, otherToken]) {
      const after = await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ error: 3 });
    }
    const live = await t.handle.db
      .selectFrom('session')
      .select('token_hash')
      .where('subject_type', '=', 'member')
      .where('subject_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
    // Other members keep their sessions.
    expect((await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(somchai.token) })).statusCode).toBe(200);

    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'member.status')
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: support.id, detail: { from: 'active', to: 'suspended', reason: 'แจ้งโกงโปรโมชั่น' } });

    // The member cannot sign in again while suspended (the account module's login).
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { phone: member.phone, password: member.password } });
    expect(login.json()).toEqual({ error: 1009, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน' });

    // Suspending again changes nothing and records nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'suspended', reason: 'ซ้ำอีกครั้ง' },
    });
    expect(await t.handle.db.selectFrom('operator_audit').select('id').where('target', '=', `member:${member.id}`).execute()).toHaveLength(
      1,
    );

    // Reactivation is allowed and audited; old tokens stay revoked.
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'active', reason: 'ตรวจสอบแล้วไม่พบความผิด' },
    });
    expect(back.json()).toMatchObject({ error: 0, data: { status: 'active' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(member.token) })).statusCode).toBe(401);
    expect(await t.handle.db.selectFrom('operator_audit').select('id').where('target', '=', `member:${member.id}`).execute()).toHaveLength(
      2,
    );
    const relogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { phone: member.phone, password: member.password } });
    expect(relogin.json()).toMatchObject({ error: 0, data: { token_type: 'Bearer' } });
  });

  it('answers 404 when changing the status of an unknown member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/999999/status',
      headers: bearer(support.token),
      payload: { status: 'suspended', reason: 'ไม่มีตัวตน' },
    });
    expect(res.statusCode).toBe(404);
  });
});
