import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fund,
  get,
  mainWallet,
  makeMember,
  makeOperator,
  post,
  primaryBankId,
  type TestContext,
  withdraw,
} from '../../test';
import { recordTurnover, verifyLedger } from '../ledger';
import { cancelRequirement, createRequirement } from '../requirements';
import { setWithdrawConfig } from './test-support';

describe(`member withdrawals (${engineName()})`, () => {
  let t: TestContext;
  let finance: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
  });
  beforeEach(async () => setWithdrawConfig(t, {}));
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  /** A member with money in the main wallet and their primary bank account id. */
  async function funded(baht: number) {
    const m = await makeMember(t);
    if (baht > 0) await fund(t, m.id, baht);
    return { ...m, bank: await primaryBankId(t, m.id) };
  }
  const approve = (id: number) => post(t, `/api/admin/withdrawals/${id}/approve`, {}, finance.token);
  const countWithdrawals = async (memberId: number) =>
    (await t.handle.db.selectFrom('withdrawal').select('id').where('member_id', '=', memberId).execute()).length;

  it('holds the amount and answers the pending withdrawal with its Thai status and masked account', async () => {
    const m = await funded(1_000);
    const data = expectOk(await withdraw(t, m.token, { amount: 300.5, bank_account_id: m.bank }));
    expect(data.replayed).toBe(false);
    expect(data.available).toBe(699.5);
    expect(data.withdrawal).toMatchObject({
      amount: 300.5,
      status: 'pending',
      status_name: 'รอดำเนินการ',
      reject_reason: null,
      decided_at: null,
      reference: `WD${data.withdrawal.id}`,
      bank: { bank_account_id: m.bank, bank_code: m.bank_code, bank_name: 'ธนาคารไทยพาณิชย์', account_name: m.bank_account_name },
    });
    expect(data.withdrawal.bank.account_number_masked).toBe(`xxxxxx${m.bank_account_number.slice(-4)}`);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 30_050 });
    // The hold is one pending transfer to the house 'withdrawals' account, keyed by the withdrawal.
    const hold = await t.handle.db
      .selectFrom('ledger_transfer')
      .selectAll()
      .where('idempotency_key', '=', `wd:${data.withdrawal.id}`)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: 30_050 });
  });

  it('refuses bad amounts and a missing or malformed bank account with 422 and a Thai message', async () => {
    const m = await funded(1_000);
    for (const amount of [-100, 0, 100.123, 1e12, 'abc', '500', null, Number.NaN]) {
      expectInvalid(await withdraw(t, m.token, { amount, bank_account_id: m.bank }), 'amount');
    }
    expectInvalid(await withdraw(t, m.token, { bank_account_id: m.bank }), 'amount');
    for (const bank_account_id of [undefined, 0, -1, 1.5, 'x'])
      expectInvalid(await withdraw(t, m.token, { amount: 100, bank_account_id }), 'bank_account_id');
    expectInvalid(await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank, idempotency_key: 'short' }), 'idempotency_key');
    expect(await countWithdrawals(m.id)).toBe(0);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 0 });
  });

  it('needs a member token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/member/withdraw', payload: { amount: 100, bank_account_id: 1 } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/member/withdraw/info' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/member/withdraw/list' })).statusCode).toBe(401);
  });

  it("pays only into the member's own registered account: another member's or an unknown one is not found", async () => {
    const m = await funded(1_000);
    const other = await funded(0);
    expectError(await withdraw(t, m.token, { amount: 100, bank_account_id: other.bank }), 5, 404);
    expectError(await withdraw(t, m.token, { amount: 100, bank_account_id: 99_999_999 }), 5, 404);
    expect(await countWithdrawals(m.id)).toBe(0);
    // The member's second account (added on the profile) is allowed.
    const second = await t.handle.db
      .insertInto('member_bank_account')
      .values({
        member_id: m.id,
        bank_code: '004',
        account_number: `9${String(m.id).padStart(9, '0')}`,
        account_name: m.bank_account_name,
        is_primary: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: second.id })).withdrawal.bank.bank_name).toBe(
      'ธนาคารกสิกรไทย',
    );
  });

  it('refuses less than the minimum (default 100 baht, or the agent config) and more than the wallet holds', async () => {
    const m = await funded(1_000);
    const below = await withdraw(t, m.token, { amount: 99.99, bank_account_id: m.bank });
    expectError(below, 3201);
    expect(below.json().message).toContain('100');
    expect(below.json().data.fields.amount).toContain('100');
    await setWithdrawConfig(t, { min_amount: 500 });
    expectError(await withdraw(t, m.token, { amount: 499, bank_account_id: m.bank }), 3201);
    expectError(await withdraw(t, m.token, { amount: 1_000.01, bank_account_id: m.bank }), 3001);
    expect(await countWithdrawals(m.id)).toBe(0);
    expectOk(await withdraw(t, m.token, { amount: 1_000, bank_account_id: m.bank }));
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 100_000 });
  });

  it('allows one pending withdrawal at a time', async () => {
    const m = await funded(1_000);
    expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank }));
    expectError(await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank }), 3204);
    expect(await countWithdrawals(m.id)).toBe(1);
    expect((await mainWallet(t, m.id)).pending_out).toBe(10_000);
  });

  it('keeps to the daily maximum, counting pending and paid withdrawals but not rejected ones', async () => {
    await setWithdrawConfig(t, { max_per_day: 1_000 });
    const m = await funded(5_000);
    const first = expectOk(await withdraw(t, m.token, { amount: 600, bank_account_id: m.bank })).withdrawal;
    expectOk(await approve(first.id));
    const over = await withdraw(t, m.token, { amount: 400.01, bank_account_id: m.bank });
    expectError(over, 3202);
    expect(over.json().message).toContain('400');
    const second = expectOk(await withdraw(t, m.token, { amount: 400, bank_account_id: m.bank })).withdrawal;
    expectOk(await post(t, `/api/admin/withdrawals/${second.id}/reject`, { reason: 'ทดสอบการปฏิเสธ' }, finance.token));
    // The rejected 400 gave its room back.
    expectOk(await withdraw(t, m.token, { amount: 400, bank_account_id: m.bank }));
    const info = expectOk(await get(t, '/api/member/withdraw/info', m.token));
    expect(info.today).toEqual({ amount: 1_000, count: 2, remaining_amount: 0, remaining_count: 3 });
  });

  it('keeps to the default daily maximum of 50,000 baht', async () => {
    const m = await funded(80_000);
    const over = await withdraw(t, m.token, { amount: 50_000.01, bank_account_id: m.bank });
    expectError(over, 3202);
    expect(over.json().message).toContain('50,000');
    expect(await countWithdrawals(m.id)).toBe(0);
    expectOk(await withdraw(t, m.token, { amount: 50_000, bank_account_id: m.bank }));
  });

  it('keeps to the number of withdrawals per day', async () => {
    await setWithdrawConfig(t, { count_per_day: 2 });
    const m = await funded(5_000);
    for (let i = 0; i < 2; i++) {
      const w = expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank })).withdrawal;
      expectOk(await approve(w.id));
    }
    const third = await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank });
    expectError(third, 3203);
    expect(third.json().message).toContain('2 ครั้ง');
    expect(await countWithdrawals(m.id)).toBe(2);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 480_000, pending_out: 0 });
  });

  it('creates one withdrawal from a concurrent double-submit, with or without an idempotency key', async () => {
    const m = await funded(1_000);
    const key = `k-${m.id}-double-submit`;
    const keyed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? withdraw(t, m.token, { amount: 250, bank_account_id: m.bank, idempotency_key: key })
          : withdraw(t, m.token, { amount: 250, bank_account_id: m.bank }, { 'idempotency-key': key }),
      ),
    );
    const ids = keyed.map((r) => expectOk(r).withdrawal.id);
    expect(new Set(ids).size).toBe(1);
    expect(keyed.filter((r) => r.json().data.replayed === false)).toHaveLength(1);
    expect(await countWithdrawals(m.id)).toBe(1);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 25_000 });
    // The same key with other terms is refused.
    expectError(await withdraw(t, m.token, { amount: 251, bank_account_id: m.bank, idempotency_key: key }), 3002);

    const n = await funded(1_000);
    const bare = await Promise.all(Array.from({ length: 8 }, () => withdraw(t, n.token, { amount: 250, bank_account_id: n.bank })));
    expect(bare.filter((r) => r.json().error === 0)).toHaveLength(1);
    expect(bare.filter((r) => r.json().error === 3204)).toHaveLength(7);
    expect(await countWithdrawals(n.id)).toBe(1);
    expect(await mainWallet(t, n.id)).toEqual({ balance: 100_000, pending_out: 25_000 });
  });

  it('refuses while a bonus turnover requirement is unmet, naming the turnover left', async () => {
    const m = await funded(2_000);
    // Stakes made before the requirement starts do not count towards it.
    await recordTurnover(t.handle.db, { key: `before-${m.id}`, memberId: m.id, product: 'slot', stake: 50_000 });
    await createRequirement(t.handle.db, { memberId: m.id, source: 'promotion', sourceId: `promo-${m.id}`, requiredTurnover: 100_000 });
    await recordTurnover(t.handle.db, { key: `after-1-${m.id}`, memberId: m.id, product: 'slot', stake: 20_000 });
    await recordTurnover(t.handle.db, { key: `after-2-${m.id}`, memberId: m.id, product: 'lotto', stake: 10_050 });

    const refused = await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank });
    expectError(refused, 3205);
    expect(refused.json().message).toContain('699.5 บาท');
    expect(refused.json().data).toEqual({ remaining_turnover: 699.5 });
    expect(await countWithdrawals(m.id)).toBe(0);
    const info = expectOk(await get(t, '/api/member/withdraw/info', m.token));
    expect(info).toMatchObject({ can_withdraw: false, turnover: { required: 1_000, done: 300.5, remaining: 699.5 } });
    expect(info.blocked_reason).toContain('699.5');

    await recordTurnover(t.handle.db, { key: `after-3-${m.id}`, memberId: m.id, product: 'casino', stake: 69_950 });
    expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: m.bank }));
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .select(['status', 'ended_at'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(req.status).toBe('met');
    expect(req.ended_at).not.toBeNull();
  });

  it('stays allowed for a member without requirements or with cancelled ones', async () => {
    const m = await funded(500);
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'coupon',
      sourceId: `coupon-${m.id}`,
      requiredTurnover: 1_000_000,
    });
    expect(await cancelRequirement(t.handle.db, m.id, r.id)).toEqual({ forfeited: 0, balance: 50_000 });
    expectOk(await withdraw(t, m.token, { amount: 500, bank_account_id: m.bank }));
  });

  it('answers the withdraw page everything it shows: limits, today, balance, masked accounts and the pending one', async () => {
    const m = await funded(800);
    let info = expectOk(await get(t, '/api/member/withdraw/info', m.token));
    expect(info).toEqual({
      limits: { min_amount: 100, max_per_day: 50_000, count_per_day: 5 },
      today: { amount: 0, count: 0, remaining_amount: 50_000, remaining_count: 5 },
      available: 800,
      bank_accounts: [
        {
          id: m.bank,
          bank_code: '014',
          bank_name: 'ธนาคารไทยพาณิชย์',
          account_number_masked: `xxxxxx${m.bank_account_number.slice(-4)}`,
          account_name: m.bank_account_name,
          is_primary: true,
        },
      ],
      pending: null,
      turnover: null,
      withdraw_cap: null,
      can_withdraw: true,
      blocked_reason: null,
    });
    expect(JSON.stringify(info)).not.toContain(m.bank_account_number);
    const w = expectOk(await withdraw(t, m.token, { amount: 200, bank_account_id: m.bank })).withdrawal;
    info = expectOk(await get(t, '/api/member/withdraw/info', m.token));
    expect(info).toMatchObject({ available: 600, today: { amount: 200, count: 1 }, pending: w, can_withdraw: false });
    expect(info.blocked_reason).toMatch(/รอดำเนินการ/);
  });
});
