import { bangkokToday } from '@contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  engineName,
  expectError,
  expectLedgerSound,
  expectOk,
  get,
  mainBalance,
  makeOperator,
  post,
  type TestContext,
} from '../../test';
import { creditDeposit } from '../payments';
import { runAffiliateDay, runAffiliateJobs } from './earnings';
import { normaliseHolderName } from './referrals';
import {
  affiliateBalance,
  at,
  earningOf,
  member,
  play,
  refer,
  register,
  registered,
  registration,
  setAffiliate,
  transfersOf,
} from './test-support';

describe(`affiliate earnings (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  it('pays level 1 and 2 on turnover to the satang, from the qualified day on, exactly once', async () => {
    await setAffiliate(t, { basis: 'turnover' });
    const D = '2026-01-10';
    const [u, r1, f1, f2, f3, f4] = [await member(t), await member(t), await member(t), await member(t), await member(t), await member(t)];
    await refer(t, u.id, r1.id, at('2026-01-01'));
    await refer(t, r1.id, f1.id, at('2026-01-02'));
    await refer(t, r1.id, f2.id, at(D, '23:59')); // qualified late on the day: the whole day counts
    await refer(t, r1.id, f3.id, null); // never deposited: never counts
    await refer(t, r1.id, f4.id, at('2026-01-11', '10:00')); // counts from the next day
    await play(t, f1.id, D, 'slot', 123_456);
    await play(t, f1.id, D, 'casino', 50_000);
    await play(t, f1.id, D, 'lotto', 33_333);
    await play(t, f2.id, D, 'slot', 77_777);
    await play(t, f2.id, D, 'fishing', 10_000); // no rate: pays nothing
    await play(t, f3.id, D, 'slot', 1_000_000);
    await play(t, f4.id, D, 'slot', 500_000);
    await play(t, r1.id, D, 'slot', 1_000_000);
    await play(t, f4.id, '2026-01-11', 'slot', 100_000); // before its 10:00 qualification, on its qualified day

    const now = at('2026-01-12', '00:05');
    expect(await runAffiliateDay(t.handle.db, D, now)).toEqual({ entries: 2, total: 869 + 3_173 });
    // r1, level 1: slot floor((123,456 + 77,777) x 30 / 10,000) = 603, casino 50,000 x 20 / 10,000 = 100, lotto floor(33,333 x 50 / 10,000) = 166.
    expect(await earningOf(t, r1.id, D)).toMatchObject({ level1: 869, level2: 0, amount: 869, status: 'credited' });
    expect((await earningOf(t, r1.id, D))?.detail).toEqual({
      '1': {
        slot: { base: 201_233, bp: 30, amount: 603 },
        casino: { base: 50_000, bp: 20, amount: 100 },
        lotto: { base: 33_333, bp: 50, amount: 166 },
      },
    });
    // u: level 1 r1's slot 1,000,000 x 30 / 10,000 = 3,000; level 2 slot floor(201,233 x 6 / 10,000) = 120, casino 20, lotto floor(33.333) = 33.
    expect(await earningOf(t, u.id, D)).toMatchObject({ level1: 3_000, level2: 173, amount: 3_173, status: 'credited' });
    expect(await affiliateBalance(t, r1.id)).toBe(869);
    expect(await affiliateBalance(t, u.id)).toBe(3_173);
    const earning = await earningOf(t, r1.id, D);
    expect(earning?.transfer_id).toEqual(expect.any(Number));

    // The next day: f4 counts (its whole qualified day), 100,000 x 30 / 10,000 = 300; u gets level 2, 60.
    expect(await runAffiliateDay(t.handle.db, '2026-01-11', now)).toEqual({ entries: 2, total: 360 });
    expect(await earningOf(t, r1.id, '2026-01-11')).toMatchObject({ level1: 300, amount: 300 });
    expect(await earningOf(t, u.id, '2026-01-11')).toMatchObject({ level1: 0, level2: 60, amount: 60 });

    // A second run (or the scheduler over the last 7 days) pays nothing more.
    const before = await transfersOf(t, 'affiliate_earning');
    expect(await runAffiliateDay(t.handle.db, D, now)).toBeNull();
    await runAffiliateJobs(t.handle.db, now);
    await runAffiliateJobs(t.handle.db, now);
    const after = await transfersOf(t, 'affiliate_earning');
    expect(after).toEqual(before);
    expect(await affiliateBalance(t, u.id)).toBe(3_233);
    await expectLedgerSound(t);
  });

  it('pays on net loss (each referral per product: max(0, settled - payout)) and caps a day at max_per_day', async () => {
    await setAffiliate(t, { basis: 'net_loss' });
    const D = '2026-02-03';
    const [u, r1, f1, f2] = [await member(t), await member(t), await member(t), await member(t)];
    await refer(t, u.id, r1.id, at('2026-01-01'));
    await refer(t, r1.id, f1.id, at('2026-01-01'));
    await refer(t, r1.id, f2.id, at('2026-01-01'));
    await play(t, f1.id, D, 'slot', 100_000, 25_050); // net loss 74,950
    await play(t, f1.id, D, 'casino', 30_000, 45_000); // won: 0, not set against other losses
    await play(t, f1.id, D, 'lotto', 50_000); // lotto settles with its bills, none settled today: 0
    await play(t, f2.id, D, 'slot', 20_000); // net loss 20,000
    expect(await runAffiliateDay(t.handle.db, D, at('2026-02-04', '01:00'))).toEqual({ entries: 2, total: 284 + 56 });
    // slot floor(94,950 x 30 / 10,000) = 284; level 2 floor(94,950 x 6 / 10,000) = 56.
    expect(await earningOf(t, r1.id, D)).toMatchObject({ level1: 284, level2: 0, amount: 284 });
    expect((await earningOf(t, r1.id, D))?.detail).toEqual({ '1': { slot: { base: 94_950, bp: 30, amount: 284 } } });
    expect(await earningOf(t, u.id, D)).toMatchObject({ level1: 0, level2: 56, amount: 56 });

    await setAffiliate(t, { basis: 'turnover', max_per_day: 5 });
    const D2 = '2026-02-04';
    await play(t, f1.id, D2, 'slot', 100_000); // 300
    await play(t, f2.id, D2, 'slot', 200_000); // 600 -> 900, capped at 500
    expect(await runAffiliateDay(t.handle.db, D2, at('2026-02-05', '01:00'))).toEqual({ entries: 2, total: 500 + 180 });
    expect(await earningOf(t, r1.id, D2)).toMatchObject({ level1: 900, amount: 500 });
    expect(await earningOf(t, u.id, D2)).toMatchObject({ level2: 180, amount: 180 });
    await expectLedgerSound(t);
  });

  it('credits a day once when two nodes run it at the same time', async () => {
    await setAffiliate(t);
    const D = '2026-03-01';
    const referrers = [];
    for (let i = 0; i < 5; i++) {
      const r = await member(t);
      const f = await member(t);
      await refer(t, r.id, f.id, at('2026-02-01'));
      await play(t, f.id, D, 'slot', 100_000 * (i + 1));
      referrers.push(r);
    }
    const now = at('2026-03-02', '00:01');
    const runs = await Promise.all([
      runAffiliateDay(t.handle.db, D, now, { node: 'node-a' }),
      runAffiliateDay(t.handle.db, D, now, { node: 'node-b' }),
      runAffiliateJobs(t.handle.db, now),
    ]);
    expect(runs.slice(0, 2).filter((r) => r !== null)).toHaveLength(runs[2].some((x) => x.day === D) ? 0 : 1);
    const total = 300 + 600 + 900 + 1_200 + 1_500;
    for (const [i, r] of referrers.entries()) expect(await affiliateBalance(t, r.id)).toBe(300 * (i + 1));
    const keys = await t.handle.db
      .selectFrom('ledger_transfer')
      .select('amount')
      .where('idempotency_key', 'like', `affiliate:earning:%:${D}`)
      .execute();
    expect(keys.map((k) => k.amount).reduce((a, b) => a + b, 0)).toBe(total);
    expect(keys).toHaveLength(5);
    await expectLedgerSound(t);
  });

  it('keeps a frozen referrer\'s day as frozen and credits nothing; frozen members cannot redeem', async () => {
    await setAffiliate(t, { min_redeem: 1 });
    const op = await makeOperator(t, 'support');
    const D = '2026-03-05';
    const [r, f] = [await member(t), await member(t)];
    await refer(t, r.id, f.id, at('2026-03-01'));
    await play(t, f.id, '2026-03-04', 'slot', 100_000);
    await runAffiliateDay(t.handle.db, '2026-03-04', at('2026-03-05'));
    expect(await affiliateBalance(t, r.id)).toBe(300);

    expectOk(await post(t, `/api/admin/affiliates/${r.id}/freeze`, { reason: 'สงสัยบัญชีซ้ำซ้อน' }, op.token));
    await play(t, f.id, D, 'slot', 100_000);
    expect(await runAffiliateDay(t.handle.db, D, at('2026-03-06'))).toEqual({ entries: 1, total: 0 });
    expect(await earningOf(t, r.id, D)).toMatchObject({ amount: 300, status: 'frozen', transfer_id: null });
    expect(await affiliateBalance(t, r.id)).toBe(300);
    const before = await transfersOf(t, 'affiliate');
    expectError(await post(t, '/api/affiliate/redeem', { request_key: 'frozen-redeem-1' }, r.token), 3433);
    expect(await transfersOf(t, 'affiliate')).toEqual(before);
    const summary = expectOk(await get(t, '/api/affiliate/summary', r.token));
    expect(summary).toMatchObject({ frozen: true, redeemable: 3, today: 0 });

    expectOk(await post(t, `/api/admin/affiliates/${r.id}/unfreeze`, { reason: 'ตรวจสอบแล้วไม่พบปัญหา' }, op.token));
    expectOk(await post(t, '/api/affiliate/redeem', { request_key: 'after-unfreeze-1' }, r.token));
    expect(await affiliateBalance(t, r.id)).toBe(0);
    const audit = await t.handle.db.selectFrom('operator_audit').select(['action', 'target']).where('target', '=', `member:${r.id}`).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['affiliate.freeze', 'affiliate.unfreeze']);
    await expectLedgerSound(t);
  });
});

describe(`affiliate registration and self-referral (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await setAffiliate(t);
  });
  afterAll(async () => t.close());

  it('normalises holder names: titles, spaces, dots and case', () => {
    expect(normaliseHolderName('นาย สมชาย  ใจดี')).toBe(normaliseHolderName('สมชาย ใจดี'));
    expect(normaliseHolderName('น.ส. มาลี ดีใจ')).toBe(normaliseHolderName('นางสาวมาลี ดีใจ'));
    expect(normaliseHolderName('Mr. John  Smith')).toBe(normaliseHolderName('john smith'));
    expect(normaliseHolderName('สมชาย ใจดี')).not.toBe(normaliseHolderName('สมชาย ใจงาม'));
  });

  it('records a registration by ?ref as pending, credits nothing until the first deposit, then counts from that day', async () => {
    const referrer = await registered(t, registration(t), 'device-referrer-0001');
    const sessions = await t.handle.db.selectFrom('session').select('device_id').where('subject_id', '=', referrer.id).execute();
    expect(sessions.map((s) => s.device_id)).toEqual(['device-referrer-0001']);

    const friend = await registered(t, registration(t, { referral_code: referrer.referral_code }), 'device-friend-0001');
    expect(await t.handle.db.selectFrom('affiliate_referral').selectAll().where('member_id', '=', friend.id).executeTakeFirst()).toMatchObject({
      referrer_id: referrer.id,
      upline_id: null,
      status: 'pending',
      qualified_at: null,
    });
    await play(t, friend.id, '2026-04-01', 'slot', 500_000);
    expect(await runAffiliateDay(t.handle.db, '2026-04-01', at('2026-04-02'))).toEqual({ entries: 0, total: 0 });
    expect(await affiliateBalance(t, referrer.id)).toBe(0);

    // The first deposit (through the one way deposits are credited) qualifies it; a second changes nothing.
    const depositAt = at('2026-04-02', '15:00');
    for (const key of ['aff-dep-1', 'aff-dep-2']) {
      await t.handle.db.transaction().execute((trx) =>
        creditDeposit(trx, { key, memberId: friend.id, amountSatang: 10_000, reference: key, metadata: {}, now: key === 'aff-dep-1' ? depositAt : at('2026-04-03') }),
      );
    }
    const row = await t.handle.db.selectFrom('affiliate_referral').selectAll().where('member_id', '=', friend.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('qualified');
    expect(row.qualified_at?.toISOString()).toBe(depositAt.toISOString());
    await play(t, friend.id, '2026-04-02', 'slot', 100_000);
    expect(await runAffiliateDay(t.handle.db, '2026-04-02', at('2026-04-03'))).toEqual({ entries: 1, total: 300 });
    expect(await affiliateBalance(t, referrer.id)).toBe(300);

    // Level 2: a friend of the friend.
    const second = await registered(t, registration(t, { referral_code: friend.referral_code }), 'device-second-0001');
    expect(await t.handle.db.selectFrom('affiliate_referral').select(['referrer_id', 'upline_id']).where('member_id', '=', second.id).executeTakeFirst()).toEqual({
      referrer_id: friend.id,
      upline_id: referrer.id,
    });
    await expectLedgerSound(t);
  });

  it('refuses a self-referral by the bank account holder name or by a device of the referrer, and keeps nothing', async () => {
    const referrer = await registered(t, registration(t, { bank_account_name: 'นาย สมชาย ใจดี' }), 'device-owner-00001');
    // A device the referrer logged in with later counts too.
    const relogin = await post(
      t,
      '/api/login',
      { phone: (await t.handle.db.selectFrom('member').select('phone').where('id', '=', referrer.id).executeTakeFirstOrThrow()).phone, password: 'secret123' },
      undefined,
      { headers: { 'x-device-id': 'second-phone-of-owner' } },
    );
    expectOk(relogin);

    const counts = async () => ({
      members: await countRows(t, 'member'),
      referrals: await countRows(t, 'affiliate_referral'),
      sessions: await countRows(t, 'session'),
      accounts: await countRows(t, 'ledger_account'),
    });
    const before = await counts();
    const byName = await register(t, registration(t, { referral_code: referrer.referral_code, bank_account_name: 'สมชาย  ใจดี' }), 'other-device-0001');
    const refusal = expectError(byName, 3431);
    expect(refusal.data).toEqual({ fields: { referral_code: refusal.message } });
    for (const device of ['device-owner-00001', 'second-phone-of-owner']) {
      const res = await register(t, registration(t, { referral_code: referrer.referral_code }), device);
      expect(expectError(res, 3431).data.fields).toHaveProperty('referral_code');
    }
    expect(await counts()).toEqual(before);

    // Another device (or a malformed id, stored as none) with another name is a real friend.
    const ok = await register(t, registration(t, { referral_code: referrer.referral_code }), 'bad id!');
    expectOk(ok);
    const s = await t.handle.db.selectFrom('session').select('device_id').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(s.device_id).toBeNull();
    await expectLedgerSound(t);
  });
});

describe(`affiliate member pages and redeem (${engineName()})`, () => {
  let t: TestContext;
  let r: Awaited<ReturnType<typeof member>>;
  let u: Awaited<ReturnType<typeof member>>;
  let f1: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await setAffiliate(t, { min_redeem: 100, turnover_multiplier: 2 });
    [u, r, f1] = [await member(t), await member(t), await member(t)];
    await refer(t, u.id, r.id, at('2026-01-01'));
    await refer(t, r.id, f1.id, at('2026-01-01'));
    // 100,000 baht of slot: 300 baht to r, 60 to u.
    await play(t, f1.id, '2026-05-01', 'slot', 10_000_000);
    await runAffiliateDay(t.handle.db, '2026-05-01', at('2026-05-02'));
  });
  afterAll(async () => t.close());

  it('serves the public rules', async () => {
    const c = expectOk(await get(t, '/api/affiliate/v2/configs'));
    expect(c).toMatchObject({ enabled: true, basis: 'turnover', basis_name: 'ยอดเล่น (เทิร์นโอเวอร์)', min_redeem: 100, turnover_multiplier: 2 });
    expect(c.levels[0].rates).toEqual([
      { product: 'slot', product_name: 'สล็อต', percent: 0.3 },
      { product: 'casino', product_name: 'คาสิโน', percent: 0.2 },
      { product: 'lotto', product_name: 'หวย', percent: 0.5 },
    ]);
  });

  it('shows the network, earnings and summary of the caller only', async () => {
    const net = expectOk(await post(t, '/api/affiliate/network', {}, r.token, { headers: { host: 'www.example.co.th', 'x-forwarded-proto': 'https' } }));
    const code = (await t.handle.db.selectFrom('member').select('referral_code').where('id', '=', r.id).executeTakeFirstOrThrow()).referral_code;
    expect(net).toMatchObject({
      code,
      link: `https://www.example.co.th/register?ref=${code}`,
      counts: { level1: 1, level2: 0, level1_qualified: 1, level2_qualified: 0 },
      total: 1,
    });
    const month = bangkokToday().slice(0, 7) === '2026-05';
    expect(net.items).toEqual([
      {
        level: 1,
        phone_masked: `${f1.phone.slice(0, 3)}-xxx-${f1.phone.slice(6)}`,
        joined_at: expect.any(String),
        status: 'qualified',
        status_name: 'นับแล้ว',
        turnover_month: month ? 100_000 : 0,
        turnover_total: 100_000,
      },
    ]);
    const up = expectOk(await post(t, '/api/affiliate/network', { level: 2 }, u.token));
    expect(up.items.map((i: { level: number }) => i.level)).toEqual([2]);

    const earnings = expectOk(await get(t, '/api/affiliate/transactions', r.token));
    expect(earnings).toMatchObject({ total: 1, items: [{ day: '2026-05-01', level1: 300, level2: 0, amount: 300, status: 'credited' }] });
    expect(earnings.items[0].products).toEqual([{ level: 1, product: 'slot', product_name: 'สล็อต', base: 100_000, percent: 0.3, amount: 300 }]);

    // Today's running estimate, live from today's figures: 1,000 baht of slot today -> 3 baht (level 2 for u: 0.60).
    await play(t, f1.id, bangkokToday(), 'slot', 100_000);
    expect(expectOk(await get(t, '/api/affiliate/summary', r.token))).toMatchObject({ today: 3, total: 300, redeemable: 300, frozen: false, referrals: 1, qualified: 1 });
    expect(expectOk(await get(t, '/api/affiliate/summary', u.token))).toMatchObject({ today: 0.6, redeemable: 60, referrals: 1 });

    // Someone else sees nothing of theirs.
    const stranger = await member(t);
    expect(expectOk(await post(t, '/api/affiliate/network', {}, stranger.token))).toMatchObject({ counts: { level1: 0, level2: 0 }, items: [], total: 0 });
    expect(expectOk(await get(t, '/api/affiliate/transactions', stranger.token))).toMatchObject({ items: [], total: 0 });
    expect(expectOk(await get(t, '/api/affiliate/v2/transactions', stranger.token))).toMatchObject({ items: [], total: 0 });
    expect(expectOk(await get(t, '/api/affiliate/summary', stranger.token))).toMatchObject({ today: 0, total: 0, redeemable: 0, referrals: 0 });
    expect((await get(t, '/api/affiliate/summary')).statusCode).toBe(401);
  });

  it('redeems to the main wallet: minimum, insufficient, once per request key, with its requirement', async () => {
    const main = await mainBalance(t, r.id);
    expectError(await post(t, '/api/affiliate/redeem', { amount: 50, request_key: 'redeem-small-1' }, r.token), 3432);
    expectError(await post(t, '/api/affiliate/redeem', { amount: 1_000, request_key: 'redeem-large-1' }, r.token), 3434);
    const first = await post(t, '/api/affiliate/redeem', { amount: 120, request_key: 'redeem-ok-0001' }, r.token);
    const data = expectOk(first);
    expect(data).toEqual({ amount: 120, balance: (main + 12_000) / 100, redeemable: 180, required_turnover: 240 });
    expect(first.json().message).toBe('ถอนรายได้แนะนำเพื่อน 120.00 บาทเข้ากระเป๋าหลักแล้ว');
    const again = await post(t, '/api/affiliate/redeem', { amount: 120, request_key: 'redeem-ok-0001' }, r.token);
    expect(again.json()).toEqual(first.json());
    // The same request key of another member is theirs alone.
    expectError(await post(t, '/api/affiliate/redeem', { request_key: 'redeem-ok-0001' }, u.token), 3432);
    expect(await mainBalance(t, r.id)).toBe(main + 12_000);
    expect(await affiliateBalance(t, r.id)).toBe(18_000);
    const reqs = await t.handle.db.selectFrom('wagering_requirement').select(['source', 'required_turnover']).where('member_id', '=', r.id).execute();
    expect(reqs).toEqual([{ source: 'affiliate', required_turnover: 24_000 }]);

    // The account's movements, newest first, with the balance after each.
    const moves = expectOk(await get(t, '/api/affiliate/v2/transactions', r.token));
    expect(moves.total).toBe(2);
    expect(moves.items.map((m: { type: string; amount: number; balance_after: number }) => [m.type, m.amount, m.balance_after])).toEqual([
      ['redeem', -120, 180],
      ['earning', 300, 300],
    ]);
    // The affiliate account is not a wallet to play from, and the statement shows only the main wallet's side.
    const wallets = expectOk(await post(t, '/api/member/wallets', {}, r.token));
    expect(wallets.map((w: { wallet_type_id: number }) => w.wallet_type_id)).toEqual([1]);
    const statement = expectOk(await get(t, '/api/member/statement', r.token));
    expect(statement.items.map((i: { type: string; amount: number; wallet_type_id: number }) => [i.type, i.amount, i.wallet_type_id])).toEqual([
      ['affiliate', 120, 1],
    ]);
    await expectLedgerSound(t);
  });

  it('never overdraws with redeems at once', async () => {
    const left = await affiliateBalance(t, r.id); // 180 baht
    const tries = await Promise.all(
      ['race-a-0001', 'race-b-0001', 'race-c-0001'].map((k) => post(t, '/api/affiliate/redeem', { amount: 150, request_key: k }, r.token)),
    );
    const codes = tries.map((x) => x.json().error).sort();
    expect(codes).toEqual([0, 3434, 3434]);
    expect(await affiliateBalance(t, r.id)).toBe(left - 15_000);
    await expectLedgerSound(t);
  });
});

describe(`affiliate operators (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await setAffiliate(t);
  });
  afterAll(async () => t.close());

  it('lists affiliates, corrects an earning either way (audited), runs a closed day and reports it', async () => {
    const support = await makeOperator(t, 'support');
    const finance = await makeOperator(t, 'finance');
    const [r, f] = [await member(t), await member(t)];
    await refer(t, r.id, f.id, at('2026-01-01'));
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = bangkokToday(yesterday);
    await play(t, f.id, day, 'slot', 100_000);

    expectError(await post(t, '/api/admin/affiliates/run', { period: bangkokToday() }, support.token), 3405);
    expect((await post(t, '/api/admin/affiliates/run', { period: day }, finance.token)).statusCode).toBe(403);
    expect(expectOk(await post(t, '/api/admin/affiliates/run', { period: day }, support.token))).toEqual({ ran: true, entries: 1, total: 3 });
    expect(expectOk(await post(t, '/api/admin/affiliates/run', { period: day }, support.token))).toEqual({ ran: false, entries: 0, total: 0 });

    const list = expectOk(await get(t, `/api/admin/affiliates?member=${r.id}`, finance.token));
    expect(list).toMatchObject({ total: 1, items: [{ member_id: r.id, level1: 1, level1_qualified: 1, level2: 0, earned_total: 3, redeemable: 3, frozen: false }] });

    const earnings = expectOk(await get(t, `/api/admin/affiliates/earnings?day=${day}`, finance.token));
    expect(earnings).toMatchObject({ total: 1, items: [{ member_id: r.id, amount: 3, corrected: 0, status: 'credited' }] });
    const id = earnings.items[0].id;

    const plus = expectOk(await post(t, `/api/admin/affiliates/earnings/${id}/correct`, { amount: 10.5, reason: 'ยอดเล่นตกหล่นจากค่าย' }, support.token));
    expect(plus).toMatchObject({ corrected: 10.5, note: 'ยอดเล่นตกหล่นจากค่าย' });
    expect(await affiliateBalance(t, r.id)).toBe(1_350);
    const before = await transfersOf(t, 'affiliate_correction');
    expectError(await post(t, `/api/admin/affiliates/earnings/${id}/correct`, { amount: -14, reason: 'หักคืนเกินยอดคงเหลือ' }, support.token), 3436);
    expect(await transfersOf(t, 'affiliate_correction')).toEqual(before);
    const minus = expectOk(await post(t, `/api/admin/affiliates/earnings/${id}/correct`, { amount: -13.5, reason: 'หักคืนยอดที่จ่ายเกิน' }, support.token));
    expect(minus).toMatchObject({ corrected: -3 });
    expect(await affiliateBalance(t, r.id)).toBe(0);
    expect((await transfersOf(t, 'affiliate_correction')).n).toBe(2);
    expect(await t.handle.db.selectFrom('ledger_transfer').select('idempotency_key').where('kind', '=', 'affiliate_correction').orderBy('id').execute()).toEqual([
      { idempotency_key: `affiliate:correct:${id}:1` },
      { idempotency_key: `affiliate:correct:${id}:2` },
    ]);
    expectError(await post(t, '/api/admin/affiliates/earnings/999999/correct', { amount: 1, reason: 'ไม่มีรายการนี้' }, support.token), 3403);

    const audit = await t.handle.db.selectFrom('operator_audit').select(['action', 'target', 'operator_id']).where('action', 'like', 'affiliate.%').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'affiliate.run', target: `affiliate:${day}`, operator_id: support.id },
      { action: 'affiliate.run', target: `affiliate:${day}`, operator_id: support.id },
      { action: 'affiliate.correct', target: `affiliate_earning:${id}`, operator_id: support.id },
      { action: 'affiliate.correct', target: `affiliate_earning:${id}`, operator_id: support.id },
    ]);

    const report = expectOk(await get(t, `/api/admin/affiliates/report?from=${day}&to=${day}`, finance.token));
    expect(report.rows).toEqual([{ day, referrers: 1, credited: 3, corrected: -3, redeemed: 0, run: true }]);
    expect((await get(t, '/api/admin/affiliates', r.token)).statusCode).toBe(401);
    await expectLedgerSound(t);
  });
});
