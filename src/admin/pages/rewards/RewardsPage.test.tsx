import type { AdminRewardEntry, AdminRewardReportData, AdminRewardSettingsData } from '@contract/admin-rewards';
import { bangkokToday } from '@contract/thai-calendar';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pickThaiDate } from '@/components/date-picker/testing';
import { mockApi } from '@/test/server';
import { daysBefore } from '../../app/kit';
import { fill, invalid, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const zeros = { slot: [0, 0, 0], casino: [0, 0, 0], fishing: [0, 0, 0], sport: [0, 0, 0], freespin: [0, 0, 0], lotto: [0, 0, 0] };
const settings = (): AdminRewardSettingsData => ({
  cashback: {
    enabled: true,
    rates: { ...zeros, slot: [5, 7, 10], casino: [0.3, 0.5, 1] },
    minimum: 100,
    max_per_day: 5000,
    claim_days: 3,
    turnover_multiplier: 1,
  },
  commission: { enabled: false, rates: { casino: [0.2, 0.3, 0.5] }, minimum: 0, max_per_day: 0, claim_days: 7, turnover_multiplier: 0 },
  winloss: {
    enabled: true,
    tiers: [
      { min_loss: 1000, percent: 5 },
      { min_loss: 10000, percent: 8 },
    ],
    include_lotto: false,
    max_per_week: 20000,
    claim_days: 7,
    turnover_multiplier: 0,
  },
  affiliate: {
    enabled: true,
    basis: 'turnover',
    level1: { slot: 0.5, casino: 0.3 },
    level2: { slot: 0.1 },
    min_redeem: 100,
    max_per_day: 0,
    turnover_multiplier: 1,
  },
  updated: { cashback: { at: '2026-11-20T03:00:00.000Z', by: 'admin' }, commission: null, winloss: null, affiliate: null },
});

const figures = (over: Partial<AdminRewardReportData['rows'][number]['cashback']> = {}) => ({
  members: 0,
  computed: 0,
  claimed: 0,
  claimable: 0,
  expired: 0,
  frozen: 0,
  ...over,
});
const today = bangkokToday();
const reportRows: AdminRewardReportData['rows'] = [
  {
    day: today,
    cashback: figures(),
    commission: figures(),
    winloss: figures(),
    runs: {},
  },
  {
    // A Monday: the win/loss row of the week starting that day shows.
    day: '2026-01-05',
    cashback: figures({ members: 12, computed: 1234.5, claimed: 1000, claimable: 200, expired: 0, frozen: 34.5 }),
    commission: figures({ members: 40, computed: 820, claimed: 820 }),
    winloss: figures({ members: 3, computed: 900, claimable: 900 }),
    runs: { cashback: true, commission: false, winloss: false },
  },
  {
    day: '2026-01-06',
    cashback: figures({ members: 2, computed: 50 }),
    commission: figures(),
    winloss: figures(),
    runs: { cashback: true, commission: true },
  },
];

const entry = (over: Partial<AdminRewardEntry> = {}): AdminRewardEntry => ({
  id: 41,
  member_id: 7,
  phone: '0812345678',
  kind: 'cashback',
  kind_name: 'คืนยอดเสียรายวัน',
  period: '2026-11-20',
  base: 2000,
  percent: 6.5,
  amount: 130,
  vip_level: 1,
  status: 'claimable',
  status_name: 'รับได้',
  expires_at: '2026-11-23T17:00:00.000Z',
  claimed_at: null,
  note: null,
  products: [
    { product: 'slot', product_name: 'สล็อต', base: 1500, percent: 7, amount: 105 },
    { product: 'casino', product_name: 'คาสิโน', base: 500, percent: 5, amount: 25 },
  ],
  ...over,
});
const frozen = entry({ id: 42, member_id: 8, phone: '0899999999', status: 'frozen', status_name: 'ระงับชั่วคราว', note: 'ตรวจสอบบัญชีซ้ำ' });
const claimed = entry({ id: 43, status: 'claimed', status_name: 'รับแล้ว', claimed_at: '2026-11-21T05:00:00.000Z' });

const entryCalls: URLSearchParams[] = [];
const reportCalls: URLSearchParams[] = [];
let settingsCalls = 0;
const server = mockApi(
  http.get('/api/admin/rewards/settings', () => {
    settingsCalls += 1;
    return HttpResponse.json(ok(settings()));
  }),
  http.get('/api/admin/rewards/report', ({ request }) => {
    reportCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json(ok({ rows: reportRows }));
  }),
  http.get('/api/admin/rewards/entries', ({ request }) => {
    const q = new URL(request.url).searchParams;
    entryCalls.push(q);
    return HttpResponse.json(paged([entry(), frozen, claimed], 45, Number(q.get('page') ?? 1)));
  }),
);
afterEach(() => {
  cleanup();
  entryCalls.length = 0;
  reportCalls.length = 0;
  settingsCalls = 0;
});

const form = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 5000 }));

describe('the rewards page: settings', () => {
  it('shows each group’s settings, the VIP grid and when it was last saved', async () => {
    renderAdmin('/admin/rewards', { role: 'support' });
    const cashback = await form('ตั้งค่าคืนยอดเสียรายวัน');
    expect(cashback.getByRole('textbox', { name: 'สล็อต สมาชิก' })).toHaveValue('5');
    expect(cashback.getByRole('textbox', { name: 'สล็อต VIP Hero' })).toHaveValue('10');
    expect(cashback.getByRole('textbox', { name: 'คาสิโน VIP Gold' })).toHaveValue('0.5');
    expect(cashback.getByRole('textbox', { name: 'หวย สมาชิก' })).toHaveValue('0');
    expect(cashback.getByRole('textbox', { name: 'ยอดเสียขั้นต่ำต่อวัน (บาท)' })).toHaveValue('100');
    expect(cashback.getByTestId('updated-cashback')).toHaveTextContent(/^บันทึกล่าสุด .+ โดย admin$/);
    const commission = await form('ตั้งค่าคืนค่าคอมมิชชั่น');
    expect(commission.getByRole('checkbox', { name: 'เปิดใช้งาน' })).not.toBeChecked();
    expect(commission.getByTestId('updated-commission')).toHaveTextContent('ยังไม่เคยบันทึก (ใช้ค่าเริ่มต้น)');
    const winloss = await form('ตั้งค่าคืนยอดเสียรายสัปดาห์');
    expect(winloss.getByRole('textbox', { name: 'ยอดเสียตั้งแต่ ขั้นที่ 2' })).toHaveValue('10000');
    expect(winloss.getByRole('textbox', { name: 'คืน (%) ขั้นที่ 2' })).toHaveValue('8');
    const affiliate = await form('ตั้งค่าแนะนำเพื่อน');
    expect(affiliate.getByRole('combobox', { name: 'ฐานการคำนวณ' })).toHaveValue('turnover');
    expect(affiliate.getByRole('textbox', { name: 'สล็อต ชั้นที่ 2' })).toHaveValue('0.1');
    expect(affiliate.getByRole('textbox', { name: 'คาสิโน ชั้นที่ 2' })).toHaveValue('0');
  });

  it('saves one group: the body carries only that group, every product and VIP level as numbers', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/rewards/settings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(settings()));
      }),
    );
    const { user } = renderAdmin('/admin/rewards', { role: 'support' });
    const f = await form('ตั้งค่าคืนยอดเสียรายวัน');
    fill(f.getByRole('textbox', { name: 'กีฬา VIP Gold' }), '1.25');
    fill(f.getByRole('textbox', { name: 'หวย สมาชิก' }), '');
    fill(f.getByRole('textbox', { name: 'รับได้สูงสุดต่อวัน (บาท)' }), '3,000');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      cashback: {
        enabled: true,
        rates: { slot: [5, 7, 10], casino: [0.3, 0.5, 1], fishing: [0, 0, 0], sport: [0, 1.25, 0], freespin: [0, 0, 0], lotto: [0, 0, 0] },
        minimum: 100,
        max_per_day: 3000,
        claim_days: 3,
        turnover_multiplier: 1,
      },
    });
    expect(await f.findByText('บันทึกตั้งค่าคืนยอดเสียรายวันแล้ว')).toBeInTheDocument();
    // The saved time and operator come back with the settings, asked again.
    await waitFor(() => expect(settingsCalls).toBeGreaterThan(1));
  });

  it('saves the win/loss tiers and the affiliate levels as edited', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('/api/admin/rewards/settings', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(ok(settings()));
      }),
    );
    const { user } = renderAdmin('/admin/rewards', { role: 'admin' });
    const w = await form('ตั้งค่าคืนยอดเสียรายสัปดาห์');
    await user.click(w.getByRole('button', { name: 'เพิ่มขั้น' }));
    fill(w.getByRole('textbox', { name: 'ยอดเสียตั้งแต่ ขั้นที่ 3' }), '50000');
    fill(w.getByRole('textbox', { name: 'คืน (%) ขั้นที่ 3' }), '10');
    await user.click(w.getByRole('button', { name: 'ลบขั้นที่ 1' }));
    await user.click(w.getByRole('checkbox', { name: 'นับยอดเสียหวยด้วย' }));
    await user.click(w.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      winloss: {
        enabled: true,
        tiers: [
          { min_loss: 10000, percent: 8 },
          { min_loss: 50000, percent: 10 },
        ],
        include_lotto: true,
        max_per_week: 20000,
        claim_days: 7,
        turnover_multiplier: 0,
      },
    });

    const a = await form('ตั้งค่าแนะนำเพื่อน');
    await user.selectOptions(a.getByRole('combobox', { name: 'ฐานการคำนวณ' }), 'net_loss');
    fill(a.getByRole('textbox', { name: 'ยิงปลา ชั้นที่ 1' }), '0.75');
    await user.click(a.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      affiliate: {
        enabled: true,
        basis: 'net_loss',
        level1: { slot: 0.5, casino: 0.3, fishing: 0.75, sport: 0, freespin: 0, lotto: 0 },
        level2: { slot: 0.1, casino: 0, fishing: 0, sport: 0, freespin: 0, lotto: 0 },
        min_redeem: 100,
        max_per_day: 0,
        turnover_multiplier: 1,
      },
    });
  });

  it('shows the contract’s errors before sending, then the server’s 422 errors on their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/rewards/settings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          invalid({ 'cashback.minimum': 'ยอดขั้นต่ำต้องไม่เกินยอดสูงสุดต่อวัน', 'cashback.rates.casino.2': 'เปอร์เซ็นต์สูงเกินนโยบาย' }),
          { status: 422 },
        );
      }),
    );
    const { user } = renderAdmin('/admin/rewards', { role: 'support' });
    const f = await form('ตั้งค่าคืนยอดเสียรายวัน');
    fill(f.getByRole('textbox', { name: 'สล็อต สมาชิก' }), '101');
    fill(f.getByRole('textbox', { name: 'รับได้ภายใน (วัน)' }), '0');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('เปอร์เซ็นต์ต้องไม่เกิน 100')).toBeInTheDocument();
    expect(f.getByRole('textbox', { name: 'สล็อต สมาชิก' })).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByText('จำนวนวันต้องอยู่ระหว่าง 1 ถึง 90')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fill(f.getByRole('textbox', { name: 'สล็อต สมาชิก' }), '5');
    fill(f.getByRole('textbox', { name: 'รับได้ภายใน (วัน)' }), '3');
    fill(f.getByRole('textbox', { name: 'ยอดเสียขั้นต่ำต่อวัน (บาท)' }), '9000');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const minimum = f.getByRole('textbox', { name: 'ยอดเสียขั้นต่ำต่อวัน (บาท)' });
    expect(await f.findByText('ยอดขั้นต่ำต้องไม่เกินยอดสูงสุดต่อวัน')).toBeInTheDocument();
    // Beside its own field: the field is marked and the message sits in the field's group.
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(within(minimum.closest('[role="group"]') as HTMLElement).getByText('ยอดขั้นต่ำต้องไม่เกินยอดสูงสุดต่อวัน')).toBeInTheDocument();
    expect(f.getByRole('textbox', { name: 'คาสิโน VIP Hero' })).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByText('เปอร์เซ็นต์สูงเกินนโยบาย')).toBeInTheDocument();
    expect(f.queryByText('บันทึกตั้งค่าคืนยอดเสียรายวันแล้ว')).toBeNull();
  });

  it('finance reads the settings: every box locked, no save button', async () => {
    renderAdmin('/admin/rewards', { role: 'finance' });
    const f = await form('ตั้งค่าคืนยอดเสียรายวัน');
    expect(f.getByRole('textbox', { name: 'สล็อต สมาชิก' })).toBeDisabled();
    expect(f.getByRole('textbox', { name: 'ยอดเสียขั้นต่ำต่อวัน (บาท)' })).toBeDisabled();
    expect(f.getByRole('checkbox', { name: 'เปิดใช้งาน' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'เพิ่มขั้น' })).toBeNull();
  });
});

describe('the rewards page: daily report', () => {
  const table = () => screen.findByRole('table', { name: 'รายงานคืนยอดเสียและค่าคอมรายวัน' }, { timeout: 5000 });

  it('asks for the last 14 days and shows each day’s figures per kind and whether it ran', async () => {
    renderAdmin('/admin/rewards?tab=report', { role: 'finance' });
    await table();
    expect([reportCalls[0].get('from'), reportCalls[0].get('to')]).toEqual([daysBefore(today, 13), today]);
    const cashback = within(screen.getByTestId('report-2026-01-05-cashback'));
    expect(cashback.getByText('5 มกราคม 2569')).toBeInTheDocument();
    for (const text of ['12', '1,234.50', '1,000.00', '200.00', '34.50', 'คำนวณแล้ว']) expect(cashback.getByText(text)).toBeInTheDocument();
    expect(within(screen.getByTestId('report-2026-01-05-commission')).getByText('ยังไม่คำนวณ')).toBeInTheDocument();
    const winloss = within(screen.getByTestId('report-2026-01-05-winloss'));
    expect(winloss.getByText('สัปดาห์ 5 มกราคม 2569 – 11 มกราคม 2569')).toBeInTheDocument();
    // A Tuesday has no win/loss row; today is still open.
    expect(screen.queryByTestId('report-2026-01-06-winloss')).toBeNull();
    expect(within(screen.getByTestId(`report-${today}-cashback`)).getByText('รอปิดงวด')).toBeInTheDocument();
    // Finance reads only.
    expect(screen.queryByRole('button', { name: /^คำนวณงวดนี้/ })).toBeNull();
  });

  it('refuses a reversed range before asking', async () => {
    const { user } = renderAdmin('/admin/rewards?tab=report', { role: 'finance' });
    await table();
    const form = screen.getByRole('form', { name: 'ช่วงวันที่รายงาน' });
    const range = within(form);
    // The range form's Thai date pickers (Buddhist-era years) give ISO days.
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2026-02-01', form);
    await pickThaiDate(user, 'ถึงวันที่', '2026-01-01', form);
    const before = reportCalls.length;
    await user.click(range.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(range.getByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2026-01-01', form);
    await pickThaiDate(user, 'ถึงวันที่', '2026-01-31', form);
    await user.click(range.getByRole('button', { name: 'แสดงรายงาน' }));
    await waitFor(() => expect(reportCalls.length).toBe(before + 1));
    expect([reportCalls.at(-1)?.get('from'), reportCalls.at(-1)?.get('to')]).toEqual(['2026-01-01', '2026-01-31']);
  });

  it('support computes a closed period that has not run', async () => {
    const runs: unknown[] = [];
    server.use(
      http.post('/api/admin/rewards/run', async ({ request }) => {
        runs.push(await request.json());
        return HttpResponse.json(ok({ ran: true, entries: 40, total: 820 }));
      }),
    );
    const { user } = renderAdmin('/admin/rewards?tab=report', { role: 'support' });
    await table();
    // Done and open periods have no button.
    expect(screen.queryByRole('button', { name: 'คำนวณงวดนี้ คืนยอดเสียรายวัน 2026-01-05' })).toBeNull();
    expect(screen.queryByRole('button', { name: `คำนวณงวดนี้ คืนยอดเสียรายวัน ${today}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'คำนวณงวดนี้ คืนค่าคอมมิชชั่น 2026-01-05' }));
    await waitFor(() => expect(runs).toEqual([{ kind: 'commission', period: '2026-01-05' }]));
    expect(await screen.findByText('คำนวณคืนค่าคอมมิชชั่น งวด 5 มกราคม 2569แล้ว 40 รายการ รวม 820.00 บาท')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'คำนวณงวดนี้ คืนยอดเสียรายสัปดาห์ 2026-01-05' }));
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[1]).toEqual({ kind: 'winloss', period: '2026-01-05' });
  });

  it('a kind’s name opens its entries of that period', async () => {
    const { user, router } = renderAdmin('/admin/rewards?tab=report', { role: 'finance' });
    await table();
    await user.click(screen.getByRole('button', { name: 'รายการคืนยอดเสียรายสัปดาห์ 2026-01-05' }));
    await screen.findByRole('table', { name: 'รายการคืนยอดของสมาชิก' }, { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ tab: 'entries', kind: 'winloss', period: '2026-01-05' });
    expect([entryCalls.at(-1)?.get('kind'), entryCalls.at(-1)?.get('period')]).toEqual(['winloss', '2026-01-05']);
  });
});

describe('the rewards page: entries', () => {
  const table = () => screen.findByRole('table', { name: 'รายการคืนยอดของสมาชิก' }, { timeout: 5000 });

  it('lists entries; kind, status, period, member and page go to the query and the address; a row opens per product', async () => {
    const { user, router } = renderAdmin('/admin/rewards?tab=entries', { role: 'finance' });
    const rows = within(await table()).getAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByText('0812345678 · #7')).toBeInTheDocument();
    expect(first.getByText('VIP Gold')).toBeInTheDocument();
    expect(first.getByText('2,000.00')).toBeInTheDocument();
    expect(first.getByText('6.5%')).toBeInTheDocument();
    expect(first.getByText('130.00')).toBeInTheDocument();
    expect(first.getByText('รับได้')).toBeInTheDocument();
    expect(within(screen.getByTestId('entry-42')).getByText('ตรวจสอบบัญชีซ้ำ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'แยกตามประเภทเกม #41' }));
    const products = within(screen.getByRole('table', { name: 'รายการ #41 แยกตามประเภทเกม' }));
    expect(products.getByText('สล็อต')).toBeInTheDocument();
    expect(products.getByText('1,500.00')).toBeInTheDocument();
    expect(products.getByText('105.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แยกตามประเภทเกม #41' })).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภท' }), 'commission');
    await waitFor(() => expect(entryCalls.at(-1)?.get('kind')).toBe('commission'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'frozen');
    await waitFor(() => expect(entryCalls.at(-1)?.get('status')).toBe('frozen'));
    await pickThaiDate(user, 'งวด', '2026-11-20');
    fill(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), ' 0812345678 ');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(entryCalls.at(-1)?.get('member')).toBe('0812345678'));
    expect(entryCalls.at(-1)?.get('period')).toBe('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(entryCalls.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toMatchObject({
      tab: 'entries',
      kind: 'commission',
      status: 'frozen',
      period: '2026-11-20',
      member: '0812345678',
      page: 2,
    });
  });

  it('finance reads: no freeze, unfreeze or correct', async () => {
    renderAdmin('/admin/rewards?tab=entries', { role: 'finance' });
    await table();
    expect(screen.queryByRole('button', { name: /^ระงับ|^ยกเลิกระงับ|^แก้ยอด/ })).toBeNull();
  });

  it('freezes an entry: a reason is required, then posted, and the list asked again', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/rewards/entries/:id/freeze', async ({ request, params }) => {
        sent.push([Number(params.id), await request.json()]);
        return HttpResponse.json(ok(entry({ status: 'frozen', status_name: 'ระงับชั่วคราว', note: 'สงสัยบัญชีซ้ำ' })));
      }),
    );
    const { user } = renderAdmin('/admin/rewards?tab=entries', { role: 'support' });
    await table();
    // What each status allows.
    expect(screen.queryByRole('button', { name: 'ระงับ #42' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ยกเลิกระงับ #42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(ระงับ|ยกเลิกระงับ|แก้ยอด) #43$/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'ระงับ #41' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('ระงับรายการ #41')).toBeInTheDocument();
    expect(dialog.getByText('130.00 บาท (รับได้)')).toBeInTheDocument();
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'สั้น');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันระงับ' }));
    expect(dialog.getByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const before = entryCalls.length;
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'สงสัยบัญชีซ้ำ');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันระงับ' }));
    await waitFor(() => expect(sent).toEqual([[41, { reason: 'สงสัยบัญชีซ้ำ' }]]));
    expect(await screen.findByText('ระงับรายการ #41 ของ 0812345678 แล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(entryCalls.length).toBeGreaterThan(before));
  });

  it('unfreezes with a reason, and shows a refusal inside the dialog', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/rewards/entries/:id/unfreeze', async ({ request, params }) => {
        sent.push([Number(params.id), await request.json()]);
        return HttpResponse.json({ error: 3404, message: 'รายการนี้สมาชิกรับไปแล้ว จึงแก้ไขหรือระงับไม่ได้' });
      }),
    );
    const { user } = renderAdmin('/admin/rewards?tab=entries', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกระงับ #42' }));
    const dialog = within(await screen.findByRole('dialog'));
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'ตรวจสอบแล้วไม่พบปัญหา');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันยกเลิกระงับ' }));
    expect(await dialog.findByText('รายการนี้สมาชิกรับไปแล้ว จึงแก้ไขหรือระงับไม่ได้')).toBeInTheDocument();
    expect(sent).toEqual([[42, { reason: 'ตรวจสอบแล้วไม่พบปัญหา' }]]);
  });

  it('corrects an amount: the new amount and a reason, checked by the contract', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/rewards/entries/:id/correct', async ({ request, params }) => {
        sent.push([Number(params.id), await request.json()]);
        return HttpResponse.json(ok(entry({ amount: 99.5 })));
      }),
    );
    const { user } = renderAdmin('/admin/rewards?tab=entries', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'แก้ยอด #41' }));
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: /จำนวนใหม่/ });
    expect(amount).toHaveValue('130');
    fill(amount, '-5');
    fill(dialog.getByRole('textbox', { name: /เหตุผล/ }), 'คำนวณยอดคาสิโนซ้ำ');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันแก้ยอด' }));
    expect(dialog.getByText('จำนวนเงินต้องไม่ติดลบ')).toBeInTheDocument();
    fill(amount, '99.5');
    await user.click(dialog.getByRole('button', { name: 'ยืนยันแก้ยอด' }));
    await waitFor(() => expect(sent).toEqual([[41, { amount: 99.5, reason: 'คำนวณยอดคาสิโนซ้ำ' }]]));
    expect(await screen.findByText('แก้ยอดรายการ #41 ของ 0812345678 เป็น 99.50 บาทแล้ว')).toBeInTheDocument();
  });
});

describe('the menu', () => {
  it('lists the rewards and affiliates pages right after requirements, for finance too', async () => {
    renderAdmin('/admin/rewards', { role: 'finance' });
    await form('ตั้งค่าคืนยอดเสียรายวัน');
    const titles = within(screen.getByRole('navigation', { name: 'เมนูหลัก' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    const at = titles.indexOf('เงื่อนไขเทิร์น');
    expect(titles.slice(at, at + 3)).toEqual(['เงื่อนไขเทิร์น', 'คืนยอดเสียและค่าคอม', 'แนะนำเพื่อน']);
    expect(screen.getByRole('heading', { level: 1, name: 'คืนยอดเสียและค่าคอม' })).toBeInTheDocument();
  });
});
