import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_REASON } from '@/lib/network';
import { fail, ok, shellHandlers, userInfoFixture } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { NAV_LINKS } from './nav-links';

// /member/creditfree (the page these tests sit on) reads the member's quests: none.
const questList = http.get('/api/quest/list', () => HttpResponse.json(ok({ now: new Date().toISOString(), quests: [] })));
const server = mockApi(...shellHandlers, questList);
// /member/creditfree loads its page on demand: the first look waits longer than the default second.
const PAGE_WAIT = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('Header (docs/product.md "Header")', () => {
  it('shows the logo, the eight menu links and, for visitors, the register and login buttons', async () => {
    renderApp('/slot');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'เมนูหลัก' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(NAV_LINKS.map((l) => [l.label, l.to]));
    expect(links.map((a) => a.textContent)).toEqual(['สล็อต', 'หวย', 'คาสิโน', 'กีฬา', 'แนะนำเพื่อน', 'โปรโมชั่น', 'คืนยอดเสีย', 'แลกของรางวัล']);
    const register = within(header).getByRole('link', { name: 'สมัครสมาชิก' });
    expect(register).toHaveAttribute('href', '/register');
    expect(register).toHaveTextContent('สมัคร');
    expect(within(header).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('member-panel')).not.toBeInTheDocument();
  });

  it('shows the member panel instead of the buttons for a member: avatar, username, balance, points, quest', async () => {
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(userInfoFixture({ vip_level: 1 })))),
      http.post('/api/member/wallets', () =>
        HttpResponse.json(
          ok([
            { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1200.5, wallet_type_id: 1 },
            { id: 2, wallet_name: 'โบนัส', balance: 0.25, wallet_type_id: 2 },
          ]),
        ),
      ),
      http.post('/api/member/points', () => HttpResponse.json(ok({ point: 350 }))),
    );
    renderApp('/member/creditfree', { user: MEMBER });
    const panel = await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    const header = screen.getByTestId('site-header');
    expect(within(header).queryByRole('link', { name: 'สมัครสมาชิก' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'เข้าสู่ระบบ' })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('panel-username')).toHaveTextContent('0812345678');
    await waitFor(() => expect(within(panel).getByRole('img', { name: 'VIP Gold' })).toHaveAttribute('src', '/images/avatars/gold.svg'));
    await waitFor(() => expect(within(panel).getByTestId('member-balance')).toHaveTextContent('฿ 1,200.75'));
    await waitFor(() => expect(within(panel).getByTestId('panel-points')).toHaveTextContent('350'));
    expect(within(panel).getByRole('link', { name: 'คะแนนสะสม แลกของรางวัล' })).toHaveAttribute('href', '/redeem');
    expect(within(panel).getByRole('link', { name: /ภารกิจ/ })).toHaveAttribute('href', '/member/creditfree');
    // Deposit and withdraw are large-screen buttons (>= 960 px); jsdom applies only the base styles.
    const deposit = panel.querySelector('a[href="/member/deposit"]');
    const withdraw = panel.querySelector('a[href="/member/withdraw"]');
    expect(deposit).toHaveTextContent('ฝากเงิน');
    expect(withdraw).toHaveTextContent('ถอนเงิน');
    expect(deposit).not.toBeVisible();
    expect(withdraw).not.toBeVisible();
    expect(within(panel).getByRole('button', { name: 'เปิดเมนูสมาชิก' })).toBeInTheDocument();
  });

  it('shows 0.00 and 0 points for a new member whose points call fails, without an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/member/creditfree', { user: MEMBER });
    const panel = await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    await waitFor(() => expect(within(panel).getByTestId('member-balance')).toHaveTextContent('฿ 0.00'));
    expect(within(panel).getByTestId('panel-points')).toHaveTextContent('0');
    expect(within(panel).getByRole('img', { name: 'สมาชิก' })).toHaveAttribute('src', '/images/avatars/guest.svg');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('refreshes the balance and shows an error toast when the refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.post('/api/member/wallets', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(ok([{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 10, wallet_type_id: 1 }]))
          : HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว'));
      }),
    );
    const { user } = renderApp('/member/creditfree', { user: MEMBER });
    const panel = await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    await waitFor(() => expect(within(panel).getByTestId('member-balance')).toHaveTextContent('฿ 10.00'));
    await user.click(within(panel).getByRole('button', { name: 'อัปเดตยอดเงิน' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('อัปเดตยอดเงินไม่สำเร็จ');
    expect(toast).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    expect(calls).toBe(2);
  });

  it('offline before the wallets ever loaded: shows the balance as unknown (–, not 0.00) and cannot refresh it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.post('/api/member/wallets', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    renderApp('/member/creditfree', { user: MEMBER });
    // The app starts from what the browser says (online); the connection then drops.
    const panel = await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    act(() => onlineManager.setOnline(false));
    try {
      const balance = within(panel).getByTestId('member-balance');
      await waitFor(() => expect(balance).toHaveTextContent('฿ –'));
      expect(balance).not.toHaveTextContent('0.00');
      expect(balance).toHaveAccessibleName('ยอดเงินรวม ยังไม่ทราบ');
      const refresh = within(panel).getByRole('button', { name: 'อัปเดตยอดเงิน' });
      expect(refresh).toBeDisabled();
      expect(within(panel).getByTestId('offline-reason')).toHaveTextContent(OFFLINE_REASON);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    // Back online the refresh works again and the reason goes.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'อัปเดตยอดเงิน' })).toBeEnabled());
    expect(within(panel).queryByTestId('offline-reason')).not.toBeInTheDocument();
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('leaves the member panel in the page below 960 px: after 80 px only the header is fixed, the panel scrolls away', async () => {
    renderApp('/member/creditfree', { user: MEMBER });
    const panel = await screen.findByTestId('member-panel', {}, PAGE_WAIT);
    const header = screen.getByTestId('site-header');
    // The panel is the header's sibling: a fixed header no longer carries it.
    expect(header.contains(panel)).toBe(false);
    expect(panel).toHaveAttribute('data-pinned', 'false');
    window.scrollY = 400;
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute('data-fixed', 'true'));
    expect(getComputedStyle(header).position).toBe('fixed');
    // Pinned from 960 px only (sticky under the header); jsdom applies the phone (base) styles.
    expect(panel).toHaveAttribute('data-pinned', 'wide');
    expect(getComputedStyle(panel).position).toBe('relative');
    expect(header.contains(panel)).toBe(false);
  });

  it('becomes fixed with a shadow after 80 px of scroll and returns when scrolled back', async () => {
    renderApp('/slot');
    const header = await screen.findByTestId('site-header');
    expect(header).toHaveAttribute('data-fixed', 'false');
    window.scrollY = 80;
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-fixed', 'false');
    window.scrollY = 81;
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute('data-fixed', 'true'));
    expect(getComputedStyle(header).position).toBe('fixed');
    window.scrollY = 10;
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute('data-fixed', 'false'));
    expect(getComputedStyle(header).position).toBe('relative');
  });
});
