import { envelope } from '@contract/envelope';
import { StatementData, StatementQuery } from '@contract/statement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { memberStatement } from './service';

/** GET /api/member/statement?type=&from=&to=&cursor=&limit= : the caller's own movements only. */
export async function statementMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/member/statement',
    {
      schema: { tags: ['statement'], querystring: StatementQuery, response: { 200: envelope(StatementData) } },
    },
    async (req) => ok(await memberStatement(app.db, req.memberId, req.query)),
  );
}
