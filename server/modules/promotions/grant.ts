import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { lockMember } from '../account';
import { recordSystemAudit } from '../admin';
import { houseAccountId, mainWallet, transfer } from '../ledger';
import { createRequirement } from '../requirements';
import { connected } from './coupon-bridge';
import { memberFacts, onceKeyOf, type PromotionRow, refusalOf } from './eligibility';
import { bonusFor, Reasons, requirementTarget } from './rules';
import './tables';

type Trx = Kysely<Database>;

export type DepositBonusInput = {
  memberId: number;
  /** The deposit transfer's idempotency key ('qr:<reference>', 'stmt:<line id>'...). */
  depositKey: string;
  /** Satang credited by the deposit. */
  amount: number;
  now: Date;
};

/** What a credited deposit's choice came to: the grant row written (null when there was no choice). */
export type DepositBonusOutcome = {
  grantId: number;
  promotionId: number;
  couponRedemptionId: number | null;
  status: 'granted' | 'refused';
  /** Satang, 0 when refused. */
  bonus: number;
  /** Thai, when refused. */
  reason: string | null;
  requirementId: number | null;
};

const DAY_MS = 86_400_000;

/**
 * The bonus of a newly credited deposit, in the deposit's transaction after its credit (payments'
 * creditDeposit calls it; never for a replay). It consumes the member's choice; no choice (or "no
 * promotion") writes nothing. Otherwise it writes one promotion_grant row: refused with the Thai
 * reason (the deposit stays credited), or granted: the bonus credited from house:bonuses (ledger
 * kind 'bonus', key `bonus:<depositKey>`) with its wagering requirement attached. Deposits of one
 * member are decided one at a time (the member row is locked first), and the unique index
 * promotion_grant_once keeps a one-time promotion once even so.
 */
export async function applyDepositBonus(trx: Trx, input: DepositBonusInput): Promise<DepositBonusOutcome | null> {
  const { memberId, depositKey, amount } = input;
  // Most deposits come with no choice: one indexed read, no lock (a choice made meanwhile waits for the next deposit).
  const any = await trx.selectFrom('promotion_choice').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
  if (!any) return null;
  // The member row first, as the choice route takes it, so the two never wait on each other in turn.
  await lockMember(trx, memberId);
  const known = await trx.selectFrom('promotion_grant').selectAll().where('deposit_key', '=', depositKey).executeTakeFirst();
  if (known) return outcomeOf(known);
  const choice = await trx.deleteFrom('promotion_choice').where('member_id', '=', memberId).returningAll().executeTakeFirst();
  if (!choice || choice.promotion_id === null) return null;
  const p = await trx.selectFrom('promotion').selectAll().where('id', '=', choice.promotion_id).executeTakeFirstOrThrow();
  const couponRedemptionId = choice.coupon_redemption_id;

  let reason = await refusal(trx, p, input, couponRedemptionId);
  const grant = {
    member_id: memberId,
    promotion_id: p.id,
    coupon_redemption_id: couponRedemptionId,
    deposit_key: depositKey,
    deposit_amount: amount,
  };
  if (reason === null) {
    // Under a savepoint: should the bonus fail, the deposit still stands (refused with a reason,
    // the failure in the audit trail for the operators).
    await sql`savepoint promotion_bonus`.execute(trx);
    try {
      const outcome = await credit(trx, p, input, grant, couponRedemptionId);
      await sql`release savepoint promotion_bonus`.execute(trx);
      return finish(trx, outcome);
    } catch (err) {
      await sql`rollback to savepoint promotion_bonus`.execute(trx);
      await recordSystemAudit(trx, 'promotions', 'promotion.bonus_failed', `member:${memberId}`, {
        deposit_key: depositKey,
        promotion_id: p.id,
        error: err instanceof Error ? err.message : String(err),
      });
      reason = Reasons.failed;
    }
  }
  const row = await trx
    .insertInto('promotion_grant')
    .values({ ...grant, status: 'refused', reason })
    .returningAll()
    .executeTakeFirstOrThrow();
  return finish(trx, outcomeOf(row));
}

type GrantRow = {
  member_id: number;
  promotion_id: number;
  coupon_redemption_id: number | null;
  deposit_key: string;
  deposit_amount: number;
};

/** The granted path: the grant row, the bonus from house:bonuses, the requirement. */
async function credit(
  trx: Trx,
  p: PromotionRow,
  input: DepositBonusInput,
  grant: GrantRow,
  couponRedemptionId: number | null,
): Promise<DepositBonusOutcome> {
  const { memberId, depositKey, amount, now } = input;
  const bonus = bonusFor(p, amount);
  const wallet = await mainWallet(trx, memberId);
  if (!wallet) throw new Error(`member ${memberId} has no main wallet`);
  const own = wallet.balance;
  const row = await trx
    .insertInto('promotion_grant')
    .values({ ...grant, bonus, status: 'granted', once_key: onceKeyOf(p, now, couponRedemptionId) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await transfer(trx, {
    key: `bonus:${depositKey}`,
    kind: 'bonus',
    currency: 'THB',
    debit: await houseAccountId(trx, 'bonuses'),
    credit: wallet.id,
    amount: bonus,
    reference: p.title,
    metadata: {
      promotion_id: p.id,
      grant_id: row.id,
      deposit_key: depositKey,
      ...(couponRedemptionId ? { coupon_redemption_id: couponRedemptionId } : {}),
    },
  });
  const target = requirementTarget(p, amount, bonus);
  const requirement = await createRequirement(
    trx,
    {
      memberId,
      source: couponRedemptionId !== null ? 'coupon' : 'promotion',
      sourceId: couponRedemptionId !== null ? `redemption:${couponRedemptionId}` : String(row.id),
      requiredTurnover: target.turnover,
      kind: target.kind,
      targetBalance: target.targetBalance,
      maxWithdrawal: p.max_withdrawal,
      expiresAt: new Date(now.getTime() + p.requirement_days * DAY_MS),
      balanceFloor: p.balance_floor,
      title: p.title,
      weights: p.weights,
      forfeitRule: p.forfeit_rule,
      bonusAmount: bonus,
      ownAmount: own,
    },
    now,
  );
  if (!requirement.created) throw new Error(`requirement ${requirement.id} already existed for grant ${row.id}`);
  await trx.updateTable('promotion_grant').set({ requirement_id: requirement.id }).where('id', '=', row.id).execute();
  return outcomeOf({ ...row, requirement_id: requirement.id });
}

/** Why this deposit gets no bonus, or null. */
async function refusal(trx: Trx, p: PromotionRow, input: DepositBonusInput, couponRedemptionId: number | null): Promise<string | null> {
  const facts = await memberFacts(trx, input.memberId, input.now, 1);
  const reason = refusalOf(p, facts, input.now);
  if (reason !== null) return reason;
  if (couponRedemptionId !== null) {
    const used = await trx
      .selectFrom('promotion_grant')
      .select('id')
      .where('coupon_redemption_id', '=', couponRedemptionId)
      .where('status', '=', 'granted')
      .executeTakeFirst();
    if (used) return Reasons.couponUsed;
  }
  if (bonusFor(p, input.amount) === 0) return Reasons.belowMinimum(p.min_deposit);
  return null;
}

function outcomeOf(row: {
  id: number;
  promotion_id: number | null;
  coupon_redemption_id: number | null;
  status: 'granted' | 'refused';
  bonus: number;
  reason: string | null;
  requirement_id: number | null;
}): DepositBonusOutcome {
  return {
    grantId: row.id,
    promotionId: row.promotion_id ?? 0,
    couponRedemptionId: row.coupon_redemption_id,
    status: row.status,
    bonus: row.bonus,
    reason: row.reason,
    requirementId: row.requirement_id,
  };
}

/** Tells the coupons module (when connected) what its deposit-bonus redemption came to, in the same transaction. */
async function finish(trx: Trx, outcome: DepositBonusOutcome): Promise<DepositBonusOutcome> {
  const bridge = connected();
  if (outcome.couponRedemptionId !== null && bridge?.onDepositBonus) await bridge.onDepositBonus(trx, outcome);
  return outcome;
}
