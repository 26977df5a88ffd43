import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { authRoutes } from './auth-routes';
import { contentRoutes } from './content-routes';
import { memberRoutes } from './member-routes';

/**
 * The operator API under /api/admin. Every route except POST /login names the roles that may call
 * it with `onRequest: app.requireOperator(...)` ('admin' may do everything). The check runs in
 * onRequest, before the body is parsed or validated, so an anonymous caller or a member token gets
 * 401 and a role without the right 403 whatever it sends; guard.test.ts walks every route to prove it.
 */
export async function adminModule(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(contentRoutes);
  await app.register(auditRoutes);
}
