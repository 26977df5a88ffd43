import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserAtom, userInfoAtom } from '@/state/auth';
import { fail, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { LOGOUT_LABEL, MEMBER_MENU } from './menu-items';

// /member/creditfree (the page these tests sit on) reads the member's quests: none.
const questList = http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests: [] })));
const server = mockApi(...shellHandlers, questList);
// /member/creditfree loads its page on demand: the first look waits longer than the default second.
const PAGE_WAIT = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openMenu() {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the points call is not served yet
  const app = renderApp('/member/creditfree', { user: MEMBER });
  await app.user.click(await screen.findByRole('button', { name: 'เปิดเมนูสมาชิก' }, PAGE_WAIT));
  const menu = await screen.findByRole('dialog', { name: 'เมนูสมาชิก' });
  return { ...app, menu };
}

describe('Member menu (docs/product.md "Member menu")', () => {
  it('lists the eleven items with their targets', async () => {
    const { menu } = await openMenu();
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ข้อมูลส่วนตัว', '/member/profile'],
      ['แนะนำเพื่อน', '/affiliate'],
      ['ภารกิจ', '/member/creditfree'],
      ['กงล้อนำโชค', '/member/wheel'],
      ['แลกของรางวัล', '/redeem'],
      ['แคชแบ็กรายวัน', '/cashback'],
      ['คืนยอดเสีย', '/winloss'],
      ['โปรโมชั่น', '/promotions'],
      ['คูปอง', '/member/coupon'],
      ['รายการเดินบัญชี', '/member/statement'],
    ]);
    expect(links).toHaveLength(MEMBER_MENU.length);
    expect(within(menu).getByRole('button', { name: LOGOUT_LABEL })).toBeInTheDocument();
  });

  it('goes to an item and closes the sheet', async () => {
    const { menu, user, router } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'กงล้อนำโชค' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/wheel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เมนูสมาชิก' })).not.toBeInTheDocument());
  });

  it('logs out after the confirm: server call, user cleared, home, success toast', async () => {
    let auth: string | null = null;
    server.use(
      http.post('/api/logout', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok(null));
      }),
    );
    const { menu, user, router, store } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: LOGOUT_LABEL }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบ' });
    expect(auth).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth).toBe('Bearer tok-member');
    expect(store.get(authUserAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem('gw888.user')).toBe('null');
    expect(await screen.findByText('ออกจากระบบสำเร็จ')).toBeInTheDocument();
    expect(await within(screen.getByTestId('site-header')).findByRole('link', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
  });

  it('keeps the member signed in when the confirm is cancelled', async () => {
    let called = false;
    server.use(
      http.post('/api/logout', () => {
        called = true;
        return HttpResponse.json(ok(null));
      }),
    );
    const { menu, user, store } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: LOGOUT_LABEL }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบ' });
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(called).toBe(false);
    expect(store.get(authUserAtom)).toEqual(MEMBER);
  });

  it('only logs a logout failure and still signs the member out', async () => {
    server.use(http.post('/api/logout', () => HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว'), { status: 500 })));
    const { menu, user, router, store } = await openMenu();
    const logged = vi.mocked(console.error);
    await user.click(within(menu).getByRole('button', { name: LOGOUT_LABEL }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(authUserAtom)).toBeNull();
    expect(logged.mock.calls.some(([m]) => String(m).startsWith('[member] logout'))).toBe(true);
  });
});
