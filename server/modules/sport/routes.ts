import type { FastifyInstance } from 'fastify';
import { sportAdminRoutes } from './admin-routes';
import { sportFeedRoutes } from './feed-routes';
import { sportMemberRoutes } from './member-routes';
import { sportTestRoutes } from './test-routes';
import './tables';

/**
 * The sportsbook's routes (docs/sport.md): member reads and the slip under /api/sport, the
 * operators' under /api/admin/sport. Each file registers its own (member.ts, admin-routes.ts).
 */
export async function sportModule(app: FastifyInstance): Promise<void> {
  await app.register(sportMemberRoutes);
  await app.register(sportAdminRoutes);
  await app.register(sportFeedRoutes); // the signed feed, in its own raw-body scope
  if (app.config.jobs.testClock) await app.register(sportTestRoutes);
}
