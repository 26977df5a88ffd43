import type { ActiveRequirement, MemberPromotionsData, Promotion, PromotionHistoryItem, PromotionListData } from '@contract/promotions';

/** The promotions calls' answers as the seeded server gives them (docs/promotions.md). */
export function promotionFixture(over: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    title: 'สมาชิกใหม่รับโบนัส 50%',
    description: 'ฝากครั้งแรกรับโบนัสทันที 50% สูงสุด 1,000 บาท',
    terms: '1. สำหรับสมาชิกใหม่ ฝากครั้งแรกเท่านั้น\n2. ทำเทิร์น 1 เท่าของยอดฝาก+โบนัส ก่อนถอน',
    image: null,
    type: 'first_deposit',
    type_name: 'ฝากครั้งแรกของสมาชิกใหม่',
    percent: 50,
    fixed_bonus: 0,
    max_bonus: 1000,
    min_deposit: 100,
    requirement: {
      kind: 'turnover',
      multiplier: 1,
      base: 'deposit_bonus',
      weights: { slot: 100, casino: 50, lotto: 0 },
      max_withdrawal: 5000,
      days: 7,
      balance_floor: 5,
      forfeit_rule: 'bonus_and_winnings',
    },
    starts_at: '2026-11-01T00:00:00.000+07:00',
    ends_at: '2026-12-31T23:59:59.000+07:00',
    eligible: true,
    ineligible_reason: null,
    ...over,
  };
}

export const dailyPromotion = promotionFixture({
  id: 2,
  title: 'ฝากแรกของวันรับ 10%',
  description: 'ฝากแรกของทุกวันรับโบนัส 10%',
  type: 'daily_first',
  type_name: 'ฝากแรกของวัน',
  percent: 10,
  max_bonus: 500,
  min_deposit: 300,
  requirement: { ...promotionFixture().requirement, multiplier: 2, base: 'bonus', max_withdrawal: null },
  ends_at: null,
});

export const fixedPromotion = promotionFixture({
  id: 3,
  title: 'ฝาก 100 รับ 200',
  description: '',
  type: 'fixed',
  type_name: 'ฝากครบรับโบนัสทันที',
  percent: 0,
  fixed_bonus: 100,
  max_bonus: null,
  min_deposit: 100,
  requirement: { ...promotionFixture().requirement, kind: 'balance', multiplier: 3, weights: {}, max_withdrawal: 300 },
  eligible: false,
  ineligible_reason: 'ท่านกำลังติดเงื่อนไขทำเทิร์นของโปรโมชั่นอื่นอยู่',
});

export function listFixture(over: Partial<PromotionListData> = {}): PromotionListData {
  return { promotions: [promotionFixture(), dailyPromotion, fixedPromotion], choice: null, ...over };
}

export function activeFixture(over: Partial<ActiveRequirement> = {}): ActiveRequirement {
  return {
    id: 41,
    source: 'promotion',
    source_name: 'โปรโมชั่น',
    title: 'สมาชิกใหม่รับโบนัส 50%',
    kind: 'turnover',
    required: 1500,
    done: 675,
    remaining: 825,
    percent_done: 45,
    weights: { slot: 100, casino: 50, lotto: 0 },
    bonus: 500,
    max_withdrawal: 5000,
    balance_floor: 5,
    started_at: '2026-11-20T03:00:00.000Z',
    expires_at: '2026-11-27T03:00:00.000Z',
    cancel_forfeit: 812.5,
    forfeit_rule: 'bonus_and_winnings',
    ...over,
  };
}

export function historyFixture(id: number, over: Partial<PromotionHistoryItem> = {}): PromotionHistoryItem {
  return {
    id,
    promotion_id: 1,
    title: 'สมาชิกใหม่รับโบนัส 50%',
    deposit_amount: 1000,
    bonus: 500,
    outcome: 'active',
    outcome_name: 'กำลังทำเทิร์น',
    reason: null,
    forfeited_amount: 0,
    created_at: '2026-11-20T03:00:00.000Z',
    ended_at: null,
    ...over,
  };
}

export function meFixture(over: Partial<MemberPromotionsData> = {}): MemberPromotionsData {
  return { active: [activeFixture()], choice: null, history: [historyFixture(7)], withdraw_cap: null, ...over };
}
