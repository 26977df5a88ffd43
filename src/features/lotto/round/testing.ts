import type { BillDetail, BillValidation, LottoCategory, LottoRate, LottoRound } from '@contract/lotto';
import { BET_TYPE_DIGITS, BET_TYPE_NAMES, BET_TYPES, type BetType } from '@contract/lotto-names';

/** Answers shaped as the lotto server gives them (contract/lotto.ts), for the round page's tests. */

export function roundFixture(over: Partial<LottoRound> = {}): LottoRound {
  return {
    id: 5,
    category_id: 1,
    category_code: 'gov',
    category_name: 'หวยรัฐบาลไทย',
    group: 'government',
    title: 'งวดวันที่ 16 ธันวาคม 2569',
    draw_key: '2026-12-16',
    draw_date: '2026-12-16',
    draw_date_be: '2569-12-16',
    draw_date_th: '16 ธันวาคม 2569',
    round_no: null,
    opens_at: '2026-12-01T08:20:00.000Z',
    closes_at: '2026-12-16T08:20:00.000Z',
    result_expected_at: '2026-12-16T09:00:00.000Z',
    cancel_until: '2026-12-16T08:10:00.000Z',
    status: 'open',
    status_name: 'เปิดรับแทง',
    is_open: true,
    seconds_to_close: 3 * 86_400,
    result: null,
    cancel_reason: null,
    ...over,
  };
}

const GOV_RATES: Record<BetType, number> = {
  '3top': 900,
  '3tote': 150,
  '3front': 450,
  '3back': 450,
  '2top': 90,
  '2bottom': 90,
  runtop: 3.2,
  runbottom: 4.2,
};

export function categoryFixture(over: Partial<LottoCategory> = {}): LottoCategory {
  return {
    id: 1,
    code: 'gov',
    name: 'หวยรัฐบาลไทย',
    group: 'government',
    group_name: 'หวยรัฐบาล',
    result_kind: 'government',
    schedule_text: 'ออกทุกวันที่ 1 และ 16 ของเดือน ปิดรับ 15:20 น.',
    bet_types: [...BET_TYPES],
    ...over,
  };
}

function ratesFixture(bets: readonly BetType[] = BET_TYPES): LottoRate[] {
  return bets.map((bt) => ({
    bet_type: bt,
    name: BET_TYPE_NAMES[bt],
    digits: BET_TYPE_DIGITS[bt],
    rate: GOV_RATES[bt],
    min_bet: 1,
    max_bet: 2000,
    max_per_number: 20000,
    enabled: true,
  }));
}

export function roundDetailFixture(round: Partial<LottoRound> = {}, category: Partial<LottoCategory> = {}) {
  const cat = categoryFixture(category);
  return { round: roundFixture(round), category: cat, rates: ratesFixture(cat.bet_types) };
}

export const emptyLimit = (round_id = 5) => ({ round_id, limited: [], remaining: [] });

/** What bill/validate answers for items, each ok unless `over` says otherwise. */
export function validationFixture(
  items: { bet_type: BetType; number: string; amount: number }[],
  over: Partial<BillValidation['items'][number]>[] = [],
  balance = 1000,
): BillValidation {
  const checked = items.map((i, index) => {
    const rate = GOV_RATES[i.bet_type];
    const base = {
      index,
      bet_type: i.bet_type,
      bet_type_name: BET_TYPE_NAMES[i.bet_type],
      number: i.number,
      amount: i.amount,
      accepted_amount: i.amount,
      rate,
      potential_win: i.amount * rate,
      status: 'ok' as const,
      reason: null,
      limited: null,
      note: null,
    };
    return { ...base, ...over[index] };
  });
  const total = checked.reduce((s, i) => s + i.accepted_amount, 0);
  return {
    round_id: 5,
    items: checked,
    item_count: checked.length,
    ok_count: checked.filter((i) => i.status === 'ok').length,
    adjusted_count: checked.filter((i) => i.status === 'adjusted').length,
    refused_count: checked.filter((i) => i.status === 'refused').length,
    total_amount: total,
    total_potential_win: checked.reduce((s, i) => s + i.potential_win, 0),
    balance,
    enough_balance: balance >= total,
  };
}

export function billFixture(items: { bet_type: BetType; number: string; amount: number }[], over: Partial<BillDetail> = {}): BillDetail {
  return {
    id: 41,
    reference: 'LT000041',
    round: roundFixture(),
    status: 'pending',
    status_name: 'รอผล',
    total_amount: items.reduce((s, i) => s + i.amount, 0),
    total_win: 0,
    item_count: items.length,
    can_cancel: true,
    created_at: '2026-12-10T05:00:00.000Z',
    cancelled_at: null,
    settled_at: null,
    items: items.map((i, n) => ({
      id: 100 + n,
      bet_type: i.bet_type,
      bet_type_name: BET_TYPE_NAMES[i.bet_type],
      number: i.number,
      amount: i.amount,
      rate: GOV_RATES[i.bet_type],
      potential_win: i.amount * GOV_RATES[i.bet_type],
      limited: false,
      status: 'pending',
      status_name: 'รอผล',
      payout: 0,
    })),
    ...over,
  };
}
