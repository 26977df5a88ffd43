import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '@contract/envelope';
import type { GameLobbyData } from '@contract/games';
import { lobbyGames } from '@contract/games-lobby';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db';
import { createSmsTransport } from './lib/sms';
import { accountMemberRoutes, accountRoutes } from './modules/account';
import { adjustmentsOperatorRoutes } from './modules/adjustments';
import { adminOperatorRoutes, adminRoutes } from './modules/admin';
import { affiliateMemberRoutes, affiliateOperatorRoutes, affiliateRoutes } from './modules/affiliate';
import { banners as agentBanners, agentMemberRoutes, agentRoutes } from './modules/agent';
import { cashbackMemberRoutes, cashbackOperatorRoutes, cashbackRoutes } from './modules/cashback';
import { couponBridge, couponsMemberRoutes, couponsOperatorRoutes } from './modules/coupons';
import { freeSpinsMemberRoutes, freeSpinsOperatorRoutes } from './modules/freespins';
import { gamesRoutes } from './modules/games';
import { launchOperatorRoutes } from './modules/launch';
import { limitsMemberRoutes } from './modules/limits';
import { lineRoutes } from './modules/line';
import { latestResults, lottoMemberRoutes, lottoOperatorRoutes, lottoRoutes } from './modules/lotto';
import { memberDetailOperatorRoutes } from './modules/member-detail';
import { paymentsMemberRoutes, paymentsOperatorRoutes, paymentsRoutes } from './modules/payments';
import { pointsMemberRoutes, pointsOperatorRoutes, pointsRoutes } from './modules/points';
import { pollsMemberRoutes, pollsOperatorRoutes, pollsRoutes } from './modules/polls';
import { connectCoupons, promotionsMemberRoutes, promotionsOperatorRoutes, promotionsRoutes } from './modules/promotions';
import { pushMemberRoutes, pushRoutes } from './modules/push';
import { questsMemberRoutes, questsOperatorRoutes, questsRoutes } from './modules/quests';
import { reportsOperatorRoutes } from './modules/reports';
import { requirementsOperatorRoutes } from './modules/requirements';
import { depositAccountsOperatorRoutes, mediaRoutes, settingsOperatorRoutes } from './modules/settings';
import { shopMemberRoutes, shopOperatorRoutes, shopRoutes } from './modules/shop';
import { createSmsOutbox } from './modules/sms';
import { sportMemberRoutes, sportOperatorRoutes, sportRoutes } from './modules/sport';
import { statementMemberRoutes } from './modules/statement';
import { wheelMemberRoutes, wheelOperatorRoutes, wheelRoutes } from './modules/wheel';
import { withdrawalsMemberRoutes, withdrawalsOperatorRoutes } from './modules/withdrawals';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { memberGroup, operatorGroup } from './plugins/route-groups';
import { logSerializers, securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { testClockModule } from './reward-test-clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export type App = FastifyInstance;

/** Builds the whole API (and, with a static root, the PWA) without listening. `logStream`: where logs go (tests), stdout by default. */
export async function buildApp(opts: {
  config: Config;
  db: Db;
  staticRoot?: string;
  logStream?: { write: (line: string) => void };
}): Promise<App> {
  const { config, db } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password'],
      serializers: logSerializers,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // zod validates and serializes every route (below). Named here too, Fastify never loads its default
    // ajv and fast-json-stringify compilers, which only cost start-up time (docs/startup.md). The
    // factories are typed for ajv; set*Compiler installs the same `() => compiler` adapters.
    schemaController: {
      compilersFactory: { buildValidator: (() => validatorCompiler) as never, buildSerializer: (() => serializerCompiler) as never },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('sms', createSmsTransport(config.sms, app.log, config.nodeEnv));
  // The SMS outbox's kicker (docs/sms.md): stopped, and its running pass awaited, before the database closes.
  app.decorate('smsOutbox', createSmsOutbox({ db, transport: app.sms, config: config.sms, log: app.log }));
  app.addHook('onClose', async () => app.smsOutbox.close());
  connectCoupons(couponBridge); // promotions tells coupons what a deposit did with a coupon's choice (docs/promotions.md)
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Member site API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ error: 0, message: 'ok', data: { status: 'ok' } }));
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  // Three kinds of route (server/plugins/route-groups.ts, docs/architecture.md "Routes: public,
  // member, operator"). Public: no authentication, or the route's own signature or launch token.
  const line = lineRoutes();
  for (const routes of [
    accountRoutes,
    agentRoutes,
    paymentsRoutes,
    lottoRoutes,
    promotionsRoutes,
    cashbackRoutes,
    affiliateRoutes,
    pointsRoutes,
    wheelRoutes,
    questsRoutes,
    pollsRoutes,
    shopRoutes,
    sportRoutes,
    line.routes,
    pushRoutes,
  ])
    await app.register(routes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  if (opts.config.jobs.testClock) await app.register(testClockModule, { prefix: '/api' });
  const games = await gamesRoutes(app);
  await app.register(games.routes);

  // Member routes: one hook authenticates the member, one onRoute hook documents the bearer.
  await app.register(memberGroup, {
    prefix: '/api',
    routes: [
      accountMemberRoutes,
      agentMemberRoutes,
      withdrawalsMemberRoutes,
      couponsMemberRoutes,
      statementMemberRoutes,
      paymentsMemberRoutes,
      limitsMemberRoutes,
      lottoMemberRoutes,
      promotionsMemberRoutes,
      cashbackMemberRoutes,
      affiliateMemberRoutes,
      pointsMemberRoutes,
      wheelMemberRoutes,
      questsMemberRoutes,
      pollsMemberRoutes,
      shopMemberRoutes,
      freeSpinsMemberRoutes,
      sportMemberRoutes,
      line.memberRoutes,
      pushMemberRoutes,
      games.memberRoutes,
    ],
  });

  // Operator routes under /api/admin: one hook authenticates the operator and checks the route's
  // `config.roles` (none: admin only), one onRoute hook documents the bearer.
  await app.register(operatorGroup, {
    prefix: '/api/admin',
    routes: [
      adminOperatorRoutes,
      memberDetailOperatorRoutes,
      requirementsOperatorRoutes,
      withdrawalsOperatorRoutes,
      couponsOperatorRoutes,
      adjustmentsOperatorRoutes,
      paymentsOperatorRoutes,
      lottoOperatorRoutes,
      reportsOperatorRoutes,
      promotionsOperatorRoutes,
      cashbackOperatorRoutes,
      affiliateOperatorRoutes,
      pointsOperatorRoutes,
      wheelOperatorRoutes,
      questsOperatorRoutes,
      pollsOperatorRoutes,
      shopOperatorRoutes,
      freeSpinsOperatorRoutes,
      sportOperatorRoutes,
      settingsOperatorRoutes,
      depositAccountsOperatorRoutes,
      launchOperatorRoutes,
      games.operatorRoutes,
    ],
  });

  // Uploaded images (the logo) at their content hash, public, before the static files' catch-all.
  await app.register(mediaRoutes);

  await app.register(staticPlugin, {
    root: opts.staticRoot,
    firstBanner: async () => (await agentBanners(db))[0],
    latestResults: () => latestResults(db, {}),
    // The lobby as the first script asks for it, through the games module's own route.
    lobbyImages: async (category) => {
      const res = await app.inject({ method: 'GET', url: '/api/game/lobby', query: { category } });
      const body = res.json() as ApiResponse<GameLobbyData>;
      return body.error === 0 ? lobbyGames(body.data).map((game) => game.image) : [];
    },
  });
  return app;
}
