import { envelope } from '@contract/envelope';
import { Dashboard, DashboardQuery } from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { dashboard } from './dashboard';

const security = [{ bearer: [] }];

/** Operators (admin, finance): GET /api/admin/reports/dashboard. */
export async function reportsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/reports/dashboard',
    {
      onRequest: app.requireOperator('finance'),
      schema: { tags: ['reports'], security, querystring: DashboardQuery, response: { 200: envelope(Dashboard) } },
    },
    async () => ok(await dashboard(app.db)),
  );
}
