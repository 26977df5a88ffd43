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
const security = [{ bearer: [] }];

/**
 * The operator's deposit desk under /api/admin/payments: finance (and admin) only, checked in
 * onRequest before the body is read (guard.test.ts walks these routes too).
 */
export async function paymentAdminRoutes(root: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const onRequest = app.requireOperator('finance');

  app.get(
    '/admin/payments/pending',
    { onRequest, schema: { tags, security, response: { 200: envelope(AdminPendingDeposits) } } },
    async () => ok(await pendingDeposits(ctx)),
  );

  app.get(
    '/admin/payments/requests',
    {
      onRequest,
      schema: { tags, security, querystring: AdminDepositRequestQuery, response: { 200: envelope(AdminDepositRequestPage) } },
    },
    async (req) => ok(await listRequests(ctx, req.query)),
  );

  app.get(
    '/admin/payments/summary',
    { onRequest, schema: { tags, security, response: { 200: envelope(AdminDepositSummary) } } },
    async () => ok(await depositSummary(ctx)),
  );

  app.get(
    '/admin/payments/lines',
    { onRequest, schema: { tags, security, querystring: AdminDepositLineQuery, response: { 200: envelope(AdminDepositLinePage) } } },
    async (req) => ok(await listLines(ctx, req.query)),
  );

  app.post(
    '/admin/payments/lines/:id/assign',
    {
      onRequest,
      schema: { tags, security, params: AdminLineIdParams, body: AdminAssignLineBody, response: { 200: envelope(AdminStatementLine) } },
    },
    async (req) => ok(await assignLine(ctx, req.operator.id, req.params.id, req.body.member_id, req.body.note)),
  );

  app.post(
    '/admin/payments/lines/:id/dismiss',
    {
      onRequest,
      schema: { tags, security, params: AdminLineIdParams, body: AdminDismissLineBody, response: { 200: envelope(AdminStatementLine) } },
    },
    async (req) => ok(await dismissLine(ctx, req.operator.id, req.params.id, req.body.reason)),
  );

  app.post(
    '/admin/payments/statement/import',
    {
      onRequest,
      // 64 KB of CSV, plus room for JSON escaping of quotes and line breaks.
      bodyLimit: 160 * 1024,
      schema: { tags, security, body: AdminStatementImportBody, response: { 200: envelope(AdminStatementImportResult) } },
    },
    async (req) => ok(await importCsv(ctx, req.operator.id, req.body.csv)),
  );

  app.post(
    '/admin/payments/sandbox/:reference/pay',
    {
      onRequest,
      schema: {
        tags,
        security,
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
