import { createHash } from 'node:crypto';
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
import { closeDueRounds, resolveClosedYeekee } from './lifecycle';
import { buy, makeRound } from './test-support';
import { HOUSE_SHOOTER, shoot } from './yeekee';

describe(`Yeekee shooting and results (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const shootAs = (token: string, round_id: unknown, number: unknown) =>
    post(t, '/api/lotto/yeekee/shoot_number', { round_id, number }, token);

  /** The operator's house-shot setting of the Yeekee category (docs/lotto.md "Yeekee"). */
  async function setHouseShots(enabled: boolean) {
    const finance = await makeOperator(t, 'finance');
    const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'yeekee').executeTakeFirstOrThrow();
    const answer = expectOk(await put(t, `/api/admin/lotto/categories/${cat.id}/house-shots`, { enabled }, finance.token));
    expect(answer).toEqual({ category_id: cat.id, enabled });
  }

  type ListedShot = { seq: number; number: string; member: string; created_at: string };
  const digestOf = (shots: ListedShot[]) =>
    createHash('sha256')
      .update(shots.map((s) => `${s.seq}|${s.number}|${s.created_at}`).join('\n'))
      .digest('hex');

  it('members shoot 5-digit numbers while the round is open, once per 10 seconds, and everyone sees them', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const round = await makeRound(t, 'yeekee', { closesInMin: 10 });
    const first = expectOk(await shootAs(a.token, round, '01234'));
    expect(first).toMatchObject({ shot: { number: '01234' }, cooldown_seconds: 10 });
    expect(first.shot.member).toBe(`${a.phone.slice(0, 3)}xxxx${a.phone.slice(-3)}`);
    const again = expectError(await shootAs(a.token, round, '55555'), 5020);
    expect(again.message).toMatch(/รออีก \d+ วินาที/);
    expectOk(await shootAs(b.token, round, '99999'));

    const list = expectOk(await get(t, `/api/lotto/yeekee/list?round_id=${round}`));
    expect(list).toMatchObject({ shot_count: 2, poll_ms: 2000, round: { id: round, is_open: true } });
    expect(list.shots.map((s: { number: string; seq: number }) => [s.seq, s.number])).toEqual([
      [2, '99999'],
      [1, '01234'],
    ]);
    const newer = expectOk(await get(t, `/api/lotto/yeekee/list?round_id=${round}&after_id=${list.shots[0].id}`));
    expect(newer.shots).toEqual([]);
    expectError(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`), 5022);
  });

  it('refuses bad numbers, visitors, other categories and closed rounds', async () => {
    const m = await makeMember(t);
    const round = await makeRound(t, 'yeekee');
    for (const number of ['1234', '123456', 'abcde', '12 34', 12345, '']) expectInvalid(await shootAs(m.token, round, number), 'number');
    expectInvalid(await shootAs(m.token, 'x', '12345'), 'round_id');
    expect((await post(t, '/api/lotto/yeekee/shoot_number', { round_id: round, number: '12345' })).statusCode).toBe(401);
    const gov = await makeRound(t, 'gov');
    expectError(await shootAs(m.token, gov, '12345'), 5021);
    expectError(await get(t, `/api/lotto/yeekee/list?round_id=${gov}`), 5021);
    const ended = await makeRound(t, 'yeekee', { opensInMin: -20, closesInMin: -5 });
    expectError(await shootAs(m.token, ended, '12345'), 5023);
    expectError(await shootAs(m.token, 999_999, '12345'), 5, 404);
  });

  it("with house shots off (the operator's setting), a round with fewer than 20 shots is cancelled at close and every bill refunded, with the list and its SHA-256", async () => {
    await setHouseShots(false);
    const m = await makeMember(t);
    await fund(t, m.id, 100);
    const round = await makeRound(t, 'yeekee', { closesInMin: 30 });
    expectOk(await buy(t, m.token, round, [{ bet_type: '2bottom', number: '12', amount: 10 }]));
    const start = Date.now();
    for (let i = 0; i < 19; i++) await shoot(t.handle.db, m.id, round, String(i).padStart(5, '0'), new Date(start + i * 11_000));
    const closeAt = new Date(start + 31 * 60_000);
    expect(await closeDueRounds(t.handle.db, closeAt)).toContain(round);
    expect(await resolveClosedYeekee(t.handle.db, closeAt)).toBeGreaterThanOrEqual(1);
    const lists = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`));
    expect(lists.round).toMatchObject({ status: 'cancelled', cancel_reason: expect.stringMatching(/ไม่ถึง 20/) });
    expect(lists.shots).toHaveLength(19);
    expect(lists.proof).toMatchObject({ shot_count: 19, number: null, sum: null });
    const text = lists.shots
      .map((s: { seq: number; number: string; created_at: string }) => `${s.seq}|${s.number}|${s.created_at}`)
      .join('\n');
    expect(lists.proof.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(await mainBalance(t, m.id)).toBe(10_000);
    expect(expectOk(await get(t, '/api/lotto/bill/list', m.token)).items[0].status).toBe('refunded');
    expect(await verifyLedger(t.handle.db)).toEqual([]);
    await setHouseShots(true);
  });

  it('with 20 shots the result is (sum - the 16th most recent) mod 100000 and bills are settled on it', async () => {
    const shooters = await Promise.all(Array.from({ length: 4 }, () => makeMember(t)));
    const player = await makeMember(t);
    await fund(t, player.id, 1_000);
    const round = await makeRound(t, 'yeekee', { closesInMin: 30 });
    // Result worked by hand (results.test.ts): shots i*1001 for i = 1..20 -> 05205: 3 top 205, 2 top 05, 2 bottom 05.
    const { bill: b } = expectOk(
      await buy(t, player.token, round, [
        { bet_type: '3top', number: '205', amount: 1 },
        { bet_type: '3tote', number: '520', amount: 1 },
        { bet_type: '2top', number: '05', amount: 1 },
        { bet_type: '2bottom', number: '05', amount: 1 },
        { bet_type: 'runtop', number: '0', amount: 10 },
        { bet_type: 'runbottom', number: '9', amount: 10 },
      ]),
    );
    const start = Date.now();
    for (let i = 1; i <= 20; i++) {
      await shoot(t.handle.db, shooters[i % 4].id, round, String(i * 1001).padStart(5, '0'), new Date(start + i * 11_000));
    }
    const closeAt = new Date(start + 31 * 60_000);
    await closeDueRounds(t.handle.db, closeAt);
    await Promise.all([resolveClosedYeekee(t.handle.db, closeAt), resolveClosedYeekee(t.handle.db, closeAt)]);
    const lists = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`));
    expect(lists.round).toMatchObject({ status: 'resulted', result: { yeekee_number: '05205', top3: '205', top2: '05', bottom2: '05' } });
    expect(lists.proof).toMatchObject({ shot_count: 20, sum: 210_210, subtracted: { seq: 5, number: '05005' }, number: '05205' });
    // 3top 850 + tote 120 + 2top 90 + 2bottom 90 + run top '0' 10 x 3.2 = 32; run bottom '9' lost.
    expect(await mainBalance(t, player.id)).toBe((1_000 - 24 + 850 + 120 + 90 + 90 + 32) * 100);
    const detail = expectOk(await get(t, `/api/lotto/bill/detail?bill_id=${b.id}`, player.token));
    expect(detail).toMatchObject({ status: 'won', total_win: 1_182 });
    expect(detail.items.map((i: { status: string }) => i.status)).toEqual(['won', 'won', 'won', 'won', 'won', 'lost']);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('with house shots on (the default), the house shoots a short round up to 20 at close, once, and the round results and settles', async () => {
    const m = await makeMember(t);
    await fund(t, m.id, 100);
    const round = await makeRound(t, 'yeekee', { closesInMin: 30 });
    expectOk(await buy(t, m.token, round, [{ bet_type: '2bottom', number: '12', amount: 10 }]));
    const start = Date.now();
    for (let i = 0; i < 7; i++) await shoot(t.handle.db, m.id, round, String(i * 111).padStart(5, '0'), new Date(start + i * 11_000));
    const closeAt = new Date(start + 31 * 60_000);
    expect(await closeDueRounds(t.handle.db, closeAt)).toContain(round);
    // Two resolvers at once: the house shoots once (13 shots, not 26) and the result is taken once.
    await Promise.all([resolveClosedYeekee(t.handle.db, closeAt), resolveClosedYeekee(t.handle.db, closeAt)]);
    const lists = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`));
    expect(lists.round.status).toBe('resulted');
    const shots = lists.shots as ListedShot[];
    expect(shots).toHaveLength(20);
    // The members' shots first, then the house's, stored at the round's close and listed as the house.
    expect(shots.slice(0, 7).every((s) => s.member !== HOUSE_SHOOTER)).toBe(true);
    const house = shots.slice(7);
    expect(house.every((s) => s.member === HOUSE_SHOOTER && /^\d{5}$/.test(s.number))).toBe(true);
    expect(new Set(house.map((s) => s.created_at))).toEqual(new Set([lists.round.closes_at]));
    // The published proof covers every shot, the house's included, and gives the result.
    expect(lists.proof).toMatchObject({ shot_count: 20, number: lists.round.result.yeekee_number });
    expect(lists.proof.sha256).toBe(digestOf(shots));
    const sum = shots.reduce((a, s) => a + Number(s.number), 0);
    expect(lists.proof.sum).toBe(sum);
    expect(lists.proof.subtracted).toEqual({ seq: 5, number: shots[4].number });
    expect(lists.round.result.yeekee_number).toBe(String((sum - Number(shots[4].number)) % 100_000).padStart(5, '0'));
    // The bill is settled on that result, whichever it is.
    const bill = expectOk(await get(t, '/api/lotto/bill/list', m.token)).items[0];
    const won = lists.round.result.bottom2 === '12';
    expect(bill.status).toBe(won ? 'won' : 'lost');
    expect(await mainBalance(t, m.id)).toBe(won ? (100 - 10 + 900) * 100 : (100 - 10) * 100);
    expect(await verifyLedger(t.handle.db)).toEqual([]);
  });

  it('the house fills a round nobody shot into with 20 shots of its own', async () => {
    const round = await makeRound(t, 'yeekee', { closesInMin: 30 });
    const closeAt = new Date(Date.now() + 31 * 60_000);
    await closeDueRounds(t.handle.db, closeAt);
    await resolveClosedYeekee(t.handle.db, closeAt);
    const lists = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${round}`));
    expect(lists.round.status).toBe('resulted');
    expect((lists.shots as ListedShot[]).map((s) => s.member)).toEqual(Array(20).fill(HOUSE_SHOOTER));
    expect(lists.proof.sha256).toBe(digestOf(lists.shots));
  });

  it("house shots are the operator's setting: finance changes it (audited), support only reads it, only Yeekee has it", async () => {
    const support = await makeOperator(t, 'support');
    const finance = await makeOperator(t, 'finance');
    const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'yeekee').executeTakeFirstOrThrow();
    const url = `/api/admin/lotto/categories/${cat.id}/house-shots`;
    expect(expectOk(await get(t, url, support.token))).toEqual({ category_id: cat.id, enabled: true });
    expect((await put(t, url, { enabled: false }, support.token)).statusCode).toBe(403);
    expectInvalid(await put(t, url, { enabled: 'no' }, finance.token), 'enabled');
    const gov = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
    expectError(await get(t, `/api/admin/lotto/categories/${gov.id}/house-shots`, support.token), 5021);
    await setHouseShots(false);
    expect(expectOk(await get(t, url, support.token)).enabled).toBe(false);
    await setHouseShots(true);
    const audits = await t.handle.db
      .selectFrom('operator_audit')
      .select(['detail'])
      .where('action', '=', 'lotto.house_shots')
      .orderBy('id')
      .execute();
    expect(audits.slice(-2).map((a) => a.detail)).toEqual([{ enabled: false }, { enabled: true }]);
  });
});
