import { AdminIdParams, AdminMemberDetail, AdminMemberStatusBody, AdminMemberSummary, adminPaged } from '@contract/admin';
import { AdminMemberListQuery } from '@contract/admin-members';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { memberDetail, searchMembers, setMemberStatus } from './members';

const tags = ['admin'];

/**
 * Members in the back office (docs/backoffice.md "Members"): the search, one member, the status.
 * Every role reads members (finance checks money, support answers the member); suspending is
 * support's. The detail's tabs and the other actions are server/modules/member-detail; the
 * adjustment is POST /members/:id/adjust (finance, server/modules/adjustments).
 */
export async function membersRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/members',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, querystring: AdminMemberListQuery, response: { 200: envelope(adminPaged(AdminMemberSummary)) } },
    },
    async (req) => ok(await searchMembers(app.db, req.query)),
  );

  app.get(
    '/members/:id',
    { config: { roles: ['finance', 'support'] }, schema: { tags, params: AdminIdParams, response: { 200: envelope(AdminMemberDetail) } } },
    async (req) => ok(await memberDetail(app.db, req.params.id)),
  );

  // Suspending or reactivating an account is support's job (and admin's), not finance's.
  app.post(
    '/members/:id/status',
    {
      config: { roles: ['support'] },
      schema: { tags, params: AdminIdParams, body: AdminMemberStatusBody, response: { 200: envelope(AdminMemberDetail) } },
    },
    async (req) => ok(await setMemberStatus(app.db, req.operator.id, req.params.id, req.body)),
  );
}
