import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { loginRoutes, sessionRoutes } from './auth-routes';
import { contentRoutes } from './content-routes';
import { membersRoutes } from './member-routes';
import { operatorRoutes } from './operator-routes';

/** The public part of /api/admin: POST /login. */
export const adminRoutes = loginRoutes;

/**
 * The operators' own calls under /api/admin, registered in the operator group: each route names the
 * roles besides admin that may call it in `config: { roles }`, and one without is admin's alone
 * (server/plugins/route-groups.ts); guard.test.ts walks every route with every role to prove it.
 */
export async function adminOperatorRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(membersRoutes);
  await app.register(contentRoutes);
  await app.register(auditRoutes);
  // The accounts themselves (list, create, role, status, password): admin only.
  await app.register(operatorRoutes);
}
