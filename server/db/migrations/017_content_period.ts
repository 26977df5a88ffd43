import type { Kysely } from 'kysely';
import { execStatements } from './exec';

/**
 * Notifications, banners and events may have a showing period (docs/backoffice.md "Content"):
 * null bounds are open, so every existing row keeps showing as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table notification add column starts_at timestamptz, add column ends_at timestamptz,
      add constraint notification_period check (starts_at is null or ends_at is null or ends_at > starts_at);
    alter table banner add column starts_at timestamptz, add column ends_at timestamptz,
      add constraint banner_period check (starts_at is null or ends_at is null or ends_at > starts_at);
    alter table event add column starts_at timestamptz, add column ends_at timestamptz,
      add constraint event_period check (starts_at is null or ends_at is null or ends_at > starts_at)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    alter table notification drop column starts_at, drop column ends_at;
    alter table banner drop column starts_at, drop column ends_at;
    alter table event drop column starts_at, drop column ends_at
    `,
  );
}
