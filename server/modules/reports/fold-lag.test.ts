import type { Dashboard } from '@contract/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, expectOk, fund, get, makeMember, makeOperator, type TestContext } from '../../test';
import { foldLedger } from './index';

/** The dashboard says how far the rollup is behind (docs/reports.md "Freshness"): the back office warns on it. */
describe(`dashboard fold freshness (${engineName()})`, () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await makeOperator(t, 'finance')).token;
  });
  afterAll(async () => t.close());

  const read = async () => expectOk<Dashboard>(await get(t, '/api/admin/reports/dashboard', token));

  it('counts what waits for the fold, flags a transfer waiting over a minute, and clears after a fold', async () => {
    const first = await read();
    expect(first.fold).toEqual({ folded_at: null, pending: 0, lagging: false, lag_limit_seconds: 60 });

    const m = await makeMember(t);
    const d1 = await fund(t, m.id, 100);
    await fund(t, m.id, 50);
    const fresh = await read();
    // Exact figures either way; two deposits wait, both younger than the limit.
    expect(fresh.today_figures.deposits).toEqual({ count: 2, amount: 150 });
    expect(fresh.fold).toMatchObject({ folded_at: null, pending: 2, lagging: false });

    // The first deposit has waited two minutes: the fold is behind. (Today still: the deposit stays on
    // today's Bangkok day unless the test runs in the first two minutes after midnight.)
    await sql`update ledger_transfer set created_at = now() - interval '2 minutes' where id = ${d1.id}`.execute(t.handle.db);
    const late = await read();
    expect(late.fold).toMatchObject({ pending: 2, lagging: true });

    const run = await foldLedger(t.handle.db, { lagMs: 0 });
    expect(run.batches).toBeGreaterThan(0);
    const after = await read();
    expect(after.fold.pending).toBe(0);
    expect(after.fold.lagging).toBe(false);
    expect(after.fold.folded_at).not.toBeNull();
    expect(Date.now() - new Date(after.fold.folded_at as string).getTime()).toBeLessThan(60_000);
    expect(after.month_figures.deposits).toEqual(late.month_figures.deposits);
  });
});
