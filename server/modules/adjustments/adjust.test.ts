import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember, makeOperator } from '../admin/test-support';
import { verifyLedger } from '../ledger';
import { expectError, expectInvalid, expectOk, fund, mainWallet, postAs, primaryBankId, withdraw } from '../withdrawals/test-support';

describe(`manual adjustments (${engineName()})`, () => {
  let t: TestContext;
  let finance: { id: number; token: string };
  let admin: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    admin = await makeOperator(t, 'admin');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  let n = 0;
  const key = () => `adjust-key-${++n}`;
  const adjust = (token: string, memberId: number, body: Record<string, unknown>) =>
    postAs(t, token, `/api/admin/members/${memberId}/adjust`, body);

  it('credits and debits the main wallet against the house, recorded with the operator and reason, audited', async () => {
    const m = await makeMember(t);
    const credit = expectOk(await adjust(finance.token, m.id, { amount: 500.25, reason: 'ชดเชยเกมขัดข้อง', idempotency_key: key() }));
    expect(credit).toMatchObject({
      member_id: m.id,
      amount: 500.25,
      reason: 'ชดเชยเกมขัดข้อง',
      balance: 500.25,
      available: 500.25,
      operator_id: finance.id,
      replayed: false,
    });
    const debit = expectOk(await adjust(admin.token, m.id, { amount: -200, reason: 'เติมเงินผิดบัญชี', idempotency_key: key() }));
    expect(debit).toMatchObject({ amount: -200, balance: 300.25, operator_id: admin.id });
    expect(await mainWallet(t, m.id)).toEqual({ balance: 30_025, pending_out: 0 });

    const rows = await t.handle.db
      .selectFrom('ledger_transfer')
      .select(['id', 'kind', 'amount', 'created_by_operator', 'metadata'])
      .where('id', 'in', [credit.transfer_id, debit.transfer_id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: credit.transfer_id,
        kind: 'adjustment',
        amount: 50_025,
        created_by_operator: finance.id,
        metadata: { reason: 'ชดเชยเกมขัดข้อง' },
      },
      { id: debit.transfer_id, kind: 'adjustment', amount: 20_000, created_by_operator: admin.id, metadata: { reason: 'เติมเงินผิดบัญชี' } },
    ]);
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'detail'])
      .where('target', '=', `member:${m.id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        operator_id: finance.id,
        action: 'member.adjust',
        detail: { transfer_id: credit.transfer_id, amount: 500.25, reason: 'ชดเชยเกมขัดข้อง', balance_after: 500.25 },
      },
      {
        operator_id: admin.id,
        action: 'member.adjust',
        detail: { transfer_id: debit.transfer_id, amount: -200, reason: 'เติมเงินผิดบัญชี', balance_after: 300.25 },
      },
    ]);
  });

  it('never takes the wallet below zero, nor below money held for a pending withdrawal', async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 1_000);
    expectError(await adjust(finance.token, m.id, { amount: -1_000.01, reason: 'หักยอดทดสอบ', idempotency_key: key() }), 3001);
    expectOk(await withdraw(t, m.token, { amount: 600, bank_account_id: await primaryBankId(t, m.id) }));
    expectError(await adjust(finance.token, m.id, { amount: -400.01, reason: 'หักยอดทดสอบ', idempotency_key: key() }), 3001);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 60_000 });
    expect(expectOk(await adjust(finance.token, m.id, { amount: -400, reason: 'หักยอดทดสอบ', idempotency_key: key() }))).toMatchObject({
      balance: 600,
      available: 0,
    });
  });

  it('answers the first adjustment for a repeated key and refuses the key with other terms', async () => {
    const m = await makeMember(t);
    const k = key();
    const [a, b] = await Promise.all([
      adjust(finance.token, m.id, { amount: 100, reason: 'โบนัสพิเศษลูกค้า', idempotency_key: k }),
      adjust(finance.token, m.id, { amount: 100, reason: 'โบนัสพิเศษลูกค้า', idempotency_key: k }),
    ]);
    const answers = [expectOk(a), expectOk(b)];
    expect(answers[0].transfer_id).toBe(answers[1].transfer_id);
    expect(answers.filter((x) => x.replayed)).toHaveLength(1);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 10_000, pending_out: 0 });
    expectError(await adjust(finance.token, m.id, { amount: 101, reason: 'โบนัสพิเศษลูกค้า', idempotency_key: k }), 3002);
    const other = await makeMember(t);
    expectError(await adjust(finance.token, other.id, { amount: 100, reason: 'โบนัสพิเศษลูกค้า', idempotency_key: k }), 3002);
    const audits = await t.handle.db
      .selectFrom('operator_audit')
      .select('id')
      .where('action', '=', 'member.adjust')
      .where('target', '=', `member:${m.id}`)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('needs a reason of 5-200 characters, a non-zero amount with at most 2 decimals and a key', async () => {
    const m = await makeMember(t);
    const good = { amount: 10, reason: 'เหตุผลที่ถูกต้อง', idempotency_key: key() };
    expectInvalid(await adjust(finance.token, m.id, { ...good, reason: undefined }), 'reason');
    expectInvalid(await adjust(finance.token, m.id, { ...good, reason: '    ' }), 'reason');
    expectInvalid(await adjust(finance.token, m.id, { ...good, reason: 'สั้น' }), 'reason');
    expectInvalid(await adjust(finance.token, m.id, { ...good, reason: 'ก'.repeat(201) }), 'reason');
    for (const amount of [0, 1.234, -1.234, 1e12, -1e12, 'abc', '10', null])
      expectInvalid(await adjust(finance.token, m.id, { ...good, amount }), 'amount');
    expectInvalid(await adjust(finance.token, m.id, { ...good, idempotency_key: undefined }), 'idempotency_key');
    expectInvalid(await adjust(finance.token, m.id, { ...good, idempotency_key: 'bad key with spaces' }), 'idempotency_key');
    expect(await mainWallet(t, m.id)).toEqual({ balance: 0, pending_out: 0 });
    expectError(await adjust(finance.token, 987_654, good), 5, 404);
  });

  it('is refused to support operators and members', async () => {
    const m = await makeMember(t);
    const support = await makeOperator(t, 'support');
    const body = { amount: 10, reason: 'เหตุผลที่ถูกต้อง', idempotency_key: key() };
    expect((await adjust(support.token, m.id, body)).statusCode).toBe(403);
    expect((await adjust(m.token, m.id, body)).statusCode).toBe(401);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 0, pending_out: 0 });
  });
});
