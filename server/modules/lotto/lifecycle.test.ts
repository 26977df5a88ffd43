import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, type TestContext } from '../../test';
import { closeDueRounds, createRoundsAhead, runLottoCycle } from './lifecycle';
import { secondProcess } from './test-support';

const bkk = (s: string) => new Date(`${s}+07:00`);

describe(`scheduled round transitions with an injected clock (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const countBy = async () => {
    const rows = await t.handle.db
      .selectFrom('lotto_round as r')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['c.code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('c.code')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.code, Number(r.n)]));
  };

  it('creates the rounds ahead once, even from two processes at the same moment', async () => {
    const now = bkk('2025-01-10T05:00:00');
    const other = await secondProcess(t);
    try {
      const [a, b] = await Promise.all([createRoundsAhead(t.handle.db, now), createRoundsAhead(other.db, now)]);
      // gov 2, BAAC 1, Lao 3, Hanoi 7, 16 weekday stock lotteries x 5, Egypt 5, Yeekee 88.
      expect(a + b).toBe(186);
    } finally {
      await other.close();
    }
    expect(await createRoundsAhead(t.handle.db, now)).toBe(0);
    const counts = await countBy();
    expect(counts).toMatchObject({ gov: 2, baac: 1, lao: 3, hanoi: 7, nikkei_am: 5, egypt: 5, dowjones: 5, yeekee: 88 });
    const gov = await t.handle.db.selectFrom('lotto_round').selectAll().where('category_id', '=', 1).orderBy('closes_at').execute();
    expect(gov.map((r) => [r.draw_key, r.draw_date])).toEqual([
      ['2025-01-16', '2025-01-17'],
      ['2025-02-01', '2025-02-01'],
    ]);
    // Later that morning only what has newly entered the horizon is added (tomorrow's first Yeekee round).
    expect(await createRoundsAhead(t.handle.db, bkk('2025-01-10T06:20:00'))).toBe(1);
  });

  it('closes due rounds once, whichever process gets there first', async () => {
    const now = bkk('2025-01-10T06:20:00');
    const other = await secondProcess(t);
    let closed: number[][];
    try {
      closed = await Promise.all([closeDueRounds(t.handle.db, now), closeDueRounds(other.db, now), closeDueRounds(t.handle.db, now)]);
    } finally {
      await other.close();
    }
    const all = closed.flat();
    expect(all).toHaveLength(1);
    const round = await t.handle.db
      .selectFrom('lotto_round')
      .select(['draw_key', 'status'])
      .where('id', '=', all[0])
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ draw_key: '2025-01-10#01', status: 'closed' });
    expect(await closeDueRounds(t.handle.db, now)).toEqual([]);
  });

  it('one cycle later: a Yeekee round without shots gets 20 house shots, its result and proof, and is marked settled', async () => {
    const result = await runLottoCycle(t.handle.db, bkk('2025-01-10T06:31:00'));
    expect(result).toMatchObject({ closed: 1, yeekee: 2, refunded: 0 });
    const rows = await t.handle.db
      .selectFrom('lotto_round')
      .select(['draw_key', 'status', 'proof', 'settled_at'])
      .where('draw_key', 'in', ['2025-01-10#01', '2025-01-10#02'])
      .orderBy('draw_key')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['resulted', 'resulted']);
    expect(
      rows.every(
        (r) =>
          r.settled_at !== null &&
          r.proof?.shot_count === 20 &&
          /^\d{5}$/.test(r.proof.number ?? '') &&
          /^[0-9a-f]{64}$/.test(r.proof.sha256),
      ),
    ).toBe(true);
  });
});
