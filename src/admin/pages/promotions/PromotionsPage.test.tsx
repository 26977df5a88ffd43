import type { AdminPromotionTaker } from '@contract/admin-promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { catchDownloads, csvLines, fill, invalid, ok, paged, promotion } from '../../testing/fixtures';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const first = promotion();
const daily = promotion({
  id: 2,
  title: 'ฝากแรกของวันรับ 10%',
  type: 'daily_first',
  percent: 10,
  max_bonus: 500,
  status: 'paused',
  takers: 40,
  refused: 0,
  bonus_paid: 2000,
  forfeited: 0,
  turnover: 15000,
  requirement_kind: 'balance',
  turnover_multiplier: 2,
  turnover_base: 'bonus',
  max_withdrawal: null,
});

const taker = (over: Partial<AdminPromotionTaker> = {}): AdminPromotionTaker => ({
  grant_id: 100,
  member_id: 7,
  member_phone: '0812345678',
  member_name: 'สมชาย ใจดี',
  deposit_amount: 1000,
  bonus: 500,
  outcome: 'active',
  reason: null,
  requirement_id: 31,
  required: 7500,
  done: 2500,
  forfeited: 0,
  created_at: '2026-01-02T03:00:00.000Z',
  ...over,
});

const listCalls: URLSearchParams[] = [];
const server = mockApi(
  http.get('/api/admin/promotions', ({ request }) => {
    const q = new URL(request.url).searchParams;
    listCalls.push(q);
    const items = [first, daily].filter((p) => !q.get('status') || p.status === q.get('status'));
    return HttpResponse.json(paged(items, items.length, Number(q.get('page') ?? 1), Number(q.get('page_size') ?? 20)));
  }),
  http.get('/api/admin/promotions/:id', ({ params }) => HttpResponse.json(ok(Number(params.id) === 2 ? daily : first))),
);
afterEach(() => {
  cleanup();
  listCalls.length = 0;
});

const table = () => screen.findByRole('table', { name: 'รายการโปรโมชั่น' }, { timeout: 5000 });

describe('the promotions page', () => {
  it('shows that it is loading, a refusal in Thai, and an empty list', async () => {
    server.use(hangs('/api/admin/promotions'));
    renderAdmin('/admin/promotions', { role: 'support' });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('กำลังโหลด');
    cleanup();
    server.use(refuses('/api/admin/promotions', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/promotions', { role: 'support' });
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้', {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    server.use(http.get('/api/admin/promotions', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/promotions', { role: 'support' });
    expect(await screen.findByText('ยังไม่มีโปรโมชั่น', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists promotions with their settings and figures; the filter, sort and page go to the query and the address', async () => {
    server.use(
      http.get('/api/admin/promotions', ({ request }) => {
        const q = new URL(request.url).searchParams;
        listCalls.push(q);
        return HttpResponse.json(paged([first, daily], 45, Number(q.get('page') ?? 1)));
      }),
    );
    const { user, router } = renderAdmin('/admin/promotions', { role: 'finance' });
    const rows = within(await table()).getAllByRole('row');
    const row = within(rows[1]);
    expect(row.getByText('สมาชิกใหม่รับโบนัส 50%')).toBeInTheDocument();
    expect(row.getByText(/#1 · ฝากครั้งแรกของสมาชิกใหม่/)).toBeInTheDocument();
    expect(row.getByText('50% สูงสุด 1,000.00 · ฝากขั้นต่ำ 100.00')).toBeInTheDocument();
    expect(row.getByText('เทิร์น 5 เท่าของยอดฝาก + โบนัส · 7 วัน · ถอนสูงสุด 5,000.00')).toBeInTheDocument();
    expect(row.getByText('สล็อต 100% · คาสิโน 50% · ยิงปลา 100%')).toBeInTheDocument();
    expect(row.getByText('เปิดใช้งาน')).toBeInTheDocument();
    expect(row.getByText('12')).toBeInTheDocument();
    expect(row.getByText('ไม่ได้รับ 3')).toBeInTheDocument();
    expect(row.getByText('4,500.50')).toBeInTheDocument();
    expect(row.getByText('120.00')).toBeInTheDocument();
    expect(row.getByText('98,000.00')).toBeInTheDocument();
    expect(within(rows[2]).getByText('ทำยอด 2 เท่าของโบนัส · 7 วัน')).toBeInTheDocument();
    expect(within(rows[2]).getByText('หยุดชั่วคราว')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะ' }), 'paused');
    await waitFor(() => expect(listCalls.at(-1)?.get('status')).toBe('paused'));
    await user.click(screen.getByRole('button', { name: /โบนัสที่จ่าย/ }));
    await waitFor(() => expect(listCalls.at(-1)?.get('sort')).toBe('bonus_paid'));
    expect(listCalls.at(-1)?.get('dir')).toBe('desc');
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(listCalls.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toMatchObject({ status: 'paused', sort: 'bonus_paid', page: 2 });
  });

  it('finance reads: no create, edit, pause or end buttons', async () => {
    renderAdmin('/admin/promotions', { role: 'finance' });
    await table();
    expect(screen.queryByRole('button', { name: 'สร้างโปรโมชั่น' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^หยุด/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^สิ้นสุด/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'ผู้รับ สมาชิกใหม่รับโบนัส 50%' })).toBeInTheDocument();
    // The menu shows the three new pages to finance, after the site content entry's place.
    const menu = within(screen.getByRole('navigation', { name: 'เมนูหลัก' }));
    const titles = menu.getAllByRole('link').map((a) => a.textContent);
    expect(titles).toEqual(expect.arrayContaining(['โปรโมชั่น', 'คูปอง', 'เงื่อนไขเทิร์น']));
    expect(titles.indexOf('คูปอง')).toBe(titles.indexOf('โปรโมชั่น') + 1);
    expect(titles.indexOf('เงื่อนไขเทิร์น')).toBe(titles.indexOf('คูปอง') + 1);
  });

  it('creates a promotion: Thai errors beside the fields from the contract, then the server’s 422 fields, then the body sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/promotions', async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1)
          return HttpResponse.json(invalid({ title: 'มีโปรโมชั่นชื่อนี้แล้ว', 'weights.casino': 'น้ำหนักไม่ถูกต้อง' }), { status: 422 });
        return HttpResponse.json(ok(promotion({ id: 9, title: 'ฝากทุกยอดรับ 5%' })));
      }),
    );
    const { user, router } = renderAdmin('/admin/promotions', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ edit: 'new' }));
    const form = screen.getByRole('form', { name: 'สร้างโปรโมชั่น' });
    const f = within(form);
    fill(f.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' }), 'ab');
    fill(f.getByRole('textbox', { name: 'โบนัส (%)' }), 'abc');
    fill(f.getByRole('textbox', { name: 'สล็อต' }), '150');
    fill(f.getByRole('textbox', { name: 'ระยะเวลา (วัน)' }), '0');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('ชื่อต้องมีอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    expect(f.getByText('เปอร์เซ็นต์ต้องเป็นตัวเลข')).toBeInTheDocument();
    expect(f.getByText('จำนวนเท่าต้องเป็นตัวเลข')).toBeInTheDocument();
    expect(f.getByText('น้ำหนักต้องอยู่ระหว่าง 0 ถึง 100')).toBeInTheDocument();
    // Each message sits in its own field, beside its input.
    expect(f.getByText('น้ำหนักต้องอยู่ระหว่าง 0 ถึง 100').closest('[role="group"]')).toContainElement(f.getByRole('textbox', { name: 'สล็อต' }));
    expect(sent).toEqual([]);

    fill(f.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' }), 'ฝากทุกยอดรับ 5%');
    await user.selectOptions(f.getByRole('combobox', { name: 'ประเภทโปรโมชั่น' }), 'every_deposit');
    fill(f.getByRole('textbox', { name: 'โบนัส (%)' }), '5');
    fill(f.getByRole('textbox', { name: 'โบนัสสูงสุด (บาท)' }), '300');
    fill(f.getByRole('textbox', { name: 'จำนวนเท่า' }), '3');
    fill(f.getByRole('textbox', { name: 'สล็อต' }), '100');
    fill(f.getByRole('textbox', { name: 'คาสิโน' }), '50');
    fill(f.getByRole('textbox', { name: 'หวย' }), '0');
    fill(f.getByRole('textbox', { name: 'ระยะเวลา (วัน)' }), '14');
    await user.selectOptions(f.getByRole('combobox', { name: 'เมื่อไม่ครบเงื่อนไข' }), 'bonus');
    await user.selectOptions(f.getByRole('combobox', { name: 'ฐานที่คูณ' }), 'bonus');
    fireEvent.change(f.getByLabelText('สิ้นสุด (เวลาไทย)'), { target: { value: '2026-12-31T23:59' } });
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(await f.findByText('มีโปรโมชั่นชื่อนี้แล้ว')).toBeInTheDocument();
    expect(f.getByText('น้ำหนักไม่ถูกต้อง')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      title: 'ฝากทุกยอดรับ 5%',
      description: '',
      terms: '',
      image: null,
      type: 'every_deposit',
      visibility: 'public',
      percent: 5,
      fixed_bonus: 0,
      max_bonus: 300,
      min_deposit: 100,
      requirement_kind: 'turnover',
      turnover_multiplier: 3,
      turnover_base: 'bonus',
      weights: { slot: 100, casino: 50, fishing: 100, sport: 100, freespin: 100, lotto: 0 },
      max_withdrawal: null,
      balance_floor: 5,
      requirement_days: 14,
      forfeit_rule: 'bonus',
      ends_at: '2026-12-31T16:59:00.000Z',
      sort: 0,
    });
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(router.state.location.search).not.toHaveProperty('edit');
  }, 45_000);

  it('a fixed promotion asks for its bonus instead of a percent', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/admin/promotions', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(ok(promotion({ id: 10, type: 'fixed' })));
      }),
    );
    const { user } = renderAdmin('/admin/promotions?edit=new', { role: 'admin' });
    const f = within(await screen.findByRole('form', { name: 'สร้างโปรโมชั่น' }, { timeout: 5000 }));
    // An empty form names every missing field at once, the bonus included.
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('ชื่อต้องมีอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    expect(f.getByText('กรุณาระบุเปอร์เซ็นต์โบนัส')).toBeInTheDocument();
    fill(f.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' }), 'ฝาก 100 รับ 200');
    await user.selectOptions(f.getByRole('combobox', { name: 'ประเภทโปรโมชั่น' }), 'fixed');
    expect(f.queryByRole('textbox', { name: 'โบนัส (%)' })).toBeNull();
    fill(f.getByRole('textbox', { name: 'จำนวนเท่า' }), '1');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    expect(f.getByText('โปรโมชั่นแบบโบนัสคงที่ต้องระบุจำนวนโบนัส')).toBeInTheDocument();
    fill(f.getByRole('textbox', { name: 'โบนัสคงที่ (บาท)' }), '100');
    await user.selectOptions(f.getByRole('combobox', { name: 'แบบเงื่อนไข' }), 'balance');
    expect(f.getByRole('textbox', { name: 'สล็อต' })).toBeDisabled();
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ type: 'fixed', percent: 0, fixed_bonus: 100, max_bonus: null, requirement_kind: 'balance' }),
    );
  });

  it('edits a promotion from the address: the form holds its settings, PUT sends the change', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.put('/api/admin/promotions/:id', async ({ request, params }) => {
        sent = { id: params.id, ...((await request.json()) as object) };
        return HttpResponse.json(ok(first));
      }),
    );
    const { user } = renderAdmin('/admin/promotions', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'แก้ไข สมาชิกใหม่รับโบนัส 50%' }));
    const f = within(await screen.findByRole('form', { name: 'แก้ไขโปรโมชั่น สมาชิกใหม่รับโบนัส 50%' }));
    expect(f.getByRole('textbox', { name: 'โบนัส (%)' })).toHaveValue('50');
    expect(f.getByRole('textbox', { name: 'คาสิโน' })).toHaveValue('50');
    expect(f.getByRole('textbox', { name: 'กีฬา' })).toHaveValue('0');
    expect(f.getByRole('textbox', { name: 'ถอนได้สูงสุด (บาท)' })).toHaveValue('5000');
    expect(f.getByLabelText('เริ่ม (เวลาไทย)')).toHaveValue('2026-01-01T07:00');
    fill(f.getByRole('textbox', { name: 'โบนัสสูงสุด (บาท)' }), '800');
    await user.click(f.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ id: '1', max_bonus: 800, percent: 50, starts_at: '2026-01-01T00:00:00.000Z', weights: first.weights }),
    );
  });

  it('pauses, resumes, and ends after a confirmation', async () => {
    const changes: unknown[] = [];
    server.use(
      http.post('/api/admin/promotions/:id/status', async ({ request, params }) => {
        const body = (await request.json()) as { status: 'active' | 'paused' | 'ended' };
        changes.push([Number(params.id), body.status]);
        const p = Number(params.id) === 2 ? daily : first;
        return HttpResponse.json(ok({ ...p, status: body.status }));
      }),
    );
    const { user } = renderAdmin('/admin/promotions', { role: 'support' });
    await table();
    await user.click(screen.getByRole('button', { name: 'หยุด สมาชิกใหม่รับโบนัส 50%' }));
    expect(await screen.findByText('สมาชิกใหม่รับโบนัส 50%: หยุดชั่วคราว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เปิดใช้ ฝากแรกของวันรับ 10%' }));
    await waitFor(() =>
      expect(changes).toEqual([
        [1, 'paused'],
        [2, 'active'],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'สิ้นสุด สมาชิกใหม่รับโบนัส 50%' }));
    expect(changes).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'ยืนยันสิ้นสุด' }));
    await waitFor(() => expect(changes.at(-1)).toEqual([1, 'ended']));
  });

  it('exports the current view as CSV: every page, the filter kept', async () => {
    const many = Array.from({ length: 130 }, (_, i) => promotion({ id: i + 1, title: `โปร ${i + 1}`, status: 'paused' }));
    server.use(
      http.get('/api/admin/promotions', ({ request }) => {
        const q = new URL(request.url).searchParams;
        listCalls.push(q);
        const page = Number(q.get('page') ?? 1);
        const size = Number(q.get('page_size') ?? 20);
        return HttpResponse.json(paged(many.slice((page - 1) * size, page * size), many.length, page, size));
      }),
    );
    const downloads = catchDownloads();
    try {
      const { user } = renderAdmin('/admin/promotions?status=paused&sort=takers&dir=asc', { role: 'finance' });
      await table();
      await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0].name).toBe('promotions.csv');
      const lines = csvLines(await downloads.files[0].text);
      expect(lines).toHaveLength(131);
      expect(lines[0]).toBe(
        'รหัส,ชื่อโปรโมชั่น,ประเภท,สถานะ,โบนัส,ฝากขั้นต่ำ,เงื่อนไข,เกมที่นับ,ถอนได้สูงสุด,ผู้รับ,ไม่ได้รับ,โบนัสที่จ่าย,หักคืน,ยอดเทิร์นที่เกิด,เริ่ม,สิ้นสุด',
      );
      expect(lines[1]).toMatch(
        /^1,โปร 1,ฝากครั้งแรกของสมาชิกใหม่,หยุดชั่วคราว,"50% สูงสุด 1,000.00",100.00,เทิร์น 5 เท่าของยอดฝาก \+ โบนัส,สล็อต 100% · คาสิโน 50% · ยิงปลา 100%,5000.00,12,3,4500.50,120.00,98000.00,.+,$/,
      );
      const exportCalls = listCalls.filter((q) => q.get('page_size') === '100');
      expect(exportCalls.map((q) => q.get('page'))).toEqual(['1', '2']);
      for (const q of exportCalls) expect([q.get('status'), q.get('sort'), q.get('dir')]).toEqual(['paused', 'takers', 'asc']);
    } finally {
      downloads.restore();
    }
  });

  it('opens a promotion by ?id=: figures, settings and its takers with outcome filter, sort, paging and CSV', async () => {
    const takerCalls: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/promotions/:id/takers', ({ request }) => {
        const q = new URL(request.url).searchParams;
        takerCalls.push(q);
        return HttpResponse.json(
          paged(
            [
              taker(),
              taker({
                grant_id: 101,
                member_id: 8,
                member_phone: '0899999999',
                member_name: 'สมหญิง',
                outcome: 'refused',
                bonus: 0,
                reason: 'ยอดฝากต่ำกว่าขั้นต่ำ',
                requirement_id: null,
                required: 0,
                done: 0,
              }),
            ],
            30,
            Number(q.get('page') ?? 1),
            Number(q.get('page_size') ?? 20),
          ),
        );
      }),
    );
    const downloads = catchDownloads();
    try {
      const { user, router } = renderAdmin('/admin/promotions', { role: 'finance' });
      await table();
      await user.click(screen.getByRole('button', { name: 'ผู้รับ สมาชิกใหม่รับโบนัส 50%' }));
      expect(await screen.findByRole('heading', { name: 'สมาชิกใหม่รับโบนัส 50%' })).toBeInTheDocument();
      expect(router.state.location.search).toMatchObject({ id: 1 });
      expect(screen.getByText('4,500.50')).toBeInTheDocument();
      expect(screen.getByText('หักคืนโบนัสและยอดเล่นได้จากโบนัส')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^หยุด/ })).toBeNull();
      const takers = await screen.findByRole('table', { name: 'ผู้รับโปรโมชั่น' });
      const rows = within(takers).getAllByRole('row');
      expect(within(rows[1]).getByText('0812345678 · #7')).toBeInTheDocument();
      expect(within(rows[1]).getByText('2,500.00 / 7,500.00')).toBeInTheDocument();
      expect(within(rows[1]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      expect(within(rows[2]).getByText('ไม่ได้รับโบนัส')).toBeInTheDocument();
      expect(within(rows[2]).getByText('ยอดฝากต่ำกว่าขั้นต่ำ')).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'ผลลัพธ์' }), 'met');
      await waitFor(() => expect(takerCalls.at(-1)?.get('outcome')).toBe('met'));
      await user.click(screen.getByRole('button', { name: /ยอดฝาก/ }));
      await waitFor(() => expect(takerCalls.at(-1)?.get('sort')).toBe('deposit_amount'));
      await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
      await waitFor(() => expect(takerCalls.at(-1)?.get('page')).toBe('2'));
      expect(router.state.location.search).toMatchObject({ id: 1, t_outcome: 'met', t_sort: 'deposit_amount', t_page: 2 });

      await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0].name).toBe('promotion-1-takers.csv');
      const lines = csvLines(await downloads.files[0].text);
      expect(lines[0]).toBe('เวลา,รหัสสมาชิก,เบอร์โทร,ชื่อสมาชิก,ยอดฝาก,โบนัส,ผลลัพธ์,เหตุผล,เทิร์นที่ต้องทำ,ทำได้แล้ว,หักคืน');
      expect(lines[1]).toMatch(/^.+,7,0812345678,สมชาย ใจดี,1000.00,500.00,กำลังทำเทิร์น,,7500.00,2500.00,0.00$/);
      expect(lines[2]).toMatch(/,8,0899999999,สมหญิง,1000.00,0.00,ไม่ได้รับโบนัส,ยอดฝากต่ำกว่าขั้นต่ำ,,,0.00$/);
      expect(takerCalls.at(-1)?.get('outcome')).toBe('met');

      await user.click(screen.getByRole('button', { name: '← กลับไปรายการโปรโมชั่น' }));
      expect(await table()).toBeInTheDocument();
    } finally {
      downloads.restore();
    }
  });
});
