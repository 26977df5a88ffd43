import type { Db } from '../../db';
import { requirementRecords } from './records';
import type { ForfeitReason, RequirementSource } from './tables';
import './tables';

/** One wagering requirement of a member for the back office (satang), with its progress. */
export type MemberRequirement = {
  id: number;
  source: RequirementSource;
  source_id: string;
  status: 'active' | 'met' | 'forfeited';
  forfeit_reason: ForfeitReason | null;
  /** Turnover to stake, or for a balance target ("ทำยอด") the balance to reach (satang). */
  required_turnover: number;
  /** Towards it, capped at it: weighted stakes (as reviewRequirements counts them), or for a balance target the balance less deposits since it started. */
  progress: number;
  max_withdrawal: number | null;
  started_at: Date;
  expires_at: Date | null;
  ended_at: Date | null;
};

/**
 * The member's requirements, active and past, offset-paged with a total and sorted by `sort`. A read
 * only: unlike reviewRequirements it ends nothing (the member's next withdrawal or statement does).
 */
export async function memberRequirements(
  db: Db,
  memberId: number,
  q: {
    status?: 'active' | 'met' | 'forfeited';
    sort: 'started_at' | 'required_turnover';
    dir: 'asc' | 'desc';
    page: number;
    page_size: number;
  },
): Promise<{ items: MemberRequirement[]; total: number }> {
  let base = db.selectFrom('wagering_requirement').where('member_id', '=', memberId);
  if (q.status) base = base.where('status', '=', q.status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'source',
        'source_id',
        'status',
        'forfeit_reason',
        'required_turnover',
        'turnover_base',
        'weights',
        'max_withdrawal',
        'started_at',
        'expires_at',
        'ended_at',
      ])
      .orderBy(q.sort, q.dir)
      .orderBy('id', q.dir)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  // The same count as the requirements page (records.ts): weighted turnover, or for a balance
  // target ("ทำยอด") the target and the balance towards it.
  const records = await requirementRecords(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    total: Number(total),
    items: rows.map((r) => {
      const rec = records.get(Number(r.id));
      const { turnover_base: _base, weights: _weights, ...rest } = r;
      return { ...rest, id: Number(r.id), required_turnover: rec?.required ?? r.required_turnover, progress: rec?.done ?? 0 };
    }),
  };
}
