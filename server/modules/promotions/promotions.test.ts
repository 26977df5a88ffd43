import type { AdminPromotion, AdminPromotionBody } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { bahtToSatang } from '@contract/money';
import type { PromotionListData } from '@contract/promotions';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import {
  countRows,
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fund,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  makeQr,
  paymentsApp,
  post,
  primaryBankId,
  put,
  sandboxPay,
  type TestContext,
} from '../../test';
import { couponBridge } from '../coupons';
import { houseAccountId, inTransaction, memberAccountId, recordTurnover, transfer } from '../ledger';
import { createRequirement } from '../requirements';
import { applyDepositBonus, chooseForCoupon, connectCoupons, type DepositBonusOutcome, Reasons } from '.';

const DAY = 86_400_000;
const SLOTS = { slot: 100, casino: 50, lotto: 0 };

describe(`promotions and the deposit bonus (${engineName()})`, () => {
  let t: TestContext;
  let support: { token: string };
  let finance: { token: string };
  beforeAll(async () => {
    t = await paymentsApp();
    support = await makeOperator(t, 'support');
    finance = await makeOperator(t, 'finance');
  });
  afterEach(async () => expectLedgerSound(t));
  afterAll(async () => t.close());

  const base: AdminPromotionBody = {
    title: 'โปรทดสอบ',
    type: 'first_deposit',
    percent: 50,
    max_bonus: 1000,
    min_deposit: 100,
    turnover_multiplier: 1,
    weights: SLOTS,
    max_withdrawal: 5000,
    requirement_days: 7,
  };
  async function promo(over: Partial<AdminPromotionBody> = {}): Promise<AdminPromotion> {
    return expectOk<AdminPromotion>(await post(t, '/api/admin/promotions', { ...base, ...over }, support.token));
  }
  const choose = (token: string, id: number | null) => post(t, '/api/promotion/choose', { promotion_id: id }, token);
  /** A PromptPay QR of `baht` paid through the sandbox: creditDeposit with its bonus. */
  async function pay(token: string, baht: number) {
    const qr = await makeQr(t, token, baht);
    expectOk(await sandboxPay(t, finance.token, qr.reference));
    return qr.reference;
  }
  const grantsOf = (memberId: number) =>
    t.handle.db.selectFrom('promotion_grant').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const requirementOf = (id: number) =>
    t.handle.db.selectFrom('wagering_requirement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bonusTransfers = (memberId: number) =>
    t.handle.db
      .selectFrom('ledger_transfer as t')
      .innerJoin('ledger_account as a', 'a.id', 't.credit_account_id')
      .innerJoin('ledger_account as h', 'h.id', 't.debit_account_id')
      .select(['t.idempotency_key', 't.amount', 'h.code'])
      .where('a.member_id', '=', memberId)
      .where('t.kind', '=', 'bonus')
      .execute();
  const choiceOf = (memberId: number) =>
    t.handle.db.selectFrom('promotion_choice').selectAll().where('member_id', '=', memberId).executeTakeFirst();

  describe('first deposit', () => {
    it('credits 50 % of the first deposit to the satang with a 1 x (deposit + bonus) requirement, consuming the choice', async () => {
      const p = await promo({ title: 'สมาชิกใหม่ 50%' });
      const m = await makeMember(t);
      expect(expectOk(await choose(m.token, p.id))).toMatchObject({ promotion_id: p.id, coupon_code_masked: null });
      expect(await choiceOf(m.id)).toMatchObject({ promotion_id: p.id });
      const before = Date.now();
      const ref = await pay(m.token, 300.03);
      expect(await choiceOf(m.id)).toBeUndefined();
      const [g] = await grantsOf(m.id);
      expect(g).toMatchObject({
        promotion_id: p.id,
        deposit_key: `qr:${ref}`,
        deposit_amount: 30_003,
        bonus: 15_001,
        status: 'granted',
        reason: null,
        once_key: 'member',
      });
      expect(await bonusTransfers(m.id)).toEqual([{ idempotency_key: `bonus:qr:${ref}`, amount: 15_001, code: 'house:bonuses' }]);
      expect(await mainBalance(t, m.id)).toBe(45_004);
      const r = await requirementOf(g.requirement_id as number);
      expect(r).toMatchObject({
        member_id: m.id,
        source: 'promotion',
        source_id: String(g.id),
        title: 'สมาชิกใหม่ 50%',
        kind: 'turnover',
        required_turnover: 45_004,
        target_balance: null,
        weights: SLOTS,
        max_withdrawal: 500_000,
        balance_floor: 500,
        forfeit_rule: 'bonus_and_winnings',
        bonus_amount: 15_001,
        own_amount: 30_003,
        status: 'active',
      });
      expect(r.expires_at?.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
      expect(r.expires_at?.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
      // The payment page's success screen names the bonus that came with the deposit.
      const status = expectOk(await get(t, `/api/member/payment/inquiry_status?reference=${ref}`, m.token));
      expect(status).toMatchObject({ status: 'paid', credited_amount: 300.03, balance: 450.04 });
      expect(status.bonus).toEqual({ title: 'สมาชิกใหม่ 50%', bonus: 150.01, refused_reason: null });
    });

    it('caps the bonus at max_bonus', async () => {
      const p = await promo();
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 5000);
      const [g] = await grantsOf(m.id);
      expect(g).toMatchObject({ bonus: 100_000, status: 'granted' });
      expect((await requirementOf(g.requirement_id as number)).required_turnover).toBe(600_000);
    });

    it('refuses a deposit below the minimum with the Thai reason, crediting the deposit and consuming the choice', async () => {
      const p = await promo();
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      const ref = await pay(m.token, 99.99);
      const status = expectOk(await get(t, `/api/member/payment/inquiry_status?reference=${ref}`, m.token));
      expect(status.bonus).toEqual({ title: p.title, bonus: 0, refused_reason: Reasons.belowMinimum(10_000) });
      expect(await grantsOf(m.id)).toMatchObject([
        { status: 'refused', bonus: 0, reason: Reasons.belowMinimum(10_000), requirement_id: null },
      ]);
      expect(Reasons.belowMinimum(10_000)).toBe('ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่น (ฝากขั้นต่ำ 100 บาท)');
      expect(await mainBalance(t, m.id)).toBe(9_999);
      expect(await bonusTransfers(m.id)).toEqual([]);
      expect(await choiceOf(m.id)).toBeUndefined();
      // The next deposit has no choice: nothing is written for it.
      await pay(m.token, 200);
      expect(await grantsOf(m.id)).toHaveLength(1);
    });

    it('refuses a member who already deposited: at the choice, and at the deposit when the earlier one came after the choice', async () => {
      const p = await promo();
      const old = await makeMember(t);
      await fund(t, old.id, 50);
      expectError(await choose(old.token, p.id), Errors.PROMOTION_NOT_ELIGIBLE.code);
      expect((await choose(old.token, p.id)).json().message).toBe(Reasons.notFirstDeposit);

      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await fund(t, m.id, 50);
      await pay(m.token, 300);
      expect(await grantsOf(m.id)).toMatchObject([{ status: 'refused', reason: Reasons.notFirstDeposit }]);
      expect(await mainBalance(t, m.id)).toBe(35_000);
    });

    it('gives one bonus when two deposits of a new member are credited at once', async () => {
      const p = await promo();
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      const wallet = await memberAccountId(t.handle.db, m.id);
      const cash = await houseAccountId(t.handle.db, 'cash');
      // Two deposits credited in two transactions at once, each as creditDeposit does it.
      const credit = (key: string, amount: number) =>
        inTransaction(t.handle.db, async (trx) => {
          await transfer(trx, { key, kind: 'deposit', currency: 'THB', debit: cash, credit: wallet, amount });
          return applyDepositBonus(trx, { memberId: m.id, depositKey: key, amount, now: new Date() });
        });
      const outcomes = await Promise.all([credit(`race-a:${m.id}`, 20_000), credit(`race-b:${m.id}`, 40_000)]);
      expect(outcomes.filter((o) => o?.status === 'granted')).toHaveLength(1);
      const grants = await grantsOf(m.id);
      expect(grants.filter((g) => g.status === 'granted')).toHaveLength(1);
      const transfers = await bonusTransfers(m.id);
      expect(transfers).toHaveLength(1);
      expect([10_000, 20_000]).toContain(transfers[0].amount);
      expect(await mainBalance(t, m.id)).toBe(60_000 + transfers[0].amount);
      // A repeat call for the granted deposit (with a new choice pending) answers its grant and credits nothing more.
      const won = grants.find((g) => g.status === 'granted');
      await t.handle.db
        .insertInto('promotion_choice')
        .values({ member_id: m.id, promotion_id: p.id, coupon_redemption_id: null })
        .execute();
      const again = await inTransaction(t.handle.db, (trx) =>
        applyDepositBonus(trx, {
          memberId: m.id,
          depositKey: won?.deposit_key as string,
          amount: won?.deposit_amount as number,
          now: new Date(),
        }),
      );
      expect(again).toMatchObject({ grantId: won?.id, status: 'granted' });
      expect(await bonusTransfers(m.id)).toHaveLength(1);
      expect(await choiceOf(m.id)).toMatchObject({ promotion_id: p.id });
    });

    it('keeps a one-time promotion once by the unique index even without the lock', async () => {
      const p = await promo();
      const m = await makeMember(t);
      const row = { member_id: m.id, promotion_id: p.id, deposit_amount: 100, status: 'granted' as const, once_key: 'member' };
      await t.handle.db
        .insertInto('promotion_grant')
        .values({ ...row, deposit_key: `x1:${m.id}` })
        .execute();
      await expect(
        t.handle.db
          .insertInto('promotion_grant')
          .values({ ...row, deposit_key: `x2:${m.id}` })
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe('daily first, every deposit, fixed', () => {
    it('daily first: 10 % of the day’s first deposit, capped; refused once taken today or after another deposit today', async () => {
      const p = await promo({ title: 'ฝากแรกของวัน 10%', type: 'daily_first', percent: 10, max_bonus: 500, turnover_multiplier: 3 });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 200.05);
      const [g] = await grantsOf(m.id);
      expect(g).toMatchObject({ status: 'granted', bonus: 2_000, once_key: expect.stringMatching(/^day:\d{4}-\d{2}-\d{2}$/) });
      expect((await requirementOf(g.requirement_id as number)).required_turnover).toBe(3 * 22_005);
      expect((await choose(m.token, p.id)).json()).toMatchObject({
        error: Errors.PROMOTION_NOT_ELIGIBLE.code,
        message: Reasons.takenToday,
      });

      const big = await makeMember(t);
      expectOk(await choose(big.token, p.id));
      await pay(big.token, 9000);
      expect(await grantsOf(big.id)).toMatchObject([{ status: 'granted', bonus: 50_000 }]);

      const later = await makeMember(t);
      expectOk(await choose(later.token, p.id));
      await fund(t, later.id, 100);
      await pay(later.token, 300);
      expect(await grantsOf(later.id)).toMatchObject([{ status: 'refused', reason: Reasons.notFirstToday }]);
    });

    it('daily first counts the Bangkok day: a deposit two days ago leaves today’s first deposit eligible (but not a first-deposit promotion)', async () => {
      const daily = await promo({ type: 'daily_first', percent: 10, max_bonus: 500 });
      const first = await promo();
      const m = await makeMember(t);
      const old = await fund(t, m.id, 100);
      await t.handle.db
        .updateTable('ledger_transfer')
        .set({ created_at: sql`now() - interval '2 days'` })
        .where('id', '=', old.id)
        .execute();
      const list = expectOk<PromotionListData>(await get(t, '/api/promotion/list', m.token));
      expect(list.promotions.find((x) => x.id === daily.id)).toMatchObject({ eligible: true, ineligible_reason: null });
      expect(list.promotions.find((x) => x.id === first.id)).toMatchObject({ eligible: false, ineligible_reason: Reasons.notFirstDeposit });
      expectOk(await choose(m.token, daily.id));
      await pay(m.token, 100);
      expect(await grantsOf(m.id)).toMatchObject([{ status: 'granted', bonus: 1_000 }]);
    });

    it('every deposit: the percent rounded down to the satang, turnover on the bonus, again after the requirement ends', async () => {
      const p = await promo({
        type: 'every_deposit',
        percent: 12.5,
        max_bonus: null,
        min_deposit: 0,
        turnover_multiplier: 5,
        turnover_base: 'bonus',
      });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 100.07);
      const [g] = await grantsOf(m.id);
      expect(g).toMatchObject({ status: 'granted', bonus: 1_250, once_key: null });
      const r = await requirementOf(g.requirement_id as number);
      expect(r.required_turnover).toBe(6_250);
      // Still under it: refused at the choice with the reason.
      expect((await choose(m.token, p.id)).json()).toMatchObject({
        error: Errors.PROMOTION_NOT_ELIGIBLE.code,
        message: Reasons.underRequirement,
      });
      await t.handle.db.updateTable('wagering_requirement').set({ status: 'met', ended_at: new Date() }).where('id', '=', r.id).execute();
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 1000);
      expect((await grantsOf(m.id)).map((x) => [x.status, x.bonus])).toEqual([
        ['granted', 1_250],
        ['granted', 12_500],
      ]);
    });

    it('fixed "ฝาก 100 รับ 200": the fixed bonus from the minimum up, a balance target of 3 x (deposit + bonus)', async () => {
      const p = await promo({
        title: 'ฝาก 100 รับ 200',
        type: 'fixed',
        percent: 0,
        fixed_bonus: 100,
        max_bonus: null,
        min_deposit: 100,
        requirement_kind: 'balance',
        turnover_multiplier: 3,
        max_withdrawal: 300,
      });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 100);
      const [g] = await grantsOf(m.id);
      expect(g).toMatchObject({ status: 'granted', bonus: 10_000, once_key: null });
      expect(await requirementOf(g.requirement_id as number)).toMatchObject({
        kind: 'balance',
        target_balance: 60_000,
        required_turnover: 0,
        max_withdrawal: 30_000,
      });
      expect(await mainBalance(t, m.id)).toBe(20_000);

      const low = await makeMember(t);
      expectOk(await choose(low.token, p.id));
      await pay(low.token, 99);
      expect(await grantsOf(low.id)).toMatchObject([{ status: 'refused', reason: Reasons.belowMinimum(10_000) }]);

      const more = await makeMember(t);
      expectOk(await choose(more.token, p.id));
      await pay(more.token, 500);
      const [h] = await grantsOf(more.id);
      expect(h.bonus).toBe(10_000);
      expect((await requirementOf(h.requirement_id as number)).target_balance).toBe(180_000);
    });
  });

  describe('refusals at the deposit', () => {
    it('refuses a member already under an active requirement, and a promotion paused or ended since the choice', async () => {
      const p = await promo({ type: 'every_deposit', percent: 10, max_bonus: null });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await fund(t, m.id, 10);
      await createRequirement(t.handle.db, { memberId: m.id, source: 'manual', sourceId: `test-${m.id}`, requiredTurnover: 100_000 });
      await pay(m.token, 200);
      expect(await grantsOf(m.id)).toMatchObject([{ status: 'refused', reason: Reasons.underRequirement }]);
      expect(await mainBalance(t, m.id)).toBe(21_000);

      for (const status of ['paused', 'ended'] as const) {
        const q = await promo({ type: 'every_deposit', percent: 10, max_bonus: null });
        const n = await makeMember(t);
        expectOk(await choose(n.token, q.id));
        expectOk(await post(t, `/api/admin/promotions/${q.id}/status`, { status }, support.token));
        await pay(n.token, 200);
        expect(await grantsOf(n.id)).toMatchObject([{ status: 'refused', reason: Reasons.unavailable }]);
        expect(await mainBalance(t, n.id)).toBe(20_000);
        expectError(await choose(n.token, q.id), Errors.PROMOTION_NOT_FOUND.code);
      }
    });

    it('a bonus that fails stands back: the deposit is credited, the grant refused with a reason, the failure audited', async () => {
      const p = await promo({ type: 'every_deposit', percent: 10, max_bonus: null });
      const m = await makeMember(t);
      const someoneElse = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      // The next grant's requirement id is already another member's: createRequirement refuses it.
      const { rows } = await sql<{
        next: string;
      }>`select (case when is_called then last_value + 1 else last_value end)::text as next from promotion_grant_id_seq`.execute(
        t.handle.db,
      );
      await createRequirement(t.handle.db, {
        memberId: someoneElse.id,
        source: 'promotion',
        sourceId: rows[0].next,
        requiredTurnover: 100,
      });
      await pay(m.token, 300);
      expect(await mainBalance(t, m.id)).toBe(30_000);
      expect(await bonusTransfers(m.id)).toEqual([]);
      expect(await grantsOf(m.id)).toMatchObject([{ status: 'refused', bonus: 0, reason: Reasons.failed, requirement_id: null }]);
      const audit = await t.handle.db
        .selectFrom('operator_audit')
        .select(['action', 'actor', 'detail'])
        .where('target', '=', `member:${m.id}`)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'promotion.bonus_failed', actor: 'promotions', detail: { promotion_id: p.id } });
      expect(await choiceOf(m.id)).toBeUndefined();
    });

    it('"ไม่รับโปรโมชั่น" is a choice too: consumed by the deposit, no grant row', async () => {
      const m = await makeMember(t);
      expect(expectOk(await choose(m.token, null))).toMatchObject({ promotion_id: null });
      expect(await choiceOf(m.id)).toMatchObject({ promotion_id: null });
      await pay(m.token, 150);
      expect(await choiceOf(m.id)).toBeUndefined();
      expect(await grantsOf(m.id)).toEqual([]);
      expect(await mainBalance(t, m.id)).toBe(15_000);
    });
  });

  describe('the member routes', () => {
    it('lists only public, active promotions inside their window; eligibility only for a signed-in member', async () => {
      const shown = await promo({ title: 'แสดงอยู่', type: 'every_deposit', percent: 5, sort: 1 });
      const hidden = [
        await promo({ title: 'เฉพาะคูปอง', visibility: 'coupon' }),
        await promo({ title: 'ยังไม่เริ่ม', starts_at: new Date(Date.now() + DAY).toISOString() }),
        await promo({
          title: 'หมดเขตแล้ว',
          starts_at: new Date(Date.now() - 3 * DAY).toISOString(),
          ends_at: new Date(Date.now() - DAY).toISOString(),
        }),
      ];
      const paused = await promo({ title: 'หยุดชั่วคราว' });
      expectOk(await post(t, `/api/admin/promotions/${paused.id}/status`, { status: 'paused' }, support.token));

      const out = expectOk<PromotionListData>(await get(t, '/api/promotion/list'));
      const ids = out.promotions.map((p) => p.id);
      expect(ids).toContain(shown.id);
      for (const h of [...hidden, paused]) expect(ids).not.toContain(h.id);
      expect(out.choice).toBeNull();
      const wire = out.promotions.find((p) => p.id === shown.id);
      expect(wire).toMatchObject({
        title: 'แสดงอยู่',
        type: 'every_deposit',
        type_name: 'ทุกยอดฝาก',
        percent: 5,
        fixed_bonus: 0,
        max_bonus: 1000,
        min_deposit: 100,
        requirement: {
          kind: 'turnover',
          multiplier: 1,
          base: 'deposit_bonus',
          weights: SLOTS,
          max_withdrawal: 5000,
          days: 7,
          balance_floor: 5,
        },
        eligible: null,
        ineligible_reason: null,
      });
      // An unknown token reads as signed out.
      expect(expectOk<PromotionListData>(await get(t, '/api/promotion/list', 'x'.repeat(40))).promotions[0].eligible).toBeNull();

      const m = await makeMember(t);
      const mine = expectOk<PromotionListData>(await get(t, '/api/promotion/list', m.token));
      expect(mine.promotions.find((p) => p.id === shown.id)).toMatchObject({ eligible: true, ineligible_reason: null });
      expectOk(await choose(m.token, shown.id));
      expect(expectOk<PromotionListData>(await get(t, '/api/promotion/list', m.token)).choice).toMatchObject({ promotion_id: shown.id });
      expectError(await choose(m.token, hidden[0].id), Errors.PROMOTION_NOT_FOUND.code);
      expectError(await choose(m.token, 2_000_000), Errors.PROMOTION_NOT_FOUND.code);
      expectInvalid(await post(t, '/api/promotion/choose', { promotion_id: 'x' }, m.token), 'promotion_id');
      expectError(await post(t, '/api/promotion/choose', { promotion_id: shown.id }), Errors.UNAUTHENTICATED.code, 401);
    });

    it('me: the active requirement with progress, the history with outcomes and reasons; cancel takes the bonus back', async () => {
      const p = await promo({ title: 'โปรยกเลิกได้', forfeit_rule: 'bonus' });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 99);
      await fund(t, m.id, 1);
      const other = await makeMember(t);
      expectOk(await choose(other.token, p.id));
      await pay(other.token, 400);

      const q = await promo({ type: 'every_deposit', percent: 10, max_bonus: null });
      expectOk(await choose(m.token, q.id));
      await pay(m.token, 300);
      const me = expectOk(await get(t, '/api/promotion/me', m.token));
      expect(me.active).toHaveLength(1);
      expect(me.active[0]).toMatchObject({
        source: 'promotion',
        source_name: 'โปรโมชั่น',
        kind: 'turnover',
        required: 330,
        done: 0,
        remaining: 330,
        percent_done: 0,
        bonus: 30,
        max_withdrawal: 5000,
        balance_floor: 5,
        forfeit_rule: 'bonus_and_winnings',
      });
      expect(me.history.map((h: { outcome: string; reason: string | null; bonus: number }) => [h.outcome, h.reason, h.bonus])).toEqual([
        ['active', null, 30],
        ['refused', Reasons.belowMinimum(10_000), 0],
      ]);
      expect(me.choice).toBeNull();

      // Another member's requirement is not this member's to cancel.
      const theirs = (await grantsOf(other.id))[0].requirement_id as number;
      expectError(await post(t, '/api/promotion/cancel', { requirement_id: theirs }, m.token), Errors.REQUIREMENT_NOT_FOUND.code);
      expect((await requirementOf(theirs)).status).toBe('active');

      const before = await mainBalance(t, m.id);
      const cancelled = expectOk(await post(t, '/api/promotion/cancel', { requirement_id: me.active[0].id }, m.token));
      expect(cancelled.forfeited).toBeGreaterThan(0);
      expect(await mainBalance(t, m.id)).toBe(before - bahtToSatang(cancelled.forfeited));
      expectError(await post(t, '/api/promotion/cancel', { requirement_id: me.active[0].id }, m.token), Errors.REQUIREMENT_ENDED.code);
      const after = expectOk(await get(t, '/api/promotion/me', m.token));
      expect(after.active).toEqual([]);
      expect(after.history[0]).toMatchObject({ outcome: 'forfeited', outcome_name: 'สิ้นสุดก่อนครบเงื่อนไข', reason: 'ยกเลิกโดยสมาชิก' });
    });
  });

  describe('the whole way', () => {
    it('weighted turnover meets the requirement (slot 100, casino 50, lotto 0); then a withdrawal within the cap, the rest forfeited', async () => {
      const p = await promo({ title: 'ครบทาง 50%', max_withdrawal: 100 });
      const m = await makeMember(t);
      expectOk(await choose(m.token, p.id));
      await pay(m.token, 100);
      expect(await mainBalance(t, m.id)).toBe(15_000);
      let seq = 0;
      const stake = (product: 'slot' | 'casino' | 'lotto', satang: number) =>
        recordTurnover(t.handle.db, { key: `whole:${m.id}:${++seq}`, memberId: m.id, product, stake: satang });
      const blocked = await post(t, '/api/member/withdraw', { amount: 100, bank_account_id: await primaryBankId(t, m.id) }, m.token);
      expectError(blocked, Errors.WITHDRAW_TURNOVER_UNMET.code);

      await stake('casino', 10_000);
      await stake('lotto', 100_000);
      let me = expectOk(await get(t, '/api/promotion/me', m.token));
      expect(me.active[0]).toMatchObject({ required: 150, done: 50, remaining: 100, percent_done: 33.3 });
      await stake('slot', 10_000);
      me = expectOk(await get(t, '/api/promotion/me', m.token));
      expect(me.active).toEqual([]);
      expect(me.history[0]).toMatchObject({ outcome: 'met', outcome_name: 'ทำเทิร์นครบแล้ว', bonus: 50 });
      expect(me.withdraw_cap).toMatchObject({ max_withdrawal: 100 });

      const bank = await primaryBankId(t, m.id);
      expectError(await post(t, '/api/member/withdraw', { amount: 120, bank_account_id: bank }, m.token), Errors.WITHDRAW_ABOVE_CAP.code);
      expectOk(await post(t, '/api/member/withdraw', { amount: 100, bank_account_id: bank }, m.token));
      expect(await mainBalance(t, m.id)).toBe(10_000);
      const fig = expectOk<AdminPromotion>(await get(t, `/api/admin/promotions/${p.id}`, finance.token));
      expect(fig).toMatchObject({ takers: 1, bonus_paid: 50, forfeited: 50, turnover: 150 });
    });
  });

  describe('coupons', () => {
    it("a deposit-bonus coupon's redemption makes the next deposit get its promotion once, telling coupons the outcome", async () => {
      const p = await promo({ title: 'คูปอง 20%', visibility: 'coupon', type: 'every_deposit', percent: 20, max_bonus: 200 });
      const heard: DepositBonusOutcome[] = [];
      const wired = connectCoupons({
        onDepositBonus: async (_trx, o) => {
          heard.push(o);
        },
        maskedCodes: async (_db, ids) => new Map(ids.map((id) => [id, `WELC****${id}`])),
      });
      try {
        const m = await makeMember(t);
        await inTransaction(t.handle.db, (trx) => chooseForCoupon(trx, m.id, p.id, 424_242));
        expect(expectOk(await get(t, '/api/promotion/me', m.token)).choice).toMatchObject({
          promotion_id: p.id,
          coupon_code_masked: 'WELC****424242',
        });
        // The coupon holds the next deposit: another choice is refused with the reason.
        const refused = expectError(await choose(m.token, null), Errors.PROMOTION_NOT_ELIGIBLE.code);
        expect(refused.message).toMatch(/คูปอง/);
        await pay(m.token, 500);
        const [g] = await grantsOf(m.id);
        expect(g).toMatchObject({ status: 'granted', bonus: 10_000, coupon_redemption_id: 424_242, once_key: '424242' });
        expect(await requirementOf(g.requirement_id as number)).toMatchObject({
          source: 'coupon',
          source_id: 'redemption:424242',
          title: 'คูปอง 20%',
        });
        expect(heard).toEqual([
          {
            grantId: g.id,
            promotionId: p.id,
            couponRedemptionId: 424_242,
            status: 'granted',
            bonus: 10_000,
            reason: null,
            requirementId: g.requirement_id,
          },
        ]);
      } finally {
        connectCoupons(wired);
      }
    });

    it("start-up wires coupons' own side of the link (server/app.ts), nothing else", () => {
      const wired = connectCoupons({});
      connectCoupons(wired);
      expect(wired).toBe(couponBridge);
    });
  });

  describe('operators', () => {
    it('support creates, edits and pauses promotions (audited); finance reads; validation answers in Thai', async () => {
      const p = await promo({ title: 'สร้างโดยฝ่ายบริการ', percent: 12.5 });
      expect(p).toMatchObject({
        percent: 12.5,
        max_bonus: 1000,
        status: 'active',
        takers: 0,
        refused: 0,
        bonus_paid: 0,
        visibility: 'public',
      });
      const edited = expectOk<AdminPromotion>(
        await put(t, `/api/admin/promotions/${p.id}`, { ...base, title: 'แก้ไขแล้ว', min_deposit: 200 }, support.token),
      );
      expect(edited).toMatchObject({ title: 'แก้ไขแล้ว', min_deposit: 200, starts_at: p.starts_at });
      const audits = await t.handle.db.selectFrom('operator_audit').select('action').where('target', '=', `promotion:${p.id}`).execute();
      expect(audits.map((a) => a.action).sort()).toEqual(['promotion.create', 'promotion.update']);

      expectError(await post(t, '/api/admin/promotions', base, finance.token), Errors.FORBIDDEN.code, 403);
      expectError(await post(t, `/api/admin/promotions/${p.id}/status`, { status: 'paused' }, finance.token), Errors.FORBIDDEN.code, 403);
      expect(expectOk<AdminPromotion>(await get(t, `/api/admin/promotions/${p.id}`, finance.token)).title).toBe('แก้ไขแล้ว');
      const page = expectOk(await get(t, '/api/admin/promotions?status=active&sort=id&dir=asc', finance.token));
      expect(page.items.every((x: AdminPromotion) => x.status === 'active')).toBe(true);
      expectError(await get(t, '/api/admin/promotions/999999', support.token), Errors.PROMOTION_NOT_FOUND.code);

      expectInvalid(await post(t, '/api/admin/promotions', { ...base, type: 'fixed', fixed_bonus: 0 }, support.token), 'fixed_bonus');
      expectInvalid(await post(t, '/api/admin/promotions', { ...base, percent: 0 }, support.token), 'percent');
      expectInvalid(await post(t, '/api/admin/promotions', { ...base, max_bonus: 0 }, support.token), 'max_bonus');
      expectInvalid(
        await post(t, '/api/admin/promotions', { ...base, requirement_kind: 'balance', turnover_multiplier: 0.5 }, support.token),
        'turnover_multiplier',
      );
      expectInvalid(await post(t, '/api/admin/promotions', { ...base, weights: { slot: 120 } }, support.token), 'weights.slot');
      expectInvalid(await post(t, '/api/admin/promotions', { ...base, title: 'x' }, support.token), 'title');
      expectInvalid(
        await post(
          t,
          '/api/admin/promotions',
          { ...base, starts_at: '2030-01-02T00:00:00+07:00', ends_at: '2030-01-01T00:00:00+07:00' },
          support.token,
        ),
        'ends_at',
      );
    });

    it('takers: each deposit with its outcome, and the figures (takers, refused, bonus paid, turnover)', async () => {
      const p = await promo({ type: 'every_deposit', percent: 10, max_bonus: null });
      const a = await makeMember(t);
      const b = await makeMember(t);
      for (const m of [a, b]) expectOk(await choose(m.token, p.id));
      await pay(a.token, 500);
      await pay(b.token, 50);
      const fig = expectOk<AdminPromotion>(await get(t, `/api/admin/promotions/${p.id}`, finance.token));
      expect(fig).toMatchObject({ takers: 1, refused: 1, bonus_paid: 50, forfeited: 0, turnover: 0 });
      const takers = expectOk(await get(t, `/api/admin/promotions/${p.id}/takers`, finance.token));
      expect(takers.total).toBe(2);
      expect(
        takers.items.map((x: { member_id: number; outcome: string; bonus: number; required: number }) => [
          x.member_id,
          x.outcome,
          x.bonus,
          x.required,
        ]),
      ).toEqual([
        [b.id, 'refused', 0, 0],
        [a.id, 'active', 50, 550],
      ]);
      const refusedOnly = expectOk(await get(t, `/api/admin/promotions/${p.id}/takers?outcome=refused`, support.token));
      expect(refusedOnly.items).toHaveLength(1);
      expect(refusedOnly.items[0]).toMatchObject({ member_id: b.id, reason: Reasons.belowMinimum(10_000) });
      const sorted = expectOk(await get(t, '/api/admin/promotions?sort=bonus_paid&dir=desc&page_size=1', finance.token));
      expect(sorted.items[0].bonus_paid).toBeGreaterThanOrEqual(50);
      expect(await countRows(t, 'promotion_grant')).toBeGreaterThan(0);
    });
  });
});

describe(`the demo promotions (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  it("keeps the home banner's promise: 50 % of the first deposit up to 1,000 baht, 1 x turnover on slots, seeded once", async () => {
    const config = { agentCode: t.config.agentCode, nodeEnv: 'development' as const };
    await seedDemo(t.handle.db, config);
    await seedDemo(t.handle.db, config);
    const list = expectOk<PromotionListData>(await get(t, '/api/promotion/list'));
    expect(list.promotions.map((p) => [p.title, p.type])).toEqual([
      ['สมาชิกใหม่รับโบนัส 50%', 'first_deposit'],
      ['ฝากแรกของวัน รับโบนัส 10%', 'daily_first'],
      ['ทุกยอดฝาก รับโบนัส 5%', 'every_deposit'],
      ['ฝาก 100 รับ 200', 'fixed'],
    ]);
    const banner = await t.handle.db.selectFrom('banner').select('title').orderBy('sort').executeTakeFirstOrThrow();
    const welcome = list.promotions[0];
    expect(welcome.title).toBe(banner.title);
    expect(welcome).toMatchObject({
      percent: 50,
      max_bonus: 1000,
      min_deposit: 100,
      image: '/images/promotions/welcome-50.svg',
      requirement: {
        kind: 'turnover',
        multiplier: 1,
        base: 'deposit_bonus',
        weights: { slot: 100, casino: 50, lotto: 0 },
        max_withdrawal: 5000,
        days: 7,
      },
    });
    for (const p of list.promotions) expect(p.terms.split('\n').length).toBeGreaterThan(3);
    const coupon = await t.handle.db.selectFrom('promotion').select(['title', 'visibility']).where('visibility', '=', 'coupon').execute();
    expect(coupon).toHaveLength(1);

    const m = await makeMember(t);
    const finance = await makeOperator(t, 'finance');
    expectOk(await post(t, '/api/promotion/choose', { promotion_id: welcome.id }, m.token));
    const qr = await makeQr(t, m.token, 1000);
    expectOk(await sandboxPay(t, finance.token, qr.reference));
    expect(await mainBalance(t, m.id)).toBe(150_000);
    const me = expectOk(await get(t, '/api/promotion/me', m.token));
    expect(me.active[0]).toMatchObject({ title: 'สมาชิกใหม่รับโบนัส 50%', required: 1500, bonus: 500, max_withdrawal: 5000 });
    await expectLedgerSound(t);
  });
});
