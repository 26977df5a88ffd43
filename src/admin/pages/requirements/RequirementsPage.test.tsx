import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { catchDownloads, csvLines, fill, ok, paged, requirement } from '../../testing/fixtures';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const active = requirement();
const ended = requirement({
  id: 30,
  member_id: 8,
  member_phone: '0899999999',
  member_name: 'สมหญิง รักดี',
  source: 'coupon',
  source_name: 'คูปอง',
  title: 'คูปองเครดิตฟรี',
  kind: 'balance',
  required: 300,
  done: 40,
  remaining: 260,
  bonus: 100,
  max_withdrawal: null,
  status: 'forfeited',
  forfeit_reason: 'operator',
  forfeited_amount: 100,
  end_note: 'สมาชิกขอยกเลิกทางไลน์',
  cancel_forfeit: undefined,
  ended_at: '2026-01-03T03:00:00.000Z',
});

const calls: URLSearchParams[] = [];
let rows = [active, ended];
const server = mockApi(
  http.get('/api/admin/requirements', ({ request }) => {
    const q = new URL(request.url).searchParams;
    calls.push(q);
    return HttpResponse.json(paged(rows, 41, Number(q.get('page') ?? 1), Number(q.get('page_size') ?? 20)));
  }),
);
afterEach(() => {
  cleanup();
  calls.length = 0;
  rows = [active, ended];
});

const table = () => screen.findByRole('table', { name: 'เงื่อนไขเทิร์นของสมาชิก' }, { timeout: 5000 });

describe('the requirements page', () => {
  it('shows that it is loading, a refusal, and an empty list', async () => {
    server.use(hangs('/api/admin/requirements'));
    renderAdmin('/admin/requirements', { role: 'support' });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('กำลังโหลด');
    cleanup();
    server.use(refuses('/api/admin/requirements', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/requirements', { role: 'support' });
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้', {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    server.resetHandlers();
    rows = [];
    renderAdmin('/admin/requirements', { role: 'support' });
    expect(await screen.findByText('ไม่มีเงื่อนไขเทิร์นในสถานะนี้', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists requirements with progress; status, source, search, sort and page go to the query and the address', async () => {
    const { user, router } = renderAdmin('/admin/requirements', { role: 'finance' });
    const trs = within(await table()).getAllByRole('row');
    const a = within(trs[1]);
    expect(a.getByText('0812345678 · #7')).toBeInTheDocument();
    expect(a.getByText('โปรโมชั่น · ทำเทิร์น')).toBeInTheDocument();
    expect(a.getByText('ยอดเล่น 2,500.00 / 7,500.00')).toBeInTheDocument();
    expect(a.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(a.getByText('ขาดอีก 5,000.00')).toBeInTheDocument();
    expect(a.getByText('ถอนสูงสุด 5,000.00')).toBeInTheDocument();
    const e = within(trs[2]);
    expect(e.getByText('ยอดเงิน 40.00 / 300.00')).toBeInTheDocument();
    expect(e.getByText('สิ้นสุดก่อนครบ')).toBeInTheDocument();
    expect(e.getByText('ยกเลิกโดยเจ้าหน้าที่ · หักคืน 100.00')).toBeInTheDocument();
    expect(e.getByText('สมาชิกขอยกเลิกทางไลน์')).toBeInTheDocument();
    // The default view asks for the active ones.
    expect(calls[0].get('status')).toBe('active');

    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'all');
    await waitFor(() => expect(calls.at(-1)?.has('status')).toBe(false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'ที่มา' }), 'coupon');
    await waitFor(() => expect(calls.at(-1)?.get('source')).toBe('coupon'));
    fill(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), ' 0812345678 ');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('0812345678'));
    await user.click(screen.getByRole('button', { name: /โบนัส/ }));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('bonus'));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toMatchObject({ status: 'all', source: 'coupon', q: '0812345678', sort: 'bonus', page: 2 });
  });

  it('finance reads: no cancel button', async () => {
    renderAdmin('/admin/requirements', { role: 'finance' });
    await table();
    expect(screen.queryByRole('button', { name: /^ยกเลิกเงื่อนไข/ })).toBeNull();
  });

  it('cancels an active requirement: the rule shown, a reason required, then the list asked again', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/requirements/:id/cancel', async ({ request, params }) => {
        sent.push([Number(params.id), await request.json()]);
        return HttpResponse.json(
          ok({ ...active, status: 'forfeited', forfeit_reason: 'operator', forfeited_amount: 620.5, end_note: 'สมาชิกแจ้งขอยกเลิกโปร' }),
        );
      }),
    );
    const { user } = renderAdmin('/admin/requirements', { role: 'support' });
    await table();
    // Only the active one can be cancelled.
    expect(screen.queryByRole('button', { name: 'ยกเลิกเงื่อนไข #30' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกเงื่อนไข #31' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('สมชาย ใจดี (0812345678)')).toBeInTheDocument();
    expect(dialog.getByTestId('cancel-rule')).toHaveTextContent('หักคืนโบนัสและยอดเล่นได้จากโบนัส (ประมาณ 620.50 บาท)');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกเงื่อนไข' }));
    expect(dialog.getByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const before = calls.length;
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'สมาชิกแจ้งขอยกเลิกโปร');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกเงื่อนไข' }));
    await waitFor(() => expect(sent).toEqual([[31, { reason: 'สมาชิกแจ้งขอยกเลิกโปร' }]]));
    expect(await screen.findByText('ยกเลิกเงื่อนไข "สมาชิกใหม่รับโบนัส 50%" ของ 0812345678 แล้ว หักคืน 620.50 บาท')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal inside the dialog', async () => {
    server.use(http.post('/api/admin/requirements/:id/cancel', () => HttpResponse.json({ error: 3304, message: 'เงื่อนไขนี้สิ้นสุดแล้ว' })));
    const { user } = renderAdmin('/admin/requirements', { role: 'admin' });
    await table();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกเงื่อนไข #31' }));
    const dialog = within(await screen.findByRole('dialog'));
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'ทดสอบการยกเลิก');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกเงื่อนไข' }));
    expect(await dialog.findByText('เงื่อนไขนี้สิ้นสุดแล้ว')).toBeInTheDocument();
  });

  it('exports the current view as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = renderAdmin('/admin/requirements?status=forfeited&source=coupon', { role: 'finance' });
      await table();
      rows = [ended];
      await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0].name).toBe('requirements.csv');
      const lines = csvLines(await downloads.files[0].text);
      expect(lines[0]).toBe(
        'รหัส,รหัสสมาชิก,เบอร์โทร,ชื่อสมาชิก,ที่มา,รายการ,แบบ,ต้องทำ,ทำได้แล้ว,คงเหลือ,โบนัส,ถอนได้สูงสุด,สถานะ,เหตุที่สิ้นสุด,หักคืน,หมายเหตุ,เริ่ม,หมดเวลา,สิ้นสุดเมื่อ',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^30,8,0899999999,สมหญิง รักดี,คูปอง,คูปองเครดิตฟรี,ทำยอด,300.00,40.00,260.00,100.00,,สิ้นสุดก่อนครบ,ยกเลิกโดยเจ้าหน้าที่,100.00,สมาชิกขอยกเลิกทางไลน์,.+,.+,.+$/,
      );
      const q = calls.at(-1);
      expect([q?.get('status'), q?.get('source'), q?.get('page_size')]).toEqual(['forfeited', 'coupon', '100']);
    } finally {
      downloads.restore();
    }
  });
});
