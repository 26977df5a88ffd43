import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The component tests' one API mock: msw answering with `handlers` for the whole test file (a test
 * overrides them with `server.use(...)`, reset after each test). A request nobody answers fails the
 * test, so a page cannot call the API behind the test's back.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...MENU_BADGES, ...MEMBER_PROMOTIONS, ...MEMBER_PUSH, ...MEMBER_LINE);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * What the back office's menu badges poll on every signed-in page, answered "nothing waiting" unless
 * a test answers otherwise (its own handlers come first).
 */
const MENU_BADGES: RequestHandler[] = [
  http.get('/api/admin/withdrawals/waiting', () =>
    HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { count: 0, latest_id: null, oldest_at: null } }),
  ),
  http.get('/api/admin/payments/summary', () =>
    HttpResponse.json({
      error: 0,
      message: 'สำเร็จ',
      data: { pending_qrs: 0, pending_notices: 0, review_lines: 0, sandbox_enabled: true },
    }),
  ),
  // Opening the back office (`/`) and the dashboard read what blocks opening: nothing, unless a test says so.
  http.get('/api/admin/launch/checklist', () =>
    HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { ready: true, production: true, findings: [] } }),
  ),
];

/**
 * What the member panel (the requirement line) and the deposit pages (the promotion choice) read on
 * every signed-in page: no promotions, no requirement, no coupons, unless a test answers otherwise.
 */
const MEMBER_PROMOTIONS: RequestHandler[] = [
  http.get('/api/promotion/list', () => HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { promotions: [], choice: null } })),
  http.get('/api/promotion/me', () =>
    HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { active: [], choice: null, history: [], withdraw_cap: null } }),
  ),
  http.get('/api/coupon/history', () => HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { items: [] } })),
  // The member home's VIP card (src/features/points): a new member, no points.
  http.get('/api/points/summary', () =>
    HttpResponse.json({
      error: 0,
      message: 'สำเร็จ',
      data: {
        points: 0,
        pending_points: 0,
        vip_level: 0,
        vip_name: 'สมาชิก',
        next_level: 1,
        next_name: 'VIP Gold',
        deposits: 0,
        turnover: 0,
        next_deposits: 5000,
        next_turnover: 50000,
        deposits_needed: 5000,
        turnover_needed: 50000,
        percent: 0,
        window_days: 30,
      },
    }),
  ),
];

/** The profile's LINE section (src/features/line): no LINE user linked. */
const MEMBER_LINE: RequestHandler[] = [
  http.get('/api/line/status', () =>
    HttpResponse.json({ error: 0, message: 'สำเร็จ', data: { linked: false, display_name: null, linked_at: null } }),
  ),
];

/** The profile's notification settings (src/features/push): everything on, no device, nothing to offer yet. */
const MEMBER_PUSH: RequestHandler[] = [
  http.get('/api/push/prefs', () =>
    HttpResponse.json({
      error: 0,
      message: 'สำเร็จ',
      data: { prefs: { withdrawal: true, deposit: true, lotto_win: true, yeekee: true, announcement: true }, devices: 0, offer: false },
    }),
  ),
];
