import type { MemberBankAccount, UpdateSubBankBody, UserInfo } from '@contract/account';
import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { agentRecord } from '../agent';
import { failOnField, failOnUniqueViolation } from './failures';
import { bankAccountTaken } from './members';

/** The member's bank accounts, primary first, with the Thai bank names. */
export async function memberBankAccounts(db: Db, memberId: number): Promise<MemberBankAccount[]> {
  const rows = await db
    .selectFrom('member_bank_account')
    .select(['id', 'bank_code', 'account_number', 'account_name', 'is_primary'])
    .where('member_id', '=', memberId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, bank_name: bankByCode(r.bank_code)?.nameTh ?? r.bank_code }));
}

/** The signed-in member's own profile; the id always comes from the session, never from the request. */
export async function userInfo(db: Db, memberId: number): Promise<UserInfo> {
  const [m, agent, bankAccounts] = await Promise.all([
    db
      .selectFrom('member')
      .select(['id', 'phone', 'first_name', 'last_name', 'vip_level', 'line_id', 'date_of_birth', 'referral_code', 'created_at'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
    agentRecord(db),
    memberBankAccounts(db, memberId),
  ]);
  return {
    ...m,
    agent_code: agent.code,
    username: m.phone,
    created_at: m.created_at.toISOString(),
    bank_accounts: bankAccounts,
  };
}

// Titles a Thai bank prints before the owner's name.
const TITLES = /^(นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|mrs\.?|mr\.?|ms\.?|miss)\s*/i;
const compact = (s: string) => s.toLowerCase().replace(/[\s.'-]/g, '');
const withoutTitle = (s: string) => compact(s.trim().replace(TITLES, ''));

/**
 * The second bank account must be the member's own: withdrawals go only to accounts in the
 * member's name (an anti-fraud rule Thai sites apply). Its name must contain the registered first
 * and last names (spaces, dots and case ignored, so 'นาย สมชาย ใจดี' fits สมชาย ใจดี), or be the same
 * name as the primary account (title ignored), which covers a member whose bank books print the
 * name in English.
 */
export function ownerNameMatches(accountName: string, member: { first_name: string; last_name: string }, primaryName?: string): boolean {
  const name = compact(accountName);
  if (name.includes(compact(member.first_name)) && name.includes(compact(member.last_name))) return true;
  return primaryName !== undefined && withoutTitle(accountName) === withoutTitle(primaryName);
}

type SubBank = z.output<typeof UpdateSubBankBody>;

/**
 * Adds the member's second bank account, once. Changing a withdrawal account afterwards goes through
 * the operator (anti-fraud), so a second call answers BANK_ACCOUNT_LIMIT.
 */
export async function addSubBankAccount(db: Db, memberId: number, body: SubBank): Promise<MemberBankAccount[]> {
  const accounts = await memberBankAccounts(db, memberId);
  if (accounts.some((a) => !a.is_primary)) fail(Errors.BANK_ACCOUNT_LIMIT);
  if (await bankAccountTaken(db, body.bank_code, body.bank_account_number)) failOnField(Errors.BANK_ACCOUNT_TAKEN, 'bank_account_number');
  const member = await db.selectFrom('member').select(['first_name', 'last_name']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const primary = accounts.find((a) => a.is_primary);
  if (!ownerNameMatches(body.bank_account_name, member, primary?.account_name)) failOnField(Errors.BANK_NAME_MISMATCH, 'bank_account_name');
  try {
    await db
      .insertInto('member_bank_account')
      .values({
        member_id: memberId,
        bank_code: body.bank_code,
        account_number: body.bank_account_number,
        account_name: body.bank_account_name,
        is_primary: false,
      })
      .execute();
  } catch (err) {
    failOnUniqueViolation(err);
  }
  return memberBankAccounts(db, memberId);
}
