import { envelope } from '@contract/envelope';
import { Dashboard, DashboardQuery } from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { dashboard } from './dashboard';

/** Operators (admin, finance): GET /api/admin/reports/dashboard. */
export async function reportsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/reports/dashboard',
    {
      config: { roles: ['finance'] },
      schema: { tags: ['reports'], querystring: DashboardQuery, response: { 200: envelope(Dashboard) } },
    },
    async () => ok(await dashboard(app.db)),
  );
}
