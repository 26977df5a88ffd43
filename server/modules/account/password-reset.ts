import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@contract/account';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { hashPassword } from '../../lib/passwords';
import { fail } from '../../lib/reply';
import { enqueueSms } from '../sms';
import { replacePassword } from './credentials';
import { OTP_CODE_LIMITS } from './limits';
import { findMemberByPhone } from './members';

const PURPOSE = 'reset_password';

/** Codes are stored only as a hash bound to the phone and purpose, so a database reader cannot use them. */
export function hashOtp(phone: string, code: string): string {
  return createHash('sha256').update(`${PURPOSE}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Only the newest code of a phone counts: requesting a new one retires the older ones. */
function latestOtp(db: Db, phone: string) {
  return db
    .selectFrom('otp_request')
    .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', PURPOSE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const secondsUntil = (t: Date, now: number) => Math.max(0, Math.ceil((t.getTime() - now) / 1000));

const otpSmsText = (code: string) => `รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ ${code} ใช้ได้ภายใน ${OTP_TTL_SECONDS / 60} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;

/** How many codes a phone was given in the last hour and day (its rows, registered or not). */
async function codesGiven(db: Db, phone: string, now: number) {
  const row = await db
    .selectFrom('otp_request')
    .select((eb) => [
      eb.fn.countAll<string>().as('day'),
      eb.fn
        .count<string>('id')
        .filterWhere('created_at', '>', new Date(now - 3600_000))
        .as('hour'),
    ])
    .where('phone', '=', phone)
    .where('purpose', '=', PURPOSE)
    .where('created_at', '>', new Date(now - 86400_000))
    .executeTakeFirstOrThrow();
  return { hour: Number(row.hour), day: Number(row.day) };
}

/**
 * Sends a 6-digit code to a registered phone, through the SMS outbox (docs/sms.md). The answer never
 * tells whether the phone is registered: an unknown phone gets a stored request too (with a hash no
 * 6-digit code matches), the same cooldown, the same limits and the same answer, and the SMS is sent
 * after the answer so timing does not tell either. One transaction per phone at a time (an advisory
 * lock): the 60 s cooldown and the hourly and daily limits hold against parallel requests, and the
 * code's row and its message are written together, so a code is never made without its SMS.
 */
export async function requestPasswordReset(
  db: Db,
  outbox: { kick: () => void },
  phone: string,
): Promise<{ expires_in: number; resend_in: number }> {
  const answer = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${PURPOSE}:${phone}`}, 0))`.execute(trx);
    const now = Date.now();
    const latest = await latestOtp(trx, phone);
    const resendAt = latest ? latest.created_at.getTime() + OTP_RESEND_SECONDS * 1000 : 0;
    if (latest && resendAt > now) {
      // One new code per phone per 60 s: the current one stays valid.
      return { expires_in: secondsUntil(latest.expires_at, now), resend_in: secondsUntil(new Date(resendAt), now), queued: false };
    }
    const given = await codesGiven(trx, phone, now);
    if (given.hour >= OTP_CODE_LIMITS.hour) fail(Errors.OTP_HOURLY_LIMIT);
    if (given.day >= OTP_CODE_LIMITS.day) fail(Errors.OTP_DAILY_LIMIT);
    const member = await findMemberByPhone(trx, phone);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now + OTP_TTL_SECONDS * 1000);
    const { id } = await trx
      .insertInto('otp_request')
      .values({
        phone,
        purpose: PURPOSE,
        code_hash: hashOtp(phone, member ? code : randomBytes(16).toString('hex')),
        created_at: new Date(now),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queued = member ? await enqueueSms(trx, { key: `otp:${id}`, purpose: PURPOSE, phone, text: otpSmsText(code), expiresAt }) : false;
    return { expires_in: OTP_TTL_SECONDS, resend_in: OTP_RESEND_SECONDS, queued };
  });
  // After the commit, so the drain sees the row; not awaited, so the answer comes as fast for any phone.
  if (answer.queued) outbox.kick();
  return { expires_in: answer.expires_in, resend_in: answer.resend_in };
}

/**
 * Sets a new password with the code. Every attempt is counted first with a conditional update, so
 * parallel guesses can never exceed OTP_MAX_ATTEMPTS; after the last wrong attempt even the right
 * code is refused until a new one is requested. Success consumes the code (once, by a conditional
 * update) and ends every session of the member.
 */
export async function resetPasswordWithOtp(db: Db, phone: string, otp: string, newPassword: string): Promise<void> {
  const latest = await latestOtp(db, phone);
  if (!latest || latest.consumed_at || latest.expires_at.getTime() <= Date.now()) fail(Errors.OTP_INVALID);
  if (latest.attempts >= OTP_MAX_ATTEMPTS) fail(Errors.OTP_LOCKED);
  const counted = await db
    .updateTable('otp_request')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) fail(Errors.OTP_LOCKED);
  if (!sameHash(latest.code_hash, hashOtp(phone, otp))) fail(counted.attempts >= OTP_MAX_ATTEMPTS ? Errors.OTP_LOCKED : Errors.OTP_INVALID);

  // Hash outside the transaction: PGlite's one connection stays free while argon2 works.
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('otp_request')
      .set({ consumed_at: new Date() })
      .where('id', '=', latest.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!consumed) fail(Errors.OTP_INVALID);
    const member = await findMemberByPhone(trx, phone);
    // Only a registered phone can hold a matching code; this guards a member removed meanwhile.
    if (!member) fail(Errors.OTP_INVALID);
    await replacePassword(trx, member.id, passwordHash);
  });
}
