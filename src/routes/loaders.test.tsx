import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';

/**
 * Every page's chunk, loaded through its feature's door (`load…Page`, `load…Pages`), waits for a gate
 * the test holds: a page whose code is slow to arrive. Each call is noted, so a test can tell that the
 * chunk was asked for and has not arrived yet.
 */
const chunks = vi.hoisted(() => {
  let open = () => {};
  let gate = Promise.resolve();
  const asked: string[] = [];
  const isPageLoader = (name: string, value: unknown): value is () => Promise<unknown> =>
    /^load\w*Pages?$/.test(name) && typeof value === 'function';
  return {
    asked,
    hold() {
      asked.length = 0;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    /** A feature's door whose page loaders wait for the gate. */
    async slowDoor(load: () => Promise<Record<string, unknown>>) {
      const door = await load();
      return Object.fromEntries(
        Object.entries(door).map(([name, value]) => [
          name,
          isPageLoader(name, value)
            ? () => {
                asked.push(name);
                return gate.then(() => value());
              }
            : value,
        ]),
      );
    },
  };
});

vi.mock('@/features/affiliate', (original) => chunks.slowDoor(original));
vi.mock('@/features/freespins', (original) => chunks.slowDoor(original));
vi.mock('@/features/games', (original) => chunks.slowDoor(original));
vi.mock('@/features/lotto', (original) => chunks.slowDoor(original));
vi.mock('@/features/payments', (original) => chunks.slowDoor(original));
vi.mock('@/features/points', (original) => chunks.slowDoor(original));
vi.mock('@/features/polls', (original) => chunks.slowDoor(original));
vi.mock('@/features/promotions', (original) => chunks.slowDoor(original));
vi.mock('@/features/quests', (original) => chunks.slowDoor(original));
vi.mock('@/features/rewards', (original) => chunks.slowDoor(original));
vi.mock('@/features/shop', (original) => chunks.slowDoor(original));
vi.mock('@/features/sport', (original) => chunks.slowDoor(original));
vi.mock('@/features/statement', (original) => chunks.slowDoor(original));
vi.mock('@/features/wheel', (original) => chunks.slowDoor(original));
vi.mock('@/features/withdrawals', (original) => chunks.slowDoor(original));

/** The API requests made, as 'GET /api/lotto/rates'. */
const requests: string[] = [];
const server = mockApi(
  ...shellHandlers,
  // Whatever a page reads answers a business failure: the loaders leave it to the page (lib/route-data.ts).
  http.all('/api/*', () => HttpResponse.json(fail(5, 'ไม่พบข้อมูลที่ต้องการ'))),
);
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

// A held chunk stays held: the test's navigation never finishes, and nothing loads after the test.
beforeEach(() => chunks.hold());

/** The app on the home page (its code is in the first chunk), then a client-side navigation to `url`. */
async function navigateFromHome(url: string, signedIn: boolean) {
  const app = renderApp('/', signedIn ? { user: MEMBER } : {});
  await waitFor(() => expect(app.router.state.status).toBe('idle'));
  requests.length = 0;
  void app.router.history.push(url);
  return app;
}

type Case = { url: string; member?: boolean; page: string; reads: string[] };

/** Every route whose page is on its own chunk and whose loader reads the page's data (src/routes). */
const CASES: Case[] = [
  { url: '/slot', page: 'loadLobbyPages', reads: ['GET /api/game/lobby', 'GET /api/lobby/configs'] },
  { url: '/casino', page: 'loadLobbyPages', reads: ['GET /api/game/lobby', 'GET /api/lobby/configs'] },
  { url: '/fishing', page: 'loadLobbyPages', reads: ['GET /api/game/lobby', 'GET /api/lobby/configs'] },
  { url: '/sport/virtual', page: 'loadLobbyPages', reads: ['GET /api/game/lobby', 'GET /api/lobby/configs'] },
  { url: '/freespin', member: true, page: 'loadLobbyPages', reads: ['GET /api/game/lobby', 'GET /api/freespin/summary'] },
  { url: '/lobby/sandbox', page: 'loadLobbyPages', reads: ['GET /api/lobby/configs'] },
  { url: '/lotto/lobby', page: 'loadLobbyPage', reads: ['GET /api/lotto/lobby'] },
  { url: '/lotto/12', page: 'loadRoundPage', reads: ['GET /api/lotto/round'] },
  { url: '/lotto/bills?bill=3', member: true, page: 'loadBillsPage', reads: ['GET /api/lotto/bill/list', 'GET /api/lotto/bill/detail'] },
  { url: '/lotto/results', page: 'loadResultsPage', reads: ['GET /api/lotto/result'] },
  { url: '/lotto/results?category=1', page: 'loadResultsPage', reads: ['GET /api/lotto/results'] },
  { url: '/lotto/rates', page: 'loadRatesPage', reads: ['GET /api/lotto/rates'] },
  { url: '/sport', page: 'loadSportPage', reads: ['GET /api/sport/fixtures', 'GET /api/sport/config'] },
  { url: '/sport/bets', member: true, page: 'loadBetsPage', reads: ['GET /api/sport/bets'] },
  { url: '/poll/3', page: 'loadPollPage', reads: ['GET /api/poll/config'] },
  { url: '/promotions', page: 'loadPromotionsPage', reads: ['GET /api/promotion/list'] },
  { url: '/redeem', page: 'loadShopPage', reads: ['GET /api/redemption/list'] },
  { url: '/affiliate', member: true, page: 'loadAffiliatePage', reads: ['GET /api/affiliate/v2/configs', 'GET /api/affiliate/summary'] },
  { url: '/cashback', page: 'loadCashbackPage', reads: ['GET /api/cashback/config'] },
  { url: '/winloss', page: 'loadWinlossPage', reads: ['GET /api/winloss/config'] },
  { url: '/member/winloss', member: true, page: 'loadMyWinlossPage', reads: ['GET /api/winloss/summary', 'GET /api/winloss/config'] },
  { url: '/member/points', member: true, page: 'loadPointsPage', reads: ['GET /api/points/summary', 'GET /api/points/config'] },
  { url: '/member/wheel', member: true, page: 'loadWheelPage', reads: ['GET /api/wheel/config_v2'] },
  { url: '/member/creditfree', member: true, page: 'loadQuestsPage', reads: ['GET /api/quest/list'] },
  { url: '/member/coupon', member: true, page: 'loadCouponPage', reads: ['GET /api/coupon/history'] },
  { url: '/member/promotions', member: true, page: 'loadMyPromotionsPage', reads: ['GET /api/promotion/me'] },
  { url: '/member/statement', member: true, page: 'loadStatementPage', reads: ['GET /api/member/statement'] },
  { url: '/member/deposit', member: true, page: 'loadMoneyPages', reads: ['GET /api/member/payment/channels'] },
  { url: '/member/payment?reference=ABC123', member: true, page: 'loadMoneyPages', reads: ['GET /api/member/payment/qrcode_info'] },
  {
    url: '/member/withdraw',
    member: true,
    page: 'loadWithdrawPage',
    reads: ['GET /api/member/withdraw/info', 'GET /api/member/withdraw/list'],
  },
];

describe("a route's loader asks for the page's data while the page's code is still on its way", () => {
  // First: a page's lazy component keeps the chunk it was given, and later tests leave theirs held.
  it('the page renders whole once its code arrives', async () => {
    const { router } = await navigateFromHome('/lotto/rates', false);
    await waitFor(() => expect(requests).toContain('GET /api/lotto/rates'));
    // The navigation waits for the code: the home page is still the one shown.
    expect(router.state.resolvedLocation?.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'อัตราจ่ายหวย' })).not.toBeInTheDocument();
    chunks.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'อัตราจ่ายหวย' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.resolvedLocation?.pathname).toBe('/lotto/rates');
  });

  it.each(CASES)('$url', async ({ url, member, page, reads }) => {
    await navigateFromHome(url, member ?? false);
    // The chunk was asked for and is held back: the reads go out all the same.
    await waitFor(() => expect(chunks.asked).toContain(page));
    await waitFor(() => expect(requests).toEqual(expect.arrayContaining(reads)));
  });
});
