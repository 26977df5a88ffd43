import type { Dashboard, DashboardFigures } from '@contract/reports';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { hangs } from '../../testing/http';
import { renderAdmin } from '../../testing/render';

const ok = <T,>(data: T) => ({ error: 0, message: 'สำเร็จ', data });

const figures = (scale: number): DashboardFigures => ({
  deposits: { count: 12 * scale, amount: 15000.5 * scale },
  withdrawals: { count: 3 * scale, amount: 4000 * scale },
  net_cash_flow: 11000.5 * scale,
  new_members: 5 * scale,
  first_depositors: 2 * scale,
  active_members: 9 * scale,
  games: [
    { product: 'slot', turnover: 2000 * scale, house_result: 150 * scale, open_stakes: 0, bets: 40 * scale },
    { product: 'casino', turnover: 1000 * scale, house_result: -300 * scale, open_stakes: 0, bets: 10 * scale },
    { product: 'sport', turnover: 150 * scale, house_result: 0, open_stakes: 150 * scale, bets: 1 * scale },
  ],
  games_total: { turnover: 3150 * scale, house_result: -150 * scale, open_stakes: 150 * scale },
  lotto: [
    { category: 'gov', name: 'หวยรัฐบาลไทย', sales: 880 * scale, house_result: 200 * scale, open_stakes: 80 * scale, bills: 5 * scale },
    { category: 'lao', name: 'หวยลาวพัฒนา', sales: 0, house_result: 0, open_stakes: 0, bills: 0 },
    { category: 'hanoi', name: 'หวยฮานอย', sales: 0, house_result: 0, open_stakes: 0, bills: 0 },
  ],
  lotto_total: { sales: 880 * scale, house_result: 200 * scale, open_stakes: 80 * scale },
  house_result: 50 * scale,
  promotion_cost: {
    bonuses: 100 * scale,
    free_credit: 75 * scale,
    cashback: 40 * scale,
    commission: 7 * scale,
    forfeited: 40 * scale,
    total: 182 * scale,
  },
  net_after_promotions: -132 * scale,
});

const series = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 1, 10 + i)).toISOString().slice(0, 10);
  return {
    day,
    deposits: 1000 + i * 100,
    withdrawals: 500 + (i % 3) * 200,
    net_cash_flow: 500 + i * 100 - (i % 3) * 200,
    new_members: i,
    first_depositors: 1,
    active_members: 3,
    games_turnover: 0,
    games_house_result: 0,
    lotto_sales: 0,
    lotto_house_result: 0,
    promotion_cost: 0,
  };
});

const dashboard = (fold: Partial<Dashboard['fold']> = {}): Dashboard => ({
  as_of: '2026-03-11T05:00:00Z',
  fold: { folded_at: '2026-03-11T04:59:55Z', pending: 3, lagging: false, lag_limit_seconds: 60, ...fold },
  today: '2026-03-11',
  month: '2026-03',
  today_figures: figures(1),
  month_figures: figures(10),
  series,
  open_now: { sport: { count: 2, amount: 300 }, lotto: { count: 3, amount: 120 }, total: 420 },
  waiting: { deposit_lines: 4, withdrawals: 2, lotto_results: 0 },
});

const server = mockApi(http.get('/api/admin/reports/dashboard', () => HttpResponse.json(ok(dashboard()))));
afterEach(cleanup);
// The machine these run on is shared and busy: give the page more than the default second to answer.
configure({ asyncUtilTimeout: 5_000 });

describe('the dashboard page', () => {
  it('shows that it is loading', async () => {
    server.use(hangs('/api/admin/reports/dashboard'));
    renderAdmin('/admin/dashboard', { role: 'finance' });
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลดภาพรวม');
  });

  it('shows the server’s failure in Thai with a retry that works', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/reports/dashboard', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 8, message: 'ระบบขัดข้อง กรุณาลองใหม่' }, { status: 500 })
          : HttpResponse.json(ok(dashboard()));
      }),
    );
    const { user } = renderAdmin('/admin/dashboard');
    expect(await screen.findByText('ระบบขัดข้อง กรุณาลองใหม่')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('region', { name: /^วันนี้/ })).toBeInTheDocument();
  });

  it('shows today and this month in baht and Thai numbers, products, categories and the freshness', async () => {
    renderAdmin('/admin/dashboard', { role: 'finance' });
    const today = await screen.findByRole('region', { name: /^วันนี้/ });
    expect(within(within(today).getByRole('group', { name: 'ยอดฝาก (บาท)' })).getByText('15,000.50')).toBeInTheDocument();
    expect(within(today).getByRole('group', { name: 'ยอดฝาก (บาท)' })).toHaveTextContent('12 รายการ');
    expect(within(today).getByRole('group', { name: 'ยอดถอน (บาท)' })).toHaveTextContent('4,000.00');
    expect(within(today).getByRole('group', { name: 'กระแสเงินสดสุทธิ (บาท)' })).toHaveTextContent('11,000.50');
    expect(within(today).getByRole('group', { name: 'สมาชิกใหม่' })).toHaveTextContent('5');
    expect(within(today).getByRole('group', { name: 'ฝากครั้งแรก' })).toHaveTextContent('2');
    expect(within(today).getByRole('group', { name: 'สมาชิกที่เล่น' })).toHaveTextContent('9');
    const month = screen.getByRole('region', { name: /^เดือนนี้/ });
    expect(within(month).getByRole('group', { name: 'ยอดฝาก (บาท)' })).toHaveTextContent('150,005.00');

    const games = screen.getByRole('region', { name: /^เกม/ });
    const slot = within(games).getByText('สล็อต').closest('tr') as HTMLElement;
    expect(
      within(slot)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['สล็อต', '2,000.00', '150.00', '0.00', '40', '20,000.00', '1,500.00', '0.00', '400']);
    // A sport bet waiting for its result is in "รอผล", not in the house result.
    const sport = within(games).getByText('กีฬา').closest('tr') as HTMLElement;
    expect(
      within(sport)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['กีฬา', '150.00', '0.00', '150.00', '1', '1,500.00', '0.00', '1,500.00', '10']);
    expect(within(within(games).getByText('คาสิโน').closest('tr') as HTMLElement).getByText('-300.00')).toBeInTheDocument();
    const lotto = screen.getByRole('region', { name: /^หวย/ });
    expect(within(lotto).getByText('หวยรัฐบาลไทย')).toBeInTheDocument();
    // Categories with nothing this month are left out, and counted.
    expect(within(lotto).queryByText('หวยลาวพัฒนา')).toBeNull();
    expect(within(lotto).getByText('อีก 2 ประเภทยังไม่มียอดในเดือนนี้')).toBeInTheDocument();

    expect(screen.getByText(/^ข้อมูล ณ/)).toBeInTheDocument();
    expect(screen.getByText(/รอสรุป 3 รายการ/)).toBeInTheDocument();
    expect(screen.queryByText(/ล่าช้า/)).toBeNull();
  });

  it('shows each period’s settled house result, its open stakes, the promotion cost and the net after it', async () => {
    renderAdmin('/admin/dashboard', { role: 'finance' });
    const today = await screen.findByRole('region', { name: /^วันนี้/ });
    expect(within(today).getByRole('group', { name: 'ผลได้เสียเว็บ (บาท)' })).toHaveTextContent('50.00');
    expect(within(today).getByRole('group', { name: 'ยอดแทงรอผล (บาท)' })).toHaveTextContent('230.00');
    const cost = within(today).getByRole('group', { name: 'ต้นทุนโปรโมชั่น (บาท)' });
    expect(cost).toHaveTextContent('182.00');
    expect(cost).toHaveTextContent('โบนัส 100.00 · เครดิตฟรี 75.00 · คืนยอดเสีย 40.00 · ค่าคอม 7.00 · ริบคืน 40.00');
    const net = within(today).getByRole('group', { name: 'สุทธิหลังหักโปรโมชั่น (บาท)' });
    expect(within(net).getByText('-132.00')).toBeInTheDocument();
    const month = screen.getByRole('region', { name: /^เดือนนี้/ });
    expect(within(month).getByRole('group', { name: 'ต้นทุนโปรโมชั่น (บาท)' })).toHaveTextContent('1,820.00');
  });

  it('counts what waits for the operator, each a link to its queue with its filter', async () => {
    const { user, router } = renderAdmin('/admin/dashboard', { role: 'finance' });
    const waiting = await screen.findByRole('region', { name: 'รอดำเนินการ' });
    const lines = within(waiting).getByRole('link', { name: 'รายการเดินบัญชีรอจับคู่ 4 รายการ' });
    expect(lines).toHaveAttribute('href', '/admin/deposits?tab=lines&status=review');
    // Pending withdrawals and the rounds tab (the waiting results above the rounds) are those pages' defaults.
    expect(within(waiting).getByRole('link', { name: 'รายการถอนรออนุมัติ 2 รายการ' })).toHaveAttribute('href', '/admin/withdrawals');
    expect(within(waiting).getByRole('link', { name: 'ผลหวยรอยืนยันหรือพักไว้ 0 งวด' })).toHaveAttribute('href', '/admin/lotto');
    // No chat counter: support chat does not exist yet.
    expect(within(waiting).queryByText(/แชท/)).toBeNull();
    expect(within(waiting).getByRole('group', { name: 'ยอดแทงที่ยังไม่ออกผล (บาท)' })).toHaveTextContent('420.00');
    expect(within(waiting).getByRole('group', { name: 'ยอดแทงที่ยังไม่ออกผล (บาท)' })).toHaveTextContent('บอล 2 บิล 300.00 · หวย 3 โพย 120.00');
    server.use(
      http.get('/api/admin/payments/lines', () => HttpResponse.json(ok({ items: [], page: 1, page_size: 20, total: 0 }))),
      http.get('/api/admin/payments/summary', () =>
        HttpResponse.json(ok({ pending_qrs: 0, pending_notices: 0, review_lines: 4, sandbox_enabled: false })),
      ),
    );
    await user.click(lines);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits'));
    expect(router.state.location.search).toMatchObject({ tab: 'lines', status: 'review' });
  });

  it('draws the last 30 days as an SVG chart with a tooltip per day', async () => {
    const { container } = renderAdmin('/admin/dashboard');
    const chart = await screen.findByRole('img', { name: /กราฟยอดฝาก ยอดถอน และกระแสเงินสดสุทธิ 30 วันล่าสุด/ });
    const days = container.querySelectorAll('g[data-day]');
    expect(days).toHaveLength(30);
    const last = chart.querySelector('g[data-day="2026-03-11"] title');
    expect(last?.textContent).toContain('ยอดฝาก 3,900.00 บาท');
    expect(last?.textContent).toContain('ยอดถอน 900.00 บาท');
    expect(last?.textContent).toContain('สุทธิ 3,000.00 บาท');
    // Thai day labels on the axis, and the net line.
    expect(within(chart as unknown as HTMLElement).getAllByText(/มี\.ค\./).length).toBeGreaterThan(0);
    expect(chart.querySelector('path')?.getAttribute('d')?.split('L')).toHaveLength(30);
  });

  it('warns when the fold lags', async () => {
    server.use(http.get('/api/admin/reports/dashboard', () => HttpResponse.json(ok(dashboard({ lagging: true, pending: 120000 })))));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('การสรุปยอดรายวันล่าช้ากว่า 1 นาที')).toBeInTheDocument();
    expect(screen.getByText(/นับรายการที่ยังไม่สรุป 120,000 รายการรวมไว้แล้ว/)).toBeInTheDocument();
  });

  it('says when the rollup never folded yet', async () => {
    server.use(http.get('/api/admin/reports/dashboard', () => HttpResponse.json(ok(dashboard({ folded_at: null, pending: 0 })))));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText(/ยังไม่เคยสรุป/)).toBeInTheDocument();
  });

  it('is the first page for admin and finance, and not there for support', async () => {
    const admin = renderAdmin('/admin');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/dashboard'));
    cleanup();
    server.use(http.get('/api/admin/members', () => HttpResponse.json(ok({ items: [], page: 1, page_size: 20, total: 0 }))));
    renderAdmin('/admin/dashboard', { role: 'support' });
    // Support's address shows the shell's refusal (src/admin/app/shell.tsx), not the dashboard.
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('ไม่มีสิทธิ์เข้าถึงหน้านี้');
    expect(refusal).toHaveTextContent('ภาพรวม');
    expect(screen.queryByRole('link', { name: 'ภาพรวม' })).toBeNull();
  });

  it('lists what blocks opening ("ก่อนเปิดเว็บไซต์"), each in Thai with where it is fixed, until nothing is left', async () => {
    const findings = [
      {
        key: 'deposit_account',
        severity: 'block',
        th: 'ยังไม่มีบัญชีรับเงินฝากที่เปิดใช้งาน สมาชิกจะฝากเงินไม่ได้',
        en: 'no account',
        fix: '/admin/deposit-accounts',
      },
      { key: 'sport_feed', severity: 'warn', th: 'ยังไม่ได้เชื่อมข้อมูลกีฬา หน้าแทงบอลจะไม่มีคู่แข่งขัน', en: 'no sport feed', fix: 'SPORT_FEED_SECRET' },
    ];
    server.use(http.get('/api/admin/launch/checklist', () => HttpResponse.json(ok({ ready: false, production: true, findings }))));
    const { user, router } = renderAdmin('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'ก่อนเปิดเว็บไซต์' });
    const account = within(card).getByRole('listitem', { name: findings[0].th });
    expect(account).toHaveTextContent('ต้องแก้ก่อนเปิด');
    const sport = within(card).getByRole('listitem', { name: findings[1].th });
    expect(sport).toHaveTextContent('ควรแก้');
    expect(sport).toHaveTextContent('ตั้งค่าตัวแปร SPORT_FEED_SECRET');
    expect(within(card).getByRole('link', { name: 'ดูขั้นตอนเริ่มต้นใช้งาน →' })).toHaveAttribute('href', '/admin/launch');
    await user.click(within(account).getByRole('link', { name: 'ไปแก้ไข' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit-accounts'));
  });

  it('shows no launch card when nothing is left, and finance sees the list without the admin-only steps link', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('region', { name: /^วันนี้/ });
    expect(screen.queryByRole('region', { name: 'ก่อนเปิดเว็บไซต์' })).toBeNull();
    cleanup();
    const finding = {
      key: 'https_origin',
      severity: 'block',
      th: 'ยังไม่ได้กำหนดที่อยู่เว็บไซต์แบบ HTTPS (PUBLIC_ORIGIN)',
      en: 'x',
      fix: 'PUBLIC_ORIGIN',
    };
    server.use(
      http.get('/api/admin/launch/checklist', () => HttpResponse.json(ok({ ready: false, production: true, findings: [finding] }))),
    );
    renderAdmin('/admin/dashboard', { role: 'finance' });
    const card = await screen.findByRole('region', { name: 'ก่อนเปิดเว็บไซต์' });
    expect(within(card).getByRole('listitem', { name: finding.th })).toHaveTextContent('PUBLIC_ORIGIN');
    expect(within(card).queryByRole('link', { name: /ขั้นตอนเริ่มต้นใช้งาน/ })).toBeNull();
  });
});
