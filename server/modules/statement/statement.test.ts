import { bangkokToday } from '@contract/fields';
import { STATEMENT_KIND_NAMES } from '@contract/statement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember, makeOperator } from '../admin/test-support';
import { houseAccountId, memberAccountId, transfer, verifyLedger } from '../ledger';
import { expectInvalid, expectOk, fund, getAs, postAs, primaryBankId, withdraw } from '../withdrawals/test-support';

type Item = {
  id: number;
  type: string;
  type_name: string;
  amount: number;
  balance_after: number | null;
  status: string;
  status_name: string;
  reference: string | null;
  wallet_type_id: number;
  wallet_name: string;
  created_at: string;
  settled_at: string | null;
};
type Page = { items: Item[]; next_cursor: number | null };

const daysAgo = (n: number) => bangkokToday(new Date(Date.now() - n * 86_400_000));

describe(`the member statement (${engineName()})`, () => {
  let t: TestContext;
  let finance: { token: string };
  let m: Awaited<ReturnType<typeof makeMember>>;
  let other: Awaited<ReturnType<typeof makeMember>>;
  const ids: Record<string, number> = {};

  const statement = async (query = '', token = m.token): Promise<Page> => expectOk(await getAs(t, token, `/api/member/statement${query}`));

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = await makeOperator(t, 'finance');
    m = await makeMember(t);
    other = await makeMember(t);
    const bank = await primaryBankId(t, m.id);
    ids.deposit = (await fund(t, m.id, 1_000, 'BANK-LINE-77')).id;
    const paid = expectOk(await withdraw(t, m.token, { amount: 300, bank_account_id: bank })).withdrawal;
    ids.paidWithdrawal = paid.id;
    ids.adjust = expectOk(
      await postAs(t, finance.token, `/api/admin/members/${m.id}/adjust`, {
        amount: 50.5,
        reason: 'ชดเชยเกมขัดข้อง',
        idempotency_key: `stmt-${m.id}-1`,
      }),
    ).transfer_id;
    const games = await houseAccountId(t.handle.db, 'games');
    const wallet = await memberAccountId(t.handle.db, m.id);
    ids.bet = (
      await transfer(t.handle.db, {
        key: `stmt-bet-${m.id}`,
        kind: 'game_bet',
        currency: 'THB',
        debit: wallet,
        credit: games,
        amount: 2_000,
      })
    ).id;
    ids.win = (
      await transfer(t.handle.db, {
        key: `stmt-win-${m.id}`,
        kind: 'game_win',
        currency: 'THB',
        debit: games,
        credit: wallet,
        amount: 5_000,
      })
    ).id;
    // The other member's movements must never show up in m's statement.
    await fund(t, other.id, 77);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  it('shows the deposit, the held withdrawal as pending, the adjustment and games with Thai names and balances', async () => {
    const page = await statement();
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((i) => i.type)).toEqual(['game_win', 'game_bet', 'adjustment', 'withdrawal', 'deposit']);
    const [win, bet, adjust, wd, dep] = page.items;
    expect(dep).toMatchObject({
      type_name: 'ฝากเงิน',
      amount: 1_000,
      balance_after: 1_000,
      status: 'completed',
      status_name: 'สำเร็จ',
      reference: 'BANK-LINE-77',
    });
    expect(dep).toMatchObject({ wallet_type_id: 1, wallet_name: 'กระเป๋าหลัก' });
    expect(wd).toMatchObject({
      type_name: 'ถอนเงิน',
      amount: -300,
      balance_after: null,
      status: 'pending',
      status_name: 'รอดำเนินการ',
      settled_at: null,
    });
    expect(wd.reference).toBe(`WD${ids.paidWithdrawal}`);
    // The balance does not drop while the money is only held.
    expect(adjust).toMatchObject({ type_name: 'ปรับยอด', amount: 50.5, balance_after: 1_050.5, status: 'completed', reference: null });
    expect(bet).toMatchObject({ type_name: 'เดิมพันเกม', amount: -20, balance_after: 1_030.5 });
    expect(win).toMatchObject({ type_name: 'ชนะเกม', amount: 50, balance_after: 1_080.5 });
    for (const i of page.items) {
      expect(i.type_name).toBe(STATEMENT_KIND_NAMES[i.type as keyof typeof STATEMENT_KIND_NAMES]);
      expect(Number.isNaN(Date.parse(i.created_at))).toBe(false);
      expect(i.created_at).toMatch(/(Z|\+07:00)$/);
    }
  });

  it('shows the withdrawal paid once approved, and a rejected one as cancelled with the money back', async () => {
    expectOk(await postAs(t, finance.token, `/api/admin/withdrawals/${ids.paidWithdrawal}/approve`, { bank_reference: 'TX1' }));
    let page = await statement('?type=withdrawal');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ amount: -300, status: 'completed', status_name: 'สำเร็จ', balance_after: 780.5 });
    expect(page.items[0].settled_at).toEqual(expect.any(String));

    const rejected = expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: await primaryBankId(t, m.id) })).withdrawal;
    expectOk(await postAs(t, finance.token, `/api/admin/withdrawals/${rejected.id}/reject`, { reason: 'บัญชีปลายทางปิดแล้ว' }));
    page = await statement('?type=withdrawal');
    expect(page.items[0]).toMatchObject({ amount: -100, status: 'cancelled', status_name: 'ถูกปฏิเสธ คืนเงินแล้ว', balance_after: null });
  });

  it('filters by one or several types, repeated or comma-separated', async () => {
    expect((await statement('?type=deposit')).items.map((i) => i.id)).toEqual([ids.deposit]);
    const both = (await statement('?type=deposit,adjustment')).items.map((i) => i.id);
    expect(both).toEqual([ids.adjust, ids.deposit]);
    expect((await statement('?type=deposit&type=adjustment')).items.map((i) => i.id)).toEqual(both);
    expect((await statement('?type=lotto_win')).items).toEqual([]);
    expectInvalid(await getAs(t, m.token, '/api/member/statement?type=salary'), 'type.0');
  });

  it('filters by Bangkok date range, inclusive', async () => {
    // Move the deposit three days back (test-only: transfers are never edited by the application).
    await t.handle.db
      .updateTable('ledger_transfer')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) } as never)
      .where('id', '=', ids.deposit)
      .execute();
    const today = bangkokToday();
    const todays = await statement(`?from=${today}&to=${today}`);
    expect(todays.items.map((i) => i.id)).not.toContain(ids.deposit);
    expect(todays.items.length).toBeGreaterThanOrEqual(5);
    expect((await statement(`?from=${daysAgo(3)}&to=${daysAgo(3)}`)).items.map((i) => i.id)).toEqual([ids.deposit]);
    expect((await statement(`?from=${daysAgo(3)}`)).items.map((i) => i.id)).toContain(ids.deposit);
    expect((await statement(`?to=${daysAgo(1)}`)).items.map((i) => i.id)).toEqual([ids.deposit]);
    expect((await statement(`?from=${daysAgo(2)}&to=${daysAgo(1)}`)).items).toEqual([]);
    expectInvalid(await getAs(t, m.token, `/api/member/statement?from=${today}&to=${daysAgo(1)}`), 'to');
    expectInvalid(await getAs(t, m.token, '/api/member/statement?from=2025-02-30'), 'from');
    expectInvalid(await getAs(t, m.token, '/api/member/statement?to=yesterday'), 'to');
  });

  it('pages newest first with a cursor until the end', async () => {
    const all = (await statement('?limit=100')).items.map((i) => i.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const page: Page = await statement(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect((await statement(`?limit=1&type=adjustment&cursor=${ids.adjust}`)).items).toEqual([]);
    for (const bad of ['limit=0', 'limit=101', 'limit=x', 'cursor=0', 'cursor=-5', 'cursor=abc']) {
      const res = await getAs(t, m.token, `/api/member/statement?${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it("never shows another member's movements, and needs a token", async () => {
    const theirs = await statement('', other.token);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({ type: 'deposit', amount: 77, balance_after: 77 });
    const mine = new Set((await statement('?limit=100')).items.map((i) => i.id));
    expect(mine.has(theirs.items[0].id)).toBe(false);
    // A cursor past someone else's movements reveals nothing of theirs either.
    expect((await statement(`?cursor=${theirs.items[0].id + 1}`, other.token)).items.map((i) => i.id)).toEqual([theirs.items[0].id]);
    const newcomer = await makeMember(t);
    expect(await statement('', newcomer.token)).toEqual({ items: [], next_cursor: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/member/statement' })).statusCode).toBe(401);
  });
});
