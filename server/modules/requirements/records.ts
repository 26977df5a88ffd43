import { bangkokToday } from '@contract/fields';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { availableBalance, stakesByDayAndProduct } from '../ledger';
import { depositsAfter } from './forfeit';
import { turnoverDone } from './progress';
import type { ForfeitReason } from './tables';
import './tables';

export type RequirementRecord = {
  status: 'active' | 'met' | 'forfeited';
  forfeitReason: ForfeitReason | null;
  /** Satang taken back: on its ending, and by its cap at the first withdrawal after it was met. */
  forfeitedAmount: number;
  /** turnover: weighted stakes needed; balance: the target (satang). */
  required: number;
  /** met: the required; active and forfeited: counted (turnover to its end or expiry day; balance: the wallet now less deposits since). */
  done: number;
  endedAt: Date | null;
};

/**
 * Where each requirement stands, by id (ids not found are left out), for histories and takers
 * lists. A read only: unlike reviewRequirements it ends nothing. One turnover read per member.
 */
export async function requirementRecords(db: Db, ids: number[]): Promise<Map<number, RequirementRecord>> {
  const out = new Map<number, RequirementRecord>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('wagering_requirement')
    .selectAll()
    .select(sql<string>`started_at::text`.as('started_exact'))
    .where('id', 'in', ids)
    .execute();
  const byMember = new Map<number, typeof rows>();
  for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), r]);
  for (const [memberId, list] of byMember) {
    const counted = list.filter((r) => r.status !== 'met');
    const firstDay = counted
      .filter((r) => r.kind === 'turnover')
      .map((r) => bangkokToday(r.started_at))
      .sort()[0];
    const stakes = firstDay ? await stakesByDayAndProduct(db, memberId, firstDay) : [];
    const balanceKind = counted.filter((r) => r.kind === 'balance');
    const available = balanceKind.length > 0 ? await availableBalance(db, list[0].account_id) : 0;
    for (const r of list) {
      const required = r.kind === 'balance' ? (r.target_balance ?? 0) : r.required_turnover;
      let done = required;
      if (r.status !== 'met') {
        if (r.kind === 'turnover') done = Math.min(turnoverDone(stakes, r, r.ended_at ?? r.expires_at), required);
        else if (r.status === 'active') {
          const deposits = await depositsAfter(db, memberId, r.started_exact);
          done = Math.min(Math.max(available - deposits, 0), required);
        } else done = 0;
      }
      out.set(r.id, {
        status: r.status,
        forfeitReason: r.forfeit_reason,
        forfeitedAmount: r.forfeited_amount,
        required,
        done,
        endedAt: r.ended_at,
      });
    }
  }
  return out;
}
