import { SELECTIONS } from '@contract/sport';
import type { FeedFixture, FeedMarket, SportFeedAnswer, SportFeedInput } from '@contract/sport-feed';
import { bangkokAt, bangkokToday, bangkokWallClock } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { importFeed } from './feed';
import { checkFeed } from './feed-parse';
import { expectedGoals, goals, priceFixture, rand, walkOdds } from './sandbox-prices';
import { SANDBOX_LEAGUES, type SandboxLeague, type SandboxTeam } from './sandbox-teams';
import './tables';

/**
 * The sandbox feed (docs/sport.md "Sandbox feed"): made-up but plausible football for development
 * and demos, never in production (config.sport.sandboxEnabled). Each run builds ONE feed document
 * and imports it through the same path as a provider's: upcoming fixtures' odds take small random
 * steps (margin kept), a fixture goes live at kick-off (markets closed), gets its half-time score 50
 * minutes in and its full-time score (finished) 115 minutes in, and new fixtures are added so
 * today, tomorrow and the next two days always have some. All its ids start with 'sbx-'.
 */

const MIN = 60_000;
const HALF_TIME_AFTER = 50 * MIN;
const FULL_TIME_AFTER = 115 * MIN;
/** New fixtures kick off at least this far ahead (a member has time to bet). */
const LEAD = 30 * MIN;
/** Fixtures wanted per Bangkok day: today, tomorrow, the day after, the one after that. */
const PER_DAY = [6, 6, 5, 4];
/** A team plays at most once in this window. */
const REST = 48 * 3600_000;
/** The share of upcoming markets whose odds move per run. */
const MOVE_SHARE = 0.3;

export const leagueDocs = () =>
  SANDBOX_LEAGUES.map((l) => ({ feed_id: l.feed_id, name_th: l.name_th, name_en: l.name_en, country: l.country, sort: l.sort }));

const teamOf = (leagueFeedId: string, en: string): SandboxTeam | undefined =>
  SANDBOX_LEAGUES.find((l) => l.feed_id === leagueFeedId)?.teams.find((t) => t.en === en);

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const shuffle = <T>(xs: T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

export const dayPlus = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const slotTime = (day: string, slot: string) => bangkokAt(day, slot);
const stamp = (d: Date) => bangkokWallClock(d).toISOString().slice(0, 16).replace(/[-T:]/g, '');

type Planned = { league: string; home: string; away: string; kickoff: Date };

/** A new fixture with its priced markets. */
export function newFixture(league: SandboxLeague, home: SandboxTeam, away: SandboxTeam, kickoff: Date) {
  const feedId = `sbx-${league.feed_id.slice(4)}-${stamp(kickoff)}-${slug(home.en)}`;
  const fixture: FeedFixture = {
    feed_id: feedId,
    league: league.feed_id,
    home: { th: home.th, en: home.en },
    away: { th: away.th, en: away.en },
    kickoff_at: kickoff.toISOString(),
    status: 'scheduled',
  };
  const xg = expectedGoals(home.strength, away.strength);
  const markets = priceFixture(xg.home, xg.away).map(
    (m): FeedMarket => ({ fixture: feedId, period: m.period, kind: m.kind, line: m.line, main: true, status: 'open', odds: m.odds }),
  );
  return { fixture, markets };
}

/** Fixtures to add so each of the next days has its share, in each league's slots, no team twice within REST. */
function topUp(planned: Planned[], now: Date, doc: { fixtures: FeedFixture[]; markets: FeedMarket[] }): void {
  const today = bangkokToday(now);
  const all = [...planned];
  PER_DAY.forEach((want, d) => {
    const day = dayPlus(today, d);
    const start = slotTime(day, '00:00').getTime();
    let have = all.filter((p) => p.kickoff.getTime() >= start && p.kickoff.getTime() < start + 86_400_000).length;
    const slots = shuffle(SANDBOX_LEAGUES.flatMap((l) => l.slots.map((s) => ({ league: l, kickoff: slotTime(day, s) }))));
    for (const { league, kickoff } of slots) {
      if (have >= want) break;
      if (kickoff.getTime() < now.getTime() + LEAD) continue;
      if (all.some((p) => p.league === league.feed_id && p.kickoff.getTime() === kickoff.getTime())) continue;
      const busy = new Set(
        all
          .filter((p) => p.league === league.feed_id && Math.abs(p.kickoff.getTime() - kickoff.getTime()) < REST)
          .flatMap((p) => [p.home, p.away]),
      );
      const free = shuffle(league.teams.filter((t) => !busy.has(t.en)));
      if (free.length < 2) continue;
      const made = newFixture(league, free[0], free[1], kickoff);
      doc.fixtures.push(made.fixture);
      doc.markets.push(...made.markets);
      all.push({ league: league.feed_id, home: free[0].en, away: free[1].en, kickoff });
      have++;
    }
  });
}

type Row = {
  id: number | string;
  feed_id: string;
  league: string;
  home_th: string;
  home_en: string;
  away_th: string;
  away_en: string;
  kickoff_at: Date;
  status: string;
  ht_home: number | null;
  ht_away: number | null;
};

const fixtureDoc = (f: Row): Omit<FeedFixture, 'status'> => ({
  feed_id: f.feed_id,
  league: f.league,
  home: { th: f.home_th, en: f.home_en },
  away: { th: f.away_th, en: f.away_en },
  kickoff_at: new Date(f.kickoff_at).toISOString(),
});

/** One run of the sandbox feed: moves, kick-offs, results and new fixtures in one imported document. */
export async function runSandboxFeed(db: Db, now: Date = new Date()): Promise<SportFeedAnswer> {
  const doc: Required<Pick<SportFeedInput, 'leagues'>> & { fixtures: FeedFixture[]; markets: FeedMarket[] } = {
    leagues: leagueDocs(),
    fixtures: [],
    markets: [],
  };
  const rows: Row[] = await db
    .selectFrom('sport_fixture as f')
    .innerJoin('sport_league as l', 'l.id', 'f.league_id')
    .select([
      'f.id',
      'f.feed_id',
      'l.feed_id as league',
      'f.home_th',
      'f.home_en',
      'f.away_th',
      'f.away_en',
      'f.kickoff_at',
      'f.status',
      'f.ht_home',
      'f.ht_away',
    ])
    .where('f.feed_id', 'like', 'sbx-%')
    .where('f.status', 'in', ['scheduled', 'live'])
    .where('f.voided', '=', false)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const markets = ids.length ? await db.selectFrom('sport_market').selectAll().where('fixture_id', 'in', ids).execute() : [];
  const planned: Planned[] = [];

  for (const f of rows) {
    const kick = new Date(f.kickoff_at).getTime();
    const mine = markets.filter((m) => Number(m.fixture_id) === Number(f.id));
    const marketDoc = (m: (typeof markets)[number], status: FeedMarket['status'], odds?: number[]): FeedMarket => {
      const sel = SELECTIONS[m.kind] as readonly string[];
      const cols = odds ?? [m.odds_1, m.odds_2, m.odds_3 ?? 0].map((o) => o / 1000);
      return {
        fixture: f.feed_id,
        period: m.period,
        kind: m.kind,
        line: m.line_q / 4,
        main: m.main,
        status,
        odds: Object.fromEntries(sel.map((s, i) => [s, cols[i]])),
      };
    };
    if (kick > now.getTime()) {
      planned.push({ league: f.league, home: f.home_en, away: f.away_en, kickoff: new Date(kick) });
      for (const m of mine) {
        if (m.status !== 'open' || rand() >= MOVE_SHARE) continue;
        const odds = [m.odds_1, m.odds_2, ...(m.odds_3 ? [m.odds_3] : [])].map((o) => o / 1000);
        doc.markets.push(marketDoc(m, 'open', walkOdds(odds)));
      }
      continue;
    }
    // Kicked off: markets close; half time then full time with scores from the teams' strengths.
    const xg = expectedGoals(teamOf(f.league, f.home_en)?.strength ?? 1, teamOf(f.league, f.away_en)?.strength ?? 1);
    const elapsed = now.getTime() - kick;
    let ht = f.ht_home === null ? null : { home: f.ht_home, away: f.ht_away as number };
    if (!ht && elapsed >= HALF_TIME_AFTER) ht = { home: goals(xg.home * 0.45), away: goals(xg.away * 0.45) };
    const ft = ht && elapsed >= FULL_TIME_AFTER ? { home: ht.home + goals(xg.home * 0.55), away: ht.away + goals(xg.away * 0.55) } : null;
    const status = ft ? 'finished' : 'live';
    if (status === f.status && (ht === null || f.ht_home !== null)) continue;
    doc.fixtures.push({ ...fixtureDoc(f), status, ...(ht ? { ht } : {}), ...(ft ? { ft } : {}) });
    if (f.status === 'scheduled') for (const m of mine) if (m.status !== 'closed') doc.markets.push(marketDoc(m, 'closed'));
  }

  topUp(planned, now, doc);
  const text = JSON.stringify(doc);
  return importFeed(db, text, checkFeed(doc), { source: 'sandbox' }, now);
}
