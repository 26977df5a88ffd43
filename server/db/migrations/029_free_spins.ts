import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/** Free spins played in the in-house slot (docs/engagement.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, '');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, '');
}
