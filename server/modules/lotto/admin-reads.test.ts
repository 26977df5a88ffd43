import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, fund, get, makeMember, makeOperator, post, put, type TestContext } from '../../test';
import { enterPushedResults } from './feed-push';
import { buy, closeNow, makeRound } from './test-support';

/** The back office's lotto reads: exposure, result sources, limited numbers, categories, rounds and waiting results. */
describe(`lotto back-office reads (${engineName()})`, () => {
  let t: TestContext;
  let finance: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    finance = (await makeOperator(t, 'finance')).token;
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => t.close());

  const member = async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 1_000);
    return m;
  };
  const govId = async () =>
    (await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow()).id;

  it('answers the exposure per number and bet type: stake, payout at the rates sold (reduced included), cancelled bills left out, by risk', async () => {
    const cat = await govId();
    const rate = (bet_type: string, r: number) => ({ bet_type, rate: r, min_bet: 1, max_bet: 1_000, max_per_number: null, enabled: true });
    expectOk(
      await put(
        t,
        `/api/admin/lotto/categories/${cat}/rates`,
        { items: [rate('3top', 900), rate('2top', 90), rate('2bottom', 90)] },
        finance,
      ),
    );
    const round = await makeRound(t, 'gov');
    expectOk(
      await put(
        t,
        `/api/admin/lotto/rounds/${round}/limited`,
        {
          items: [
            { bet_type: '3top', number: '123', mode: 'reduced', pay_percent: 50 },
            { bet_type: '2top', number: '99', mode: 'closed' },
          ],
        },
        finance,
      ),
    );
    const [a, b, c] = [await member(), await member(), await member()];
    expectOk(
      await buy(t, a.token, round, [
        { bet_type: '3top', number: '123', amount: 10 }, // 10 x 450 = 4,500
        { bet_type: '2top', number: '45', amount: 20 }, // 20 x 90 = 1,800
        { bet_type: '3top', number: '555', amount: 5 }, // 5 x 900 = 4,500
      ]),
    );
    expectOk(
      await buy(t, b.token, round, [
        { bet_type: '3top', number: '123', amount: 4 }, // 1,800
        { bet_type: '2bottom', number: '45', amount: 7 }, // 630
        { bet_type: '3top', number: '555', amount: 1 }, // 900
      ]),
    );
    const gone = expectOk(await buy(t, c.token, round, [{ bet_type: '3top', number: '555', amount: 3 }]));
    expectOk(await post(t, '/api/lotto/bill/cancel', { bill_id: gone.bill.id, agent_id: '1' }, c.token));
    expectOk(await buy(t, c.token, round, [{ bet_type: '2top', number: '45', amount: 1 }])); // 90

    const all = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/exposure`, support));
    expect(all.round).toMatchObject({ id: round, category_name: expect.any(String), status: 'open' });
    expect(all.round_staked).toBe(48);
    expect(all.max_payout).toBe(6_300);
    expect(all.total).toBe(4);
    expect(all.items).toEqual([
      {
        bet_type: '3top',
        bet_type_name: '3 ตัวบน',
        number: '123',
        staked: 14,
        payout: 6_300,
        items: 2,
        reduced_items: 2,
        limited: { mode: 'reduced', mode_name: 'จ่ายลด', pay_percent: 50 },
      },
      { bet_type: '3top', bet_type_name: '3 ตัวบน', number: '555', staked: 6, payout: 5_400, items: 2, reduced_items: 0, limited: null },
      { bet_type: '2top', bet_type_name: '2 ตัวบน', number: '45', staked: 21, payout: 1_890, items: 2, reduced_items: 0, limited: null },
      { bet_type: '2bottom', bet_type_name: '2 ตัวล่าง', number: '45', staked: 7, payout: 630, items: 1, reduced_items: 0, limited: null },
    ]);

    const byStake = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/exposure?sort=staked&dir=asc`, finance));
    expect(byStake.items.map((i: { number: string; staked: number }) => `${i.number}:${i.staked}`)).toEqual([
      '555:6',
      '45:7',
      '123:14',
      '45:21',
    ]);
    const second = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/exposure?page=2&page_size=2`, finance));
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 4 });
    expect(second.items.map((i: { bet_type: string }) => i.bet_type)).toEqual(['2top', '2bottom']);
    const twoTop = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/exposure?bet_type=2top`, finance));
    expect(twoTop).toMatchObject({ total: 1, round_staked: 48, max_payout: 6_300, items: [{ number: '45', payout: 1_890 }] });
    const none = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/exposure?number=777`, finance));
    expect(none).toMatchObject({ total: 0, items: [], round_staked: 48 });

    // A round nobody bought: zeros; an unknown round: 404; a bad filter: Thai 400.
    const empty = expectOk(await get(t, `/api/admin/lotto/rounds/${await makeRound(t, 'gov')}/exposure`, finance));
    expect(empty).toMatchObject({ total: 0, items: [], round_staked: 0, max_payout: 0 });
    expect((await get(t, '/api/admin/lotto/rounds/99999999/exposure', finance)).statusCode).toBe(404);
    const bad = await get(t, `/api/admin/lotto/rounds/${round}/exposure?bet_type=4top`, finance);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/ประเภทการแทง/);
    expect((await get(t, `/api/admin/lotto/rounds/${round}/exposure`)).statusCode).toBe(401);

    // The limited list and the categories with rates, for support to read.
    const limited = expectOk(await get(t, `/api/admin/lotto/rounds/${round}/limited`, support));
    expect(limited.limited.map((l: { number: string; mode: string }) => `${l.number}:${l.mode}`)).toEqual(['99:closed', '123:reduced']);
    const cats = expectOk(await get(t, '/api/admin/lotto/categories', support));
    const gov = cats.categories.find((k: { id: number }) => k.id === cat);
    expect(gov.name).toBeTruthy();
    expect(gov.rates.find((r: { bet_type: string }) => r.bet_type === '3top')).toMatchObject({ rate: 900, max_bet: 1_000, enabled: true });
  });

  it('shows each result source: latest try, outcome, error, waiting rounds and next try, gave-up count; the webhook from its entries', async () => {
    const db = t.handle.db;
    const now = new Date();
    const ago = (min: number) => new Date(now.getTime() - min * 60_000);
    const [r1, r2, r3] = [await makeRound(t, 'gov'), await makeRound(t, 'gov'), await makeRound(t, 'hanoi')];
    await db
      .insertInto('lotto_feed_fetch')
      .values([
        {
          source: 'glo',
          round_id: r1,
          due_at: ago(90),
          next_at: ago(80),
          attempts: 1,
          outcome: 'applied',
          done_at: ago(60),
          tried_at: ago(60),
        },
        {
          source: 'glo',
          round_id: r2,
          due_at: ago(30),
          next_at: new Date(now.getTime() + 4 * 60_000),
          attempts: 3,
          last_error: 'ตอบ HTTP 503',
          tried_at: ago(2),
        },
        {
          source: 'json',
          round_id: r3,
          due_at: ago(3000),
          next_at: ago(60),
          attempts: 20,
          outcome: 'gave_up',
          last_error: 'เชื่อมต่อไม่ได้',
          done_at: ago(60),
          tried_at: ago(60),
        },
      ])
      .execute();
    const pushed = await makeRound(t, 'hanoi', { drawDate: '2030-01-02' });
    await closeNow(t, pushed);
    const code = (await db.selectFrom('lotto_category').select('code').where('code', '=', 'hanoi').executeTakeFirstOrThrow()).code;
    const round = await db.selectFrom('lotto_round').select('draw_date').where('id', '=', pushed).executeTakeFirstOrThrow();
    const answer = await enterPushedResults(
      db,
      [{ category: code, draw_date: round.draw_date, result: { kind: 'hanoi', special: '12345', first: '67890' } }],
      now,
    );
    expect(answer.items[0].round_id).toBe(pushed);

    const { sources } = expectOk(await get(t, '/api/admin/lotto/feeds', support));
    expect(sources.map((s: { source: string }) => s.source)).toEqual(['glo', 'json', 'push', 'sandbox']);
    const [glo, json, push, sandbox] = sources;
    expect(glo).toMatchObject({
      name: 'สำนักงานสลากฯ (GLO)',
      last_at: ago(2).toISOString(),
      last_outcome: 'retrying',
      last_outcome_name: 'ไม่สำเร็จ รอถามใหม่',
      last_error: 'ตอบ HTTP 503',
      last_round: { id: r2 },
      waiting: 1,
      next_at: new Date(now.getTime() + 4 * 60_000).toISOString(),
      gave_up_7d: 0,
    });
    expect(json).toMatchObject({
      last_outcome: 'gave_up',
      last_outcome_name: 'เลิกถาม ต้องกรอกผลเอง',
      last_error: 'เชื่อมต่อไม่ได้',
      waiting: 0,
      next_at: null,
      gave_up_7d: 1,
    });
    expect(push).toMatchObject({ configured: true, last_outcome: 'applied', last_round: { id: pushed }, waiting: 0 });
    expect(push.last_round.category_name).toBeTruthy();
    expect(sandbox).toMatchObject({ last_at: null, last_outcome: null, waiting: 0 });
    expect(glo.configured).toBe(Boolean(t.config.lotto.gloUrl));
  });

  it('lists rounds sorted on the server with the correction window, and waiting results with the round’s Thai name', async () => {
    const round = await makeRound(t, 'gov');
    await closeNow(t, round);
    const gov = { kind: 'government', first_prize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '55' };
    expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, gov, finance));
    const entries = expectOk(await get(t, '/api/admin/lotto/result-entries', support));
    const mine = entries.items.find((e: { round_id: number }) => e.round_id === round);
    expect(mine).toMatchObject({ status: 'pending', category_name: 'หวยรัฐบาลไทย', round_title: expect.stringMatching(/^งวดวันที่/) });

    const cat = await govId();
    const asc = expectOk(await get(t, `/api/admin/lotto/rounds?category_id=${cat}&sort=closes_at&dir=asc&page_size=100`, support));
    const closes = asc.items.map((r: { closes_at: string }) => r.closes_at);
    expect(closes).toEqual([...closes].sort());
    expect(
      asc.items.every((r: { correction_until: string | null; status: string }) => r.status === 'resulted' || r.correction_until === null),
    ).toBe(true);
    const bad = await get(t, '/api/admin/lotto/rounds?sort=bill_count', support);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/เรียงได้ตาม/);

    // Resulted (second operator), the window's end is the result time + LOTTO_CORRECTION_HOURS.
    const checker = (await makeOperator(t, 'finance')).token;
    expectOk(await post(t, `/api/admin/lotto/rounds/${round}/result`, gov, checker));
    const resulted = expectOk(await get(t, `/api/admin/lotto/rounds?status=resulted&category_id=${cat}&page_size=100`, finance));
    const row = resulted.items.find((r: { id: number }) => r.id === round);
    expect(Date.parse(row.correction_until) - Date.parse(row.resulted_at)).toBe(t.config.lotto.correctionMs);
  });
});
