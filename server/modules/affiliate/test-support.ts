import type { RegisterBody } from '@contract/account';
import type { AffiliateSettings } from '@contract/rewards';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { affiliateAccount } from '../ledger';
import { DEFAULT_REWARD_SETTINGS, saveRewardSettings } from '../rewards';
import { makeMember, post, type TestContext } from '../../test';
import { qualifyReferral, recordReferral } from './referrals';

/** The affiliate suites' fixtures: settings, referral trees, turnover on chosen days, balances. */

/** The rates of the hand-computed tables (percent): products left out pay nothing. */
export const RATES: Pick<AffiliateSettings, 'level1' | 'level2'> = {
  level1: { slot: 0.3, casino: 0.2, lotto: 0.5 },
  level2: { slot: 0.06, casino: 0.04, lotto: 0.1 },
};

export async function setAffiliate(t: TestContext, over: Partial<AffiliateSettings> = {}) {
  await saveRewardSettings(t.handle.db, { affiliate: { ...DEFAULT_REWARD_SETTINGS.affiliate, ...RATES, max_per_day: 0, ...over } }, null);
}

/** A Bangkok moment on a day: `day` at hh:mm (+07:00). */
export const at = (day: string, hhmm = '12:00') => new Date(`${day}T${hhmm}:00+07:00`);

let holder = 0;

/** A member with a holder name of their own (the self-referral rule compares names). */
export async function member(t: TestContext) {
  holder += 1;
  return makeMember(t, { first_name: 'ทดสอบ', last_name: `คนที่${holder}` });
}

/** `friend` referred by `referrer` (upline: the referrer's own referrer), qualified at `qualifiedAt` unless null. */
export async function refer(t: TestContext, referrerId: number, friendId: number, qualifiedAt: Date | null, now = new Date('2026-01-01T00:00:00Z')) {
  await t.handle.db.transaction().execute(async (trx) => {
    await trx.updateTable('member').set({ referred_by: referrerId }).where('id', '=', friendId).execute();
    await recordReferral(trx, { memberId: friendId, referrerId, phone: `x${friendId}`, bankAccountName: `คนที่ ${friendId}`, deviceId: null, now });
    if (qualifiedAt) await qualifyReferral(trx, friendId, qualifiedAt);
  });
}

/** A day's turnover row as the games and lotto record it (satang). */
export async function play(t: TestContext, memberId: number, day: string, product: string, stake: number, payout = 0) {
  await sql`insert into turnover (member_id, day, product, stake, payout, count) values (${memberId}, ${day}::date, ${product}, ${stake}, ${payout}, 1)
    on conflict (member_id, day, product) do update set stake = turnover.stake + excluded.stake, payout = turnover.payout + excluded.payout`.execute(
    t.handle.db,
  );
}

/** The member's earning row for a day (satang), or undefined. */
export function earningOf(t: TestContext, memberId: number, day: string) {
  return t.handle.db
    .selectFrom('affiliate_earning')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** The member's affiliate account balance (satang; 0 before the first earning). */
export async function affiliateBalance(t: TestContext, memberId: number): Promise<number> {
  return (await affiliateAccount(t.handle.db, memberId))?.balance ?? 0;
}

/** Transfers of a kind (count and satang). */
export async function transfersOf(t: TestContext, kind: string) {
  const r = await sql<{ n: number; total: number }>`
    select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from ledger_transfer where kind = ${kind}`.execute(t.handle.db);
  return { n: Number(r.rows[0].n), total: Number(r.rows[0].total) };
}

let serial = 0;

/** A Thai surname of its own per number (holder names allow letters only). */
const thaiName = (n: number) => `รัก${[...String(n)].map((d) => 'กขคงจฉชซฌญ'[Number(d)]).join('')}`;

/** A valid registration through HTTP (a fresh phone and bank account); over replaces any field. */
export function registration(t: TestContext, over: Partial<RegisterBody> = {}): RegisterBody {
  serial += 1;
  const n = String(serial).padStart(7, '0');
  return {
    phone: `089${n}`,
    password: 'secret123',
    first_name: 'สมหญิง',
    last_name: 'รักเรียน',
    bank_code: '004',
    bank_account_number: `555${n}`,
    bank_account_name: `สมหญิง ${thaiName(serial)}`,
    date_of_birth: '1995-03-10',
    agent_code: t.config.agentCode,
    ...over,
  };
}

export async function register(t: TestContext, body: RegisterBody, deviceId?: string) {
  return post(t, '/api/register', body, undefined, { headers: deviceId ? { 'x-device-id': deviceId } : {} });
}

export async function registered(t: TestContext, body: RegisterBody, deviceId?: string) {
  const res = await register(t, body, deviceId);
  expect(res.json(), res.body).toMatchObject({ error: 0 });
  const m = await t.handle.db
    .selectFrom('member')
    .select(['id', 'referral_code'])
    .where('phone', '=', body.phone)
    .executeTakeFirstOrThrow();
  return { ...m, token: res.json().data.access_token as string };
}
