import type { AdminRole } from '@contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeMember, makeOperator, operatorToken, type TestContext } from '../../test';

/**
 * Which roles besides admin may call each /api/admin route. A route added without an entry here, or
 * without a guard, fails this suite: the walk below finds every registered route on its own.
 */
const ALLOWED: Record<string, AdminRole[]> = {
  'POST /api/admin/logout': ['finance', 'support'],
  'GET /api/admin/me': ['finance', 'support'],
  'GET /api/admin/members': ['finance', 'support'],
  'GET /api/admin/members/:id': ['finance', 'support'],
  'POST /api/admin/members/:id/status': ['support'],
  'GET /api/admin/members/:id/profile': ['finance', 'support'],
  'GET /api/admin/members/:id/statement': ['finance', 'support'],
  'GET /api/admin/members/:id/game-rounds': ['finance', 'support'],
  'GET /api/admin/members/:id/lotto-bills': ['finance', 'support'],
  'GET /api/admin/members/:id/sport-bets': ['finance', 'support'],
  'GET /api/admin/members/:id/requirements': ['finance', 'support'],
  'GET /api/admin/requirements': ['finance', 'support'],
  'POST /api/admin/requirements/:id/cancel': ['support'],
  'GET /api/admin/members/:id/limits': ['finance', 'support'],
  'GET /api/admin/members/:id/sessions': ['finance', 'support'],
  'POST /api/admin/members/:id/sessions/revoke': ['finance', 'support'],
  'POST /api/admin/members/:id/reset-password': ['finance', 'support'],
  'GET /api/admin/members/:id/audit': ['finance', 'support'],
  'GET /api/admin/settings/deposit-accounts': ['finance'],
  'POST /api/admin/settings/deposit-accounts': [],
  'PUT /api/admin/settings/deposit-accounts/:id': [],
  'DELETE /api/admin/settings/deposit-accounts/:id': [],
  'GET /api/admin/notifications': ['support'],
  'POST /api/admin/notifications': ['support'],
  'PUT /api/admin/notifications/:id': ['support'],
  'DELETE /api/admin/notifications/:id': ['support'],
  'POST /api/admin/push/announce': ['support'],
  'GET /api/admin/banners': ['support'],
  'POST /api/admin/banners': ['support'],
  'PUT /api/admin/banners/:id': ['support'],
  'DELETE /api/admin/banners/:id': ['support'],
  'GET /api/admin/events': ['support'],
  'POST /api/admin/events': ['support'],
  'PUT /api/admin/events/:id': ['support'],
  'DELETE /api/admin/events/:id': ['support'],
  'GET /api/admin/audit': [],
  'GET /api/admin/audit/system': [],
  'GET /api/admin/operators': [],
  'POST /api/admin/operators': [],
  'PUT /api/admin/operators/:id': [],
  'POST /api/admin/operators/:id/password': [],
  'GET /api/admin/payments/pending': ['finance'],
  'GET /api/admin/payments/lines': ['finance'],
  'GET /api/admin/payments/requests': ['finance'],
  'GET /api/admin/payments/summary': ['finance'],
  'POST /api/admin/payments/lines/:id/assign': ['finance'],
  'POST /api/admin/payments/lines/:id/dismiss': ['finance'],
  'POST /api/admin/payments/statement/import': ['finance'],
  'POST /api/admin/payments/sandbox/:reference/pay': ['finance'],
  'GET /api/admin/withdrawals': ['finance'],
  'POST /api/admin/withdrawals/:id/approve': ['finance'],
  'POST /api/admin/withdrawals/:id/reject': ['finance'],
  'GET /api/admin/withdrawals/waiting': ['finance'],
  'POST /api/admin/withdrawals/:id/claim': ['finance'],
  'POST /api/admin/withdrawals/:id/release': ['finance'],
  'POST /api/admin/members/:id/adjust': ['finance'],
  'GET /api/admin/lotto/rounds': ['finance', 'support'],
  'POST /api/admin/lotto/rounds/:id/result': ['finance'],
  'POST /api/admin/lotto/results/feed': ['finance'],
  'POST /api/admin/lotto/rounds/:id/cancel': ['finance'],
  'PUT /api/admin/lotto/rounds/:id/limited': ['finance'],
  'PUT /api/admin/lotto/categories/:id/rates': ['finance'],
  'GET /api/admin/lotto/categories/:id/house-shots': ['finance', 'support'],
  'PUT /api/admin/lotto/categories/:id/house-shots': ['finance'],
  'GET /api/admin/lotto/schedule-overrides': ['finance', 'support'],
  'PUT /api/admin/lotto/schedule-overrides': ['finance'],
  'DELETE /api/admin/lotto/schedule-overrides/:id': ['finance'],
  'GET /api/admin/lotto/result-entries': ['finance', 'support'],
  'POST /api/admin/lotto/result-entries/:id/confirm': ['finance'],
  'POST /api/admin/lotto/result-entries/:id/reject': ['finance'],
  'POST /api/admin/lotto/rounds/:id/correction': ['finance'],
  'GET /api/admin/lotto/rounds/:id/exposure': ['finance', 'support'],
  'GET /api/admin/lotto/rounds/:id/limited': ['finance', 'support'],
  'GET /api/admin/lotto/categories': ['finance', 'support'],
  'GET /api/admin/lotto/feeds': ['finance', 'support'],
  'GET /api/admin/launch/checklist': ['finance', 'support'],
  'GET /api/admin/reports/dashboard': ['finance'],
  'GET /api/admin/promotions': ['finance', 'support'],
  'GET /api/admin/promotions/:id': ['finance', 'support'],
  'POST /api/admin/promotions': ['support'],
  'PUT /api/admin/promotions/:id': ['support'],
  'POST /api/admin/promotions/:id/status': ['support'],
  'GET /api/admin/promotions/:id/takers': ['finance', 'support'],
  'GET /api/admin/games/providers': ['finance', 'support'],
  'PUT /api/admin/games/providers/:id': ['support'],
  'GET /api/admin/games': ['finance', 'support'],
  'PUT /api/admin/games/:id': ['support'],
  'GET /api/admin/games/rounds': ['finance', 'support'],
  'POST /api/admin/games/rounds/:id/verify': ['finance', 'support'],
  'GET /api/admin/coupons': ['finance', 'support'],
  'POST /api/admin/coupons': ['support'],
  'PUT /api/admin/coupons/:id': ['support'],
  'POST /api/admin/coupons/:id/status': ['support'],
  'GET /api/admin/coupons/:id/redemptions': ['finance', 'support'],
  'GET /api/admin/coupon-batches': ['finance', 'support'],
  'POST /api/admin/coupon-batches': ['support'],
  'GET /api/admin/rewards/settings': ['finance', 'support'],
  'PUT /api/admin/rewards/settings': ['support'],
  'GET /api/admin/rewards/report': ['finance', 'support'],
  'GET /api/admin/rewards/entries': ['finance', 'support'],
  'POST /api/admin/rewards/entries/:id/freeze': ['support'],
  'POST /api/admin/rewards/entries/:id/unfreeze': ['support'],
  'POST /api/admin/rewards/entries/:id/correct': ['support'],
  'POST /api/admin/rewards/run': ['support'],
  'GET /api/admin/affiliates': ['finance', 'support'],
  'POST /api/admin/affiliates/:memberId/freeze': ['support'],
  'POST /api/admin/affiliates/:memberId/unfreeze': ['support'],
  'GET /api/admin/affiliates/earnings': ['finance', 'support'],
  'POST /api/admin/affiliates/earnings/:id/correct': ['support'],
  'POST /api/admin/affiliates/run': ['support'],
  'GET /api/admin/affiliates/report': ['finance', 'support'],
  // points and VIP (issue 17)
  'GET /api/admin/points/settings': ['finance', 'support'],
  'PUT /api/admin/points/settings': ['support'],
  'GET /api/admin/points/report': ['finance', 'support'],
  'POST /api/admin/points/run': ['support'],

  // wheel (issue 17)
  'GET /api/admin/wheel/board': ['finance', 'support'],
  'PUT /api/admin/wheel/board': ['support'],
  'GET /api/admin/wheel/settings': ['finance', 'support'],
  'PUT /api/admin/wheel/settings': ['support'],
  'GET /api/admin/settings/profile': [],
  'PUT /api/admin/settings/profile': [],
  'POST /api/admin/settings/logo': [],
  'GET /api/admin/settings/payments': ['finance'],
  'PUT /api/admin/settings/payments': [],
  'GET /api/admin/wheel/report': ['finance', 'support'],
  'GET /api/admin/wheel/spins': ['finance', 'support'],

  // quests and events (issue 17)
  'GET /api/admin/quests': ['finance', 'support'],
  'POST /api/admin/quests': ['support'],
  'PUT /api/admin/quests/:id': ['support'],
  'POST /api/admin/quests/:id/status': ['support'],
  'GET /api/admin/quests/report': ['finance', 'support'],

  // polls (issue 17)
  'GET /api/admin/polls': ['finance', 'support'],
  'POST /api/admin/polls': ['support'],
  'GET /api/admin/polls/report': ['finance', 'support'],
  'GET /api/admin/polls/:id': ['finance', 'support'],
  'PUT /api/admin/polls/:id': ['support'],
  'POST /api/admin/polls/:id/close': ['support'],
  'POST /api/admin/polls/:id/resolve': ['support'],
  'POST /api/admin/polls/:id/cancel': ['support'],
  'GET /api/admin/polls/:id/votes': ['finance', 'support'],

  // sportsbook (issue 18): finance trades, finance and support read
  'GET /api/admin/sport/fixtures': ['finance', 'support'],
  'GET /api/admin/sport/leagues': ['finance', 'support'],
  'PUT /api/admin/sport/markets/:id': ['finance'],
  'POST /api/admin/sport/markets/:id/suspend': ['finance'],
  'POST /api/admin/sport/fixtures/:id/suspend': ['finance'],
  'POST /api/admin/sport/fixtures/:id/void': ['finance'],
  'PUT /api/admin/sport/fixtures/:id/result': ['finance'],
  'GET /api/admin/sport/fixtures/:id/bets': ['finance', 'support'],
  'POST /api/admin/sport/feed': ['finance'],
  'GET /api/admin/sport/feed/imports': ['finance', 'support'],
  'GET /api/admin/sport/settings': ['finance', 'support'],
  'PUT /api/admin/sport/settings': ['finance'],
  'GET /api/admin/sport/exposure': ['finance', 'support'],
  'GET /api/admin/sport/members': ['finance', 'support'],
  // shop (issue 17)
  'GET /api/admin/shop/items': ['finance', 'support'],
  'POST /api/admin/shop/items': ['support'],
  'PUT /api/admin/shop/items/:id': ['support'],
  'POST /api/admin/shop/items/:id/stock': ['support'],
  'GET /api/admin/shop/orders': ['finance', 'support'],
  'POST /api/admin/shop/orders/:id/ship': ['support'],
  'POST /api/admin/shop/orders/:id/deliver': ['support'],
  'POST /api/admin/shop/orders/:id/cancel': ['support'],
  'GET /api/admin/shop/report': ['finance', 'support'],

  // free spins (issue 17)
  'GET /api/admin/freespins/settings': ['finance', 'support'],
  'PUT /api/admin/freespins/settings': ['support'],
  'GET /api/admin/freespins/report': ['finance', 'support'],
  'GET /api/admin/freespins/rounds': ['finance', 'support'],
};
/** The one route that must answer without a token. */
const PUBLIC = new Set(['POST /api/admin/login']);

type Route = { method: string; path: string };

/** Every route of the app, read from Fastify's own route tree (`printRoutes` without common prefixes). */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

describe(`every /api/admin route is guarded (${engineName()})`, () => {
  let t: TestContext;
  let routes: Route[];
  let memberToken: string;
  const ids: Record<AdminRole, number> = { admin: 0, finance: 0, support: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith('/api/admin'));
    memberToken = (await makeMember(t)).token;
    for (const role of ['admin', 'finance', 'support'] as const) ids[role] = (await makeOperator(t, role)).id;
  });
  afterAll(async () => t.close());

  const keyOf = (r: Route) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.path}`;
  const request = (r: Route, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: r.method as 'GET',
      url: r.path.replace(/:\w+/g, '999999'),
      headers,
      ...(r.method === 'POST' || r.method === 'PUT' ? { payload: {} } : {}),
    });

  it('finds the routes (the walk is not empty) and each one has its roles listed', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ALLOWED).length + PUBLIC.size);
    const found = new Set(routes.map(keyOf));
    for (const key of [...Object.keys(ALLOWED), ...PUBLIC]) expect(found, key).toContain(key);
    for (const key of found) expect(key in ALLOWED || PUBLIC.has(key), `${key} has no role entry in guard.test.ts`).toBe(true);
  });

  it('refuses no token, a malformed token and a member token with 401 on every guarded route', async () => {
    for (const r of routes) {
      if (PUBLIC.has(keyOf(r))) continue;
      for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic YWRtaW46YWRtaW4=' }, bearer(memberToken)]) {
        const res = await request(r, headers);
        expect(res.statusCode, `${r.method} ${r.path} with ${JSON.stringify(headers)}`).toBe(401);
        if (r.method !== 'HEAD') expect(res.json().error).toBe(2);
      }
    }
  });

  it('lets each role through only where the route names it (403 error 6 elsewhere); admin everywhere', async () => {
    for (const r of routes) {
      const key = keyOf(r);
      if (PUBLIC.has(key)) continue;
      for (const role of ['admin', 'finance', 'support'] as const) {
        // A fresh token per call: logout revokes the one it is given.
        const res = await request(r, bearer(await operatorToken(t, ids[role])));
        const allowed = role === 'admin' || ALLOWED[key].includes(role);
        if (allowed) expect([401, 403], `${role} on ${r.method} ${r.path}`).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, `${role} on ${r.method} ${r.path}`).toBe(403);
          if (r.method !== 'HEAD') expect(res.json()).toEqual({ error: 6, message: 'ไม่มีสิทธิ์ใช้งานส่วนนี้' });
        }
      }
    }
  });

  it('documents every admin route in the OpenAPI document at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const r of routes) {
      if (r.method === 'HEAD') continue;
      const path = r.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${path}`).toBeDefined();
    }
  });

  it('answers login without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'nobody', password: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBe(9001);
  });
});
