import type { FastifyInstance } from 'fastify';
import { sportMemberRoutes } from './member-routes';
import './tables';

/**
 * The sportsbook's routes (docs/sport.md): member reads and the slip under /api/sport, the
 * operators' under /api/admin/sport. Each file registers its own (member.ts, admin-routes.ts).
 */
export async function sportModule(app: FastifyInstance): Promise<void> {
  await app.register(sportMemberRoutes);
}
