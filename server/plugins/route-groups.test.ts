import { Errors } from '@contract/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineName, makeMember, makeOperator, operatorToken, type TestContext } from '../test';
import { authPlugin } from './auth';
import { errorsPlugin } from './errors';
import { memberGroup, operatorGroup, type RoutesPlugin } from './route-groups';

const unauthenticated = { error: Errors.UNAUTHENTICATED.code, message: Errors.UNAUTHENTICATED.message };
const forbidden = { error: Errors.FORBIDDEN.code, message: Errors.FORBIDDEN.message };

type Route = { method: string; path: string; onRequest: string[] };

/**
 * Every route with its onRequest hooks' names, read from Fastify's own route tree
 * (`printRoutes({ commonPrefix: false, includeHooks: true })`): a route line (one or more methods
 * sharing the hooks below it), the same node again for methods with other hooks, or a hook line.
 */
function routesWithHooks(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  let current: Route[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)(├── |└── )?(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    const hook = /^(?:│ {3}| {4})*• \((\w+)\) (.*)$/.exec(line);
    if (hook) {
      if (hook[1] === 'onRequest') for (const r of current) r.onRequest = JSON.parse(hook[2]);
      continue;
    }
    if (!node) continue;
    let path: string;
    if (node[2]) {
      const depth = node[1].length / 4;
      stack.length = depth;
      path = (stack[depth - 1] ?? '') + node[3];
      stack.push(path);
    } else {
      // The same node again (another method with other hooks), one level in.
      path = stack[node[1].length / 4 - 1];
    }
    current = (node[4]?.split(', ') ?? []).map((method) => ({ method, path, onRequest: [] }));
    routes.push(...current);
  }
  return routes;
}

const groupOf = (r: Route) => {
  const member = r.onRequest.filter((h) => h === 'requireMember()').length;
  const operator = r.onRequest.filter((h) => h === 'requireOperator()').length;
  return { member, operator };
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`the member and operator groups in the app (${engineName()})`, () => {
  let routes: Route[];

  beforeAll(() => {
    routes = routesWithHooks(t.app.printRoutes({ commonPrefix: false, includeHooks: true }));
  });

  const member = () => routes.filter((r) => groupOf(r).member > 0);
  const operator = () => routes.filter((r) => groupOf(r).operator > 0);

  it('authenticates each route once: members outside /api/admin, operators on every /api/admin route but login', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(member().length).toBeGreaterThan(90);
    expect(operator().length).toBeGreaterThan(150);
    for (const r of routes) {
      const { member, operator } = groupOf(r);
      expect(member + operator, `${r.method} ${r.path}: ${r.onRequest.join(', ')}`).toBeLessThanOrEqual(1);
      const underAdmin = r.path.startsWith('/api/admin');
      if (member) expect(underAdmin, `${r.method} ${r.path}`).toBe(false);
      if (underAdmin && r.path !== '/api/admin/login') expect(operator, `${r.method} ${r.path}`).toBe(1);
    }
  });

  it('answers every member route without a token, or with an operator token, 401 with the catalogue body', async () => {
    const op = await makeOperator(t, 'admin');
    for (const r of member()) {
      for (const headers of [{}, bearer(await operatorToken(t, op.id))]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.path.replace(/:\w+/g, '1'),
          headers,
          ...(r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${r.method} ${r.path}`).toBe(401);
        if (r.method !== 'HEAD') expect(res.json(), `${r.method} ${r.path}`).toEqual(unauthenticated);
      }
    }
  });

  it('documents the bearer in /api/docs on exactly the routes behind the two groups (optional on public ones that read it)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const secured: string[] = [];
    const optional: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!op.security) continue;
        const key = `${method.toUpperCase()} ${path}`;
        if (op.security.some((requirement) => Object.keys(requirement).length === 0)) optional.push(key);
        else secured.push(key);
      }
    }
    const docKey = (r: Route) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`;
    const behind = [...member(), ...operator()].filter((r) => r.method !== 'HEAD').map(docKey);
    expect(behind.length).toBeGreaterThan(230);
    expect(secured.sort()).toEqual(behind.sort());
    // A public route that reads a token when there is one says the bearer is optional, and is public.
    const publicKeys = new Set(routes.filter((r) => groupOf(r).member + groupOf(r).operator === 0).map(docKey));
    for (const key of optional) expect(publicKeys, key).toContain(key);
    expect(optional.sort()).toEqual([
      'GET /api/notifications',
      'GET /api/promotion/list',
      'GET /api/push/detail/{id}',
      'GET /api/redemption/list',
    ]);
  });
});

describe(`the groups' hooks (${engineName()})`, () => {
  let app: FastifyInstance;
  const tokens: Record<'admin' | 'finance' | 'support' | 'member', string> = { admin: '', finance: '', support: '', member: '' };

  /** A bare app with the real auth and error plugins and the given routes in the groups. */
  async function groupApp(groups: { member?: RoutesPlugin[]; operator?: RoutesPlugin[] }) {
    const bare = Fastify();
    bare.decorate('db', t.handle.db);
    bare.decorate('config', t.config);
    await bare.register(errorsPlugin);
    await bare.register(authPlugin);
    await bare.register(memberGroup, { prefix: '/api', routes: groups.member ?? [] });
    await bare.register(operatorGroup, { prefix: '/api/admin', routes: groups.operator ?? [] });
    await bare.ready();
    return bare;
  }

  beforeAll(async () => {
    for (const role of ['admin', 'finance', 'support'] as const) tokens[role] = (await makeOperator(t, role)).token;
    tokens.member = (await makeMember(t)).token;
    app = await groupApp({
      member: [
        async (group) => {
          group.get('/member/who', async (req) => ({ member: req.memberId }));
        },
      ],
      operator: [
        async (group) => {
          // Forgot its roles: admin's alone.
          group.get('/forgotten', async (req) => ({ role: req.operator.role }));
          group.post('/named', { config: { roles: ['support'] } }, async (req) => ({ role: req.operator.role }));
        },
      ],
    });
  });
  afterAll(async () => app.close());

  it('refuses a route that forgot its roles to every role but admin (403, error 6), before the handler', async () => {
    for (const role of ['finance', 'support'] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/forgotten', headers: bearer(tokens[role]) });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const res = await app.inject({ method: 'GET', url: '/api/admin/forgotten', headers: bearer(tokens.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'admin' });
  });

  it('lets through the roles a route names, and admin', async () => {
    for (const [role, status] of [
      ['admin', 200],
      ['support', 200],
      ['finance', 403],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/named', headers: bearer(tokens[role]), payload: {} });
      expect(res.statusCode, role).toBe(status);
      expect(res.json()).toEqual(status === 200 ? { role } : forbidden);
    }
  });

  it('answers a member route 401 with the catalogue body without a token or with an operator token, and serves the member', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, bearer(tokens.admin)]) {
      const res = await app.inject({ method: 'GET', url: '/api/member/who', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated);
    }
    const res = await app.inject({ method: 'GET', url: '/api/member/who', headers: bearer(tokens.member) });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toBeGreaterThan(0);
  });

  it('answers an operator route 401 to a member token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/named', headers: bearer(tokens.member), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it('refuses to start with roles on a member route', async () => {
    await expect(
      groupApp({
        member: [
          async (group) => {
            group.get('/member/misplaced', { config: { roles: ['finance'] } }, async () => ({}));
          },
        ],
      }),
    ).rejects.toThrow('GET /api/member/misplaced: roles on a member route');
  });
});
