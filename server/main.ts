import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, smsStartProblems } from './config';
import { prepareDataDir } from './db/data-dir';
import { pgliteAssets } from './db/pglite-assets';
import { holdUntilSeeded, yieldingEvery } from './readiness';

/**
 * Milliseconds since the process started at each start-up step (docs/startup.md). The ready log
 * carries them; STARTUP_REPORT=<file> also writes them there as JSON (bench/startup.mjs).
 */
const marks: Record<string, number> = {
  node: Math.round(performance.nodeTiming.bootstrapComplete),
  entry: Math.round(performance.now()),
};
const mark = (step: string) => {
  marks[step] = Math.round(performance.now());
};

/**
 * Starts the API and the built PWA on one port; stops gracefully on SIGTERM and SIGINT.
 *
 * Order (docs/startup.md): a new PGlite directory is copied from the build's template on libuv's
 * threads, and PGlite's WebAssembly compiled on V8's, while the main thread loads the rest of the
 * server (a separate chunk); the server listens once the database is migrated and the app built;
 * the demo data is seeded after that, letting the event loop run between its queries, and until it
 * is in, every request except /api/health and /api/ready waits for it (so a page or an API call
 * never sees half of it) and the scheduled jobs have not started.
 */
async function main() {
  const config = loadConfig();
  // A production server that could not send a password-reset code does not start (docs/sms.md).
  const refused = smsStartProblems(config);
  if (refused.length > 0) throw new ConfigError(refused);
  const pglite = !config.db.url && config.db.dataDir !== 'memory://';
  const dataDir = pglite ? prepareDataDir(config.db.dataDir, config.db.pgliteTemplate) : undefined;
  // openDatabase awaits the same promise and reports a failure; this only keeps it from being unhandled meanwhile.
  dataDir?.catch(() => {});
  // PGlite's WebAssembly compiles on V8's background threads while this thread imports (openDatabase takes it).
  if (!config.db.url) void pgliteAssets();
  const [{ openDatabase, migrate }, { buildApp }, { seedAgent, seedDemo }, { startJobs }] = await Promise.all([
    import('./db'),
    import('./app'),
    import('./seed'),
    import('./jobs'),
  ]);
  mark('imported');
  await dataDir;
  mark('dataDir');
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  mark('migrated');
  // Before the app is built: registering some modules reads or creates rows that belong to the agent.
  await seedAgent(handle.db, config);
  const staticRoot = config.staticDir ?? (existsSync(resolve('dist/index.html')) ? resolve('dist') : undefined);
  const app = await buildApp({ config, db: handle.db, staticRoot });
  mark('app');

  let startSeed = () => {};
  let seeding: Promise<void> | null = null;
  if (config.seedDemo) {
    seeding = new Promise<void>((done, fail) => {
      startSeed = () => void seedDemo(yieldingEvery(handle.db), config).then(done, fail);
    });
    seeding.then(
      () => {
        seeding = null;
        mark('seeded');
        app.log.info({ startupMs: marks }, 'demo data ready');
        report();
      },
      (err) => {
        app.log.fatal({ err }, 'demo data could not be seeded');
        void shutdown('seed failed', 1);
      },
    );
  }
  holdUntilSeeded(app, seeding);
  // Registered before listening (it adds an onClose hook); its first pass waits for the demo data.
  startJobs(app, seeding ? { after: seeding } : {});

  let closing = false;
  const shutdown = async (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(code);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mark('listening');
  const cpu = process.cpuUsage();
  // CPU time (user + system, all threads) to here: less noisy than wall time on a shared machine.
  marks.cpuListening = Math.round((cpu.user + cpu.system) / 1000);
  app.log.info({ engine: handle.engine, staticRoot, startupMs: marks }, 'ready');
  startSeed();
  if (!seeding) report();
}

function report() {
  const file = process.env.STARTUP_REPORT;
  if (file) writeFileSync(file, JSON.stringify({ origin: performance.timeOrigin, ...marks }));
}

main().catch((err) => {
  // A bad setting is the operator's to fix: its message names the variable, a stack would only hide it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
