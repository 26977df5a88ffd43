import { AdminIdParams, AdminMemberDetail, AdminMemberQuery, AdminMemberStatusBody, AdminMemberSummary, adminPaged } from '@contract/admin';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { memberDetail, searchMembers, setMemberStatus } from './members';

const tags = ['admin'];
const security = [{ bearer: [] }];

export async function memberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Every role reads members: finance checks deposits and withdrawals, support answers members.
  app.get(
    '/members',
    {
      onRequest: app.requireOperator('finance', 'support'),
      schema: { tags, security, querystring: AdminMemberQuery, response: { 200: envelope(adminPaged(AdminMemberSummary)) } },
    },
    async (req) => ok(await searchMembers(app.db, req.query)),
  );

  app.get(
    '/members/:id',
    {
      onRequest: app.requireOperator('finance', 'support'),
      schema: { tags, security, params: AdminIdParams, response: { 200: envelope(AdminMemberDetail) } },
    },
    async (req) => ok(await memberDetail(app.db, req.params.id)),
  );

  // Suspending or reactivating an account is support's job (and admin's), not finance's.
  app.post(
    '/members/:id/status',
    {
      onRequest: app.requireOperator('support'),
      schema: { tags, security, params: AdminIdParams, body: AdminMemberStatusBody, response: { 200: envelope(AdminMemberDetail) } },
    },
    async (req) => ok(await setMemberStatus(app.db, req.operator.id, req.params.id, req.body)),
  );
}
