import type { FastifyInstance } from 'fastify';
import { sportFeedRoutes } from './feed-routes';
import { sportReadRoutes } from './member-routes';
import { sportTestRoutes } from './test-routes';
import './tables';

export { sportOperatorRoutes } from './admin-routes';
export { sportMemberRoutes } from './member-routes';

/**
 * The sportsbook's public routes (docs/sport.md): the reads under /api/sport and the signed feed. The
 * member's slip and bets (sportMemberRoutes) and the operators' desk under /api/admin/sport
 * (sportOperatorRoutes) register in their groups.
 */
export async function sportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sportReadRoutes);
  await app.register(sportFeedRoutes); // the signed feed, in its own raw-body scope
  if (app.config.jobs.testClock) await app.register(sportTestRoutes);
}
