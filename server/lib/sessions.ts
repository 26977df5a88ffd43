import { createHash, randomBytes } from 'node:crypto';
import { bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db';

/**
 * Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash, with an idle and an
 * absolute expiry (docs/security.md "Tokens and sessions").
 */
export type Subject = 'member' | 'operator';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueSession(
  db: Db,
  config: Pick<Config, 'sessionAbsoluteMs'>,
  subject: Subject,
  subjectId: number,
  meta: { ip?: string; userAgent?: string; deviceId?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionAbsoluteMs);
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      subject_type: subject,
      subject_id: subjectId,
      expires_at: expiresAt,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      device_id: meta.deviceId ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The device id a request carries (header x-device-id: the random id the app keeps in localStorage),
 * or null when absent or malformed: 8-64 characters of A-Z, a-z, 0-9 and '-'.
 */
export function deviceIdOf(header: string | string[] | undefined): string | null {
  const v = Array.isArray(header) ? header[0] : header;
  return typeof v === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(v) ? v : null;
}

type SessionCheck = { status: 'valid'; subjectId: number } | { status: 'missing' | 'expired' };

/** Looks a token up; touches last_seen_at at most once a minute so reads stay cheap. */
export async function checkSession(db: Db, config: Pick<Config, 'sessionIdleMs'>, subject: Subject, token: string): Promise<SessionCheck> {
  const row = await db
    .selectFrom('session')
    .select(['token_hash', 'subject_id', 'expires_at', 'last_seen_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .where('subject_type', '=', subject)
    .executeTakeFirst();
  if (!row) return { status: 'missing' };
  const now = Date.now();
  if (row.revoked_at || row.expires_at.getTime() <= now || row.last_seen_at.getTime() + config.sessionIdleMs <= now) {
    return { status: 'expired' };
  }
  if (now - row.last_seen_at.getTime() > 60_000) {
    await db
      .updateTable('session')
      .set({ last_seen_at: new Date(now) })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  return { status: 'valid', subjectId: row.subject_id };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a subject, except the one whose token is given. */
export async function revokeAllSessions(db: Db, subject: Subject, subjectId: number, exceptToken?: string): Promise<void> {
  let q = db
    .updateTable('session')
    .set({ revoked_at: new Date() })
    .where('subject_type', '=', subject)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (exceptToken) q = q.where('token_hash', '<>', hashToken(exceptToken));
  await q.execute();
}

/**
 * The Bangkok days ('YYYY-MM-DD', newest first) from `fromDay` on which the subject signed in (a
 * session opened) or last used a session (quests: "log in N days in a row").
 */
export async function signInDays(db: Db, subject: Subject, subjectId: number, fromDay: string): Promise<string[]> {
  const since = bangkokDayStart(fromDay);
  const r = await sql<{ day: string }>`
    select distinct to_char(d at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day from (
      select created_at as d from session where subject_type = ${subject} and subject_id = ${subjectId}::bigint and created_at >= ${since}::timestamptz
      union all
      select last_seen_at from session where subject_type = ${subject} and subject_id = ${subjectId}::bigint and last_seen_at >= ${since}::timestamptz
    ) s order by day desc`.execute(db);
  return r.rows.map((x) => x.day);
}
