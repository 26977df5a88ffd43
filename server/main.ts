import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { startJobs } from './jobs';
import { seedAgent, seedDemo } from './seed';

/** Starts the API and the built PWA on one port; stops gracefully on SIGTERM and SIGINT. */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  await seedAgent(handle.db, config);
  if (config.seedDemo) await seedDemo(handle.db, config);
  const staticRoot = config.staticDir ?? (existsSync(resolve('dist/index.html')) ? resolve('dist') : undefined);
  const app = await buildApp({ config, db: handle.db, staticRoot });
  // Registered before listening (it adds an onClose hook); its first pass runs in the background.
  startJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ engine: handle.engine, staticRoot }, 'ready');
}

main().catch((err) => {
  // A bad setting is the operator's to fix: its message names the variable, a stack would only hide it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
