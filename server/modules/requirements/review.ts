import { bangkokToday } from '@contract/fields';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { lowestBalanceSince, stakesByDay } from '../ledger';
import type { ForfeitReason, RequirementSource } from './tables';
import './tables';

/** An active requirement and how far the member is (satang). */
type RequirementProgress = {
  id: number;
  source: RequirementSource;
  sourceId: string;
  required: number;
  done: number;
  remaining: number;
  maxWithdrawal: number | null;
  balanceFloor: number;
  startedAt: Date;
  expiresAt: Date | null;
};

type Ending = { ids: number[]; status: 'met' } | { ids: number[]; status: 'forfeited'; reason: ForfeitReason };

/**
 * The member's active requirements with their progress, after ending those that are over: met (the
 * stakes since it started reached the turnover: checked first, the member earned it), expired, or
 * below the balance floor since it started. Progress is read from the turnover records (stakes per
 * Bangkok day from the start day, less the base already staked that day before it started; an expiry
 * stops the count after its day). Each requirement counts every stake on its own. The endings are
 * state-machine updates (`where status = 'active'`), so reviews running at once agree.
 */
export async function reviewRequirements(db: Db, memberId: number, now: Date = new Date()): Promise<RequirementProgress[]> {
  const rows = await db
    .selectFrom('wagering_requirement')
    .selectAll()
    // To the microsecond (a Date keeps milliseconds): the balance floor looks at movements from then on.
    .select(sql<string>`started_at::text`.as('started_exact'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const firstDay = rows.map((r) => bangkokToday(r.started_at)).sort()[0];
  const days = await stakesByDay(db, memberId, firstDay);

  const active: RequirementProgress[] = [];
  const met: number[] = [];
  const expired: number[] = [];
  const belowFloor: number[] = [];
  for (const r of rows) {
    const from = bangkokToday(r.started_at);
    const until = r.expires_at ? bangkokToday(r.expires_at) : null;
    const staked = days.filter((d) => d.day >= from && (until === null || d.day <= until)).reduce((s, d) => s + d.stake, 0);
    const done = Math.max(staked - r.turnover_base, 0);
    const remaining = Math.max(r.required_turnover - done, 0);
    if (remaining === 0) met.push(r.id);
    else if (r.expires_at && r.expires_at.getTime() <= now.getTime()) expired.push(r.id);
    else if (await fellBelowFloor(db, r)) belowFloor.push(r.id);
    else
      active.push({
        id: r.id,
        source: r.source,
        sourceId: r.source_id,
        required: r.required_turnover,
        done,
        remaining,
        maxWithdrawal: r.max_withdrawal,
        balanceFloor: r.balance_floor,
        startedAt: r.started_at,
        expiresAt: r.expires_at,
      });
  }
  const endings: Ending[] = [
    { ids: met, status: 'met' },
    { ids: expired, status: 'forfeited', reason: 'expired' },
    { ids: belowFloor, status: 'forfeited', reason: 'balance_floor' },
  ];
  for (const e of endings) if (e.ids.length > 0) await end(db, e, now);
  return active;
}

/** A movement since it started left the wallet below the floor (a deposit after it does not undo that). */
async function fellBelowFloor(db: Db, r: { account_id: number; started_exact: string; balance_floor: number }): Promise<boolean> {
  if (r.balance_floor === 0) return false;
  const lowest = await lowestBalanceSince(db, r.account_id, r.started_exact);
  return lowest !== null && lowest < r.balance_floor;
}

async function end(db: Db, e: Ending, now: Date): Promise<void> {
  await db
    .updateTable('wagering_requirement')
    .set(e.status === 'met' ? { status: 'met', ended_at: now } : { status: 'forfeited', forfeit_reason: e.reason, ended_at: now })
    .where('id', 'in', e.ids)
    .where('status', '=', 'active')
    .execute();
}

/**
 * The unmet requirement with the most turnover left, or null when nothing holds the member's
 * withdrawals back (after ending the requirements that are over).
 */
export async function blockingRequirement(db: Db, memberId: number, now: Date = new Date()): Promise<RequirementProgress | null> {
  let worst: RequirementProgress | null = null;
  for (const p of await reviewRequirements(db, memberId, now)) if (!worst || p.remaining > worst.remaining) worst = p;
  return worst;
}
