import { AdminAdjustBody, AdminAdjustData } from '@contract/adjustments';
import { AdminIdParams } from '@contract/admin';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { adjustMember } from './service';

/** POST /api/admin/members/:id/adjust (admin, finance): a manual credit or debit with a reason. */
export async function adjustmentsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/members/:id/adjust',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        params: AdminIdParams,
        body: AdminAdjustBody,
        response: { 200: envelope(AdminAdjustData) },
      },
    },
    async (req) => {
      const data = await adjustMember(app.db, req.operator.id, req.params.id, req.body);
      return ok(data, data.amount > 0 ? 'เพิ่มยอดเงินให้สมาชิกแล้ว' : 'หักยอดเงินของสมาชิกแล้ว');
    },
  );
}
