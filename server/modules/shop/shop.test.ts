import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  engineName,
  expectError,
  expectInvalid,
  expectLedgerSound,
  expectOk,
  get,
  mainBalance,
  makeMember,
  makeOperator,
  post,
  put,
  type TestContext,
} from '../../test';
import { ADDRESS, givePoints, key, makeItem, ordersOf, pointsOf, spinsOf, stockOf } from './test-support';

type Json = ReturnType<typeof JSON.parse>;

/**
 * The points shop over HTTP (docs/engagement.md): the list, calc's refusals, redeeming once per
 * key, stock and per-member limits under concurrency, bad input in Thai with nothing changed, the
 * member's own history, and the operators' fulfilment (ship, deliver, cancel with one refund).
 */
describe(`points shop (${engineName()})`, () => {
  let t: TestContext;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = (await makeOperator(t, 'support')).token;
    finance = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  const calc = (token: string, item_id: number, quantity = 1) => post(t, '/api/redemption/calc', { item_id, quantity }, token);
  const redeem = (token: string, body: Record<string, unknown>) => post(t, '/api/redemption/redeem', body, token);

  it('lists items to visitors without member figures, and to members with points, what is left and what they afford', async () => {
    const item = await makeItem(t, support, {
      name: 'รายการทดสอบ ลิสต์',
      points_cost: 300,
      kind: 'free_spins',
      value: 10,
      turnover_multiplier: 0,
      image: 'spins',
      stock: 4,
      per_member_limit: 3,
    });
    await makeItem(t, support, { name: 'ปิดอยู่', active: false });
    const visitor = expectOk(await get(t, '/api/redemption/list'));
    expect(visitor.signed_in).toBe(false);
    expect(visitor.points).toBeNull();
    expect(visitor.items.map((i: Json) => i.name)).not.toContain('ปิดอยู่');
    const seen = visitor.items.find((i: Json) => i.id === item.id);
    expect(seen).toMatchObject({
      kind: 'free_spins',
      points_cost: 300,
      value: 10,
      gives: 'ฟรีสปิน 10 ครั้ง',
      stock: 4,
      sold_out: false,
      remaining: null,
      can_afford: null,
      available: true,
    });

    const m = await makeMember(t);
    await givePoints(t, m.id, 350);
    const mine = expectOk(await get(t, '/api/redemption/list', m.token));
    expect(mine.points).toBe(350);
    expect(mine.last_address).toBeNull();
    expect(mine.items.find((i: Json) => i.id === item.id)).toMatchObject({ remaining: 3, can_afford: true });
    expect((await post(t, '/api/redemption/calc', { item_id: item.id, quantity: 1 })).statusCode).toBe(401);
    expect((await get(t, '/api/redemption/history')).statusCode).toBe(401);
  });

  it('calc answers what it costs and gives, and each refusal in Thai', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 1_000);
    const voucher = await makeItem(t, support, { name: 'บัตรเครดิต 100', points_cost: 400, value: 100, turnover_multiplier: 2 });
    const ok = expectOk(await calc(m.token, voucher.id, 2));
    expect(ok).toEqual({
      item_id: voucher.id,
      quantity: 2,
      cost: 800,
      gives: 'เครดิตฟรี 200 บาท',
      points: 1_000,
      points_after: 200,
      can_redeem: true,
      reason: null,
      needs_address: false,
    });
    const short = expectOk(await calc(m.token, voucher.id, 3));
    expect(short).toMatchObject({ can_redeem: false, points_after: -200 });
    expect(short.reason).toMatch(/แต้มของท่านไม่เพียงพอ/);

    const soldOut = await makeItem(t, support, { name: 'หมดแล้ว', stock: 0 });
    expect(expectOk(await calc(m.token, soldOut.id)).reason).toBe('ของรางวัลนี้หมดแล้ว');
    const few = await makeItem(t, support, { name: 'เหลือ 2', stock: 2 });
    expect(expectOk(await calc(m.token, few.id, 3)).reason).toBe('ของรางวัลเหลือเพียง 2 ชิ้น ไม่พอกับจำนวนที่เลือก');
    const later = await makeItem(t, support, { name: 'ยังไม่เปิด', starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(expectOk(await calc(m.token, later.id)).reason).toBe(Errors.SHOP_NOT_STARTED.message);
    const ended = await makeItem(t, support, {
      name: 'หมดเวลา',
      starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(expectOk(await calc(m.token, ended.id)).reason).toBe(Errors.SHOP_ENDED.message);
    const vip = await makeItem(t, support, { name: 'VIP เท่านั้น', min_vip_level: 1 });
    expect(expectOk(await calc(m.token, vip.id)).reason).toBe(Errors.SHOP_VIP_REQUIRED.message);
    const off = await makeItem(t, support, { name: 'ปิดชั่วคราว', active: false });
    expect(expectOk(await calc(m.token, off.id)).reason).toBe(Errors.SHOP_ITEM_INACTIVE.message);
    const limited = await makeItem(t, support, { name: 'คนละ 1', per_member_limit: 1 });
    expect(expectOk(await calc(m.token, limited.id, 2)).reason).toBe(
      Errors.SHOP_LIMIT_REACHED.message.replace(/.*/, 'ท่านแลกของรางวัลนี้ได้อีกเพียง 1 ชิ้น'),
    );
    expectOk(await redeem(m.token, { item_id: limited.id, quantity: 1, request_key: key() }));
    expect(expectOk(await calc(m.token, limited.id)).reason).toBe(Errors.SHOP_LIMIT_REACHED.message);

    expectError(await calc(m.token, 999_999), Errors.SHOP_ITEM_NOT_FOUND.code);
    expectInvalid(await calc(m.token, voucher.id, 0), 'quantity');
    expectInvalid(await calc(m.token, voucher.id, 11), 'quantity');
  });

  it('a credit voucher: points spent, baht credited with its requirement, completed at once, in the history', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 600);
    const item = await makeItem(t, support, { name: 'เครดิตฟรี 50 (ทดสอบ)', points_cost: 500, value: 50, turnover_multiplier: 1 });
    const res = await redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() });
    const d = expectOk(res);
    expect(res.json().message).toBe('แลกสำเร็จ ได้รับ เครดิตฟรี 50 บาท');
    expect(d).toMatchObject({
      points: 100,
      replayed: false,
      order: { status: 'completed', status_name: 'สำเร็จ', points: 500, gives: 'เครดิตฟรี 50 บาท' },
    });
    expect(await mainBalance(t, m.id)).toBe(5_000);
    expect(await pointsOf(t, m.id)).toBe(100);
    const req = await t.handle.db
      .selectFrom('wagering_requirement')
      .select(['source', 'required_turnover'])
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(req).toEqual({ source: 'shop_voucher', required_turnover: 5_000 });
    const h = expectOk(await get(t, '/api/redemption/history', m.token));
    expect(h.total).toBe(1);
    expect(h.items[0]).toMatchObject({ id: d.order.id, status: 'completed', item_name: 'เครดิตฟรี 50 (ทดสอบ)' });
    await expectLedgerSound(t);
  });

  it('free spins: points become spins', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 600);
    const item = await makeItem(t, support, {
      name: 'ฟรีสปิน 10 (ทดสอบ)',
      kind: 'free_spins',
      value: 10,
      points_cost: 300,
      turnover_multiplier: 0,
      image: 'spins',
    });
    const d = expectOk(await redeem(m.token, { item_id: item.id, quantity: 2, request_key: key() }));
    expect(d.order).toMatchObject({ status: 'completed', quantity: 2, gives: 'ฟรีสปิน 20 ครั้ง', points: 600 });
    expect(await spinsOf(t, m.id)).toBe(20);
    expect(await pointsOf(t, m.id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('the same request key twice at once: one order, one spend; a repeat later answers the first order', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 2_000);
    const item = await makeItem(t, support, { name: 'ซ้ำคีย์', points_cost: 500, value: 50, stock: 10 });
    const k = key();
    const body = { item_id: item.id, quantity: 1, request_key: k };
    const answers = await Promise.all([redeem(m.token, body), redeem(m.token, body), redeem(m.token, body)]);
    const data = answers.map((r) => expectOk(r));
    expect(new Set(data.map((d) => d.order.id)).size).toBe(1);
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    expect(await ordersOf(t, m.id)).toHaveLength(1);
    expect(await pointsOf(t, m.id)).toBe(1_500);
    expect(await stockOf(t, item.id)).toBe(9);
    expect(await mainBalance(t, m.id)).toBe(5_000);
    const again = await redeem(m.token, body);
    expect(expectOk(again)).toMatchObject({ replayed: true, order: { id: data[0].order.id } });
    expect(again.json().message).toBe('รายการนี้แลกไปแล้ว');
    expectError(await redeem(m.token, { ...body, quantity: 2 }), Errors.IDEMPOTENCY_CONFLICT.code);
    const spends = await t.handle.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('idempotency_key', '=', `shop:${data[0].order.id}:spend`)
      .execute();
    expect(spends).toHaveLength(1);
    expect(await pointsOf(t, m.id)).toBe(1_500);
    await expectLedgerSound(t);
  });

  it('stock never below zero: 10 members race for the last 3 units, exactly 3 orders', async () => {
    const item = await makeItem(t, support, { name: 'เหลือ 3 ชิ้น', points_cost: 100, value: 10, stock: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => makeMember(t)));
    for (const m of members) await givePoints(t, m.id, 100);
    const answers = await Promise.all(members.map((m) => redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() })));
    const won = answers.filter((r) => r.json().error === 0);
    expect(won).toHaveLength(3);
    for (const r of answers.filter((x) => x.json().error !== 0)) expectError(r, Errors.SHOP_OUT_OF_STOCK.code);
    expect(await stockOf(t, item.id)).toBe(0);
    const orders = await t.handle.db.selectFrom('shop_order').select('member_id').where('item_id', '=', item.id).execute();
    expect(orders).toHaveLength(3);
    let spent = 0;
    for (const m of members) spent += 100 - (await pointsOf(t, m.id));
    expect(spent).toBe(300);
    expect(expectOk(await get(t, '/api/redemption/list')).items.find((i: Json) => i.id === item.id)).toMatchObject({
      stock: 0,
      sold_out: true,
    });
    await expectLedgerSound(t);
  });

  it('a repeat of the order that took the last unit answers it, though the item is sold out now', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 100);
    const item = await makeItem(t, support, { name: 'ชิ้นสุดท้าย', points_cost: 100, value: 10, stock: 1 });
    const body = { item_id: item.id, quantity: 1, request_key: key() };
    const first = expectOk(await redeem(m.token, body));
    expect(await stockOf(t, item.id)).toBe(0);
    expect(expectOk(await redeem(m.token, body))).toMatchObject({ replayed: true, order: { id: first.order.id } });
    expectError(await redeem(m.token, { ...body, request_key: key() }), Errors.SHOP_OUT_OF_STOCK.code);
  });

  it('one member, two redemptions at once, points for one: one order, the other refused, stock taken once', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 500);
    const item = await makeItem(t, support, { name: 'แต้มพอชิ้นเดียว', points_cost: 500, value: 50, stock: 5 });
    const answers = await Promise.all([0, 1].map(() => redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() })));
    expect(answers.filter((r) => r.json().error === 0)).toHaveLength(1);
    for (const r of answers.filter((x) => x.json().error !== 0)) expectError(r, Errors.POINTS_NOT_ENOUGH.code);
    expect(await stockOf(t, item.id)).toBe(4);
    expect(await pointsOf(t, m.id)).toBe(0);
    expect(await mainBalance(t, m.id)).toBe(5_000);
    await expectLedgerSound(t);
  });

  it('two units at once against stock 3 and quantities 2 racing: never oversold', async () => {
    const item = await makeItem(t, support, { name: 'เหลือ 3 ชิ้น คู่', points_cost: 100, value: 10, stock: 3 });
    const members = await Promise.all(Array.from({ length: 4 }, () => makeMember(t)));
    for (const m of members) await givePoints(t, m.id, 200);
    const answers = await Promise.all(members.map((m) => redeem(m.token, { item_id: item.id, quantity: 2, request_key: key() })));
    expect(answers.filter((r) => r.json().error === 0)).toHaveLength(1);
    expect(await stockOf(t, item.id)).toBe(1);
  });

  it('the per-member limit holds under concurrency: 5 redemptions at once of a 2-per-member item, 2 orders', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 1_000);
    const item = await makeItem(t, support, { name: 'คนละ 2', points_cost: 100, value: 10, per_member_limit: 2 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() })),
    );
    expect(answers.filter((r) => r.json().error === 0)).toHaveLength(2);
    for (const r of answers.filter((x) => x.json().error !== 0)) expectError(r, Errors.SHOP_LIMIT_REACHED.code);
    expect(await pointsOf(t, m.id)).toBe(800);
    expect(await ordersOf(t, m.id)).toHaveLength(2);
    // Another member has their own limit.
    const other = await makeMember(t);
    await givePoints(t, other.id, 100);
    expectOk(await redeem(other.token, { item_id: item.id, quantity: 1, request_key: key() }));
    await expectLedgerSound(t);
  });

  it('points short: Thai refusal, stock and points untouched, no order', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 499);
    const item = await makeItem(t, support, { name: 'แต้มไม่พอ', points_cost: 500, value: 50, stock: 5 });
    expectError(await redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() }), Errors.POINTS_NOT_ENOUGH.code);
    expect(await pointsOf(t, m.id)).toBe(499);
    expect(await stockOf(t, item.id)).toBe(5);
    expect(await ordersOf(t, m.id)).toHaveLength(0);
    expect(await mainBalance(t, m.id)).toBe(0);
    // The limit counter was not left behind either: the member can still buy when funded.
    await givePoints(t, m.id, 1);
    expectOk(await redeem(m.token, { item_id: item.id, quantity: 1, request_key: key() }));
    await expectLedgerSound(t);
  });

  it('bad input answered in Thai with nothing changed', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 10_000);
    const item = await makeItem(t, support, { name: 'ทดสอบข้อมูลผิด', points_cost: 100, value: 10, stock: 5 });
    const shirt = await makeItem(t, support, {
      name: 'เสื้อทดสอบข้อมูลผิด',
      kind: 'physical',
      value: null,
      turnover_multiplier: 0,
      points_cost: 100,
      image: 'tshirt',
      stock: 5,
    });
    for (const quantity of [0, -1, 11, 1.5])
      expectInvalid(await redeem(m.token, { item_id: item.id, quantity, request_key: key() }), 'quantity');
    expectInvalid(await redeem(m.token, { item_id: item.id, quantity: 1, request_key: 'x' }), 'request_key');
    expectError(await redeem(m.token, { item_id: 999_999, quantity: 1, request_key: key() }), Errors.SHOP_ITEM_NOT_FOUND.code);
    expectError(await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key() }), Errors.SHOP_ADDRESS_REQUIRED.code);
    expectInvalid(
      await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: { ...ADDRESS, postcode: '1011' } }),
      'address.postcode',
      'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    );
    expectInvalid(
      await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: { ...ADDRESS, phone: '0212345678' } }),
      'address.phone',
    );
    expectInvalid(
      await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: { ...ADDRESS, recipient_name: ' ' } }),
      'address.recipient_name',
      'กรุณากรอกชื่อผู้รับ',
    );
    expectInvalid(
      await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: { ...ADDRESS, province: '' } }),
      'address.province',
    );
    expect(await pointsOf(t, m.id)).toBe(10_000);
    expect(await stockOf(t, item.id)).toBe(5);
    expect(await stockOf(t, shirt.id)).toBe(5);
    expect(await ordersOf(t, m.id)).toHaveLength(0);
  });

  it("physical: ordered with the address (prefilled next time), shipped with tracking, delivered; another member's orders are not theirs", async () => {
    const m = await makeMember(t);
    const other = await makeMember(t);
    await givePoints(t, m.id, 5_000);
    const shirt = await makeItem(t, support, {
      name: 'เสื้อยืดทดสอบ',
      kind: 'physical',
      value: null,
      turnover_multiplier: 0,
      points_cost: 2_000,
      image: 'tshirt',
      stock: 20,
      per_member_limit: 1,
    });
    const res = await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: ADDRESS });
    const d = expectOk(res);
    expect(res.json().message).toBe('แลก เสื้อยืดทดสอบ 1 ชิ้น สำเร็จ รอจัดส่ง');
    expect(d.order).toMatchObject({ status: 'ordered', status_name: 'รอจัดส่ง', address: { ...ADDRESS, phone: '0812345678' } });
    expect(await stockOf(t, shirt.id)).toBe(19);
    expect(await mainBalance(t, m.id)).toBe(0);
    expect(expectOk(await get(t, '/api/redemption/list', m.token)).last_address).toEqual({ ...ADDRESS, phone: '0812345678' });
    expectError(
      await redeem(m.token, { item_id: shirt.id, quantity: 1, request_key: key(), address: ADDRESS }),
      Errors.SHOP_LIMIT_REACHED.code,
    );

    expect(expectOk(await get(t, '/api/redemption/history', other.token)).items).toEqual([]);

    const waiting = expectOk(await get(t, '/api/admin/shop/orders?status=ordered', finance));
    expect(waiting.items.map((o: Json) => o.id)).toContain(d.order.id);
    expectInvalid(await post(t, `/api/admin/shop/orders/${d.order.id}/ship`, { carrier: 'Kerry' }, support), 'tracking_no');
    expectError(await post(t, `/api/admin/shop/orders/${d.order.id}/deliver`, {}, support), Errors.SHOP_ORDER_STATE.code);
    expect(
      (await post(t, `/api/admin/shop/orders/${d.order.id}/ship`, { carrier: 'Kerry', tracking_no: 'KEX123456' }, finance)).statusCode,
    ).toBe(403);
    const shipped = expectOk(
      await post(t, `/api/admin/shop/orders/${d.order.id}/ship`, { carrier: 'Kerry', tracking_no: 'KEX123456' }, support),
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      status_name: 'จัดส่งแล้ว',
      carrier: 'Kerry',
      tracking_no: 'KEX123456',
      phone: m.phone,
    });
    expectError(
      await post(t, `/api/admin/shop/orders/${d.order.id}/ship`, { carrier: 'Kerry', tracking_no: 'KEX999' }, support),
      Errors.SHOP_ORDER_STATE.code,
    );
    expect(expectOk(await get(t, '/api/redemption/history', m.token)).items[0]).toMatchObject({
      status: 'shipped',
      tracking_no: 'KEX123456',
    });
    const delivered = expectOk(await post(t, `/api/admin/shop/orders/${d.order.id}/deliver`, {}, support));
    expect(delivered).toMatchObject({ status: 'delivered', status_name: 'ได้รับแล้ว' });
    expectError(
      await post(t, `/api/admin/shop/orders/${d.order.id}/cancel`, { reason: 'ยกเลิกหลังส่งแล้ว' }, support),
      Errors.SHOP_ORDER_STATE.code,
    );
    expectError(
      await post(t, '/api/admin/shop/orders/999999/ship', { carrier: 'Kerry', tracking_no: 'KEX1234' }, support),
      Errors.SHOP_ORDER_NOT_FOUND.code,
    );
    const audits = await t.handle.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `shop_order:${d.order.id}`)
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['shop.order.deliver', 'shop.order.ship']);
    await expectLedgerSound(t);
  });

  it('cancel: two cancels at once refund once and give the stock and the limit back; vouchers cannot be cancelled', async () => {
    const m = await makeMember(t);
    await givePoints(t, m.id, 5_000);
    const phones = await makeItem(t, support, {
      name: 'หูฟังทดสอบ',
      kind: 'physical',
      value: null,
      turnover_multiplier: 0,
      points_cost: 5_000,
      image: 'headphones',
      stock: 5,
      per_member_limit: 1,
    });
    const d = expectOk(await redeem(m.token, { item_id: phones.id, quantity: 1, request_key: key(), address: ADDRESS }));
    expect(await pointsOf(t, m.id)).toBe(0);
    expect(await stockOf(t, phones.id)).toBe(4);
    expectInvalid(await post(t, `/api/admin/shop/orders/${d.order.id}/cancel`, { reason: 'สั้น' }, support), 'reason');
    const answers = await Promise.all([
      post(t, `/api/admin/shop/orders/${d.order.id}/cancel`, { reason: 'สินค้าหมดจากผู้ผลิต' }, support),
      post(t, `/api/admin/shop/orders/${d.order.id}/cancel`, { reason: 'สินค้าหมดจากผู้ผลิต' }, support),
    ]);
    expect(answers.filter((r) => r.json().error === 0)).toHaveLength(1);
    for (const r of answers.filter((x) => x.json().error !== 0)) expectError(r, Errors.SHOP_ORDER_STATE.code);
    expect(await pointsOf(t, m.id)).toBe(5_000);
    expect(await stockOf(t, phones.id)).toBe(5);
    const h = expectOk(await get(t, '/api/redemption/history', m.token));
    expect(h.items[0]).toMatchObject({ status: 'cancelled', status_name: 'ยกเลิก คืนแต้มแล้ว', cancel_reason: 'สินค้าหมดจากผู้ผลิต' });
    // The cancelled unit no longer counts toward the member's limit.
    expectOk(await redeem(m.token, { item_id: phones.id, quantity: 1, request_key: key(), address: ADDRESS }));

    const v = await makeItem(t, support, { name: 'บัตรยกเลิกไม่ได้', points_cost: 10, value: 1 });
    await givePoints(t, m.id, 10);
    const vo = expectOk(await redeem(m.token, { item_id: v.id, quantity: 1, request_key: key() }));
    expectError(
      await post(t, `/api/admin/shop/orders/${vo.order.id}/cancel`, { reason: 'ยกเลิกบัตรกำนัล' }, support),
      Errors.SHOP_ORDER_STATE.code,
    );
    await expectLedgerSound(t);
  });

  it('operators: items created and edited (stock untouched by an edit), stock moved by delta never below zero, roles, audit', async () => {
    expect(
      (await post(t, '/api/admin/shop/items', { name: 'x', image: 'gift', kind: 'credit', points_cost: 1, value: 1 }, finance)).statusCode,
    ).toBe(403);
    expectInvalid(
      await post(t, '/api/admin/shop/items', { name: 'ไม่มีมูลค่า', image: 'gift', kind: 'credit', points_cost: 10 }, support),
      'value',
    );
    expectInvalid(
      await post(
        t,
        '/api/admin/shop/items',
        { name: 'รูปผิด', image: 'javascript:alert(1)', kind: 'credit', points_cost: 10, value: 1 },
        support,
      ),
      'image',
    );
    expectInvalid(
      await post(
        t,
        '/api/admin/shop/items',
        { name: 'สต็อกติดลบ', image: 'gift', kind: 'credit', points_cost: 10, value: 1, stock: -1 },
        support,
      ),
      'stock',
    );
    expectInvalid(
      await post(
        t,
        '/api/admin/shop/items',
        { name: 'สปินทศนิยม', image: 'spins', kind: 'free_spins', points_cost: 10, value: 1.5 },
        support,
      ),
      'value',
    );
    const item = await makeItem(t, support, { name: 'ของแก้ไข', image: 'https://cdn.example.com/a.png', stock: 5 });
    const edited = expectOk(
      await put(
        t,
        `/api/admin/shop/items/${item.id}`,
        { name: 'ของแก้ไขแล้ว', image: '/images/shop/a.svg', kind: 'credit', points_cost: 600, value: 60, unlimited_stock: false, sort: 9 },
        support,
      ),
    );
    expect(edited).toMatchObject({ name: 'ของแก้ไขแล้ว', points_cost: 600, value: 60, stock: 5, sort: 9 });
    expectOk(await post(t, `/api/admin/shop/items/${item.id}/stock`, { delta: 3 }, support));
    expect(await stockOf(t, item.id)).toBe(8);
    expectError(await post(t, `/api/admin/shop/items/${item.id}/stock`, { delta: -9 }, support), Errors.SHOP_STOCK_NEGATIVE.code);
    expect(await stockOf(t, item.id)).toBe(8);
    expectInvalid(await post(t, `/api/admin/shop/items/${item.id}/stock`, { delta: 0 }, support), 'delta');
    expectError(await post(t, '/api/admin/shop/items/999999/stock', { delta: 1 }, support), Errors.SHOP_ITEM_NOT_FOUND.code);
    const unlimited = expectOk(
      await put(
        t,
        `/api/admin/shop/items/${item.id}`,
        { name: 'ของแก้ไขแล้ว', image: 'gift', kind: 'credit', points_cost: 600, value: 60, unlimited_stock: true },
        support,
      ),
    );
    expect(unlimited.stock).toBeNull();
    expectError(await post(t, `/api/admin/shop/items/${item.id}/stock`, { delta: 1 }, support), Errors.SHOP_STOCK_UNLIMITED.code);
    const all = expectOk(await get(t, '/api/admin/shop/items', finance));
    expect(all.items.find((i: Json) => i.id === item.id)).toMatchObject({ name: 'ของแก้ไขแล้ว', redeemed: 0, to_ship: 0 });
    const audits = await t.handle.db.selectFrom('operator_audit').select('action').where('target', '=', `shop_item:${item.id}`).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['shop.item.create', 'shop.item.stock', 'shop.item.update', 'shop.item.update']);
  });

  it('the report per Bangkok day: orders, points spent, baht and spins given, physical items, cancellations', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const r = expectOk(await get(t, `/api/admin/shop/report?from=${today}&to=${today}`, finance));
    expect(r.rows).toHaveLength(1);
    const row = r.rows[0];
    const orders = await t.handle.db.selectFrom('shop_order').selectAll().execute();
    const live = orders.filter((o) => o.status !== 'cancelled');
    expect(row.orders).toBe(live.length);
    expect(row.points_spent).toBe(live.reduce((s, o) => s + o.points, 0) / 100);
    expect(row.credit_given).toBe(live.filter((o) => o.kind === 'credit').reduce((s, o) => s + o.value_units, 0) / 100);
    expect(row.free_spins_given).toBe(live.filter((o) => o.kind === 'free_spins').reduce((s, o) => s + o.value_units, 0));
    expect(row.physical_items).toBe(live.filter((o) => o.kind === 'physical').reduce((s, o) => s + o.quantity, 0));
    expect(row.cancelled).toBe(1);
    expect(r.totals.orders).toBe(row.orders);
    expectInvalid(await get(t, `/api/admin/shop/report?from=${today}&to=2020-01-01`, finance), 'to');
    await expectLedgerSound(t);
  });
});
