import type { AdminCoupon } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  type TestContext,
} from '../../test';
import { verifyLedger } from '../ledger';
import { createBatch } from './batches';
import { CODE_ALPHABET, RANDOM_PART, randomCodes } from './codes';

type Page<T> = { items: T[]; page: number; page_size: number; total: number };

describe(`coupons: operators (${engineName()})`, () => {
  let t: TestContext;
  let admin: { id: number; token: string };
  let support: { id: number; token: string };
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    admin = await makeOperator(t, 'admin');
    support = await makeOperator(t, 'support');
    finance = await makeOperator(t, 'finance');
  });
  afterEach(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
  afterAll(async () => t.close());

  const audits = (target: string) =>
    t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'detail'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  it('creates a coupon (code upper-cased, amounts in baht), audited; finance reads but may not create', async () => {
    const body = {
      code: 'newYear2027',
      name: 'ปีใหม่',
      kind: 'credit',
      amount: 88.5,
      turnover_multiplier: 3,
      weights: { slot: 100 },
      max_withdrawal: 1000,
      requirement_days: 5,
      quota: 100,
      valid_until: '2099-01-01T00:00:00+07:00',
    };
    expectError(await post(t, '/api/admin/coupons', body, finance.token), Errors.FORBIDDEN.code, 403);
    const c = expectOk<AdminCoupon>(await post(t, '/api/admin/coupons', body, support.token));
    expect(c).toMatchObject({
      code: 'NEWYEAR2027',
      name: 'ปีใหม่',
      batch_id: null,
      kind: 'credit',
      amount: 88.5,
      promotion_id: null,
      promotion_title: null,
      turnover_multiplier: 3,
      weights: { slot: 100 },
      max_withdrawal: 1000,
      requirement_days: 5,
      valid_until: '2098-12-31T17:00:00.000Z',
      quota: 100,
      used: 0,
      status: 'active',
    });
    const stored = await t.handle.db
      .selectFrom('coupon')
      .select(['amount', 'max_withdrawal', 'created_by'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ amount: 8_850, max_withdrawal: 100_000, created_by: support.id });
    const [audit] = await audits(`coupon:${c.id}`);
    expect(audit).toMatchObject({ operator_id: support.id, action: 'coupon.create' });

    // Finance and support read it; a code is case-insensitive, so another coupon may not take it in any case.
    const page = expectOk<Page<AdminCoupon>>(await get(t, '/api/admin/coupons?q=newyear', finance.token));
    expect(page.items.map((i) => i.id)).toEqual([c.id]);
    expectError(await post(t, '/api/admin/coupons', { ...body, code: 'NEWYEAR2027' }, support.token), Errors.COUPON_CODE_TAKEN.code);
    expectError(await post(t, '/api/admin/coupons', { ...body, code: 'newyear2027' }, admin.token), Errors.COUPON_CODE_TAKEN.code);
  });

  it('validates the terms with Thai messages beside the field', async () => {
    const post422 = (body: Record<string, unknown>) =>
      post(t, '/api/admin/coupons', { code: 'VALIDATE1', kind: 'credit', amount: 10, ...body }, support.token);
    expectInvalid(await post422({ code: 'ab' }), 'code', 'โค้ดคูปองต้องมี 4-32 ตัวอักษร');
    expectInvalid(await post422({ code: 'โค้ดไทย' }), 'code');
    expectInvalid(await post422({ kind: 'cash' }), 'kind', 'ประเภทคูปองไม่ถูกต้อง');
    expectInvalid(await post422({ amount: 0 }), 'amount', 'กรุณาระบุจำนวนที่ได้รับ');
    expectInvalid(await post422({ amount: 10.555 }), 'amount', 'จำนวนมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expectInvalid(await post422({ kind: 'free_spins', amount: 2.5 }), 'amount', 'จำนวนฟรีสปินต้องเป็นจำนวนเต็ม');
    expectInvalid(await post422({ kind: 'deposit_bonus', amount: 0 }), 'promotion_id');
    expectInvalid(await post422({ kind: 'deposit_bonus', amount: 0, promotion_id: 999_999 }), 'promotion_id', 'ไม่พบโปรโมชั่นนี้');
    expectInvalid(await post422({ promotion_id: 1 }), 'promotion_id');
    expectInvalid(await post422({ turnover_multiplier: -1 }), 'turnover_multiplier');
    expectInvalid(await post422({ requirement_days: 0 }), 'requirement_days');
    expectInvalid(await post422({ valid_until: 'tomorrow' }), 'valid_until');
    expectInvalid(
      await post422({ valid_from: '2030-01-02T00:00:00+07:00', valid_until: '2030-01-01T00:00:00+07:00' }),
      'valid_until',
      'เวลาหมดอายุต้องอยู่หลังเวลาเริ่มใช้',
    );
    expectInvalid(await post422({ quota: 0 }), 'quota');
    const none = await t.handle.db.selectFrom('coupon').select('id').where('code', '=', 'VALIDATE1').execute();
    expect(none).toEqual([]);
  });

  it('edits a coupon (audited with what changed); a used coupon keeps its kind and its quota stays above what is used', async () => {
    const c = expectOk<AdminCoupon>(
      await post(t, '/api/admin/coupons', { code: 'EDITME01', kind: 'points', amount: 10, quota: 5 }, support.token),
    );
    const edited = expectOk<AdminCoupon>(
      await put(
        t,
        `/api/admin/coupons/${c.id}`,
        { code: 'editme02', kind: 'points', amount: 25, quota: 2, name: 'แก้ไขแล้ว' },
        support.token,
      ),
    );
    expect(edited).toMatchObject({ code: 'EDITME02', amount: 25, quota: 2, name: 'แก้ไขแล้ว', valid_from: c.valid_from });
    const [, audit] = await audits(`coupon:${c.id}`);
    expect(audit).toMatchObject({ action: 'coupon.update', operator_id: support.id });
    expect((audit.detail as { changes: Record<string, unknown> }).changes).toMatchObject({
      code: { from: 'EDITME01', to: 'EDITME02' },
      amount: { from: 1_000, to: 2_500 },
      quota: { from: 5, to: 2 },
    });

    const m1 = await makeMember(t);
    const m2 = await makeMember(t);
    expectOk(await post(t, '/api/coupon/redeem', { code: 'EditMe02' }, m1.token));
    expectOk(await post(t, '/api/coupon/redeem', { code: 'EditMe02' }, m2.token));
    expectInvalid(
      await put(t, `/api/admin/coupons/${c.id}`, { code: 'EDITME02', kind: 'points', amount: 25, quota: 1 }, support.token),
      'quota',
      'จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (2)',
    );
    expectInvalid(
      await put(t, `/api/admin/coupons/${c.id}`, { code: 'EDITME02', kind: 'credit', amount: 25, quota: 5 }, support.token),
      'kind',
      'คูปองที่มีผู้ใช้แล้วเปลี่ยนประเภทไม่ได้',
    );
    const other = expectOk<AdminCoupon>(
      await post(t, '/api/admin/coupons', { code: 'EDITOTHER', kind: 'points', amount: 1 }, support.token),
    );
    expectError(
      await put(t, `/api/admin/coupons/${other.id}`, { code: 'editme02', kind: 'points', amount: 1 }, support.token),
      Errors.COUPON_CODE_TAKEN.code,
    );
    expectError(
      await put(t, '/api/admin/coupons/999999', { code: 'NOSUCH01', kind: 'points', amount: 1 }, support.token),
      Errors.NOT_FOUND.code,
      404,
    );
    expectError(
      await put(t, `/api/admin/coupons/${c.id}`, { code: 'EDITME02', kind: 'points', amount: 1 }, finance.token),
      Errors.FORBIDDEN.code,
      403,
    );

    // Its redemptions, newest first, for finance too.
    const page = expectOk<Page<{ member_id: number; code: string; amount: number; status: string }>>(
      await get(t, `/api/admin/coupons/${c.id}/redemptions`, finance.token),
    );
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.member_id, i.code, i.amount, i.status])).toEqual([
      [m2.id, 'EDITME02', 25, 'granted'],
      [m1.id, 'EDITME02', 25, 'granted'],
    ]);
  });

  it('pauses, resumes and ends a coupon (audited); an ended coupon stays ended', async () => {
    const c = expectOk<AdminCoupon>(await post(t, '/api/admin/coupons', { code: 'STATUS01', kind: 'points', amount: 1 }, support.token));
    const status = (s: string, token = support.token) => post(t, `/api/admin/coupons/${c.id}/status`, { status: s }, token);
    expectError(await status('paused', finance.token), Errors.FORBIDDEN.code, 403);
    expect(expectOk<AdminCoupon>(await status('paused')).status).toBe('paused');
    expect(expectOk<AdminCoupon>(await status('active')).status).toBe('active');
    expect(expectOk<AdminCoupon>(await status('ended', admin.token)).status).toBe('ended');
    expectInvalid(await status('active'), 'status', 'คูปองที่สิ้นสุดแล้วเปิดใช้ใหม่ไม่ได้ กรุณาสร้างคูปองใหม่');
    expectInvalid(await status('finished'), 'status');
    const rows = await audits(`coupon:${c.id}`);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['coupon.create', expect.anything()],
      ['coupon.status', { from: 'active', to: 'paused' }],
      ['coupon.status', { from: 'paused', to: 'active' }],
      ['coupon.status', { from: 'active', to: 'ended' }],
    ]);
    const filtered = expectOk<Page<AdminCoupon>>(await get(t, '/api/admin/coupons?status=ended&page_size=100', support.token));
    expect(filtered.items.map((i) => i.id)).toContain(c.id);
    expect(filtered.items.every((i) => i.status === 'ended')).toBe(true);
  });

  it('makes a batch of unique single-use codes (prefix + 8 characters without look-alikes), listed by batch for the export', async () => {
    const body = { name: 'แจกหน้าร้าน', kind: 'free_spins', amount: 3, prefix: 'shop', size: 250 };
    expectError(await post(t, '/api/admin/coupon-batches', body, finance.token), Errors.FORBIDDEN.code, 403);
    const made = expectOk<{ batch_id: number; size: number }>(await post(t, '/api/admin/coupon-batches', body, support.token));
    expect(made.size).toBe(250);
    const codes: string[] = [];
    for (let page = 1; ; page++) {
      const p = expectOk<Page<AdminCoupon>>(
        await get(t, `/api/admin/coupons?batch_id=${made.batch_id}&page=${page}&page_size=100`, finance.token),
      );
      expect(p.total).toBe(250);
      codes.push(...p.items.map((i) => i.code));
      for (const i of p.items)
        expect(i).toMatchObject({ batch_id: made.batch_id, kind: 'free_spins', amount: 3, quota: 1, name: 'แจกหน้าร้าน' });
      if (p.items.length < 100) break;
    }
    expect(codes).toHaveLength(250);
    expect(new Set(codes).size).toBe(250);
    const shape = new RegExp(`^SHOP[${CODE_ALPHABET}]{${RANDOM_PART}}$`);
    for (const code of codes) expect(code).toMatch(shape);
    const [audit] = await audits(`coupon_batch:${made.batch_id}`);
    expect(audit).toMatchObject({ operator_id: support.id, action: 'coupon_batch.create' });

    // A code is single-use: one member gets it, the next is told it is used up.
    const [a, b] = [await makeMember(t), await makeMember(t)];
    expectOk(await post(t, '/api/coupon/redeem', { code: codes[0].toLowerCase() }, a.token));
    expectError(await post(t, '/api/coupon/redeem', { code: codes[0] }, b.token), Errors.COUPON_UNAVAILABLE.code);
    const batches = expectOk<Page<{ id: number; name: string; size: number; used: number }>>(
      await get(t, '/api/admin/coupon-batches', finance.token),
    );
    expect(batches.items[0]).toMatchObject({ id: made.batch_id, name: 'แจกหน้าร้าน', size: 250, used: 1 });

    expectInvalid(
      await post(t, '/api/admin/coupon-batches', { ...body, size: 100_001 }, support.token),
      'size',
      'สร้างได้ครั้งละไม่เกิน 100,000 โค้ด',
    );
    expectInvalid(await post(t, '/api/admin/coupon-batches', { ...body, prefix: 'TOO-LONG!' }, support.token), 'prefix');
    expectInvalid(await post(t, '/api/admin/coupon-batches', { ...body, name: 'ab' }, support.token), 'name');
  });

  it('draws again for codes that collide (with existing codes and within the draw) until the batch is whole', async () => {
    await sql`insert into coupon (code, kind, amount) values ('DUPAAAAAAAA', 'points', 100), ('DUPBBBBBBBB', 'points', 100)`.execute(
      t.handle.db,
    );
    let calls = 0;
    // First draw: two existing codes, one repeated twice and one new; then honest random codes.
    const draw = (prefix: string, count: number) => {
      calls += 1;
      if (calls === 1) return ['DUPAAAAAAAA', 'DUPBBBBBBBB', 'DUPCCCCCCCC', 'DUPCCCCCCCC', 'DUPDDDDDDDD'].slice(0, count);
      return randomCodes(prefix, count);
    };
    const made = await createBatch(
      t.handle.db,
      support.id,
      {
        name: 'ชนกันทดสอบ',
        kind: 'points',
        amount: 1,
        prefix: 'DUP',
        size: 5,
        promotion_id: null,
        turnover_multiplier: 0,
        weights: null,
        max_withdrawal: null,
        requirement_days: 7,
        valid_until: null,
      },
      { draw },
    );
    expect(calls).toBe(2);
    const rows = await t.handle.db.selectFrom('coupon').select('code').where('batch_id', '=', made.batch_id).orderBy('code').execute();
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['DUPCCCCCCCC', 'DUPDDDDDDDD']));
    expect(rows.map((r) => r.code)).not.toContain('DUPAAAAAAAA');
  });

  it('draws each character of the alphabet about equally often (no modulo bias) and never a look-alike', () => {
    expect(CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    const counts = new Map<string, number>();
    const codes = randomCodes('', 31_000 / RANDOM_PART);
    for (const code of codes) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
    // 31,000 draws over 31 characters: 1,000 expected each; chi-square with 30 degrees of freedom stays
    // far below 70 (p < 0.0001) for a fair draw.
    const chi = [...counts.values()].reduce((s, n) => s + (n - 1_000) ** 2 / 1_000, 0);
    expect(chi).toBeLessThan(70);
  });

  it('refuses a deposit-bonus coupon for a promotion that has ended, and accepts a running one (title shown)', async () => {
    const r = await sql<{ id: number }>`
      insert into promotion (title, type, visibility, percent_bp) values ('โปรเฉพาะคูปอง', 'every_deposit', 'coupon', 1000) returning id`.execute(
      t.handle.db,
    );
    const id = r.rows[0].id;
    const c = expectOk<AdminCoupon>(
      await post(
        t,
        '/api/admin/coupons',
        { code: 'DEPBONUS1', kind: 'deposit_bonus', promotion_id: id, amount: 5, turnover_multiplier: 9 },
        support.token,
      ),
    );
    // A deposit-bonus coupon carries no amount or requirement of its own: the promotion's terms apply.
    expect(c).toMatchObject({
      kind: 'deposit_bonus',
      promotion_id: id,
      promotion_title: 'โปรเฉพาะคูปอง',
      amount: 0,
      turnover_multiplier: 0,
    });
    await sql`update promotion set status = 'ended' where id = ${id}`.execute(t.handle.db);
    expectInvalid(
      await post(t, '/api/admin/coupons', { code: 'DEPBONUS2', kind: 'deposit_bonus', promotion_id: id }, support.token),
      'promotion_id',
      'โปรโมชั่นนี้สิ้นสุดแล้ว กรุณาเลือกโปรโมชั่นอื่น',
    );
  });
});
