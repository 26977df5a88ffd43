import {
  AdminDepositLinePage,
  AdminDepositLineQuery,
  AdminDepositRequestPage,
  AdminDepositRequestQuery,
  AdminDepositSummary,
  AdminStatementImportResult,
} from '@contract/admin-payments';
import { envelope } from '@contract/envelope';
import {
  AdminAssignLineBody,
  AdminDismissLineBody,
  AdminLineIdParams,
  AdminPendingDeposits,
  AdminSandboxPayBody,
  AdminSandboxPayParams,
  AdminSandboxPayResult,
  AdminStatementImportBody,
  AdminStatementLine,
} from '@contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { assignLine, dismissLine, importCsv, listLines, pendingDeposits, sandboxPay } from './admin';
import type { PaymentsContext } from './context';
import { depositSummary, listRequests } from './desk';

const tags = ['admin'];

/** The operator's deposit desk under /api/admin/payments (operator group): finance (and admin) only. */
export async function paymentAdminRoutes(root: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.get(
    '/payments/pending',
    { config: { roles: ['finance'] }, schema: { tags, response: { 200: envelope(AdminPendingDeposits) } } },
    async () => ok(await pendingDeposits(ctx)),
  );

  app.get(
    '/payments/requests',
    {
      config: { roles: ['finance'] },
      schema: { tags, querystring: AdminDepositRequestQuery, response: { 200: envelope(AdminDepositRequestPage) } },
    },
    async (req) => ok(await listRequests(ctx, req.query)),
  );

  app.get(
    '/payments/summary',
    { config: { roles: ['finance'] }, schema: { tags, response: { 200: envelope(AdminDepositSummary) } } },
    async () => ok(await depositSummary(ctx)),
  );

  app.get(
    '/payments/lines',
    {
      config: { roles: ['finance'] },
      schema: { tags, querystring: AdminDepositLineQuery, response: { 200: envelope(AdminDepositLinePage) } },
    },
    async (req) => ok(await listLines(ctx, req.query)),
  );

  app.post(
    '/payments/lines/:id/assign',
    {
      config: { roles: ['finance'] },
      schema: { tags, params: AdminLineIdParams, body: AdminAssignLineBody, response: { 200: envelope(AdminStatementLine) } },
    },
    async (req) => ok(await assignLine(ctx, req.operator.id, req.params.id, req.body.member_id, req.body.note)),
  );

  app.post(
    '/payments/lines/:id/dismiss',
    {
      config: { roles: ['finance'] },
      schema: { tags, params: AdminLineIdParams, body: AdminDismissLineBody, response: { 200: envelope(AdminStatementLine) } },
    },
    async (req) => ok(await dismissLine(ctx, req.operator.id, req.params.id, req.body.reason)),
  );

  app.post(
    '/payments/statement/import',
    {
      config: { roles: ['finance'] },
      // 64 KB of CSV, plus room for JSON escaping of quotes and line breaks.
      bodyLimit: 160 * 1024,
      schema: { tags, body: AdminStatementImportBody, response: { 200: envelope(AdminStatementImportResult) } },
    },
    async (req) => ok(await importCsv(ctx, req.operator.id, req.body.csv)),
  );

  app.post(
    '/payments/sandbox/:reference/pay',
    {
      config: { roles: ['finance'] },
      schema: {
        tags,
        params: AdminSandboxPayParams,
        body: AdminSandboxPayBody,
        response: { 200: envelope(AdminSandboxPayResult) },
      },
    },
    async (req) =>
      ok(
        await sandboxPay(ctx, req.operator.id, req.params.reference, req.body?.amount, async (headers, body) => {
          const res = await app.inject({ method: 'POST', url: '/api/payments/callback/sandbox', headers, payload: body });
          return { statusCode: res.statusCode, body: res.body };
        }),
      ),
  );
}
