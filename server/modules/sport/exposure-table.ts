import type { ColumnType } from 'kysely';

/** Migration 031's limit counters (module augmentation keeps schema.ts and tables.ts untouched). */
interface SportMemberExposureTable {
  member_id: number;
  /** 0: the member's stakes altogether. */
  fixture_id: number;
  /** satang; bigint: text from node-postgres, a number from PGlite. */
  staked: ColumnType<number | string, number | undefined, number>;
}

declare module '../../db/schema' {
  interface Database {
    sport_member_exposure: SportMemberExposureTable;
  }
}
