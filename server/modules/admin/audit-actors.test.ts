import { bangkokToday } from '@contract/thai-calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectInvalid, expectOk, get, makeOperator, type TestContext } from '../../test';
import { recordAudit, recordSystemAudit } from './audit';

type Entry = { operator_id: number | null; operator_username: string; action: string; target: string };
type Page = { items: Entry[]; total: number };
type Summary = { from: string; to: string; total: number; items: { action: string; count: number; last_at: string }[] };

/**
 * Operators and the system in one trail (issue 30 point 13): a feed writing every 30 s must not bury
 * what people did. The list shows operators unless asked; the system's entries are kept, filtered
 * by `actor_kind`, and counted by action for the summary line.
 */
describe(`audit log: operators and the system (${engineName()})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeOperator>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeOperator(t, 'admin', { username: 'boss' });
    await t.handle.db.transaction().execute(async (trx) => {
      await recordAudit(trx, admin.id, 'member.status', 'member:7', { from: 'active', to: 'suspended' });
      // Today: a feed importing five times and a debt job once.
      for (let i = 1; i <= 5; i++)
        await recordSystemAudit(trx, 'sport:sandbox', 'sport.feed.import', `sport_feed_import:${i}`, { import_id: i });
      await recordSystemAudit(trx, 'debts', 'debt.create', 'member:7', { amount: 10 });
      // An import on 1 March 2026 (Bangkok): counted only when the days ask for it.
      await recordSystemAudit(trx, 'sport:sandbox', 'sport.feed.import', 'sport_feed_import:old', { at: 'old' });
      await sql`update operator_audit set created_at = '2026-03-01T05:00:00Z'::timestamptz where target = 'sport_feed_import:old'`.execute(
        trx,
      );
    });
  });
  afterAll(async () => t.close());

  const list = async (query = '') => expectOk<Page>(await get(t, `/api/admin/audit?${query}`, admin.token));
  const summary = async (query = '') => expectOk<Summary>(await get(t, `/api/admin/audit/system?${query}`, admin.token));

  it('lists operators’ entries only unless asked, and keeps the system’s', async () => {
    const operators = await list();
    expect(operators.items.every((e) => e.operator_id !== null)).toBe(true);
    // The helper's operator.create and the suspension.
    expect(operators.items.map((e) => e.action)).toEqual(['member.status', 'operator.create']);
    expect(operators.total).toBe(2);
    expect((await list('actor_kind=operator')).total).toBe(2);

    const system = await list('actor_kind=system');
    expect(system.total).toBe(7);
    expect(system.items.every((e) => e.operator_id === null)).toBe(true);
    expect(system.items[0]).toMatchObject({ operator_username: 'debts', action: 'debt.create' });

    expect((await list('actor_kind=all')).total).toBe(9);
  });

  it('combines the actor with the other filters', async () => {
    expect((await list('actor_kind=all&target=member:7')).items.map((e) => e.action)).toEqual(['debt.create', 'member.status']);
    expect((await list('target=member:7')).items.map((e) => e.action)).toEqual(['member.status']);
    expect((await list('actor_kind=system&action=sport.feed.import&from=2026-03-01&to=2026-03-01')).items.map((e) => e.target)).toEqual([
      'sport_feed_import:old',
    ]);
    // An operator's id finds no system entry, whatever the actor asked.
    expect((await list(`actor_kind=all&operator_id=${admin.id}`)).items.every((e) => e.operator_id === admin.id)).toBe(true);
  });

  it('counts the hidden system entries by action, today unless days are given', async () => {
    const today = bangkokToday();
    const now = await summary();
    expect(now).toMatchObject({ from: today, to: today, total: 6 });
    expect(now.items.map((i) => [i.action, i.count])).toEqual([
      ['sport.feed.import', 5],
      ['debt.create', 1],
    ]);
    expect(Date.parse(now.items[0].last_at)).toBeGreaterThan(Date.now() - 10 * 60_000);

    const march = await summary('from=2026-03-01&to=2026-03-01');
    expect(march).toMatchObject({ from: '2026-03-01', to: '2026-03-01', total: 1 });
    expect(march.items).toEqual([{ action: 'sport.feed.import', count: 1, last_at: '2026-03-01T05:00:00.000Z' }]);

    expect((await summary(`from=2026-03-01&to=${today}`)).total).toBe(7);
    expect((await summary('action=debt.create')).items.map((i) => i.action)).toEqual(['debt.create']);
    expect((await summary('target=member:7')).total).toBe(1);
    expect((await summary('from=2026-02-01&to=2026-02-02')).items).toEqual([]);
  });

  it('refuses an unknown actor and days in the wrong order, in Thai; the summary is admin’s only', async () => {
    expectInvalid(await get(t, '/api/admin/audit?actor_kind=robots', admin.token), 'actor_kind', 'ผู้กระทำต้องเป็น operator, system หรือ all');
    expectInvalid(await get(t, '/api/admin/audit/system?from=2026-03-10&to=2026-03-09', admin.token), 'to', 'วันที่เริ่มต้นต้องไม่หลังวันที่สิ้นสุด');
    const support = await makeOperator(t, 'support', { username: 'helper' });
    expect((await get(t, '/api/admin/audit/system', support.token)).statusCode).toBe(403);
  });
});
