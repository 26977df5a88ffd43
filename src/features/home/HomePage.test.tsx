import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberInfoFixture, ok } from '@/test/api';
import { renderPage } from '@/test/render';
import { mockApi } from '@/test/server';
import { HomePage } from './HomePage';

const server = mockApi();
beforeAll(() => {
  // jsdom has neither observer; the carousel uses them to know which slide is in view and its size.
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const banners = [
  { id: 1, image: '/images/banners/banner-1.svg', title: 'สมาชิกใหม่รับโบนัส 50%', link: '/promotions' },
  { id: 2, image: '/images/banners/banner-2.svg', title: 'คืนยอดเสีย 10% ทุกวัน', link: 'https://example.com/cashback' },
];
const config = {
  agent_id: 1,
  agent_code: 'GOLD888',
  name: 'Gold 888',
  info: {
    agent_logo: '/images/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@gold888',
    line_admin_url: 'https://line.me/R/ti/p/@gold888admin',
    line_id: '',
    phone: '',
    opening_text: '',
  },
};

function agentHandlers(seen: { bannerQuery?: string | null } = {}) {
  return [
    http.get('/api/banner', ({ request }) => {
      seen.bannerQuery = new URL(request.url).searchParams.get('agent_code');
      return HttpResponse.json(ok(banners));
    }),
    http.post('/api/agent/config', () => HttpResponse.json(ok(config))),
  ];
}

describe('HomePage', () => {
  it('shows the operator\'s welcome text and the LINE id and phone (docs/backoffice.md "Site settings")', async () => {
    const set = {
      ...config,
      info: { ...config.info, opening_text: 'ยินดีต้อนรับสู่ Gold 888\nฝากถอนไว', line_id: '@gold888', phone: '0812345678' },
    };
    server.use(
      http.post('/api/agent/config', () => HttpResponse.json(ok(set))),
      ...agentHandlers(),
    );
    renderPage(HomePage, { path: '/' });
    expect(await screen.findByTestId('opening-text', {}, { timeout: 8000 })).toHaveTextContent('ยินดีต้อนรับสู่ Gold 888 ฝากถอนไว');
    const contact = screen.getByTestId('contact-details');
    expect(contact).toHaveTextContent('LINE ID: @gold888 · โทร 0812345678');
    expect(within(contact).getByRole('link', { name: '0812345678' })).toHaveAttribute('href', 'tel:0812345678');
  });

  it('shows the banners with their links, the game categories, the LINE contact and a call to register', async () => {
    const seen: { bannerQuery?: string | null } = {};
    server.use(...agentHandlers(seen));
    renderPage(HomePage, { path: '/' });

    // Every slide is in the scrolling row (a slow machine may take a while to answer the banners).
    const first = await screen.findByRole('img', { name: 'สมาชิกใหม่รับโบนัส 50%', hidden: true }, { timeout: 8000 });
    expect(first.closest('a')).toHaveAttribute('href', '/promotions');
    const external = screen.getByRole('img', { name: 'คืนยอดเสีย 10% ทุกวัน', hidden: true }).closest('a');
    expect(external).toHaveAttribute('href', 'https://example.com/cashback');
    expect(external).toHaveAttribute('target', '_blank');
    expect(seen.bannerQuery).toBe('GOLD888');
    expect(screen.getAllByRole('button', { name: /^แบนเนอร์ที่ \d$/ })).toHaveLength(2);
    // Each banner's action is the visitor's: register.
    const actions = screen.getAllByTestId('banner-action').map((box) => within(box).getByRole('link'));
    expect(actions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['สมัครเลย', '/register'],
      ['สมัครเลย', '/register'],
    ]);

    const categories = within(screen.getByRole('region', { name: 'เลือกเกม' }));
    expect(categories.getAllByRole('link').map((a) => [within(a).getByRole('img').getAttribute('alt'), a.getAttribute('href')])).toEqual([
      ['สล็อต', '/slot'],
      ['คาสิโน', '/casino'],
      ['ยิงปลา', '/fishing'],
      ['กีฬา', '/sport'],
      ['ฟรีสปิน', '/freespin'],
      ['หวย', '/lotto/lobby'],
    ]);

    expect(await screen.findByRole('link', { name: 'ติดต่อทาง LINE' })).toHaveAttribute('href', config.info.line_contact_url);
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
  });

  it('greets a member by name instead of asking to register', async () => {
    server.use(
      ...agentHandlers(),
      http.get('/api/get_user_info', () => HttpResponse.json(ok(memberInfoFixture()))),
    );
    renderPage(HomePage, { path: '/', user: { access_token: 'tok', username: '0812345678', vip_level: 1 } });
    expect(await screen.findByRole('heading', { name: 'สวัสดี คุณสมชาย' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'หน้าสมาชิก' })).toHaveAttribute('href', '/member');
    // The banners offer a member a deposit, never "สมัครเลย" (docs/product.md "Routes": home).
    const actions = (await screen.findAllByTestId('banner-action', {}, { timeout: 8000 })).map((box) => within(box).getByRole('link'));
    expect(actions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ฝากเงิน', '/member/deposit'],
      ['ฝากเงิน', '/member/deposit'],
    ]);
    expect(screen.queryByRole('link', { name: 'สมัครเลย' })).not.toBeInTheDocument();
  });
});
