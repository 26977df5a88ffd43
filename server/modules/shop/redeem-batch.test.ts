import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectLedgerSound, mainBalance, makeMember, makeOperator, type TestContext } from '../../test';
import { knownAccounts, warmAccounts } from '../prizes';
import { knownItem, takeOrderId } from './known';
import { redeem } from './redeem';
import { type RedeemRequest, redeemBatchFigures, type Written, writeRedemptions } from './redeem-batch';
import { givePoints, key, makeItem, ordersOf, pointsOf, spinsOf, stockOf } from './test-support';

/**
 * Redemptions that arrive together share ONE statement (redeem-batch.ts, docs/engagement.md
 * "Redeeming"): each its own order, counter and ledger movements under its own keys; a replayed key
 * answers its first order; one short of points or at its limit is refused alone; through the
 * batcher, members racing for the last unit get exactly one order between them; a stale copy of an
 * item is priced again; the limit holds even when two statements of one member run at once (two nodes).
 */
describe(`shop redemptions in one statement (${engineName()})`, () => {
  let t: TestContext;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = (await makeOperator(t, 'support')).token;
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  async function member(points: number) {
    const m = await makeMember(t);
    if (points > 0) await givePoints(t, m.id, points);
    return m;
  }

  /** What redeem.ts hands the batcher for this member. */
  async function request(memberId: number, itemId: number, over: Partial<RedeemRequest> = {}): Promise<RedeemRequest> {
    const db = t.handle.db;
    const item = await knownItem(db, itemId);
    await warmAccounts(db, memberId);
    const accounts = knownAccounts(db, memberId);
    if (!item || !accounts) throw new Error('no item or accounts');
    return {
      memberId,
      itemId,
      quantity: 1,
      requestKey: key(),
      address: null,
      item,
      accounts,
      orderId: await takeOrderId(db),
      now: new Date(),
      ...over,
    };
  }

  const keysOf = async (orderId: number) =>
    (
      await t.handle.db
        .selectFrom('ledger_transfer')
        .select('idempotency_key')
        .where('idempotency_key', 'like', `shop:${orderId}:%`)
        .orderBy('idempotency_key')
        .execute()
    ).map((r) => r.idempotency_key);

  const heldOf = async (memberId: number, itemId: number) =>
    (
      await t.handle.db
        .selectFrom('shop_member_item')
        .select('quantity')
        .where('member_id', '=', memberId)
        .where('item_id', '=', itemId)
        .executeTakeFirst()
    )?.quantity ?? null;

  it('one statement, five members: a voucher, free spins, a replayed key, one short of points and one at its limit refused alone', async () => {
    const db = t.handle.db;
    const voucher = await makeItem(t, support, {
      name: 'ชุดเดียว 50',
      points_cost: 500,
      value: 50,
      turnover_multiplier: 1,
      stock: 10,
      per_member_limit: 1,
    });
    const spins = await makeItem(t, support, {
      name: 'ชุดเดียว สปิน',
      kind: 'free_spins',
      value: 5,
      points_cost: 200,
      turnover_multiplier: 0,
    });
    const [a, b, c, poor, full] = [await member(600), await member(600), await member(1_000), await member(100), await member(1_000)];
    // c redeemed on key K before; full holds its one unit already.
    const k = key();
    const first = await redeem(db, c.id, { item_id: voucher.id, quantity: 1, request_key: k }, t.config.batch);
    await redeem(db, full.id, { item_id: voucher.id, quantity: 1, request_key: key() }, t.config.batch);
    expect(await stockOf(t, voucher.id)).toBe(8);
    const reqs = [
      await request(a.id, voucher.id),
      await request(b.id, spins.id, { quantity: 2 }),
      await request(c.id, voucher.id, { requestKey: k }),
      await request(poor.id, voucher.id),
      await request(full.id, voucher.id),
    ];
    const out = (await writeRedemptions(db, reqs, 5)) as Written[];
    expect(out.map((w) => [w.owned, w.refused, w.moved, w.seen?.id ?? null])).toEqual([
      [true, false, true, null],
      [true, false, true, null],
      [false, false, false, first.order.id],
      [true, true, false, null],
      [false, false, false, null],
    ]);
    expect(out[4].held).toBe(1);
    // a: the voucher, its requirement, the counter, one unit of stock.
    expect(out[0].points).toBe(10_000);
    expect(await pointsOf(t, a.id)).toBe(100);
    expect(await mainBalance(t, a.id)).toBe(5_000);
    expect(await keysOf(reqs[0].orderId)).toEqual([`shop:${reqs[0].orderId}:grant`, `shop:${reqs[0].orderId}:spend`]);
    const req = await db
      .selectFrom('wagering_requirement')
      .select(['source', 'source_id', 'required_turnover', 'bonus_amount', 'title', 'forfeit_rule'])
      .where('member_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(req).toEqual({
      source: 'shop_voucher',
      source_id: `shop_order:${reqs[0].orderId}`,
      required_turnover: 5_000,
      bonus_amount: 5_000,
      title: 'แลกแต้ม: ชุดเดียว 50',
      forfeit_rule: 'bonus',
    });
    expect(await ordersOf(t, a.id)).toMatchObject([
      {
        id: reqs[0].orderId,
        item_id: voucher.id,
        quantity: 1,
        points: 50_000,
        value_units: 5_000,
        status: 'completed',
        item_name: 'ชุดเดียว 50',
      },
    ]);
    expect(await heldOf(a.id, voucher.id)).toBe(1);
    // b: two units of free spins, no requirement.
    expect(await spinsOf(t, b.id)).toBe(10);
    expect(await pointsOf(t, b.id)).toBe(200);
    expect(await ordersOf(t, b.id)).toMatchObject([
      { id: reqs[1].orderId, quantity: 2, points: 40_000, value_units: 10, status: 'completed' },
    ]);
    // c: the replay moved nothing; poor and full: nothing kept, no counter, no keys.
    expect(await pointsOf(t, c.id)).toBe(500);
    expect(await ordersOf(t, c.id)).toHaveLength(1);
    expect(await pointsOf(t, poor.id)).toBe(100);
    expect(await ordersOf(t, poor.id)).toHaveLength(0);
    expect(await heldOf(poor.id, voucher.id)).toBeNull();
    expect(await keysOf(reqs[3].orderId)).toEqual([]);
    expect(await pointsOf(t, full.id)).toBe(500);
    expect(await ordersOf(t, full.id)).toHaveLength(1);
    expect(await stockOf(t, voucher.id)).toBe(7);
    await expectLedgerSound(t);
  });

  it('through the batcher: eight members at once, one short of points and one over its limit, the others in shared statements', async () => {
    const db = t.handle.db;
    const item = await makeItem(t, support, { name: 'พร้อมกันแปดคน', points_cost: 100, value: 10, stock: 20, per_member_limit: 2 });
    const members = await Promise.all(Array.from({ length: 8 }, (_, n) => member(n === 0 ? 50 : 300)));
    // member 1 holds two units already: at its limit.
    await redeem(db, members[1].id, { item_id: item.id, quantity: 2, request_key: key() }, t.config.batch);
    const before = redeemBatchFigures(db);
    const answers = await Promise.allSettled(
      members.map((m) => redeem(db, m.id, { item_id: item.id, quantity: 1, request_key: key() }, t.config.batch)),
    );
    const after = redeemBatchFigures(db);
    expect(after.requests - before.requests).toBe(8);
    expect(after.statements - before.statements).toBeLessThan(8);
    const codes = answers.map((r) => (r.status === 'fulfilled' ? 0 : (r.reason as AppError).def.code));
    expect(codes).toEqual([Errors.POINTS_NOT_ENOUGH.code, Errors.SHOP_LIMIT_REACHED.code, 0, 0, 0, 0, 0, 0]);
    expect(await stockOf(t, item.id)).toBe(20 - 2 - 6);
    for (const m of members.slice(2)) expect(await pointsOf(t, m.id)).toBe(200);
    expect(await pointsOf(t, members[0].id)).toBe(50);
    expect(await pointsOf(t, members[1].id)).toBe(100);
    await expectLedgerSound(t);
  });

  it('the last unit raced by six members in one batch: exactly one order, the others SHOP_OUT_OF_STOCK with nothing kept', async () => {
    const db = t.handle.db;
    const item = await makeItem(t, support, { name: 'ชิ้นสุดท้ายแบทช์', points_cost: 100, value: 10, stock: 1 });
    const members = await Promise.all(Array.from({ length: 6 }, () => member(100)));
    const answers = await Promise.allSettled(
      members.map((m) => redeem(db, m.id, { item_id: item.id, quantity: 1, request_key: key() }, t.config.batch)),
    );
    const won = answers.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of answers)
      if (r.status === 'rejected') {
        expect((r.reason as AppError).def.code).toBe(Errors.SHOP_OUT_OF_STOCK.code);
        expect((r.reason as AppError).message).toBe('ของรางวัลนี้หมดแล้ว');
      }
    expect(await stockOf(t, item.id)).toBe(0);
    const orders = await db.selectFrom('shop_order').select('member_id').where('item_id', '=', item.id).execute();
    expect(orders).toHaveLength(1);
    let spent = 0;
    for (const m of members) spent += 100 - (await pointsOf(t, m.id));
    expect(spent).toBe(100);
    const counters = await db.selectFrom('shop_member_item').select('quantity').where('item_id', '=', item.id).execute();
    expect(counters.map((c) => c.quantity)).toEqual([1]);
    await expectLedgerSound(t);
  });

  it('the same key three times at once through the batcher: one order, one spend, two replays', async () => {
    const db = t.handle.db;
    const item = await makeItem(t, support, { name: 'คีย์ซ้ำแบทช์', points_cost: 100, value: 10 });
    const m = await member(500);
    const body = { item_id: item.id, quantity: 1, request_key: key() };
    const answers = await Promise.all([0, 1, 2].map(() => redeem(db, m.id, body, t.config.batch)));
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(answers.filter((a) => a.replayed)).toHaveLength(2);
    expect(await pointsOf(t, m.id)).toBe(400);
    expect(await ordersOf(t, m.id)).toHaveLength(1);
    await expect(redeem(db, m.id, { ...body, quantity: 2 }, t.config.batch)).rejects.toMatchObject({
      def: { code: Errors.IDEMPOTENCY_CONFLICT.code },
    });
  });

  it('a stale copy of the item is priced again: the new price is charged, never the old', async () => {
    const db = t.handle.db;
    const item = await makeItem(t, support, { name: 'ราคาเปลี่ยน', points_cost: 100, value: 10 });
    const m = await member(1_000);
    await redeem(db, m.id, { item_id: item.id, quantity: 1, request_key: key() }, t.config.batch);
    expect(await pointsOf(t, m.id)).toBe(900);
    // The price is raised (as the operator's edit does); this node still holds the old copy.
    await db.updateTable('shop_item').set({ points_cost: 30_000 }).where('id', '=', item.id).execute();
    expect((await knownItem(db, item.id))?.points_cost).toBe(10_000);
    const d = await redeem(db, m.id, { item_id: item.id, quantity: 1, request_key: key() }, t.config.batch);
    expect(d.order.points).toBe(300);
    expect(d.points).toBe(600);
    expect(await pointsOf(t, m.id)).toBe(600);
  });

  it('two statements of one member at once (two nodes) on a 1-per-member item: one order, one spend', async () => {
    const db = t.handle.db;
    const item = await makeItem(t, support, { name: 'สองโหนด', points_cost: 100, value: 10, per_member_limit: 1 });
    const m = await member(1_000);
    const [r1, r2] = [await request(m.id, item.id), await request(m.id, item.id)];
    const out = await Promise.allSettled([writeRedemptions(db, [r1], 1), writeRedemptions(db, [r2], 2)]);
    const moved = out.filter((o) => o.status === 'fulfilled' && (o.value[0] as Written).moved);
    expect(moved).toHaveLength(1);
    // The other either saw the counter (not claimed) or lost the race on the limit's guard (nothing kept).
    for (const o of out)
      if (o.status === 'rejected') expect(String((o.reason as Error).message)).toMatch(/shop per-member limit passed/);
      else if (!(o.value[0] as Written).moved) expect((o.value[0] as Written).owned).toBe(false);
    expect(await ordersOf(t, m.id)).toHaveLength(1);
    expect(await pointsOf(t, m.id)).toBe(900);
    expect(await heldOf(m.id, item.id)).toBe(1);
    await expect(redeem(db, m.id, { item_id: item.id, quantity: 1, request_key: key() }, t.config.batch)).rejects.toMatchObject({
      def: { code: Errors.SHOP_LIMIT_REACHED.code },
    });
    await expectLedgerSound(t);
  });
});
