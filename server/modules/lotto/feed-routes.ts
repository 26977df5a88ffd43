import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { LottoFeedAnswer, LottoFeedDocument } from '@contract/lotto-feed';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/reply';
import { verifiedJson } from '../../payments/signing';
import { keepRawBodies, rawBodyOf } from '../../plugins/raw-body';
import { enterPushedResults } from './feed-push';

/**
 * The results webhook (docs/lotto.md "The JSON format"): a provider pushes results in the JSON format,
 * signed as the payment webhooks are (x-timestamp, x-signature "sha256=" + HMAC-SHA256 of
 * timestamp + "." + the raw body with LOTTO_FEED_SECRET). Unsigned, badly signed, stale, or with no
 * secret set: refused before anything is read, nothing changes. This scope keeps raw bodies.
 */
export async function lottoFeedRoutes(app: FastifyInstance) {
  keepRawBodies(app);
  app.post(
    '/lotto/feed',
    {
      schema: {
        tags: ['lotto'],
        description:
          'Results pushed by a provider. Body: { results: [{ category, draw_date, result: { kind, ... } }] } (contract/lotto-feed.ts). ' +
          'Headers: x-timestamp (unix seconds, within 5 minutes), x-signature "sha256=" + hex HMAC-SHA256(LOTTO_FEED_SECRET, timestamp + "." + raw body).',
        response: { 200: envelope(LottoFeedAnswer) },
      },
    },
    async (req) => {
      const secret = app.config.lotto.feedSecret;
      if (!secret) fail(Errors.CALLBACK_SOURCE_DISABLED);
      const body = verifiedJson({ secret, rawBody: rawBodyOf(req), headers: req.headers }, LottoFeedDocument);
      return ok(await enterPushedResults(app.db, body.results, new Date()), 'รับผลรางวัลแล้ว');
    },
  );
}
