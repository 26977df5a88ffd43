import type { AdminPromotion } from '@contract/admin-promotions';
import { satangToBaht } from '@contract/money';
import { PROMOTION_TYPE_NAMES, type Promotion, type PromotionChoice } from '@contract/promotions';
import type { PromotionRow } from './eligibility';
import { hundredths } from './rules';

/** Rows to the wire: satang to baht, basis points to percents, hundredths to a multiplier. */

const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

export function promotionWire(p: PromotionRow, eligible: boolean | null, reason: string | null): Promotion {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    terms: p.terms,
    image: p.image,
    type: p.type,
    type_name: PROMOTION_TYPE_NAMES[p.type],
    percent: p.percent_bp / 100,
    fixed_bonus: satangToBaht(p.fixed_bonus),
    max_bonus: bahtOrNull(p.max_bonus),
    min_deposit: satangToBaht(p.min_deposit),
    requirement: {
      kind: p.requirement_kind,
      multiplier: hundredths(p.turnover_multiplier) / 100,
      base: p.turnover_base,
      weights: p.weights,
      max_withdrawal: bahtOrNull(p.max_withdrawal),
      days: p.requirement_days,
      balance_floor: satangToBaht(p.balance_floor),
      forfeit_rule: p.forfeit_rule,
    },
    starts_at: p.starts_at.toISOString(),
    ends_at: p.ends_at?.toISOString() ?? null,
    eligible,
    ineligible_reason: reason,
  };
}

export type PromotionFigures = { takers: number; refused: number; bonus_paid: number; forfeited: number; turnover: number };

export function adminPromotionWire(p: PromotionRow, f: PromotionFigures): AdminPromotion {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    terms: p.terms,
    image: p.image,
    type: p.type,
    visibility: p.visibility,
    percent: p.percent_bp / 100,
    fixed_bonus: satangToBaht(p.fixed_bonus),
    max_bonus: bahtOrNull(p.max_bonus),
    min_deposit: satangToBaht(p.min_deposit),
    requirement_kind: p.requirement_kind,
    turnover_multiplier: hundredths(p.turnover_multiplier) / 100,
    turnover_base: p.turnover_base,
    weights: p.weights,
    max_withdrawal: bahtOrNull(p.max_withdrawal),
    balance_floor: satangToBaht(p.balance_floor),
    requirement_days: p.requirement_days,
    forfeit_rule: p.forfeit_rule,
    starts_at: p.starts_at.toISOString(),
    ends_at: p.ends_at?.toISOString() ?? null,
    status: p.status,
    sort: p.sort,
    takers: f.takers,
    refused: f.refused,
    bonus_paid: satangToBaht(f.bonus_paid),
    forfeited: satangToBaht(f.forfeited),
    turnover: satangToBaht(f.turnover),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

export function choiceWire(
  c: { promotion_id: number | null; coupon_redemption_id: number | null; chosen_at: Date },
  masked: Map<number, string>,
): PromotionChoice {
  return {
    promotion_id: c.promotion_id,
    coupon_code_masked: c.coupon_redemption_id === null ? null : (masked.get(c.coupon_redemption_id) ?? 'คูปอง'),
    chosen_at: c.chosen_at.toISOString(),
  };
}
