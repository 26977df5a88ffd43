import type { AdminCoupon } from '@contract/admin-promotions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { catchDownloads, coupon, csvLines, fill, invalid, ok, paged, promotion } from '../../testing/fixtures';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const welcome = coupon();
const spins = coupon({
  id: 6,
  code: 'SPIN10',
  name: 'ฟรีสปินวันเกิด',
  kind: 'free_spins',
  amount: 10,
  turnover_multiplier: 0,
  max_withdrawal: null,
  quota: null,
  used: 3,
  status: 'paused',
  valid_until: '2026-02-01T00:00:00.000Z',
});
const batchCode = (i: number): AdminCoupon =>
  coupon({ id: 1000 + i, code: `NY26${String(i).padStart(4, '0')}`, name: 'ปีใหม่', batch_id: 4, quota: 1, used: i % 2 });

const couponCalls: URLSearchParams[] = [];
const server = mockApi(
  http.get('/api/admin/coupons', ({ request }) => {
    const q = new URL(request.url).searchParams;
    couponCalls.push(q);
    if (q.get('batch_id') === '4') {
      const all = Array.from({ length: 150 }, (_, i) => batchCode(i + 1));
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('page_size') ?? 20);
      return HttpResponse.json(paged(all.slice((page - 1) * size, page * size), all.length, page, size));
    }
    return HttpResponse.json(paged([welcome, spins], 25, Number(q.get('page') ?? 1)));
  }),
  http.get('/api/admin/coupon-batches', () =>
    HttpResponse.json(paged([{ id: 4, name: 'ปีใหม่ 2569', size: 150, used: 75, created_at: '2026-01-01T00:00:00.000Z' }])),
  ),
  http.get('/api/admin/promotions', () =>
    HttpResponse.json(paged([promotion(), promotion({ id: 2, title: 'ฝากแรกของวัน 10%', status: 'ended' })])),
  ),
);
afterEach(() => {
  cleanup();
  couponCalls.length = 0;
});

const table = () => screen.findByRole('table', { name: 'รายการคูปอง' }, { timeout: 5000 });

describe('the coupons page', () => {
  it('shows that it is loading, a refusal, and an empty list', async () => {
    server.use(hangs('/api/admin/coupons'));
    renderAdmin('/admin/coupons', { role: 'support' });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('กำลังโหลด');
    cleanup();
    server.resetHandlers();
    server.use(refuses('/api/admin/coupons', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/coupons', { role: 'support' });
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้', {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    server.resetHandlers();
    server.use(http.get('/api/admin/coupons', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/coupons', { role: 'support' });
    expect(await screen.findByText('ยังไม่มีคูปอง', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists coupons; search by code, status, batch, sort and page go to the query and the address', async () => {
    const { user, router } = renderAdmin('/admin/coupons', { role: 'finance' });
    const rows = within(await table()).getAllByRole('row');
    const w = within(rows[1]);
    expect(w.getByText('WELCOME100')).toBeInTheDocument();
    expect(w.getByText('เครดิตฟรี 100.00 บาท')).toBeInTheDocument();
    expect(w.getByText('เทิร์น 3 เท่า · 7 วัน · ถอนสูงสุด 500.00')).toBeInTheDocument();
    expect(w.getByText('42 / 1,000')).toBeInTheDocument();
    expect(w.getByText('ไม่มีวันหมดอายุ')).toBeInTheDocument();
    const s = within(rows[2]);
    expect(s.getByText('ฟรีสปิน 10 ครั้ง')).toBeInTheDocument();
    expect(s.getByText('3 / ไม่จำกัด')).toBeInTheDocument();
    expect(s.getByText('หยุดชั่วคราว')).toBeInTheDocument();

    fill(screen.getByRole('textbox', { name: 'ค้นหาโค้ด' }), 'welc');
    fill(screen.getByRole('textbox', { name: 'รหัสชุดโค้ด' }), '4');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(couponCalls.at(-1)?.get('q')).toBe('welc'));
    expect(couponCalls.at(-1)?.get('batch_id')).toBe('4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'active');
    await waitFor(() => expect(couponCalls.at(-1)?.get('status')).toBe('active'));
    await user.click(screen.getByRole('button', { name: /ใช้แล้ว/ }));
    await waitFor(() => expect(couponCalls.at(-1)?.get('sort')).toBe('used'));
    expect(router.state.location.search).toMatchObject({ q: 'welc', batch_id: 4, status: 'active', sort: 'used' });
  });

  it('finance reads: no create, edit, pause or end, and no batch creation', async () => {
    const { user } = renderAdmin('/admin/coupons', { role: 'finance' });
    await table();
    expect(screen.queryByRole('button', { name: 'สร้างคูปอง' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^หยุด|^เปิดใช้|^สิ้นสุด/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'ชุดโค้ด' }));
    expect(await screen.findByText('ปีใหม่ 2569')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างชุดโค้ด' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ส่งออกโค้ด CSV ชุด #4' })).toBeInTheDocument();
  });

  it('creates a coupon: errors beside the fields from the contract, then the server’s, then the body', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/coupons', async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1) return HttpResponse.json(invalid({ code: 'โค้ดนี้มีอยู่แล้ว' }), { status: 422 });
        return HttpResponse.json(ok(coupon({ id: 7, code: 'BONUS50' })));
      }),
    );
    const { user } = renderAdmin('/admin/coupons', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'สร้างคูปอง' }));
    const f = within(screen.getByRole('form', { name: 'สร้างคูปอง' }));
    fill(f.getByRole('textbox', { name: 'โค้ดคูปอง' }), 'ab!');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('โค้ดคูปองต้องมี 4-32 ตัวอักษร')).toBeInTheDocument();
    expect(f.getByText('กรุณาระบุจำนวนที่ได้รับ')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A deposit-bonus coupon picks a promotion (the ended one is marked) and carries no requirement of its own.
    await user.selectOptions(f.getByRole('combobox', { name: 'ประเภทคูปอง' }), 'deposit_bonus');
    expect(f.getByText('คูปองโบนัสเงินฝากใช้เงื่อนไขของโปรโมชั่นที่เลือก')).toBeInTheDocument();
    const promo = f.getByRole('combobox', { name: 'โปรโมชั่นที่ได้รับ' });
    expect(await within(promo).findByRole('option', { name: 'ฝากแรกของวัน 10% (ไม่เปิดใช้งาน)' })).toBeInTheDocument();
    fill(f.getByRole('textbox', { name: 'โค้ดคูปอง' }), 'BONUS50');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('คูปองโบนัสเงินฝากต้องเลือกโปรโมชั่น (และคูปองประเภทอื่นต้องไม่เลือก)')).toBeInTheDocument();
    await user.selectOptions(promo, '1');
    fill(f.getByRole('textbox', { name: 'จำนวนสิทธิ์ทั้งหมด' }), '500');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('โค้ดนี้มีอยู่แล้ว')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      name: '',
      kind: 'deposit_bonus',
      amount: 0,
      promotion_id: 1,
      turnover_multiplier: 0,
      weights: null,
      max_withdrawal: null,
      requirement_days: 7,
      valid_until: null,
      code: 'BONUS50',
      quota: 500,
    });
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'สร้างคูปอง' })).toBeNull());
    expect(sent).toHaveLength(2);
  }, 45_000);

  it('creates a credit coupon with its own game weights', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/admin/coupons', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok(coupon({ id: 8 })));
      }),
    );
    const { user } = renderAdmin('/admin/coupons', { role: 'admin' });
    await table();
    await user.click(screen.getByRole('button', { name: 'สร้างคูปอง' }));
    const f = within(screen.getByRole('form', { name: 'สร้างคูปอง' }));
    fill(f.getByRole('textbox', { name: 'โค้ดคูปอง' }), 'FREE50');
    fill(f.getByRole('textbox', { name: 'เครดิต (บาท)' }), '50');
    fill(f.getByRole('textbox', { name: 'เทิร์น (เท่าของเครดิต)' }), '5');
    await user.click(f.getByText(/กำหนดสัดส่วนเกมเอง/));
    fill(f.getByRole('textbox', { name: 'หวย' }), '0');
    fill(f.getByRole('textbox', { name: 'คาสิโน' }), '101');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('น้ำหนักต้องอยู่ระหว่าง 0 ถึง 100')).toBeInTheDocument();
    fill(f.getByRole('textbox', { name: 'คาสิโน' }), '50');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        code: 'FREE50',
        kind: 'credit',
        amount: 50,
        turnover_multiplier: 5,
        weights: { slot: 100, casino: 50, fishing: 100, sport: 100, freespin: 100, lotto: 0 },
        quota: null,
      }),
    );
  }, 45_000);

  it('edits a coupon and pauses, resumes and ends one', async () => {
    const changes: unknown[] = [];
    let put: Record<string, unknown> | null = null;
    server.use(
      http.put('/api/admin/coupons/:id', async ({ request, params }) => {
        put = { id: params.id, ...((await request.json()) as object) };
        return HttpResponse.json(ok(welcome));
      }),
      http.post('/api/admin/coupons/:id/status', async ({ request, params }) => {
        const body = (await request.json()) as { status: 'active' | 'paused' | 'ended' };
        changes.push([Number(params.id), body.status]);
        return HttpResponse.json(ok({ ...(Number(params.id) === 6 ? spins : welcome), status: body.status }));
      }),
    );
    const { user } = renderAdmin('/admin/coupons', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'แก้ไข WELCOME100' }));
    const f = within(screen.getByRole('form', { name: 'แก้ไขคูปอง WELCOME100' }));
    expect(f.getByRole('textbox', { name: 'เครดิต (บาท)' })).toHaveValue('100');
    fill(f.getByRole('textbox', { name: 'จำนวนสิทธิ์ทั้งหมด' }), '2000');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(put).toMatchObject({ id: '5', code: 'WELCOME100', quota: 2000, amount: 100, turnover_multiplier: 3, max_withdrawal: 500 }),
    );

    await user.click(screen.getByRole('button', { name: 'หยุด WELCOME100' }));
    expect(await screen.findByText('คูปอง WELCOME100: หยุดชั่วคราว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เปิดใช้ SPIN10' }));
    await user.click(screen.getByRole('button', { name: 'สิ้นสุด SPIN10' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันสิ้นสุด' }));
    await waitFor(() =>
      expect(changes).toEqual([
        [5, 'paused'],
        [6, 'active'],
        [6, 'ended'],
      ]),
    );
  });

  it('shows one coupon’s redemptions from the address, paged', async () => {
    const redemptionCalls: string[] = [];
    server.use(
      http.get('/api/admin/coupons/:id/redemptions', ({ request, params }) => {
        redemptionCalls.push(`${params.id}:${new URL(request.url).searchParams.get('page')}`);
        return HttpResponse.json(
          paged(
            [
              {
                id: 1,
                coupon_id: 5,
                code: 'WELCOME100',
                member_id: 7,
                member_phone: '0812345678',
                amount: 100,
                status: 'granted',
                created_at: '2026-01-02T03:00:00.000Z',
              },
            ],
            30,
          ),
        );
      }),
    );
    const { user, router } = renderAdmin('/admin/coupons', { role: 'finance' });
    await table();
    await user.click(screen.getByRole('button', { name: 'การใช้ WELCOME100' }));
    const region = within(await screen.findByRole('region', { name: 'การใช้คูปอง WELCOME100' }));
    expect(await region.findByText('0812345678 · #7')).toBeInTheDocument();
    expect(region.getByText('ได้รับแล้ว')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ coupon: 5 });
    const pagers = screen.getAllByRole('button', { name: 'ถัดไป' });
    await user.click(pagers[pagers.length - 1]);
    await waitFor(() => expect(redemptionCalls).toEqual(['5:1', '5:2']));
    await user.click(region.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /การใช้คูปอง/ })).toBeNull());
  });

  it('exports the coupons of the current view as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = renderAdmin('/admin/coupons?status=paused', { role: 'finance' });
      await table();
      await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const lines = csvLines(await downloads.files[0].text);
      expect(lines[0]).toBe('โค้ด,ชื่อ,ชุดโค้ด,ประเภท,ได้รับ,เทิร์น (เท่า),ถอนได้สูงสุด,สิทธิ์ทั้งหมด,ใช้แล้ว,สถานะ,ใช้ได้ตั้งแต่,หมดอายุ');
      expect(lines[2]).toMatch(/^SPIN10,ฟรีสปินวันเกิด,,ฟรีสปิน,ฟรีสปิน 10 ครั้ง,0,,ไม่จำกัด,3,หยุดชั่วคราว,.+,.+$/);
      expect(couponCalls.at(-1)?.get('status')).toBe('paused');
    } finally {
      downloads.restore();
    }
  });

  it('batches: creates N unique codes, then exports the batch’s codes through GET /coupons?batch_id=N', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/coupon-batches', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ batch_id: 4, size: 150 }));
      }),
    );
    const downloads = catchDownloads();
    try {
      const { user, router } = renderAdmin('/admin/coupons?tab=batches', { role: 'support' });
      const batches = await screen.findByRole('table', { name: 'ชุดโค้ด' }, { timeout: 5000 });
      expect(within(batches).getByText('ปีใหม่ 2569')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'สร้างชุดโค้ด' }));
      const f = within(screen.getByRole('form', { name: 'สร้างชุดโค้ด' }));
      fill(f.getByRole('textbox', { name: 'คำนำหน้าโค้ด' }), 'NY-26');
      fill(f.getByRole('textbox', { name: 'จำนวนโค้ด' }), '200000');
      await user.click(f.getByRole('button', { name: 'สร้างโค้ด' }));
      expect(f.getByText('ชื่อต้องมีอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
      expect(f.getByText('คำนำหน้ามีได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข')).toBeInTheDocument();
      expect(f.getByText('สร้างได้ครั้งละไม่เกิน 100,000 โค้ด')).toBeInTheDocument();
      expect(f.getByText('กรุณาระบุจำนวนที่ได้รับ')).toBeInTheDocument();
      fill(f.getByRole('textbox', { name: 'ชื่อชุดโค้ด' }), 'ปีใหม่ 2569');
      fill(f.getByRole('textbox', { name: 'คำนำหน้าโค้ด' }), 'NY26');
      fill(f.getByRole('textbox', { name: 'จำนวนโค้ด' }), '150');
      fill(f.getByRole('textbox', { name: 'เครดิต (บาท)' }), '20');
      await user.click(f.getByRole('button', { name: 'สร้างโค้ด' }));
      await waitFor(() =>
        expect(sent).toEqual([
          {
            name: 'ปีใหม่ 2569',
            kind: 'credit',
            amount: 20,
            promotion_id: null,
            turnover_multiplier: 1,
            weights: null,
            max_withdrawal: null,
            requirement_days: 7,
            valid_until: null,
            prefix: 'NY26',
            size: 150,
          },
        ]),
      );
      expect(await screen.findByText('สร้างชุดโค้ด #4 จำนวน 150 โค้ดแล้ว')).toBeInTheDocument();

      await user.click(screen.getAllByRole('button', { name: 'ส่งออกโค้ด CSV ชุด #4' })[0]);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0].name).toBe('coupon-batch-4.csv');
      const lines = csvLines(await downloads.files[0].text);
      expect(lines).toHaveLength(151);
      expect(lines[0]).toBe('โค้ด,ประเภท,ได้รับ,สถานะ,ใช้แล้ว,หมดอายุ');
      expect(lines[1]).toBe('NY260001,เครดิตฟรี,เครดิตฟรี 100.00 บาท,เปิดใช้งาน,1,');
      expect(lines[150]).toBe('NY260150,เครดิตฟรี,เครดิตฟรี 100.00 บาท,เปิดใช้งาน,0,');
      const exportCalls = couponCalls.filter((q) => q.get('batch_id') === '4');
      expect(exportCalls.map((q) => [q.get('page'), q.get('page_size')])).toEqual([
        ['1', '100'],
        ['2', '100'],
      ]);

      // "ดูโค้ด" opens the coupons tab filtered to the batch.
      await user.click(screen.getByRole('button', { name: 'ดูโค้ดชุด #4' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ batch_id: 4 }));
      expect(await screen.findByText('NY260001', {}, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      downloads.restore();
    }
  }, 45_000);
});
