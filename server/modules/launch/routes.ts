import { LaunchChecklist } from '@contract/admin-launch';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { launchChecklist } from './checklist';

/** Operators (every role reads; the fixes are admin's): GET /api/admin/launch/checklist. */
export async function launchOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/launch/checklist',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['launch'], response: { 200: envelope(LaunchChecklist) } },
    },
    async () => ok(await launchChecklist(app.db, app.config)),
  );
}
