import type { AdminCoupon, AdminPromotion, AdminRequirement } from '@contract/admin-promotions';
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** Test data and helpers shared by the promotions, coupons and requirements page tests. */

export const ok = <T>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
export const paged = <T>(items: T[], total = items.length, page = 1, page_size = 20) => ok({ items, page, page_size, total });
export const invalid = (fields: Record<string, string>) => ({ error: 1, message: 'ข้อมูลไม่ถูกต้อง', data: { fields } });

export const promotion = (over: Partial<AdminPromotion> = {}): AdminPromotion => ({
  id: 1,
  title: 'สมาชิกใหม่รับโบนัส 50%',
  description: 'ฝากครั้งแรกรับเพิ่มครึ่งหนึ่ง',
  terms: 'ทำเทิร์น 5 เท่า',
  image: null,
  type: 'first_deposit',
  visibility: 'public',
  percent: 50,
  fixed_bonus: 0,
  max_bonus: 1000,
  min_deposit: 100,
  requirement_kind: 'turnover',
  turnover_multiplier: 5,
  turnover_base: 'deposit_bonus',
  weights: { slot: 100, casino: 50, fishing: 100, sport: 0, freespin: 0, lotto: 0 },
  max_withdrawal: 5000,
  balance_floor: 5,
  requirement_days: 7,
  forfeit_rule: 'bonus_and_winnings',
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: null,
  status: 'active',
  sort: 1,
  takers: 12,
  refused: 3,
  bonus_paid: 4500.5,
  forfeited: 120,
  turnover: 98000,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const coupon = (over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 5,
  code: 'WELCOME100',
  name: 'ต้อนรับสมาชิกใหม่',
  batch_id: null,
  kind: 'credit',
  amount: 100,
  promotion_id: null,
  promotion_title: null,
  turnover_multiplier: 3,
  weights: null,
  max_withdrawal: 500,
  requirement_days: 7,
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_until: null,
  quota: 1000,
  used: 42,
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const requirement = (over: Partial<AdminRequirement> = {}): AdminRequirement => ({
  id: 31,
  member_id: 7,
  member_phone: '0812345678',
  member_name: 'สมชาย ใจดี',
  source: 'promotion',
  source_name: 'โปรโมชั่น',
  title: 'สมาชิกใหม่รับโบนัส 50%',
  kind: 'turnover',
  required: 7500,
  done: 2500,
  remaining: 5000,
  bonus: 500,
  max_withdrawal: 5000,
  status: 'active',
  forfeit_rule: 'bonus_and_winnings',
  cancel_forfeit: 620.5,
  forfeit_reason: null,
  forfeited_amount: 0,
  end_note: null,
  started_at: '2026-01-02T03:00:00.000Z',
  expires_at: '2026-01-09T03:00:00.000Z',
  ended_at: null,
  ...over,
});

/** Catches what downloadText saves: the next file's name and text. */
export function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    last = b;
    return 'blob:test';
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = last;
    files.push({
      name: this.download,
      text: new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        if (blob) reader.readAsText(blob);
      }),
    });
  });
  return { files, restore: () => click.mockRestore() };
}

/** A CSV's lines without the byte-order mark. */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

/** Sets a text field's value in one change (typing long Thai text key by key is slow on a busy machine). */
export function fill(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}
