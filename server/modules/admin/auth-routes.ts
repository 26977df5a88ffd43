import { AdminLoginBody, AdminLoginData, AdminMe } from '@contract/admin';
import { EmptyEnvelope, envelope } from '@contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { operatorRoutes } from './operator-routes';
import { loginOperator, logoutOperator, operatorProfile } from './operators';

const tags = ['admin'];
const security = [{ bearer: [] }];
const usernameOf = (req: FastifyRequest) => (req.body as { username?: string } | undefined)?.username;

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // The only unguarded admin route. Limited per IP and per username against password guessing.
  app.post(
    '/login',
    {
      preHandler: [app.limit('admin-login-ip', 30, 15 * 60_000), app.limit('admin-login-user', 10, 15 * 60_000, usernameOf)],
      schema: { tags, body: AdminLoginBody, response: { 200: envelope(AdminLoginData) } },
    },
    async (req) => ok(await loginOperator(app.db, app.config, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );

  app.post(
    '/logout',
    { onRequest: app.requireOperator('finance', 'support'), schema: { tags, security, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await logoutOperator(app.db, req.operator.id, req.bearerToken!);
      return ok(null);
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireOperator('finance', 'support'), schema: { tags, security, response: { 200: envelope(AdminMe) } } },
    async (req) => ok(await operatorProfile(app.db, req.operator.id)),
  );

  // The accounts themselves (list, create, role, status, password): admin only.
  await app.register(operatorRoutes);
}
