import { bangkokToday } from '@contract/fields';
import type { ForfeitRule, ProductWeights, RequirementKind } from '@contract/promotions';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { availableBalance, inTransaction, stakesByDayAndProduct } from '../ledger';
import { lowestBalanceSince, mainWalletRelation } from '../ledger/steps';
import { depositsAfter, forfeitNow, forfeitOf, takeBack } from './forfeit';
import { turnoverDone } from './progress';
import type { ForfeitReason, RequirementSource } from './tables';
import './tables';

/** An active requirement and how far the member is (satang). */
export type RequirementProgress = {
  id: number;
  source: RequirementSource;
  sourceId: string;
  /** The promotion's or coupon's title ('' when the grant gave none). */
  title: string;
  kind: RequirementKind;
  /** turnover: weighted stakes needed and counted so far; balance: the target and the balance now. */
  required: number;
  done: number;
  remaining: number;
  weights: ProductWeights | null;
  targetBalance: number | null;
  bonusAmount: number;
  forfeitRule: ForfeitRule;
  /** What cancelling it now would take back (satang) under its rule. */
  cancelForfeit: number;
  maxWithdrawal: number | null;
  balanceFloor: number;
  startedAt: Date;
  expiresAt: Date | null;
};

type RequirementRow = Selectable<Database['wagering_requirement']>;
/** An active requirement with its start to the microsecond and the wallet's available balance now. */
type ActiveRow = RequirementRow & { started_exact: string; available: number | null };

/**
 * The member's active requirements, oldest first, and the main wallet's available balance (through
 * the ledger's `mainWalletRelation`), in ONE prepared statement: the first read of every review.
 */
async function activeRows(db: Db, memberId: number): Promise<ActiveRow[]> {
  const r = await sql<ActiveRow>`/* prepared:requirements_active */
    select r.*, r.started_at::text as started_exact, w.available
      from wagering_requirement r
      left join lateral ${mainWalletRelation(sql`r.member_id`)} w on true
     where r.member_id = ${memberId}::bigint and r.status = 'active'
     order by r.id`.execute(db);
  return r.rows;
}

/** The Thai line the statement shows for a forfeit on an ending. */
const FORFEIT_TEXT: Record<ForfeitReason, string> = {
  expired: 'หักคืนโบนัสโปรโมชั่น (หมดเวลาทำเทิร์น)',
  balance_floor: 'หักคืนโบนัสโปรโมชั่น',
  cancelled: 'หักคืนโบนัสโปรโมชั่น (ยกเลิกโปรโมชั่น)',
  operator: 'หักคืนโบนัสโปรโมชั่น (ยกเลิกโดยเจ้าหน้าที่)',
};
export const forfeitText = (reason: ForfeitReason, title: string) => (title ? `${FORFEIT_TEXT[reason]} ${title}` : FORFEIT_TEXT[reason]);

/**
 * Ends an active requirement as forfeited, and in the same transaction takes back what its rule
 * says (nothing for the balance floor: what is left under it stays the member's). A state-machine
 * update (`where status = 'active'`): of endings running at once exactly one happens, the others
 * answer null. The forfeit is one ledger transfer keyed `forfeit:<id>`.
 */
export async function endForfeited(
  db: Db,
  id: number,
  reason: ForfeitReason,
  now: Date,
  by?: { memberId?: number; operatorId?: number; note?: string },
): Promise<{ forfeited: number; balance: number; memberId: number } | null> {
  return inTransaction(db, async (trx) => {
    let q = trx
      .updateTable('wagering_requirement')
      .set({
        status: 'forfeited',
        forfeit_reason: reason,
        ended_at: now,
        ended_by_operator: by?.operatorId ?? null,
        end_note: by?.note ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'active');
    if (by?.memberId !== undefined) q = q.where('member_id', '=', by.memberId);
    const r = await q.returningAll().returning(sql<string>`started_at::text`.as('started_exact')).executeTakeFirst();
    if (!r) return null;
    const forfeited =
      reason === 'balance_floor'
        ? 0
        : await takeBack(
            trx,
            {
              key: `forfeit:${r.id}`,
              accountId: r.account_id,
              text: forfeitText(reason, r.title),
              metadata: { requirement_id: r.id, reason },
              operatorId: by?.operatorId,
            },
            () => forfeitNow(trx, r),
          );
    if (forfeited > 0) await trx.updateTable('wagering_requirement').set({ forfeited_amount: forfeited }).where('id', '=', r.id).execute();
    return { forfeited, balance: await availableBalance(trx, r.account_id), memberId: r.member_id };
  });
}

/**
 * The member's active requirements with their progress, after ending those that are over: met
 * (the weighted stakes since it started reached the turnover, or for kind 'balance' the wallet
 * reached the target: checked first, the member earned it), below the balance floor since it
 * started (forfeiting nothing), or expired (forfeiting per its rule). Progress is read from the turnover
 * records (stakes per Bangkok day and product from the start day, weighted, less the base already
 * staked that day before it started; an expiry stops the count after its day): no game round or
 * lotto bill writes anything for it. The endings are state-machine updates (`where status =
 * 'active'`), so reviews running at once agree and a forfeit is taken once.
 */
export async function reviewRequirements(db: Db, memberId: number, now: Date = new Date()): Promise<RequirementProgress[]> {
  const rows = await activeRows(db, memberId);
  if (rows.length === 0) return [];
  const turnoverRows = rows.filter((r) => r.kind === 'turnover');
  const firstDay = turnoverRows.map((r) => bangkokToday(r.started_at)).sort()[0];
  // Independent reads at once (a pool runs them side by side; a transaction one after another).
  const [stakes, perRow] = await Promise.all([
    firstDay ? stakesByDayAndProduct(db, memberId, firstDay) : [],
    Promise.all(
      rows.map((r) =>
        Promise.all([
          // Deposits after the start: a balance target's progress and a forfeit rule never count them.
          r.kind === 'balance' || r.forfeit_rule !== 'none' ? depositsAfter(db, memberId, r.started_exact) : 0,
          fellBelowFloor(db, r),
        ]),
      ),
    ),
  ]);
  let available = rows[0].available ?? 0;

  const measured: { r: ActiveRow; required: number; done: number; remaining: number; deposits: number }[] = [];
  const met: number[] = [];
  const expired: number[] = [];
  const belowFloor: number[] = [];
  rows.forEach((r, k) => {
    const [deposits, belowItsFloor] = perRow[k];
    const required = r.kind === 'balance' ? (r.target_balance ?? 0) : r.required_turnover;
    // Balance: the wallet now, less the deposits credited after it started (a target is won, not deposited).
    const done = r.kind === 'balance' ? Math.max(available - deposits, 0) : turnoverDone(stakes, r, r.expires_at);
    const remaining = Math.max(required - done, 0);
    // The floor before the expiry: a wallet that fell under it had lost the bonus before it expired,
    // so money deposited after that is never taken by the expiry's forfeit.
    if (remaining === 0) met.push(r.id);
    else if (belowItsFloor) belowFloor.push(r.id);
    else if (r.expires_at && r.expires_at.getTime() <= now.getTime()) expired.push(r.id);
    else measured.push({ r, required, done, remaining, deposits });
  });
  if (met.length > 0) await endAll(db, met, { status: 'met', ended_at: now });
  if (belowFloor.length > 0) await endAll(db, belowFloor, { status: 'forfeited', forfeit_reason: 'balance_floor', ended_at: now });
  for (const id of expired) await endForfeited(db, id, 'expired', now);
  if (expired.length > 0) available = await availableBalance(db, rows[0].account_id);

  const active: RequirementProgress[] = [];
  for (const { r, required, done, remaining, deposits } of measured) {
    active.push({
      id: r.id,
      source: r.source,
      sourceId: r.source_id,
      title: r.title,
      kind: r.kind,
      required,
      done,
      remaining,
      weights: r.weights,
      targetBalance: r.target_balance,
      bonusAmount: r.bonus_amount,
      forfeitRule: r.forfeit_rule,
      cancelForfeit: forfeitOf(r.forfeit_rule, r, available, deposits),
      maxWithdrawal: r.max_withdrawal,
      balanceFloor: r.balance_floor,
      startedAt: r.started_at,
      expiresAt: r.expires_at,
    });
  }
  return active;
}

/** A movement since it started left the wallet below the floor (a deposit after it does not undo that). */
async function fellBelowFloor(db: Db, r: { account_id: number; started_exact: string; balance_floor: number }): Promise<boolean> {
  if (r.balance_floor === 0) return false;
  const lowest = await lowestBalanceSince(db, r.account_id, r.started_exact);
  return lowest !== null && lowest < r.balance_floor;
}

async function endAll(
  db: Db,
  ids: number[],
  set: { status: 'met'; ended_at: Date } | { status: 'forfeited'; forfeit_reason: 'balance_floor'; ended_at: Date },
): Promise<void> {
  await db.updateTable('wagering_requirement').set(set).where('id', 'in', ids).where('status', '=', 'active').execute();
}

/**
 * The unmet requirement with the most left, or null when nothing holds the member's withdrawals
 * back (after ending the requirements that are over).
 */
export async function blockingRequirement(db: Db, memberId: number, now: Date = new Date()): Promise<RequirementProgress | null> {
  let worst: RequirementProgress | null = null;
  for (const p of await reviewRequirements(db, memberId, now)) if (!worst || p.remaining > worst.remaining) worst = p;
  return worst;
}
