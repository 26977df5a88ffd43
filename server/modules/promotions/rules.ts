import { bahtText } from '@contract/money';
import type { PromotionType, RequirementKind, TurnoverBase } from '@contract/promotions';

/**
 * The arithmetic of a promotion (docs/promotions.md "Rules"), pure and in integer satang: the bonus a
 * deposit earns and the requirement it carries. No float ever decides an amount: percents are basis
 * points, the multiplier is hundredths.
 */

/** The Thai reasons a deposit gets no bonus (stored on the refused grant, shown to the member). */
export const Reasons = {
  unavailable: 'โปรโมชั่นนี้หมดเวลาหรือถูกระงับชั่วคราว',
  belowMinimum: (minSatang: number) => `ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่น (ฝากขั้นต่ำ ${baht(minSatang)} บาท)`,
  underRequirement: 'ท่านมีโปรโมชั่นที่ยังทำเทิร์นไม่ครบ จึงรับโปรโมชั่นใหม่ไม่ได้',
  notFirstDeposit: 'โปรโมชั่นนี้สำหรับการฝากครั้งแรกของสมาชิกใหม่เท่านั้น',
  takenToday: 'ท่านรับโปรโมชั่นนี้ไปแล้ววันนี้ รับได้อีกครั้งพรุ่งนี้',
  notFirstToday: 'โปรโมชั่นนี้สำหรับยอดฝากแรกของวันเท่านั้น',
  couponUsed: 'คูปองนี้ใช้กับยอดฝากไปแล้ว',
  failed: 'ระบบให้โบนัสไม่สำเร็จ ยอดฝากเข้าครบแล้ว กรุณาติดต่อเจ้าหน้าที่',
} as const;

/** Baht as the reasons and terms write it: '1,000' or '12.50'. */
export function baht(satang: number): string {
  const text = bahtText(satang);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export type BonusTerms = {
  type: PromotionType;
  /** Basis points: 50 % = 5000. */
  percent_bp: number;
  fixed_bonus: number;
  max_bonus: number | null;
  min_deposit: number;
};

/**
 * The bonus a deposit of `amount` satang earns (0 when below the minimum): fixed_bonus for type
 * fixed, else the percent of the deposit rounded down to the satang, capped by max_bonus.
 */
export function bonusFor(p: BonusTerms, amount: number): number {
  if (amount < p.min_deposit || amount <= 0) return 0;
  if (p.type === 'fixed') return p.fixed_bonus;
  const bonus = Math.floor((amount * p.percent_bp) / 10_000);
  return p.max_bonus === null ? bonus : Math.min(bonus, p.max_bonus);
}

/** numeric(6,2) as the database answers it ('1.50') to hundredths (150), exactly. */
export function hundredths(multiplier: string | number): number {
  return Math.round(Number(multiplier) * 100);
}

export type RequirementRule = {
  requirement_kind: RequirementKind;
  turnover_multiplier: string | number;
  turnover_base: TurnoverBase;
};

/**
 * What the grant must reach: turnover = ceil(base x multiplier) with base = deposit + bonus or the
 * bonus; balance ("ทำยอด") = ceil((deposit + bonus) x multiplier), the wallet balance to reach.
 */
export function requirementTarget(
  p: RequirementRule,
  deposit: number,
  bonus: number,
): { kind: RequirementKind; turnover: number; targetBalance: number | null } {
  const m = hundredths(p.turnover_multiplier);
  if (p.requirement_kind === 'balance')
    return { kind: 'balance', turnover: 0, targetBalance: Math.max(Math.ceil(((deposit + bonus) * m) / 100), 1) };
  const base = p.turnover_base === 'bonus' ? bonus : deposit + bonus;
  return { kind: 'turnover', turnover: Math.ceil((base * m) / 100), targetBalance: null };
}
