import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { CallbackResult, StatementIngestResult, StatementWebhookBody } from '@contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../../lib/reply';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../payments/signing';
import { ingestLines } from './admin';
import { applyCallback } from './callbacks';
import type { PaymentsContext } from './context';

const tags = ['payments'];

/** The raw bytes of a request, as the signature covers them. */
function rawBodyOf(req: FastifyRequest): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

/**
 * Signed messages from gateways and banks. This scope replaces the JSON parser with one that keeps
 * the raw bytes (the HMAC covers them exactly as sent); the body is validated after the signature.
 * The parser change is scoped to these routes only (Fastify encapsulation).
 */
export async function paymentCallbackRoutes(app: FastifyInstance, opts: { ctx: PaymentsContext }) {
  const { ctx } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

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
      const raw = rawBodyOf(req);
      const check = checkSignature({
        secret: ctx.env.statementSecret,
        rawBody: raw,
        signature: req.headers[SIGNATURE_HEADER],
        timestamp: req.headers[TIMESTAMP_HEADER],
      });
      if (check === 'bad_signature') fail(Errors.CALLBACK_SIGNATURE_INVALID);
      if (check === 'stale') fail(Errors.CALLBACK_STALE);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        fail(Errors.VALIDATION, { fields: { _: 'body is not JSON' } });
      }
      const parsed = StatementWebhookBody.safeParse(json);
      if (!parsed.success)
        fail(Errors.VALIDATION, { fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])) });
      return ok(await ingestLines(ctx, 'webhook', parsed.data.lines));
    },
  );
}
