import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeMember, makeOperator, type TestContext } from '../../test';

describe(`operator audit trail (${engineName()})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeOperator>>;
  let support: Awaited<ReturnType<typeof makeOperator>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeOperator(t, 'admin', { username: 'chief' });
    support = await makeOperator(t, 'support', { username: 'helper' });
  });
  afterAll(async () => t.close());

  const audit = (query = '', token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) });

  it('lists every operator write newest first with who did it, filtered and paged', async () => {
    const member = await makeMember(t);
    const banner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: bearer(support.token),
      payload: { image: '/b.png', title: 'โปรใหม่', link: '/promotions' },
    });
    const bannerId = banner.json().data.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'suspended', reason: 'ตรวจพบบัญชีซ้ำ' },
    });

    const res = await audit();
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    // Two operator.create rows (from the helpers), the banner and the suspension.
    expect(total).toBe(4);
    expect(items.map((i: { action: string }) => i.action)).toEqual([
      'member.status',
      'banner.create',
      'operator.create',
      'operator.create',
    ]);
    expect(items[0]).toMatchObject({
      operator_id: admin.id,
      operator_username: 'chief',
      target: `member:${member.id}`,
      detail: { from: 'active', to: 'suspended', reason: 'ตรวจพบบัญชีซ้ำ' },
    });
    expect(items[1]).toMatchObject({
      operator_username: 'helper',
      target: `banner:${bannerId}`,
      detail: { values: { image: '/b.png', title: 'โปรใหม่', link: '/promotions', active: true, sort: 0 } },
    });
    expect(new Date(items[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const onlyBanner = (await audit('?action=banner.create')).json().data;
    expect(onlyBanner.items.map((i: { target: string }) => i.target)).toEqual([`banner:${bannerId}`]);
    const bySupport = (await audit(`?operator_id=${support.id}`)).json().data;
    expect(bySupport.items.map((i: { action: string }) => i.action)).toEqual(['banner.create', 'operator.create']);
    const page2 = (await audit('?page=2&page_size=3')).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(page2.items).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expect((await audit('', support.token)).statusCode).toBe(403);
    const finance = await makeOperator(t, 'finance');
    expect((await audit('', finance.token)).json()).toEqual({ error: 6, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' });
  });

  it('writes the change and its audit row in one transaction: no audit, no change', async () => {
    const member = await makeMember(t);
    const bannersBefore = (await t.handle.db.selectFrom('banner').select('id').execute()).length;
    await sql`create function audit_down() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`.execute(
      t.handle.db,
    );
    await sql`create trigger audit_down before insert on operator_audit for each row execute function audit_down()`.execute(t.handle.db);
    try {
      const banner = await t.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: bearer(support.token),
        payload: { image: '/b2.png', title: 'ไม่ควรถูกบันทึก', link: '/promotions' },
      });
      expect(banner.statusCode).toBe(500);
      const status = await t.app.inject({
        method: 'POST',
        url: `/api/admin/members/${member.id}/status`,
        headers: bearer(support.token),
        payload: { status: 'suspended', reason: 'ทดสอบการย้อนกลับ' },
      });
      expect(status.statusCode).toBe(500);
    } finally {
      await sql`drop trigger audit_down on operator_audit`.execute(t.handle.db);
      await sql`drop function audit_down()`.execute(t.handle.db);
    }
    expect((await t.handle.db.selectFrom('banner').select('id').execute()).length).toBe(bannersBefore);
    const row = await t.handle.db.selectFrom('member').select('status').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    // The member's session survived the rolled-back suspension.
    expect((await t.app.inject({ method: 'POST', url: '/api/member/wallets', headers: bearer(member.token) })).statusCode).toBe(200);
  });
});
