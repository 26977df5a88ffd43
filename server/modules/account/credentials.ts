import type { LoginData } from '@contract/account';
import { Errors } from '@contract/errors';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { fail } from '../../lib/reply';
import { issueSession, revokeAllSessions } from '../../lib/sessions';
import { findMemberByPhone } from './members';

type ClientMeta = { ip?: string; userAgent?: string; deviceId?: string | null };

/** A new session for a member, answered as login and registration answer it. */
export async function signIn(db: Db, config: Pick<Config, 'sessionAbsoluteMs'>, memberId: number, meta: ClientMeta): Promise<LoginData> {
  const { token, expiresAt } = await issueSession(db, config, 'member', memberId, meta);
  return { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

/**
 * Checks a phone and password. An unknown phone is verified against a decoy hash so that it takes
 * as long as a wrong password and gets the same answer. Suspension is told only to someone who
 * knows the password.
 */
export async function authenticateMember(db: Db, phone: string, password: string): Promise<number> {
  const member = await findMemberByPhone(db, phone);
  const valid = await verifyPassword(member?.password_hash ?? (await decoyHash()), password);
  if (!member || !valid) fail(Errors.BAD_CREDENTIALS);
  if (member.status !== 'active') fail(Errors.MEMBER_SUSPENDED);
  return member.id;
}

/** Stores a new password hash and ends every session of the member but the one kept; run it in a transaction. */
export async function replacePassword(trx: Db, memberId: number, passwordHash: string, keepToken?: string): Promise<void> {
  await trx
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: new Date() })
    .where('id', '=', memberId)
    .execute();
  await revokeAllSessions(trx, 'member', memberId, keepToken);
}

/** The member's own change: the old password first, a different new one, and the current session stays signed in. */
export async function changePassword(
  db: Db,
  memberId: number,
  oldPassword: string,
  newPassword: string,
  currentToken: string,
): Promise<void> {
  const member = await db.selectFrom('member').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(member.password_hash, oldPassword))) fail(Errors.WRONG_PASSWORD);
  if (oldPassword === newPassword) fail(Errors.SAME_PASSWORD);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute((trx) => replacePassword(trx, memberId, passwordHash, currentToken));
}
