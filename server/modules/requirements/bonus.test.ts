import { Errors } from '@contract/errors';
import type { ForfeitRule, ProductWeights } from '@contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  primaryBankId,
  type TestContext,
  withdraw,
} from '../../test';
import { houseAccountId, memberAccountId, type Product, recordTurnover, transfer, verifyLedger } from '../ledger';
import {
  applyWithdrawalCap,
  blockingRequirement,
  cancelRequirement,
  createRequirement,
  memberRequirements,
  pendingWithdrawalCap,
  requirementRecords,
  reviewRequirements,
} from '.';
import { takeBack } from './forfeit';

const DAY = 86_400_000;

/**
 * The bonus engine's side of wagering requirements (docs/requirements.md): weighted progress, the
 * balance target, forfeits on expiry and cancels (to the satang, under each rule), the floor that
 * forfeits nothing, the operator's cancel, and the cap on the first withdrawal after a met one.
 * The ledger is verified after every test.
 */
describe(`requirements of the bonus engine (${engineName()})`, () => {
  let t: TestContext;
  let support: { id: number; token: string };
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = await makeOperator(t, 'support');
    finance = await makeOperator(t, 'finance');
  });
  afterAll(async () => {
    await t.close();
  });
  const ledgerClean = async () => expect(await verifyLedger(t.handle.db)).toEqual([]);

  let seq = 0;
  type Kind = 'deposit' | 'bonus' | 'win' | 'bet';
  /** Moves satang into (deposit from cash, bonus from bonuses, win from games) or out of (bet to games) the main wallet. */
  async function move(memberId: number, kind: Kind, satang: number) {
    seq += 1;
    const wallet = await memberAccountId(t.handle.db, memberId);
    const house = await houseAccountId(t.handle.db, kind === 'deposit' ? 'cash' : kind === 'bonus' ? 'bonuses' : 'games');
    await transfer(t.handle.db, {
      key: `bonus-test:${seq}`,
      kind: kind === 'win' ? 'game_win' : kind === 'bet' ? 'game_bet' : kind,
      currency: 'THB',
      debit: kind === 'bet' ? wallet : house,
      credit: kind === 'bet' ? house : wallet,
      amount: satang,
    });
  }
  const stake = (memberId: number, product: Product, satang: number) => {
    seq += 1;
    return recordTurnover(t.handle.db, { key: `bonus-stake:${seq}`, memberId, product, stake: satang });
  };
  const row = (id: number) => t.handle.db.selectFrom('wagering_requirement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const balance = async (memberId: number) => {
    const a = await t.handle.db
      .selectFrom('ledger_account')
      .select(['balance', 'pending_out'])
      .where('id', '=', await memberAccountId(t.handle.db, memberId))
      .executeTakeFirstOrThrow();
    return a.balance - a.pending_out;
  };
  /** The bonus_forfeit transfers of a requirement (key forfeit:<id> or cap:<id>). */
  const forfeits = (id: number) =>
    t.handle.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key', 'amount', 'kind', 'credit_account_id', 'metadata'])
      .where('kind', '=', 'bonus_forfeit')
      .where('idempotency_key', 'in', [`forfeit:${id}`, `cap:${id}`])
      .execute();

  /**
   * A member holding `before` satang who deposits `deposit` and gets `bonus` with a requirement:
   * own_amount = before + deposit, as promotions record it.
   */
  async function granted(
    terms: { before?: number; deposit?: number; bonus?: number; rule?: ForfeitRule; required?: number; expiresAt?: Date },
    extra: { weights?: ProductWeights | null; kind?: 'turnover' | 'balance'; targetBalance?: number; maxWithdrawal?: number } = {},
  ) {
    const m = await makeMember(t);
    const { before = 0, deposit = 100_000, bonus = 50_000 } = terms;
    if (before > 0) await move(m.id, 'deposit', before);
    await move(m.id, 'deposit', deposit);
    await move(m.id, 'bonus', bonus);
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `grant-${m.id}`,
      requiredTurnover: terms.required ?? 1_000_000,
      title: 'สมาชิกใหม่ 50%',
      forfeitRule: terms.rule ?? 'bonus_and_winnings',
      bonusAmount: bonus,
      ownAmount: before + deposit,
      expiresAt: terms.expiresAt,
      ...extra,
    });
    return { ...m, requirementId: r.id };
  }

  it('weights each product (slot 100 %, casino 50 %, lotto 0 %), the start-day base the same way', async () => {
    const m = await makeMember(t);
    await move(m.id, 'deposit', 100_000);
    await stake(m.id, 'slot', 10_000);
    await stake(m.id, 'casino', 10_001);
    await stake(m.id, 'lotto', 40_000);
    const weights = { slot: 100, casino: 50, lotto: 0 };
    const weighted = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `w-${m.id}`,
      requiredTurnover: 50_000,
      weights,
    });
    const plain = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'coupon',
      sourceId: `w0-${m.id}`,
      requiredTurnover: 5_000_000,
    });
    // Base: 10,000 + 10,001 x 50 % (5,000.5) + 0, rounded down; unweighted every stake counts.
    expect((await row(weighted.id)).turnover_base).toBe(15_000);
    expect((await row(plain.id)).turnover_base).toBe(60_001);
    expect((await row(weighted.id)).weights).toEqual(weights);

    await stake(m.id, 'slot', 20_000);
    await stake(m.id, 'casino', 30_001);
    await stake(m.id, 'lotto', 90_000);
    // (30,000 + 40,002 x 50 %) - 15,000 = 35,001; unweighted (30,000 + 40,002 + 130,000) - 60,001 = 140,001.
    const progress = await reviewRequirements(t.handle.db, m.id);
    expect(progress.map((p) => [p.id, p.kind, p.required, p.done, p.remaining])).toEqual([
      [weighted.id, 'turnover', 50_000, 35_001, 14_999],
      [plain.id, 'turnover', 5_000_000, 140_001, 4_859_999],
    ]);
    expect(progress[0]).toMatchObject({ weights, targetBalance: null, forfeitRule: 'none', cancelForfeit: 0 });
    const records = await requirementRecords(t.handle.db, [weighted.id, plain.id, 999_999_999]);
    expect(records.size).toBe(2);
    expect(records.get(weighted.id)).toMatchObject({ status: 'active', required: 50_000, done: 35_001, forfeitedAmount: 0, endedAt: null });
    const page = await memberRequirements(t.handle.db, m.id, { sort: 'started_at', dir: 'asc', page: 1, page_size: 10 });
    expect(page.items.map((i) => i.progress)).toEqual([35_001, 140_001]);

    // Lotto never counts toward it; the slot stake that closes the gap does.
    await stake(m.id, 'lotto', 1_000_000);
    expect((await reviewRequirements(t.handle.db, m.id))[0]).toMatchObject({ id: weighted.id, done: 35_001 });
    await stake(m.id, 'slot', 14_999);
    expect((await reviewRequirements(t.handle.db, m.id)).map((p) => p.id)).toEqual([plain.id]);
    expect(await row(weighted.id)).toMatchObject({ status: 'met', forfeited_amount: 0 });
    expect((await requirementRecords(t.handle.db, [weighted.id])).get(weighted.id)).toMatchObject({ status: 'met', done: 50_000 });
    await ledgerClean();
  });

  it('meets a balance target ("ทำยอด") once the wallet reaches it, deposits made after the start not counting', async () => {
    const m = await granted({ deposit: 100_000, bonus: 50_000, rule: 'bonus' }, { kind: 'balance', targetBalance: 300_000 });
    let [p] = await reviewRequirements(t.handle.db, m.id);
    expect(p).toMatchObject({ kind: 'balance', targetBalance: 300_000, required: 300_000, done: 150_000, remaining: 150_000 });
    expect((await row(m.requirementId)).kind).toBe('balance');
    // The back office's member tab shows the target and the balance towards it, not a turnover.
    const tab = await memberRequirements(t.handle.db, m.id, { sort: 'started_at', dir: 'asc', page: 1, page_size: 10 });
    expect(tab.items.map((i) => [i.required_turnover, i.progress])).toEqual([[300_000, 150_000]]);
    const info = expectOk<{ turnover: unknown; blocked_reason: string }>(await get(t, '/api/member/withdraw/info', m.token));
    expect(info.turnover).toMatchObject({ kind: 'balance', required: 3_000, done: 1_500, remaining: 1_500 });
    expect(info.blocked_reason).toBe('ยังทำยอดเงินไม่ถึงเป้าหมายของโปรโมชั่น ต้องทำยอดเงินเพิ่มอีก 1,500 บาท จึงจะถอนเงินได้');
    await move(m.id, 'deposit', 100_000);
    [p] = await reviewRequirements(t.handle.db, m.id);
    expect(p).toMatchObject({ done: 150_000, remaining: 150_000 });
    // Cancelling under 'bonus' would take the bonus, never the later deposit.
    expect(p.cancelForfeit).toBe(50_000);
    await move(m.id, 'win', 149_999);
    expect(await blockingRequirement(t.handle.db, m.id)).toMatchObject({ id: m.requirementId, remaining: 1 });
    await move(m.id, 'win', 1);
    expect(await blockingRequirement(t.handle.db, m.id)).toBeNull();
    expect(await row(m.requirementId)).toMatchObject({ status: 'met', forfeited_amount: 0 });
    expect(await balance(m.id)).toBe(400_000);
    await ledgerClean();
  });

  it('forfeits on expiry what each rule says, to house:bonuses with a statement line, and never more than the wallet holds', async () => {
    const now = Date.now();
    const expected: Record<ForfeitRule, [number, number]> = {
      none: [0, 210_000],
      bonus: [50_000, 160_000],
      bonus_and_winnings: [80_000, 130_000],
    };
    const bonuses = await houseAccountId(t.handle.db, 'bonuses');
    for (const rule of ['none', 'bonus', 'bonus_and_winnings'] as const) {
      // 200 baht before, 1,000 deposit + 500 bonus, 300 won, then 100 deposited after the start: 2,100 baht.
      const m = await granted({ before: 20_000, deposit: 100_000, bonus: 50_000, rule, expiresAt: new Date(now + DAY) });
      await move(m.id, 'win', 30_000);
      await move(m.id, 'deposit', 10_000);
      expect(await balance(m.id)).toBe(210_000);
      expect((await reviewRequirements(t.handle.db, m.id))[0].cancelForfeit).toBe(expected[rule][0]);
      expect(await blockingRequirement(t.handle.db, m.id, new Date(now + 2 * DAY))).toBeNull();
      expect(await row(m.requirementId)).toMatchObject({
        status: 'forfeited',
        forfeit_reason: 'expired',
        forfeited_amount: expected[rule][0],
      });
      expect(await balance(m.id)).toBe(expected[rule][1]);
      const taken = await forfeits(m.requirementId);
      if (rule === 'none') expect(taken).toEqual([]);
      else {
        expect(taken).toEqual([
          expect.objectContaining({
            idempotency_key: `forfeit:${m.requirementId}`,
            amount: expected[rule][0],
            kind: 'bonus_forfeit',
            credit_account_id: bonuses,
          }),
        ]);
        // The member's statement names it.
        const statement = expectOk<{ items: { type: string; type_name: string; amount: number }[] }>(
          await get(t, '/api/member/statement', m.token),
        );
        expect(statement.items[0]).toMatchObject({
          type: 'bonus_forfeit',
          type_name: 'หักคืนโบนัสโปรโมชั่น (หมดเวลาทำเทิร์น) สมาชิกใหม่ 50%',
          amount: -expected[rule][0] / 100,
        });
      }
      // Reviewed again: ended once, taken once.
      await reviewRequirements(t.handle.db, m.id, new Date(now + 3 * DAY));
      expect(await forfeits(m.requirementId)).toHaveLength(rule === 'none' ? 0 : 1);
    }

    // A bonus mostly lost: 'bonus' takes what is left (50 baht), not the whole bonus; the wallet ends at 0.
    const lost = await granted({ deposit: 10_000, bonus: 50_000, rule: 'bonus', expiresAt: new Date(now + DAY) });
    await move(lost.id, 'bet', 55_000);
    await reviewRequirements(t.handle.db, lost.id, new Date(now + 2 * DAY));
    expect(await row(lost.requirementId)).toMatchObject({ status: 'forfeited', forfeited_amount: 5_000 });
    expect(await balance(lost.id)).toBe(0);
    await ledgerClean();
  });

  it('ends at the balance floor forfeiting nothing, even when it is looked at after its expiry and a deposit', async () => {
    const now = Date.now();
    const m = await granted({ deposit: 10_000, bonus: 5_000, rule: 'bonus_and_winnings', expiresAt: new Date(now + DAY) });
    await move(m.id, 'bet', 14_950); // 0.50 baht left: under the 1 baht floor
    await move(m.id, 'deposit', 100_000);
    expect(await reviewRequirements(t.handle.db, m.id, new Date(now + 2 * DAY))).toEqual([]);
    expect(await row(m.requirementId)).toMatchObject({ status: 'forfeited', forfeit_reason: 'balance_floor', forfeited_amount: 0 });
    expect(await forfeits(m.requirementId)).toEqual([]);
    expect(await balance(m.id)).toBe(100_050);
    await ledgerClean();
  });

  it("takes on the member's cancel exactly what the review showed, to the satang, under each rule", async () => {
    // 12.34 before, 543.21 deposit + 123.45 bonus, 11.11 won, 22.22 lost, then 7.77 deposited: 675.66 baht.
    const expected: Record<ForfeitRule, number> = { none: 0, bonus: 12_345, bonus_and_winnings: 67_566 - (55_555 + 777) };
    const other = await makeMember(t);
    for (const rule of ['none', 'bonus', 'bonus_and_winnings'] as const) {
      const m = await granted({ before: 1_234, deposit: 54_321, bonus: 12_345, rule });
      await move(m.id, 'win', 1_111);
      await move(m.id, 'bet', 2_222);
      await move(m.id, 'deposit', 777);
      expect(await balance(m.id)).toBe(67_566);
      const [p] = await reviewRequirements(t.handle.db, m.id);
      expect(p).toMatchObject({ forfeitRule: rule, bonusAmount: 12_345, title: 'สมาชิกใหม่ 50%', cancelForfeit: expected[rule] });

      await expect(cancelRequirement(t.handle.db, other.id, m.requirementId)).rejects.toMatchObject({ def: Errors.REQUIREMENT_NOT_FOUND });
      expect(await cancelRequirement(t.handle.db, m.id, m.requirementId)).toEqual({
        forfeited: expected[rule],
        balance: 67_566 - expected[rule],
      });
      expect(await row(m.requirementId)).toMatchObject({
        status: 'forfeited',
        forfeit_reason: 'cancelled',
        forfeited_amount: expected[rule],
        ended_by_operator: null,
      });
      await expect(cancelRequirement(t.handle.db, m.id, m.requirementId)).rejects.toMatchObject({ def: Errors.REQUIREMENT_ENDED });
      expect((await requirementRecords(t.handle.db, [m.requirementId])).get(m.requirementId)).toMatchObject({
        status: 'forfeited',
        forfeitReason: 'cancelled',
        forfeitedAmount: expected[rule],
        endedAt: expect.any(Date),
      });
      expect(await forfeits(m.requirementId)).toHaveLength(expected[rule] > 0 ? 1 : 0);
    }
    // A requirement already met is not cancelled: it ended.
    const met = await granted({ rule: 'bonus', required: 1_000 });
    await stake(met.id, 'slot', 1_000);
    await expect(cancelRequirement(t.handle.db, met.id, met.requirementId)).rejects.toMatchObject({ def: Errors.REQUIREMENT_ENDED });
    expect(await row(met.requirementId)).toMatchObject({ status: 'met', forfeited_amount: 0 });
    await ledgerClean();
  });

  it('takes a forfeit once when cancels and an expiry review run at once', async () => {
    const now = Date.now();
    const m = await granted({ deposit: 100_000, bonus: 50_000, rule: 'bonus', expiresAt: new Date(now + DAY) });
    const results = await Promise.allSettled([
      cancelRequirement(t.handle.db, m.id, m.requirementId),
      cancelRequirement(t.handle.db, m.id, m.requirementId),
      reviewRequirements(t.handle.db, m.id, new Date(now + 2 * DAY)),
    ]);
    const cancels = results.slice(0, 2);
    const won = cancels.filter((r) => r.status === 'fulfilled');
    expect(won.length).toBeLessThanOrEqual(1);
    for (const r of cancels) if (r.status === 'rejected') expect((r.reason as { def: unknown }).def).toBe(Errors.REQUIREMENT_ENDED);
    expect(results[2].status).toBe('fulfilled');
    expect(await forfeits(m.requirementId)).toEqual([expect.objectContaining({ amount: 50_000 })]);
    expect(await row(m.requirementId)).toMatchObject({ status: 'forfeited', forfeited_amount: 50_000 });
    expect(['cancelled', 'expired']).toContain((await row(m.requirementId)).forfeit_reason);
    expect(await balance(m.id)).toBe(100_000);
    await ledgerClean();
  });

  it('lists requirements for the back office and lets support cancel one with a reason, audited; finance only reads', async () => {
    const m = await granted({ deposit: 100_000, bonus: 30_000, rule: 'bonus' }, { maxWithdrawal: 500_000 });
    await stake(m.id, 'slot', 25_000);
    const list = expectOk<{ items: Record<string, unknown>[]; total: number }>(
      await get(t, `/api/admin/requirements?q=${m.phone}&status=active`, finance.token),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: m.requirementId,
      member_id: m.id,
      member_phone: m.phone,
      source: 'promotion',
      source_name: 'โปรโมชั่น',
      title: 'สมาชิกใหม่ 50%',
      kind: 'turnover',
      required: 10_000,
      done: 250,
      remaining: 9_750,
      bonus: 300,
      max_withdrawal: 5_000,
      status: 'active',
      forfeit_reason: null,
      forfeited_amount: 0,
      end_note: null,
      ended_at: null,
    });
    expect(expectOk<{ total: number }>(await get(t, `/api/admin/requirements?q=${m.id}&status=met`, support.token)).total).toBe(0);

    const url = `/api/admin/requirements/${m.requirementId}/cancel`;
    expect((await post(t, url, { reason: 'สมาชิกขอยกเลิกผ่านไลน์' }, finance.token)).statusCode).toBe(403);
    expectInvalid(await post(t, url, { reason: 'สั้น' }, support.token), 'reason');
    const done = expectOk<Record<string, unknown>>(await post(t, url, { reason: 'สมาชิกขอยกเลิกผ่านไลน์' }, support.token));
    expect(done).toMatchObject({
      id: m.requirementId,
      status: 'forfeited',
      forfeit_reason: 'operator',
      forfeited_amount: 300,
      end_note: 'สมาชิกขอยกเลิกผ่านไลน์',
      remaining: 0,
      ended_at: expect.any(String),
    });
    expect(await row(m.requirementId)).toMatchObject({ ended_by_operator: support.id, forfeited_amount: 30_000 });
    expect(await balance(m.id)).toBe(100_000);
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'detail'])
      .where('target', '=', `requirement:${m.requirementId}`)
      .execute();
    expect(audit).toEqual([
      {
        operator_id: support.id,
        action: 'requirement.cancel',
        detail: { member_id: m.id, forfeited: 30_000, reason: 'สมาชิกขอยกเลิกผ่านไลน์' },
      },
    ]);
    const [line] = await forfeits(m.requirementId);
    expect(line.metadata).toMatchObject({ statement_text: 'หักคืนโบนัสโปรโมชั่น (ยกเลิกโดยเจ้าหน้าที่) สมาชิกใหม่ 50%' });
    expectError(await post(t, url, { reason: 'สมาชิกขอยกเลิกผ่านไลน์' }, support.token), Errors.REQUIREMENT_ENDED.code);
    expectError(
      await post(t, '/api/admin/requirements/999999/cancel', { reason: 'ไม่มีรายการนี้' }, support.token),
      Errors.REQUIREMENT_NOT_FOUND.code,
    );
    // Still one audit row: refused cancels wrote nothing.
    expect(
      await t.handle.db.selectFrom('operator_audit').select('id').where('target', '=', `requirement:${m.requirementId}`).execute(),
    ).toHaveLength(1);
    await ledgerClean();
  });

  it('caps the first withdrawal after a met requirement: above it refused, within it the excess taken once', async () => {
    // 3,000 baht after the bonus; the turnover met; then 500 baht deposited after it was met.
    const m = await granted({ deposit: 200_000, bonus: 100_000, rule: 'bonus_and_winnings', required: 10_000 }, { maxWithdrawal: 100_000 });
    const bank = await primaryBankId(t, m.id);
    await stake(m.id, 'slot', 10_000);
    let info = expectOk<{ turnover: unknown; withdraw_cap: unknown; can_withdraw: boolean }>(
      await get(t, '/api/member/withdraw/info', m.token),
    );
    expect(info).toMatchObject({
      turnover: null,
      can_withdraw: true,
      withdraw_cap: {
        max_withdrawal: 1_000,
        message: 'โปรโมชั่นที่ทำเทิร์นครบแล้ว ถอนได้สูงสุด 1,000.00 บาท ยอดเงินส่วนที่เกินจะถูกหักคืนเมื่อถอน',
      },
    });
    expect(await pendingWithdrawalCap(t.handle.db, m.id)).toEqual({ requirementId: m.requirementId, maxWithdrawal: 100_000 });
    await move(m.id, 'deposit', 50_000);

    const over = expectError(await withdraw(t, m.token, { amount: 1_000.01, bank_account_id: bank }), 3211);
    expect(over.message).toBe('โปรโมชั่นที่ทำเทิร์นครบแล้วกำหนดยอดถอนสูงสุด 1,000.00 บาท กรุณาถอนไม่เกินยอดนี้');
    expect(over.data.fields.amount).toBe(over.message);
    expect(await balance(m.id)).toBe(350_000);
    expect(await row(m.requirementId)).toMatchObject({ cap_applied_at: null, forfeited_amount: 0 });

    // Two withdrawals at once: one goes through, the cap is applied once.
    const both = await Promise.all([
      withdraw(t, m.token, { amount: 1_000, bank_account_id: bank, idempotency_key: `cap-a-${m.id}` }),
      withdraw(t, m.token, { amount: 1_000, bank_account_id: bank, idempotency_key: `cap-b-${m.id}` }),
    ]);
    const codes = both.map((r) => r.json().error).sort();
    expect(codes).toEqual([0, Errors.WITHDRAW_PENDING_EXISTS.code]);
    // 3,500 - (1,000 cap + 500 deposited since) = 2,000 baht taken; 1,000 held for the withdrawal.
    expect(await forfeits(m.requirementId)).toEqual([
      expect.objectContaining({ idempotency_key: `cap:${m.requirementId}`, amount: 200_000, kind: 'bonus_forfeit' }),
    ]);
    expect(await row(m.requirementId)).toMatchObject({ status: 'met', forfeited_amount: 200_000, cap_applied_at: expect.any(Date) });
    expect(await balance(m.id)).toBe(50_000);
    const statement = expectOk<{ items: { type: string; type_name: string; amount: number }[] }>(
      await get(t, '/api/member/statement', m.token),
    );
    expect(statement.items.find((i) => i.type === 'bonus_forfeit')).toMatchObject({
      type_name: 'หักคืนยอดเกินยอดถอนสูงสุด 1,000.00 บาท (สมาชิกใหม่ 50%)',
      amount: -2_000,
    });
    info = expectOk(await get(t, '/api/member/withdraw/info', m.token));
    expect(info.withdraw_cap).toBeNull();
    expect(await pendingWithdrawalCap(t.handle.db, m.id)).toBeNull();

    // Paid; the next withdrawal is not capped and takes nothing more.
    const pending = await t.handle.db.selectFrom('withdrawal').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expectOk(await post(t, `/api/admin/withdrawals/${pending.id}/approve`, {}, finance.token));
    expectOk(await withdraw(t, m.token, { amount: 500, bank_account_id: bank }));
    expect(await forfeits(m.requirementId)).toHaveLength(1);
    await ledgerClean();
  });

  it('applies a cap once when called at once, and takes nothing when the balance is within it', async () => {
    const m = await granted({ deposit: 100_000, bonus: 100_000, rule: 'bonus', required: 1_000 }, { maxWithdrawal: 150_000 });
    await stake(m.id, 'slot', 1_000);
    expect(await reviewRequirements(t.handle.db, m.id)).toEqual([]);
    const runs = await Promise.all([1, 2].map(() => t.handle.db.transaction().execute((trx) => applyWithdrawalCap(trx, m.id, 100_000))));
    expect(runs.filter((r) => r !== null)).toEqual([{ requirementId: m.requirementId, maxWithdrawal: 150_000, forfeited: 50_000 }]);
    expect(await balance(m.id)).toBe(150_000);
    expect(await forfeits(m.requirementId)).toHaveLength(1);

    const within = await granted({ deposit: 100_000, bonus: 20_000, rule: 'bonus', required: 1_000 }, { maxWithdrawal: 150_000 });
    await stake(within.id, 'slot', 1_000);
    await reviewRequirements(t.handle.db, within.id);
    expect(await t.handle.db.transaction().execute((trx) => applyWithdrawalCap(trx, within.id, 120_000))).toEqual({
      requirementId: within.requirementId,
      maxWithdrawal: 150_000,
      forfeited: 0,
    });
    expect(await forfeits(within.requirementId)).toEqual([]);
    expect(await row(within.requirementId)).toMatchObject({ cap_applied_at: expect.any(Date), forfeited_amount: 0 });
    // No cap waiting: nothing to do.
    expect(await t.handle.db.transaction().execute((trx) => applyWithdrawalCap(trx, within.id, 500_000))).toBeNull();
    await ledgerClean();
  });

  it('works a forfeit out again when a stake at the same moment left too little, never overdrawing', async () => {
    const m = await granted({ deposit: 10_000, bonus: 5_000, rule: 'bonus' });
    const wallet = await memberAccountId(t.handle.db, m.id);
    // The first answer is what the wallet held before a bet landed; the transfer refuses it and asks again.
    const answers = [15_000, 15_000 - 2_000];
    await move(m.id, 'bet', 2_000);
    const taken = await t.handle.db
      .transaction()
      .execute((trx) =>
        takeBack(
          trx,
          { key: `forfeit-race:${m.id}`, accountId: wallet, text: 'หักคืนโบนัสโปรโมชั่น', metadata: {} },
          async () => answers.shift() ?? 0,
        ),
      );
    expect(taken).toBe(13_000);
    expect(answers).toEqual([]);
    expect(await balance(m.id)).toBe(0);
    await ledgerClean();
  });

  it('shows the blocking requirement on the withdraw page with its title, kind, expiry and cap', async () => {
    const expiresAt = new Date(Date.now() + 3 * DAY);
    const m = await granted({ rule: 'bonus', required: 40_000, expiresAt }, { maxWithdrawal: 200_000 });
    await stake(m.id, 'slot', 10_000);
    const info = expectOk<{ turnover: unknown; withdraw_cap: unknown; can_withdraw: boolean; blocked_reason: string }>(
      await get(t, '/api/member/withdraw/info', m.token),
    );
    expect(info).toMatchObject({
      turnover: {
        required: 400,
        done: 100,
        remaining: 300,
        title: 'สมาชิกใหม่ 50%',
        kind: 'turnover',
        expires_at: expiresAt.toISOString(),
        max_withdrawal: 2_000,
      },
      withdraw_cap: null,
      can_withdraw: false,
    });
    expect(info.blocked_reason).toContain('300');
    await ledgerClean();
  });
});
