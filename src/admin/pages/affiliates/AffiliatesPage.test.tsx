import type { AdminAffiliate, AdminAffiliateEarning, AdminAffiliateReportData } from '@contract/admin-rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pickThaiDate } from '@/components/date-picker/testing';
import { mockApi } from '@/test/server';
import { daysBefore } from '../../app/kit';
import { fill, invalid, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const affiliate = (over: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  member_id: 7,
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  referral_code: 'SOMCHAI7',
  level1: 25,
  level1_qualified: 18,
  level2: 60,
  earned_total: 12500.75,
  redeemable: 820.5,
  frozen: false,
  frozen_reason: null,
  ...over,
});
const frozenOne = affiliate({
  member_id: 9,
  phone: '0899999999',
  name: 'สมหญิง รักดี',
  referral_code: 'YING9',
  frozen: true,
  frozen_reason: 'แนะนำบัญชีตัวเอง',
});

const earning = (over: Partial<AdminAffiliateEarning> = {}): AdminAffiliateEarning => ({
  id: 301,
  member_id: 7,
  phone: '0812345678',
  day: '2026-11-20',
  level1: 150,
  level2: 30.25,
  amount: 180.25,
  corrected: 0,
  status: 'credited',
  note: null,
  ...over,
});
const held = earning({ id: 302, member_id: 9, phone: '0899999999', amount: 40, level1: 40, level2: 0, status: 'frozen' });
const corrected = earning({ id: 303, day: '2026-11-19', amount: 100, corrected: -50, note: 'หักคืนยอดซ้ำ' });

const today = bangkokToday();
const reportRows: AdminAffiliateReportData['rows'] = [
  { day: today, referrers: 0, credited: 0, corrected: 0, redeemed: 0, run: false },
  { day: '2026-11-20', referrers: 14, credited: 2450.5, corrected: -50, redeemed: 1200, run: true },
  { day: '2026-11-19', referrers: 0, credited: 0, corrected: 0, redeemed: 0, run: false },
];

const listCalls: URLSearchParams[] = [];
const earningCalls: URLSearchParams[] = [];
const reportCalls: URLSearchParams[] = [];
const server = mockApi(
  http.get('/api/admin/affiliates', ({ request }) => {
    const q = new URL(request.url).searchParams;
    listCalls.push(q);
    return HttpResponse.json(paged([affiliate(), frozenOne], 30, Number(q.get('page') ?? 1)));
  }),
  http.get('/api/admin/affiliates/earnings', ({ request }) => {
    const q = new URL(request.url).searchParams;
    earningCalls.push(q);
    return HttpResponse.json(paged([earning(), held, corrected], 3));
  }),
  http.get('/api/admin/affiliates/report', ({ request }) => {
    reportCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json(ok({ rows: reportRows }));
  }),
);
afterEach(() => {
  cleanup();
  listCalls.length = 0;
  earningCalls.length = 0;
  reportCalls.length = 0;
});

const referrers = () => screen.findByRole('table', { name: 'ผู้แนะนำ' }, { timeout: 5000 });
const earnings = () => screen.findByRole('table', { name: 'รายได้แนะนำเพื่อนรายวัน' }, { timeout: 5000 });
const report = () => screen.findByRole('table', { name: 'รายงานแนะนำเพื่อนรายวัน' }, { timeout: 5000 });

describe('the affiliates page: referrers', () => {
  it('lists referrers; member, frozen and page go to the query and the address', async () => {
    const { user, router } = renderAdmin('/admin/affiliates', { role: 'finance' });
    const rows = within(await referrers()).getAllByRole('row');
    const a = within(rows[1]);
    expect(a.getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(a.getByText('0812345678 · #7')).toBeInTheDocument();
    expect(a.getByText('SOMCHAI7')).toBeInTheDocument();
    expect(a.getByText('ฝากแล้ว 18')).toBeInTheDocument();
    expect(a.getByText('12,500.75')).toBeInTheDocument();
    expect(a.getByText('820.50')).toBeInTheDocument();
    expect(a.getByText('ปกติ')).toBeInTheDocument();
    const f = within(rows[2]);
    expect(f.getByText('ระงับอยู่')).toBeInTheDocument();
    expect(f.getByText('แนะนำบัญชีตัวเอง')).toBeInTheDocument();

    fill(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), ' 0812345678 ');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(listCalls.at(-1)?.get('member')).toBe('0812345678'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'true');
    await waitFor(() => expect(listCalls.at(-1)?.get('frozen')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(listCalls.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toMatchObject({ member: '0812345678', frozen: 'true', page: 2 });
  });

  it('finance reads: no freeze or unfreeze, but the earnings link', async () => {
    const { user } = renderAdmin('/admin/affiliates', { role: 'finance' });
    await referrers();
    expect(screen.queryByRole('button', { name: /^ระงับ|^ยกเลิกระงับ/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'รายได้ 0812345678' }));
    await earnings();
    expect(earningCalls.at(-1)?.get('member')).toBe('7');
  });

  it('freezes a referrer: a reason is required, then posted, and the list asked again', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/affiliates/:memberId/freeze', async ({ request, params }) => {
        sent.push([Number(params.memberId), await request.json()]);
        return HttpResponse.json(ok(affiliate({ frozen: true, frozen_reason: 'สงสัยแนะนำตัวเอง' })));
      }),
    );
    const { user } = renderAdmin('/admin/affiliates', { role: 'support' });
    await referrers();
    expect(screen.getByRole('button', { name: 'ยกเลิกระงับ 0899999999' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ระงับ 0812345678' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('ระงับการแนะนำเพื่อน 0812345678')).toBeInTheDocument();
    expect(dialog.getByText('ชั้นที่ 1 25 คน · ชั้นที่ 2 60 คน')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ยืนยันระงับ' }));
    expect(dialog.getByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const before = listCalls.length;
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'สงสัยแนะนำตัวเอง');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันระงับ' }));
    await waitFor(() => expect(sent).toEqual([[7, { reason: 'สงสัยแนะนำตัวเอง' }]]));
    expect(await screen.findByText('ระงับการแนะนำเพื่อนของ 0812345678 แล้ว')).toBeInTheDocument();
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(before));
  });

  it('unfreezes a frozen referrer with a reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/affiliates/:memberId/unfreeze', async ({ request, params }) => {
        sent.push([Number(params.memberId), await request.json()]);
        return HttpResponse.json(ok(affiliate({ member_id: 9 })));
      }),
    );
    const { user } = renderAdmin('/admin/affiliates', { role: 'admin' });
    await referrers();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกระงับ 0899999999' }));
    const dialog = within(await screen.findByRole('dialog'));
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'ตรวจสอบแล้วเป็นคนละคน');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกระงับ' }));
    await waitFor(() => expect(sent).toEqual([[9, { reason: 'ตรวจสอบแล้วเป็นคนละคน' }]]));
    expect(await screen.findByText('ยกเลิกการระงับการแนะนำเพื่อนของ 0899999999 แล้ว')).toBeInTheDocument();
  });
});

describe('the affiliates page: daily earnings', () => {
  it('lists earnings filtered by day and member', async () => {
    const { user, router } = renderAdmin('/admin/affiliates?tab=earnings', { role: 'finance' });
    const rows = within(await earnings()).getAllByRole('row');
    const e = within(rows[1]);
    expect(e.getByText('0812345678 · #7')).toBeInTheDocument();
    expect(e.getByText('20 พฤศจิกายน 2569')).toBeInTheDocument();
    expect(e.getByText('150.00')).toBeInTheDocument();
    expect(e.getByText('30.25')).toBeInTheDocument();
    expect(e.getByText('180.25')).toBeInTheDocument();
    expect(e.getByText('เข้ากระเป๋าแล้ว')).toBeInTheDocument();
    expect(within(rows[2]).getByText('ระงับ (ไม่จ่าย)')).toBeInTheDocument();
    expect(within(rows[3]).getByText('-50.00')).toBeInTheDocument();
    expect(within(rows[3]).getByText('หักคืนยอดซ้ำ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ปรับรายได้/ })).toBeNull();

    await pickThaiDate(user, 'วันที่', '2026-11-20');
    fill(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), '7');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(earningCalls.at(-1)?.get('day')).toBe('2026-11-20'));
    expect(earningCalls.at(-1)?.get('member')).toBe('7');
    expect(router.state.location.search).toMatchObject({ tab: 'earnings', day: '2026-11-20', e_member: '7' });
  });

  it('corrects a credited earning by a signed amount with a reason; a frozen one has no correction', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/affiliates/earnings/:id/correct', async ({ request, params }) => {
        sent.push([Number(params.id), await request.json()]);
        if (sent.length === 1) return HttpResponse.json(invalid({ amount: 'ยอดหักคืนมากกว่ารายได้ที่เหลืออยู่ของสมาชิก' }), { status: 422 });
        return HttpResponse.json(ok(earning({ corrected: -50 })));
      }),
    );
    const { user } = renderAdmin('/admin/affiliates?tab=earnings', { role: 'support' });
    await earnings();
    expect(screen.queryByRole('button', { name: 'ปรับรายได้ #302' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ปรับรายได้ #301' }));
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: /จำนวนที่ปรับ/ });
    fill(amount, '0');
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'หักคืนยอดเล่นที่ยกเลิก');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันปรับรายได้' }));
    expect(dialog.getByText('จำนวนเงินต้องไม่เป็น 0')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fill(amount, '-5000');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันปรับรายได้' }));
    // The server's error on the amount field.
    expect(await dialog.findByText('ยอดหักคืนมากกว่ารายได้ที่เหลืออยู่ของสมาชิก')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fill(amount, '-50');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันปรับรายได้' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual([301, { amount: -50, reason: 'หักคืนยอดเล่นที่ยกเลิก' }]);
    expect(await screen.findByText('ปรับรายได้ 0812345678 วันที่ 20 พฤศจิกายน 2569 -50.00 บาทแล้ว')).toBeInTheDocument();
  });
});

describe('the affiliates page: report', () => {
  it('asks for the last 14 days and shows each day; finance cannot run one', async () => {
    renderAdmin('/admin/affiliates?tab=report', { role: 'finance' });
    await report();
    expect([reportCalls[0].get('from'), reportCalls[0].get('to')]).toEqual([daysBefore(today, 13), today]);
    const day = within(screen.getByTestId('affiliate-report-2026-11-20'));
    for (const text of ['14', '2,450.50', '-50.00', '1,200.00', 'คำนวณแล้ว']) expect(day.getByText(text)).toBeInTheDocument();
    expect(within(screen.getByTestId(`affiliate-report-${today}`)).getByText('รอปิดวัน')).toBeInTheDocument();
    expect(within(screen.getByTestId('affiliate-report-2026-11-19')).getByText('ยังไม่คำนวณ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^คำนวณวันที่/ })).toBeNull();
  });

  it('support runs a closed day that has not run', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/affiliates/run', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok({ ran: true, entries: 9, total: 1320 }));
      }),
    );
    const { user } = renderAdmin('/admin/affiliates?tab=report', { role: 'support' });
    await report();
    expect(screen.queryByRole('button', { name: 'คำนวณวันที่ 2026-11-20' })).toBeNull();
    expect(screen.queryByRole('button', { name: `คำนวณวันที่ ${today}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'คำนวณวันที่ 2026-11-19' }));
    await waitFor(() => expect(sent).toEqual([{ period: '2026-11-19' }]));
    expect(await screen.findByText('คำนวณรายได้แนะนำเพื่อนวันที่ 19 พฤศจิกายน 2569แล้ว 9 รายการ รวม 1,320.00 บาท')).toBeInTheDocument();
  });
});
