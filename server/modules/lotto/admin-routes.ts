import { AdminIdParams } from '@contract/admin';
import {
  AdminFeedStatus,
  AdminLottoExposure,
  AdminLottoExposureQuery,
  AdminLottoRoundListPage,
  AdminLottoRoundsListQuery,
  AdminResultEntriesListed,
} from '@contract/admin-lotto';
import { envelope } from '@contract/envelope';
import { LimitData, RatesData } from '@contract/lotto';
import { AdminResultEntriesQuery } from '@contract/lotto-corrections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { feedStatus, listAdminRounds, listEntriesNamed, roundExposure } from './admin-reads';
import * as reads from './reads';

/**
 * The back office's lotto reads (docs/backoffice.md "Lotto"): finance and support read (admin always);
 * the changes they lead to are the finance routes in routes.ts and result-routes.ts.
 */
export async function adminLottoReads(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const now = () => new Date();

  app.get(
    '/lotto/rounds',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, querystring: AdminLottoRoundsListQuery, response: { 200: envelope(AdminLottoRoundListPage) } },
    },
    async (req) => ok(await listAdminRounds(app.db, req.query, now(), app.config.lotto.correctionMs)),
  );
  app.get(
    '/lotto/result-entries',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags, querystring: AdminResultEntriesQuery, response: { 200: envelope(AdminResultEntriesListed) } },
    },
    async (req) => ok(await listEntriesNamed(app.db, req.query.round_id)),
  );
  app.get(
    '/lotto/rounds/:id/exposure',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags,
        params: AdminIdParams,
        querystring: AdminLottoExposureQuery,
        response: { 200: envelope(AdminLottoExposure) },
      },
    },
    async (req) => ok(await roundExposure(app.db, req.params.id, req.query)),
  );
  app.get(
    '/lotto/rounds/:id/limited',
    { config: { roles: ['finance', 'support'] }, schema: { tags, params: AdminIdParams, response: { 200: envelope(LimitData) } } },
    async (req) => ok(await reads.roundLimits(app.db, req.params.id)),
  );
  app.get(
    '/lotto/categories',
    { config: { roles: ['finance', 'support'] }, schema: { tags, response: { 200: envelope(RatesData) } } },
    async () => ok(await reads.categoryRates(app.db)),
  );
  app.get(
    '/lotto/feeds',
    { config: { roles: ['finance', 'support'] }, schema: { tags, response: { 200: envelope(AdminFeedStatus) } } },
    async () => ok(await feedStatus(app.db, app.config.lotto, now())),
  );
}
