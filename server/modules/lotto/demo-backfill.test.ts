import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, get, type TestContext } from '../../test';
import { BACKFILL_DAYS, backfillDemoResults } from './demo-backfill';
import { latestResults } from './reads';
import { runResultSource } from './result-job';
import { sandboxSource } from './result-sources';
import { SEED_ORIGIN, seedGovernmentHistory } from './seed-history';
import { HOUSE_SHOOTER } from './yeekee';

const DAY_MS = 86_400_000;
const DEMO = { production: false, sandboxEnabled: true };
/** Bangkok wall-clock time as an instant. */
const bkk = (local: string) => new Date(`${local}+07:00`);

/**
 * The demo's back-fill (docs/lotto.md "The demo's back-fill"): a fresh demo shows two weeks of results
 * for every category, each marked as the sandbox's, with the real seeded government draws left real.
 */
describe(`the demo's back-fill of lotto results (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t?.close());
  const db = () => t.handle.db;

  it('never runs in production, nor with the lotto sandbox off', async () => {
    await expect(backfillDemoResults(db(), { production: true, sandboxEnabled: true })).rejects.toThrow(/production/);
    await expect(backfillDemoResults(db(), { production: false, sandboxEnabled: false })).rejects.toThrow();
    expect(await db().selectFrom('lotto_round').select('id').execute()).toEqual([]);
  });

  it('leaves the seeded real government draws real', async () => {
    const now = bkk('2026-07-10T12:00:00');
    await seedGovernmentHistory(db(), now);
    await backfillDemoResults(db(), DEMO, now);
    const july = await db()
      .selectFrom('lotto_round as r')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['r.result_source', 'r.result_sandbox', 'r.result'])
      .where('c.code', '=', 'gov')
      .where('r.draw_key', '=', '2026-07-01')
      .executeTakeFirstOrThrow();
    expect(july).toMatchObject({ result_source: SEED_ORIGIN, result_sandbox: false });
    // Everything the back-fill made is the sandbox's.
    const made = await db()
      .selectFrom('lotto_round')
      .select(['result_source', 'result_sandbox'])
      .where('result_source', '=', 'sandbox')
      .execute();
    expect(made.length).toBeGreaterThan(1000);
    expect(made.every((r) => r.result_sandbox)).toBe(true);
  });

  it('on a Friday evening: two weeks of results for every category, marked, with Yeekee from house shots; a draw not yet due is left to the sandbox job', async () => {
    const now = bkk('2026-11-27T18:20:00'); // Hanoi closed at 18:10, its result is due at 18:30
    const made = await backfillDemoResults(db(), DEMO, now);
    expect(made).toBeGreaterThan(1232);
    const cats = await db().selectFrom('lotto_category').select(['id', 'code']).where('active', '=', true).execute();
    const latest = (await latestResults(db(), {})).items;
    // Every category has a latest result, none older than the window, each marked as the sandbox's.
    expect(new Set(latest.map((r) => r.category_id))).toEqual(new Set(cats.map((c) => c.id)));
    for (const r of latest) {
      expect(now.getTime() - new Date(r.resulted_at).getTime()).toBeLessThanOrEqual(BACKFILL_DAYS * DAY_MS);
      expect(new Date(r.resulted_at).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.result.sandbox).toBe(true);
    }
    // The window holds 14 x 88 Yeekee rounds, each resulted from 20 house shots with its proof.
    const yeekee = await db()
      .selectFrom('lotto_round as r')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['r.id', 'r.status', 'r.result_sandbox', 'r.settled_at'])
      .where('c.code', '=', 'yeekee')
      .where('r.closes_at', '>', new Date(now.getTime() - BACKFILL_DAYS * DAY_MS))
      .where('r.closes_at', '<=', now)
      .execute();
    expect(yeekee).toHaveLength(BACKFILL_DAYS * 88);
    expect(yeekee.every((r) => r.status === 'resulted' && r.result_sandbox && r.settled_at !== null)).toBe(true);
    const lists = expectOk(await get(t, `/api/lotto/yeekee/lists?round_id=${yeekee[yeekee.length - 1].id}`));
    expect(lists.shots).toHaveLength(20);
    expect(lists.shots.every((s: { member: string }) => s.member === HOUSE_SHOOTER)).toBe(true);
    const text = lists.shots
      .map((s: { seq: number; number: string; created_at: string }) => `${s.seq}|${s.number}|${s.created_at}`)
      .join('\n');
    expect(lists.proof).toMatchObject({ shot_count: 20, number: lists.round.result.yeekee_number });
    expect(lists.proof.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(lists.round.result.sandbox).toBe(true);
    // Each made-up result has its applied entry, as the sandbox job's have.
    const entries = await db()
      .selectFrom('lotto_result_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('origin', '=', 'sandbox')
      .where('status', '=', 'applied')
      .executeTakeFirstOrThrow();
    const resulted = await db()
      .selectFrom('lotto_round')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('result_source', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(Number(resulted.n));

    // Today's Hanoi draw closed but is not due: the round exists, closed, and the sandbox job results it when due.
    const hanoi = await db()
      .selectFrom('lotto_round as r')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select(['r.id', 'r.status', 'r.result'])
      .where('c.code', '=', 'hanoi')
      .where('r.draw_key', '=', '2026-11-27')
      .executeTakeFirstOrThrow();
    expect(hanoi).toMatchObject({ status: 'closed', result: null });
    await runResultSource(db(), sandboxSource({ production: false, enabled: true }), bkk('2026-11-27T18:31:00'));
    const after = await db()
      .selectFrom('lotto_round')
      .select(['status', 'result_sandbox'])
      .where('id', '=', hanoi.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'resulted', result_sandbox: true });
  });

  it('a second start adds only what is missing: nothing at the same moment, the new draws a day later', async () => {
    expect(await backfillDemoResults(db(), DEMO, bkk('2026-11-27T18:20:00'))).toBe(0);
    // Saturday evening: the rest of Friday's draws and Saturday's, nothing twice.
    const saturday = bkk('2026-11-28T20:00:00');
    expect(await backfillDemoResults(db(), DEMO, saturday)).toBeGreaterThan(0);
    const dupes = await db()
      .selectFrom('lotto_round')
      .select(['category_id', 'draw_key'])
      .groupBy(['category_id', 'draw_key'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(dupes).toEqual([]);
    // On the weekend the stock markets are shut: their latest result is Friday's, still shown.
    const latest = (await latestResults(db(), {})).items;
    const nikkei = latest.find((r) => r.category_code === 'nikkei_am');
    expect(nikkei?.draw_date).toBe('2026-11-27');
    const yeekee = latest.find((r) => r.category_code === 'yeekee');
    expect(new Date(yeekee?.resulted_at ?? 0).getTime()).toBeGreaterThan(saturday.getTime() - 15 * 60_000);
  });
});
