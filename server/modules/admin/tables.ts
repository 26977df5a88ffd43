import type { ColumnType } from 'kysely';

/**
 * The Kysely type of the admin module's read view (migration 035_read_views): what other modules may
 * read of operators (a name beside the change an operator made). Read-only; the password hash is not in it.
 */
type Read<T> = ColumnType<T, never, never>;

interface OperatorPublicView {
  id: Read<number>;
  username: Read<string>;
  display_name: Read<string>;
  role: Read<'admin' | 'finance' | 'support'>;
  active: Read<boolean>;
  created_at: Read<Date>;
}

declare module '../../db/schema' {
  interface Database {
    operator_public: OperatorPublicView;
  }
}
