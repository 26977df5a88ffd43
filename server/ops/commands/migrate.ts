import { sql } from 'kysely';
import { parseOptions } from '../args';
import type { OpsCommand } from '../command';

/** The runner has already migrated by the time a task runs; this command reports where the database stands. */
export const migrateCommand: OpsCommand = {
  name: 'migrate',
  usage: 'migrate',
  summary: 'ปรับโครงสร้างฐานข้อมูลเป็นรุ่นล่าสุด / apply pending database migrations',
  prepare(argv) {
    parseOptions(argv, []);
    return async ({ db, engine }) => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      const latest = rows.at(-1)?.name ?? '-';
      return `ฐานข้อมูลเป็นรุ่นล่าสุดแล้ว (${rows.length} migration, ล่าสุด ${latest}) / database migrated: ${rows.length} applied, latest ${latest} (${engine})`;
    };
  },
};
