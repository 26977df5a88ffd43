import type { AdminAuditEntry } from '@contract/admin';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pickThaiDate } from '@/components/date-picker/testing';
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

const server = mockApi(
  http.get('/api/admin/audit', () => HttpResponse.json(paged([login, feed]))),
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
    expect(within(row).getByText('operator:1')).toBeInTheDocument();
    expect(within(row).getByText('{"ip":"127.0.0.1"}')).toBeInTheDocument();
    expect(screen.getByText('feed:glo')).toBeInTheDocument();
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
        query = ['from', 'to', 'operator_id', 'action', 'target'].map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
        return HttpResponse.json(paged(params.get('action') ? [] : [login]));
      }),
    );
    const { user, router } = renderAdmin('/admin/audit');
    await screen.findByText('operator.login');
    const picker = screen.getByRole('combobox', { name: 'ผู้ดูแล' });
    expect(await within(picker).findByRole('option', { name: 'clerk (#2) · ปิดใช้งาน' })).toBeInTheDocument();
    await user.selectOptions(picker, '2');
    await pickThaiDate(user, 'ตั้งแต่วันที่', '2026-03-01');
    await pickThaiDate(user, 'ถึงวันที่', '2026-03-09');
    await user.type(screen.getByRole('textbox', { name: 'การกระทำ' }), 'member.status');
    await user.type(screen.getByRole('textbox', { name: 'เป้าหมาย' }), ' member:7 ');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    expect(await screen.findByText('ไม่พบรายการที่ตรงกับตัวกรอง')).toBeInTheDocument();
    expect(query).toBe('from=2026-03-01&to=2026-03-09&operator_id=2&action=member.status&target=member:7');
    expect(router.state.location.search).toMatchObject({ from: '2026-03-01', to: '2026-03-09', operator_id: 2, target: 'member:7' });

    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await screen.findByText('operator.login');
    expect(query).toBe('from=&to=&operator_id=&action=&target=');
  }, 45_000);

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
});
