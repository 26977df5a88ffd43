import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { SportFeedAnswer } from '@contract/sport-feed';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../lib/reply';
import { verifiedJson } from '../../payments/signing';
import { keepRawBodies, rawBodyOf } from '../../plugins/raw-body';
import { importFeed } from './feed';
import { checkFeed } from './feed-parse';

/** A provider's documents may be large (every market of a weekend). */
export const FEED_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The signed feed (docs/sport.md "Feed format"): a provider POSTs a feed document signed as the
 * lotto results webhook is (x-timestamp unix seconds within 5 minutes, x-signature "sha256=" + hex
 * HMAC-SHA256(SPORT_FEED_SECRET, timestamp + "." + raw body)). Unsigned, forged, stale, or no
 * secret set: refused before the body is read. The body's digest makes a replay change nothing.
 */
export async function sportFeedRoutes(app: FastifyInstance) {
  keepRawBodies(app);
  app.post(
    '/sport/feed',
    {
      bodyLimit: FEED_BODY_LIMIT,
      schema: {
        tags: ['sport'],
        description:
          'A feed document pushed by a provider (contract/sport-feed.ts): leagues, fixtures, markets upserted by feed_id. ' +
          'Headers: x-timestamp (unix seconds, within 5 minutes), x-signature "sha256=" + hex HMAC-SHA256(SPORT_FEED_SECRET, timestamp + "." + raw body).',
        response: { 200: envelope(SportFeedAnswer) },
      },
    },
    async (req) => {
      const secret = app.config.sport.feedSecret;
      if (!secret) fail(Errors.CALLBACK_SOURCE_DISABLED);
      const raw = rawBodyOf(req);
      const doc = checkFeed(verifiedJson({ secret, rawBody: raw, headers: req.headers }, z.unknown()));
      const answer = await importFeed(app.db, raw, doc, { source: 'push' });
      return ok(answer, answer.duplicate ? 'ฟีดนี้นำเข้าแล้ว ไม่มีการเปลี่ยนแปลง' : 'นำเข้าฟีดแล้ว');
    },
  );
}
