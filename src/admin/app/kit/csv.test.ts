import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, fetchAllPages, toCsv } from './csv';

describe('CSV export', () => {
  it('writes a BOM, a heading row and quoted cells where needed', () => {
    const csv = toCsv(
      [
        { name: 'สมชาย, ใจดี', note: 'เขาว่า "โอเค"', amount: -150.5 },
        { name: '=HYPERLINK("x")', note: null, amount: 0 },
      ],
      [
        { header: 'ชื่อ', value: (r) => r.name },
        { header: 'หมายเหตุ', value: (r) => r.note },
        { header: 'ยอด', value: (r) => r.amount },
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['ชื่อ,หมายเหตุ,ยอด', '"สมชาย, ใจดี","เขาว่า ""โอเค""",-150.5', `"'=HYPERLINK(""x"")",,0`, '']);
  });

  it('fetches page after page until the total, and stops at the cap', async () => {
    const pages: number[] = [];
    const rows = await fetchAllPages(async (page, size) => {
      pages.push(page);
      const start = (page - 1) * size;
      return { items: Array.from({ length: Math.max(0, Math.min(size, 250 - start)) }, (_, i) => start + i), total: 250 };
    });
    expect(pages).toEqual([1, 2, 3]);
    expect(rows).toHaveLength(250);
    expect(rows[249]).toBe(249);

    const capped = await fetchAllPages(async (page, size) => ({
      items: Array.from({ length: size }, (_, i) => page * size + i),
      total: 1e9,
    }));
    expect(capped).toHaveLength(CSV_MAX_ROWS);
  });
});
