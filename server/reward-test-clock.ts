import { TestRewardsRunBody, TestRewardsRunData } from '@contract/admin-rewards';
import { envelope } from '@contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from './lib/reply';
import { runAffiliateJobs } from './modules/affiliate';
import { runCashbackJobs } from './modules/cashback';
import { runPointsJobs } from './modules/points';
import { settleDueFixtures } from './modules/sport';

/**
 * The reward jobs' injectable clock over HTTP, for browser tests against a running server: the same job
 * functions the scheduler calls, with `now` moved days ahead. Registered only when config.jobs.testClock
 * (JOBS_TEST_CLOCK=1, refused in production by the config).
 */
export async function testClockModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/rewards/run',
    { schema: { tags: ['test'], body: TestRewardsRunBody, response: { 200: envelope(TestRewardsRunData) } } },
    async (req) => {
      const now = new Date(Date.now() + req.body.days_ahead * 86_400_000);
      const cashback = await runCashbackJobs(app.db, now);
      const affiliate = await runAffiliateJobs(app.db, now);
      const points = await runPointsJobs(app.db, now);
      // Sportsbook settlement on demand (e2e: fixtures finished through the sandbox feed pay at once).
      const sport = await settleDueFixtures(app.db, now);
      return ok({ now: now.toISOString(), cashback, affiliate, points, sport });
    },
  );
}
