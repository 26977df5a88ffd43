import type { ColumnType } from 'kysely';

/** The Kysely type of migration 034's table (module augmentation keeps schema.ts untouched). */
interface LineLinkTable {
  /** bigint: read back as text by node-postgres, a number by PGlite; convert with Number(). */
  member_id: ColumnType<number | string, number, never>;
  line_user_id: ColumnType<string, string, never>;
  display_name: string | null;
  linked_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    line_link: LineLinkTable;
  }
}
