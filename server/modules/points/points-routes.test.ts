import { bangkokToday } from '@contract/fields';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fund,
  get,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { grantPrize, spendPoints } from '../prizes';
import { addDays } from '../rewards';
import { runPointsJobs } from '.';
import { at, pointsOf, savePoints, stake, TEST_POINTS } from './test-support';

/** The member and operator routes over HTTP: rules, summary, history (own only), settings, report, run. */
describe(`points routes (${engineName()})`, () => {
  let t: TestContext;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await savePoints(t, TEST_POINTS);
    today = bangkokToday();
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  const run = () => runPointsJobs(t.handle.db, new Date());

  it('the public rules need no sign-in', async () => {
    expect(expectOk(await get(t, '/api/points/config'))).toEqual({
      enabled: true,
      rates: [
        { product: 'slot', product_name: 'สล็อต', points_per_100: 1 },
        { product: 'casino', product_name: 'คาสิโน', points_per_100: 0.5 },
        { product: 'sport', product_name: 'กีฬา', points_per_100: 2 },
      ],
      vip_levels: [
        { level: 0, name: 'สมาชิก', deposits: 0, turnover: 0 },
        { level: 1, name: 'VIP Gold', deposits: 5_000, turnover: 50_000 },
        { level: 2, name: 'VIP Hero', deposits: 50_000, turnover: 500_000 },
      ],
      window_days: 30,
    });
  });

  it('summary: points, what is still to be credited, the level and the way to the next', async () => {
    const m = await makeMember(t);
    expect((await get(t, '/api/points/summary')).statusCode).toBe(401);
    await fund(t, m.id, 2_500);
    await stake(t, m.id, 'slot', 10_000);
    let s = expectOk(await get(t, '/api/points/summary', m.token));
    expect(s).toEqual({
      points: 0,
      pending_points: 100,
      vip_level: 0,
      vip_name: 'สมาชิก',
      next_level: 1,
      next_name: 'VIP Gold',
      deposits: 2_500,
      turnover: 10_000,
      next_deposits: 5_000,
      next_turnover: 50_000,
      deposits_needed: 2_500,
      turnover_needed: 40_000,
      percent: 50,
      window_days: 30,
    });
    await run();
    s = expectOk(await get(t, '/api/points/summary', m.token));
    expect(s).toMatchObject({ points: 100, pending_points: 0, vip_level: 0, percent: 50 });
    // POST /api/member/points (the account module) answers the same balance
    expect(expectOk(await post(t, '/api/member/points', {}, m.token))).toEqual({ point: 100 });
    await fund(t, m.id, 2_500);
    await run();
    s = expectOk(await get(t, '/api/points/summary', m.token));
    expect(s).toMatchObject({
      vip_level: 1,
      vip_name: 'VIP Gold',
      next_level: 2,
      next_name: 'VIP Hero',
      deposits_needed: 45_000,
      turnover_needed: 490_000,
      percent: 10,
    });
    await fund(t, m.id, 45_000);
    await run();
    s = expectOk(await get(t, '/api/points/summary', m.token));
    expect(s).toMatchObject({ vip_level: 2, next_level: null, next_name: null, next_deposits: null, percent: 100 });
  });

  it('history: only the member own movements, newest first, signed, with the balance after', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    await stake(t, a.id, 'slot', 500);
    await stake(t, b.id, 'slot', 700);
    await run();
    await t.handle.db.transaction().execute(async (trx) => {
      await grantPrize(trx, {
        memberId: a.id,
        key: `wheel:test-${a.id}:prize`,
        kind: 'points',
        units: 2_000,
        source: 'wheel',
        sourceId: `test-${a.id}`,
        title: 'กงล้อนำโชค',
        statementText: 'รางวัลกงล้อนำโชค',
      });
      await spendPoints(trx, { memberId: a.id, key: `shop:test-${a.id}`, units: 1_250, reference: 'ร้านแลกแต้ม' });
    });
    expect((await get(t, '/api/points/history')).statusCode).toBe(401);
    const h = expectOk(await get(t, '/api/points/history?page=1&limit=2', a.token));
    expect(h).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(
      h.items.map((i: { kind_name: string; points: number; balance_after: number; reference: string }) => [
        i.kind_name,
        i.points,
        i.balance_after,
        i.reference,
      ]),
    ).toEqual([
      ['ใช้แต้ม', -12.5, 12.5, 'ร้านแลกแต้ม'],
      ['รับแต้ม', 20, 25, 'รางวัลกงล้อนำโชค'],
    ]);
    const p2 = expectOk(await get(t, '/api/points/history?page=2&limit=2', a.token));
    expect(p2.items).toHaveLength(1);
    expect(p2.items[0]).toMatchObject({ kind: 'points_earn', points: 5, balance_after: 5 });
    expect(p2.items[0].reference).toMatch(/^แต้มจากยอดเล่นวันที่ /);
    const hb = expectOk(await get(t, '/api/points/history', b.token));
    expect(hb.items.map((i: { points: number }) => i.points)).toEqual([7]);
    expect(await pointsOf(t, a.id)).toBe(12.5);
    expectInvalid(await get(t, '/api/points/history?limit=0', a.token), 'limit', 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 50');
    expectInvalid(await get(t, '/api/points/history?page=-1', a.token), 'page');
  });

  describe('operators', () => {
    it('settings: finance reads, support saves (audited), bad input answered in Thai with nothing saved', async () => {
      const finance = await makeOperator(t, 'finance');
      const support = await makeOperator(t, 'support', { display_name: 'ฝ่ายดูแล' });
      const got = expectOk(await get(t, '/api/admin/points/settings', finance.token));
      expect(got.settings).toEqual(TEST_POINTS);
      expect((await put(t, '/api/admin/points/settings', TEST_POINTS, finance.token)).statusCode).toBe(403);
      const bad = (patch: object) => put(t, '/api/admin/points/settings', { ...TEST_POINTS, ...patch }, support.token);
      expectInvalid(await bad({ rates: { slot: -1 } }), 'rates.slot', 'อัตราแต้มต้องไม่ติดลบ');
      expectInvalid(await bad({ rates: { slot: 0.001 } }), 'rates.slot', 'อัตราแต้มมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
      expectInvalid(await bad({ rates: { poker: 1 } }), 'rates', 'ประเภทเกมไม่ถูกต้อง');
      expectInvalid(
        await bad({ vip: { gold: { deposits: 0, turnover: 0 }, hero: TEST_POINTS.vip.hero } }),
        'vip.gold',
        'ต้องกำหนดยอดฝากหรือยอดเล่นอย่างน้อยหนึ่งอย่าง',
      );
      expectInvalid(
        await bad({ vip: { gold: TEST_POINTS.vip.gold, hero: { deposits: 5_000, turnover: 600_000 } } }),
        'vip.hero',
        'เกณฑ์ VIP Hero ต้องสูงกว่า VIP Gold',
      );
      expectInvalid(
        await bad({ vip: { gold: { deposits: -5, turnover: 1 }, hero: TEST_POINTS.vip.hero } }),
        'vip.gold.deposits',
        'ยอดฝากต้องไม่ติดลบ',
      );
      expect(expectOk(await get(t, '/api/admin/points/settings', finance.token)).settings).toEqual(TEST_POINTS);
      const next = { ...TEST_POINTS, rates: { ...TEST_POINTS.rates, lotto: 0.25 } };
      const saved = expectOk(await put(t, '/api/admin/points/settings', next, support.token));
      expect(saved.settings).toEqual(next);
      expect(saved.updated.by).toBe('ฝ่ายดูแล');
      const audit = await t.handle.db
        .selectFrom('operator_audit')
        .select(['action', 'detail'])
        .where('operator_id', '=', support.id)
        .where('action', 'like', 'points.%')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['points.settings']);
      const cfg = expectOk(await get(t, '/api/points/config'));
      expect(cfg.rates.map((r: { product: string }) => r.product)).toEqual(['slot', 'casino', 'sport', 'lotto']);
      await savePoints(t, TEST_POINTS);
    });

    it('report: points issued and spent by source, baht prizes, free spins, members per level', async () => {
      const finance = await makeOperator(t, 'finance');
      const support = await makeOperator(t, 'support');
      const before = expectOk(await get(t, `/api/admin/points/report?from=${today}&to=${today}`, finance.token));
      const m = await makeMember(t);
      await stake(t, m.id, 'slot', 1_234);
      const ran = expectOk(await post(t, '/api/admin/points/run', {}, support.token));
      expect(ran.members_credited).toBeGreaterThanOrEqual(1);
      expect((await post(t, '/api/admin/points/run', {}, finance.token)).statusCode).toBe(403);
      await t.handle.db.transaction().execute(async (trx) => {
        const g = (key: string, kind: 'points' | 'credit' | 'free_spins', units: number, source: 'quest' | 'wheel' | 'poll') =>
          grantPrize(trx, { memberId: m.id, key, kind, units, source, sourceId: key, title: 'ทดสอบ', statementText: 'ทดสอบ' });
        await g(`quest:r${m.id}:1`, 'points', 300, 'quest');
        await g(`wheel:r${m.id}:2`, 'credit', 5_000, 'wheel');
        await g(`poll:r${m.id}:3`, 'free_spins', 4, 'poll');
        await spendPoints(trx, { memberId: m.id, key: `wheel:r${m.id}:spin`, units: 1_000, reference: 'หมุนกงล้อ' });
      });
      const r = expectOk(await get(t, `/api/admin/points/report?from=${addDays(today, -1)}&to=${today}`, finance.token));
      expect(r.rows.map((x: { day: string }) => x.day)).toEqual([today, addDays(today, -1)]);
      const was = before.rows[0];
      const row = r.rows[0];
      const diff = (a: Record<string, number>, b: Record<string, number>, k: string) => Math.round(((a[k] ?? 0) - (b[k] ?? 0)) * 100) / 100;
      expect(diff(row.points_issued, was.points_issued, 'turnover')).toBe(12.34);
      expect(diff(row.points_issued, was.points_issued, 'quest')).toBe(3);
      expect(diff(row.points_spent, was.points_spent, 'wheel')).toBe(10);
      expect(diff(row.prizes_paid, was.prizes_paid, 'wheel')).toBe(50);
      expect(row.free_spins_granted - was.free_spins_granted).toBe(4);
      expect(r.totals.points_issued.turnover).toBeGreaterThanOrEqual(12.34);
      expect(r.source_names.turnover).toBe('ยอดเล่น');
      const levels = await sql<{ n: number }>`select count(*)::int as n from member where vip_level = 2`.execute(t.handle.db);
      expect(r.vip_members[2]).toEqual({ level: 2, name: 'VIP Hero', members: levels.rows[0].n });
      expectInvalid(await get(t, `/api/admin/points/report?from=${today}&to=${addDays(today, -1)}`, finance.token), 'to');
      const audit = await t.handle.db
        .selectFrom('operator_audit')
        .select('action')
        .where('operator_id', '=', support.id)
        .where('action', 'like', 'points.%')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['points.run']);
    });
  });

  it('a late stake is credited by the next run, never twice', async () => {
    const m = await makeMember(t);
    await stake(t, m.id, 'slot', 100, at(addDays(today, -1), '23:00'));
    await Promise.all([run(), run()]);
    expect(await pointsOf(t, m.id)).toBe(1);
  });
});
