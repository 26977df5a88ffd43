import { TestSportFinishBody } from '@contract/admin-sport';
import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import { SportFeedAnswer } from '@contract/sport-feed';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply';
import { importFeed } from './feed';
import { checkFeed } from './feed-parse';
import { runSandboxFeed } from './sandbox-feed';
import './tables';

/**
 * Browser tests' hands on the feed (registered only when config.jobs.testClock, never in
 * production): finish fixtures with given scores through the import path, or run the sandbox once.
 */
export async function sportTestRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/sport/finish',
    { schema: { tags: ['test'], body: TestSportFinishBody, response: { 200: envelope(SportFeedAnswer) } } },
    async (req) => {
      const ids = req.body.fixtures.map((f) => f.id);
      const rows = await app.db
        .selectFrom('sport_fixture as f')
        .innerJoin('sport_league as l', 'l.id', 'f.league_id')
        .select(['f.id', 'f.feed_id', 'l.feed_id as league', 'f.home_th', 'f.home_en', 'f.away_th', 'f.away_en', 'f.kickoff_at'])
        .where('f.id', 'in', ids)
        .execute();
      if (rows.length !== new Set(ids).size) fail(Errors.SPORT_FIXTURE_NOT_FOUND);
      const doc = checkFeed({
        fixtures: req.body.fixtures.map((x) => {
          const f = rows.find((r) => Number(r.id) === x.id) as (typeof rows)[number];
          return {
            feed_id: f.feed_id,
            league: f.league,
            home: { th: f.home_th, en: f.home_en },
            away: { th: f.away_th, en: f.away_en },
            kickoff_at: new Date(f.kickoff_at).toISOString(),
            status: 'finished',
            ht: x.ht,
            ft: x.ft,
          };
        }),
      });
      return ok(await importFeed(app.db, JSON.stringify(doc), doc, { source: 'test' }));
    },
  );
  app.post('/test/sport/sandbox', { schema: { tags: ['test'], response: { 200: envelope(SportFeedAnswer) } } }, async () =>
    ok(await runSandboxFeed(app.db, new Date())),
  );
}
