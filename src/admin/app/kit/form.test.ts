import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { issuesOf, num, numOrNull, numOrZero, serverFields, str } from './form';
import { rangeOf, rangeSearch } from './range';

describe('form helpers', () => {
  it('reads numbers as operators type them', () => {
    expect(num('1,500.50')).toBe(1500.5);
    expect(num('  ')).toBeUndefined();
    expect(num('abc')).toBeNaN();
    expect(numOrNull('')).toBeNull();
    expect(numOrNull('7')).toBe(7);
    expect(numOrZero('')).toBe(0);
    expect(str(null)).toBe('');
    expect(str(0)).toBe('0');
  });

  it("gives each refused field its schema's first Thai message, by dotted path", () => {
    const Body = z.object({
      amount: z.number({ error: 'กรอกจำนวนเงิน' }).min(1, { error: 'อย่างน้อย 1 บาท' }),
      weights: z.object({ slot: z.number().max(100, { error: 'ไม่เกิน 100' }) }),
    });
    const parsed = Body.safeParse({ amount: 0, weights: { slot: 120 } });
    if (parsed.success) throw new Error('the body is refused');
    expect(issuesOf(parsed.error)).toEqual({ amount: 'อย่างน้อย 1 บาท', 'weights.slot': 'ไม่เกิน 100' });
  });

  it("reads a 422's fields, and nothing from any other failure", () => {
    expect(serverFields(new ApiError(1, 'ข้อมูลไม่ถูกต้อง', { status: 422, fields: { reason: 'ต้องมีเหตุผล' } }))).toEqual({ reason: 'ต้องมีเหตุผล' });
    expect(serverFields(new Error('x'))).toEqual({});
  });
});

describe('report ranges', () => {
  const Report = z.object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  });

  it("keeps a range's days in the address, dropping a bad one", () => {
    const Search = z.object(rangeSearch(Report));
    expect(Search.parse({ from: '2026-03-01', to: 'yesterday' })).toEqual({ from: '2026-03-01' });
  });

  it('opens on the last days up to today (Bangkok) when the address names none', () => {
    const r = rangeOf({}, 7);
    expect(Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000)).toBe(6);
    expect(rangeOf({ from: '2026-01-01', to: '2026-01-31' }, 7)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});
