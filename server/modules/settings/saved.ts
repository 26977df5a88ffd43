import type { Db } from '../../db';
import { targetAudit } from '../admin';

/** Each settings group's audit target: its newest audit row says when and by whom it was last saved. */
export const PROFILE_TARGET = 'settings:profile';
export const PAYMENTS_TARGET = 'settings:payments';

/** The last save of a group (null before the first), read from the audit trail rather than stored twice. */
export async function lastSaved(db: Db, target: string): Promise<{ at: string; by: string | null } | null> {
  const { items } = await targetAudit(db, target, { page: 1, page_size: 1 });
  const last = items[0];
  return last ? { at: last.created_at, by: last.operator_username || null } : null;
}
