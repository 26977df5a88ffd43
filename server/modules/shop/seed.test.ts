import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectLedgerSound, expectOk, get, mainBalance, makeMember, post, type TestContext } from '../../test';
import { seedDemoCoupons } from '../coupons';
import { seedDemoShop } from '.';
import { key, pointsOf } from './test-support';

type Json = ReturnType<typeof JSON.parse>;

/** The demo's items (docs/engagement.md "Demo") and the browser journey: POINTS500, then the 50-baht voucher. */
describe(`shop demo (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  it('seeds the five demo items once, however many starts', async () => {
    await seedDemoShop(t.handle.db);
    await seedDemoShop(t.handle.db);
    const list = expectOk(await get(t, '/api/redemption/list'));
    expect(list.items.map((i: Json) => [i.name, i.points_cost, i.gives, i.stock, i.per_member_limit, i.turnover_multiplier])).toEqual([
      ['เครดิตฟรี 50 บาท', 500, 'เครดิตฟรี 50 บาท', null, null, 1],
      ['เครดิตฟรี 100 บาท', 950, 'เครดิตฟรี 100 บาท', null, null, 0],
      ['ฟรีสปิน 10 ครั้ง', 300, 'ฟรีสปิน 10 ครั้ง', null, null, 0],
      ['เสื้อยืดลิมิเต็ด', 2000, 'เสื้อยืดลิมิเต็ด', 20, 1, 0],
      ['หูฟังไร้สาย', 5000, 'หูฟังไร้สาย', 5, null, 0],
    ]);
  });

  it('a member redeems POINTS500 and then the 50-baht voucher', async () => {
    await seedDemoCoupons(t.handle.db);
    const m = await makeMember(t);
    expectOk(await post(t, '/api/coupon/redeem', { code: 'POINTS500' }, m.token));
    expect(await pointsOf(t, m.id)).toBe(500);
    const list = expectOk(await get(t, '/api/redemption/list', m.token));
    const voucher = list.items.find((i: Json) => i.name === 'เครดิตฟรี 50 บาท');
    expect(voucher).toMatchObject({ can_afford: true, remaining: 10 });
    expect(list.items.find((i: Json) => i.name === 'เครดิตฟรี 100 บาท').can_afford).toBe(false);
    const d = expectOk(await post(t, '/api/redemption/redeem', { item_id: voucher.id, quantity: 1, request_key: key() }, m.token));
    expect(d.points).toBe(0);
    expect(await mainBalance(t, m.id)).toBe(5_000);
  });
});
