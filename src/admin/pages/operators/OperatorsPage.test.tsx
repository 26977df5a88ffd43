import type { AdminOperator } from '@contract/admin-operators';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs, refuses } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const paged = (items: AdminOperator[], total = items.length) => ok({ items, page: 1, page_size: 20, total });

// The signed-in test admin's username is 'admin' (src/admin/testing/render.tsx).
const me: AdminOperator = {
  id: 1,
  username: 'admin',
  display_name: 'หัวหน้า',
  role: 'admin',
  active: true,
  created_at: '2026-01-01T03:00:00Z',
  last_login_at: '2026-03-11T02:00:00Z',
};
const clerk: AdminOperator = { ...me, id: 2, username: 'clerk', display_name: 'พนักงาน', role: 'support', last_login_at: null };
const gone: AdminOperator = { ...me, id: 3, username: 'gone', display_name: 'ลาออก', role: 'finance', active: false };

const server = mockApi(http.get('/api/admin/operators', () => HttpResponse.json(paged([me, clerk, gone]))));
afterEach(cleanup);
// The machine these run on is shared and busy: give the page more than the default second to answer.
configure({ asyncUtilTimeout: 5_000 });

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('the operators page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/operators'));
    renderAdmin('/admin/operators');
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('says when nothing matches the filters', async () => {
    server.use(http.get('/api/admin/operators', () => HttpResponse.json(paged([]))));
    renderAdmin('/admin/operators?role=finance');
    expect(await screen.findByText('ไม่พบผู้ดูแลที่ตรงกับตัวกรอง')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Thai', async () => {
    server.use(refuses('/api/admin/operators', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    renderAdmin('/admin/operators');
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeInTheDocument();
  });

  it('lists operators with role, status and last sign-in; filters and sorts on the server', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/operators', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(paged([me, clerk, gone]));
      }),
    );
    const { user, router } = renderAdmin('/admin/operators');
    const mine = await rowOf('admin');
    expect(within(mine).getByText('คุณ')).toBeInTheDocument();
    expect(within(mine).getByText('ผู้ดูแลระบบ (ทุกส่วน)')).toBeInTheDocument();
    expect(within(await rowOf('clerk')).getByText('ยังไม่เคย')).toBeInTheDocument();
    expect(within(await rowOf('gone')).getByText('ปิดใช้งาน')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'บทบาท' }), 'support');
    await user.click(screen.getByRole('button', { name: /ชื่อผู้ใช้/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ role: 'support', sort: 'username', dir: 'desc' }));
    await waitFor(() => expect(queries.at(-1)).toContain('sort=username'));
    expect(queries.at(-1)).toContain('role=support');
    expect(queries.at(-1)).toContain('dir=desc');
  });

  it('creates an operator: the contract’s Thai rules first, then the server’s answer', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/admin/operators', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ ...clerk, id: 9, username: 'newbie' }));
      }),
    );
    const { user } = renderAdmin('/admin/operators');
    await rowOf('clerk');
    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ดูแล' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มผู้ดูแล' });
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'NewBie');
    await user.type(within(dialog).getByLabelText(/รหัสผ่าน/), 'short1');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างบัญชี' }));
    expect(await within(dialog).findByText('รหัสผ่านผู้ดูแลต้องมีอย่างน้อย 10 ตัวอักษร')).toBeInTheDocument();
    expect(within(dialog).getByText('บทบาทต้องเป็น admin, finance หรือ support')).toBeInTheDocument();
    expect(body).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText(/บทบาท/), 'support');
    await user.clear(within(dialog).getByLabelText(/รหัสผ่าน/));
    await user.type(within(dialog).getByLabelText(/รหัสผ่าน/), 'Welcome12345');
    await user.type(within(dialog).getByLabelText('ชื่อที่แสดง'), 'คนใหม่');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างบัญชี' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({ username: 'newbie', password: 'Welcome12345', role: 'support', display_name: 'คนใหม่' });
  });

  it('shows a taken username from the server in the dialog', async () => {
    server.use(http.post('/api/admin/operators', () => HttpResponse.json({ error: 9002, message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' })));
    const { user } = renderAdmin('/admin/operators');
    await rowOf('clerk');
    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ดูแล' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/ชื่อผู้ใช้/), 'clerk');
    await user.selectOptions(within(dialog).getByLabelText(/บทบาท/), 'finance');
    await user.type(within(dialog).getByLabelText(/รหัสผ่าน/), 'Welcome12345');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างบัญชี' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้นี้มีอยู่แล้ว');
  });

  it('disables another operator (warning that they are signed out) and sends only what changed', async () => {
    let body: unknown = null;
    server.use(
      http.put('/api/admin/operators/2', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ ...clerk, active: false }));
      }),
    );
    const { user } = renderAdmin('/admin/operators');
    await user.click(within(await rowOf('clerk')).getByRole('button', { name: 'แก้ไข clerk' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไข clerk' });
    await user.click(within(dialog).getByRole('checkbox', { name: /เปิดใช้งานบัญชี/ }));
    expect(within(dialog).getByText('เมื่อบันทึก ผู้ดูแลคนนี้จะถูกออกจากระบบทุกเครื่องทันที')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({ active: false });
  });

  it('locks one’s own role and status, and shows the server’s Thai refusal', async () => {
    server.use(
      http.put('/api/admin/operators/1', () =>
        HttpResponse.json({ error: 9022, message: 'ต้องมีผู้ดูแลระบบ (admin) ที่ใช้งานอยู่อย่างน้อย 1 คน จึงปิดหรือเปลี่ยนบทบาทบัญชีนี้ไม่ได้' }),
      ),
    );
    const { user } = renderAdmin('/admin/operators');
    await user.click(within(await rowOf('admin')).getByRole('button', { name: 'แก้ไข admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/บทบาท/)).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /เปิดใช้งานบัญชี/ })).toBeDisabled();
    expect(within(dialog).getByText('ปิดการใช้งานบัญชีของตัวเองไม่ได้')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ยังไม่ได้แก้ไขข้อมูลใด');
    await user.type(within(dialog).getByLabelText('ชื่อที่แสดง'), ' ใหญ่');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ต้องมีผู้ดูแลระบบ (admin) ที่ใช้งานอยู่อย่างน้อย 1 คน');
  });

  it('resets a password and says the operator must sign in again', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/admin/operators/3/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderAdmin('/admin/operators');
    await user.click(within(await rowOf('gone')).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่ gone' }));
    const dialog = await screen.findByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่ให้ gone' });
    await user.type(within(dialog).getByLabelText(/รหัสผ่านใหม่/), 'Fresh1234567');
    await user.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่าน' }));
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่ให้ gone แล้ว ผู้ดูแลคนนี้ต้องเข้าสู่ระบบใหม่')).toBeInTheDocument();
    expect(body).toEqual({ password: 'Fresh1234567' });
  });

  it('is not in the menu of finance or support, and its address shows them the refusal', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json(ok({ items: [], page: 1, page_size: 20, total: 0 }))));
    server.use(hangs('/api/admin/reports/dashboard'));
    for (const role of ['finance', 'support'] as const) {
      renderAdmin('/admin/operators', { role });
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('ไม่มีสิทธิ์เข้าถึงหน้านี้');
      expect(screen.queryByRole('link', { name: 'ผู้ดูแลและสิทธิ์' })).toBeNull();
      cleanup();
    }
  });
});
