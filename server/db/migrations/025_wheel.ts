import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/** The fortune wheel (docs/engagement.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, '');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, '');
}
