import { randomUUID } from 'node:crypto';
import type { AdminShopItemCreateBody } from '@contract/admin-shop';
import { expectOk, post, type TestContext } from '../../test';
import { memberFreeSpins, memberPoints } from '../ledger';
import { grantPrize } from '../prizes';

/** The shop suites' fixtures: points given straight through the prizes core, items made by an operator. */

export async function givePoints(t: TestContext, memberId: number, points: number) {
  await t.handle.db.transaction().execute((trx) =>
    grantPrize(trx, {
      memberId,
      key: `test-points:${randomUUID()}`,
      kind: 'points',
      units: Math.round(points * 100),
      source: 'quest',
      sourceId: randomUUID(),
      title: 'แต้มทดสอบ',
      statementText: 'แต้มทดสอบ',
    }),
  );
}

export const pointsOf = (t: TestContext, memberId: number) => memberPoints(t.handle.db, memberId);
export const spinsOf = (t: TestContext, memberId: number) => memberFreeSpins(t.handle.db, memberId);

export const ADDRESS = {
  recipient_name: 'สมหญิง ใจดี',
  phone: '081-234-5678',
  address_line: '99/1 ถนนสุขุมวิท',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
};

export async function makeItem(t: TestContext, opToken: string, over: Partial<AdminShopItemCreateBody> = {}) {
  const body: AdminShopItemCreateBody = {
    name: 'เครดิตฟรี 50 บาท',
    image: 'voucher',
    kind: 'credit',
    points_cost: 500,
    value: 50,
    turnover_multiplier: 1,
    ...over,
  };
  return expectOk<{ id: number; stock: number | null }>(await post(t, '/api/admin/shop/items', body, opToken));
}

export const key = () => `k-${randomUUID()}`;

export async function stockOf(t: TestContext, itemId: number) {
  const r = await t.handle.db.selectFrom('shop_item').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow();
  return r.stock;
}

export async function ordersOf(t: TestContext, memberId: number) {
  return t.handle.db.selectFrom('shop_order').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}
