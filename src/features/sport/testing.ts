import type { MarketKind, Period, SportBetView, SportFixturesData, SportFixtureView, SportMarketView } from '@contract/sport';
import { SELECTIONS } from '@contract/sport-names';

/** A market as GET /api/sport/fixtures gives it: odds in SELECTIONS order. */
export function market(
  id: number,
  period: Period,
  kind: MarketKind,
  line: number,
  odds: number[],
  over: Partial<SportMarketView> = {},
): SportMarketView {
  return {
    id,
    period,
    kind,
    line,
    main: true,
    status: 'open',
    selections: SELECTIONS[kind].map((selection, i) => ({ selection, odds: odds[i] })),
    odds_version: 1,
    ...over,
  };
}

const HOUR = 3_600_000;

export function fixture(
  id: number,
  league_id: number,
  home: string,
  away: string,
  markets: SportMarketView[],
  over: Partial<SportFixtureView> = {},
): SportFixtureView {
  return {
    id,
    league_id,
    home: { th: home, en: home },
    away: { th: away, en: away },
    kickoff_at: new Date(Date.now() + HOUR).toISOString(),
    status: 'scheduled',
    suspended: false,
    voided: false,
    ht: null,
    ft: null,
    markets,
    ...over,
  };
}

/**
 * Today's board: Liverpool give 0.5/1 to Chelsea (first-half HDP suspended), Buriram receive 0.5
 * from Port (the away side gives), Arsenal-Spurs level.
 */
export const LIVERPOOL = fixture(11, 1, 'ลิเวอร์พูล', 'เชลซี', [
  market(101, 'ft', 'hdp', -0.75, [1.95, 1.9]),
  market(102, 'ft', 'ou', 2.75, [2.2, 1.7]),
  market(103, 'ft', '1x2', 0, [1.8, 3.6, 4.2]),
  market(104, '1h', 'hdp', -0.25, [2.05, 1.8], { status: 'suspended' }),
  market(105, '1h', 'ou', 1.25, [1.95, 1.85]),
]);
export const BURIRAM = fixture(12, 2, 'บุรีรัมย์', 'ท่าเรือ', [
  market(201, 'ft', 'hdp', 0.5, [1.92, 1.98]),
  market(202, 'ft', 'ou', 2.5, [1.9, 1.9]),
]);
export const ARSENAL = fixture(13, 1, 'อาร์เซนอล', 'สเปอร์ส', [market(301, 'ft', 'hdp', 0, [1.85, 2.05])], {
  kickoff_at: new Date(Date.now() + 2 * HOUR).toISOString(),
});

export const FETCHED_AT = '2026-11-21T09:07:00.000Z';

export function fixturesData(over: Partial<SportFixturesData> = {}): SportFixturesData {
  return {
    fetched_at: FETCHED_AT,
    leagues: [
      { id: 1, name_th: 'พรีเมียร์ลีก อังกฤษ', name_en: 'Premier League', country: 'อังกฤษ' },
      { id: 2, name_th: 'ไทยลีก', name_en: 'Thai League 1', country: 'ไทย' },
    ],
    fixtures: [LIVERPOOL, BURIRAM, ARSENAL],
    ...over,
  };
}

export const CONFIG = {
  enabled: true,
  min_stake: 10,
  max_stake: 50_000,
  max_parlay_payout: 200_000,
  parlay_min_legs: 2,
  parlay_max_legs: 12,
};

export function betFixture(over: Partial<SportBetView> = {}): SportBetView {
  return {
    id: 77,
    type: 'single',
    stake: 100,
    odds: 1.95,
    potential_payout: 195,
    status: 'open',
    result: null,
    payout: 0,
    placed_at: '2026-11-21T10:00:00.000Z',
    settled_at: null,
    legs: [
      {
        leg: 1,
        fixture_id: 11,
        league: 'พรีเมียร์ลีก อังกฤษ',
        home: 'ลิเวอร์พูล',
        away: 'เชลซี',
        kickoff_at: '2026-11-21T12:00:00.000Z',
        period: 'ft',
        kind: 'hdp',
        line: -0.75,
        selection: 'home',
        odds: 1.95,
        outcome: null,
        ht: null,
        ft: null,
      },
    ],
    ...over,
  };
}
