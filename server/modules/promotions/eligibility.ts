import { bangkokDayEnd, bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { accountTransfers, memberAccountId } from '../ledger';
import { reviewRequirements } from '../requirements';
import { Reasons } from './rules';
import './tables';

export type PromotionRow = Selectable<Database['promotion']>;

/** Published and inside its window: the only promotions members see, choose and get. */
export function isAvailable(p: Pick<PromotionRow, 'status' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  return p.status === 'active' && p.starts_at.getTime() <= now.getTime() && (p.ends_at === null || p.ends_at.getTime() > now.getTime());
}

/** What decides a member's eligibility, read once for every promotion of a list or a deposit. */
export type MemberFacts = {
  /** Deposits credited to the main wallet, ever and on the Bangkok day (counted up to 2). */
  depositsEver: number;
  depositsToday: number;
  underRequirement: boolean;
  /** Promotions granted to the member on the Bangkok day (daily_first's once). */
  takenToday: Set<number>;
  /** Promotions whose once-per-member bonus the member already has (first_deposit). */
  takenOnce: Set<number>;
};

/**
 * The member's facts at `now`. `credited` is how many of the counted deposits are the one being
 * decided (1 inside a deposit's transaction, after its credit; 0 for the list and the choice), so
 * "first" means no deposit but that one.
 */
export async function memberFacts(db: Db, memberId: number, now: Date, credited: 0 | 1): Promise<MemberFacts> {
  const wallet = await memberAccountId(db, memberId);
  const today = bangkokToday(now);
  // One after another: inside a deposit's transaction they share its connection.
  const ever = await accountTransfers(db, [wallet], { kinds: ['deposit'], limit: 2 });
  const onDay = await accountTransfers(db, [wallet], {
    kinds: ['deposit'],
    from: bangkokDayStart(today),
    until: bangkokDayEnd(today),
    limit: 2,
  });
  const active = await reviewRequirements(db, memberId, now);
  const grants = await db
    .selectFrom('promotion_grant')
    .select(['promotion_id', 'once_key'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'granted')
    .where((eb) => eb.or([eb('once_key', '=', 'member'), eb('once_key', '=', `day:${today}`)]))
    .execute();
  const forDay = (key: string) =>
    new Set(grants.filter((g) => g.once_key === key && g.promotion_id !== null).map((g) => g.promotion_id as number));
  return {
    depositsEver: Math.max(ever.length - credited, 0),
    depositsToday: Math.max(onDay.length - credited, 0),
    underRequirement: active.length > 0,
    takenToday: forDay(`day:${today}`),
    takenOnce: forDay('member'),
  };
}

/**
 * Why the member may not take `p` now (Thai), or null: unavailable, first deposit only, already
 * today, not the day's first deposit, under an active requirement. The minimum deposit is checked
 * on the deposit itself.
 */
export function refusalOf(p: PromotionRow, facts: MemberFacts, now: Date): string | null {
  if (!isAvailable(p, now)) return Reasons.unavailable;
  if (p.type === 'first_deposit' && (facts.depositsEver > 0 || facts.takenOnce.has(p.id))) return Reasons.notFirstDeposit;
  if (p.type === 'daily_first' && facts.takenToday.has(p.id)) return Reasons.takenToday;
  if (p.type === 'daily_first' && facts.depositsToday > 0) return Reasons.notFirstToday;
  if (facts.underRequirement) return Reasons.underRequirement;
  return null;
}

/** The once key of a grant: 'member' (first deposit), 'day:YYYY-MM-DD' (daily first), the coupon redemption, or none. */
export function onceKeyOf(p: PromotionRow, now: Date, couponRedemptionId: number | null): string | null {
  if (couponRedemptionId !== null) return String(couponRedemptionId);
  if (p.type === 'first_deposit') return 'member';
  if (p.type === 'daily_first') return `day:${bangkokToday(now)}`;
  return null;
}
