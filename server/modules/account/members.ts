import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { hashPassword } from '../../lib/passwords';
import { AGENT_ID } from '../agent';
import { openMemberAccounts } from '../ledger';

type NewMemberInput = {
  phone: string;
  password: string;
  first_name: string;
  last_name: string;
  bank_code: string;
  bank_account_number: string;
  bank_account_name: string;
  date_of_birth: string;
  line_id?: string | null;
  referred_by?: number | null;
};

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character referral code without look-alike characters. */
function newReferralCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return s;
}

/**
 * Creates a member with their primary bank account and ledger accounts in one transaction.
 * Uniqueness (phone, bank account) is enforced by the database; callers map the violation. `within`
 * runs last in the same transaction (registration records the referral there): its failure keeps nothing.
 */
export async function insertMember(
  db: Db,
  input: NewMemberInput,
  within?: (trx: Db, memberId: number) => Promise<void>,
): Promise<{ id: number }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .insertInto('member')
      .values({
        agent_id: AGENT_ID,
        phone: input.phone,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        date_of_birth: input.date_of_birth,
        line_id: input.line_id || null,
        referral_code: newReferralCode(),
        referred_by: input.referred_by ?? null,
        password_changed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('member_bank_account')
      .values({
        member_id: member.id,
        bank_code: input.bank_code,
        account_number: input.bank_account_number,
        account_name: input.bank_account_name,
        is_primary: true,
      })
      .execute();
    await openMemberAccounts(trx, member.id);
    if (within) await within(trx, member.id);
    return member;
  });
}

export function findMemberByPhone(db: Db, phone: string) {
  return db
    .selectFrom('member')
    .select(['id', 'password_hash', 'status'])
    .where('agent_id', '=', AGENT_ID)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  return (await findMemberByPhone(db, phone)) !== undefined;
}

/** A bank account belongs to one member only, whoever holds it (primary or second account). */
export async function bankAccountTaken(db: Db, bankCode: string, accountNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_bank_account')
    .select('id')
    .where('bank_code', '=', bankCode)
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export async function memberIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('agent_id', '=', AGENT_ID)
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

/** Which unique constraint of the account tables a database error violated (PostgreSQL code 23505, both engines). */
type UniqueRule = 'phone' | 'bank_account' | 'second_bank_account' | 'referral_code';

const CONSTRAINTS: Record<string, UniqueRule> = {
  member_agent_id_phone_key: 'phone',
  member_referral_code_key: 'referral_code',
  member_bank_account_bank_code_account_number_key: 'bank_account',
  member_bank_account_member_id_is_primary_key: 'second_bank_account',
};

export function uniqueViolation(err: unknown): UniqueRule | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; constraint?: unknown };
  if (e.code !== '23505' || typeof e.constraint !== 'string') return undefined;
  return CONSTRAINTS[e.constraint];
}

/**
 * Members who registered per Bangkok day from `from` to `to` (inclusive, 'YYYY-MM-DD'), by the
 * index on created_at (migration 013): the back office dashboard.
 */
export async function registrationsByDay(db: Db, from: string, to: string): Promise<Array<{ day: string; count: number }>> {
  const r = await sql<{ day: string; count: string }>`/* prepared:account_registrations_by_day */
    select to_char((created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, count(*)::text as count
      from member
     where created_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok')
       and created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
     group by 1 order by 1`.execute(db);
  return r.rows.map((x) => ({ day: x.day, count: Number(x.count) }));
}
