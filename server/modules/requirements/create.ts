import { bangkokToday } from '@contract/fields';
import type { ForfeitRule, ProductWeights, RequirementKind } from '@contract/promotions';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { memberAccountId, stakesByDayAndProduct } from '../ledger';
import { stakedOnOf } from '../ledger/steps';
import { weightedStake } from './progress';
import type { RequirementSource } from './tables';
import './tables';

type NewRequirement = {
  memberId: number;
  /** The member's main wallet id when the caller already has it (saves a read). */
  accountId?: number;
  source: RequirementSource;
  /** The grant's own id (claim, coupon redemption, voucher...): one requirement per grant. */
  sourceId: string;
  /** Stakes the member must make from now, satang. */
  requiredTurnover: number;
  /** The most the member may withdraw once it is met, satang (the grant's rule); null = no cap. */
  maxWithdrawal?: number | null;
  /** After this the unmet requirement is forfeited; null = never. */
  expiresAt?: Date | null;
  /** Satang: once a movement leaves the wallet below this, the requirement is forfeited. */
  balanceFloor?: number;
  /** The grant's name as the member sees it (a promotion's or coupon's title). */
  title?: string;
  /** Migration 020. Per product, the percent of each stake that counts; null/absent = all at 100. */
  weights?: ProductWeights | null;
  /** 'balance' ("ทำยอด"): met once the wallet reaches `targetBalance` instead of by turnover. */
  kind?: RequirementKind;
  targetBalance?: number | null;
  /** What an unmet ending (expiry, cancel) takes back to house:bonuses (docs/promotions.md). */
  forfeitRule?: ForfeitRule;
  /** Satang granted, and the member's own money at the grant (balance before + deposit). */
  bonusAmount?: number;
  ownAmount?: number;
};

/** The Thai norm: a wallet left with less than 1 baht has lost the bonus, and its turnover is cleared. */
const DEFAULT_BALANCE_FLOOR = 100;

const isSatang = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Attaches a wagering requirement to money just credited to the member's main wallet: call it in the
 * same transaction as that credit, after it. Stakes already recorded today (weighted as its progress
 * is) count as the base, so only stakes made from now count. A repeat for the same grant (source, sourceId) answers the first
 * requirement (`created: false`) and changes nothing.
 */
export async function createRequirement(db: Db, input: NewRequirement, now: Date = new Date()): Promise<{ id: number; created: boolean }> {
  if (!isSatang(input.requiredTurnover)) throw new RangeError(`required turnover must be satang >= 0, got ${input.requiredTurnover}`);
  const maxWithdrawal = input.maxWithdrawal ?? null;
  if (maxWithdrawal !== null && (!isSatang(maxWithdrawal) || maxWithdrawal === 0))
    throw new RangeError(`max withdrawal must be satang > 0, got ${maxWithdrawal}`);
  const balanceFloor = input.balanceFloor ?? DEFAULT_BALANCE_FLOOR;
  if (!isSatang(balanceFloor)) throw new RangeError(`balance floor must be satang >= 0, got ${balanceFloor}`);
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) throw new RangeError('a requirement must expire in the future');
  const kind = input.kind ?? 'turnover';
  const targetBalance = kind === 'balance' ? (input.targetBalance ?? null) : null;
  if (kind === 'balance' && (targetBalance === null || !isSatang(targetBalance) || targetBalance === 0))
    throw new RangeError(`a balance requirement needs a target > 0, got ${targetBalance}`);
  for (const n of [input.bonusAmount ?? 0, input.ownAmount ?? 0])
    if (!isSatang(n)) throw new RangeError(`amounts must be satang >= 0, got ${n}`);
  if (input.sourceId.length === 0 || input.sourceId.length > 100) throw new RangeError('source id must be 1-100 characters');

  const day = bangkokToday(now);
  const [wallet, today] = [
    input.accountId ?? (await memberAccountId(db, input.memberId)),
    await stakesByDayAndProduct(db, input.memberId, day),
  ];
  const weights = input.weights ?? null;
  const row = await db
    .insertInto('wagering_requirement')
    .values({
      member_id: input.memberId,
      account_id: wallet,
      source: input.source,
      source_id: input.sourceId,
      required_turnover: input.requiredTurnover,
      // Weighted as the progress is: only what counts toward it is the base.
      turnover_base: weightedStake(today, weights, day, day),
      max_withdrawal: maxWithdrawal,
      balance_floor: balanceFloor,
      expires_at: expiresAt,
      title: input.title ?? '',
      weights: weights ? JSON.stringify(weights) : null,
      kind,
      target_balance: targetBalance,
      forfeit_rule: input.forfeitRule ?? 'none',
      bonus_amount: input.bonusAmount ?? 0,
      own_amount: input.ownAmount ?? 0,
    })
    .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return { id: row.id, created: true };
  const first = await db
    .selectFrom('wagering_requirement')
    .select(['id', 'member_id'])
    .where('source', '=', input.source)
    .where('source_id', '=', input.sourceId)
    .executeTakeFirstOrThrow();
  if (first.member_id !== input.memberId) throw new Error(`${input.source} ${input.sourceId} already has another member's requirement`);
  return { id: first.id, created: false };
}

/**
 * createRequirement for many grants inside another module's statement (a CTE body): turnover kind, no
 * product weights, no withdrawal cap, the default balance floor, and as its base the member's stakes
 * already recorded on `day` (the Bangkok day of the grant). `rows` is a relation of member_id,
 * account_id, source, source_id, required_turnover, expires_at, title, forfeit_rule, bonus_amount,
 * own_amount. A grant that has its requirement already keeps it (returning leaves it out).
 */
export function newRequirementsStep(rows: RawBuilder<unknown>, day: string): RawBuilder<unknown> {
  return sql`
    insert into wagering_requirement (member_id, account_id, source, source_id, required_turnover, turnover_base, balance_floor,
                                      expires_at, title, kind, forfeit_rule, bonus_amount, own_amount)
    select r.member_id, r.account_id, r.source, r.source_id, r.required_turnover, ${stakedOnOf(sql`r.member_id`, day)},
           ${DEFAULT_BALANCE_FLOOR}::bigint, r.expires_at, r.title, 'turnover', r.forfeit_rule, r.bonus_amount, r.own_amount
      from ${rows} r
     order by r.source_id
    on conflict (source, source_id) do nothing
    returning id`;
}
