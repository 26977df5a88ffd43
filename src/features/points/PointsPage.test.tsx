import type { PointsConfigData, PointsHistoryData, PointsSummaryData } from '@contract/points';
import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { PointsPage } from './PointsPage';
import { VipProgressCard } from './VipProgressCard';

const summary = (over: Partial<PointsSummaryData> = {}): PointsSummaryData => ({
  points: 1234.5,
  pending_points: 12.34,
  vip_level: 1,
  vip_name: 'VIP Gold',
  next_level: 2,
  next_name: 'VIP Hero',
  deposits: 12_500,
  turnover: 80_000,
  next_deposits: 50_000,
  next_turnover: 500_000,
  deposits_needed: 37_500,
  turnover_needed: 420_000,
  percent: 25,
  window_days: 30,
  ...over,
});

const config: PointsConfigData = {
  enabled: true,
  rates: [
    { product: 'slot', product_name: 'สล็อต', points_per_100: 1 },
    { product: 'casino', product_name: 'คาสิโน', points_per_100: 0.5 },
  ],
  vip_levels: [
    { level: 0, name: 'สมาชิก', deposits: 0, turnover: 0 },
    { level: 1, name: 'VIP Gold', deposits: 5_000, turnover: 50_000 },
    { level: 2, name: 'VIP Hero', deposits: 50_000, turnover: 0 },
  ],
  window_days: 30,
};

const history = (page: number): PointsHistoryData => ({
  page,
  limit: 10,
  total: 12,
  items:
    page === 1
      ? [
          {
            id: 30,
            at: '2026-11-26T05:00:00.000Z',
            kind: 'points_spend',
            kind_name: 'ใช้แต้ม',
            points: -100,
            balance_after: 1234.5,
            reference: 'หมุนกงล้อนำโชค',
          },
          {
            id: 29,
            at: '2026-11-26T04:00:00.000Z',
            kind: 'points_earn',
            kind_name: 'รับแต้ม',
            points: 12.5,
            balance_after: 1334.5,
            reference: 'แต้มจากยอดเล่นวันที่ 26 พ.ย. 2569',
          },
        ]
      : [
          {
            id: 3,
            at: '2026-11-20T04:00:00.000Z',
            kind: 'points_earn',
            kind_name: 'รับแต้ม',
            points: 5,
            balance_after: 5,
            reference: 'ภารกิจฝากเงิน',
          },
        ],
});

const server = mockApi(
  http.get('/api/points/summary', () => HttpResponse.json(ok(summary()))),
  http.get('/api/points/config', () => HttpResponse.json(ok(config))),
  http.get('/api/points/history', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json(ok(history(page)));
  }),
);
afterEach(() => cleanup());

describe('PointsPage', () => {
  it('shows the VIP level, the bar to the next level and what remains, the points, how to earn and the history', async () => {
    const view = renderWithProviders(<PointsPage />, { user: MEMBER, url: '/member/points' });
    expect(await screen.findByRole('heading', { level: 1, name: 'แต้มสะสมและระดับ VIP' })).toBeInTheDocument();
    const vip = within(await screen.findByRole('region', { name: 'ระดับ VIP ของฉัน' }));
    expect(vip.getByTestId('vip-name')).toHaveTextContent('VIP Gold');
    expect(vip.getByRole('img', { name: 'VIP Gold' })).toHaveAttribute('src', '/images/avatars/gold.svg');
    const bar = vip.getByRole('progressbar', { name: 'ความคืบหน้าสู่ VIP Hero' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(vip.getByTestId('vip-remaining')).toHaveTextContent(
      'ฝากเพิ่มอีก 37,500.00 บาท หรือ เล่นเพิ่มอีก 420,000.00 บาท ภายใน 30 วัน เพื่อเป็น VIP Hero',
    );
    expect(vip.getByText('12,500.00')).toBeInTheDocument();
    expect(screen.getByTestId('points-total')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('points-pending')).toHaveTextContent('กำลังจะได้รับอีก 12.34 แต้ม');
    expect(screen.getByRole('link', { name: 'หมุนกงล้อ' })).toHaveAttribute('href', '/member/wheel');
    const rules = within(screen.getByRole('region', { name: 'วิธีสะสมแต้ม' }));
    expect(await rules.findByTestId('rate-slot')).toHaveTextContent('สล็อตทุก 100 บาท ได้ 1 แต้ม');
    expect(rules.getByTestId('rate-casino')).toHaveTextContent('ทุก 100 บาท ได้ 0.50 แต้ม');
    expect(rules.getByTestId('vip-level-1')).toHaveTextContent('ยอดฝากตั้งแต่ 5,000.00 บาท หรือ ยอดเล่นตั้งแต่ 50,000.00 บาท');
    expect(rules.getByTestId('vip-level-2')).toHaveTextContent('VIP Heroยอดฝากตั้งแต่ 50,000.00 บาท');
    const list = within(screen.getByRole('region', { name: 'ประวัติแต้ม' }));
    const items = await list.findAllByTestId('points-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('หมุนกงล้อนำโชค'),
      expect.stringContaining('แต้มจากยอดเล่นวันที่ 26 พ.ย. 2569'),
    ]);
    expect(items[0]).toHaveTextContent('−100');
    expect(items[0]).toHaveTextContent('คงเหลือ 1,234.50');
    expect(items[1]).toHaveTextContent('+12.50');
    await view.user.click(list.getByRole('button', { name: 'ถัดไป' }));
    expect(await list.findByText('ภารกิจฝากเงิน')).toBeInTheDocument();
    expect(list.getByText('หน้า 2 จาก 2')).toBeInTheDocument();
  });

  it('at the top level says so; a failed history shows the retry', async () => {
    server.use(
      http.get('/api/points/summary', () =>
        HttpResponse.json(
          ok(
            summary({
              vip_level: 2,
              vip_name: 'VIP Hero',
              next_level: null,
              next_name: null,
              next_deposits: null,
              next_turnover: null,
              deposits_needed: null,
              turnover_needed: null,
              percent: 100,
              pending_points: 0,
            }),
          ),
        ),
      ),
      http.get('/api/points/history', () => HttpResponse.json(fail(500, 'ระบบขัดข้อง'))),
    );
    renderWithProviders(<PointsPage />, { user: MEMBER, url: '/member/points' });
    expect(await screen.findByTestId('vip-remaining')).toHaveTextContent('ท่านอยู่ระดับสูงสุดแล้ว');
    expect(screen.getByRole('img', { name: 'VIP Hero' })).toHaveAttribute('src', '/images/avatars/hero.svg');
    expect(screen.queryByTestId('points-pending')).not.toBeInTheDocument();
    expect(await screen.findByText('โหลดประวัติแต้มไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('the member home card links to the page', async () => {
    renderWithProviders(<VipProgressCard link />, { user: MEMBER, url: '/member' });
    const card = within(await screen.findByRole('region', { name: 'ระดับ VIP และแต้มสะสม' }));
    expect(await card.findByTestId('vip-name')).toHaveTextContent('VIP Gold');
    expect(card.getByTestId('points-balance')).toHaveTextContent('1,234.50');
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(card.getByRole('link', { name: 'ดูแต้มสะสมและระดับ VIP' })).toHaveAttribute('href', '/member/points');
  });
});
