import type { Db } from '../../db';

/**
 * The active admins' password hashes, for the pre-opening check that at least one admin's password
 * is not a known weak one (server/modules/launch). Only the hashes leave: nothing can be undone from them.
 */
export function activeAdminHashes(db: Db): Promise<{ id: number; username: string; password_hash: string }[]> {
  return db
    .selectFrom('operator')
    .select(['id', 'username', 'password_hash'])
    .where('role', '=', 'admin')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}
