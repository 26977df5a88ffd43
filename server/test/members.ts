import { issueSession } from '../lib/sessions';
import { insertMember } from '../modules/account';
import type { TestContext } from './app';

let seq = 0;

export type MemberOver = Partial<{
  phone: string;
  first_name: string;
  last_name: string;
  bank_code: string;
  bank_account_number: string;
  password: string;
}>;

/**
 * A member made straight in the database (no HTTP, no rate limits) with a main wallet at 0 and a
 * bearer token; phone and bank account unique per call unless given.
 */
export async function makeMember(t: TestContext, over: MemberOver = {}) {
  seq += 1;
  const input = {
    phone: over.phone ?? `08${String(10_000_000 + seq).slice(-8)}`,
    password: over.password ?? 'member123',
    first_name: over.first_name ?? 'สมหญิง',
    last_name: over.last_name ?? `ทดสอบ${seq}`,
    bank_code: over.bank_code ?? '014',
    bank_account_number: over.bank_account_number ?? String(4_000_000_000 + seq),
    bank_account_name: `${over.first_name ?? 'สมหญิง'} ${over.last_name ?? 'ทดสอบ'}`,
    date_of_birth: '1991-02-03',
  };
  const { id } = await insertMember(t.handle.db, input);
  return { id, token: await memberToken(t, id), ...input };
}

/** A fresh token for an existing member (a second device). */
export async function memberToken(t: TestContext, memberId: number): Promise<string> {
  return (await issueSession(t.handle.db, t.config, 'member', memberId, {})).token;
}

/** The id of the member's primary bank account. */
export async function primaryBankId(t: TestContext, memberId: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('member_bank_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_primary', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}
