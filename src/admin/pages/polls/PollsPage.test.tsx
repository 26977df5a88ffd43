import type { AdminPoll } from '@contract/admin-polls';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, ok, paged } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const poll = (over: Partial<AdminPoll> = {}): AdminPoll => ({
  id: 3,
  title: 'ทายผลบอล ไทย พบ เวียดนาม',
  description: '',
  image: null,
  layout: 'list',
  status: 'open',
  status_name: 'เปิดโหวต',
  opens_at: '2026-11-25T05:00:00.000Z',
  closes_at: '2026-12-01T08:00:00.000Z',
  prize: { kind: 'points', amount: 100, turnover_multiplier: 0, text: '100 แต้ม' },
  winners_limit: 0,
  quota_rule: { base_votes: 1, deposit_step: 300, turnover_step: 0, max_votes: 5 },
  seed_hash: 'ab'.repeat(32),
  server_seed: null,
  winning_choice_id: null,
  choices: [
    { id: 31, position: 1, label: 'เจ้าบ้านชนะ', votes: 4, voters: 3 },
    { id: 32, position: 2, label: 'เสมอ', votes: 1, voters: 1 },
    { id: 33, position: 3, label: 'ทีมเยือนชนะ', votes: 0, voters: 0 },
  ],
  votes: 5,
  voters: 4,
  winners: 0,
  paid: 0,
  created_at: '2026-11-25T04:00:00.000Z',
  closed_at: null,
  resolved_at: null,
  cancelled_at: null,
  cancel_reason: null,
  ...over,
});
const fresh = poll({
  id: 4,
  title: 'โพลใหม่ยังไม่มีโหวต',
  votes: 0,
  voters: 0,
  choices: poll().choices.map((c) => ({ ...c, votes: 0, voters: 0 })),
});

const posts: { url: string; body: unknown }[] = [];
mockApi(
  http.get('/api/admin/polls', () => HttpResponse.json(paged([poll(), fresh]))),
  http.get('/api/admin/polls/report', () =>
    HttpResponse.json(
      paged([
        {
          poll_id: 2,
          title: 'ทายเลขท้าย 2 ตัว',
          status: 'resolved',
          resolved_at: '2026-11-16T09:00:00.000Z',
          votes: 120,
          winners: 7,
          paid: 7,
          prize: { kind: 'points', amount: 100, turnover_multiplier: 0, text: '100 แต้ม' },
          paid_total: { kind: 'points', amount: 700, turnover_multiplier: 0, text: '700 แต้ม' },
        },
      ]),
    ),
  ),
  http.get('/api/admin/polls/:id/votes', () =>
    HttpResponse.json({
      ...paged(
        [
          {
            id: 900,
            member_id: 7,
            phone: '0812345678',
            choice_id: 31,
            label: 'เจ้าบ้านชนะ',
            created_at: '2026-11-25T06:00:00.000Z',
            won: null,
          },
        ],
        5,
      ),
      data: {
        ...paged(
          [
            {
              id: 900,
              member_id: 7,
              phone: '0812345678',
              choice_id: 31,
              label: 'เจ้าบ้านชนะ',
              created_at: '2026-11-25T06:00:00.000Z',
              won: null,
            },
          ],
          5,
        ).data,
        choices: poll().choices,
      },
    }),
  ),
  http.post('/api/admin/polls', async ({ request }) => {
    posts.push({ url: '/api/admin/polls', body: await request.json() });
    return HttpResponse.json(ok(poll({ id: 9 })));
  }),
  http.put('/api/admin/polls/:id', async ({ request, params }) => {
    posts.push({ url: `/api/admin/polls/${params.id}`, body: await request.json() });
    return HttpResponse.json(ok(poll()));
  }),
  http.post('/api/admin/polls/:id/:op', async ({ request, params }) => {
    posts.push({ url: `/api/admin/polls/${params.id}/${params.op}`, body: await request.json() });
    if (params.op === 'resolve') return HttpResponse.json(ok({ poll: poll({ status: 'resolved' }), winners: 4, paid: 4, already: false }));
    return HttpResponse.json(ok(poll()));
  }),
);
afterEach(() => {
  cleanup();
  posts.length = 0;
});

const rowOf = async (title: string) =>
  within((await screen.findAllByTestId('poll-row', {}, { timeout: 5000 })).find((r) => r.textContent?.includes(title)) as HTMLElement);

describe('the polls page (back office)', () => {
  it('lists the polls; support creates one with 00-99 in the form, checked before sending', async () => {
    const view = renderAdmin('/admin/polls', { role: 'support' });
    const row = await rowOf('ทายผลบอล ไทย พบ เวียดนาม');
    expect(row.getByText('5 / 4')).toBeInTheDocument();
    expect(row.getByText('100 แต้ม')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'สร้างโพล' }));
    const form = within(await screen.findByRole('form', { name: 'สร้างโพล' }));
    await view.user.click(form.getByRole('button', { name: 'สร้างโพล' }));
    expect(await form.findByText('กรุณาระบุชื่อโพล')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    fill(form.getByRole('textbox', { name: 'ชื่อโพล' }), 'ทายเลขท้าย 2 ตัว งวด 1 ธ.ค.');
    await view.user.click(form.getByRole('button', { name: 'ใส่เลข 00-99' }));
    fill(form.getByRole('textbox', { name: 'ยอดฝากต่อ 1 สิทธิ์ (บาท)' }), '300');
    fill(form.getByRole('textbox', { name: 'สิทธิ์โหวตสูงสุด' }), '5');
    await view.user.click(form.getByRole('button', { name: 'สร้างโพล' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0].body as {
      title: string;
      choices: string[];
      layout: string;
      deposit_step: number;
      max_votes: number;
      prize: unknown;
    };
    expect(body).toMatchObject({
      title: 'ทายเลขท้าย 2 ตัว งวด 1 ธ.ค.',
      layout: 'grid',
      deposit_step: 300,
      max_votes: 5,
      prize: { kind: 'points', amount: 100 },
    });
    expect(body.choices).toHaveLength(100);
    expect(body.choices[0]).toBe('00');
    expect(await screen.findByText('สร้างโพล #9 แล้ว')).toBeInTheDocument();
  });

  it('after votes the edit form changes only title, description and closing time, and sends only what changed', async () => {
    const view = renderAdmin('/admin/polls', { role: 'support' });
    await view.user.click((await rowOf('ทายผลบอล ไทย พบ เวียดนาม')).getByRole('button', { name: 'แก้ไข' }));
    const form = within(await screen.findByRole('form', { name: 'แก้ไขโพล #3' }));
    expect(form.getByText('โพลนี้มีผู้โหวตแล้ว แก้ไขได้เฉพาะชื่อ รายละเอียด และเวลาปิดโหวต')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'ตัวเลือก' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'สิทธิ์โหวตสูงสุด' })).toBeDisabled();
    fill(form.getByRole('textbox', { name: 'ชื่อโพล' }), 'ชื่อใหม่');
    await view.user.click(form.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/admin/polls/3', body: { title: 'ชื่อใหม่' } }]));
  });

  it('resolves with the winning choice and says how many were paid; cancelling needs a reason', async () => {
    const view = renderAdmin('/admin/polls', { role: 'support' });
    await view.user.click((await rowOf('ทายผลบอล ไทย พบ เวียดนาม')).getByRole('button', { name: 'ประกาศผล' }));
    const dialog = within(await screen.findByRole('form', { name: 'ประกาศผลโพล #3' }));
    await view.user.click(dialog.getByRole('button', { name: 'ยืนยันประกาศผล' }));
    expect(dialog.getByText('กรุณาเลือกตัวเลือกที่ถูกต้อง')).toBeInTheDocument();
    await view.user.selectOptions(dialog.getByRole('combobox', { name: 'ตัวเลือกที่ถูกต้อง' }), '31');
    await view.user.click(dialog.getByRole('button', { name: 'ยืนยันประกาศผล' }));
    expect(await screen.findByText('ประกาศผลโพล #3 แล้ว ผู้ชนะ 4 สิทธิ์ จ่ายรางวัลแล้ว 4 สิทธิ์')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/admin/polls/3/resolve', body: { choice_id: 31 } }]);

    await view.user.click((await rowOf('โพลใหม่ยังไม่มีโหวต')).getByRole('button', { name: 'ยกเลิก' }));
    const cancel = within(await screen.findByRole('form', { name: 'ยกเลิกโพล #4' }));
    await view.user.click(cancel.getByRole('button', { name: 'ยืนยันยกเลิกโพล' }));
    expect(cancel.getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    fill(cancel.getByRole('textbox', { name: 'เหตุผล' }), 'การแข่งขันเลื่อน');
    await view.user.click(cancel.getByRole('button', { name: 'ยืนยันยกเลิกโพล' }));
    await waitFor(() => expect(posts.at(-1)).toEqual({ url: '/api/admin/polls/4/cancel', body: { reason: 'การแข่งขันเลื่อน' } }));
  });

  it('finance reads the votes and the report, without the buttons that change anything', async () => {
    const view = renderAdmin('/admin/polls', { role: 'finance' });
    const row = await rowOf('ทายผลบอล ไทย พบ เวียดนาม');
    expect(screen.queryByRole('button', { name: 'สร้างโพล' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'ประกาศผล' })).not.toBeInTheDocument();
    await view.user.click(row.getByRole('button', { name: 'ผลโหวต' }));
    const votes = within(await screen.findByRole('region', { name: 'ผลโหวตโพล #3' }));
    expect(await votes.findByText('0812345678 · #7')).toBeInTheDocument();
    expect(votes.getByRole('table', { name: 'โหวตตามตัวเลือก' })).toHaveTextContent('เจ้าบ้านชนะ 43');
    await view.user.click(screen.getByRole('tab', { name: 'รายงานรางวัล' }));
    const report = await screen.findByRole('table', { name: 'รายงานรางวัลโพล' });
    expect(report).toHaveTextContent('700 แต้ม');
  });
});
