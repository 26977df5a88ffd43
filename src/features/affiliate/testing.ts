import type {
  AffiliateConfigData,
  AffiliateEarningsData,
  AffiliateMovementsData,
  AffiliateNetworkData,
  AffiliateReferral,
  AffiliateSummaryData,
} from '@contract/rewards';

/** The affiliate calls' answers as the seeded server gives them (docs/rewards.md). */
export function configFixture(over: Partial<AffiliateConfigData> = {}): AffiliateConfigData {
  return {
    enabled: true,
    basis: 'turnover',
    basis_name: 'ยอดเล่น (เทิร์นโอเวอร์)',
    levels: [
      {
        level: 1,
        rates: [
          { product: 'slot', product_name: 'สล็อต', percent: 0.5 },
          { product: 'casino', product_name: 'คาสิโน', percent: 0.3 },
          { product: 'lotto', product_name: 'หวย', percent: 5 },
        ],
      },
      {
        level: 2,
        rates: [
          { product: 'slot', product_name: 'สล็อต', percent: 0.1 },
          { product: 'lotto', product_name: 'หวย', percent: 1 },
        ],
      },
    ],
    min_redeem: 100,
    max_per_day: 0,
    turnover_multiplier: 0,
    ...over,
  };
}

export const REF_LINK = 'https://goldenwin888.com/register?ref=SOMC7X';

export function summaryFixture(over: Partial<AffiliateSummaryData> = {}): AffiliateSummaryData {
  return {
    code: 'SOMC7X',
    link: REF_LINK,
    today: 12.5,
    month: 845.75,
    total: 5230,
    redeemable: 1234.5,
    min_redeem: 100,
    frozen: false,
    referrals: 23,
    qualified: 17,
    ...over,
  };
}

export function referralFixture(i: number, over: Partial<AffiliateReferral> = {}): AffiliateReferral {
  return {
    level: 1,
    phone_masked: `081***${String(1000 + i).slice(-4)}`,
    joined_at: '2026-11-20T03:00:00.000Z',
    status: 'qualified',
    status_name: 'นับแล้ว',
    turnover_month: 1500,
    turnover_total: 25_000.5,
    ...over,
  };
}

export function networkFixture(over: Partial<AffiliateNetworkData> = {}): AffiliateNetworkData {
  return {
    code: 'SOMC7X',
    link: REF_LINK,
    counts: { level1: 23, level2: 41, level1_qualified: 17, level2_qualified: 30 },
    items: [
      referralFixture(1),
      referralFixture(2, { status: 'pending', status_name: 'รอฝากครั้งแรก', turnover_month: 0, turnover_total: 0 }),
    ],
    page: 1,
    page_size: 20,
    total: 23,
    ...over,
  };
}

export function earningsFixture(over: Partial<AffiliateEarningsData> = {}): AffiliateEarningsData {
  return {
    items: [
      {
        day: '2026-11-25',
        level1: 80,
        level2: 12.5,
        amount: 92.5,
        status: 'credited',
        status_name: 'เข้าบัญชีแล้ว',
        products: [],
      },
      {
        day: '2026-11-24',
        level1: 40,
        level2: 0,
        amount: 40,
        status: 'frozen',
        status_name: 'ระงับชั่วคราว',
        products: [],
      },
    ],
    page: 1,
    page_size: 20,
    total: 2,
    ...over,
  };
}

export function movementsFixture(over: Partial<AffiliateMovementsData> = {}): AffiliateMovementsData {
  return {
    items: [
      {
        id: 9,
        type: 'redeem',
        type_name: 'ถอนเข้ากระเป๋าหลัก',
        amount: -500,
        balance_after: 734.5,
        reference: null,
        created_at: '2026-11-25T05:00:00.000Z',
      },
      {
        id: 8,
        type: 'earning',
        type_name: 'รายได้แนะนำเพื่อน',
        amount: 92.5,
        balance_after: 1234.5,
        reference: '2026-11-24',
        created_at: '2026-11-25T00:05:00.000Z',
      },
    ],
    page: 1,
    page_size: 20,
    total: 2,
    ...over,
  };
}
