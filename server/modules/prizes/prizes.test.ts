import { Errors } from '@contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/reply';
import { createTestApp, engineName, expectLedgerSound, mainBalance, makeMember, type TestContext } from '../../test';
import { memberFreeSpins, memberPoints } from '../ledger';
import { houseFamilyTotal } from '../ledger/steps';
import { grantPrize, movePrizes, type PrizeGrant, pointsAccountId, refundPoints, spendFreeSpins, spendPoints, walletAccountId } from '.';

/**
 * The prizes core on both engines: each kind paid once per key, against its sharded house rows; a
 * spend refused when the member is short moves nothing (and aborts the caller's transaction);
 * refunds; the ledger sound after every step.
 */
describe(`prizes core (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t);
    await t.close();
  });
  const db = () => t.handle.db;
  const base = (memberId: number, key: string): Omit<PrizeGrant, 'kind' | 'units'> => ({
    memberId,
    key,
    source: 'wheel',
    sourceId: key,
    title: 'กงล้อนำโชค',
    statementText: 'รางวัลกงล้อนำโชค',
  });
  const requirements = (memberId: number) =>
    db().selectFrom('wagering_requirement').select(['required_turnover', 'source']).where('member_id', '=', memberId).execute();

  it('grants credit once per key, with its requirement', async () => {
    const m = await makeMember(t);
    const houseBefore = await houseFamilyTotal(db(), 'prizes');
    const g = () =>
      db()
        .transaction()
        .execute((trx) => grantPrize(trx, { ...base(m.id, `t:credit:${m.id}`), kind: 'credit', units: 5_000, turnoverMultiplier: 5 }));
    const first = await g();
    expect(first).toMatchObject({ replayed: false });
    expect(first.message).toBe('ได้รับ เครดิตฟรี 50 บาท ทำยอดเทิร์น 250 บาทก่อนถอน');
    const again = await g();
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(await mainBalance(t, m.id)).toBe(5_000);
    expect(await requirements(m.id)).toEqual([{ required_turnover: 25_000, source: 'wheel' }]);
    expect((await houseFamilyTotal(db(), 'prizes')).balance).toBe(houseBefore.balance - 5_000);
    await expectLedgerSound(t);
  });

  it('grants points and free spins once per key, at once too; none moves nothing', async () => {
    const m = await makeMember(t);
    const points = () =>
      db()
        .transaction()
        .execute((trx) => grantPrize(trx, { ...base(m.id, `t:pts:${m.id}`), kind: 'points', units: 1_050 }));
    const spins = () =>
      db()
        .transaction()
        .execute((trx) => grantPrize(trx, { ...base(m.id, `t:fs:${m.id}`), kind: 'free_spins', units: 3 }));
    const results = await Promise.all([points(), points(), spins(), spins()]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(2);
    expect(results[0].message).toBe('ได้รับ 10.5 แต้ม');
    expect(await memberPoints(db(), m.id)).toBe(10.5);
    expect(await memberFreeSpins(db(), m.id)).toBe(3);
    const none = await grantPrize(db(), { ...base(m.id, `t:none:${m.id}`), kind: 'none', units: 0 });
    expect(none).toMatchObject({ transferId: null, replayed: false });
    await expectLedgerSound(t);
  });

  it('a spend the member cannot afford is refused in Thai with nothing moved, and aborts its transaction', async () => {
    const m = await makeMember(t);
    await grantPrize(db(), { ...base(m.id, `t:pts2:${m.id}`), kind: 'points', units: 500 });
    let refused: unknown;
    try {
      await db()
        .transaction()
        .execute(async (trx) => {
          await grantPrize(trx, { ...base(m.id, `t:inside:${m.id}`), kind: 'points', units: 100 });
          await spendPoints(trx, { memberId: m.id, key: `t:spend-big:${m.id}`, units: 700, reference: 'ร้านแลกแต้ม' });
        });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).def.code).toBe(Errors.POINTS_NOT_ENOUGH.code);
    expect((refused as AppError).message).toBe('แต้มของท่านไม่เพียงพอ');
    // The grant inside the aborted transaction went with it.
    expect(await memberPoints(db(), m.id)).toBe(5);
    await expect(spendFreeSpins(db(), { memberId: m.id, key: `t:fs-none:${m.id}`, units: 1, reference: 'ฟรีสปิน' })).rejects.toMatchObject({
      def: { code: Errors.FREE_SPINS_NOT_ENOUGH.code },
    });
    expect(await memberFreeSpins(db(), m.id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('two spends racing for the last points: one goes through', async () => {
    const m = await makeMember(t);
    await grantPrize(db(), { ...base(m.id, `t:pts3:${m.id}`), kind: 'points', units: 1_000 });
    const spend = (n: number) =>
      db()
        .transaction()
        .execute((trx) => spendPoints(trx, { memberId: m.id, key: `t:race:${m.id}:${n}`, units: 600, reference: 'กงล้อ' }))
        .then(
          () => 'ok',
          (e: AppError) => e.def.code,
        );
    const results = await Promise.all([spend(1), spend(2)]);
    expect(results.sort()).toEqual([Errors.POINTS_NOT_ENOUGH.code, 'ok'].sort());
    expect(await memberPoints(db(), m.id)).toBe(4);
    await expectLedgerSound(t);
  });

  it('spends once per key and refunds once per key', async () => {
    const m = await makeMember(t);
    await grantPrize(db(), { ...base(m.id, `t:pts4:${m.id}`), kind: 'points', units: 2_000 });
    const s1 = await spendPoints(db(), { memberId: m.id, key: `t:spend:${m.id}`, units: 1_500, reference: 'ร้านแลกแต้ม' });
    const s2 = await spendPoints(db(), { memberId: m.id, key: `t:spend:${m.id}`, units: 1_500, reference: 'ร้านแลกแต้ม' });
    expect(s2.replayed).toBe(true);
    expect(s2.id).toBe(s1.id);
    expect(await memberPoints(db(), m.id)).toBe(5);
    await refundPoints(db(), { memberId: m.id, key: `t:refund:${m.id}`, units: 1_500, reference: 'ยกเลิกคำสั่งแลก' });
    await refundPoints(db(), { memberId: m.id, key: `t:refund:${m.id}`, units: 1_500, reference: 'ยกเลิกคำสั่งแลก' });
    expect(await memberPoints(db(), m.id)).toBe(20);
    await grantPrize(db(), { ...base(m.id, `t:fs2:${m.id}`), kind: 'free_spins', units: 2 });
    await spendFreeSpins(db(), { memberId: m.id, key: `t:fs-use:${m.id}`, units: 1, reference: 'ฟรีสปิน' });
    await spendFreeSpins(db(), { memberId: m.id, key: `t:fs-use:${m.id}`, units: 1, reference: 'ฟรีสปิน' });
    expect(await memberFreeSpins(db(), m.id)).toBe(1);
    await expectLedgerSound(t);
  });

  it('movePrizes: a spend and its prize in one statement, balances after answered; points short moves nothing', async () => {
    const m = await makeMember(t);
    await grantPrize(db(), { ...base(m.id, `t:mp-pts:${m.id}`), kind: 'points', units: 1_000 });
    const accounts = { points: await pointsAccountId(db(), m.id), wallet: await walletAccountId(db(), m.id), freeSpins: null };
    const move = (n: number, units: number) =>
      movePrizes(db(), {
        name: 'test_move_prizes',
        memberId: m.id,
        accounts,
        alone: true,
        spend: { key: `t:mp:${m.id}:${n}:spend`, units, reference: 'ร้านแลกแต้ม' },
        grant: { key: `t:mp:${m.id}:${n}:grant`, kind: 'credit', units: 2_500, title: 'ร้านแลกแต้ม', statementText: 'แลกแต้ม' },
      });
    const made = await move(1, 600);
    expect(made.owned).toBe(true);
    if (!made.owned) return;
    expect(made.balances).toEqual({ points: 400, credit: 2_500, freeSpins: 0 });
    expect(made.spent?.debitBalanceAfter).toBe(400);
    expect(made.granted?.creditBalanceAfter).toBe(2_500);
    await expect(move(2, 600)).rejects.toMatchObject({ def: { code: Errors.POINTS_NOT_ENOUGH.code } });
    expect(await memberPoints(db(), m.id)).toBe(4);
    expect(await mainBalance(t, m.id)).toBe(2_500);
    await expectLedgerSound(t);
  });
});
