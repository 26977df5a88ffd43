import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember, makeOperator } from '../admin/test-support';
import { verifyLedger } from '../ledger';
import { expectError, expectInvalid, expectOk, fund, getAs, mainWallet, postAs, primaryBankId, withdraw } from './test-support';

describe(`operators approve and reject withdrawals (${engineName()})`, () => {
  let t: TestContext;
  let finance: { id: number; token: string; username: string };
  let finance2: { id: number; token: string; username: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    finance2 = await makeOperator(t, 'finance');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  async function pending(baht: number, fundBaht = 1_000) {
    const m = await makeMember(t);
    await fund(t, m.id, fundBaht);
    const w = expectOk(await withdraw(t, m.token, { amount: baht, bank_account_id: await primaryBankId(t, m.id) })).withdrawal;
    return { m, w };
  }
  const approve = (token: string, id: number, body: unknown = {}) => postAs(t, token, `/api/admin/withdrawals/${id}/approve`, body);
  const reject = (token: string, id: number, reason = 'ชื่อบัญชีไม่ตรงกับผู้สมัคร') =>
    postAs(t, token, `/api/admin/withdrawals/${id}/reject`, { reason });
  const audits = async (target: string) =>
    t.handle.db.selectFrom('operator_audit').select(['operator_id', 'action', 'detail']).where('target', '=', target).execute();

  it('lists pending withdrawals oldest first with the full account to pay into', async () => {
    const a = await pending(100);
    const b = await pending(200);
    const page = expectOk(await getAs(t, finance.token, '/api/admin/withdrawals?status=pending'));
    const ids = page.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(a.w.id)).toBeLessThan(ids.indexOf(b.w.id));
    const item = page.items.find((i: { id: number }) => i.id === b.w.id);
    expect(item).toMatchObject({
      member_id: b.m.id,
      member_phone: b.m.phone,
      member_name: `${b.m.first_name} ${b.m.last_name}`,
      amount: 200,
      status: 'pending',
      status_name: 'รอดำเนินการ',
      bank: { bank_code: '014', bank_name: 'ธนาคารไทยพาณิชย์', account_number: b.m.bank_account_number },
      decided_by_operator: null,
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const forMember = expectOk(await getAs(t, finance.token, `/api/admin/withdrawals?member_id=${a.m.id}`));
    expect(forMember.items.map((i: { id: number }) => i.id)).toEqual([a.w.id]);
    expectInvalid(await getAs(t, finance.token, '/api/admin/withdrawals?status=paid'), 'status');
  });

  it('approves once: the hold is posted, the operator and bank reference recorded and audited', async () => {
    const { m, w } = await pending(400);
    const done = expectOk(await approve(finance.token, w.id, { bank_reference: 'KB-20250101-0001' }));
    expect(done).toMatchObject({
      id: w.id,
      status: 'approved',
      status_name: 'สำเร็จ',
      bank_reference: 'KB-20250101-0001',
      decided_by_operator: finance.id,
      decided_by_username: finance.username,
    });
    expect(done.decided_at).toEqual(expect.any(String));
    expect(await mainWallet(t, m.id)).toEqual({ balance: 60_000, pending_out: 0 });
    expect(await audits(`withdrawal:${w.id}`)).toEqual([
      {
        operator_id: finance.id,
        action: 'withdrawal.approve',
        detail: { member_id: m.id, amount: 400, bank_reference: 'KB-20250101-0001' },
      },
    ]);
    expectError(await approve(finance.token, w.id), 3206);
    expectError(await reject(finance.token, w.id), 3206);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 60_000, pending_out: 0 });
    // The member sees it paid.
    const list = expectOk(await getAs(t, m.token, '/api/member/withdraw/list'));
    expect(list.items[0]).toMatchObject({ id: w.id, status: 'approved', status_name: 'สำเร็จ', reject_reason: null });
  });

  it('approves without a body too', async () => {
    const { w } = await pending(100);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${w.id}/approve`,
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(expectOk(res)).toMatchObject({ status: 'approved', bank_reference: null });
  });

  it('rejects once with a reason the member sees; the money is available again', async () => {
    const { m, w } = await pending(700);
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 70_000 });
    expectInvalid(await postAs(t, finance.token, `/api/admin/withdrawals/${w.id}/reject`, {}), 'reason');
    expectInvalid(await reject(finance.token, w.id, 'สั้น'), 'reason');
    expectInvalid(await reject(finance.token, w.id, 'ก'.repeat(201)), 'reason');
    const done = expectOk(await reject(finance.token, w.id));
    expect(done).toMatchObject({
      status: 'rejected',
      status_name: 'ถูกปฏิเสธ',
      reject_reason: 'ชื่อบัญชีไม่ตรงกับผู้สมัคร',
      decided_by_operator: finance.id,
    });
    expect(await mainWallet(t, m.id)).toEqual({ balance: 100_000, pending_out: 0 });
    expect((await audits(`withdrawal:${w.id}`)).map((a) => a.action)).toEqual(['withdrawal.reject']);
    const list = expectOk(await getAs(t, m.token, '/api/member/withdraw/list'));
    expect(list.items[0]).toMatchObject({ id: w.id, status: 'rejected', status_name: 'ถูกปฏิเสธ', reject_reason: 'ชื่อบัญชีไม่ตรงกับผู้สมัคร' });
    // All of it can be withdrawn again.
    expectOk(await withdraw(t, m.token, { amount: 1_000, bank_account_id: await primaryBankId(t, m.id) }));
  });

  it('acts exactly once when two operators click at once', async () => {
    for (const [first, second] of [
      ['approve', 'approve'],
      ['reject', 'reject'],
      ['approve', 'reject'],
    ] as const) {
      const { m, w } = await pending(300);
      const click = (what: 'approve' | 'reject', token: string) => (what === 'approve' ? approve(token, w.id) : reject(token, w.id));
      const answers = await Promise.all([click(first, finance.token), click(second, finance2.token), click(first, finance2.token)]);
      const codes = answers.map((r) => r.json().error).sort();
      expect(codes, `${first}/${second}`).toEqual([0, 3206, 3206]);
      const row = await t.handle.db.selectFrom('withdrawal').select('status').where('id', '=', w.id).executeTakeFirstOrThrow();
      const wallet = await mainWallet(t, m.id);
      expect(wallet).toEqual(row.status === 'approved' ? { balance: 70_000, pending_out: 0 } : { balance: 100_000, pending_out: 0 });
      expect(await audits(`withdrawal:${w.id}`)).toHaveLength(1);
    }
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('answers not found for an unknown withdrawal and refuses bad ids', async () => {
    expectError(await approve(finance.token, 987_654), 5, 404);
    expectError(await reject(finance.token, 987_654), 5, 404);
    expectInvalid(await approve(finance.token, 0), 'id');
    expectInvalid(await postAs(t, finance.token, '/api/admin/withdrawals/abc/approve', {}), 'id');
  });

  it('shows a member their own withdrawals only, newest first, page by page', async () => {
    const { m } = await pending(100, 10_000);
    for (let i = 0; i < 4; i++) {
      const last = expectOk(await getAs(t, m.token, '/api/member/withdraw/info')).pending;
      expectOk(await approve(finance.token, last.id));
      expectOk(await withdraw(t, m.token, { amount: 100 + i, bank_account_id: await primaryBankId(t, m.id) }));
    }
    const other = await makeMember(t);
    expect(expectOk(await getAs(t, other.token, '/api/member/withdraw/list'))).toEqual({ items: [], next_cursor: null });
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: { items: { id: number; amount: number }[]; next_cursor: number | null } = expectOk(
        await getAs(t, m.token, `/api/member/withdraw/list?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expectInvalid(await getAs(t, m.token, '/api/member/withdraw/list?limit=101'), 'limit');
    expectInvalid(await getAs(t, m.token, '/api/member/withdraw/list?cursor=x'), 'cursor');
  });
});
