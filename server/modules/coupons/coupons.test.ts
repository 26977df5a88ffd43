import type { AdminCoupon, AdminCouponBody } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { type CouponHistoryData, type CouponRedeemData, maskCouponCode } from '@contract/promotions';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  errorOf,
  expectError,
  expectOk,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  makeQr,
  memberToken,
  post,
  sandboxPay,
  type TestContext,
} from '../../test';
import { houseAccountId, memberAccountId, memberFreeSpins, memberPoints, verifyLedger } from '../ledger';
import { IP_ATTEMPTS, MEMBER_ATTEMPTS } from './attempts';
import { redeemCoupon } from './redeem';
import { seedDemoCoupons } from './seed';

const DAY = 86_400_000;
const INVALID = { error: Errors.COUPON_INVALID.code, message: Errors.COUPON_INVALID.message };

describe(`coupons: redeeming (${engineName()})`, () => {
  let t: TestContext;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = (await makeOperator(t, 'support')).token;
    finance = (await makeOperator(t, 'finance')).token;
  });
  afterEach(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });
  afterAll(async () => t.close());

  let seq = 0;
  /** A coupon made through the operator route; `code` unique per call unless given. */
  async function coupon(over: Partial<AdminCouponBody>): Promise<AdminCoupon> {
    seq += 1;
    const body = { code: `TEST${seq}X${Math.random().toString(36).slice(2, 8)}`, kind: 'credit', amount: 100, ...over };
    return expectOk<AdminCoupon>(await post(t, '/api/admin/coupons', body, support));
  }
  let ipSeq = 0;
  /** Each member's calls from an address of its own unless told (the per-IP limit is its own test). */
  const redeem = (token: string, code: string, ip = `10.1.0.${++ipSeq % 250}`) =>
    post(t, '/api/coupon/redeem', { code }, token, { remoteAddress: ip });
  const redemptions = (couponId: number) =>
    t.handle.db.selectFrom('coupon_redemption').selectAll().where('coupon_id', '=', couponId).execute();
  const transfersByKey = (key: string) =>
    t.handle.db.selectFrom('ledger_transfer').selectAll().where('idempotency_key', '=', key).execute();

  it('credit: baht from house:bonuses to the main wallet once, with its requirement; any case of the code', async () => {
    const c = await coupon({
      code: 'WelcomeCredit',
      name: 'เครดิตฟรีทดสอบ',
      kind: 'credit',
      amount: 100.5,
      turnover_multiplier: 2.5,
      weights: { slot: 100, casino: 50 },
      max_withdrawal: 500,
      requirement_days: 3,
    });
    expect(c.code).toBe('WELCOMECREDIT');
    const m = await makeMember(t);
    const bonusesBefore = await houseBalance('bonuses');
    const started = Date.now();
    const data = expectOk<CouponRedeemData>(await redeem(m.token, 'welcomecredit'));
    expect(data).toMatchObject({ kind: 'credit', kind_name: 'เครดิตฟรี', amount: 100.5, promotion_title: null, required_turnover: 251.25 });
    expect(data.message).toBe('รับเครดิตฟรี 100.50 บาทแล้ว ทำยอดเทิร์น 251.25 บาทก่อนถอน');
    expect(await mainBalance(t, m.id)).toBe(10_050);
    expect(await houseBalance('bonuses')).toBe(bonusesBefore - 10_050);

    const [r] = await redemptions(c.id);
    expect(r).toMatchObject({ member_id: m.id, status: 'granted', amount: 10_050 });
    const [moved] = await transfersByKey(`coupon:${r.id}`);
    expect(moved).toMatchObject({
      kind: 'bonus',
      currency: 'THB',
      amount: 10_050,
      debit_account_id: await houseAccountId(t.handle.db, 'bonuses'),
      credit_account_id: await memberAccountId(t.handle.db, m.id),
      metadata: { coupon_id: c.id, redemption_id: r.id, statement_text: 'คูปอง เครดิตฟรีทดสอบ' },
    });
    // The member's statement names it.
    const statement = expectOk<{ items: { type: string; type_name: string; amount: number }[] }>(
      await get(t, '/api/member/statement', m.token),
    );
    expect(statement.items[0]).toMatchObject({ type: 'bonus', type_name: 'คูปอง เครดิตฟรีทดสอบ', amount: 100.5 });
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .selectAll()
      .where('id', '=', r.requirement_id as number)
      .executeTakeFirstOrThrow();
    expect(req).toMatchObject({
      member_id: m.id,
      source: 'coupon',
      source_id: `redemption:${r.id}`,
      title: 'เครดิตฟรีทดสอบ',
      required_turnover: 25_125,
      weights: { slot: 100, casino: 50 },
      max_withdrawal: 50_000,
      bonus_amount: 10_050,
      forfeit_rule: 'bonus',
      status: 'active',
    });
    const expires = (req.expires_at as Date).getTime();
    expect(expires).toBeGreaterThanOrEqual(started + 3 * DAY);
    expect(expires).toBeLessThan(Date.now() + 3 * DAY + 1);

    // Again, in upper case this time: the member had it already; nothing more moves.
    const again = await redeem(m.token, 'WELCOMECREDIT');
    expectError(again, Errors.COUPON_ALREADY_USED.code);
    expect(await mainBalance(t, m.id)).toBe(10_050);
    expect(await redemptions(c.id)).toHaveLength(1);
    expect((await adminCouponRow(c.id)).used).toBe(1);
  });

  it('credit without a multiplier or a cap carries no requirement', async () => {
    const c = await coupon({ kind: 'credit', amount: 20 });
    const m = await makeMember(t);
    const data = expectOk<CouponRedeemData>(await redeem(m.token, c.code.toLowerCase()));
    expect(data).toMatchObject({ amount: 20, required_turnover: null, message: 'รับเครดิตฟรี 20.00 บาทแล้ว' });
    const [r] = await redemptions(c.id);
    expect(r.requirement_id).toBeNull();
    expect(await mainBalance(t, m.id)).toBe(2_000);
  });

  it('points: from house:points to the member points account, once', async () => {
    const c = await coupon({ kind: 'points', amount: 500, name: 'แต้มทดสอบ' });
    const m = await makeMember(t);
    const data = expectOk<CouponRedeemData>(await redeem(m.token, c.code));
    expect(data).toMatchObject({ kind: 'points', kind_name: 'แต้มสะสม', amount: 500, message: 'รับ 500 แต้มแล้ว' });
    expect(await memberPoints(t.handle.db, m.id)).toBe(500);
    const [r] = await redemptions(c.id);
    const [moved] = await transfersByKey(`coupon:${r.id}`);
    expect(moved).toMatchObject({
      kind: 'points_earn',
      currency: 'PTS',
      amount: 50_000,
      debit_account_id: await houseAccountId(t.handle.db, 'points'),
      credit_account_id: await memberAccountId(t.handle.db, m.id, 'PTS'),
    });
    expectError(await redeem(m.token, c.code), Errors.COUPON_ALREADY_USED.code);
    expect(await memberPoints(t.handle.db, m.id)).toBe(500);
    expect(await mainBalance(t, m.id)).toBe(0);
  });

  it('free spins: a spin account opened on the first grant, counted by the ledger, shown in the answer and the history', async () => {
    const a = await coupon({ kind: 'free_spins', amount: 10, name: 'ฟรีสปินทดสอบ' });
    const b = await coupon({ kind: 'free_spins', amount: 5 });
    const m = await makeMember(t);
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(0);
    const data = expectOk<CouponRedeemData>(await redeem(m.token, a.code));
    expect(data).toMatchObject({ kind: 'free_spins', kind_name: 'ฟรีสปิน', amount: 10, message: 'รับฟรีสปิน 10 ครั้งแล้ว' });
    expectOk(await redeem(m.token, b.code));
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(15);
    const [r] = await redemptions(a.id);
    const [moved] = await transfersByKey(`coupon:${r.id}`);
    expect(moved).toMatchObject({
      kind: 'bonus',
      currency: 'PTS',
      amount: 10,
      debit_account_id: await houseAccountId(t.handle.db, 'free_spins'),
    });
    expect(await houseBalance('free_spins')).toBeLessThanOrEqual(-15);
    expectError(await redeem(m.token, a.code), Errors.COUPON_ALREADY_USED.code);
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(15);
    const history = expectOk<CouponHistoryData>(await get(t, '/api/coupon/history', m.token));
    expect(history.items.map((i) => [i.kind, i.amount, i.status])).toEqual([
      ['free_spins', 5, 'granted'],
      ['free_spins', 10, 'granted'],
    ]);
    expect(await mainBalance(t, m.id)).toBe(0);
  });

  it('deposit bonus: the promotion becomes the next deposit choice; that deposit marks the redemption used with its bonus', async () => {
    const promotionId = await couponPromotion({ min_deposit: 10_000, percent_bp: 5_000, max_bonus: 20_000 });
    const c = await coupon({ kind: 'deposit_bonus', amount: 0, promotion_id: promotionId, name: 'โบนัสฝากทดสอบ' });
    const m = await makeMember(t);
    const data = expectOk<CouponRedeemData>(await redeem(m.token, c.code));
    expect(data).toMatchObject({ kind: 'deposit_bonus', amount: 0, promotion_title: 'โปรคูปองทดสอบ', required_turnover: null });
    expect(data.message).toBe('ใช้คูปองแล้ว ฝากเงินครั้งถัดไปรับโบนัส โปรคูปองทดสอบ (ฝากขั้นต่ำ 100.00 บาท)');
    let [r] = await redemptions(c.id);
    expect(r).toMatchObject({ status: 'waiting_deposit', amount: 0 });
    const choice = await sql<{ promotion_id: number; coupon_redemption_id: number }>`
      select promotion_id, coupon_redemption_id from promotion_choice where member_id = ${m.id}`.execute(t.handle.db);
    expect(choice.rows).toEqual([{ promotion_id: promotionId, coupon_redemption_id: r.id }]);
    expect(await mainBalance(t, m.id)).toBe(0);
    // The member's promotions page names the waiting coupon by its masked code (through the bridge).
    const mine = expectOk<{ choice: { promotion_id: number; coupon_code_masked: string } }>(await get(t, '/api/promotion/me', m.token));
    expect(mine.choice).toMatchObject({ promotion_id: promotionId, coupon_code_masked: maskCouponCode(c.code) });

    // A credited deposit of 500 baht: 50 % is 250, capped at 200 baht.
    await creditDeposit(m.id, 50_000);
    [r] = await redemptions(c.id);
    expect(r).toMatchObject({ status: 'used', amount: 20_000 });
    expect(r.requirement_id).not.toBeNull();
    expect(await mainBalance(t, m.id)).toBe(70_000);
    const history = expectOk<CouponHistoryData>(await get(t, '/api/coupon/history', m.token));
    expect(history.items[0]).toMatchObject({ kind: 'deposit_bonus', amount: 200, status: 'used', status_name: 'ใช้กับยอดฝากแล้ว' });
    expectError(await redeem(m.token, c.code), Errors.COUPON_ALREADY_USED.code);
  });

  it('deposit bonus: one waits at a time; a deposit below the promotion minimum uses the coupon for no bonus', async () => {
    const promotionId = await couponPromotion({ min_deposit: 100_000 });
    const first = await coupon({ kind: 'deposit_bonus', amount: 0, promotion_id: promotionId });
    const second = await coupon({ kind: 'deposit_bonus', amount: 0, promotion_id: promotionId });
    const m = await makeMember(t);
    expectOk(await redeem(m.token, first.code));
    expect(errorOf(await redeem(m.token, second.code))).toMatchObject({
      error: Errors.COUPON_UNAVAILABLE.code,
      message: 'ท่านมีคูปองโบนัสเงินฝากที่รอใช้กับการฝากครั้งถัดไปอยู่แล้ว กรุณาฝากเงินก่อนแล้วจึงใช้คูปองนี้',
    });
    expect(await redemptions(second.id)).toEqual([]);
    expect((await adminCouponRow(second.id)).used).toBe(0);
    // 500 baht, under the 1,000 minimum: the deposit is credited, the coupon is spent with no bonus.
    await creditDeposit(m.id, 50_000);
    const [r] = await redemptions(first.id);
    expect(r).toMatchObject({ status: 'used', amount: 0, requirement_id: null });
    expect(await mainBalance(t, m.id)).toBe(50_000);
    // Now the second may wait for the next deposit.
    expectOk(await redeem(m.token, second.code));
    expect((await redemptions(second.id))[0].status).toBe('waiting_deposit');
  });

  it('deposit bonus whose promotion has ended: refused, and nothing is kept (quota and redemption rolled back)', async () => {
    const promotionId = await couponPromotion({ status: 'ended' });
    const c = await coupon({ kind: 'deposit_bonus', amount: 0, promotion_id: promotionId, quota: 1 });
    await sql`update promotion set status = 'ended' where id = ${promotionId}`.execute(t.handle.db);
    const m = await makeMember(t);
    expectError(await redeem(m.token, c.code), Errors.PROMOTION_NOT_FOUND.code);
    expect(await redemptions(c.id)).toEqual([]);
    expect((await adminCouponRow(c.id)).used).toBe(0);
  });

  it('quota 1 and two members at once: exactly one grant', async () => {
    const c = await coupon({ kind: 'credit', amount: 50, quota: 1 });
    const [a, b] = [await makeMember(t), await makeMember(t)];
    const answers = await Promise.all([redeem(a.token, c.code), redeem(b.token, c.code)]);
    const outcomes = answers.map((res) => res.json().error).sort();
    expect(outcomes).toEqual([0, Errors.COUPON_UNAVAILABLE.code]);
    expect(await redemptions(c.id)).toHaveLength(1);
    expect((await adminCouponRow(c.id)).used).toBe(1);
    expect((await mainBalance(t, a.id)) + (await mainBalance(t, b.id))).toBe(5_000);
  });

  it('quota 3 and eight members at once: three grants, never more', async () => {
    const c = await coupon({ kind: 'points', amount: 10, quota: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => makeMember(t)));
    const answers = await Promise.all(members.map((m) => redeem(m.token, c.code)));
    const ok = answers.filter((res) => res.json().error === 0);
    expect(ok).toHaveLength(3);
    for (const res of answers) if (res.json().error !== 0) expect(res.json().error).toBe(Errors.COUPON_UNAVAILABLE.code);
    expect((await adminCouponRow(c.id)).used).toBe(3);
    expect(await houseBalance('points')).toBeLessThanOrEqual(-3_000);
  });

  it('the same member twice at once (double tap, two devices): one grant', async () => {
    const c = await coupon({ kind: 'credit', amount: 70, turnover_multiplier: 1 });
    const m = await makeMember(t);
    // A second device: another session of the same member.
    const device2 = await memberToken(t, m.id);
    const answers = await Promise.all([
      redeem(m.token, c.code),
      redeem(m.token, c.code.toLowerCase()),
      redeem(device2, c.code),
      redeem(device2, c.code),
    ]);
    const errors = answers.map((res) => res.json().error);
    expect(errors.filter((e) => e === 0)).toHaveLength(1);
    for (const e of errors) if (e !== 0) expect(e).toBe(Errors.COUPON_ALREADY_USED.code);
    expect(await mainBalance(t, m.id)).toBe(7_000);
    expect(await redemptions(c.id)).toHaveLength(1);
    const reqs = await t.handle.db.selectFrom('wagering_requirement').select('id').where('member_id', '=', m.id).execute();
    expect(reqs).toHaveLength(1);
    expect((await adminCouponRow(c.id)).used).toBe(1);
  });

  it('refuses outside the validity window and while paused or ended, without counting a wrong code', async () => {
    const now = Date.now();
    const expired = await coupon({ valid_from: new Date(now - 2 * DAY).toISOString(), valid_until: new Date(now - DAY).toISOString() });
    const future = await coupon({ valid_from: new Date(now + DAY).toISOString() });
    const paused = await coupon({});
    const ended = await coupon({});
    expectOk(await post(t, `/api/admin/coupons/${paused.id}/status`, { status: 'paused' }, support));
    expectOk(await post(t, `/api/admin/coupons/${ended.id}/status`, { status: 'ended' }, support));
    const m = await makeMember(t);
    expect(errorOf(await redeem(m.token, expired.code))).toMatchObject({
      error: Errors.COUPON_UNAVAILABLE.code,
      message: Errors.COUPON_UNAVAILABLE.message,
    });
    expect(errorOf(await redeem(m.token, future.code))).toMatchObject({
      error: Errors.COUPON_UNAVAILABLE.code,
      message: 'คูปองนี้ยังไม่เปิดให้ใช้ กรุณาลองใหม่ภายหลัง',
    });
    expectError(await redeem(m.token, paused.code), Errors.COUPON_UNAVAILABLE.code);
    expectError(await redeem(m.token, ended.code), Errors.COUPON_UNAVAILABLE.code);
    expect(await mainBalance(t, m.id)).toBe(0);
    expect(await attemptsOf(m.id)).toBe(0);
    // Resumed, the paused one works.
    expectOk(await post(t, `/api/admin/coupons/${paused.id}/status`, { status: 'active' }, support));
    expectOk(await redeem(m.token, paused.code));
    expect(await mainBalance(t, m.id)).toBe(10_000);
  });

  it('limits guessing per member: 5 wrong codes, then even a right one is refused until the window has passed', async () => {
    const c = await coupon({ kind: 'credit', amount: 10 });
    const m = await makeMember(t);
    const ip = '10.9.9.1';
    const wrong = ['NOPE1234', 'nope1235', 'GUESS-0001', c.code.slice(0, -1), `${c.code}Z`];
    expect(wrong).toHaveLength(MEMBER_ATTEMPTS);
    for (const code of wrong) expect(errorOf(await redeem(m.token, code, ip))).toMatchObject(INVALID);
    expect(await attemptsOf(m.id)).toBe(MEMBER_ATTEMPTS);
    // The limit comes before the code is looked up: the right code, from another address, is refused too.
    expectError(await redeem(m.token, c.code, '10.9.9.2'), Errors.COUPON_TOO_MANY_ATTEMPTS.code);
    expectError(await redeem(m.token, 'NOPE9999', ip), Errors.COUPON_TOO_MANY_ATTEMPTS.code);
    expect(await attemptsOf(m.id)).toBe(MEMBER_ATTEMPTS);
    expect(await mainBalance(t, m.id)).toBe(0);
    // Another member on the same address is not held back by this one.
    const other = await makeMember(t);
    expectOk(await redeem(other.token, c.code, ip));
    // 15 minutes later the window has passed.
    const later = new Date(Date.now() + 15 * 60_000 + 1_000);
    const data = await redeemCoupon(t.handle.db, { memberId: m.id, code: c.code, ip, now: later });
    expect(data.amount).toBe(10);
    expect(await mainBalance(t, m.id)).toBe(1_000);
  });

  it('limits guessing per IP: 20 wrong codes from one address, across members, then that address is refused', async () => {
    const c = await coupon({ kind: 'points', amount: 1 });
    const ip = '10.77.0.1';
    const members = await Promise.all(Array.from({ length: IP_ATTEMPTS / 4 }, () => makeMember(t)));
    for (const m of members) for (let n = 0; n < 4; n++) expect(errorOf(await redeem(m.token, `WRONG${n}XYZ`, ip))).toMatchObject(INVALID);
    const fresh = await makeMember(t);
    expectError(await redeem(fresh.token, c.code, ip), Errors.COUPON_TOO_MANY_ATTEMPTS.code);
    // The same member from another address is fine (under its own 5).
    expectOk(await redeem(fresh.token, c.code, '10.77.0.2'));
    expect(await memberPoints(t.handle.db, fresh.id)).toBe(1);
  });

  it('answers every wrong code with the same Thai message, whatever it looks like', async () => {
    const m = await makeMember(t);
    const bodies = await Promise.all(['ZZZZ', 'WELCOME', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'].map((code) => redeem(m.token, code)));
    for (const res of bodies) expect(errorOf(res)).toEqual({ status: 200, ...INVALID, data: undefined });
  });

  it('refuses a malformed code with a Thai field message (not counted) and a signed-out caller', async () => {
    const m = await makeMember(t);
    const res = await redeem(m.token, 'abc def');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields.code).toBe('โค้ดคูปองมีได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข');
    expect(await attemptsOf(m.id)).toBe(0);
    expect((await post(t, '/api/coupon/redeem', { code: 'ABCDEF' })).statusCode).toBe(401);
    expect((await get(t, '/api/coupon/history')).statusCode).toBe(401);
  });

  it('history: the member own redemptions only, newest first, codes masked', async () => {
    const a = await coupon({ code: 'HISTORYAAA1', kind: 'credit', amount: 5, name: 'ประวัติหนึ่ง' });
    const b = await coupon({ code: 'HISTORYBBB2', kind: 'points', amount: 12.5 });
    const m = await makeMember(t);
    const other = await makeMember(t);
    expectOk(await redeem(m.token, a.code));
    expectOk(await redeem(m.token, b.code));
    expectOk(await redeem(other.token, a.code));
    const history = expectOk<CouponHistoryData>(await get(t, '/api/coupon/history', m.token));
    expect(history.items).toHaveLength(2);
    expect(history.items.map(({ id: _id, created_at: _at, ...rest }) => rest)).toEqual([
      {
        code_masked: 'HIST*******',
        name: 'แต้มสะสม',
        kind: 'points',
        kind_name: 'แต้มสะสม',
        amount: 12.5,
        status: 'granted',
        status_name: 'ได้รับแล้ว',
      },
      {
        code_masked: 'HIST*******',
        name: 'ประวัติหนึ่ง',
        kind: 'credit',
        kind_name: 'เครดิตฟรี',
        amount: 5,
        status: 'granted',
        status_name: 'ได้รับแล้ว',
      },
    ]);
    expect(JSON.stringify(history)).not.toContain('HISTORYAAA1');
  });

  // ---- helpers ----

  async function houseBalance(which: 'bonuses' | 'points' | 'free_spins') {
    const id = await houseAccountId(t.handle.db, which);
    const row = await t.handle.db.selectFrom('ledger_account').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
    return row.balance;
  }
  function adminCouponRow(id: number) {
    return t.handle.db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
  async function attemptsOf(memberId: number) {
    const rows = await t.handle.db.selectFrom('coupon_attempt').select('id').where('member_id', '=', memberId).execute();
    return rows.length;
  }
  /** A promotion granted only through coupons (migration 020's columns). */
  async function couponPromotion(over: { min_deposit?: number; percent_bp?: number; max_bonus?: number; status?: string } = {}) {
    const r = await sql<{ id: number }>`
      insert into promotion (title, type, visibility, percent_bp, max_bonus, min_deposit, turnover_multiplier, turnover_base)
      values ('โปรคูปองทดสอบ', 'every_deposit', 'coupon', ${over.percent_bp ?? 5_000}, ${over.max_bonus ?? null},
              ${over.min_deposit ?? 0}, 2, 'deposit_bonus')
      returning id`.execute(t.handle.db);
    return r.rows[0].id;
  }
  /** A deposit credited through the real path: a PromptPay QR paid by the sandbox (payments' creditDeposit and its bonus hook). */
  async function creditDeposit(memberId: number, satang: number) {
    const token = await memberToken(t, memberId);
    const qr = await makeQr(t, token, satang / 100);
    expectOk(await sandboxPay(t, finance, qr.reference));
  }
});

describe(`coupons: the demo seed (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  it('seeds WELCOME100, POINTS500 and SPIN10 (twice is once), and DEPOSITBONUS once a coupon-only promotion exists', async () => {
    await seedDemoCoupons(t.handle.db);
    await seedDemoCoupons(t.handle.db);
    const codes = async () => (await t.handle.db.selectFrom('coupon').select('code').orderBy('code').execute()).map((r) => r.code);
    expect(await codes()).toEqual(['POINTS500', 'SPIN10', 'WELCOME100']);
    const m = await makeMember(t);
    const ip = { remoteAddress: '10.5.5.5' };
    expect(expectOk<CouponRedeemData>(await post(t, '/api/coupon/redeem', { code: 'welcome100' }, m.token, ip))).toMatchObject({
      kind: 'credit',
      amount: 100,
      required_turnover: 200,
    });
    expect(expectOk<CouponRedeemData>(await post(t, '/api/coupon/redeem', { code: 'points500' }, m.token, ip)).amount).toBe(500);
    expect(expectOk<CouponRedeemData>(await post(t, '/api/coupon/redeem', { code: 'spin10' }, m.token, ip)).amount).toBe(10);
    expect(await memberFreeSpins(t.handle.db, m.id)).toBe(10);

    await sql`insert into promotion (title, type, visibility, percent_bp) values ('โบนัสคูปอง 50%', 'every_deposit', 'coupon', 5000)`.execute(
      t.handle.db,
    );
    await seedDemoCoupons(t.handle.db);
    expect(await codes()).toEqual(['DEPOSITBONUS', 'POINTS500', 'SPIN10', 'WELCOME100']);
    const bonus = expectOk<CouponRedeemData>(await post(t, '/api/coupon/redeem', { code: 'DepositBonus' }, m.token, ip));
    expect(bonus).toMatchObject({ kind: 'deposit_bonus', promotion_title: 'โบนัสคูปอง 50%' });
  });
});
