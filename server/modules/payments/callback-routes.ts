import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { CallbackResult, StatementIngestResult, StatementWebhookBody } from '@contract/payments';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/reply';
import { verifiedJson } from '../../payments/signing';
import { keepRawBodies, rawBodyOf } from '../../plugins/raw-body';
import { ingestLines } from './admin';
import { applyCallback } from './callbacks';
import type { PaymentsContext } from './context';

const tags = ['payments'];

/**
 * Signed messages from gateways and banks. This scope replaces the JSON parser with one that keeps
 * the raw bytes (the HMAC covers them exactly as sent); the body is validated after the signature.
 * The parser change is scoped to these routes only (Fastify encapsulation).
 */
export async function paymentCallbackRoutes(app: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const { ctx } = opts;
  keepRawBodies(app);

  app.post(
    '/payments/callback/:gateway',
    {
      schema: {
        tags,
        description:
          'A gateway says a QR was paid. Body (JSON): callback_id, reference, gateway_ref?, status "paid", amount "150.00", paid_at (ISO). ' +
          'Headers: x-timestamp (unix seconds, within 5 minutes), x-signature "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + raw body).',
        response: { 200: envelope(CallbackResult) },
      },
    },
    async (req) => {
      const name = (req.params as { gateway: string }).gateway;
      const gateway = ctx.gateways.get(name);
      if (!gateway) fail(Errors.NOT_FOUND);
      const raw = rawBodyOf(req);
      const event = gateway.parseCallback({ rawBody: raw, headers: req.headers });
      const r = await applyCallback(ctx, gateway.name, event, raw.toString('utf8'));
      return ok({ callback_id: event.callbackId, outcome: r.outcome, replayed: r.replayed });
    },
  );

  app.post(
    '/payments/statement/webhook',
    {
      schema: {
        tags,
        description:
          'Bank and TrueMoney statement lines, signed like the gateway callback with STATEMENT_WEBHOOK_SECRET. Body: { lines: [{ line_id?, time, channel, from_bank_code?, from_account, to_account?, amount }] }.',
        response: { 200: envelope(StatementIngestResult) },
      },
    },
    async (req) => {
      if (!ctx.env.statementSecret) fail(Errors.CALLBACK_SOURCE_DISABLED);
      const body = verifiedJson({ secret: ctx.env.statementSecret, rawBody: rawBodyOf(req), headers: req.headers }, StatementWebhookBody);
      return ok(await ingestLines(ctx, 'webhook', body.lines));
    },
  );
}
