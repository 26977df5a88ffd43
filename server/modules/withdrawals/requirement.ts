import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { satangToBaht } from '@contract/money';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { formatBaht } from './format';
import './tables';

/**
 * Bonus turnover requirements (docs/withdrawals.md). Bonus money lives in a bonus wallet (type 2)
 * with a requirement: the member must stake `required_turnover` (any product) from `started_at`.
 * The promotions issue moves it to the main wallet; this rule is simple and safe: while any
 * active requirement is unmet, no withdrawal is allowed at all, and the refusal says how much turnover
 * remains. Each requirement counts the stakes made since it started on its own.
 */

export type RequirementProgress = { id: number; required: number; done: number; remaining: number };

/** Every active requirement of a member with the turnover made towards it (satang). */
export async function activeRequirements(db: Db, memberId: number): Promise<RequirementProgress[]> {
  // Turnover is kept per Bangkok day, so stakes on the start day before it began are subtracted
  // through turnover_base (captured when the requirement was created).
  const rows = await sql<{ id: number; required: number; done: number }>`
    select r.id, r.required_turnover as required,
           greatest(coalesce(sum(t.stake), 0) - r.turnover_base, 0)::bigint as done
      from bonus_requirement r
      left join turnover t on t.member_id = r.member_id and t.day >= (r.started_at at time zone 'Asia/Bangkok')::date
     where r.member_id = ${memberId} and r.status = 'active'
     group by r.id
     order by r.id`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, required: r.required, done: r.done, remaining: Math.max(r.required - r.done, 0) }));
}

/** The unmet requirement with the most turnover left, or null when withdrawals are not blocked. */
export function blockingRequirement(progress: RequirementProgress[]): RequirementProgress | null {
  let worst: RequirementProgress | null = null;
  for (const p of progress) if (p.remaining > 0 && (!worst || p.remaining > worst.remaining)) worst = p;
  return worst;
}

export const turnoverUnmetMessage = (remaining: number) =>
  `ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามเงื่อนไขโบนัส ต้องทำยอดเล่นอีก ${formatBaht(remaining)} บาท จึงจะถอนเงินได้`;

/**
 * Refuses a withdrawal while a bonus turnover requirement is unmet (WITHDRAW_TURNOVER_UNMET, the
 * message naming the turnover left); marks the requirements found met. `amount` (satang) is part of
 * the contract for later rules; the present rule blocks any amount.
 */
export async function assertWithdrawable(db: Db, memberId: number, amount: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`withdrawal amount must be a positive integer, got ${amount}`);
  const progress = await activeRequirements(db, memberId);
  const met = progress.filter((p) => p.remaining === 0).map((p) => p.id);
  if (met.length > 0) {
    await db
      .updateTable('bonus_requirement')
      .set({ status: 'met', settled_at: sql<Date>`now()` })
      .where('id', 'in', met)
      .where('status', '=', 'active')
      .execute();
  }
  const worst = blockingRequirement(progress);
  if (worst) {
    fail(Errors.WITHDRAW_TURNOVER_UNMET, { remaining_turnover: satangToBaht(worst.remaining) }, turnoverUnmetMessage(worst.remaining));
  }
}

/**
 * Starts a requirement on a member's bonus wallet (for the promotions issue; call it in the same
 * transaction as the bonus transfer). Stakes already recorded today count as the base.
 */
export async function createBonusRequirement(
  db: Db,
  input: { memberId: number; accountId: number; requiredTurnover: number },
): Promise<{ id: number }> {
  if (!Number.isSafeInteger(input.requiredTurnover) || input.requiredTurnover < 0)
    throw new RangeError('required turnover must be satang >= 0');
  const today = await db
    .selectFrom('turnover')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('stake'))
    .where('member_id', '=', input.memberId)
    .where('day', '=', bangkokToday())
    .executeTakeFirst();
  return db
    .insertInto('bonus_requirement')
    .values({
      member_id: input.memberId,
      account_id: input.accountId,
      required_turnover: input.requiredTurnover,
      turnover_base: Number(today?.stake ?? 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
