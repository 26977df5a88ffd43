import { envelope } from '@contract/envelope';
import { LimitsData, SelfExclusionBody, SetLimitsBody } from '@contract/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { limitsView, selfExclude, setLimits } from './service';

/** Responsible play for the signed-in member: deposit limits and self-exclusion. */
export async function limitsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['limits'];

  app.get('/member/limits', { schema: { tags, response: { 200: envelope(LimitsData) } } }, async (req) =>
    ok(await limitsView(app.db, req.memberId)),
  );

  app.post('/member/limits', { schema: { tags, body: SetLimitsBody, response: { 200: envelope(LimitsData) } } }, async (req) => {
    await setLimits(app.db, req.memberId, req.body);
    return ok(await limitsView(app.db, req.memberId));
  });

  app.post(
    '/member/self_exclusion',
    { schema: { tags, body: SelfExclusionBody, response: { 200: envelope(LimitsData) } } },
    async (req) => {
      await selfExclude(app.db, req.memberId, req.body.period);
      return ok(await limitsView(app.db, req.memberId));
    },
  );
}
