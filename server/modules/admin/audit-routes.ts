import { AdminAuditEntry, adminPaged } from '@contract/admin';
import { AdminAuditFilterQuery, AdminAuditSystemQuery, AdminAuditSystemSummary } from '@contract/admin-operators';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listAudit, systemAuditSummary } from './audit';

export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Admin only: the trail shows what every operator did; filtered by action, operator, target,
  // Bangkok days and who wrote it (operators unless told), sorted and paged on the server.
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

  // Admin only: the system's entries the list hides by default, counted by action (the log's summary line).
  app.get(
    '/audit/system',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminAuditSystemQuery,
        response: { 200: envelope(AdminAuditSystemSummary) },
      },
    },
    async (req) => ok(await systemAuditSummary(app.db, req.query)),
  );
}
