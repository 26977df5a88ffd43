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
import { accountModule } from './modules/account';
import { adjustmentsModule } from './modules/adjustments';
import { adminModule } from './modules/admin';
import { affiliateModule } from './modules/affiliate';
import { banners as agentBanners, agentModule } from './modules/agent';
import { cashbackModule } from './modules/cashback';
import { couponBridge, couponsModule } from './modules/coupons';
import { freeSpinsModule } from './modules/freespins';
import { gamesModule } from './modules/games';
import { limitsModule } from './modules/limits';
import { lineModule } from './modules/line';
import { latestResults, lottoModule } from './modules/lotto';
import { memberDetailModule } from './modules/member-detail';
import { paymentsModule } from './modules/payments';
import { pointsModule } from './modules/points';
import { pollsModule } from './modules/polls';
import { connectCoupons, promotionsModule } from './modules/promotions';
import { pushModule } from './modules/push';
import { questsModule } from './modules/quests';
import { reportsModule } from './modules/reports';
import { requirementsAdminModule } from './modules/requirements';
import { shopModule } from './modules/shop';
import { sportModule } from './modules/sport';
import { statementModule } from './modules/statement';
import { wheelModule } from './modules/wheel';
import { withdrawalsModule } from './modules/withdrawals';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
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
  app.decorate('sms', createSmsTransport(config.smsTransport, app.log, config.nodeEnv));
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

  await app.register(accountModule, { prefix: '/api' });
  await app.register(agentModule, { prefix: '/api' });
  await app.register(adminModule, { prefix: '/api/admin' });
  await app.register(memberDetailModule, { prefix: '/api/admin' });
  await app.register(requirementsAdminModule, { prefix: '/api/admin' });
  await app.register(withdrawalsModule, { prefix: '/api' });
  await app.register(couponsModule, { prefix: '/api' });
  await app.register(statementModule, { prefix: '/api' });
  await app.register(adjustmentsModule, { prefix: '/api' });
  await app.register(paymentsModule, { prefix: '/api' });
  await app.register(limitsModule, { prefix: '/api' });
  await app.register(lottoModule, { prefix: '/api' });
  await app.register(reportsModule, { prefix: '/api' });
  await app.register(promotionsModule, { prefix: '/api' });
  await app.register(cashbackModule, { prefix: '/api' });
  await app.register(affiliateModule, { prefix: '/api' });
  await app.register(pointsModule, { prefix: '/api' });
  await app.register(wheelModule, { prefix: '/api' });
  await app.register(questsModule, { prefix: '/api' });
  await app.register(pollsModule, { prefix: '/api' });
  await app.register(shopModule, { prefix: '/api' });
  await app.register(freeSpinsModule, { prefix: '/api' });
  await app.register(sportModule, { prefix: '/api' });
  await app.register(lineModule, { prefix: '/api' });
  await app.register(pushModule, { prefix: '/api' });
  if (opts.config.jobs.testClock) await app.register(testClockModule, { prefix: '/api' });
  await app.register(gamesModule);
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
