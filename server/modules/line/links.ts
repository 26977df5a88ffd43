import { Errors } from '@contract/errors';
import type { LineStatusData } from '@contract/line';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import type { IdTokenClaims } from './id-token';
import './tables';

/**
 * Links between LINE users and members (docs/line.md "Linking"): one LINE user per member and one
 * member per LINE user, each held by a unique key of line_link, so two links at once cannot both win.
 */

type LinkedMember = { memberId: number; phone: string };

/** The member a LINE user is linked to; unlinked: LINE_NOT_LINKED, a suspended member: MEMBER_SUSPENDED. */
export async function linkedMember(db: Db, lineUserId: string): Promise<LinkedMember> {
  const row = await db
    .selectFrom('line_link as l')
    .innerJoin('member_public as m', 'm.id', 'l.member_id')
    .select(['m.id', 'm.phone', 'm.status'])
    .where('l.line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (!row) fail(Errors.LINE_NOT_LINKED);
  if (row.status !== 'active') fail(Errors.MEMBER_SUSPENDED);
  return { memberId: Number(row.id), phone: row.phone };
}

/**
 * Links the LINE user of verified claims to a member. The same pair again is a no-op (a retried
 * request); a LINE user linked elsewhere, or a member linked to another LINE user, is refused.
 */
export async function linkLineUser(db: Db, memberId: number, claims: IdTokenClaims): Promise<void> {
  const inserted = await db
    .insertInto('line_link')
    .values({ member_id: memberId, line_user_id: claims.sub, display_name: claims.name?.slice(0, 100) ?? null })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (inserted) return;
  const existing = await db
    .selectFrom('line_link')
    .select(['member_id', 'line_user_id'])
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('line_user_id', '=', claims.sub)]))
    .execute();
  const byUser = existing.find((r) => r.line_user_id === claims.sub);
  if (byUser && Number(byUser.member_id) === memberId) return;
  if (byUser) fail(Errors.LINE_USER_TAKEN);
  fail(Errors.LINE_MEMBER_TAKEN);
}

/** The member's side: drops the link so the LINE user can be linked again (to this or another member). */
export async function unlinkMember(db: Db, memberId: number): Promise<void> {
  const gone = await db.deleteFrom('line_link').where('member_id', '=', memberId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) fail(Errors.LINE_NOT_LINKED_MEMBER);
}

export async function lineStatus(db: Db, memberId: number): Promise<LineStatusData> {
  const row = await db.selectFrom('line_link').select(['display_name', 'linked_at']).where('member_id', '=', memberId).executeTakeFirst();
  return {
    linked: row !== undefined,
    display_name: row?.display_name ?? null,
    linked_at: row ? new Date(row.linked_at).toISOString() : null,
  };
}
