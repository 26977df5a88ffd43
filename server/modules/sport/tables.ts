import type { BetType, FixtureStatus, MarketKind, MarketStatus, Outcome, Period } from '@contract/sport';
import type { ColumnType, Generated } from 'kysely';

/** The Kysely types of migration 030's sportsbook tables (module augmentation keeps schema.ts untouched). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** bigint columns: read back as text by node-postgres, numbers by PGlite; convert with Number(). */
type Big = ColumnType<number | string, number | undefined, number>;

interface SportSettingTable {
  id: ColumnType<number, number | undefined, number>;
  value: ColumnType<unknown, string, string>;
  updated_by: number | null;
  updated_at: Moment;
}

export interface SportLeagueTable {
  id: Generated<number>;
  feed_id: string;
  name_th: string;
  name_en: string;
  country: Defaulted<string>;
  sort: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface SportFixtureTable {
  id: Generated<number>;
  feed_id: string;
  league_id: number;
  home_th: string;
  home_en: string;
  away_th: string;
  away_en: string;
  kickoff_at: ColumnType<Date, Date | string, Date | string>;
  status: Defaulted<FixtureStatus>;
  suspended: Defaulted<boolean>;
  voided: Defaulted<boolean>;
  void_reason: Maybe<string>;
  ht_home: Maybe<number>;
  ht_away: Maybe<number>;
  ft_home: Maybe<number>;
  ft_away: Maybe<number>;
  result_version: Defaulted<number>;
  settled_version: Defaulted<number>;
  postponed_at: MaybeMoment;
  created_at: CreatedAt;
  updated_at: Moment;
}

export interface SportMarketTable {
  id: Generated<number>;
  fixture_id: number;
  period: Period;
  kind: MarketKind;
  line_q: Defaulted<number>;
  main: Defaulted<boolean>;
  status: Defaulted<MarketStatus>;
  odds_1: number;
  odds_2: number;
  odds_3: Maybe<number>;
  odds_version: Defaulted<number>;
  updated_at: Moment;
}

export interface SportBetTable {
  id: Generated<number>;
  member_id: number;
  request_key: string;
  type: BetType;
  stake: Big;
  odds: Big;
  potential_payout: Big;
  status: Defaulted<'open' | 'settled'>;
  result: Maybe<Outcome>;
  payout: Big;
  settlements: Defaulted<number>;
  placed_at: Moment;
  settled_at: MaybeMoment;
}

export interface SportBetLegTable {
  bet_id: number;
  leg: number;
  fixture_id: number;
  market_id: number;
  period: Period;
  kind: MarketKind;
  line_q: number;
  selection: string;
  odds: number;
  outcome: Maybe<Outcome>;
}

export interface SportSettlementTable {
  bet_id: number;
  seq: number;
  result: Outcome;
  payout: Big;
  reversed: Big;
  reason: string;
  created_at: CreatedAt;
}

export interface SportFeedImportTable {
  id: Generated<number>;
  source: string;
  digest: string;
  fixtures: Defaulted<number>;
  markets: Defaulted<number>;
  results: Defaulted<number>;
  operator_id: Maybe<number>;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    sport_setting: SportSettingTable;
    sport_league: SportLeagueTable;
    sport_fixture: SportFixtureTable;
    sport_market: SportMarketTable;
    sport_bet: SportBetTable;
    sport_bet_leg: SportBetLegTable;
    sport_settlement: SportSettlementTable;
    sport_feed_import: SportFeedImportTable;
  }
}
