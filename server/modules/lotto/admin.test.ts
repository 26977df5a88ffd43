import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectOk,
  fund,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { verifyLedger } from '../ledger';
import { createRoundsAhead } from './lifecycle';
import { bill, buy, closeNow, makeRound } from './test-support';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe(`lotto operators: results, cancel, rates, limited numbers, schedule (${engineName()})`, () => {
  let t: TestContext;
  let finance: string;
  let checker: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = (await makeOperator(t, 'finance')).token;
    checker = (await makeOperator(t, 'finance')).token;
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => t.close());

  const member = async (baht = 1_000) => {
    const m = await makeMember(t);
    await fund(t, m.id, baht);
    return m;
  };
  const govResult = { kind: 'government', first_prize: '482915', front3: ['104', '667'], back3: ['390', '915'], bottom2: '31' };

  it('enters a government result, a second operator confirms it, it settles and the member sees the won card and the credit', async () => {
    const m = await member(100);
    const loser = await member(100);
    const round = await makeRound(t, 'gov');
    const { bill: b } = expectOk(
      await buy(t, m.token, round, [
        { bet_type: '3top', number: '915', amount: 1 },
        { bet_type: '3back', number: '915', amount: 1 },
        { bet_type: '2bottom', number: '31', amount: 1 },
        { bet_type: '2top', number: '31', amount: 1 },
      ]),
    );
    expectOk(await buy(t, loser.token, round, [{ bet_type: '3top', number: '519', amount: 5 }]));
    expectError(await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, finance), 5009);
    await closeNow(t, round);
    expect((await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, support)).statusCode).toBe(403);
    expectError(await post(t, `/api/admin/lotto/rounds/${round}/result`, { kind: 'direct', top3: '915', bottom2: '31' }, finance), 5010);
    expectInvalid(await post(t, `/api/admin/lotto/rounds/${round}/result`, { ...govResult, first_prize: '48291' }, finance), 'first_prize');
    expectInvalid(await post(t, `/api/admin/lotto/rounds/${round}/result`, { ...govResult, front3: ['104'] }, finance), 'front3');

    // Four eyes: the first entry waits (members see "รอตรวจสอบผล"), the second operator's applies it.
    const first = await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, finance);
    expect(first.json().message).toBe('บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งตรวจสอบและยืนยัน');
    expect(expectOk(first)).toMatchObject({
      outcome: 'pending',
      paid_items: 0,
      round: { status: 'closed', status_name: 'รอตรวจสอบผล', result: null },
    });
    expect(expectOk(await get(t, `/api/lotto/round?round_id=${round}`)).round).toMatchObject({ status_name: 'รอตรวจสอบผล', result: null });
    expect(await mainBalance(t, m.id)).toBe((100 - 4) * 100);
    const settled = expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, checker));
    expect(settled).toMatchObject({
      outcome: 'applied',
      paid_items: 3,
      round: { status: 'resulted', bill_count: 2, total_amount: 9, total_win: 1_440 },
    });
    expect(settled.round.result).toMatchObject({ top3: '915', top2: '15', bottom2: '31', first_prize: '482915' });
    // 3top 900 + 3back 450 + 2bottom 90 = 1,440 baht; 2top 31 lost (2 top is 15).
    expect(await mainBalance(t, m.id)).toBe((100 - 4 + 1_440) * 100);
    const card = expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${b.id}`, m.token));
    expect(card).toMatchObject({ status: 'won', status_name: 'ถูกรางวัล', total_win: 1_440 });
    expect(card.items.map((i: { status: string; payout: number }) => [i.status, i.payout])).toEqual([
      ['won', 900],
      ['won', 450],
      ['won', 90],
      ['lost', 0],
    ]);
    const lost = expectOk(await get(t, '/api/lotto/bill/list', loser.token)).items[0];
    expect(lost).toMatchObject({ status: 'lost', status_name: 'ไม่ถูกรางวัล', total_win: 0 });
    expectError(await post(t, `/api/admin/lotto/rounds/${round}/result`, govResult, finance), 5008);
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', 'in', ['lotto.result.pending', 'lotto.result.confirm'])
      .where('target', '=', `lotto_round:${round}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['lotto.result.pending', 'lotto.result.confirm']);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('enters a stock result from the closing index and change', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'nikkei_am');
    expectOk(
      await buy(t, m.token, round, [
        { bet_type: '3top', number: '345', amount: 1 },
        { bet_type: '2bottom', number: '67', amount: 1 },
      ]),
    );
    await closeNow(t, round);
    expectInvalid(
      await post(t, `/api/admin/lotto/rounds/${round}/result`, { kind: 'stock', close: '38123.4', change: '1.00' }, finance),
      'close',
    );
    const stock = { kind: 'stock', close: '38,123.45', change: '-123.67' };
    expect(expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, stock, finance)).outcome).toBe('pending');
    const done = expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, stock, checker));
    expect(done.round.result).toMatchObject({ top3: '345', bottom2: '67', front3: [], back3: [] });
    expect(await mainBalance(t, m.id)).toBe((100 - 2 + 900 + 90) * 100);
  });

  it('reads the GLO feed and enters the result of the matching round', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov', { drawDate: '2025-01-17' });
    expectOk(
      await buy(t, m.token, round, [
        { bet_type: '2bottom', number: '72', amount: 1 },
        { bet_type: '3front', number: '581', amount: 1 },
      ]),
    );
    await closeNow(t, round);
    expectError(await post(t, '/api/admin/lotto/results/feed', { feed: 'glo', payload: fixture('glo-broken.json') }, finance), 5011);
    expectError(await post(t, '/api/admin/lotto/results/feed', { feed: 'glo', payload: fixture('glo-result.txt') }, finance), 5012);
    expectInvalid(await post(t, '/api/admin/lotto/results/feed', { feed: 'other', payload: '{}' }, finance), 'feed');
    const done = expectOk(await post(t, '/api/admin/lotto/results/feed', { feed: 'glo', payload: fixture('glo-latest.json') }, finance));
    expect(done.round).toMatchObject({ id: round, status: 'resulted', result: { first_prize: '819043', top3: '043', bottom2: '72' } });
    expect(await mainBalance(t, m.id)).toBe((100 - 2 + 90 + 450) * 100);
    const row = await t.handle.db.selectFrom('lotto_round').select('result_source').where('id', '=', round).executeTakeFirstOrThrow();
    expect(row.result_source).toBe('feed:glo');
  });

  it('cancels a round: every bill refunded once, the round cannot be decided again', async () => {
    const a = await member(100);
    const b = await member(100);
    const round = await makeRound(t, 'lao');
    expectOk(await buy(t, a.token, round, [{ bet_type: '2top', number: '10', amount: 30 }]));
    expectOk(await buy(t, b.token, round, [{ bet_type: '2top', number: '10', amount: 20 }]));
    expectInvalid(await post(t, `/api/admin/lotto/rounds/${round}/cancel`, { reason: ' ' }, finance), 'reason');
    const done = expectOk(await post(t, `/api/admin/lotto/rounds/${round}/cancel`, { reason: 'ตลาดปิดทำการ' }, finance));
    expect(done).toMatchObject({ refunded_bills: 2, round: { status: 'cancelled', cancel_reason: 'ตลาดปิดทำการ' } });
    expect(await mainBalance(t, a.id)).toBe(10_000);
    expect(await mainBalance(t, b.id)).toBe(10_000);
    const list = expectOk(await get(t, '/api/lotto/bill/list', a.token)).items;
    expect(list[0]).toMatchObject({ status: 'refunded', status_name: 'คืนเงินแล้ว' });
    expectError(await post(t, `/api/admin/lotto/rounds/${round}/cancel`, { reason: 'again' }, finance), 5008);
    expectError(await post(t, `/api/admin/lotto/rounds/${round}/result`, { kind: 'lao', number: '1234' }, finance), 5008);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('sets limited numbers: closed ones refused, reduced ones paid at their rate, capped ones limited', async () => {
    const m = await member(1_000);
    const round = await makeRound(t, 'gov');
    const limited = expectOk(
      await put(
        t,
        `/api/admin/lotto/rounds/${round}/limited`,
        {
          items: [
            { bet_type: '3top', number: '999', mode: 'closed' },
            { bet_type: '2bottom', number: '00', mode: 'reduced', pay_percent: 50, max_amount: 30 },
          ],
        },
        finance,
      ),
    );
    expect(limited.limited).toEqual([
      {
        bet_type: '2bottom',
        bet_type_name: '2 ตัวล่าง',
        number: '00',
        mode: 'reduced',
        mode_name: 'จ่ายลด',
        rate: 45,
        pay_percent: 50,
        max_amount: 30,
      },
      {
        bet_type: '3top',
        bet_type_name: '3 ตัวบน',
        number: '999',
        mode: 'closed',
        mode_name: 'ปิดรับ',
        rate: null,
        pay_percent: null,
        max_amount: null,
      },
    ]);
    expectInvalid(
      await put(
        t,
        `/api/admin/lotto/rounds/${round}/limited`,
        { items: [{ bet_type: '2bottom', number: '00', mode: 'reduced' }] },
        finance,
      ),
      'items.0.pay_percent',
    );
    expectInvalid(
      await put(
        t,
        `/api/admin/lotto/rounds/${round}/limited`,
        { items: [{ bet_type: '2bottom', number: '000', mode: 'closed' }] },
        finance,
      ),
      'items.0.number',
    );
    const v = expectError(
      await post(t, '/api/lotto/bill/validate', bill(round, [{ bet_type: '3top', number: '999', amount: 1 }]), m.token),
      5003,
    );
    expect(v.data.items[0]).toMatchObject({ status: 'refused', limited: 'closed' });
    const sold = expectOk(await buy(t, m.token, round, [{ bet_type: '2bottom', number: '00', amount: 20 }]));
    expect(sold.bill.items[0]).toMatchObject({ rate: 45, potential_win: 900, limited: true });
    const more = expectOk(
      await post(t, '/api/lotto/bill/validate', bill(round, [{ bet_type: '2bottom', number: '00', amount: 20 }]), m.token),
    );
    expect(more.items[0]).toMatchObject({ status: 'adjusted', accepted_amount: 10 });
    const view = expectOk(await get(t, `/api/lotto/limit?round_id=${round}`));
    expect(view.remaining).toEqual([{ bet_type: '2bottom', number: '00', cap: 30, remaining: 10 }]);
  });

  it('sets rates per category (new bills only), refusing inconsistent ones', async () => {
    const body = { items: [{ bet_type: '2top', rate: 95.5, min_bet: 2, max_bet: 500, max_per_number: null, enabled: true }] };
    const data = expectOk(await put(t, '/api/admin/lotto/categories/3/rates', body, finance));
    expect(data.categories[0].rates.find((r: { bet_type: string }) => r.bet_type === '2top')).toMatchObject({
      rate: 95.5,
      min_bet: 2,
      max_bet: 500,
      max_per_number: null,
    });
    expectInvalid(
      await put(t, '/api/admin/lotto/categories/3/rates', { items: [{ ...body.items[0], min_bet: 600 }] }, finance),
      'items.0.max_bet',
    );
    expectInvalid(
      await put(t, '/api/admin/lotto/categories/3/rates', { items: [{ ...body.items[0], bet_type: '3front' }] }, finance),
      'items.0.bet_type',
    );
    expectInvalid(
      await put(t, '/api/admin/lotto/categories/3/rates', { items: [{ ...body.items[0], rate: 1.234 }] }, finance),
      'items.0.rate',
    );
    expect((await put(t, '/api/admin/lotto/categories/3/rates', body, support)).statusCode).toBe(403);
  });

  it('moves and drops a scheduled draw; a dropped round is cancelled and refunded', async () => {
    await createRoundsAhead(t.handle.db, new Date());
    const next = await t.handle.db
      .selectFrom('lotto_round')
      .selectAll()
      .where('category_id', '=', 1)
      .where('status', '=', 'open')
      .where('draw_key', 'not like', 'test-%')
      .orderBy('closes_at', 'asc')
      .executeTakeFirstOrThrow();
    const moved = new Date(Date.parse(`${next.draw_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const saved = expectOk(
      await put(
        t,
        '/api/admin/lotto/schedule-overrides',
        { category_id: 1, scheduled_date: next.draw_key, draw_date: moved, close_time: '14:30' },
        finance,
      ),
    );
    expect(saved).toMatchObject({ category_id: 1, scheduled_date: next.draw_key, draw_date: moved, close_time: '14:30' });
    const after = await t.handle.db.selectFrom('lotto_round').selectAll().where('id', '=', next.id).executeTakeFirstOrThrow();
    expect(after.draw_date).toBe(moved);
    expect(after.closes_at.toISOString()).toBe(new Date(`${moved}T14:30:00+07:00`).toISOString());

    // The first upcoming round opened when the previous draw closed, so it takes bets now.
    const m = await member(100);
    expect(after.opens_at.getTime()).toBeLessThanOrEqual(Date.now());
    expectOk(await buy(t, m.token, next.id, [{ bet_type: '2top', number: '55', amount: 10 }]));
    expect(await mainBalance(t, m.id)).toBe(9_000);
    expectOk(
      await put(
        t,
        '/api/admin/lotto/schedule-overrides',
        { category_id: 1, scheduled_date: next.draw_key, draw_date: null, note: 'งดออกรางวัล' },
        finance,
      ),
    );
    const dropped = await t.handle.db.selectFrom('lotto_round').selectAll().where('id', '=', next.id).executeTakeFirstOrThrow();
    expect(dropped).toMatchObject({ status: 'cancelled', cancel_reason: 'งดออกรางวัล' });
    expect(await mainBalance(t, m.id)).toBe(10_000);
    const list = expectOk(await get(t, '/api/admin/lotto/schedule-overrides?category_id=1', support));
    expect(list.items).toHaveLength(1);
    expectInvalid(
      await put(t, '/api/admin/lotto/schedule-overrides', { category_id: 1, scheduled_date: '2025-02-30', draw_date: null }, finance),
      'scheduled_date',
    );
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/lotto/schedule-overrides/${list.items[0].id}`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expectOk(gone);
    expect(expectOk(await get(t, '/api/admin/lotto/schedule-overrides', support)).items).toEqual([]);
  });

  it('lists rounds for operators with their bill totals', async () => {
    const page = expectOk(await get(t, '/api/admin/lotto/rounds?category_id=1&status=resulted', support));
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toHaveProperty('bill_count');
    expect(page.items.every((r: { status: string }) => r.status === 'resulted')).toBe(true);
  });
});
