import type { LobbyData } from '@contract/lotto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { categoryFixture, roundFixture } from '../testing';

const server = mockApi(...shellHandlers);
/** The whole app renders here on shared CI cores: allow a slow first paint. */
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
});

/**
 * The server's clock runs one hour ahead of this machine's; the Hanoi round closes two hours after the
 * server's now, so an honest countdown shows about 2 hours (the phone's clock alone would say 3).
 */
function lobby(): LobbyData {
  const serverNow = Date.now() + 3600_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    server_time: iso(serverNow),
    groups: [
      {
        code: 'government',
        name: 'หวยรัฐบาล',
        categories: [
          {
            ...categoryFixture(1, { code: 'gov', name: 'หวยรัฐบาลไทย', group: 'government', group_name: 'หวยรัฐบาล' }),
            rounds: [
              roundFixture(1, {
                category_code: 'gov',
                title: 'งวดวันที่ 1 ธันวาคม 2569',
                draw_date_th: '1 ธันวาคม 2569',
                closes_at: iso(serverNow + 9 * 86_400_000),
              }),
            ],
          },
        ],
      },
      {
        code: 'foreign',
        name: 'หวยต่างประเทศ',
        categories: [
          {
            ...categoryFixture(4),
            rounds: [
              roundFixture(7, { opens_at: iso(serverNow - 3600_000), closes_at: iso(serverNow + 2 * 3600_000) }),
              roundFixture(8, { is_open: false, opens_at: iso(serverNow + 2 * 3600_000), closes_at: iso(serverNow + 26 * 3600_000) }),
            ],
          },
        ],
      },
      {
        code: 'yeekee',
        name: 'หวยยี่กี',
        categories: [
          {
            ...categoryFixture(30, { code: 'yeekee', name: 'หวยยี่กี', group: 'yeekee', group_name: 'หวยยี่กี' }),
            rounds: [
              roundFixture(99, { category_code: 'yeekee', round_no: 37, closes_at: iso(serverNow + 600_000) }),
              roundFixture(100, {
                category_code: 'yeekee',
                round_no: 38,
                is_open: false,
                opens_at: iso(serverNow + 600_000),
                closes_at: iso(serverNow + 1500_000),
              }),
            ],
          },
        ],
      },
    ],
  };
}

describe('LobbyPage', () => {
  it('groups the categories as the server does, each open round counting down to its close on the server clock', async () => {
    server.use(http.get('/api/lotto/lobby', () => HttpResponse.json({ status: 0, message: 'สำเร็จ', data: lobby() })));
    renderApp('/lotto/lobby');

    // The first test also loads the page's lazy chunk.
    const foreign = await screen.findByRole('region', { name: 'หวยต่างประเทศ' }, SLOW);
    expect(screen.getByRole('heading', { name: 'หวยรัฐบาล' })).toBeTruthy();
    const hanoi = within(foreign).getByTestId('lotto-round-7');
    expect(hanoi.getAttribute('href')).toBe('/lotto/7');
    expect(hanoi.textContent).toContain('หวยฮานอย');
    // About 2 hours left by the server's clock (01:59:5x or 02:00:00), not the 3 hours of this machine's.
    expect(within(hanoi).getByTestId('round-countdown').textContent).toMatch(/^(01:59:5\d|02:00:00)$/);
    // The next Hanoi round is not shown as a second tile: one tile per category.
    expect(screen.queryByTestId('lotto-round-8')).toBeNull();
    // A round nine days away shows the days.
    expect(within(screen.getByTestId('lotto-round-1')).getByTestId('round-countdown').textContent).toMatch(
      /^(9 วัน 00:00:00|8 วัน 23:59:5\d)$/,
    );

    // Yeekee: a tile per round; the next one counts down to its opening.
    const yeekee = screen.getByRole('region', { name: 'หวยยี่กี' });
    expect(within(yeekee).getByTestId('lotto-round-99').textContent).toContain('ยี่กี รอบที่ 37');
    const next = within(yeekee).getByTestId('lotto-round-100');
    expect(next.textContent).toContain('เปิดรับแทงใน');
    expect(within(next).getByTestId('round-countdown').textContent).toMatch(/^(09:5\d|10:00)$/);
  });

  it('filters the tiles by group', async () => {
    server.use(http.get('/api/lotto/lobby', () => HttpResponse.json({ status: 0, message: 'สำเร็จ', data: lobby() })));
    const { user } = renderApp('/lotto/lobby');
    await screen.findByTestId('lotto-round-7', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'หวยยี่กี' }));
    expect(screen.queryByTestId('lotto-round-7')).toBeNull();
    expect(screen.getByTestId('lotto-round-99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
    expect(screen.getByTestId('lotto-round-7')).toBeTruthy();
  });

  it('keeps nothing from an answer whose status is not 0 and shows its message', async () => {
    server.use(http.get('/api/lotto/lobby', () => HttpResponse.json({ status: 9, message: 'ระบบหวยปิดปรับปรุงชั่วคราว', data: lobby() })));
    const { queryClient } = renderApp('/lotto/lobby');
    expect(await screen.findByText('ระบบหวยปิดปรับปรุงชั่วคราว', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('lotto-round-7')).toBeNull();
    expect(queryClient.getQueryData(['lotto', 'lobby'])).toBeUndefined();
  });

  it('says the session expired on a 401 instead of sending the member to /login', async () => {
    server.use(http.get('/api/lotto/lobby', () => HttpResponse.json({ error: 1005, message: 'unauthorized' }, { status: 401 })));
    const { router } = renderApp('/lotto/lobby', { user: MEMBER });
    expect(await screen.findByText('เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotto/lobby'));
  });
});
