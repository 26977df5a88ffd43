import { type Config, ConfigError, loadConfig } from '../config';
import { type DbHandle, migrate, openDatabase } from '../db';
import { seedAgent } from '../seed';
import { OpsFailure, UsageError } from './command';
import { commands } from './commands';

type Io = { out: (line: string) => void; err: (line: string) => void };

function usage(): string {
  const lines = commands.map((c) => `  npm run ops -- ${c.usage}\n      ${c.summary}`);
  return ['วิธีใช้ / usage:', ...lines].join('\n');
}

/**
 * Runs one ops command and answers the exit code: 0 done, 1 failed, 2 bad input (or the code the
 * command answers with its outcome: doctor's 1 while something blocks opening). The database comes
 * from the same configuration as the server (DATABASE_URL, else PGlite in DATA_DIR), is migrated and
 * given its agent row, and is closed before returning.
 *
 * An embedded PGlite data directory can be opened by ONE process at a time: stop the server before
 * running ops against ./data (or point both at PostgreSQL with DATABASE_URL).
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(usage());
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(name ? `ไม่รู้จักคำสั่ง ${name} / unknown command ${name}` : 'กรุณาระบุคำสั่ง / no command given');
    io.err(usage());
    return 2;
  }

  let task: ReturnType<typeof command.prepare>;
  try {
    task = command.prepare(rest, env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(err.message);
    io.err(`วิธีใช้ / usage: npm run ops -- ${command.usage}`);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.err(err.message);
    return 1;
  }
  let handle: DbHandle | undefined;
  try {
    handle = await openDatabase(config.db);
    await migrate(handle.db);
    await seedAgent(handle.db, config);
    const result = await task({ db: handle.db, config, engine: handle.engine });
    const outcome = typeof result === 'string' ? { text: result, exitCode: 0 } : result;
    io.out(outcome.text);
    return outcome.exitCode;
  } catch (err) {
    if (err instanceof OpsFailure) io.err(err.message);
    else io.err(`ทำรายการไม่สำเร็จ / ${command.name} failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await handle?.close();
  }
}
