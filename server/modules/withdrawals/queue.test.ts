import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fund,
  get,
  makeMember,
  makeOperator,
  post,
  primaryBankId,
  type TestContext,
  withdraw,
} from '../../test';
import { verifyLedger } from '../ledger';
import { createRequirement } from '../requirements';

type Op = { id: number; token: string; username: string; display_name: string };
type Item = {
  id: number;
  member_id: number;
  amount: number;
  status: string;
  claim: { operator_id: number; username: string; display_name: string; expires_at: string; mine: boolean } | null;
  [k: string]: unknown;
};

describe(`the withdrawal queue and its claims (${engineName()})`, () => {
  let t: TestContext;
  let a: Op;
  let b: Op;
  let support: Op;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    a = await makeOperator(t, 'finance', { display_name: 'คุณเอ' });
    b = await makeOperator(t, 'finance', { display_name: 'คุณบี' });
    support = await makeOperator(t, 'support');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  async function pending(baht: number, fundBaht = 1_000, over: Parameters<typeof makeMember>[1] = {}) {
    const m = await makeMember(t, over);
    await fund(t, m.id, fundBaht);
    const w = expectOk(await withdraw(t, m.token, { amount: baht, bank_account_id: await primaryBankId(t, m.id) })).withdrawal;
    return { m, w };
  }
  const claim = (op: Op, id: number) => post(t, `/api/admin/withdrawals/${id}/claim`, undefined, op.token);
  const release = (op: Op, id: number) => post(t, `/api/admin/withdrawals/${id}/release`, undefined, op.token);
  const approve = (op: Op, id: number, body: unknown = {}) => post(t, `/api/admin/withdrawals/${id}/approve`, body, op.token);
  const reject = (op: Op, id: number, reason = 'ชื่อบัญชีไม่ตรงกับผู้สมัคร') => post(t, `/api/admin/withdrawals/${id}/reject`, { reason }, op.token);
  const list = async (op: Op, query: string) =>
    expectOk<{ items: Item[]; total: number; page: number; page_size: number }>(await get(t, `/api/admin/withdrawals?${query}`, op.token));
  const audits = async (target: string) =>
    t.handle.db.selectFrom('operator_audit').select(['operator_id', 'action']).where('target', '=', target).orderBy('id').execute();
  const expire = (id: number) =>
    t.handle.db
      .updateTable('withdrawal')
      .set({ claim_expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', id)
      .execute();

  it('lists each withdrawal with member, bank, balance, requirement, recent activity and claim', async () => {
    const { m, w } = await pending(300, 1_000, { first_name: 'มานี', last_name: 'มีเงิน' });
    const page = await list(a, `member_id=${m.id}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: w.id,
      member_id: m.id,
      member_username: m.phone,
      member_phone: m.phone,
      member_name: 'มานี มีเงิน',
      amount: 300,
      status: 'pending',
      bank: { bank_code: '014', bank_name: 'ธนาคารไทยพาณิชย์', account_number: m.bank_account_number },
      // 1,000 funded, 300 held for this withdrawal.
      balance: { balance: 1_000, available: 700 },
      requirement: null,
      recent: { days: 7, deposits: 1_000, withdrawals_paid: 0, withdrawals_paid_count: 0, withdrawals_rejected_count: 0 },
      claim: null,
    });

    // A wagering requirement and the last week's decided withdrawals show too.
    expectOk(await approve(a, w.id));
    const second = expectOk(await withdraw(t, m.token, { amount: 100, bank_account_id: await primaryBankId(t, m.id) })).withdrawal;
    expectOk(await reject(a, second.id));
    await createRequirement(t.handle.db, { memberId: m.id, source: 'promotion', sourceId: `queue-test-${m.id}`, requiredTurnover: 50_000 });
    const third = await t.handle.db
      .insertInto('withdrawal')
      .values({
        member_id: m.id,
        bank_account_id: await primaryBankId(t, m.id),
        bank_code: '014',
        account_number: m.bank_account_number,
        account_name: 'มานี มีเงิน',
        amount: 10_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await list(a, `member_id=${m.id}&status=pending`);
    expect(again.items.map((i) => i.id)).toEqual([third.id]);
    expect(again.items[0]).toMatchObject({
      requirement: { required: 500, done: 0, remaining: 500 },
      recent: { deposits: 1_000, withdrawals_paid: 300, withdrawals_paid_count: 1, withdrawals_rejected_count: 1 },
      balance: { balance: 700, available: 700 },
    });
    // Decided rows carry no requirement (it no longer matters to them).
    const decided = await list(a, `member_id=${m.id}&status=approved`);
    expect(decided.items[0]).toMatchObject({ id: w.id, requirement: null });
    await t.handle.db.deleteFrom('withdrawal').where('id', '=', third.id).execute();
  });

  it('sorts by time or amount, filters by member text and date range, and pages on the server', async () => {
    const tag = `${Date.now()}`.slice(-6);
    const made = [];
    for (const amount of [250, 120, 480]) made.push(await pending(amount, 1_000, { last_name: `คิว${tag}` }));
    const ids = made.map((x) => x.w.id);
    const q = `q=${encodeURIComponent(`คิว${tag}`)}&status=pending`;
    expect((await list(a, q)).items.map((i) => i.id)).toEqual(ids);
    expect((await list(a, `${q}&sort=amount&dir=asc`)).items.map((i) => i.amount)).toEqual([120, 250, 480]);
    expect((await list(a, `${q}&sort=amount&dir=desc`)).items.map((i) => i.amount)).toEqual([480, 250, 120]);
    expect((await list(a, `${q}&sort=created_at&dir=desc`)).items.map((i) => i.id)).toEqual([...ids].reverse());
    const p1 = await list(a, `${q}&sort=amount&dir=asc&page_size=2`);
    const p2 = await list(a, `${q}&sort=amount&dir=asc&page_size=2&page=2`);
    expect([p1.total, p2.total]).toEqual([3, 3]);
    expect([...p1.items, ...p2.items].map((i) => i.amount)).toEqual([120, 250, 480]);
    // By phone, by account number.
    expect((await list(a, `q=${made[1].m.phone}`)).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await list(a, `q=${made[2].m.bank_account_number}`)).items.map((i) => i.id)).toEqual([ids[2]]);
    // A LIKE wildcard is taken literally.
    expect((await list(a, 'q=%25%25%25')).total).toBe(0);
    // Dates: Bangkok days, both ends included.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(a, `${q}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(a, `${q}&to=2020-01-01`)).total).toBe(0);
    expect((await list(a, `${q}&from=2999-01-01`)).total).toBe(0);
    expectInvalid(await get(t, '/api/admin/withdrawals?sort=member', a.token), 'sort');
    expectInvalid(await get(t, '/api/admin/withdrawals?from=2026-02-30', a.token), 'from');
    expectInvalid(await get(t, '/api/admin/withdrawals?from=2026-03-02&to=2026-03-01', a.token), 'from');
    expectInvalid(await get(t, '/api/admin/withdrawals?page_size=101', a.token), 'page_size');
    for (const x of made) expectOk(await reject(a, x.w.id));
  });

  it('lets one operator claim at a time, names the holder to the other, and shows it in the queue', async () => {
    const { w } = await pending(200);
    const mine = expectOk(await claim(a, w.id));
    expect(mine).toMatchObject({ id: w.id, claim: { operator_id: a.id, username: a.username, display_name: 'คุณเอ', mine: true } });
    const expires = new Date(mine.claim.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const refused = expectError(await claim(b, w.id), 3230);
    expect(refused.message).toContain('คุณเอ');
    expect(refused.message).toContain(a.username);
    expectError(await approve(b, w.id), 3230);
    expectError(await reject(b, w.id), 3230);
    expectError(await release(b, w.id), 3230);

    const seenByB = (await list(b, 'status=pending&page_size=100')).items.find((i) => i.id === w.id);
    expect(seenByB?.claim).toMatchObject({ operator_id: a.id, display_name: 'คุณเอ', mine: false });
    // Claiming again renews; releasing frees it for the other.
    expectOk(await claim(a, w.id));
    expect(expectOk(await release(a, w.id))).toEqual({ id: w.id, claim: null });
    expectError(await release(a, w.id), 3231);
    expect((await list(b, 'status=pending&page_size=100')).items.find((i) => i.id === w.id)?.claim).toBeNull();
    expectOk(await claim(b, w.id));
    expect(expectOk(await approve(b, w.id))).toMatchObject({ status: 'approved', decided_by_operator: b.id });
    expect((await audits(`withdrawal:${w.id}`)).map((x) => `${x.operator_id}:${x.action}`)).toEqual([
      `${a.id}:withdrawal.claim`,
      `${a.id}:withdrawal.claim`,
      `${a.id}:withdrawal.release`,
      `${b.id}:withdrawal.claim`,
      `${b.id}:withdrawal.approve`,
    ]);
    // Decided: no claim, no release.
    expectError(await claim(a, w.id), 3206);
    expectError(await release(b, w.id), 3206);
    const row = await t.handle.db
      .selectFrom('withdrawal')
      .select(['claimed_by_operator', 'claim_expires_at'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ claimed_by_operator: null, claim_expires_at: null });
  });

  it('lets exactly one of two operators claiming at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const { w } = await pending(150);
      const answers = await Promise.all([claim(a, w.id), claim(b, w.id)]);
      const codes = answers.map((r) => r.json().error).sort();
      expect(codes).toEqual([0, 3230]);
      const winner = answers.find((r) => r.json().error === 0)?.json().data.claim.operator_id;
      const row = await t.handle.db.selectFrom('withdrawal').select('claimed_by_operator').where('id', '=', w.id).executeTakeFirstOrThrow();
      expect(row.claimed_by_operator).toBe(winner);
      expect((await audits(`withdrawal:${w.id}`)).map((x) => x.action)).toEqual(['withdrawal.claim']);
      expectOk(await reject(winner === a.id ? a : b, w.id));
    }
  });

  it('lets a claim expire so a lost tab never blocks the withdrawal', async () => {
    const { m, w } = await pending(220);
    expectOk(await claim(a, w.id));
    await expire(w.id);
    // Expired: the queue shows nobody, the other operator may claim or decide at once.
    expect((await list(b, `member_id=${m.id}`)).items[0].claim).toBeNull();
    expect(expectOk(await claim(b, w.id)).claim).toMatchObject({ operator_id: b.id });
    await expire(w.id);
    expect(expectOk(await reject(a, w.id))).toMatchObject({ status: 'rejected', decided_by_operator: a.id });
  });

  it('decides an unclaimed withdrawal at once (the decision is its own claim), race-free', async () => {
    const { w } = await pending(100);
    expectOk(await approve(a, w.id, { bank_reference: 'REF-1' }));
    // Two operators deciding an unclaimed one at once: exactly one acts.
    const { w: w2 } = await pending(100);
    const answers = await Promise.all([approve(a, w2.id), reject(b, w2.id), approve(b, w2.id)]);
    expect(answers.map((r) => r.json().error).sort()).toEqual([0, 3206, 3206]);
    // The holder decides their own claim.
    const { w: w3 } = await pending(100);
    expectOk(await claim(a, w3.id));
    expectOk(await reject(a, w3.id));
  });

  it('answers the badge: how many wait and the newest one', async () => {
    const before = expectOk<{ count: number; latest_id: number | null }>(await get(t, '/api/admin/withdrawals/waiting', a.token));
    const { w } = await pending(130);
    const after = expectOk<{ count: number; latest_id: number | null; oldest_at: string | null }>(
      await get(t, '/api/admin/withdrawals/waiting', a.token),
    );
    // The shared test database may gain or lose others meanwhile: this one is counted and is the newest or older.
    expect(before.latest_id ?? 0).toBeLessThan(w.id);
    expect(after.count).toBeGreaterThanOrEqual(1);
    // Alone in its embedded database, the count is exact.
    if (engineName() === 'pglite') expect(after.count).toBe(before.count + 1);
    expect(after.latest_id).toBeGreaterThanOrEqual(w.id);
    expect(after.oldest_at).toEqual(expect.any(String));
    expectOk(await reject(a, w.id));
  });

  it('refuses support and members, unknown ids and bad ids', async () => {
    const { w } = await pending(100);
    for (const url of [`/api/admin/withdrawals/${w.id}/claim`, `/api/admin/withdrawals/${w.id}/release`]) {
      expectError(await post(t, url, undefined, support.token), 6, 403);
    }
    expectError(await get(t, '/api/admin/withdrawals', support.token), 6, 403);
    expectError(await get(t, '/api/admin/withdrawals/waiting', support.token), 6, 403);
    expectError(await claim(a, 987_654), 5, 404);
    expectError(await release(a, 987_654), 5, 404);
    expectInvalid(await post(t, '/api/admin/withdrawals/abc/claim', undefined, a.token), 'id');
    expectOk(await reject(a, w.id));
  });
});
