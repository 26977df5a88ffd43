import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectInvalid, expectOk, get, makeOperator, type TestContext } from '../../test';
import { recordAudit } from './audit';

type Entry = { id: number; operator_id: number | null; operator_username: string; action: string; target: string; created_at: string };
type Page = { items: Entry[]; total: number };

/** The audit log's filters: Bangkok days, target, operator, action, and the server's order. */
describe(`audit log filters (${engineName()})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeOperator>>;
  let clerk: Awaited<ReturnType<typeof makeOperator>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeOperator(t, 'admin', { username: 'zeta.admin' });
    clerk = await makeOperator(t, 'support', { username: 'alpha.clerk' });
    // Rows at known times around Bangkok midnights (UTC+7: 17:00 UTC is the next Bangkok day).
    const rows: [number, string, string, string][] = [
      [admin.id, 'member.status', 'member:7', '2026-03-08T16:59:59Z'], // Bangkok 8 March 23:59:59
      [clerk.id, 'banner.create', 'banner:1', '2026-03-08T17:00:00Z'], // Bangkok 9 March 00:00
      [admin.id, 'member.status', 'member:8', '2026-03-09T12:00:00Z'], // Bangkok 9 March 19:00
      [clerk.id, 'member.status', 'member:7', '2026-03-09T17:00:00Z'], // Bangkok 10 March 00:00
    ];
    for (const [op, action, target, at] of rows) {
      await t.handle.db.transaction().execute(async (trx) => {
        await recordAudit(trx, op, action, target, { at });
        await sql`update operator_audit set created_at = ${at}::timestamptz where detail->>'at' = ${at}`.execute(trx);
      });
    }
  });
  afterAll(async () => t.close());

  const list = async (query: string) => expectOk<Page>(await get(t, `/api/admin/audit?${query}`, admin.token));
  const targets = (p: Page) => p.items.map((e) => `${e.target}@${e.created_at.slice(0, 19)}`);

  it('filters by Bangkok days, both ends included', async () => {
    expect(targets(await list('from=2026-03-09&to=2026-03-09'))).toEqual(['member:8@2026-03-09T12:00:00', 'banner:1@2026-03-08T17:00:00']);
    expect(targets(await list('to=2026-03-08'))).toEqual(['member:7@2026-03-08T16:59:59']);
    expect((await list('from=2026-03-10&to=2026-03-10')).total).toBe(1);
    // The helpers' operator.create rows are made now, after these days: an open end includes them.
    expect((await list('from=2026-03-08')).total).toBe((await list('')).total);
  });

  it('filters by exact target, operator and action together', async () => {
    expect(targets(await list('target=member:7'))).toEqual(['member:7@2026-03-09T17:00:00', 'member:7@2026-03-08T16:59:59']);
    expect(targets(await list(`target=member:7&operator_id=${clerk.id}`))).toEqual(['member:7@2026-03-09T17:00:00']);
    expect((await list(`action=member.status&operator_id=${admin.id}`)).total).toBe(2);
    expect((await list('target=member')).total).toBe(0);
  });

  it('sorts on the server: time either way, action, target and operator', async () => {
    const days = 'from=2026-03-08&to=2026-03-10';
    const asc = await list(`${days}&sort=created_at&dir=asc`);
    expect(targets(asc)).toEqual([
      'member:7@2026-03-08T16:59:59',
      'banner:1@2026-03-08T17:00:00',
      'member:8@2026-03-09T12:00:00',
      'member:7@2026-03-09T17:00:00',
    ]);
    expect(targets(await list(days))).toEqual([...targets(asc)].reverse());
    expect((await list(`${days}&sort=action&dir=asc`)).items.map((e) => e.action)).toEqual([
      'banner.create',
      'member.status',
      'member.status',
      'member.status',
    ]);
    expect((await list(`${days}&sort=target&dir=desc`)).items.map((e) => e.target)).toEqual([
      'member:8',
      'member:7',
      'member:7',
      'banner:1',
    ]);
    expect((await list(`${days}&sort=operator&dir=asc`)).items.map((e) => e.operator_username)).toEqual([
      'alpha.clerk',
      'alpha.clerk',
      'zeta.admin',
      'zeta.admin',
    ]);
  });

  it('refuses a malformed day, a range that ends before it starts and an unknown order, in Thai', async () => {
    expectInvalid(await get(t, '/api/admin/audit?from=2026-02-30', admin.token), 'from', 'วันที่เริ่มต้นไม่ถูกต้อง');
    expectInvalid(await get(t, '/api/admin/audit?to=9/3/2026', admin.token), 'to', /ปปปป-ดด-วว/);
    expectInvalid(await get(t, '/api/admin/audit?from=2026-03-10&to=2026-03-09', admin.token), 'to', 'วันที่เริ่มต้นต้องไม่หลังวันที่สิ้นสุด');
    expectInvalid(await get(t, '/api/admin/audit?sort=detail', admin.token), 'sort');
  });
});
