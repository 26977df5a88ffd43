import { randomUUID } from 'node:crypto';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectLedgerSound, makeMember, makeOperator, type TestContext } from '../../test';
import { memberPoints } from '../ledger';
import { knownAccounts } from '../prizes';
import { spinWheel, wheelConfigV2 } from '.';
import { knownPair, takeSpinId } from './pairs';
import { currentBoard, wheelSettings } from './settings';
import { type SpinRequest, spinBatchFigures, spinTogether, writeSpins } from './spin-batch';
import { givePoints, sameBoard, saveBoard, saveSettings, spinsOf } from './test-support';
import { NOT_OWNED, type SpinOutcome } from './write';

/**
 * Spins that arrive together share ONE statement (spin-batch.ts, docs/engagement.md "Spinning"):
 * each spin its own ledger movements under its own keys, a spin short of points refused alone, a
 * request key used before answered by its first spin, a pair known wrongly only sends that spin to
 * the slow path; through the batcher, a member at its daily cap with spins queued gets exactly the
 * spins left while other members' spins go together; a statement that fails is retried spin by spin.
 */
describe(`wheel spins in one statement (${engineName()})`, () => {
  let t: TestContext;
  let support: { token: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    support = await makeOperator(t, 'support');
    await saveSettings(t, support.token, { point_daily_cap: 20 });
    await saveBoard(t, support.token, sameBoard('points', 20));
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });

  /** A member with `points`, the wheel page opened (the pair and the accounts known to this node). */
  async function member(points: number) {
    const m = await makeMember(t);
    if (points > 0) await givePoints(t, m.id, points);
    await wheelConfigV2(t.handle.db, m.id);
    return m;
  }

  /** What spin.ts's fast path hands the batcher for this member. */
  async function request(memberId: number, request_key: string = randomUUID()): Promise<SpinRequest> {
    const db = t.handle.db;
    const now = new Date();
    const pair = knownPair(db, memberId);
    const accounts = knownAccounts(db, memberId);
    const board = await currentBoard(db);
    if (!pair || !accounts || !board) throw new Error('page not opened');
    return {
      memberId,
      body: { tab: 2, request_key },
      settings: await wheelSettings(db),
      board,
      day: bangkokToday(now),
      now,
      draw: { pair, accounts, spinId: await takeSpinId(db) },
    };
  }

  const nonceOf = async (memberId: number) =>
    (
      await t.handle.db
        .selectFrom('wheel_seed')
        .select('nonce')
        .where('member_id', '=', memberId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
    ).nonce;

  const transferKeys = async (spinId: number) =>
    (
      await t.handle.db
        .selectFrom('ledger_transfer')
        .select('idempotency_key')
        .where('idempotency_key', 'like', `wheel:${spinId}:%`)
        .orderBy('idempotency_key')
        .execute()
    ).map((r) => r.idempotency_key);

  it('one statement, four members: two fresh spins, a replayed key, one short of points refused alone', async () => {
    const db = t.handle.db;
    const [a, b, c, poor] = [await member(300), await member(300), await member(300), await member(50)];
    // a spun before on key K: the batch answers that spin and moves nothing.
    const k = randomUUID();
    const first = await spinWheel(db, a.id, { tab: 2, request_key: k }, t.config.batch);
    expect(first.replayed).toBe(false);
    await wheelConfigV2(db, a.id);
    const reqs = [await request(a.id, k), await request(b.id), await request(c.id), await request(poor.id)];
    const out = await writeSpins(db, reqs, 3);
    expect(out).toHaveLength(4);
    const [ra, rb, rc, rp] = out as [SpinOutcome, SpinOutcome, SpinOutcome, unknown];
    expect(ra).toMatchObject({ replayed: true, spin: { id: first.spin.id, slot: 1 } });
    for (const [r, m, req] of [
      [rb, b, reqs[1]],
      [rc, c, reqs[2]],
    ] as const) {
      expect(r.replayed).toBe(false);
      expect(r.spin).toMatchObject({
        id: req.draw.spinId,
        member_id: m.id,
        tab: 2,
        slot: 1,
        nonce: 0,
        prize_kind: 'points',
        status: 'paid',
      });
      expect(r.state).toMatchObject({ usedPoints: 1, balances: { points: 220 } });
      expect(await memberPoints(db, m.id)).toBe(220);
      expect(await nonceOf(m.id)).toBe(1);
      expect(await spinsOf(t, m.id)).toBe(1);
      expect(await transferKeys(r.spin.id)).toEqual([`wheel:${r.spin.id}:prize`, `wheel:${r.spin.id}:spend`]);
    }
    expect(rp).toBeInstanceOf(AppError);
    expect((rp as AppError).def.code).toBe(Errors.POINTS_NOT_ENOUGH.code);
    expect(await memberPoints(db, poor.id)).toBe(50);
    expect(await spinsOf(t, poor.id)).toBe(0);
    expect(await nonceOf(poor.id)).toBe(0);
    expect(await transferKeys(reqs[3].draw.spinId)).toEqual([]);
    // a: one spin, one spend, still 220 points.
    expect(await spinsOf(t, a.id)).toBe(1);
    expect(await memberPoints(db, a.id)).toBe(220);
    await expectLedgerSound(t);
  });

  it('a pair known wrongly in a batch: that spin is not owned (the caller reads and retries), the others are made', async () => {
    const db = t.handle.db;
    const [a, b] = [await member(300), await member(300)];
    const stale = await request(a.id);
    // Another node spun a's pair twice meanwhile.
    await db.updateTable('wheel_seed').set({ nonce: 2 }).where('member_id', '=', a.id).where('status', '=', 'open').execute();
    const out = await writeSpins(db, [stale, await request(b.id)], 0);
    expect(out[0]).toBe(NOT_OWNED);
    expect((out[1] as SpinOutcome).spin.member_id).toBe(b.id);
    expect(await spinsOf(t, a.id)).toBe(0);
    expect(await memberPoints(db, a.id)).toBe(300);
    // Through spinWheel, the spin reads the pair and draws on its real nonce.
    const made = await spinWheel(db, a.id, { tab: 2, request_key: randomUUID() }, t.config.batch);
    expect(made.spin.nonce).toBe(2);
    expect(await memberPoints(db, a.id)).toBe(220);
  });

  it('at once through the batcher: a member at its daily cap gets exactly the spins left, the others share statements', async () => {
    const db = t.handle.db;
    await saveSettings(t, support.token, { point_daily_cap: 2 });
    const capped = await member(1_000);
    await spinWheel(db, capped.id, { tab: 2, request_key: randomUUID() }, t.config.batch);
    const others = await Promise.all(Array.from({ length: 6 }, () => member(300)));
    const before = spinBatchFigures(db);
    const calls = [
      ...Array.from({ length: 4 }, () => spinWheel(db, capped.id, { tab: 2, request_key: randomUUID() }, t.config.batch)),
      ...others.map((m) => spinWheel(db, m.id, { tab: 2, request_key: randomUUID() }, t.config.batch)),
    ];
    const settled = await Promise.allSettled(calls);
    const mine = settled.slice(0, 4);
    const made = mine.filter((s) => s.status === 'fulfilled') as PromiseFulfilledResult<SpinOutcome>[];
    expect(made).toHaveLength(1);
    expect(made[0].value.spin.slot).toBe(2);
    for (const s of mine.filter((x) => x.status === 'rejected') as PromiseRejectedResult[])
      expect((s.reason as AppError).def.code).toBe(Errors.WHEEL_DAILY_CAP.code);
    expect(await spinsOf(t, capped.id)).toBe(2);
    expect(await memberPoints(db, capped.id)).toBe(1_000 - 2 * 100 + 2 * 20);
    for (const [n, m] of others.entries()) {
      expect(settled[4 + n].status).toBe('fulfilled');
      expect(await memberPoints(db, m.id)).toBe(220);
    }
    // The spins went in fewer statements than spins: some statement carried several members.
    const after = spinBatchFigures(db);
    expect(after.requests - before.requests).toBeGreaterThanOrEqual(10);
    expect(after.statements - before.statements).toBeLessThan(after.requests - before.requests);
    expect(after.largest).toBeGreaterThan(1);
    await saveSettings(t, support.token, { point_daily_cap: 20 });
    await expectLedgerSound(t);
  });

  it('a statement that fails (one spin reuses a spin id) is retried spin by spin: only that spin fails', async () => {
    const db = t.handle.db;
    const [a, b, c] = [await member(300), await member(300), await member(300)];
    const earlier = await spinWheel(db, a.id, { tab: 2, request_key: randomUUID() }, t.config.batch);
    await wheelConfigV2(db, a.id);
    const bad = await request(a.id);
    bad.draw.spinId = earlier.spin.id;
    const reqs = [await request(b.id), bad, await request(c.id)];
    const before = spinBatchFigures(db);
    const settled = await Promise.allSettled(reqs.map((r) => spinTogether(db, r, t.config.batch)));
    expect(spinBatchFigures(db).fallbacks).toBe(before.fallbacks + 1);
    expect(settled[0]).toMatchObject({ status: 'fulfilled', value: { spin: { member_id: b.id } } });
    expect(settled[1].status).toBe('rejected');
    expect(settled[2]).toMatchObject({ status: 'fulfilled', value: { spin: { member_id: c.id } } });
    expect(await spinsOf(t, a.id)).toBe(1);
    expect(await memberPoints(db, a.id)).toBe(220);
    expect(await memberPoints(db, b.id)).toBe(220);
    expect(await memberPoints(db, c.id)).toBe(220);
    // The ledger holds each spin's movements once, on its own keys.
    const ids = [
      (settled[0] as PromiseFulfilledResult<SpinOutcome>).value.spin.id,
      (settled[2] as PromiseFulfilledResult<SpinOutcome>).value.spin.id,
    ];
    for (const id of ids) expect(await transferKeys(id)).toHaveLength(2);
    await expectLedgerSound(t);
  });
});
