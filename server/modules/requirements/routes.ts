import { AdminIdParams } from '@contract/admin';
import { AdminRequirement, AdminRequirementCancelBody, AdminRequirementPage, AdminRequirementQuery } from '@contract/admin-promotions';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listRequirements, operatorCancelRequirement } from './admin';

const tags = ['admin'];

/**
 * The back office's wagering requirements (operator group, under /api/admin): finance and
 * support read every member's; support (and admin) cancel one with a reason, audited.
 */
export async function requirementsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/requirements',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, querystring: AdminRequirementQuery, response: { 200: envelope(AdminRequirementPage) } },
    },
    async (req) => ok(await listRequirements(app.db, req.query)),
  );

  app.post(
    '/requirements/:id/cancel',
    {
      config: { roles: ['support'] },
      schema: { tags, params: AdminIdParams, body: AdminRequirementCancelBody, response: { 200: envelope(AdminRequirement) } },
    },
    async (req) => ok(await operatorCancelRequirement(app.db, req.operator.id, req.params.id, req.body.reason), 'ยกเลิกเงื่อนไขเทิร์นแล้ว'),
  );
}
