import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, makeMember, type TestContext } from '../../test';
import { houseAccountId, memberAccountId, recordTurnover, transfer, verifyLedger } from '../ledger';
import { blockingRequirement, cancelRequirement, createRequirement, reviewRequirements } from '.';

const DAY = 86_400_000;

describe(`wagering requirements (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await t.close();
  });

  let seq = 0;
  /** Moves satang between the member's main wallet and the house cash account (+ in, - out). */
  async function move(memberId: number, satang: number) {
    seq += 1;
    const wallet = await memberAccountId(t.handle.db, memberId);
    const cash = await houseAccountId(t.handle.db, 'cash');
    await transfer(t.handle.db, {
      key: `req-test:${seq}`,
      kind: satang > 0 ? 'deposit' : 'adjustment',
      currency: 'THB',
      debit: satang > 0 ? cash : wallet,
      credit: satang > 0 ? wallet : cash,
      amount: Math.abs(satang),
    });
  }
  const stake = (memberId: number, satang: number, at?: Date) => {
    seq += 1;
    return recordTurnover(t.handle.db, { key: `req-stake:${seq}`, memberId, product: 'slot', stake: satang, at });
  };
  const row = (id: number) =>
    t.handle.db
      .selectFrom('wagering_requirement')
      .select(['status', 'forfeit_reason', 'ended_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** A member holding `satang` in the main wallet. */
  async function member(satang = 100_000) {
    const m = await makeMember(t);
    if (satang > 0) await move(m.id, satang);
    return m;
  }

  it('creates one requirement per grant on the main wallet, counting only the stakes made from then', async () => {
    const m = await member();
    await stake(m.id, 30_000);
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `claim-${m.id}`,
      requiredTurnover: 100_000,
      maxWithdrawal: 50_000,
      expiresAt: new Date(Date.now() + 7 * DAY),
    });
    expect(r.created).toBe(true);
    const stored = await t.handle.db.selectFrom('wagering_requirement').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      member_id: m.id,
      account_id: await memberAccountId(t.handle.db, m.id),
      source: 'promotion',
      source_id: `claim-${m.id}`,
      required_turnover: 100_000,
      turnover_base: 30_000,
      max_withdrawal: 50_000,
      balance_floor: 100,
      status: 'active',
      forfeit_reason: null,
      ended_at: null,
    });
    let [p] = await reviewRequirements(t.handle.db, m.id);
    expect(p).toMatchObject({ id: r.id, source: 'promotion', required: 100_000, done: 0, remaining: 100_000, maxWithdrawal: 50_000 });
    await stake(m.id, 20_000);
    [p] = await reviewRequirements(t.handle.db, m.id);
    expect(p).toMatchObject({ done: 20_000, remaining: 80_000 });

    // The same grant again: the first requirement, nothing new.
    const again = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `claim-${m.id}`,
      requiredTurnover: 1,
    });
    expect(again).toEqual({ id: r.id, created: false });
    expect(await reviewRequirements(t.handle.db, m.id)).toHaveLength(1);
    // Another member cannot take over that grant's requirement.
    const other = await member();
    await expect(
      createRequirement(t.handle.db, { memberId: other.id, source: 'promotion', sourceId: `claim-${m.id}`, requiredTurnover: 1 }),
    ).rejects.toThrow(/another member/);
  });

  it('refuses terms that make no sense', async () => {
    const m = await member();
    const base = { memberId: m.id, source: 'manual' as const, sourceId: 'x', requiredTurnover: 1_000 };
    await expect(createRequirement(t.handle.db, { ...base, requiredTurnover: -1 })).rejects.toThrow(RangeError);
    await expect(createRequirement(t.handle.db, { ...base, requiredTurnover: 10.5 })).rejects.toThrow(RangeError);
    await expect(createRequirement(t.handle.db, { ...base, maxWithdrawal: 0 })).rejects.toThrow(RangeError);
    await expect(createRequirement(t.handle.db, { ...base, balanceFloor: -100 })).rejects.toThrow(RangeError);
    await expect(createRequirement(t.handle.db, { ...base, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(RangeError);
    await expect(createRequirement(t.handle.db, { ...base, sourceId: '' })).rejects.toThrow(RangeError);
    expect(await reviewRequirements(t.handle.db, m.id)).toEqual([]);
  });

  it('counts every stake for each requirement on its own, and blocks with the one that has the most left', async () => {
    const m = await member();
    expect(await blockingRequirement(t.handle.db, m.id)).toBeNull();
    const small = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'coupon',
      sourceId: `c-${m.id}`,
      requiredTurnover: 50_000,
    });
    const big = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'cashback',
      sourceId: `cb-${m.id}`,
      requiredTurnover: 100_000,
    });
    await stake(m.id, 30_000);
    const progress = await reviewRequirements(t.handle.db, m.id);
    expect(progress.map((p) => [p.id, p.done, p.remaining])).toEqual([
      [small.id, 30_000, 20_000],
      [big.id, 30_000, 70_000],
    ]);
    expect(await blockingRequirement(t.handle.db, m.id)).toMatchObject({ id: big.id, remaining: 70_000 });
  });

  it('completes a requirement once its turnover is staked, and then it blocks nothing', async () => {
    const m = await member();
    const r = await createRequirement(t.handle.db, { memberId: m.id, source: 'quest', sourceId: `q-${m.id}`, requiredTurnover: 40_000 });
    await stake(m.id, 25_000);
    expect(await blockingRequirement(t.handle.db, m.id)).toMatchObject({ id: r.id, remaining: 15_000 });
    await stake(m.id, 15_000);
    expect(await blockingRequirement(t.handle.db, m.id)).toBeNull();
    expect(await row(r.id)).toMatchObject({ status: 'met', forfeit_reason: null, ended_at: expect.any(Date) });
    // Ended once: a later review leaves it as it is.
    const ended = (await row(r.id)).ended_at;
    expect(await reviewRequirements(t.handle.db, m.id)).toEqual([]);
    expect((await row(r.id)).ended_at).toEqual(ended);
  });

  it('forfeits an unmet requirement once it expires, counting no stake after its expiry day', async () => {
    const m = await member();
    const now = Date.now();
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'shop_voucher',
      sourceId: `v-${m.id}`,
      requiredTurnover: 60_000,
      expiresAt: new Date(now + DAY),
    });
    await stake(m.id, 10_000);
    // Staked three days later: after the expiry day, so it does not count.
    await stake(m.id, 90_000, new Date(now + 3 * DAY));
    const before = await reviewRequirements(t.handle.db, m.id, new Date(now + DAY - 60_000));
    expect(before).toMatchObject([{ id: r.id, done: 10_000, remaining: 50_000 }]);
    expect(await blockingRequirement(t.handle.db, m.id, new Date(now + 4 * DAY))).toBeNull();
    expect(await row(r.id)).toMatchObject({ status: 'forfeited', forfeit_reason: 'expired', ended_at: expect.any(Date) });

    // Met within its days but looked at only after it expired: met, not expired.
    const n = await member();
    const s = await createRequirement(t.handle.db, {
      memberId: n.id,
      source: 'promotion',
      sourceId: `p-${n.id}`,
      requiredTurnover: 20_000,
      expiresAt: new Date(now + DAY),
    });
    await stake(n.id, 20_000);
    expect(await reviewRequirements(t.handle.db, n.id, new Date(now + 2 * DAY))).toEqual([]);
    expect(await row(s.id)).toMatchObject({ status: 'met' });
  });

  it('forfeits once a movement left the wallet below the balance floor, even when a deposit came after', async () => {
    const m = await member(10_000);
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `f-${m.id}`,
      requiredTurnover: 500_000,
    });
    await move(m.id, -9_950); // 0.50 baht left: under the 1 baht floor
    await move(m.id, 20_000); // then a deposit
    expect(await blockingRequirement(t.handle.db, m.id)).toBeNull();
    expect(await row(r.id)).toMatchObject({ status: 'forfeited', forfeit_reason: 'balance_floor' });

    // Down to exactly the floor is not below it; a floor of 0 never ends it.
    const n = await member(10_000);
    const atFloor = await createRequirement(t.handle.db, {
      memberId: n.id,
      source: 'manual',
      sourceId: `f1-${n.id}`,
      requiredTurnover: 500_000,
    });
    const noFloor = await createRequirement(t.handle.db, {
      memberId: n.id,
      source: 'manual',
      sourceId: `f0-${n.id}`,
      requiredTurnover: 400_000,
      balanceFloor: 0,
    });
    await move(n.id, -9_900);
    expect((await reviewRequirements(t.handle.db, n.id)).map((p) => p.id)).toEqual([atFloor.id, noFloor.id]);
    await move(n.id, -100);
    expect((await reviewRequirements(t.handle.db, n.id)).map((p) => p.id)).toEqual([noFloor.id]);
    expect(await row(atFloor.id)).toMatchObject({ status: 'forfeited', forfeit_reason: 'balance_floor' });

    // A low balance before the requirement started does not end it.
    const o = await member(10_000);
    await move(o.id, -9_990);
    await move(o.id, 10_000); // the grant
    const fresh = await createRequirement(t.handle.db, {
      memberId: o.id,
      source: 'promotion',
      sourceId: `f2-${o.id}`,
      requiredTurnover: 1_000,
    });
    expect(await blockingRequirement(t.handle.db, o.id)).toMatchObject({ id: fresh.id });
  });

  it("ends on the member's cancel, only the member's own and only while active", async () => {
    const m = await member();
    const other = await member();
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `x-${m.id}`,
      requiredTurnover: 100_000,
    });
    await expect(cancelRequirement(t.handle.db, other.id, r.id)).rejects.toMatchObject({ def: Errors.REQUIREMENT_NOT_FOUND });
    await expect(cancelRequirement(t.handle.db, m.id, 999_999_999)).rejects.toMatchObject({ def: Errors.REQUIREMENT_NOT_FOUND });
    expect(await row(r.id)).toMatchObject({ status: 'active' });
    expect(await cancelRequirement(t.handle.db, m.id, r.id)).toEqual({ forfeited: 0, balance: 100_000 });
    expect(await row(r.id)).toMatchObject({ status: 'forfeited', forfeit_reason: 'cancelled', ended_at: expect.any(Date) });
    await expect(cancelRequirement(t.handle.db, m.id, r.id)).rejects.toMatchObject({ def: Errors.REQUIREMENT_ENDED });
    expect(await blockingRequirement(t.handle.db, m.id)).toBeNull();
  });

  it('ends a requirement once when two reviews run at once', async () => {
    const m = await member();
    const r = await createRequirement(t.handle.db, {
      memberId: m.id,
      source: 'promotion',
      sourceId: `c-${m.id}`,
      requiredTurnover: 10_000,
    });
    await stake(m.id, 10_000);
    const results = await Promise.all([reviewRequirements(t.handle.db, m.id), reviewRequirements(t.handle.db, m.id)]);
    expect(results).toEqual([[], []]);
    expect(await row(r.id)).toMatchObject({ status: 'met' });
  });
});
