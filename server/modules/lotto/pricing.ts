import { type ErrorDef, Errors } from '@contract/errors';
import { BET_TYPE_NAMES, type BetType } from '@contract/lotto';
import { satangToBaht } from '@contract/money';
import { isTriple, payoutOf, reducedRate } from './bet-rules';
import type { LimitedMode, RateRow } from './tables';

/**
 * Prices a bill against a round's rates, limited numbers and what is already sold, item by item in
 * the order given (a number asked twice in one bill counts both against its cap). Pure: the same
 * rules serve bill/validate and bill/create. docs/lotto.md lists the decisions:
 * - a closed round, a bet type the category does not sell, a closed limited number, a tote on a
 *   triple, or an amount under the minimum: refused;
 * - over the maximum per bet: adjusted down to it;
 * - over what the number may still take: adjusted down to the remainder when that is at least the
 *   minimum, otherwise refused.
 */

export type ItemAsked = { bet_type: BetType; number: string; amount: number };
export type Limited = { mode: LimitedMode; pay_percent: number | null; max_amount: number | null };

export type PricedItem = ItemAsked & {
  index: number;
  accepted: number;
  rate: number;
  potential_win: number;
  status: 'ok' | 'adjusted' | 'refused';
  reason: string | null;
  limited: LimitedMode | null;
  note: string | null;
  /** The cap on this number (satang) when there is one. */
  cap: number | null;
};

export type Pricing = { items: PricedItem[]; roundError: ErrorDef | null };

export const numberKey = (betType: string, number: string) => `${betType}:${number}`;

const baht = (satang: number) => satangToBaht(satang).toLocaleString('th-TH', { maximumFractionDigits: 2 });
const rateText = (rate: number) => (rate / 100).toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** The cap on one number: the bet type's max per number, lowered by a limited number's own cap. */
export function capOf(rate: RateRow | undefined, limited: Limited | undefined): number | null {
  const caps = [rate?.max_per_number ?? null, limited?.max_amount ?? null].filter((c): c is number => c !== null);
  return caps.length ? Math.min(...caps) : null;
}

export function priceItems(input: {
  roundState: 'open' | 'closed' | 'not_yet';
  categoryName: string;
  rates: Map<BetType, RateRow> | undefined;
  limited: Map<string, Limited>;
  sold: Map<string, number>;
  items: ItemAsked[];
}): Pricing {
  const roundError =
    input.roundState === 'open' ? null : input.roundState === 'closed' ? Errors.LOTTO_ROUND_CLOSED : Errors.LOTTO_ROUND_NOT_OPEN_YET;
  const taken = new Map<string, number>();
  // Each item is built as one object literal: spreading it per item cost more than all the pricing.
  const items = input.items.map((asked, index): PricedItem => {
    const name = BET_TYPE_NAMES[asked.bet_type];
    const key = numberKey(asked.bet_type, asked.number);
    const rate = input.rates?.get(asked.bet_type);
    const limited = input.limited.get(key);
    const cap = capOf(rate, limited);
    const item = (
      accepted: number,
      effective: number,
      reason: string | null,
      note: string | null,
      status: PricedItem['status'],
    ): PricedItem => ({
      bet_type: asked.bet_type,
      number: asked.number,
      amount: asked.amount,
      index,
      accepted,
      rate: effective,
      potential_win: accepted > 0 ? payoutOf(accepted, effective) : 0,
      status,
      reason,
      limited: limited?.mode ?? null,
      note,
      cap,
    });
    const refuse = (reason: string) => item(0, rate?.rate ?? 0, reason, null, 'refused');
    if (roundError) return refuse(roundError.message);
    if (!rate?.enabled) return refuse(`${input.categoryName}ไม่เปิดรับแทง${name}`);
    if (asked.bet_type === '3tote' && isTriple(asked.number)) return refuse(`เลขตอง ${asked.number} แทง${name}ไม่ได้ กรุณาแทง 3 ตัวบน`);
    if (limited?.mode === 'closed') return refuse(`เลข ${asked.number} (${name}) เป็นเลขอั้นปิดรับในงวดนี้`);
    if (asked.amount < rate.min_bet) return refuse(`${name} แทงขั้นต่ำ ${baht(rate.min_bet)} บาท`);

    let accepted = asked.amount;
    let reason: string | null = null;
    if (accepted > rate.max_bet) {
      accepted = rate.max_bet;
      reason = `${name} แทงได้สูงสุด ${baht(rate.max_bet)} บาทต่อรายการ ปรับยอดเป็น ${baht(accepted)} บาท`;
    }
    if (cap !== null) {
      const remaining = cap - (input.sold.get(key) ?? 0) - (taken.get(key) ?? 0);
      if (remaining <= 0) return refuse(`เลข ${asked.number} (${name}) ถูกแทงเต็มวงเงินแล้ว`);
      if (accepted > remaining) {
        if (remaining < rate.min_bet) return refuse(`เลข ${asked.number} (${name}) รับแทงได้อีก ${baht(remaining)} บาท ต่ำกว่ายอดแทงขั้นต่ำ`);
        accepted = remaining;
        reason = `เลข ${asked.number} (${name}) รับแทงได้อีก ${baht(remaining)} บาท ปรับยอดเป็น ${baht(accepted)} บาท`;
      }
    }
    taken.set(key, (taken.get(key) ?? 0) + accepted);
    const effective = limited?.mode === 'reduced' && limited.pay_percent ? reducedRate(rate.rate, limited.pay_percent) : rate.rate;
    const note = effective !== rate.rate ? `เลขอั้น จ่ายบาทละ ${rateText(effective)} (ปกติ ${rateText(rate.rate)})` : null;
    return item(accepted, effective, reason, note, reason ? 'adjusted' : 'ok');
  });
  return { items, roundError };
}
