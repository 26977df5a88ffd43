import type { AdminAuditEntry } from '@contract/admin';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = (items: AdminAuditEntry[], total = items.length) => ok({ items, page: 1, page_size: 50, total });

const login: AdminAuditEntry = {
  id: 11,
  operator_id: 1,
  operator_username: 'admin',
  action: 'operator.login',
  target: 'operator:1',
  detail: { ip: '127.0.0.1' },
  created_at: '2026-01-02T03:04:05Z',
};
const feed: AdminAuditEntry = {
  ...login,
  id: 12,
  operator_id: null,
  operator_username: 'feed:glo',
  action: 'lotto.result',
  target: 'round:5',
  detail: null,
};

const operators = ok({
  items: [
    {
      id: 1,
      username: 'admin',
      display_name: 'หัวหน้า',
      role: 'admin',
      active: true,
      created_at: '2026-01-01T00:00:00Z',
      last_login_at: null,
    },
    {
      id: 2,
      username: 'clerk',
      display_name: 'พนักงาน',
      role: 'support',
      active: false,
      created_at: '2026-01-01T00:00:00Z',
      last_login_at: null,
    },
  ],
  page: 1,
  page_size: 100,
  total: 2,
});

const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const noSystem = ok({ from: today, to: today, total: 0, items: [] });

const server = mockApi(
  http.get('/api/admin/audit', () => HttpResponse.json(paged([login, feed]))),
  http.get('/api/admin/audit/system', () => HttpResponse.json(noSystem)),
  http.get('/api/admin/operators', () => HttpResponse.json(operators)),
);
afterEach(cleanup);
// The machine these run on is shared and busy: give the page more than the default second to answer.
configure({ asyncUtilTimeout: 5_000 });

describe('the audit log page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/audit'));
    renderAdmin('/admin/audit');
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('says when the log is empty', async () => {
    server.use(http.get('/api/admin/audit', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/audit');
    expect(await screen.findByText('ยังไม่มีบันทึกการใช้งาน')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Thai', async () => {
    server.use(refuses('/api/admin/audit', 'สิทธิ์ไม่เพียงพอ', { status: 403, error: 1202 }));
    renderAdmin('/admin/audit');
    expect(await screen.findByText('สิทธิ์ไม่เพียงพอ')).toBeInTheDocument();
  });

  it('lists entries with operator, action, target and detail, and pages through them', async () => {
    const pages: string[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page') ?? '');
        return HttpResponse.json(paged([login, feed], 120));
      }),
    );
    const { user } = renderAdmin('/admin/audit');
    const row = (await screen.findByText('operator.login')).closest('tr') as HTMLElement;
    expect(within(row).getByText('admin (#1)')).toBeInTheDocument();
    expect(within(row).getByText('เข้าสู่ระบบ')).toBeInTheDocument();
    expect(within(row).getByText('operator:1')).toBeInTheDocument();
    expect(within(row).getByText('ไอพี')).toBeInTheDocument();
    expect(within(row).getByText('127.0.0.1')).toBeInTheDocument();
    const feedRow = screen.getByText('feed:glo').closest('tr') as HTMLElement;
    expect(within(feedRow).getByText('ระบบ')).toBeInTheDocument();
    expect(screen.getByText(/ทั้งหมด 120 รายการ · หน้า 1 \/ 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await screen.findByText(/ทั้งหมด 120 รายการ/);
    expect(pages).toEqual(['1', '2']);
  });

  it('filters by days, operator (picked by name), action and target, and says when nothing matches', async () => {
    let query = '';
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const params = new URL(request.url).searchParams;
        query = ['from', 'to', 'operator_id', 'action', 'target', 'actor_kind'].map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
        return HttpResponse.json(paged(params.get('action') ? [] : [login]));
      }),
    );
    const { user, router } = renderAdmin('/admin/audit');
    await screen.findByText('operator.login');
    const picker = screen.getByRole('combobox', { name: 'ผู้ดูแล' });
    expect(await within(picker).findByRole('option', { name: 'clerk (#2) · ปิดใช้งาน' })).toBeInTheDocument();
    await user.selectOptions(picker, '2');
    await user.type(screen.getByLabelText('ตั้งแต่วันที่'), '2026-03-01');
    await user.type(screen.getByLabelText('ถึงวันที่'), '2026-03-09');
    await user.type(screen.getByRole('textbox', { name: 'การกระทำ' }), 'member.status');
    await user.type(screen.getByRole('textbox', { name: 'เป้าหมาย' }), ' member:7 ');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    expect(await screen.findByText('ไม่พบรายการที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(query).toBe('from=2026-03-01&to=2026-03-09&operator_id=2&action=member.status&target=member:7&actor_kind=operator');
    expect(router.state.location.search).toMatchObject({ from: '2026-03-01', to: '2026-03-09', operator_id: 2, target: 'member:7' });

    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await screen.findByText('operator.login');
    expect(query).toBe('from=&to=&operator_id=&action=&target=&actor_kind=operator');
  });

  it('opens with the filters of its address, and sorts on the server by a column', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const p = new URL(request.url).searchParams;
        seen.push(`${p.get('target')}|${p.get('sort')}|${p.get('dir')}`);
        return HttpResponse.json(paged([login]));
      }),
    );
    const { user } = renderAdmin('/admin/audit?target=member:7');
    await screen.findByText('operator.login');
    expect(screen.getByRole('textbox', { name: 'เป้าหมาย' })).toHaveValue('member:7');
    await user.click(screen.getByRole('button', { name: /การกระทำ/ }));
    await waitFor(() => expect(seen.at(-1)).toBe('member:7|action|desc'));
    await user.click(screen.getByRole('button', { name: /การกระทำ/ }));
    await waitFor(() => expect(seen.at(-1)).toBe('member:7|action|asc'));
    expect(seen[0]).toBe('member:7|created_at|desc');
  });

  it('opens on operators only, sums up the hidden system entries in Thai, and shows them on request', async () => {
    const kinds: string[] = [];
    const summaries: string[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const kind = new URL(request.url).searchParams.get('actor_kind') ?? '';
        kinds.push(kind);
        return HttpResponse.json(paged(kind === 'operator' ? [login] : [login, feed]));
      }),
      http.get('/api/admin/audit/system', ({ request }) => {
        summaries.push(new URL(request.url).search);
        return HttpResponse.json(
          ok({
            from: today,
            to: today,
            total: 123,
            items: [
              { action: 'sport.feed.import', count: 120, last_at: '2026-01-02T03:04:05Z' },
              { action: 'debt.create', count: 3, last_at: '2026-01-02T03:04:05Z' },
            ],
          }),
        );
      }),
    );
    const { user, router } = renderAdmin('/admin/audit');
    await screen.findByText('operator.login');
    expect(screen.queryByText('feed:glo')).toBeNull();
    const note = await screen.findByRole('note', { name: 'รายการของระบบที่ซ่อนอยู่' });
    expect(note).toHaveTextContent('ระบบ: นำเข้าฟีดกีฬา 120 ครั้ง · บันทึกยอดค้างชำระ 3 ครั้ง วันนี้');
    expect(summaries[0]).toBe('');

    await user.click(within(note).getByRole('button', { name: 'แสดงรายการของระบบ' }));
    await screen.findByText('feed:glo');
    expect(kinds.at(-1)).toBe('all');
    expect(router.state.location.search).toMatchObject({ actor_kind: 'all' });
    expect(screen.queryByRole('note', { name: 'รายการของระบบที่ซ่อนอยู่' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'ผู้กระทำ' })).toHaveValue('all');

    await user.click(screen.getByRole('button', { name: 'ซ่อนรายการของระบบ' }));
    await waitFor(() => expect(screen.queryByText('feed:glo')).toBeNull());
    expect(kinds.at(-1)).toBe('operator');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ผู้กระทำ' }), 'system');
    await waitFor(() => expect(kinds.at(-1)).toBe('system'));
  });

  it('counts the summary over the days filtered, and names them', async () => {
    server.use(
      http.get('/api/admin/audit/system', ({ request }) => {
        const p = new URL(request.url).searchParams;
        return HttpResponse.json(
          ok({
            from: p.get('from'),
            to: p.get('to'),
            total: 2,
            items: [{ action: 'lotto.feed.gave_up', count: 2, last_at: '2026-03-02T00:00:00Z' }],
          }),
        );
      }),
    );
    renderAdmin('/admin/audit?from=2026-03-01&to=2026-03-09');
    const note = await screen.findByRole('note', { name: 'รายการของระบบที่ซ่อนอยู่' });
    expect(note).toHaveTextContent('ระบบ: แหล่งผลหวยเลิกลอง 2 ครั้ง 1 มีนาคม 2569 – 9 มีนาคม 2569');
  });

  it('reads a change as before → after by field, Thai labels, the changed ones marked', async () => {
    const update: AdminAuditEntry = {
      ...login,
      id: 20,
      action: 'operator.update',
      target: 'operator:2',
      detail: { from: { role: 'support', active: true }, to: { role: 'finance', active: true }, sessions_ended: true },
    };
    const odds: AdminAuditEntry = {
      ...login,
      id: 21,
      action: 'sport.market.odds',
      target: 'sport_market:9',
      detail: { fixture_id: 4, before: { line: -0.5, odds: 1.9 }, after: { line: -0.5, odds: 1.85 } },
    };
    const status: AdminAuditEntry = {
      ...login,
      id: 22,
      action: 'member.status',
      target: 'member:7',
      detail: { from: 'active', to: 'suspended', reason: 'บัญชีซ้ำ' },
    };
    const banner: AdminAuditEntry = {
      ...login,
      id: 23,
      action: 'banner.update',
      target: 'banner:3',
      detail: { changes: { title: { from: 'โปรเก่า', to: 'โปรใหม่' } } },
    };
    server.use(http.get('/api/admin/audit', () => HttpResponse.json(paged([update, odds, status, banner]))));
    renderAdmin('/admin/audit');
    const row = (id: string) => (screen.getByText(id).closest('tr') as HTMLElement).querySelector('dl') as HTMLElement;
    await screen.findByText('operator:2');
    // No raw JSON anywhere in the list.
    expect(within(screen.getByRole('table')).queryByText(/[{"]/)).toBeNull();

    const op = row('operator:2');
    const changed = op.querySelectorAll('[data-changed] dd');
    expect([...changed].map((d) => d.textContent)).toEqual(['support → finance']);
    expect(within(op).getByText('บทบาท')).toBeInTheDocument();
    expect(within(op).getByText('เปิดใช้งาน')).toBeInTheDocument();
    // Unchanged (still enabled) and a plain yes/no field read "ใช่", unmarked.
    expect(within(op).getAllByText('ใช่', { selector: 'dd' })).toHaveLength(2);
    expect(within(op).getByText('ออกจากระบบทุกเครื่อง')).toBeInTheDocument();
    expect(within(op).getByText('support', { selector: 'del' })).toBeInTheDocument();
    expect(within(op).getByText('finance', { selector: 'ins' })).toBeInTheDocument();

    const market = row('sport_market:9');
    expect([...market.querySelectorAll('[data-changed] dd')].map((d) => d.textContent)).toEqual(['1.9 → 1.85']);
    expect(within(market).getByText('แต้มต่อ')).toBeInTheDocument();
    expect(within(market).getByText('รหัสคู่')).toBeInTheDocument();

    const member = row('member:7');
    expect([...member.querySelectorAll('[data-changed] dd')].map((d) => d.textContent)).toEqual(['active → suspended']);
    expect(within(member).getByText('เหตุผล')).toBeInTheDocument();
    expect(within(member).getByText('บัญชีซ้ำ')).toBeInTheDocument();

    const content = row('banner:3');
    expect(within(content).getByText('ชื่อ')).toBeInTheDocument();
    expect([...content.querySelectorAll('[data-changed] dd')].map((d) => d.textContent)).toEqual(['โปรเก่า → โปรใหม่']);
    expect(screen.getByText('แก้ไขแบนเนอร์')).toBeInTheDocument();
  });
});
