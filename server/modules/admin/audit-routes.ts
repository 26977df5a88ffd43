import { AdminAuditEntry, AdminAuditQuery, adminPaged } from '@contract/admin';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listAudit } from './audit';

export async function auditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Admin only: the trail shows what every operator did.
  app.get(
    '/audit',
    {
      onRequest: app.requireOperator(),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AdminAuditQuery,
        response: { 200: envelope(adminPaged(AdminAuditEntry)) },
      },
    },
    async (req) => ok(await listAudit(app.db, req.query)),
  );
}
