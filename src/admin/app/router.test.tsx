import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { operatorSession, renderAdmin } from '../testing/render';
import { adminApi } from './http';
import { PAGES } from './registry';
import { getSession, resetSessionCache } from './session';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
const empty = { items: [], page: 1, page_size: 20, total: 0 };

const server = mockApi(
  http.get('/api/admin/members', () => HttpResponse.json(ok(empty))),
  http.get('/api/admin/audit', () => HttpResponse.json(ok({ ...empty, page_size: 50 }))),
  // Opening `/` asks whether the first-run page should land (pages/launch): nothing blocks here.
  http.get('/api/admin/launch/checklist', () => HttpResponse.json(ok({ ready: true, production: true, findings: [] }))),
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

  it('shows support only its pages, and says an admin-only address is not theirs, with its name, inside the shell', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const { router, user } = renderAdmin('/admin/audit', { role: 'support' });
    await menuShown();
    await menu().findByRole('link', { name: 'สมาชิก' });
    expect(menu().queryByRole('link', { name: 'บันทึกการใช้งาน' })).toBeNull();
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeInTheDocument();
    expect(refusal).toHaveTextContent('หน้า “บันทึกการใช้งาน” ใช้ได้เฉพาะบทบาท ผู้ดูแลระบบ');
    // The address stays (a shared link says why it does not open), and the page asked the server nothing.
    expect(router.state.location.pathname).toBe('/audit');
    expect(asked.filter((p) => p.startsWith('/api/admin/audit'))).toEqual([]);
    server.events.removeAllListeners();
    // Its button leads to the operator's own first page.
    await user.click(within(refusal).getByRole('link', { name: 'กลับไปหน้าแรกของฉัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    await waitFor(() => expect(screen.queryByText('ไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeNull());
  });

  it('names the roles a finance page is for when support opens it', async () => {
    renderAdmin('/admin/deposits', { role: 'support' });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('หน้า “ฝากเงิน” ใช้ได้เฉพาะบทบาท การเงิน, ผู้ดูแลระบบ');
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  });

  it('keeps the session for the browser: a new tab (a fresh load) is signed in without asking', async () => {
    renderAdmin('/admin/members');
    await menuShown();
    cleanup();
    // A new tab: nothing in memory, only what the browser kept.
    resetSessionCache();
    const { router } = renderAdmin('/admin/members', { role: null, keepStorage: true });
    await menuShown();
    expect(router.state.location.pathname).toBe('/members');
    expect(getSession()).toMatchObject({ access_token: 'tok-admin' });
  });

  it('forgets a kept session past its end', async () => {
    localStorage.setItem(
      'gw-admin-session',
      JSON.stringify({ ...operatorSession(), expires_at: new Date(Date.now() - 1000).toISOString() }),
    );
    resetSessionCache();
    renderAdmin('/admin/members', { role: null, keepStorage: true });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(localStorage.getItem('gw-admin-session')).toBeNull();
  });

  it('follows another tab: signing out there signs this tab out; signing in there opens the page waited for', async () => {
    const { router } = renderAdmin('/admin/members');
    await menuShown();
    const before = localStorage.getItem('gw-admin-session');
    // The other tab signs out: the browser removes the key and tells this tab.
    act(() => {
      localStorage.removeItem('gw-admin-session');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'gw-admin-session', oldValue: before, newValue: null, storageArea: localStorage }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ redirect: '/members' });
    expect(getSession()).toBeNull();

    // The other tab signs in again: this one goes back to where it was.
    const again = JSON.stringify({ ...operatorSession(), access_token: 'tok-again' });
    act(() => {
      localStorage.setItem('gw-admin-session', again);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'gw-admin-session', oldValue: null, newValue: again, storageArea: localStorage }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    await menuShown();
    expect(getSession()?.access_token).toBe('tok-again');
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
    expect(JSON.parse(localStorage.getItem('gw-admin-session') ?? '{}').access_token).toBe('tok-new');
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

  it('signs out: the server revokes the token, the browser forgets it, sign-in shows', async () => {
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
    expect(localStorage.getItem('gw-admin-session')).toBeNull();
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
