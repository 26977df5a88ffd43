import type { AdminFeedStatus, AdminLottoExposure } from '@contract/admin-lotto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pickThaiDate } from '@/components/date-picker/testing';
import { mockApi } from '@/test/server';
import { refuses, SLOW } from '../../testing/http';
import { renderAdmin } from '../../testing/render';
import type { AdminRound, CategoryWithRates } from './queries';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = <T,>(items: T[]) => ok({ items, page: 1, page_size: 20, total: items.length });
const HOUR = 3600_000;

const base = {
  category_id: 1,
  category_code: 'gov',
  category_name: 'หวยรัฐบาลไทย',
  group: 'government',
  draw_key: '2026-01-16',
  draw_date: '2026-01-16',
  draw_date_be: '16/01/2569',
  draw_date_th: '16 มกราคม 2569',
  round_no: null,
  opens_at: '2026-01-02T08:00:00Z',
  closes_at: '2026-01-16T08:00:00Z',
  result_expected_at: '2026-01-16T09:00:00Z',
  cancel_until: '2026-01-16T07:50:00Z',
  is_open: false,
  seconds_to_close: 0,
  cancel_reason: null,
  total_win: 0,
  settled_at: null,
};
const resultNumbers = {
  top3: '456',
  top2: '56',
  bottom2: '78',
  front3: ['111', '222'],
  back3: ['333', '444'],
  first_prize: '123456',
  yeekee_number: null,
};
const resulted = {
  ...base,
  id: 50,
  title: 'งวดวันที่ 16 มกราคม 2569',
  status: 'resulted',
  status_name: 'ออกผลแล้ว',
  result: resultNumbers,
  bill_count: 3,
  total_amount: 100,
  resulted_at: new Date(Date.now() - HOUR).toISOString(),
  correction_until: new Date(Date.now() + 23 * HOUR).toISOString(),
} as AdminRound;
const open = {
  ...base,
  id: 51,
  title: 'งวดวันที่ 1 กุมภาพันธ์ 2569',
  status: 'open',
  status_name: 'เปิดรับแทง',
  is_open: true,
  closes_at: new Date(Date.now() + HOUR).toISOString(),
  result: null,
  bill_count: 12,
  total_amount: 3_450.5,
  resulted_at: null,
  correction_until: null,
} as AdminRound;
const rate = (bet_type: string, name: string, r: number) => ({
  bet_type,
  name,
  digits: 3,
  rate: r,
  min_bet: 1,
  max_bet: 2_000,
  max_per_number: 20_000,
  enabled: true,
});
const gov = {
  id: 1,
  code: 'gov',
  name: 'หวยรัฐบาลไทย',
  group: 'government',
  group_name: 'หวยรัฐบาล',
  result_kind: 'government',
  schedule_text: 'ออกทุกวันที่ 1 และ 16',
  bet_types: ['3top', '2top'],
  rates: [rate('3top', '3 ตัวบน', 900), rate('2top', '2 ตัวบน', 90)],
} as CategoryWithRates;

const exposure: AdminLottoExposure = {
  round: {
    id: 51,
    category_name: 'หวยรัฐบาลไทย',
    title: 'งวดวันที่ 1 กุมภาพันธ์ 2569',
    status: 'open',
    status_name: 'เปิดรับแทง',
    closes_at: open.closes_at,
  },
  round_staked: 48,
  max_payout: 6_300,
  items: [
    {
      bet_type: '3top',
      bet_type_name: '3 ตัวบน',
      number: '123',
      staked: 14,
      payout: 6_300,
      items: 2,
      reduced_items: 2,
      limited: { mode: 'reduced', mode_name: 'จ่ายลด', pay_percent: 50 },
    },
    { bet_type: '2top', bet_type_name: '2 ตัวบน', number: '45', staked: 21, payout: 1_890, items: 2, reduced_items: 0, limited: null },
  ],
  page: 1,
  page_size: 50,
  total: 2,
};

const server = mockApi(
  http.get('/api/admin/lotto/rounds', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return HttpResponse.json(paged([open, resulted].filter((r) => !status || r.status === status)));
  }),
  http.get('/api/admin/lotto/result-entries', () => HttpResponse.json(ok({ items: [] }))),
  http.get('/api/admin/lotto/categories', () => HttpResponse.json(ok({ categories: [gov] }))),
  http.get('/api/admin/lotto/rounds/51/exposure', () => HttpResponse.json(ok(exposure))),
  http.get('/api/admin/lotto/rounds/51/limited', () =>
    HttpResponse.json(
      ok({
        round_id: 51,
        limited: [
          {
            bet_type: '3top',
            bet_type_name: '3 ตัวบน',
            number: '123',
            mode: 'reduced',
            mode_name: 'จ่ายลด',
            rate: 450,
            pay_percent: 50,
            max_amount: null,
          },
        ],
        remaining: [],
      }),
    ),
  ),
  http.get('/api/admin/lotto/schedule-overrides', () =>
    HttpResponse.json(
      ok({ items: [{ id: 9, category_id: 1, scheduled_date: '2026-05-01', draw_date: '2026-05-02', close_time: null, note: 'วันแรงงาน' }] }),
    ),
  ),
);
afterEach(cleanup);

describe('lotto rounds: corrections and cancelling', () => {
  it('corrects a confirmed result inside its window: shows the window’s end and proposes the new numbers', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/lotto/rounds/50/correction', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ outcome: 'pending', entry: {}, round: resulted, paid_items: 0, correction: null }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto?status=resulted', { role: 'finance' });
    const row = (await screen.findByText('งวดวันที่ 16 มกราคม 2569', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^แก้ไขได้ถึง/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'ยกเลิกงวด' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'แก้ไขผล' }));
    const form = await screen.findByRole('form', { name: 'แก้ไขผลรางวัล' });
    expect(within(form).getByText(/ผลปัจจุบัน: รางวัลที่ 1 123456/)).toBeInTheDocument();
    for (const [label, value] of [
      ['รางวัลที่ 1 (6 หลัก)', '654321'],
      ['เลขหน้า 3 ตัว ชุดที่ 1', '111'],
      ['เลขหน้า 3 ตัว ชุดที่ 2', '222'],
      ['เลขท้าย 3 ตัว ชุดที่ 1', '333'],
      ['เลขท้าย 3 ตัว ชุดที่ 2', '444'],
      ['เลขท้าย 2 ตัว', '78'],
    ]) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'เสนอแก้ไขผล' }));
    expect(await within(form).findByText('เสนอแก้ไขผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งยืนยันก่อนปรับยอดเงิน')).toBeInTheDocument();
    expect(body).toMatchObject({ kind: 'government', first_prize: '654321' });
  }, 60_000);

  it('hides the correction once the window has ended', async () => {
    const late = { ...resulted, correction_until: new Date(Date.now() - 1000).toISOString() };
    server.use(http.get('/api/admin/lotto/rounds', () => HttpResponse.json(paged([late]))));
    renderAdmin('/admin/lotto?status=resulted', { role: 'finance' });
    await screen.findByText('งวดวันที่ 16 มกราคม 2569', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'แก้ไขผล' })).toBeNull();
  });

  it('cancels a round with a reason and shows how many bills were refunded and for how much', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/lotto/rounds/51/cancel', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ round: { ...open, status: 'cancelled' }, paid_items: 0, refunded_bills: 12 }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto?status=open', { role: 'admin' });
    const row = (await screen.findByText('งวดวันที่ 1 กุมภาพันธ์ 2569', {}, SLOW)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'ยกเลิกงวด' }));
    const form = await screen.findByRole('form', { name: 'ยืนยันการยกเลิกงวด' });
    const submit = within(form).getByRole('button', { name: 'ยกเลิกงวดและคืนเงิน' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText(/เหตุผลที่ยกเลิก/), 'สำนักงานสลากงดออกรางวัล');
    await user.click(submit);
    expect(await screen.findByText(/คืนเงิน 12 โพย รวม 3,450.50 บาท/)).toBeInTheDocument();
    expect(body).toEqual({ reason: 'สำนักงานสลากงดออกรางวัล' });
  });

  it('keeps filters and sort in the address and asks the server with them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/lotto/rounds', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('category_id')}|${q.get('status')}|${q.get('sort')}|${q.get('dir')}`);
        return HttpResponse.json(paged([open]));
      }),
    );
    const { user, router } = renderAdmin('/admin/lotto?status=open', { role: 'support' });
    await screen.findByText('งวดวันที่ 1 กุมภาพันธ์ 2569', {}, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทหวย' }), '1');
    await user.click(screen.getByRole('button', { name: /ปิดรับ/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('1|open|closes_at|asc'));
    expect(router.state.location.search).toMatchObject({ category: 1, status: 'open', dir: 'asc' });
    // Support reads without any button that changes a round.
    expect(screen.queryByRole('button', { name: 'ยกเลิกงวด' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeInTheDocument();
  });
});

describe('lotto exposure', () => {
  it('shows what the house would pay per number, riskiest first, with the round’s figures and limits', async () => {
    renderAdmin('/admin/lotto?tab=exposure&round=51', { role: 'support' });
    const table = await screen.findByRole('table', { name: 'ยอดแทงต่อเลข' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('123')).toBeInTheDocument();
    expect(within(rows[0]).getByText('6,300.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('-6,252.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('จ่ายลด 50%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1,890.00')).toBeInTheDocument();
    expect(screen.getByText('48.00')).toBeInTheDocument();
    expect(screen.getByText(/อัปเดตอัตโนมัติ/)).toBeInTheDocument();
  });

  it('filters by bet type on the server', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/admin/lotto/rounds/51/exposure', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('bet_type'));
        return HttpResponse.json(ok({ ...exposure, items: [], total: 0 }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto?tab=exposure&round=51', { role: 'finance' });
    expect(await screen.findByText('งวดนี้ยังไม่มีการแทง', {}, SLOW)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทการแทง' }), '2top');
    expect(await screen.findByText('ไม่มีเลขที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(asked).toContain('2top');
  });

  it('asks for a round first, shows loading and the server’s Thai error', async () => {
    server.use(
      http.get('/api/admin/lotto/rounds/51/exposure', async () => {
        await delay(300);
        return HttpResponse.json({ error: 8, message: 'ระบบขัดข้องชั่วคราว' }, { status: 500 });
      }),
    );
    const { user } = renderAdmin('/admin/lotto?tab=exposure', { role: 'finance' });
    expect(await screen.findByText('เลือกงวดที่ต้องการดูยอดแทงต่อเลข', {}, SLOW)).toBeInTheDocument();
    await screen.findByRole('option', { name: /งวดวันที่ 1 กุมภาพันธ์ 2569/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'งวด' }), '51');
    expect(await screen.findByText('กำลังโหลด...')).toBeInTheDocument();
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
  });
});

describe('limited numbers, rates and schedule overrides', () => {
  it('adds a limited number and saves the whole list (finance)', async () => {
    let body: unknown;
    server.use(
      http.put('/api/admin/lotto/rounds/51/limited', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ round_id: 51, limited: [], remaining: [] }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto?tab=limited&round=51', { role: 'finance' });
    const table = await screen.findByRole('table', { name: 'เลขอั้น' }, SLOW);
    expect(within(table).getByText('123')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'บันทึกเลขอั้น' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ประเภทเลขอั้น' }), '2top');
    await user.type(screen.getByRole('textbox', { name: 'เลข' }), '999');
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('เลข2 ตัวบนต้องเป็นตัวเลข 2 หลัก');
    await user.clear(screen.getByRole('textbox', { name: 'เลข' }));
    await user.type(screen.getByRole('textbox', { name: 'เลข' }), '99');
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    await user.click(save);
    await waitFor(() =>
      expect(body).toEqual({
        items: [
          { bet_type: '3top', number: '123', mode: 'reduced', pay_percent: 50 },
          { bet_type: '2top', number: '99', mode: 'closed' },
        ],
      }),
    );
  });

  it('lets support read limited numbers without changing them', async () => {
    renderAdmin('/admin/lotto?tab=limited&round=51', { role: 'support' });
    await screen.findByRole('table', { name: 'เลขอั้น' }, SLOW);
    expect(screen.queryByRole('button', { name: 'บันทึกเลขอั้น' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'เพิ่มเลขอั้น' })).toBeNull();
  });

  it('edits a category’s rates and saves them (finance); support sees figures only', async () => {
    let body: { items: { bet_type: string; rate: number }[] } | undefined;
    server.use(
      http.put('/api/admin/lotto/categories/1/rates', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(ok({ categories: [gov] }));
      }),
    );
    const { user } = renderAdmin('/admin/lotto?tab=rates', { role: 'finance' });
    const input = await screen.findByRole('textbox', { name: 'จ่ายบาทละ 3 ตัวบน' }, SLOW);
    await user.clear(input);
    await user.type(input, '850');
    await user.click(screen.getByRole('button', { name: 'บันทึกอัตราจ่าย' }));
    expect(await screen.findByText('บันทึกอัตราจ่ายแล้ว')).toBeInTheDocument();
    expect(body?.items[0]).toEqual({ bet_type: '3top', rate: 850, min_bet: 1, max_bet: 2_000, max_per_number: 20_000, enabled: true });
    cleanup();

    renderAdmin('/admin/lotto?tab=rates', { role: 'support' });
    const table = await screen.findByRole('table', { name: 'อัตราจ่าย' }, SLOW);
    expect(within(table).getByText('900')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึกอัตราจ่าย' })).toBeNull();
  });

  it('lists schedule overrides, adds one that drops a draw and deletes one (finance)', async () => {
    let saved: unknown;
    let deleted = false;
    server.use(
      http.put('/api/admin/lotto/schedule-overrides', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(ok({ id: 10, ...(saved as object), close_time: null }));
      }),
      http.delete('/api/admin/lotto/schedule-overrides/9', () => {
        deleted = true;
        return HttpResponse.json(ok(undefined));
      }),
    );
    const { user, container } = renderAdmin('/admin/lotto?tab=schedule', { role: 'finance' });
    const table = await screen.findByRole('table', { name: 'ตารางงวดพิเศษ' }, SLOW);
    expect(within(table).getByText('วันแรงงาน')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'เลื่อนหรืองดงวด' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'หวยที่เลื่อน' }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'การเปลี่ยนแปลง' }), 'drop');
    // The day in the Thai date picker (Buddhist-era years); the form sends it as ISO.
    expect(container.querySelector('input[type="date"]')).toBeNull();
    await pickThaiDate(user, 'งวดตามตาราง', '2026-06-01', form);
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(saved).toEqual({ category_id: 1, scheduled_date: '2026-06-01', draw_date: null, note: '' }));
    await user.click(within(table).getByRole('button', { name: 'ลบการเลื่อนงวด 2026-05-01' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('shows support the overrides without the form or delete buttons', async () => {
    renderAdmin('/admin/lotto?tab=schedule', { role: 'support' });
    await screen.findByRole('table', { name: 'ตารางงวดพิเศษ' }, SLOW);
    expect(screen.queryByRole('form', { name: 'เลื่อนหรืองดงวด' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ลบการเลื่อนงวด/ })).toBeNull();
  });
});

describe('result sources', () => {
  const feeds: AdminFeedStatus = {
    sources: [
      {
        source: 'glo',
        name: 'สำนักงานสลากฯ (GLO)',
        configured: true,
        last_at: '2026-01-16T09:10:00Z',
        last_outcome: 'retrying',
        last_outcome_name: 'ไม่สำเร็จ รอถามใหม่',
        last_error: 'ตอบ HTTP 503',
        last_round: { id: 41, category_name: 'หวยรัฐบาลไทย', title: 'งวดวันที่ 16 มกราคม 2569' },
        waiting: 1,
        next_at: '2026-01-16T09:14:00Z',
        gave_up_7d: 0,
      },
      {
        source: 'sandbox',
        name: 'ผลทดสอบ (แซนด์บ็อกซ์)',
        configured: false,
        last_at: null,
        last_outcome: null,
        last_outcome_name: null,
        last_error: null,
        last_round: null,
        waiting: 0,
        next_at: null,
        gave_up_7d: 0,
      },
    ],
  };

  it('shows each source’s latest try, error and next try', async () => {
    server.use(http.get('/api/admin/lotto/feeds', () => HttpResponse.json(ok(feeds))));
    renderAdmin('/admin/lotto?tab=feeds', { role: 'support' });
    const glo = await screen.findByRole('region', { name: 'สำนักงานสลากฯ (GLO)' }, SLOW);
    expect(within(glo).getByText('ไม่สำเร็จ รอถามใหม่')).toBeInTheDocument();
    expect(within(glo).getByText('ตอบ HTTP 503')).toBeInTheDocument();
    expect(within(glo).getByText('เปิดใช้งาน')).toBeInTheDocument();
    expect(within(glo).getByText('หวยรัฐบาลไทย งวดวันที่ 16 มกราคม 2569')).toBeInTheDocument();
    const sandbox = screen.getByRole('region', { name: 'ผลทดสอบ (แซนด์บ็อกซ์)' });
    expect(within(sandbox).getByText('ไม่ได้ตั้งค่า')).toBeInTheDocument();
    expect(within(sandbox).getByText('ยังไม่เคย')).toBeInTheDocument();
  });

  it('shows the server’s Thai error', async () => {
    server.use(refuses('/api/admin/lotto/feeds', 'ระบบขัดข้องชั่วคราว', { status: 500, error: 8 }));
    renderAdmin('/admin/lotto?tab=feeds', { role: 'finance' });
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว', {}, SLOW)).toBeInTheDocument();
  });
});
