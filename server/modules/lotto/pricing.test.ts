import type { BetType } from '@contract/lotto';
import { describe, expect, it } from 'vitest';
import { type ItemAsked, type Limited, priceItems } from './pricing';
import type { RateRow } from './tables';

const rate = (bet_type: BetType, r: number, over: Partial<RateRow> = {}): RateRow => ({
  category_id: 1,
  bet_type,
  rate: r,
  min_bet: 100,
  max_bet: 200_000,
  max_per_number: 1_000_000,
  enabled: true,
  ...over,
});
const rates = new Map<BetType, RateRow>([
  ['3top', rate('3top', 90_000)],
  ['3tote', rate('3tote', 15_000)],
  ['2bottom', rate('2bottom', 9_000)],
  ['runtop', rate('runtop', 320)],
  ['3front', rate('3front', 45_000, { enabled: false })],
]);
const price = (
  items: ItemAsked[],
  over: { limited?: Map<string, Limited>; sold?: Map<string, number>; roundState?: 'open' | 'closed' | 'not_yet' } = {},
) =>
  priceItems({
    roundState: over.roundState ?? 'open',
    categoryName: 'หวยทดสอบ',
    rates,
    limited: over.limited ?? new Map(),
    sold: over.sold ?? new Map(),
    items,
  });

describe('pricing a bill', () => {
  it('prices ok items at the category rate with their potential win', () => {
    const { items, roundError } = price([
      { bet_type: '3top', number: '123', amount: 1_000 },
      { bet_type: 'runtop', number: '7', amount: 100 },
    ]);
    expect(roundError).toBeNull();
    expect(items.map((i) => [i.status, i.accepted, i.rate, i.potential_win])).toEqual([
      ['ok', 1_000, 90_000, 900_000],
      ['ok', 100, 320, 320],
    ]);
  });

  it('refuses every item when the round is closed or not open yet', () => {
    const closed = price([{ bet_type: '3top', number: '123', amount: 1_000 }], { roundState: 'closed' });
    expect(closed.roundError?.code).toBe(5001);
    expect(closed.items[0]).toMatchObject({ status: 'refused', accepted: 0, reason: 'งวดนี้ปิดรับแทงแล้ว' });
    expect(price([{ bet_type: '3top', number: '123', amount: 1_000 }], { roundState: 'not_yet' }).roundError?.code).toBe(5002);
  });

  it('refuses a bet type the category does not sell, a closed limited number, a tote triple and an amount under the minimum', () => {
    const { items } = price(
      [
        { bet_type: '3front', number: '123', amount: 1_000 },
        { bet_type: '2top', number: '12', amount: 1_000 },
        { bet_type: '3top', number: '999', amount: 1_000 },
        { bet_type: '3tote', number: '111', amount: 1_000 },
        { bet_type: '3top', number: '123', amount: 99 },
      ],
      { limited: new Map([['3top:999', { mode: 'closed', pay_percent: null, max_amount: null }]]) },
    );
    expect(items.map((i) => i.status)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect(items[0].reason).toBe('หวยทดสอบไม่เปิดรับแทง3 ตัวหน้า');
    expect(items[2].reason).toMatch(/เลขอั้นปิดรับ/);
    expect(items[2].limited).toBe('closed');
    expect(items[3].reason).toMatch(/เลขตอง 111/);
    expect(items[4].reason).toBe('3 ตัวบน แทงขั้นต่ำ 1 บาท');
  });

  it('adjusts an amount over the maximum per bet down to it', () => {
    const { items } = price([{ bet_type: '3top', number: '123', amount: 500_000 }]);
    expect(items[0]).toMatchObject({ status: 'adjusted', accepted: 200_000, potential_win: 180_000_000 });
    expect(items[0].reason).toMatch(/สูงสุด 2,000 บาท/);
  });

  it('adjusts down to what the number may still take, counting earlier items of the same bill, and refuses when full', () => {
    const { items } = price(
      [
        { bet_type: '2bottom', number: '45', amount: 150_000 },
        { bet_type: '2bottom', number: '45', amount: 150_000 },
        { bet_type: '2bottom', number: '45', amount: 150_000 },
      ],
      { sold: new Map([['2bottom:45', 800_000]]) },
    );
    // cap 10,000 baht, 8,000 sold: 1,500 ok, then 500 left (adjusted), then full.
    expect(items.map((i) => [i.status, i.accepted])).toEqual([
      ['ok', 150_000],
      ['adjusted', 50_000],
      ['refused', 0],
    ]);
    expect(items[1].reason).toMatch(/รับแทงได้อีก 500 บาท/);
    expect(items[2].reason).toMatch(/เต็มวงเงิน/);
  });

  it('refuses when the remainder is under the minimum', () => {
    const { items } = price([{ bet_type: '2bottom', number: '45', amount: 1_000 }], { sold: new Map([['2bottom:45', 999_950]]) });
    expect(items[0]).toMatchObject({ status: 'refused' });
    expect(items[0].reason).toMatch(/ต่ำกว่ายอดแทงขั้นต่ำ/);
  });

  it('pays a reduced limited number at its percentage and applies its own cap', () => {
    const limited = new Map<string, Limited>([['3top:123', { mode: 'reduced', pay_percent: 50, max_amount: 5_000 }]]);
    const { items } = price([{ bet_type: '3top', number: '123', amount: 10_000 }], { limited });
    expect(items[0]).toMatchObject({
      status: 'adjusted',
      accepted: 5_000,
      rate: 45_000,
      potential_win: 2_250_000,
      limited: 'reduced',
      cap: 5_000,
    });
    expect(items[0].note).toMatch(/จ่ายบาทละ 450/);
  });
});
