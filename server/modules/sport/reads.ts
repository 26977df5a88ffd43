import { Errors } from '@contract/errors';
import {
  MARKET_KINDS,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  PERIODS,
  type SportConfigData,
  type SportFixturesData,
  type SportFixtureView,
  type SportMarketView,
} from '@contract/sport';
import { bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { sportSettings } from './settings';
import { type FixtureRow, fixtureView, type MarketRow, marketView } from './views';
import './tables';

/** What members read before betting (docs/sport.md "Bets and limits"): the slip's config, the fixtures with their markets. */

const DAY_MS = 86_400_000;
/** A fixture stays listed this long after kick-off while it is live (in-play odds come suspended from the feed). */
const LISTED_AFTER_KICKOFF_MS = 3 * 3_600_000;
/** The most fixtures one list answers (a day of a busy weekend fits). */
const MAX_FIXTURES = 500;

export async function sportConfig(db: Db): Promise<SportConfigData> {
  const s = await sportSettings(db);
  return {
    enabled: s.enabled,
    min_stake: s.min_stake,
    max_stake: s.max_stake,
    max_parlay_payout: s.max_parlay_payout,
    parlay_min_legs: PARLAY_MIN_LEGS,
    parlay_max_legs: PARLAY_MAX_LEGS,
  };
}

const FIXTURE_COLUMNS = [
  'f.id',
  'f.league_id',
  'f.home_th',
  'f.home_en',
  'f.away_th',
  'f.away_en',
  'f.kickoff_at',
  'f.status',
  'f.suspended',
  'f.voided',
  'f.ht_home',
  'f.ht_away',
  'f.ft_home',
  'f.ft_away',
] as const;

const periodRank = (p: string) => PERIODS.indexOf(p as (typeof PERIODS)[number]);
const kindRank = (k: string) => MARKET_KINDS.indexOf(k as (typeof MARKET_KINDS)[number]);

/** Markets of some fixtures, each fixture's in a fixed order: period (ft, 1h), kind (1x2, hdp, ou, oe), main line first, line. */
async function marketsOf(db: Db, fixtureIds: number[]): Promise<Map<number, SportMarketView[]>> {
  const by = new Map<number, SportMarketView[]>();
  if (fixtureIds.length === 0) return by;
  const rows: MarketRow[] = await db
    .selectFrom('sport_market')
    .select(['id', 'fixture_id', 'period', 'kind', 'line_q', 'main', 'status', 'odds_1', 'odds_2', 'odds_3', 'odds_version'])
    .where('fixture_id', 'in', fixtureIds)
    .execute();
  rows.sort(
    (a, b) =>
      Number(a.fixture_id) - Number(b.fixture_id) ||
      periodRank(a.period) - periodRank(b.period) ||
      kindRank(a.kind) - kindRank(b.kind) ||
      Number(b.main) - Number(a.main) ||
      a.line_q - b.line_q,
  );
  for (const r of rows) {
    const id = Number(r.fixture_id);
    const list = by.get(id) ?? [];
    list.push(marketView(r));
    by.set(id, list);
  }
  return by;
}

/** The Bangkok-day window of a filter: [from, to) (to null: open-ended). */
function dayWindow(day: 'today' | 'tomorrow' | 'later' | 'all', now: Date): { from: Date | null; to: Date | null } {
  const start = bangkokDayStart(bangkokToday(now)).getTime();
  switch (day) {
    case 'today':
      return { from: null, to: new Date(start + DAY_MS) };
    case 'tomorrow':
      return { from: new Date(start + DAY_MS), to: new Date(start + 2 * DAY_MS) };
    case 'later':
      return { from: new Date(start + 2 * DAY_MS), to: null };
    case 'all':
      return { from: null, to: null };
  }
}

/**
 * GET /api/sport/fixtures (public): scheduled and live fixtures of active leagues that kicked off at
 * most 3 hours ago, in the Bangkok day asked (today, tomorrow, later, all), of one league or all,
 * by kick-off; each with every market, selections in SELECTIONS order; and the leagues they belong to.
 */
export async function sportFixtures(
  db: Db,
  q: { day: 'today' | 'tomorrow' | 'later' | 'all'; league_id?: number },
  now: Date = new Date(),
): Promise<SportFixturesData> {
  const w = dayWindow(q.day, now);
  const earliest = new Date(now.getTime() - LISTED_AFTER_KICKOFF_MS);
  const from = w.from && w.from > earliest ? w.from : earliest;
  let query = db
    .selectFrom('sport_fixture as f')
    .innerJoin('sport_league as lg', 'lg.id', 'f.league_id')
    .select(FIXTURE_COLUMNS)
    .where('f.status', 'in', ['scheduled', 'live'])
    .where('lg.active', '=', true)
    .where('f.kickoff_at', '>=', from)
    .orderBy('f.kickoff_at')
    .orderBy('f.id')
    .limit(MAX_FIXTURES);
  if (w.to) query = query.where('f.kickoff_at', '<', w.to);
  if (q.league_id !== undefined) query = query.where('f.league_id', '=', q.league_id);
  const fixtures: FixtureRow[] = await query.execute();
  const leagueIds = [...new Set(fixtures.map((f) => f.league_id))];
  const [markets, leagues] = await Promise.all([
    marketsOf(
      db,
      fixtures.map((f) => Number(f.id)),
    ),
    leagueIds.length
      ? db
          .selectFrom('sport_league')
          .select(['id', 'name_th', 'name_en', 'country'])
          .where('id', 'in', leagueIds)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      : [],
  ]);
  return {
    fetched_at: now.toISOString(),
    leagues: leagues.map((l) => ({ id: l.id, name_th: l.name_th, name_en: l.name_en, country: l.country })),
    fixtures: fixtures.map((f) => fixtureView(f, markets.get(Number(f.id)) ?? [])),
  };
}

/** GET /api/sport/fixture/:id (public): one fixture in any status, with every market. */
export async function sportFixture(db: Db, id: number): Promise<SportFixtureView> {
  const f = await db.selectFrom('sport_fixture as f').select(FIXTURE_COLUMNS).where('f.id', '=', id).executeTakeFirst();
  if (!f) fail(Errors.SPORT_FIXTURE_NOT_FOUND);
  const markets = await marketsOf(db, [id]);
  return fixtureView(f, markets.get(id) ?? []);
}
