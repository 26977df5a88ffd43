import { type RegisterBody, tooYoungMessage } from '@contract/account';
import { Errors } from '@contract/errors';
import { ageOn, bangkokToday } from '@contract/fields';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { recordReferral } from '../affiliate';
import { assertOwnAgent } from '../agent';
import { failOnField, failOnUniqueViolation } from './failures';
import { bankAccountTaken, insertMember, memberIdByReferralCode, phoneRegistered, uniqueViolation } from './members';

type Registration = z.output<typeof RegisterBody>;

/**
 * Registers a member of this site: agent code (HTTP 400 for another agent's), minimum age in the
 * Bangkok calendar, referral code, then phone and bank account uniqueness. The checks give the
 * friendly answer; the unique constraints decide races between simultaneous registrations. A member
 * referred by a code gets their affiliate referral in the same transaction, refused as a
 * self-referral (AFFILIATE_SELF_REFERRAL on referral_code) when the phone, the bank account holder
 * name or the device (`deviceId`, header x-device-id) is the referrer's; then nothing is kept.
 */
export async function registerMember(
  db: Db,
  config: Pick<Config, 'agentCode' | 'minAge'>,
  body: Registration,
  client: { deviceId?: string | null; now?: Date } = {},
): Promise<{ id: number }> {
  assertOwnAgent(body.agent_code, config.agentCode);
  if (ageOn(body.date_of_birth, bangkokToday()) < config.minAge) {
    failOnField(Errors.TOO_YOUNG, 'date_of_birth', tooYoungMessage(config.minAge));
  }
  let referredBy: number | null = null;
  if (body.referral_code) {
    referredBy = (await memberIdByReferralCode(db, body.referral_code)) ?? null;
    if (referredBy === null) failOnField(Errors.BAD_REFERRAL, 'referral_code');
  }
  if (await phoneRegistered(db, body.phone)) failOnField(Errors.PHONE_TAKEN, 'phone');
  if (await bankAccountTaken(db, body.bank_code, body.bank_account_number)) failOnField(Errors.BANK_ACCOUNT_TAKEN, 'bank_account_number');

  const input = {
    phone: body.phone,
    password: body.password,
    first_name: body.first_name,
    last_name: body.last_name,
    bank_code: body.bank_code,
    bank_account_number: body.bank_account_number,
    bank_account_name: body.bank_account_name,
    date_of_birth: body.date_of_birth,
    line_id: body.line_id || null,
    referred_by: referredBy,
  };
  const referrerId = referredBy;
  const referral =
    referrerId === null
      ? undefined
      : (trx: Db, memberId: number) =>
          recordReferral(trx, {
            memberId,
            referrerId,
            phone: body.phone,
            bankAccountName: body.bank_account_name,
            deviceId: client.deviceId ?? null,
            now: client.now ?? new Date(),
          });
  // A referral code is 8 random characters from 32; a clash is astronomically rare but simply retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertMember(db, input, referral);
    } catch (err) {
      if (uniqueViolation(err) === 'referral_code' && attempt < 3) continue;
      failOnUniqueViolation(err);
    }
  }
}
