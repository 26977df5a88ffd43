import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bangkokDayStart } from '@contract/thai-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  fundedMember,
  get,
  launch,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
  turnoverOf,
  walletCall,
} from '../../test';
import { settleRound } from '../lotto';
import { addDays, weekMonday } from '../rewards';
import { runDailyRewards, runWeeklyRefund } from '.';
import { at, buyBill, entryOf, openLottoRound, play, resultRound, saveSettings, setVip, TEST_SETTINGS } from './test-support';

/**
 * The member and operator routes over HTTP, on real plays: sandbox casino and sport rounds (bets, a
 * win, a rollback) and lotto bills bought today and settled tomorrow. The jobs run with an injected
 * clock (tomorrow, the day after); the routes answer at the real time.
 */
describe(`cashback routes (${engineName()})`, () => {
  let t: TestContext;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    await saveSettings(t, TEST_SETTINGS);
    today = bangkokToday();
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  const tomorrow = () => addDays(today, 1);
  /** An instant during the Bangkok day `day` + n. */
  const during = (day: string, hours: number) => new Date(bangkokDayStart(day).getTime() + hours * 3600_000);

  it('the public rules need no sign-in', async () => {
    const c = expectOk(await get(t, '/api/cashback/config'));
    expect(c.vip_levels).toEqual(['สมาชิก', 'VIP Gold', 'VIP Hero']);
    expect(c.cashback.rates).toEqual([
      { product: 'slot', product_name: 'สล็อต', percents: [5, 7, 10] },
      { product: 'casino', product_name: 'คาสิโน', percents: [5, 7, 10] },
      { product: 'sport', product_name: 'กีฬา', percents: [3, 5, 7] },
      { product: 'lotto', product_name: 'หวย', percents: [3, 4, 5] },
    ]);
    expect(c.commission).toMatchObject({ minimum: 1_000, max_per_day: 5_000, claim_days: 3, turnover_multiplier: 0 });
    expect(expectOk(await get(t, '/api/winloss/config'))).toEqual({
      enabled: true,
      tiers: TEST_SETTINGS.winloss.tiers,
      include_lotto: false,
      max_per_week: 50_000,
      claim_days: 7,
      turnover_multiplier: 2,
    });
    for (const url of ['/api/cashback/summary', '/api/cashback/loss/history', '/api/winloss/summary', '/api/winloss/history'])
      expect((await get(t, url)).statusCode).toBe(401);
    expect((await post(t, '/api/cashback/loss/claim', {})).statusCode).toBe(401);
  });

  it('sandbox rounds: bets, a win and a rollback become the day figures, the claim credits the wallet', async () => {
    const p = await fundedMember(t, 1_000);
    const casino = await launch(t, p.token, p.wallet, 'sbx-coin-toss', 'sandbox');
    const sport = await launch(t, p.token, p.wallet, 'sbx-virtual-football', 'sandbox');
    const id = () => randomUUID();
    const b1 = id();
    const b2 = id();
    const b3 = id();
    expectOk(await walletCall(t, 'bet', { token: casino.token, txn_id: b1, round_id: `r-${b1}`, game_id: 'sbx-coin-toss', amount: 100 }));
    expectOk(await walletCall(t, 'win', { token: casino.token, txn_id: id(), bet_txn_id: b1, amount: 30 }));
    expectOk(await walletCall(t, 'bet', { token: casino.token, txn_id: b2, round_id: `r-${b2}`, game_id: 'sbx-coin-toss', amount: 50 }));
    expectOk(await walletCall(t, 'rollback', { token: casino.token, txn_id: id(), ref_txn_id: b2 }));
    expectOk(
      await walletCall(t, 'bet', { token: sport.token, txn_id: b3, round_id: `r-${b3}`, game_id: 'sbx-virtual-football', amount: 200 }),
    );
    expect(await turnoverOf(t, p.id, 'casino')).toMatchObject({ stake: 10_000, payout: 3_000 });
    expect(await turnoverOf(t, p.id, 'sport')).toMatchObject({ stake: 20_000, payout: 0 });

    // Today's running figures: casino 70.00 x 5 % = 3.50, sport 200.00 x 3 % = 6.00 (waiting).
    const s = expectOk(await get(t, '/api/cashback/summary', p.token));
    expect(s.today).toBe(today);
    expect(s.cashback.today).toMatchObject({ id: null, status: 'waiting', status_name: 'รอสรุปยอด', base: 270, amount: 9.5, percent: 3.52 });
    expect(s.cashback.today.products).toEqual([
      { product: 'casino', product_name: 'คาสิโน', base: 70, percent: 5, amount: 3.5 },
      { product: 'sport', product_name: 'กีฬา', base: 200, percent: 3, amount: 6 },
    ]);
    expect(s.commission.today).toMatchObject({ base: 300, amount: 0, status: 'waiting' });
    expect(s.cashback.claimable).toBe(0);
    expectError(await post(t, '/api/cashback/loss/claim', {}, p.token), Errors.REWARD_NOTHING_TO_CLAIM.code);

    // The day closes: the job (clock moved to tomorrow) makes the same figures claimable.
    await runDailyRewards(t.handle.db, today, during(tomorrow(), 0.1));
    const h = expectOk(await get(t, '/api/cashback/loss/history', p.token));
    expect(h).toMatchObject({ page: 1, page_size: 20, total: 1, claimable: 9.5 });
    expect(h.items[0]).toMatchObject({ kind: 'cashback', period: today, period_end: today, base: 270, amount: 9.5, status: 'claimable' });
    const turnover = expectOk(await get(t, '/api/cashback/turnover/history', p.token));
    expect(turnover.items[0]).toMatchObject({
      kind: 'commission',
      base: 300,
      amount: 0,
      status: 'below_minimum',
      status_name: 'ยอดไม่ถึงขั้นต่ำ',
    });

    const before = await mainBalance(t, p.id);
    const res = await post(t, '/api/cashback/loss/claim', undefined, p.token);
    const claimed = expectOk(res);
    expect(claimed).toEqual({ kind: 'cashback', amount: 9.5, entries: 1, balance: (before + 950) / 100, required_turnover: 9.5 });
    expect(res.json().message).toBe('รับแคชแบ็ก 9.50 บาทเข้ากระเป๋าหลักแล้ว ทำยอดเทิร์น 9.50 บาทก่อนถอน');
    expect(await mainBalance(t, p.id)).toBe(before + 950);
    expectError(await post(t, '/api/cashback/loss/claim', { type: 'cashback' }, p.token), Errors.REWARD_NOTHING_TO_CLAIM.code);
    expectInvalid(await post(t, '/api/cashback/loss/claim', { type: 'winloss' }, p.token), 'type');
    const after = expectOk(await get(t, '/api/cashback/loss/history?status=claimed', p.token));
    expect(after).toMatchObject({ total: 1, claimable: 0 });
    expect(after.items[0].claimed_at).toEqual(expect.any(String));
    await expectLedgerSound(t);
  });

  it('a lotto bill bought today and drawn tomorrow counts tomorrow; wins are paid on that day', async () => {
    await saveSettings(t, { winloss: { ...TEST_SETTINGS.winloss, include_lotto: true } });
    const loser = await fundedMember(t, 1_000);
    const winner = await fundedMember(t, 1_000);
    const round = await openLottoRound(t);
    expectOk(await buyBill(t, loser.token, round, [{ bet_type: '3top', number: '123', amount: 150 }]));
    expectOk(await buyBill(t, winner.token, round, [{ bet_type: '2top', number: '41', amount: 10 }]));
    await resultRound(t, round, '555541');
    await settleRound(t.handle.db, round, during(tomorrow(), 10));
    const win = await t.handle.db
      .selectFrom('lotto_bill')
      .select(['total_win', 'settled_at'])
      .where('member_id', '=', winner.id)
      .executeTakeFirstOrThrow();
    expect(win.total_win).toBeGreaterThan(1_000);

    // Today: the bills are turnover, not yet a loss.
    await runDailyRewards(t.handle.db, today, during(tomorrow(), 0.2));
    expect(await entryOf(t, loser.id, 'cashback', today)).toBeUndefined();
    // Tomorrow: the losing bill's 150.00 at 3 % = 4.50; the winner won more than staked.
    await runDailyRewards(t.handle.db, tomorrow(), during(addDays(today, 2), 0.1));
    expect(await entryOf(t, loser.id, 'cashback', tomorrow())).toMatchObject({
      base: 15_000,
      amount: 450,
      status: 'claimable',
      detail: { lotto: { base: 15_000, bp: 300, amount: 450 } },
    });
    expect(await entryOf(t, winner.id, 'cashback', tomorrow())).toBeUndefined();

    // The week the bill settled in, with lotto included: 150.00 is below the first tier (1,000.00).
    const monday = weekMonday(tomorrow());
    await runWeeklyRefund(t.handle.db, monday, during(addDays(monday, 7), 0.1));
    expect(await entryOf(t, loser.id, 'winloss', monday)).toMatchObject({ base: 15_000, amount: 0, status: 'below_minimum' });
    await saveSettings(t, { winloss: TEST_SETTINGS.winloss });
  });

  it("serves each member only their own records, and this week's running refund", async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    await setVip(t, a.id, 1);
    await play(t, a.id, 'slot', 300_000, 0, new Date());
    await play(t, b.id, 'slot', 10_000, 0, new Date());
    const yesterday = addDays(today, -1);
    await play(t, a.id, 'casino', 200_000, 0, at(yesterday));
    await runDailyRewards(t.handle.db, yesterday, new Date());
    expect(expectOk(await get(t, '/api/cashback/loss/history', b.token))).toMatchObject({ items: [], total: 0, claimable: 0 });
    const mine = expectOk(await get(t, `/api/cashback/loss/history?from=${yesterday}&to=${yesterday}`, a.token));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ period: yesterday, base: 2_000, amount: 140, vip_level: 1, status: 'claimable' });
    expect(expectOk(await get(t, `/api/cashback/loss/history?status=expired`, a.token)).total).toBe(0);
    expect(expectOk(await get(t, `/api/cashback/loss/history?status=claimable`, a.token)).total).toBe(1);
    expectInvalid(await get(t, `/api/cashback/loss/history?from=${today}&to=${yesterday}`, a.token), 'to');
    expectError(await post(t, '/api/cashback/loss/claim', {}, b.token), Errors.REWARD_NOTHING_TO_CLAIM.code);

    // This week so far (Monday..today): a's slot 3,000.00 today (+ casino 2,000.00 when yesterday is in this week).
    const w = expectOk(await get(t, '/api/winloss/summary', a.token));
    const inWeek = yesterday >= weekMonday(today);
    expect(w.week).toMatchObject({
      id: null,
      kind: 'winloss',
      period: weekMonday(today),
      period_end: addDays(weekMonday(today), 6),
      status: 'waiting',
      base: inWeek ? 5_000 : 3_000,
      amount: inWeek ? 250 : 150,
      percent: 5,
    });
    expect(w.claimable).toBe(0);
    expect(expectOk(await get(t, '/api/winloss/history', b.token)).items).toEqual([]);
    expectError(await post(t, '/api/winloss/claim', undefined, a.token), Errors.REWARD_NOTHING_TO_CLAIM.code);
  });

  describe('operators', () => {
    let support: { id: number; token: string };
    let finance: { token: string };
    beforeAll(async () => {
      support = await makeOperator(t, 'support', { display_name: 'ซัพพอร์ต หนึ่ง' });
      finance = await makeOperator(t, 'finance');
    });

    it('settings: read by finance, saved whole by support with an audit', async () => {
      const s = expectOk(await get(t, '/api/admin/rewards/settings', finance.token));
      expect(s.cashback).toEqual(TEST_SETTINGS.cashback);
      expect(s.updated.cashback).toMatchObject({ by: null });
      const body = { commission: { ...TEST_SETTINGS.commission, minimum: 500 } };
      expect((await put(t, '/api/admin/rewards/settings', body, finance.token)).statusCode).toBe(403);
      const saved = expectOk(await put(t, '/api/admin/rewards/settings', body, support.token));
      expect(saved.commission.minimum).toBe(500);
      expect(saved.updated.commission).toMatchObject({ by: 'ซัพพอร์ต หนึ่ง' });
      expectInvalid(await put(t, '/api/admin/rewards/settings', {}, support.token), '_', 'ไม่มีการตั้งค่าที่จะบันทึก');
      const audit = await t.handle.db
        .selectFrom('operator_audit')
        .selectAll()
        .where('operator_id', '=', support.id)
        .where('action', '=', 'reward.settings')
        .execute();
      expect(audit).toHaveLength(1);
      await put(t, '/api/admin/rewards/settings', { commission: TEST_SETTINGS.commission }, support.token);
      expect(expectOk(await get(t, '/api/cashback/config')).commission.minimum).toBe(1_000);
    });

    it('entries: freeze stops a claim, unfreeze allows it, correct changes the amount; all audited', async () => {
      const m = await makeMember(t);
      const day = addDays(today, -3);
      await play(t, m.id, 'slot', 500_000, 0, at(day));
      await runDailyRewards(t.handle.db, day, new Date());
      const list = expectOk(await get(t, `/api/admin/rewards/entries?member=${m.phone}&kind=cashback`, finance.token));
      expect(list.total).toBe(1);
      const e = list.items[0];
      expect(e).toMatchObject({
        member_id: m.id,
        phone: m.phone,
        kind_name: 'คืนยอดเสียรายวัน',
        base: 5_000,
        amount: 250,
        percent: 5,
        status: 'claimable',
      });
      expect(expectOk(await get(t, `/api/admin/rewards/entries?member=${m.id}`, finance.token)).total).toBe(2);
      expect(expectOk(await get(t, '/api/admin/rewards/entries?member=abc', finance.token)).total).toBe(0);

      const reason = { reason: 'ตรวจสอบการเล่นผิดปกติ' };
      expect((await post(t, `/api/admin/rewards/entries/${e.id}/freeze`, reason, finance.token)).statusCode).toBe(403);
      expect(expectOk(await post(t, `/api/admin/rewards/entries/${e.id}/freeze`, reason, support.token))).toMatchObject({
        status: 'frozen',
        note: reason.reason,
      });
      expectError(await post(t, '/api/cashback/loss/claim', {}, m.token), Errors.REWARD_NOTHING_TO_CLAIM.code);
      expectInvalid(await post(t, `/api/admin/rewards/entries/${e.id}/freeze`, reason, support.token), 'status');
      expect(expectOk(await post(t, `/api/admin/rewards/entries/${e.id}/unfreeze`, reason, support.token)).status).toBe('claimable');
      expect(
        expectOk(
          await post(t, `/api/admin/rewards/entries/${e.id}/correct`, { amount: 123.45, reason: 'ปรับยอดตามการตรวจสอบ' }, support.token),
        ),
      ).toMatchObject({ amount: 123.45, status: 'claimable', percent: 2.47 });
      expect(expectOk(await post(t, '/api/cashback/loss/claim', {}, m.token)).amount).toBe(123.45);
      expectError(
        await post(t, `/api/admin/rewards/entries/${e.id}/correct`, { amount: 1, reason: 'ปรับยอดตามการตรวจสอบ' }, support.token),
        Errors.REWARD_ENTRY_CLAIMED.code,
      );
      expectError(await post(t, '/api/admin/rewards/entries/999999/freeze', reason, support.token), Errors.REWARD_ENTRY_NOT_FOUND.code);
      const actions = await t.handle.db
        .selectFrom('operator_audit')
        .select('action')
        .where('target', '=', `reward_entry:${e.id}`)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['reward.freeze', 'reward.unfreeze', 'reward.correct']);
      await expectLedgerSound(t);
    });

    it('run refuses an open period, computes a closed one once; the report sums each day', async () => {
      expectError(
        await post(t, '/api/admin/rewards/run', { kind: 'cashback', period: today }, support.token),
        Errors.REWARD_PERIOD_OPEN.code,
      );
      const monday = weekMonday(today);
      expectError(
        await post(t, '/api/admin/rewards/run', { kind: 'winloss', period: monday }, support.token),
        Errors.REWARD_PERIOD_OPEN.code,
      );
      expectInvalid(await post(t, '/api/admin/rewards/run', { kind: 'winloss', period: addDays(monday, -6) }, support.token), 'period');
      const m = await makeMember(t);
      const day = addDays(today, -5);
      await play(t, m.id, 'sport', 1_000_000, 0, at(day));
      const ran = expectOk(await post(t, '/api/admin/rewards/run', { kind: 'cashback', period: day }, support.token));
      expect(ran).toEqual({ ran: true, entries: 1, total: 300 });
      expect(expectOk(await post(t, '/api/admin/rewards/run', { kind: 'cashback', period: day }, support.token))).toEqual({
        ran: false,
        entries: 1,
        total: 300,
      });
      const report = expectOk(await get(t, `/api/admin/rewards/report?from=${day}&to=${day}`, finance.token));
      expect(report.rows).toEqual([
        expect.objectContaining({
          day,
          cashback: { members: 1, computed: 300, claimed: 0, claimable: 300, expired: 0, frozen: 0 },
          runs: expect.objectContaining({ cashback: true, commission: false }),
        }),
      ]);
      const audit = await t.handle.db.selectFrom('operator_audit').select('action').where('action', '=', 'reward.run').execute();
      expect(audit).toHaveLength(2);
      expect((await get(t, `/api/admin/rewards/report?from=${day}&to=${day}`, m.token)).statusCode).toBe(401);
    });
  });
});
