import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { memberInfoFixture, ok } from '@/test/api';
import { renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { MemberHomePage } from './MemberHomePage';

const server = mockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const member = { access_token: 'tok', username: '0812345678', vip_level: 1 };
const wallet = (id: number, balance: number, wallet_type_id = 1) => ({
  id,
  wallet_name: id === 1 ? 'กระเป๋าหลัก' : 'กระเป๋าโบนัส',
  balance,
  wallet_type_id,
});

describe('MemberHomePage', () => {
  it('greets the member and shows the wallet balance as 1,234.50', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/wallets', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok([wallet(1, 1234.5)]));
      }),
    );
    renderPage(MemberHomePage, { path: '/member', user: member });
    expect(await screen.findByTestId('total-balance')).toHaveTextContent('1,234.50');
    expect(auth).toBe('Bearer tok');
    expect(await screen.findByRole('heading', { name: 'สวัสดี คุณสมชาย ใจดี' })).toBeInTheDocument();
  });

  it('adds up every wallet', async () => {
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([wallet(1, 1000.1), wallet(2, 234.4, 2)]))),
    );
    renderPage(MemberHomePage, { path: '/member', user: member });
    expect(await screen.findByTestId('total-balance')).toHaveTextContent('1,234.50');
    expect(screen.getByText('กระเป๋าโบนัส')).toBeInTheDocument();
  });

  it('links to deposit, withdraw and every member menu destination', async () => {
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/wallets', () => HttpResponse.json(ok([wallet(1, 0)]))),
    );
    renderPage(MemberHomePage, { path: '/member', user: member });
    expect(await screen.findByTestId('total-balance')).toHaveTextContent('0.00');
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
    expect(screen.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', '/member/withdraw');
    const menu = within(screen.getByRole('navigation', { name: 'เมนูสมาชิก' }));
    const hrefs = menu.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/member/profile',
      '/affiliate',
      '/member/creditfree',
      '/member/wheel',
      '/redeem',
      '/cashback',
      '/winloss',
      '/promotions',
      '/member/coupon',
      '/member/statement',
    ]);
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    server.use(
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
      http.post('/api/member/wallets', () => HttpResponse.json({ error: 8, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' })),
    );
    const { user } = renderPage(MemberHomePage, { path: '/member', user: member });
    expect(await screen.findByText('โหลดยอดเงินไม่สำเร็จ กดรีเฟรชเพื่อลองใหม่')).toBeInTheDocument();
    server.use(http.post('/api/member/wallets', () => HttpResponse.json(ok([wallet(1, 50)]))));
    await user.click(screen.getByRole('button', { name: 'รีเฟรชยอดเงิน' }));
    expect(await screen.findByTestId('total-balance')).toHaveTextContent('50.00');
  });
});
