import { AdminIdParams, adminPaged } from '@contract/admin';
import {
  AdminOperator,
  AdminOperatorCreateBody,
  AdminOperatorPasswordBody,
  AdminOperatorQuery,
  AdminOperatorUpdateBody,
} from '@contract/admin-operators';
import { EmptyEnvelope, envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { createOperatorByAdmin, listOperators, resetOperatorPassword, updateOperator } from './operator-admin';

const tags = ['admin'];

/** Operator accounts and roles: admin only (docs/backoffice.md "Operators"). */
export async function operatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/operators',
    { schema: { tags, querystring: AdminOperatorQuery, response: { 200: envelope(adminPaged(AdminOperator)) } } },
    async (req) => ok(await listOperators(app.db, req.query)),
  );

  app.post('/operators', { schema: { tags, body: AdminOperatorCreateBody, response: { 200: envelope(AdminOperator) } } }, async (req) =>
    ok(await createOperatorByAdmin(app.db, req.operator.id, req.body)),
  );

  app.put(
    '/operators/:id',
    {
      schema: { tags, params: AdminIdParams, body: AdminOperatorUpdateBody, response: { 200: envelope(AdminOperator) } },
    },
    async (req) => ok(await updateOperator(app.db, req.operator.id, req.params.id, req.body)),
  );

  app.post(
    '/operators/:id/password',
    { schema: { tags, params: AdminIdParams, body: AdminOperatorPasswordBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await resetOperatorPassword(app.db, req.operator.id, req.params.id, req.body.password, req.bearerToken);
      return ok(null);
    },
  );
}
