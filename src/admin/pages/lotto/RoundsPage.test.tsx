import type { AdminResultEntryListed as AdminResultEntry } from '@contract/admin-lotto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses, SLOW } from '../../testing/http';
import { renderAdmin } from '../../testing/render';
import type { AdminRound } from './queries';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = (items: AdminRound[]) => ok({ items, page: 1, page_size: 20, total: items.length });

const round: AdminRound = {
  id: 41,
  category_id: 1,
  category_code: 'TH_GOV',
  category_name: 'หวยรัฐบาลไทย',
  group: 'government',
  title: 'งวดวันที่ 16 มกราคม 2569',
  draw_key: '2026-01-16',
  draw_date: '2026-01-16',
  draw_date_be: '16/01/2569',
  draw_date_th: '16 มกราคม 2569',
  round_no: null,
  opens_at: '2026-01-02T08:00:00Z',
  closes_at: '2026-01-16T08:00:00Z',
  result_expected_at: '2026-01-16T09:00:00Z',
  cancel_until: '2026-01-16T07:00:00Z',
  status: 'closed',
  status_name: 'ปิดรับ รอผล',
  is_open: false,
  seconds_to_close: 0,
  result: null,
  cancel_reason: null,
  bill_count: 12,
  total_amount: 3450.5,
  total_win: 0,
  settled_at: null,
  resulted_at: null,
  correction_until: null,
} as AdminRound;
const resultNumbers = {
  top3: '456',
  top2: '56',
  bottom2: '78',
  front3: ['111', '222'],
  back3: ['333', '444'],
  first_prize: '123456',
  yeekee_number: null,
};
const entry: AdminResultEntry = {
  id: 7,
  round_id: 41,
  purpose: 'result',
  origin: 'operator',
  operator_id: 2,
  result: resultNumbers,
  status: 'pending',
  status_name: 'รอยืนยัน',
  note: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-01-16T09:05:00Z',
  category_name: 'หวยรัฐบาลไทย',
  round_title: 'งวดวันที่ 16 มกราคม 2569',
};

const server = mockApi(
  http.get('/api/admin/lotto/rounds', () => HttpResponse.json(paged([round]))),
  http.get('/api/admin/lotto/result-entries', () => HttpResponse.json(ok({ items: [] }))),
  http.get('/api/admin/lotto/categories', () => HttpResponse.json(ok({ categories: [] }))),
);
afterEach(cleanup);

describe('the lotto rounds page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/lotto/rounds'));
    renderAdmin('/admin/lotto');
    expect((await screen.findAllByRole('status', {}, SLOW)).some((s) => s.textContent?.includes('กำลังโหลด'))).toBe(true);
  });

  it('says when no round matches, and asks the server with the filters', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/lotto/rounds', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? 'all');
        return HttpResponse.json(paged([]));
      }),
    );
    const { user } = renderAdmin('/admin/lotto');
    expect(await screen.findByText('ไม่มีงวดที่ตรงกับตัวกรอง', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('ไม่มีผลที่รอยืนยัน')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะงวด' }), 'resulted');
    await screen.findByText('ไม่มีงวดที่ตรงกับตัวกรอง');
    expect(asked).toEqual(['closed', 'resulted']);
    // "Every status" stays chosen (the address keeps it) and asks without a status.
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะงวด' }), '');
    await waitFor(() => expect(asked.at(-1)).toBe('all'));
    expect(screen.getByRole('combobox', { name: 'สถานะงวด' })).toHaveValue('');
  });

  it('shows the server’s Thai message when the list fails', async () => {
    server.use(refuses('/api/admin/lotto/rounds', 'ระบบขัดข้องชั่วคราว', { status: 500, error: 8 }));
    renderAdmin('/admin/lotto');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว', {}, SLOW)).toBeInTheDocument();
  });

  it('lists rounds with sales in baht, and enters a result that waits for a second operator', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/lotto/rounds/41/result', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ round, paid_items: 0, refunded_bills: 0, outcome: 'pending', entry_id: 7 }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto', { role: 'finance' });
    const row = (await screen.findByText('หวยรัฐบาลไทย', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('3,450.50')).toBeInTheDocument();
    expect(within(row).getByText('ปิดรับ รอผล')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'กรอกผล' }));
    const form = screen.getByRole('form', { name: 'กรอกผลรางวัล' });
    // The contract's own Thai messages, before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'บันทึกผล' }));
    expect(within(form).getByText('รางวัลที่ 1ต้องเป็นตัวเลข 6 หลัก')).toBeInTheDocument();
    expect(body).toBeUndefined();
    for (const [label, value] of [
      ['รางวัลที่ 1 (6 หลัก)', '123456'],
      ['เลขหน้า 3 ตัว ชุดที่ 1', '111'],
      ['เลขหน้า 3 ตัว ชุดที่ 2', '222'],
      ['เลขท้าย 3 ตัว ชุดที่ 1', '333'],
      ['เลขท้าย 3 ตัว ชุดที่ 2', '444'],
      ['เลขท้าย 2 ตัว', '78'],
    ]) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'บันทึกผล' }));
    expect(await within(form).findByText('บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยันก่อนจ่ายเงิน')).toBeInTheDocument();
    expect(body).toEqual({ kind: 'government', first_prize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '78' });
  });

  it('confirms a waiting result, and shows the server’s refusal (the same operator may not confirm)', async () => {
    let confirms = 0;
    server.use(
      http.get('/api/admin/lotto/result-entries', () => HttpResponse.json(ok({ items: [entry] }))),
      http.post('/api/admin/lotto/result-entries/7/confirm', () => {
        confirms += 1;
        return HttpResponse.json({ error: 5210, message: 'ผู้กรอกผลยืนยันผลของตนเองไม่ได้' });
      }),
    );
    const { user } = renderAdmin('/admin/lotto', { role: 'finance' });
    const waiting = await screen.findByRole('region', { name: 'ผลที่รอยืนยัน' }, SLOW);
    const row = (await within(waiting).findByText(/รางวัลที่ 1 123456/)).closest('tr') as HTMLElement;
    expect(within(row).getByText('รอยืนยัน')).toBeInTheDocument();
    // The waiting entry names its round by the category's Thai name, not by id.
    expect(within(row).getByText('หวยรัฐบาลไทย งวดวันที่ 16 มกราคม 2569')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'ยืนยันผล' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('ผู้กรอกผลยืนยันผลของตนเองไม่ได้');
    expect(confirms).toBe(1);
  });

  it('lets support read rounds and waiting results without the buttons that move money', async () => {
    server.use(http.get('/api/admin/lotto/result-entries', () => HttpResponse.json(ok({ items: [entry] }))));
    renderAdmin('/admin/lotto', { role: 'support' });
    await screen.findByText('หวยรัฐบาลไทย', {}, SLOW);
    await screen.findByText(/รางวัลที่ 1 123456/);
    expect(screen.queryByRole('button', { name: 'กรอกผล' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ยืนยันผล' })).toBeNull();
  });
});
