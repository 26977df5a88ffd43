import type { BillDetail, LottoCategory, LottoRate, LottoResult, LottoRound } from '@contract/lotto';
import type { ResultRow } from './api';

/** Test data shaped as the lotto server answers (docs/lotto.md "Calls"), for the pages' component tests. */

export function roundFixture(id: number, over: Partial<LottoRound> = {}): LottoRound {
  return {
    id,
    category_id: 4,
    category_code: 'hanoi',
    category_name: 'หวยฮานอย',
    group: 'foreign',
    title: 'งวดวันที่ 21 พฤศจิกายน 2569',
    draw_key: '2026-11-21',
    draw_date: '2026-11-21',
    draw_date_be: '2569-11-21',
    draw_date_th: '21 พฤศจิกายน 2569',
    round_no: null,
    opens_at: '2026-11-20T11:10:00.000Z',
    closes_at: '2026-11-21T11:10:00.000Z',
    result_expected_at: '2026-11-21T11:30:00.000Z',
    cancel_until: '2026-11-21T11:00:00.000Z',
    status: 'open',
    status_name: 'เปิดรับแทง',
    is_open: true,
    seconds_to_close: 3600,
    result: null,
    cancel_reason: null,
    ...over,
  };
}

export function categoryFixture(id: number, over: Partial<LottoCategory> = {}): LottoCategory {
  return {
    id,
    code: 'hanoi',
    name: 'หวยฮานอย',
    group: 'foreign',
    group_name: 'หวยต่างประเทศ',
    result_kind: 'hanoi',
    schedule_text: 'ออกทุกวัน ปิดรับ 18:10 น.',
    bet_types: ['3top', '2top', '2bottom'],
    ...over,
  };
}

export function rateFixture(bet_type: LottoRate['bet_type'], name: string, rate: number, over: Partial<LottoRate> = {}): LottoRate {
  return {
    bet_type,
    name,
    digits: Number(bet_type[0]) || 1,
    rate,
    min_bet: 1,
    max_bet: 2000,
    max_per_number: 20000,
    enabled: true,
    ...over,
  };
}

export const GOV_RESULT: LottoResult = {
  top3: '123',
  top2: '23',
  bottom2: '45',
  front3: ['456', '789'],
  back3: ['012', '345'],
  first_prize: '845123',
  yeekee_number: null,
};

export function resultRowFixture(round_id: number, over: Partial<ResultRow> = {}): ResultRow {
  return {
    round_id,
    category_id: 1,
    category_code: 'gov',
    category_name: 'หวยรัฐบาลไทย',
    group: 'government',
    title: 'งวดวันที่ 16 พฤศจิกายน 2569',
    draw_date: '2026-11-16',
    draw_date_be: '2569-11-16',
    draw_date_th: '16 พฤศจิกายน 2569',
    result: GOV_RESULT,
    resulted_at: '2026-11-16T09:00:00.000Z',
    ...over,
  };
}

export function billFixture(id: number, over: Partial<BillDetail> = {}): BillDetail {
  return {
    id,
    reference: `LT${String(id).padStart(6, '0')}`,
    round: roundFixture(7),
    status: 'pending',
    status_name: 'รอผล',
    total_amount: 100,
    total_win: 0,
    item_count: 1,
    can_cancel: true,
    created_at: '2026-11-21T08:05:00.000Z',
    cancelled_at: null,
    settled_at: null,
    items: [
      {
        id: id * 10,
        bet_type: '2top',
        bet_type_name: '2 ตัวบน',
        number: '89',
        amount: 100,
        rate: 90,
        potential_win: 9000,
        limited: false,
        status: 'pending',
        status_name: 'รอผล',
        payout: 0,
      },
    ],
    ...over,
  };
}
