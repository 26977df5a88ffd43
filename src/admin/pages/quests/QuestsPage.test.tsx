import type { AdminQuest, AdminQuestListData } from '@contract/admin-quests';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, ok } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const quest = (over: Partial<AdminQuest> = {}): AdminQuest => ({
  id: 1,
  title: 'ฝากเงินครบ 300 บาท',
  description: '',
  kind: 'deposit',
  kind_name: 'ยอดฝากสะสม',
  product: null,
  target: 300,
  period: 'daily',
  event_id: null,
  event_title: null,
  starts_at: null,
  ends_at: null,
  prize: { kind: 'credit', amount: 20, turnover_multiplier: 3, text: 'เครดิตฟรี 20 บาท' },
  min_vip_level: 0,
  active: true,
  sort: 1,
  completions: 12,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  ...over,
});

const listData = (quests: AdminQuest[]): AdminQuestListData => ({
  quests,
  events: [{ id: 2, title: 'กิจกรรมแจกเครดิตฟรีประจำสัปดาห์', active: true, starts_at: null, ends_at: null }],
});

const server = mockApi(http.get('/api/admin/quests', () => HttpResponse.json(ok(listData([quest()])))));
afterEach(() => cleanup());

describe('back office: quests and events', () => {
  it('lists the quests; support switches one off and adds an event quest checked before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/quests/1/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(quest({ active: false })));
      }),
      http.post('/api/admin/quests', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(quest({ id: 5 })));
      }),
    );
    const { user } = renderAdmin('/admin/quests', { role: 'support' });
    const row = await screen.findByTestId('quest-row-1', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('ยอดฝากสะสม 300 บาท');
    expect(row).toHaveTextContent('เครดิตฟรี 20 บาท (เทิร์น 3 เท่า)');
    expect(row).toHaveTextContent('12');
    await user.click(within(row).getByRole('button', { name: 'ปิด ฝากเงินครบ 300 บาท' }));
    expect(await screen.findByText('ปิดภารกิจ "ฝากเงินครบ 300 บาท" แล้ว')).toBeInTheDocument();
    expect(sent[0]).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'เพิ่มภารกิจ' }));
    const form = screen.getByRole('form', { name: 'เพิ่มภารกิจ' });
    fill(within(form).getByLabelText('ชื่อภารกิจ'), 'ฝากในกิจกรรม');
    fill(within(form).getByLabelText('เป้าหมาย (บาท)'), '1000');
    await user.selectOptions(within(form).getByLabelText('รอบ'), 'event');
    fill(within(form).getByLabelText('เครดิต (บาท)'), '100');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มภารกิจ' }));
    expect(await within(form).findByText('กรุณาเลือกกิจกรรมของภารกิจนี้')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await user.selectOptions(within(form).getByLabelText('กิจกรรม'), '2');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มภารกิจ' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      title: 'ฝากในกิจกรรม',
      kind: 'deposit',
      target: 1000,
      period: 'event',
      event_id: 2,
      prize: { kind: 'credit', amount: 100 },
    });
    expect(await screen.findByText('เพิ่มภารกิจแล้ว')).toBeInTheDocument();
  });

  it('finance reads without the buttons', async () => {
    renderAdmin('/admin/quests', { role: 'finance' });
    await screen.findByTestId('quest-row-1', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'เพิ่มภารกิจ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ปิด / })).not.toBeInTheDocument();
  });
});
