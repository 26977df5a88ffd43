import type { ColumnType, Generated } from 'kysely';
import type { Db } from '../../db';

/**
 * Notices for one member (migration 011), e.g. "your bill changed after a result was corrected",
 * served with the agent's notifications by GET /api/notifications to the signed-in member until they
 * expire. Their ids come from the notifications' sequence, so the client's "seen" marks never mix
 * them up with the agent's.
 */
interface MemberNoticeTable {
  id: Generated<number>;
  member_id: number;
  type: ColumnType<number, number | undefined, number>;
  title: string;
  description: string;
  /** What the notice is about, unique: writing it twice keeps one. */
  source_key: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Date;
}

declare module '../../db/schema' {
  interface Database {
    member_notice: MemberNoticeTable;
  }
}

export type MemberNotice = { memberId: number; title: string; description: string; key: string; expiresAt: Date };

/** Writes notices in the caller's transaction; a key written before is kept as it was. */
export async function addMemberNotices(db: Db, notices: MemberNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto('member_notice')
    .values(
      notices.map((n) => ({
        member_id: n.memberId,
        title: n.title,
        description: n.description,
        source_key: n.key,
        created_at: now,
        expires_at: n.expiresAt,
      })),
    )
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
}

/** The member's notices still showing, newest first, in the notifications' wire shape. */
export async function memberNotices(db: Db, memberId: number, now: Date) {
  const rows = await db
    .selectFrom('member_notice')
    .select(['id', 'type', 'title', 'description', 'created_at'])
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ ...r, image: '', created_at: r.created_at.toISOString() }));
}
