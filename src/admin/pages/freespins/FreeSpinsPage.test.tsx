import type { AdminFreeSpinReportData, AdminFreeSpinSettingsData } from '@contract/admin-freespins';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, invalid, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const settings = (over: Partial<AdminFreeSpinSettingsData> = {}): AdminFreeSpinSettingsData => ({
  enabled: true,
  bet: 1,
  game_ids: ['siam-treasure'],
  turnover_multiplier: 3,
  requirement_days: 7,
  max_win: null,
  available_games: [{ game_id: 'siam-treasure', name: 'สมบัติสยาม', min_bet: 1, max_bet: 1000, bet_step: 0.2 }],
  updated: null,
  ...over,
});
const reportRows: AdminFreeSpinReportData['rows'] = [
  { day: '2026-11-26', granted: { wheel: 5, coupon: 10 }, granted_total: 15, played: 7, won: 12.4, paid: 10, members: 3 },
];
const round = {
  id: 91,
  member_id: 7,
  phone: '0812345678',
  game_id: 'siam-treasure',
  created_at: '2026-11-26T05:00:00.000Z',
  bet: 1,
  win: 2.5,
  paid: 2.5,
  turnover_required: 7.5,
  nonce: 12,
  server_seed_hash: 'c'.repeat(64),
};

const saves: unknown[] = [];
const roundCalls: URLSearchParams[] = [];
const server = mockApi(
  http.get('/api/admin/freespins/settings', () => HttpResponse.json(ok(settings()))),
  http.put('/api/admin/freespins/settings', async ({ request }) => {
    const body = await request.json();
    saves.push(body);
    return HttpResponse.json(ok(settings({ ...(body as object), updated: { at: '2026-11-26T06:00:00.000Z', by: 'support' } })));
  }),
  http.get('/api/admin/freespins/report', () => HttpResponse.json(ok({ rows: reportRows }))),
  http.get('/api/admin/freespins/rounds', ({ request }) => {
    roundCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json(paged([round], 1));
  }),
);
afterEach(() => {
  cleanup();
  saves.length = 0;
  roundCalls.length = 0;
});

const form = async () => within(await screen.findByRole('form', { name: 'ตั้งค่าฟรีสปิน' }, { timeout: 5000 }));

describe('FreeSpinsPage (back office)', () => {
  it('support saves the settings whole: bet, cap, turnover, days and the games', async () => {
    const { user } = renderAdmin('/admin/freespins', { role: 'support' });
    const f = await form();
    expect(f.getByText('ยังไม่เคยบันทึก (ใช้ค่าเริ่มต้น)')).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: /สมบัติสยาม/ })).toBeChecked();
    fill(f.getByRole('textbox', { name: 'เดิมพันต่อฟรีสปิน (บาท)' }), '2');
    fill(f.getByRole('textbox', { name: 'รางวัลสูงสุดต่อสปิน (บาท)' }), '500');
    fill(f.getByRole('textbox', { name: 'ทำเทิร์นกี่เท่าของรางวัล' }), '1.5');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      enabled: true,
      bet: 2,
      game_ids: ['siam-treasure'],
      turnover_multiplier: 1.5,
      requirement_days: 7,
      max_win: 500,
    });
    expect(await screen.findByText('บันทึกการตั้งค่าฟรีสปินแล้ว')).toBeInTheDocument();
  });

  it('checks the form before saving and shows the server fields in Thai', async () => {
    server.use(
      http.put('/api/admin/freespins/settings', () => HttpResponse.json(invalid({ bet: 'สมบัติสยาม: เดิมพันขั้นต่ำ 1 บาท' }), { status: 422 })),
    );
    const { user } = renderAdmin('/admin/freespins', { role: 'support' });
    const f = await form();
    await user.click(f.getByRole('checkbox', { name: /สมบัติสยาม/ }));
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('กรุณาเลือกเกมที่รับฟรีสปินอย่างน้อย 1 เกม')).toBeInTheDocument();
    await user.click(f.getByRole('checkbox', { name: /สมบัติสยาม/ }));
    fill(f.getByRole('textbox', { name: 'เดิมพันต่อฟรีสปิน (บาท)' }), '0.6');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('สมบัติสยาม: เดิมพันขั้นต่ำ 1 บาท')).toBeInTheDocument();
  });

  it('finance reads the settings locked, the report by day and source, and the rounds', async () => {
    const { user } = renderAdmin('/admin/freespins', { role: 'finance' });
    const f = await form();
    expect(f.getByRole('textbox', { name: 'เดิมพันต่อฟรีสปิน (บาท)' })).toBeDisabled();
    expect(f.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'รายงานรายวัน' }));
    const table = within(await screen.findByRole('table', { name: 'รายงานฟรีสปินรายวัน' }, { timeout: 5000 }));
    const cells = within(table.getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['26 พฤศจิกายน 2569', '15', 'กงล้อนำโชค 5คูปอง 10', '7', '12.40', '10.00', '3']);

    await user.click(screen.getByRole('tab', { name: 'รอบที่เล่น' }));
    const rounds = within(await screen.findByRole('table', { name: 'รอบฟรีสปิน' }, { timeout: 5000 }));
    expect(rounds.getByText('0812345678 (#7)')).toBeInTheDocument();
    fill(screen.getByRole('textbox', { name: 'สมาชิก (เบอร์โทรหรือรหัส)' }), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(roundCalls.at(-1)?.get('member')).toBe('0812345678'));
  });
});
