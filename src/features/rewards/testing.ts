import type {
  CashbackConfigData,
  CashbackSummaryData,
  RewardEntryItem,
  RewardHistoryData,
  WinlossConfigData,
  WinlossSummaryData,
} from '@contract/rewards';

/** The rewards calls' answers as the seeded server gives them (docs/rewards.md). */
export function cashbackConfigFixture(over: Partial<CashbackConfigData> = {}): CashbackConfigData {
  return {
    vip_levels: ['สมาชิก', 'VIP Gold', 'VIP Hero'],
    cashback: {
      enabled: true,
      rates: [
        { product: 'slot', product_name: 'สล็อต', percents: [5, 7, 10] },
        { product: 'casino', product_name: 'คาสิโน', percents: [3, 4, 5] },
        { product: 'lotto', product_name: 'หวย', percents: [0, 0.5, 1] },
      ],
      minimum: 100,
      max_per_day: 10_000,
      claim_days: 3,
      turnover_multiplier: 1,
    },
    commission: {
      enabled: true,
      rates: [
        { product: 'slot', product_name: 'สล็อต', percents: [0.3, 0.4, 0.5] },
        { product: 'sport', product_name: 'กีฬา', percents: [0.2, 0.25, 0.3] },
      ],
      minimum: 0,
      max_per_day: 0,
      claim_days: 7,
      turnover_multiplier: 0,
    },
    ...over,
  };
}

export function entryFixture(over: Partial<RewardEntryItem> = {}): RewardEntryItem {
  return {
    id: 11,
    kind: 'cashback',
    period: '2026-11-19',
    period_end: '2026-11-19',
    base: 2500,
    percent: 5,
    amount: 125,
    vip_level: 1,
    status: 'claimable',
    status_name: 'รับได้',
    expires_at: '2026-11-22T17:00:00.000Z',
    claimed_at: null,
    products: [
      { product: 'slot', product_name: 'สล็อต', base: 2000, percent: 7, amount: 140 },
      { product: 'casino', product_name: 'คาสิโน', base: 500, percent: 4, amount: 20 },
    ],
    ...over,
  };
}

export function cashbackSummaryFixture(over: Partial<CashbackSummaryData> = {}): CashbackSummaryData {
  return {
    today: '2026-11-21',
    vip_level: 1,
    cashback: {
      today: entryFixture({
        id: null,
        period: '2026-11-21',
        period_end: '2026-11-21',
        base: 1234.5,
        percent: 6.43,
        amount: 79.4,
        status: 'waiting',
        status_name: 'รอสรุปยอด',
        expires_at: null,
        products: [
          { product: 'slot', product_name: 'สล็อต', base: 1000, percent: 7, amount: 70 },
          { product: 'casino', product_name: 'คาสิโน', base: 234.5, percent: 4, amount: 9.38 },
        ],
      }),
      claimable: 1234,
    },
    commission: {
      today: entryFixture({
        id: null,
        kind: 'commission',
        period: '2026-11-21',
        period_end: '2026-11-21',
        base: 20_000,
        percent: 0.4,
        amount: 80,
        status: 'waiting',
        status_name: 'รอสรุปยอด',
        expires_at: null,
        products: [{ product: 'slot', product_name: 'สล็อต', base: 20_000, percent: 0.4, amount: 80 }],
      }),
      claimable: 56.78,
    },
    ...over,
  };
}

export function historyFixture(items: RewardEntryItem[], over: Partial<RewardHistoryData> = {}): RewardHistoryData {
  return { items, page: 1, page_size: 10, total: items.length, claimable: 0, ...over };
}

export function winlossConfigFixture(over: Partial<WinlossConfigData> = {}): WinlossConfigData {
  return {
    enabled: true,
    tiers: [
      { min_loss: 1000, percent: 5 },
      { min_loss: 10_000, percent: 10 },
    ],
    include_lotto: false,
    max_per_week: 50_000,
    claim_days: 7,
    turnover_multiplier: 2,
    ...over,
  };
}

export function winlossSummaryFixture(over: Partial<WinlossSummaryData> = {}): WinlossSummaryData {
  return {
    week: entryFixture({
      id: null,
      kind: 'winloss',
      period: '2026-11-16',
      period_end: '2026-11-22',
      base: 3500,
      percent: 5,
      amount: 175,
      status: 'waiting',
      status_name: 'รอสรุปยอด',
      expires_at: null,
      products: [
        { product: 'slot', product_name: 'สล็อต', base: 3000, percent: 5, amount: 150 },
        { product: 'casino', product_name: 'คาสิโน', base: 500, percent: 5, amount: 25 },
      ],
    }),
    claimable: 500,
    ...over,
  };
}
