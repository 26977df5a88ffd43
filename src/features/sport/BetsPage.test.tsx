import { cleanup, configure, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { BetsPage } from './BetsPage';
import { betFixture } from './testing';

configure({ asyncUtilTimeout: 5_000 });

const leg = betFixture().legs[0];
const settled = [
  betFixture({
    id: 81,
    type: 'parlay',
    stake: 200,
    odds: 3.705,
    potential_payout: 741,
    status: 'settled',
    result: 'half_won',
    payout: 552.75,
    settled_at: '2026-11-21T14:00:00.000Z',
    legs: [
      { ...leg, outcome: 'half_won', ht: { home: 1, away: 0 }, ft: { home: 2, away: 1 }, line: -1.25, odds: 1.95 },
      {
        ...leg,
        leg: 2,
        fixture_id: 12,
        league: 'ไทยลีก',
        home: 'บุรีรัมย์',
        away: 'ท่าเรือ',
        period: '1h',
        kind: 'ou',
        line: 1.25,
        selection: 'under',
        odds: 1.9,
        outcome: 'won',
        ht: { home: 0, away: 1 },
        ft: { home: 2, away: 2 },
      },
    ],
  }),
  betFixture({
    id: 80,
    status: 'settled',
    result: 'lost',
    payout: 0,
    legs: [{ ...leg, outcome: 'lost', ft: { home: 0, away: 0 }, ht: { home: 0, away: 0 } }],
  }),
  betFixture({ id: 79, status: 'settled', result: 'void', payout: 100, legs: [{ ...leg, outcome: 'void' }] }),
];

mockApi(
  http.get('/api/sport/bets', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return HttpResponse.json(ok({ bets: status === 'settled' ? settled : [betFixture()], next_before: null }));
  }),
);
afterEach(cleanup);

describe('BetsPage (โพยบอลของฉัน)', () => {
  it('open bills: each leg with teams, market, line, pick and odds, waiting, and the most it can pay', async () => {
    renderWithProviders(<BetsPage />, { url: '/sport/bets', user: MEMBER });
    const [bet] = await screen.findAllByTestId('sport-bet');
    expect(bet).toHaveTextContent('บิล #77');
    expect(bet).toHaveTextContent('บอลเดี่ยว');
    expect(within(bet).getByTestId('sport-bet-pick')).toHaveTextContent('ลิเวอร์พูล ต่อ 0.5/1 HDP เต็มเวลา @ 1.95');
    expect(within(bet).getByTestId('sport-bet-leg-outcome')).toHaveTextContent('รอผล');
    expect(within(bet).getByTestId('sport-bet-payout')).toHaveTextContent('ยอดจ่ายสูงสุด ฿ 195.00');
    expect(screen.getByRole('tab', { name: 'รอผล' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'โพยบอลของฉัน' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ราคาบอล' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'กีฬาเสมือนจริง' })).toHaveAttribute('href', '/sport/virtual');
  });

  it('settled bills: the score of each leg’s period, each leg’s outcome in Thai, the result and the payout', async () => {
    const { user } = renderWithProviders(<BetsPage />, { url: '/sport/bets', user: MEMBER });
    await screen.findAllByTestId('sport-bet');
    await user.click(screen.getByRole('tab', { name: 'ได้ผลแล้ว' }));
    await screen.findByLabelText('บิล #81');
    const bets = screen.getAllByTestId('sport-bet');
    expect(bets).toHaveLength(3);
    const legs = within(bets[0]).getAllByTestId('sport-bet-leg');
    expect(within(legs[0]).getByTestId('sport-bet-score')).toHaveTextContent('2-1');
    expect(within(legs[0]).getByTestId('sport-bet-pick')).toHaveTextContent('ลิเวอร์พูล ต่อ 1/1.5');
    expect(within(legs[1]).getByTestId('sport-bet-score')).toHaveTextContent('0-1 (ครึ่งแรก)');
    expect(within(legs[1]).getByTestId('sport-bet-pick')).toHaveTextContent('ต่ำ 1/1.5 สูง/ต่ำ ครึ่งแรก @ 1.90');
    expect(legs.map((l) => within(l).getByTestId('sport-bet-leg-outcome').textContent)).toEqual(['ชนะครึ่ง', 'ชนะ']);
    expect(bets.map((b) => within(b).getByTestId('sport-bet-result').textContent)).toEqual(['ชนะครึ่ง', 'เสีย', 'โมฆะ คืนทุน']);
    expect(within(bets[0]).getByTestId('sport-bet-payout')).toHaveTextContent('ยอดจ่าย ฿ 552.75');
    expect(within(bets[1]).getByTestId('sport-bet-payout')).toHaveTextContent('ยอดจ่าย ฿ 0.00');
    expect(screen.getByTestId('location')).toHaveTextContent('/sport/bets?status=settled');
  });

  it('a visitor is asked to log in (no call)', async () => {
    renderWithProviders(<BetsPage />, { url: '/sport/bets' });
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('sport-bet')).toBeNull();
  });
});
