import { AdminIdParams } from '@contract/admin';
import { AdminDepositAccount, AdminDepositAccountBody, AdminDepositAccountsData } from '@contract/admin-deposit-accounts';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { createDepositAccount, depositAccountsList, removeDepositAccount, saveDepositAccount } from './deposit-accounts';

const tags = ['admin'];
const PATH = '/settings/deposit-accounts';

/** The agent's deposit accounts (operator group, /api/admin): finance reads, admin writes (no roles = admin only). */
export async function depositAccountsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    PATH,
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        description: "Every deposit account with today's usage (Bangkok day) against its daily cap.",
        response: { 200: envelope(AdminDepositAccountsData) },
      },
    },
    async () => ok(await depositAccountsList(app.db)),
  );

  app.post(PATH, { schema: { tags, body: AdminDepositAccountBody, response: { 200: envelope(AdminDepositAccount) } } }, async (req) =>
    ok(await createDepositAccount(app.db, req.operator.id, req.body)),
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: AdminIdParams, body: AdminDepositAccountBody, response: { 200: envelope(AdminDepositAccount) } } },
    async (req) => ok(await saveDepositAccount(app.db, req.operator.id, req.params.id, req.body)),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        description: 'Refused (9122) while an open deposit notice or QR uses the account: switch it off instead.',
        params: AdminIdParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      await removeDepositAccount(app.db, req.operator.id, req.params.id);
      return ok({ id: req.params.id });
    },
  );
}
