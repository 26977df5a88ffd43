import {
  AgentBankAccount,
  AgentCodeQuery,
  AgentConfig,
  AgentEvent,
  AgentTrueMoneyAccount,
  Banner,
  Notification,
  ValidateAgentData,
  ValidateAgentQuery,
} from '@contract/agent';
import { envelope } from '@contract/envelope';
import { Errors } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/reply';
import { OPTIONAL_BEARER } from '../../plugins/route-groups';
import { memberNotices } from './member-notices';
import * as agent from './service';

const AgentConfigBody = z
  .object({ agent_code: z.string().max(32).optional() })
  .loose()
  .optional();

/** The agent's public calls: configuration, notices, banners, events and the agent code check. */
export async function agentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const own = app.config.agentCode;
  const tags = ['agent'];

  app.post('/agent/config', { schema: { tags, body: AgentConfigBody, response: { 200: envelope(AgentConfig) } } }, async (req) => {
    agent.assertOwnAgent(req.body?.agent_code, own);
    return ok(await agent.agentConfig(app.db));
  });

  // The same answer as a GET (the and an operator's first check: GET /api/agent/configs on a
  // fresh production database). Only POST /agent/config existed, so that GET answered 404 (error 5)
  // whatever the row held; a blank production row now answers error 0 with empty strings.
  app.get('/agent/configs', { schema: { tags, querystring: AgentCodeQuery, response: { 200: envelope(AgentConfig) } } }, async (req) => {
    agent.assertOwnAgent(req.query.agent_code, own);
    return ok(await agent.agentConfig(app.db));
  });

  // Public; a signed-in member (a valid Bearer) also gets their own notices. A bad token is no error here.
  app.get(
    '/notifications',
    { schema: { tags, security: OPTIONAL_BEARER, response: { 200: envelope(z.array(Notification)) } } },
    async (req) => {
      const memberId = await app.optionalMember(req);
      const own = memberId === null ? [] : await memberNotices(app.db, memberId, new Date());
      return ok([...own, ...(await agent.notifications(app.db))]);
    },
  );

  app.get('/banner', { schema: { tags, querystring: AgentCodeQuery, response: { 200: envelope(z.array(Banner)) } } }, async (req) => {
    agent.assertOwnAgent(req.query.agent_code, own);
    return ok(await agent.banners(app.db));
  });

  app.get(
    '/event/list',
    { schema: { tags, querystring: AgentCodeQuery, response: { 200: envelope(z.array(AgentEvent)) } } },
    async (req) => {
      agent.assertOwnAgent(req.query.agent_code, own);
      return ok(await agent.events(app.db));
    },
  );

  // error 0 only for this site's own code: the client stores the code only then (docs/product.md "Agent code").
  app.get(
    '/agent/validate',
    { schema: { tags, querystring: ValidateAgentQuery, response: { 200: envelope(ValidateAgentData) } } },
    async (req) => {
      if (req.query.code.trim().toUpperCase() !== own.toUpperCase()) fail(Errors.AGENT_CODE_INVALID);
      return ok({ agent_code: own });
    },
  );
}

/** Bank and TrueMoney accounts are shown to members only, on the deposit pages. */
export async function agentMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent'];

  app.post('/agent/bank_accounts', { schema: { tags, response: { 200: envelope(z.array(AgentBankAccount)) } } }, async () =>
    ok(await agent.agentBankAccounts(app.db)),
  );
  app.post('/agent/true_money_accounts', { schema: { tags, response: { 200: envelope(z.array(AgentTrueMoneyAccount)) } } }, async () =>
    ok(await agent.agentTrueMoneyAccounts(app.db)),
  );
}
