import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engineName, fund, makeMember, type TestContext } from '../../test';
import { dashboard, foldLedger } from '../reports';
import { setFixtureResult, settleDueFixtures } from './settle';
import { placeTestBet } from './settle-test-support';
import { makeFixture } from './test-support';

/**
 * The back office's figures fold the in-house book as the game product 'sport': stakes are turnover,
 * payouts and corrections the house's result, before and after the rollup folds them.
 */
describe(`sport in the back office figures (${engineName()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  it('counts a bet as turnover, its payout and the correction taking it back as the house result', async () => {
    const db = t.handle.db;
    const { fixtureId, markets } = await makeFixture(db);
    const m = await makeMember(t);
    await fund(t, m.id, 1_000);
    await placeTestBet(db, m.id, 10_000, [{ marketId: markets['ft:hdp:-2'], selection: 'home' }]);
    await placeTestBet(db, m.id, 20_000, [{ marketId: markets['ft:ou:10'], selection: 'under' }]);
    const set = (ft: { home: number; away: number }) =>
      db.transaction().execute((trx) => setFixtureResult(trx, fixtureId, { status: 'finished', ht: { home: 0, away: 0 }, ft }, new Date()));
    // 2-0: home -0.5 wins 195 baht, under 2.5 wins 400 baht.
    await set({ home: 2, away: 0 });
    await settleDueFixtures(db, new Date());
    const sport = async () => (await dashboard(db, new Date())).today_figures.games.find((g) => g.product === 'sport');
    expect(await sport()).toEqual({ product: 'sport', turnover: 300, house_result: 300 - 195 - 400, open_stakes: 0, bets: 2 });
    // Corrected to 3-0: under loses (400 taken back), home still wins.
    await set({ home: 3, away: 0 });
    await settleDueFixtures(db, new Date());
    const after = { product: 'sport', turnover: 300, house_result: 300 - 195, open_stakes: 0, bets: 2 };
    expect(await sport()).toEqual(after);
    expect((await dashboard(db, new Date())).today_figures.active_members).toBe(1);
    await foldLedger(db, { lagMs: 0 });
    expect(await sport()).toEqual(after);
  });
});
