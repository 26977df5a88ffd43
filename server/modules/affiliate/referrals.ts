import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import './tables';

/** Thai and English titles a bank may put before the holder's name. Longest first. */
const TITLES = ['นางสาว', 'น.ส.', 'นส.', 'นาง', 'นาย', 'ด.ช.', 'ด.ญ.', 'mrs.', 'mrs', 'miss', 'mr.', 'mr', 'ms.', 'ms'];

/**
 * A bank account holder's name as compared for the self-referral rule: Unicode NFC, lower case, a
 * leading title (นาย, นาง, นางสาว, น.ส., Mr, Mrs, Ms, Miss...) dropped, every space and dot removed.
 * 'นาย สมชาย  ใจดี' and 'สมชาย ใจดี' are the same holder.
 */
export function normaliseHolderName(name: string): string {
  let s = name.normalize('NFC').trim().toLowerCase();
  for (const t of TITLES) {
    if (s.startsWith(t)) {
      s = s.slice(t.length);
      break;
    }
  }
  return s.replace(/[\s.]+/g, '');
}

export type NewReferral = {
  memberId: number;
  referrerId: number;
  phone: string;
  bankAccountName: string;
  /** The registering device (header x-device-id), null when the app sent none. */
  deviceId: string | null;
  now: Date;
};

/**
 * Records a registration by a referral code (docs/rewards.md "Affiliate"), in the registration's
 * transaction: refused as a self-referral (AFFILIATE_SELF_REFERRAL on the field referral_code) when
 * the phone is the referrer's, the bank account holder name (normalised) is that of any of the
 * referrer's bank accounts, or the registering device was seen on any of the referrer's sessions.
 * Otherwise a pending referral: level 1 is the referrer, level 2 (upline) the referrer's own referrer.
 * It counts once the first deposit qualifies it.
 */
export async function recordReferral(trx: Db, r: NewReferral): Promise<void> {
  const referrer = await trx
    .selectFrom('member_public')
    .select(['id', 'phone', 'referred_by'])
    .where('id', '=', r.referrerId)
    .executeTakeFirst();
  if (!referrer) fail(Errors.BAD_REFERRAL, { fields: { referral_code: Errors.BAD_REFERRAL.message } });
  if (referrer.id === r.memberId || selfReferral(await sameHolder(trx, r), referrer.phone === r.phone, await sameDevice(trx, r))) {
    fail(Errors.AFFILIATE_SELF_REFERRAL, { fields: { referral_code: Errors.AFFILIATE_SELF_REFERRAL.message } });
  }
  await trx
    .insertInto('affiliate_referral')
    .values({
      member_id: r.memberId,
      referrer_id: referrer.id,
      upline_id: referrer.referred_by !== null && referrer.referred_by !== r.memberId ? referrer.referred_by : null,
      status: 'pending',
      created_at: r.now,
    })
    .execute();
}

const selfReferral = (...rules: boolean[]) => rules.some(Boolean);

async function sameHolder(trx: Db, r: NewReferral): Promise<boolean> {
  const mine = normaliseHolderName(r.bankAccountName);
  if (mine === '') return false;
  const accounts = await trx.selectFrom('member_bank_public').select('account_name').where('member_id', '=', r.referrerId).execute();
  return accounts.some((a) => normaliseHolderName(a.account_name) === mine);
}

/** Whether the device was seen on any of the referrer's sessions (the session_device index). */
async function sameDevice(trx: Db, r: NewReferral): Promise<boolean> {
  if (!r.deviceId) return false;
  const row = await trx
    .selectFrom('session')
    .select(sql<number>`1`.as('one'))
    .where('device_id', '=', r.deviceId)
    .where('subject_type', '=', 'member')
    .where('subject_id', '=', r.referrerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's first deposit was credited: their pending referral counts from now on (its referrers
 * earn from the Bangkok day `at` falls in). One conditional update, in the deposit's transaction;
 * later deposits change nothing.
 */
export async function qualifyReferral(trx: Db, memberId: number, at: Date): Promise<boolean> {
  const r = await trx
    .updateTable('affiliate_referral')
    .set({ status: 'qualified', qualified_at: at })
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * How many of the referrer's friends (level 1) qualified, by their first deposit, in [since, until)
 * (quests: "refer a friend who deposits"). Refused referrals never count.
 */
export async function qualifiedReferralCount(db: Db, referrerId: number, since: Date, until: Date | null): Promise<number> {
  let q = db
    .selectFrom('affiliate_referral')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referrer_id', '=', referrerId)
    .where('status', '=', 'qualified')
    .where('qualified_at', '>=', since);
  if (until) q = q.where('qualified_at', '<', until);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
