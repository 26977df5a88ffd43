import type { ColumnType } from 'kysely';

/** The Kysely types of migration 024's points tables (module augmentation keeps schema.ts untouched). */

/** A `date` column: read back as 'YYYY-MM-DD' (db/index.ts parses dates as text). */
type Day = ColumnType<string, string, string>;

interface PointsSettingTable {
  id: number;
  value: ColumnType<unknown, string, string>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface PointsEarningTable {
  member_id: number;
  day: Day;
  /** Hundredths of a point credited for the day. */
  units: number;
  stake: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface PointsVipBaseTable {
  day: Day;
  member_id: number;
  deposits: number;
  turnover: number;
}

interface PointsVipDayTable {
  day: Day;
  members: ColumnType<number, number | undefined, number>;
  made_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/schema' {
  interface Database {
    points_setting: PointsSettingTable;
    points_earning: PointsEarningTable;
    points_vip_base: PointsVipBaseTable;
    points_vip_day: PointsVipDayTable;
  }
}
