import type { MarketKind, Period } from '@contract/sport';
import type { Db } from '../../db';
import './tables';

/**
 * The sport suites' fixtures, written straight into the tables (the feed's own tests go through the
 * feed): a league, a fixture kicking off in an hour, and its markets (odds in thousandths, lines in
 * quarters). Every suite of the module uses these, so a fixture looks the same everywhere.
 */
let n = 0;

export type MarketSeed = {
  period?: Period;
  kind: MarketKind;
  line_q?: number;
  odds: [number, number] | [number, number, number];
  main?: boolean;
};

export const DEFAULT_MARKETS: MarketSeed[] = [
  { kind: '1x2', odds: [2100, 3300, 3400] },
  { kind: 'hdp', line_q: -2, odds: [1950, 1950] },
  { kind: 'ou', line_q: 10, odds: [1900, 2000] },
  { kind: 'oe', odds: [1950, 1950] },
  { period: '1h', kind: 'hdp', line_q: -1, odds: [1900, 2000] },
  { period: '1h', kind: 'ou', line_q: 5, odds: [2000, 1900] },
];

export async function makeFixture(
  db: Db,
  over: { kickoffAt?: Date; markets?: MarketSeed[]; home?: string; away?: string } = {},
): Promise<{ fixtureId: number; leagueId: number; markets: Record<string, number> }> {
  n++;
  const tag = `${process.pid}-${Date.now()}-${n}`;
  const league = await db
    .insertInto('sport_league')
    .values({ feed_id: `test-league-${tag}`, name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'English Premier League', country: 'England' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fixture = await db
    .insertInto('sport_fixture')
    .values({
      feed_id: `test-fixture-${tag}`,
      league_id: league.id,
      home_th: over.home ?? 'แมนเชสเตอร์ ยูไนเต็ด',
      home_en: 'Manchester United',
      away_th: over.away ?? 'ลิเวอร์พูล',
      away_en: 'Liverpool',
      kickoff_at: over.kickoffAt ?? new Date(Date.now() + 3_600_000),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const markets: Record<string, number> = {};
  for (const m of over.markets ?? DEFAULT_MARKETS) {
    const period = m.period ?? 'ft';
    const row = await db
      .insertInto('sport_market')
      .values({
        fixture_id: Number(fixture.id),
        period,
        kind: m.kind,
        line_q: m.line_q ?? 0,
        main: m.main ?? true,
        odds_1: m.odds[0],
        odds_2: m.odds[1],
        odds_3: m.odds[2] ?? null,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // `ft:hdp:-2` -> market id
    markets[`${period}:${m.kind}:${m.line_q ?? 0}`] = Number(row.id);
  }
  return { fixtureId: Number(fixture.id), leagueId: league.id, markets };
}
