import { satangToBaht } from '@contract/money';
import {
  type ActiveRequirement,
  FORFEIT_REASON_NAMES,
  GRANT_OUTCOME_NAMES,
  type GrantOutcome,
  type MemberPromotionsData,
  type PromotionCancelData,
  type PromotionHistoryItem,
  REQUIREMENT_SOURCE_NAMES,
} from '@contract/promotions';
import type { Db } from '../../db';
import { cancelRequirement, pendingWithdrawalCap, requirementRecords, reviewRequirements, withdrawCapMessage } from '../requirements';
import { currentChoice } from './member';
import './tables';

const HISTORY = 50;
const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

/** GET /api/promotion/me: active requirements with progress, the pending choice, the history, a waiting cap. */
export async function memberPromotions(db: Db, memberId: number, now: Date = new Date()): Promise<MemberPromotionsData> {
  const active: ActiveRequirement[] = (await reviewRequirements(db, memberId, now)).map((r) => ({
    id: r.id,
    source: r.source,
    source_name: REQUIREMENT_SOURCE_NAMES[r.source] ?? r.source,
    title: r.title || (REQUIREMENT_SOURCE_NAMES[r.source] ?? r.source),
    kind: r.kind,
    required: satangToBaht(r.required),
    done: satangToBaht(Math.min(r.done, r.required)),
    remaining: satangToBaht(r.remaining),
    percent_done: r.required > 0 ? Math.floor((Math.min(r.done, r.required) * 1000) / r.required) / 10 : 100,
    weights: r.weights,
    bonus: satangToBaht(r.bonusAmount),
    max_withdrawal: bahtOrNull(r.maxWithdrawal),
    balance_floor: satangToBaht(r.balanceFloor),
    started_at: r.startedAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
    cancel_forfeit: satangToBaht(r.cancelForfeit),
    forfeit_rule: r.forfeitRule,
  }));
  const grants = await db
    .selectFrom('promotion_grant as g')
    .leftJoin('promotion as p', 'p.id', 'g.promotion_id')
    .select([
      'g.id',
      'g.promotion_id',
      'p.title',
      'g.deposit_amount',
      'g.bonus',
      'g.status',
      'g.reason',
      'g.requirement_id',
      'g.created_at',
    ])
    .where('g.member_id', '=', memberId)
    .orderBy('g.id', 'desc')
    .limit(HISTORY)
    .execute();
  const records = await requirementRecords(
    db,
    grants.filter((g) => g.requirement_id !== null).map((g) => g.requirement_id as number),
  );
  const history: PromotionHistoryItem[] = grants.map((g) => {
    const rec = g.requirement_id !== null ? records.get(g.requirement_id) : undefined;
    const outcome: GrantOutcome = g.status === 'refused' ? 'refused' : (rec?.status ?? 'active');
    const reason =
      outcome === 'refused'
        ? g.reason
        : outcome === 'forfeited' && rec?.forfeitReason
          ? (FORFEIT_REASON_NAMES[rec.forfeitReason] ?? null)
          : null;
    return {
      id: g.id,
      promotion_id: g.promotion_id,
      title: g.title ?? '',
      deposit_amount: satangToBaht(g.deposit_amount),
      bonus: satangToBaht(g.bonus),
      outcome,
      outcome_name: GRANT_OUTCOME_NAMES[outcome],
      reason,
      forfeited_amount: satangToBaht(rec?.forfeitedAmount ?? 0),
      created_at: g.created_at.toISOString(),
      ended_at: rec?.endedAt?.toISOString() ?? null,
    };
  });
  const cap = await pendingWithdrawalCap(db, memberId);
  return {
    active,
    choice: await currentChoice(db, memberId),
    history,
    withdraw_cap: cap ? { max_withdrawal: satangToBaht(cap.maxWithdrawal), message: withdrawCapMessage(cap.maxWithdrawal) } : null,
  };
}

/**
 * POST /api/promotion/cancel: the member gives an active requirement up; its forfeit rule takes back
 * what it says (requirements' cancelRequirement, one transaction). Another member's id fails
 * REQUIREMENT_NOT_FOUND; one already ended (met, expired, cancelled: a double tap) REQUIREMENT_ENDED.
 */
export async function cancelPromotion(
  db: Db,
  memberId: number,
  requirementId: number,
  now: Date = new Date(),
): Promise<PromotionCancelData> {
  const r = await cancelRequirement(db, memberId, requirementId, { now });
  return { forfeited: satangToBaht(r.forfeited), balance: satangToBaht(r.balance) };
}
