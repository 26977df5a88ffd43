import { type Kysely, sql } from 'kysely';

/** Runs a DDL script one statement at a time (PGlite's extended protocol takes one per query). */
export async function execStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.replace(/--.*$/gm, '').trim()) await sql.raw(statement).execute(db);
  }
}
