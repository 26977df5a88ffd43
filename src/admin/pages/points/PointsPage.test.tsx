import type { AdminPointsReportData, AdminPointsSettingsData } from '@contract/admin-points';
import { bangkokToday } from '@contract/thai-calendar';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, invalid, ok } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const settings = (): AdminPointsSettingsData => ({
  settings: {
    enabled: true,
    rates: { slot: 1, casino: 0.5, lotto: 1 },
    vip: { gold: { deposits: 5000, turnover: 50000 }, hero: { deposits: 50000, turnover: 500000 } },
  },
  updated: { at: '2026-11-20T03:00:00.000Z', by: 'admin' },
});

const today = bangkokToday();
const empty = { points_issued: {}, points_spent: {}, prizes_paid: {}, free_spins_granted: 0, free_spins_used: 0 };
const report = (): AdminPointsReportData => ({
  rows: [
    {
      day: today,
      points_issued: { turnover: 1234.5, quest: 100, refund: 20 },
      points_spent: { wheel: 300, shop: 50 },
      prizes_paid: { wheel: 150, free_spin: 12.5 },
      free_spins_granted: 8,
      free_spins_used: 5,
    },
    { day: '2026-01-05', ...empty },
  ],
  totals: {
    points_issued: { turnover: 1234.5, quest: 100, refund: 20 },
    points_spent: { wheel: 300, shop: 50 },
    prizes_paid: { wheel: 150, free_spin: 12.5 },
    free_spins_granted: 8,
    free_spins_used: 5,
  },
  vip_members: [
    { level: 0, name: 'สมาชิก', members: 1200 },
    { level: 1, name: 'VIP Gold', members: 45 },
    { level: 2, name: 'VIP Hero', members: 3 },
  ],
  source_names: {
    turnover: 'ยอดเล่น',
    wheel: 'กงล้อนำโชค',
    quest: 'ภารกิจ',
    event: 'กิจกรรม',
    poll: 'ทายผล',
    shop: 'ร้านแลกแต้ม',
    coupon: 'คูปอง',
    free_spin: 'ฟรีสปิน',
    refund: 'คืนแต้ม',
    other: 'อื่น ๆ',
  },
});

const server = mockApi(
  http.get('/api/admin/points/settings', () => HttpResponse.json(ok(settings()))),
  http.get('/api/admin/points/report', () => HttpResponse.json(ok(report()))),
);
afterEach(() => cleanup());

const form = async () => within(await screen.findByRole('form', { name: 'ตั้งค่าแต้มและ VIP' }, { timeout: 5000 }));

describe('the points and VIP page', () => {
  it('shows the rates, the thresholds and who saved them; saves every product as numbers', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/points/settings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(settings()));
      }),
    );
    const { user } = renderAdmin('/admin/points', { role: 'support' });
    const f = await form();
    expect(f.getByRole('textbox', { name: 'สล็อต' })).toHaveValue('1');
    expect(f.getByRole('textbox', { name: 'คาสิโน' })).toHaveValue('0.5');
    expect(f.getByRole('textbox', { name: 'กีฬา' })).toHaveValue('0');
    expect(f.getByRole('textbox', { name: 'ยอดฝาก 30 วันตั้งแต่ (บาท) VIP Gold' })).toHaveValue('5000');
    expect(f.getByRole('textbox', { name: 'ยอดเล่น 30 วันตั้งแต่ (บาท) VIP Hero' })).toHaveValue('500000');
    expect(f.getByTestId('points-updated')).toHaveTextContent(/^บันทึกล่าสุด .+ โดย admin$/);
    fill(f.getByRole('textbox', { name: 'กีฬา' }), '2');
    fill(f.getByRole('textbox', { name: 'ยอดฝาก 30 วันตั้งแต่ (บาท) VIP Hero' }), '60,000');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      enabled: true,
      rates: { slot: 1, casino: 0.5, fishing: 0, sport: 2, freespin: 0, lotto: 1 },
      vip: { gold: { deposits: 5000, turnover: 50000 }, hero: { deposits: 60000, turnover: 500000 } },
    });
    expect(await screen.findByText('บันทึกการตั้งค่าแต้มและ VIP แล้ว')).toBeInTheDocument();
  });

  it('checks the form before sending and shows the server’s Thai messages beside the fields', async () => {
    let puts = 0;
    server.use(
      http.put('/api/admin/points/settings', () => {
        puts += 1;
        return HttpResponse.json(invalid({ 'rates.slot': 'อัตราแต้มต้องไม่เกิน 1,000 แต้มต่อ 100 บาท' }), { status: 422 });
      }),
    );
    const { user } = renderAdmin('/admin/points', { role: 'support' });
    const f = await form();
    fill(f.getByRole('textbox', { name: 'คาสิโน' }), '-1');
    fill(f.getByRole('textbox', { name: 'ยอดฝาก 30 วันตั้งแต่ (บาท) VIP Hero' }), '1000');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('อัตราแต้มต้องไม่ติดลบ')).toBeInTheDocument();
    expect(f.getByText('เกณฑ์ VIP Hero ต้องสูงกว่า VIP Gold')).toBeInTheDocument();
    expect(puts).toBe(0);
    fill(f.getByRole('textbox', { name: 'คาสิโน' }), '0.5');
    fill(f.getByRole('textbox', { name: 'ยอดฝาก 30 วันตั้งแต่ (บาท) VIP Hero' }), '50000');
    fill(f.getByRole('textbox', { name: 'สล็อต' }), '999');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('อัตราแต้มต้องไม่เกิน 1,000 แต้มต่อ 100 บาท')).toBeInTheDocument();
    expect(puts).toBe(1);
  });

  it('finance reads with every box locked and no save or run button', async () => {
    renderAdmin('/admin/points', { role: 'finance' });
    const f = await form();
    expect(f.getByRole('textbox', { name: 'สล็อต' })).toBeDisabled();
    expect(f.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'รายงานแต้มและรางวัลรายวัน' });
    expect(screen.queryByRole('button', { name: 'คำนวณแต้มและระดับ VIP ตอนนี้' })).not.toBeInTheDocument();
  });

  it('shows the report per day by source, the totals, members per level, and runs the job', async () => {
    let runs = 0;
    server.use(
      http.post('/api/admin/points/run', () => {
        runs += 1;
        return HttpResponse.json(ok({ members_credited: 12, points_credited: 345.5, vip_changed: 2 }));
      }),
    );
    const { user } = renderAdmin('/admin/points', { role: 'support' });
    const table = within(await screen.findByRole('table', { name: 'รายงานแต้มและรางวัลรายวัน' }, { timeout: 5000 }));
    const row = within(table.getByTestId(`points-report-${today}`));
    expect(row.getByText('1,354.5')).toBeInTheDocument();
    expect(row.getByText('ยอดเล่น 1,234.5 · ภารกิจ 100 · คืนแต้ม 20')).toBeInTheDocument();
    expect(row.getByText('กงล้อนำโชค 300 · ร้านแลกแต้ม 50')).toBeInTheDocument();
    expect(row.getByText('162.50')).toBeInTheDocument();
    expect(row.getByText('8')).toBeInTheDocument();
    expect(within(table.getByTestId('points-report-2026-01-05')).getAllByText('-')).toHaveLength(3);
    expect(table.getByTestId('points-report-total')).toHaveTextContent('รวม');
    expect(screen.getByTestId('vip-members')).toHaveTextContent('VIP Gold: 45 คน');
    await user.click(screen.getByRole('button', { name: 'คำนวณแต้มและระดับ VIP ตอนนี้' }));
    expect(await screen.findByText('คำนวณแล้ว: ให้แต้ม 12 คน รวม 345.5 แต้ม ปรับระดับ VIP 2 คน')).toBeInTheDocument();
    expect(runs).toBe(1);
  });
});
