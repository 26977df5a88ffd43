import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderAdmin } from '../testing/render';
import { adminApi } from './http';
import { PAGES } from './registry';
import { getSession } from './session';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const empty = { items: [], page: 1, page_size: 20, total: 0 };

const server = mockApi(
  http.get('/api/admin/members', () => HttpResponse.json(ok(empty))),
  http.get('/api/admin/audit', () => HttpResponse.json(ok({ ...empty, page_size: 50 }))),
  // Whatever the first page of the registry asks for stays loading: these tests are about the shell.
  http.get('/api/admin/*', async () => {
    await delay('infinite');
    return HttpResponse.json(ok(null));
  }),
);

const menu = () => within(screen.getByRole('navigation', { name: 'เมนูหลัก' }));
const menuShown = () => screen.findByRole('navigation', { name: 'เมนูหลัก' });

afterEach(cleanup);

describe('the back office shell', () => {
  it('asks a visitor without a session to sign in', async () => {
    renderAdmin('/admin/members', { role: null });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
  });

  it('builds the menu from the registry: an admin sees every page, the first one opens', async () => {
    const { router } = renderAdmin('/admin');
    await menuShown();
    await menu().findByRole('link', { name: PAGES[0].title });
    expect(
      menu()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(PAGES.map((p) => p.title));
    expect(PAGES[0].route.fullPath).toBe('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES[0].route.fullPath));
    expect(screen.getByRole('heading', { level: 1, name: PAGES[0].title })).toBeInTheDocument();
  });

  it('shows support only its pages, and sends it away from an admin-only address', async () => {
    const { router } = renderAdmin('/admin/audit', { role: 'support' });
    await menuShown();
    await menu().findByRole('link', { name: 'สมาชิก' });
    expect(menu().queryByRole('link', { name: 'บันทึกการใช้งาน' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
  });

  it('signs in with the server’s answer and opens the page asked for', async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json(
          ok({
            access_token: 'tok-new',
            token_type: 'Bearer',
            expires_at: new Date(Date.now() + 3600_000).toISOString(),
            role: 'finance',
            display_name: 'การเงิน 1',
          }),
        ),
      ),
    );
    const { user, router } = renderAdmin('/admin/members', { role: null });
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'Checker');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'checker1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await menuShown();
    await menu().findByRole('link', { name: 'สมาชิก' });
    expect(router.state.location.pathname).toBe('/members');
    expect(getSession()).toMatchObject({ access_token: 'tok-new', role: 'finance', username: 'checker' });
    expect(JSON.parse(sessionStorage.getItem('gw-admin-session') ?? '{}').access_token).toBe('tok-new');
  });

  it('shows a refused sign-in’s Thai message', async () => {
    server.use(http.post('/api/admin/login', () => HttpResponse.json({ error: 1201, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })));
    const { user } = renderAdmin('/admin', { role: null });
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'admin');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(getSession()).toBeNull();
  });

  it('signs out: the server revokes the token, the tab forgets it, sign-in shows', async () => {
    let revoked = '';
    server.use(
      http.post('/api/admin/logout', ({ request }) => {
        revoked = request.headers.get('authorization') ?? '';
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderAdmin('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(revoked).toBe('Bearer tok-admin');
    expect(sessionStorage.getItem('gw-admin-session')).toBeNull();
  });

  it('goes to sign-in when a call answers 401, to come back to the same page', async () => {
    server.use(http.get('/api/admin/members', () => HttpResponse.json({ error: 3, message: 'เซสชันหมดอายุ' }, { status: 401 })));
    const { router } = renderAdmin('/admin/members');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ redirect: '/members' });
    expect(getSession()).toBeNull();
  });

  it('keeps the way back when several calls are refused at once', async () => {
    const expired = () => HttpResponse.json({ error: 3, message: 'เซสชันหมดอายุ' }, { status: 401 });
    server.use(http.get('/api/admin/members', expired), http.get('/api/admin/members/:id/profile', expired));
    const { router } = renderAdmin('/admin/members?id=7');
    await act(async () => {
      await Promise.allSettled([adminApi.get('/members'), adminApi.get('/members/7/profile'), adminApi.get('/members')]);
    });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ redirect: '/members?id=7' });
  });
});
