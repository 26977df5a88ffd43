import { AdminAuditEntry, adminPaged } from '@contract/admin';
import { AdminAuditFilterQuery } from '@contract/admin-operators';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listAudit } from './audit';

export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Admin only: the trail shows what every operator did; filtered by action, operator, target and
  // Bangkok days, sorted and paged on the server.
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminAuditFilterQuery,
        response: { 200: envelope(adminPaged(AdminAuditEntry)) },
      },
    },
    async (req) => ok(await listAudit(app.db, req.query)),
  );
}
