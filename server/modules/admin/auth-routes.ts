import { AdminLoginBody, AdminLoginData, AdminMe } from '@contract/admin';
import { EmptyEnvelope, envelope } from '@contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { loginOperator, logoutOperator, operatorProfile } from './operators';

const tags = ['admin'];
const usernameOf = (req: FastifyRequest) => (req.body as { username?: string } | undefined)?.username;

/** The one public route under /api/admin. Limited per IP and per username against password guessing. */
export async function loginRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      preHandler: [app.limit('admin-login-ip', 30, 15 * 60_000), app.limit('admin-login-user', 10, 15 * 60_000, usernameOf)],
      schema: { tags, body: AdminLoginBody, response: { 200: envelope(AdminLoginData) } },
    },
    async (req) => ok(await loginOperator(app.db, app.config, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  );
}

/** The signed-in operator's own session and profile: every role. */
export async function sessionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/logout', { config: { roles: ['finance', 'support'] }, schema: { tags, response: { 200: EmptyEnvelope } } }, async (req) => {
    await logoutOperator(app.db, req.operator.id, req.bearerToken!);
    return ok(null);
  });

  app.get('/me', { config: { roles: ['finance', 'support'] }, schema: { tags, response: { 200: envelope(AdminMe) } } }, async (req) =>
    ok(await operatorProfile(app.db, req.operator.id)),
  );
}
