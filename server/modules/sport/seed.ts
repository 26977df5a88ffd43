import type { FeedFixture, FeedMarket } from '@contract/sport-feed';
import { bangkokToday } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { importFeed } from './feed';
import { checkFeed } from './feed-parse';
import { dayPlus, leagueDocs, newFixture, runSandboxFeed, shuffle, slotTime } from './sandbox-feed';
import { expectedGoals, goals } from './sandbox-prices';
import { SANDBOX_LEAGUES } from './sandbox-teams';
import './tables';

/**
 * Demo data (server/seed.ts, never in production): the sandbox's first run (fixtures for today,
 * tomorrow and later, priced) and a few finished yesterday, once. `npm start` shows fixtures at once.
 */
export async function seedDemoSport(db: Db, now: Date = new Date()): Promise<void> {
  const seeded = await db.selectFrom('sport_league').select('id').where('feed_id', 'like', 'sbx-%').executeTakeFirst();
  if (seeded) return;
  const yesterday = dayPlus(bangkokToday(now), -1);
  const doc = { leagues: leagueDocs(), fixtures: [] as FeedFixture[], markets: [] as FeedMarket[] };
  for (const [i, league] of SANDBOX_LEAGUES.entries()) {
    const [home, away] = shuffle(league.teams);
    const made = newFixture(league, home, away, slotTime(yesterday, league.slots[league.slots.length - 1]));
    const xg = expectedGoals(home.strength, away.strength);
    const ht = { home: goals(xg.home * 0.45), away: goals(xg.away * 0.45) };
    const ft = { home: ht.home + goals(xg.home * 0.55), away: ht.away + goals(xg.away * 0.55) };
    doc.fixtures.push({ ...made.fixture, status: i === 0 ? 'postponed' : 'finished', ...(i === 0 ? {} : { ht, ft }) });
    doc.markets.push(...made.markets.map((m) => ({ ...m, status: 'closed' as const })));
  }
  await importFeed(db, JSON.stringify(doc), checkFeed(doc), { source: 'sandbox' }, now);
  await runSandboxFeed(db, now);
}
