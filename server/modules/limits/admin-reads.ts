import type { Db } from '../../db';
import './tables';

/** A member's responsible-play settings as stored (satang), for the back office; a read that changes nothing. */
export type MemberLimits = {
  deposit_limits: {
    period: 'daily' | 'weekly' | 'monthly';
    amount: number | null;
    pending: boolean;
    pending_amount: number | null;
    effective_at: Date | null;
    updated_at: Date;
  }[];
  self_exclusion: { until: Date; period: string; active: boolean; created_at: Date } | null;
};

const PERIOD_ORDER = { daily: 0, weekly: 1, monthly: 2 } as const;

export async function memberLimits(db: Db, memberId: number, now: Date = new Date()): Promise<MemberLimits> {
  const [limits, exclusion] = await Promise.all([
    db
      .selectFrom('deposit_limit')
      .select(['period', 'amount', 'pending_set', 'pending_amount', 'effective_at', 'updated_at'])
      .where('member_id', '=', memberId)
      .execute(),
    db.selectFrom('self_exclusion').select(['until', 'period', 'created_at']).where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  return {
    deposit_limits: limits
      .sort((a, b) => PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period])
      .map((l) => ({
        period: l.period,
        amount: l.amount === null ? null : Number(l.amount),
        pending: l.pending_set,
        pending_amount: l.pending_amount === null ? null : Number(l.pending_amount),
        effective_at: l.effective_at,
        updated_at: l.updated_at,
      })),
    self_exclusion: exclusion ? { ...exclusion, active: exclusion.until.getTime() > now.getTime() } : null,
  };
}
