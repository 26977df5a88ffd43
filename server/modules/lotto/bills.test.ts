import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test/app';
import { makeMember } from '../admin/test-support';
import { verifyLedger } from '../ledger';
import { selfExclude } from '../limits/service';
import { fund } from '../withdrawals/test-support';
import { balanceOf, bill, buy, closeNow, expectError, expectInvalid, expectOk, get, makeRound, post } from './test-support';

describe(`lotto bills (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const member = async (baht = 1_000) => {
    const m = await makeMember(t);
    if (baht > 0) await fund(t, m.id, baht);
    return m;
  };

  it('validates a bill: each item priced at its rate, the total and the balance', async () => {
    const m = await member(500);
    const round = await makeRound(t, 'gov');
    const data = expectOk(
      await post(
        t,
        '/api/lotto/bill/validate',
        bill(round, [
          { bet_type: '3top', number: '123', amount: 10 },
          { bet_type: '3front', number: '045', amount: 5 },
          { bet_type: 'runbottom', number: '7', amount: 2.5 },
        ]),
        m.token,
      ),
    );
    expect(data).toMatchObject({
      round_id: round,
      item_count: 3,
      ok_count: 3,
      refused_count: 0,
      total_amount: 17.5,
      balance: 500,
      enough_balance: true,
    });
    expect(data.items.map((i: { rate: number; potential_win: number }) => [i.rate, i.potential_win])).toEqual([
      [900, 9_000],
      [450, 2_250],
      [4.2, 10.5],
    ]);
    expect(data.total_potential_win).toBe(11_260.5);
  });

  it('answers refused items with an error and the same data; adjusted ones with error 0', async () => {
    const m = await member();
    const yeekee = await makeRound(t, 'yeekee');
    const refused = expectError(
      await post(
        t,
        '/api/lotto/bill/validate',
        bill(yeekee, [
          { bet_type: '3front', number: '123', amount: 1 },
          { bet_type: '3tote', number: '555', amount: 1 },
          { bet_type: '2top', number: '12', amount: 0.5 },
        ]),
        m.token,
      ),
      5003,
    );
    expect(refused.data.items.map((i: { status: string }) => i.status)).toEqual(['refused', 'refused', 'refused']);
    expect(refused.data.items[0].reason).toBe('หวยยี่กีไม่เปิดรับแทง3 ตัวหน้า');
    const adjusted = await post(t, '/api/lotto/bill/validate', bill(yeekee, [{ bet_type: '3top', number: '123', amount: 5_000 }]), m.token);
    const data = expectOk(adjusted);
    expect(data.items[0]).toMatchObject({ status: 'adjusted', amount: 5_000, accepted_amount: 1_000, rate: 850, potential_win: 850_000 });
    expect(adjusted.json().message).toMatch(/ปรับ/);
  });

  it('answers a closed round with LOTTO_ROUND_CLOSED for validate and create', async () => {
    const m = await member();
    const round = await makeRound(t, 'gov');
    await closeNow(t, round);
    const res = expectError(
      await post(t, '/api/lotto/bill/validate', bill(round, [{ bet_type: '2top', number: '12', amount: 1 }]), m.token),
      5001,
    );
    expect(res.data.items[0]).toMatchObject({ status: 'refused', reason: 'งวดนี้ปิดรับแทงแล้ว' });
    expectError(await buy(t, m.token, round, [{ bet_type: '2top', number: '12', amount: 1 }]), 5001);
    const later = await makeRound(t, 'gov', { opensInMin: 30, closesInMin: 90 });
    expectError(await post(t, '/api/lotto/bill/validate', bill(later, [{ bet_type: '2top', number: '12', amount: 1 }]), m.token), 5002);
  });

  it('creates a bill: debits the main wallet once, keeps the rates it was sold at, records turnover', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov');
    const data = expectOk(
      await buy(t, m.token, round, [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2bottom', number: '45', amount: 20.5 },
      ]),
    );
    expect(data.replayed).toBe(false);
    expect(data.balance).toBe(69.5);
    expect(data.bill).toMatchObject({
      status: 'pending',
      status_name: 'รอผล',
      total_amount: 30.5,
      total_win: 0,
      item_count: 2,
      can_cancel: true,
    });
    expect(data.bill.reference).toBe(`LT${String(data.bill.id).padStart(6, '0')}`);
    expect(
      data.bill.items.map((i: { rate: number; amount: number; potential_win: number }) => [i.rate, i.amount, i.potential_win]),
    ).toEqual([
      [900, 10, 9_000],
      [90, 20.5, 1_845],
    ]);
    expect(await balanceOf(t, m.id)).toBe(6_950);
    const transfer = await t.handle.db
      .selectFrom('ledger_transfer')
      .selectAll()
      .where('idempotency_key', '=', `bill:${data.bill.id}`)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ kind: 'lotto_bill', amount: 3_050, status: 'posted' });
    const turnover = await t.handle.db
      .selectFrom('turnover')
      .selectAll()
      .where('member_id', '=', m.id)
      .where('product', '=', 'lotto')
      .executeTakeFirstOrThrow();
    expect(turnover.stake).toBe(3_050);

    // A later rate change does not touch the bill.
    await t.handle.db.updateTable('lotto_rate').set({ rate: 50_000 }).where('category_id', '=', 1).where('bet_type', '=', '3top').execute();
    const detail = expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${data.bill.id}`, m.token));
    expect(detail.items[0].rate).toBe(900);
    await t.handle.db.updateTable('lotto_rate').set({ rate: 90_000 }).where('category_id', '=', 1).where('bet_type', '=', '3top').execute();
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('refuses a bill the wallet cannot pay and stores nothing', async () => {
    const m = await member(5);
    const round = await makeRound(t, 'gov');
    expectError(await buy(t, m.token, round, [{ bet_type: '2top', number: '99', amount: 10 }]), 3001);
    expect(await t.handle.db.selectFrom('lotto_bill').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    const total = await t.handle.db.selectFrom('lotto_number_total').select('sold').where('round_id', '=', round).execute();
    expect(total).toEqual([]);
    expect(await balanceOf(t, m.id)).toBe(500);
  });

  it('create answers the validation with LOTTO_BILL_CHANGED instead of selling an adjusted amount', async () => {
    const m = await member(10_000);
    const round = await makeRound(t, 'gov');
    const res = expectError(await buy(t, m.token, round, [{ bet_type: '3top', number: '321', amount: 2_500 }]), 5004);
    expect(res.data.items[0]).toMatchObject({ status: 'adjusted', accepted_amount: 2_000 });
    expect(await balanceOf(t, m.id)).toBe(1_000_000);
    expectError(await buy(t, m.token, round, [{ bet_type: '3tote', number: '222', amount: 1 }]), 5003);
  });

  it('a repeated submit with the same idempotency key answers the first bill and debits once', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov');
    const items = [{ bet_type: '2top', number: '07', amount: 10 }];
    const first = expectOk(await buy(t, m.token, round, items, { idempotency_key: 'bill-key-0001' }));
    const again = expectOk(await buy(t, m.token, round, items, { idempotency_key: 'bill-key-0001' }));
    expect(again).toMatchObject({ replayed: true, bill: { id: first.bill.id } });
    const viaHeader = expectOk(
      await post(t, '/api/lotto/bill/create', bill(round, items), m.token, { 'idempotency-key': 'bill-key-0001' }),
    );
    expect(viaHeader.bill.id).toBe(first.bill.id);
    expect(await balanceOf(t, m.id)).toBe(9_000);
    const other = await makeRound(t, 'gov');
    expectError(await buy(t, m.token, other, items, { idempotency_key: 'bill-key-0001' }), 3002);
  });

  it('self-excluded members cannot buy', async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov');
    await selfExclude(t.handle.db, m.id, '1d');
    expectError(await buy(t, m.token, round, [{ bet_type: '2top', number: '07', amount: 10 }]), 3111);
    expect(await balanceOf(t, m.id)).toBe(10_000);
  });

  describe('cancel windows', () => {
    it('cancels an open bill more than 10 minutes before close: refunded once, its room given back', async () => {
      const m = await member(100);
      const round = await makeRound(t, 'gov', { closesInMin: 30 });
      const { bill: b } = expectOk(await buy(t, m.token, round, [{ bet_type: '2bottom', number: '45', amount: 40 }]));
      const sold = () =>
        t.handle.db.selectFrom('lotto_number_total').select('sold').where('round_id', '=', round).executeTakeFirstOrThrow();
      expect((await sold()).sold).toBe(4_000);
      const res = expectOk(await post(t, '/api/lotto/bill/cancel', { bill_id: b.id, agent_id: '1' }, m.token));
      expect(res).toMatchObject({ balance: 100, bill: { status: 'cancelled', status_name: 'ยกเลิกแล้ว', can_cancel: false } });
      expect(res.bill.items[0].status).toBe('cancelled');
      expect((await sold()).sold).toBe(0);
      expectError(await post(t, '/api/lotto/bill/cancel', { bill_id: b.id, agent_id: '1' }, m.token), 5007);
      const refunds = await t.handle.db
        .selectFrom('ledger_transfer')
        .select('amount')
        .where('idempotency_key', '=', `lottorefund:${b.id}`)
        .execute();
      expect(refunds).toEqual([{ amount: 4_000 }]);
      const turnover = await t.handle.db.selectFrom('turnover').select('stake').where('member_id', '=', m.id).executeTakeFirstOrThrow();
      expect(turnover.stake).toBe(0);
      expect(await verifyLedger(t.handle.db)).toEqual([]);
    });

    it('refuses within 10 minutes of close, and once closed', async () => {
      const m = await member(100);
      const late = await makeRound(t, 'gov', { closesInMin: 9 });
      const { bill: a } = expectOk(await buy(t, m.token, late, [{ bet_type: '2top', number: '11', amount: 10 }]));
      expect(a.can_cancel).toBe(false);
      expectError(await post(t, '/api/lotto/bill/cancel', { bill_id: a.id, agent_id: '1' }, m.token), 5006);
      const open = await makeRound(t, 'gov', { closesInMin: 60 });
      const { bill: b } = expectOk(await buy(t, m.token, open, [{ bet_type: '2top', number: '11', amount: 10 }]));
      await closeNow(t, open);
      expectError(await post(t, '/api/lotto/bill/cancel', { bill_id: b.id, agent_id: '1' }, m.token), 5001);
      expect(await balanceOf(t, m.id)).toBe(8_000);
    });

    it("refuses another member's bill as not found, for cancel and detail alike", async () => {
      const owner = await member(100);
      const other = await member(100);
      const round = await makeRound(t, 'gov');
      const { bill: b } = expectOk(await buy(t, owner.token, round, [{ bet_type: '2top', number: '22', amount: 10 }]));
      expectError(await post(t, '/api/lotto/bill/cancel', { bill_id: b.id, agent_id: '1' }, other.token), 5, 404);
      expectError(await get(t, `/api/lotto/bill/detail?bill_id=${b.id}`, other.token), 5, 404);
      const list = expectOk(await get(t, '/api/lotto/bill/list', other.token));
      expect(list.items).toEqual([]);
      const mine = expectOk(await get(t, '/api/lotto/bill/list', owner.token));
      expect(mine.items.map((x: { id: number }) => x.id)).toEqual([b.id]);
      expect(await balanceOf(t, owner.id)).toBe(9_000);
    });
  });

  it("lists the member's bills newest first with keyset paging and filters", async () => {
    const m = await member(100);
    const round = await makeRound(t, 'gov');
    const ids: number[] = [];
    for (const n of ['01', '02', '03'])
      ids.push(expectOk(await buy(t, m.token, round, [{ bet_type: '2top', number: n, amount: 1 }])).bill.id);
    const page1 = expectOk(await get(t, '/api/lotto/bill/list?limit=2', m.token));
    expect(page1.items.map((b: { id: number }) => b.id)).toEqual([ids[2], ids[1]]);
    const page2 = expectOk(await get(t, `/api/lotto/bill/list?limit=2&cursor=${page1.next_cursor}`, m.token));
    expect(page2).toMatchObject({ items: [{ id: ids[0] }], next_cursor: null });
    expect(expectOk(await get(t, `/api/lotto/bill/list?status=won&round_id=${round}`, m.token)).items).toEqual([]);
    expect(page1.items[0].round).toMatchObject({ id: round, category_code: 'gov', status: 'open' });
  });

  describe('bad input', () => {
    let token: string;
    let round: number;
    beforeAll(async () => {
      token = (await member(100)).token;
      round = await makeRound(t, 'gov');
    });
    const item = (over: Record<string, unknown>) => ({ bet_type: '3top', number: '123', amount: 1, ...over });
    const validate = (payload: unknown) => post(t, '/api/lotto/bill/validate', payload, token);
    const create = (payload: unknown) => post(t, '/api/lotto/bill/create', payload, token);

    it('needs a member', async () => {
      const res = await post(t, '/api/lotto/bill/validate', bill(round, [item({})]));
      expect(res.statusCode).toBe(401);
      expect((await get(t, '/api/lotto/bill/list')).statusCode).toBe(401);
    });

    it('refuses another agent with 400 and a missing agent id with 422', async () => {
      for (const url of ['/api/lotto/bill/validate', '/api/lotto/bill/create']) {
        expectError(await post(t, url, { ...bill(round, [item({})]), agent_id: '2' }, token), 4, 400);
        expectInvalid(await post(t, url, { round_id: round, items: [item({})] }, token), 'agent_id');
      }
      expectError(await post(t, '/api/lotto/bill/cancel', { bill_id: 1, agent_id: 'OTHER' }, token), 4, 400);
      expectError(await get(t, '/api/lotto/results?agent_id=2'), 4, 400);
      expectError(await get(t, '/api/lotto/rates?agent_id=9'), 4, 400);
      expect(expectOk(await post(t, '/api/lotto/bill/validate', { ...bill(round, [item({})]), agent_id: 1 }, token)).ok_count).toBe(1);
    });

    it('checks the round id', async () => {
      for (const round_id of [undefined, 0, -1, 'abc', 1.5])
        expectInvalid(await validate({ agent_id: '1', round_id, items: [item({})] }), 'round_id');
      expectError(await validate(bill(999_999, [item({})])), 5, 404);
    });

    it('checks the items list: present, not empty, at most 200', async () => {
      expectInvalid(await validate({ agent_id: '1', round_id: round }), 'items');
      expectInvalid(await validate(bill(round, [])), 'items');
      expectInvalid(await validate({ agent_id: '1', round_id: round, items: 'x' }), 'items');
      const many = Array.from({ length: 201 }, (_, i) => item({ number: String(i % 1000).padStart(3, '0') }));
      expectInvalid(await validate(bill(round, many)), 'items');
      expect(expectOk(await validate(bill(round, many.slice(0, 200)))).item_count).toBe(200);
    });

    it('checks the bet type and the number length per bet type, digits only', async () => {
      expectInvalid(await validate(bill(round, [item({ bet_type: '4top' })])), 'items.0.bet_type');
      expectInvalid(await validate(bill(round, [item({ bet_type: undefined })])), 'items.0.bet_type');
      const wrong: [string, string][] = [
        ['3top', '12'],
        ['3tote', '1234'],
        ['3front', '1'],
        ['3back', '12'],
        ['2top', '123'],
        ['2bottom', '1'],
        ['runtop', '12'],
        ['runbottom', ''],
      ];
      for (const [bet_type, number] of wrong) expectInvalid(await validate(bill(round, [item({ bet_type, number })])), 'items.0.number');
      for (const number of ['12a', '1 2', '-12', '１２３', 123])
        expectInvalid(await validate(bill(round, [item({ number })])), 'items.0.number');
    });

    it('checks the amount: positive, at most 2 decimals, not huge, a number', async () => {
      for (const amount of [0, -5, 1.005, 10_000_001, 'abc', null, '10']) {
        expectInvalid(await validate(bill(round, [item({ amount })])), 'items.0.amount');
        expectInvalid(await create(bill(round, [item({ amount })])), 'items.0.amount');
      }
    });

    it('checks the idempotency key and the bill id', async () => {
      expectInvalid(await create(bill(round, [item({})], { idempotency_key: 'short' })), 'idempotency_key');
      for (const bill_id of [undefined, 0, 'x'])
        expectInvalid(await post(t, '/api/lotto/bill/cancel', { bill_id, agent_id: '1' }, token), 'bill_id');
      expectInvalid(await get(t, '/api/lotto/bill/detail?bill_id=abc', token), 'bill_id');
    });
  });
});
