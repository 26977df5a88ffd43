import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * LINE LIFF sign-in (docs/line.md "Linking"): a LINE user is linked to one member and a member to
 * one LINE user. Both rules are unique keys, so two links racing for the same member or LINE user
 * cannot both land, on PGlite as on PostgreSQL. Unlinking deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    create table line_link (
      member_id bigint primary key references member(id),
      -- the id token's sub: LINE's user id for this channel's provider
      line_user_id text not null unique,
      -- the id token's name when linked (shown on the member's side)
      display_name text,
      linked_at timestamptz not null default now()
    );
    `,
  );
}
