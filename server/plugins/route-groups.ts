import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';

/**
 * The three kinds of route registration (docs/architecture.md "Routes: public, member, operator"):
 *
 * - public routes are registered as plain plugins and check nothing themselves (or their own
 *   signature: the payment, lotto and sport webhooks, the seamless wallet, the launch tokens);
 * - member routes are registered inside `memberGroup`, whose one onRequest hook authenticates the
 *   member before the body is read and whose one onRoute hook documents the bearer in OpenAPI;
 * - operator routes are registered inside `operatorGroup` under /api/admin, which does the same
 *   for operators and checks each route's `config: { roles: [...] }` (none named: admin only).
 *
 * A module's routes plugin registers into one group; a module with routes of several kinds exports
 * one plugin per kind, and server/app.ts puts each where it belongs.
 */

/** One module's routes for one group; its paths are relative to the group's prefix. */
export type RoutesPlugin = FastifyPluginAsync;

type Security = { [scheme: string]: string[] }[];

/** The OpenAPI requirement of a route behind a group, added by the groups' onRoute hook. */
const BEARER: Security = [{ bearer: [] }];

/** A public route that answers a signed-in member with more: the bearer is optional (OpenAPI's empty alternative). */
export const OPTIONAL_BEARER: Security = [{}, { bearer: [] }];

function documentBearer(route: RouteOptions) {
  route.schema = { ...route.schema, security: BEARER };
}

/** The member routes: one authentication hook and one OpenAPI security requirement for all of them. */
export async function memberGroup(app: FastifyInstance, opts: { routes: RoutesPlugin[] }) {
  app.addHook('onRoute', (route) => {
    // Roles mean nothing here; a route carrying them was meant for the operator group.
    if (route.config?.roles) throw new Error(`${route.method} ${route.url}: roles on a member route`);
    documentBearer(route);
  });
  app.addHook('onRequest', app.requireMember);
  for (const routes of opts.routes) await app.register(routes);
}

/**
 * The operator routes under /api/admin: one hook authenticates the operator and lets through admin,
 * or a role the route names in `config.roles`; 401 and 403 come before the body is read.
 */
export async function operatorGroup(app: FastifyInstance, opts: { routes: RoutesPlugin[] }) {
  app.addHook('onRoute', documentBearer);
  app.addHook('onRequest', app.requireOperator);
  for (const routes of opts.routes) await app.register(routes);
}
