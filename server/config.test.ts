import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, smsStartProblems } from './config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The message loadConfig throws for `env`, or a failure when it does not throw. */
function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration (one schema for every setting)', () => {
  it('has a working default for everything outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      agentCode: 'GOLD888',
      minAge: 20,
      seedDemo: true,
      logLevel: 'info',
      staticDir: undefined,
      sessionIdleMs: 7 * 24 * 3600_000,
      sessionAbsoluteMs: 30 * 86400_000,
      rateLimits: true,
      sms: {
        transport: 'log',
        sender: 'GOLD888',
        timeoutMs: 5_000,
        maxAttempts: 5,
        allowLog: false,
        http: undefined,
        thaibulksms: undefined,
      },
      redisUrl: undefined,
      db: { url: undefined, dataDir: './data', poolMax: 10, pgliteTemplate: 'dist-server/pgdata' },
      lotto: { houseShards: 16 },
      jobs: { enabled: true, tickMs: 5_000 },
      sport: { betStatements: 2 },
      batch: { queueMax: 1_000 },
    });
    expect(c.games).toMatchObject({
      sandboxEnabled: true,
      launchTtlMs: 240 * 60_000,
      demoTtlMs: 120 * 60_000,
      demoBalance: 10_000 * 100,
      houseShards: 16,
      sandboxTimeoutMs: 5_000,
      sandboxBackoffMs: 200,
      roundStatements: 4,
    });
    expect(c.games.walletSecrets.sandbox).toEqual(expect.any(String));
    expect(c.payments).toMatchObject({ sandboxEnabled: true, promptPayId: '0000000000000' });
    expect(c.payments.sandboxSecret).not.toBe('');
    expect(c.payments.statementSecret).toEqual(expect.any(String));
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads every variable it documents', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgres://app@db:5432/site',
      PG_POOL_MAX: '30',
      PGLITE_TEMPLATE: '/opt/pgdata.tar.gz',
      REDIS_URL: 'redis://cache:6379',
      VITE_AGENT_CODE: 'LUCKY9',
      MIN_AGE: '18',
      SESSION_IDLE_HOURS: '24',
      SESSION_ABSOLUTE_DAYS: '7',
      SMS_TRANSPORT: 'memory',
      RATE_LIMITS: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      STATIC_DIR: '',
      JOBS: '0',
      JOBS_TICK_MS: '1000',
      PROMPTPAY_ID: '0812345678',
      GAME_LAUNCH_TTL_MINUTES: '60',
      GAME_DEMO_TTL_MINUTES: '30',
      GAME_DEMO_BALANCE_BAHT: '500',
      GAME_HOUSE_SHARDS: '8',
      GAME_SANDBOX_TIMEOUT_MS: '900',
      GAME_SANDBOX_BACKOFF_MS: '0',
      GAME_ROUND_STATEMENTS: '2',
      BATCH_QUEUE_MAX: '250',
      SPORT_BET_STATEMENTS: '3',
      GAME_WALLET_SECRET_ACME_GAMING: 'acme-secret',
      LOTTO_HOUSE_SHARDS: '4',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      redisUrl: 'redis://cache:6379',
      agentCode: 'LUCKY9',
      minAge: 18,
      sessionIdleMs: 24 * 3600_000,
      sessionAbsoluteMs: 7 * 86400_000,
      sms: { transport: 'memory' },
      rateLimits: false,
      logLevel: 'warn',
      seedDemo: false,
      staticDir: '',
      db: { url: 'postgres://app@db:5432/site', dataDir: '/var/lib/site', poolMax: 30, pgliteTemplate: '/opt/pgdata.tar.gz' },
      jobs: { enabled: false, tickMs: 1000 },
      lotto: { houseShards: 4 },
      payments: { promptPayId: '0812345678' },
      games: {
        launchTtlMs: 60 * 60_000,
        demoTtlMs: 30 * 60_000,
        demoBalance: 50_000,
        houseShards: 8,
        sandboxTimeoutMs: 900,
        sandboxBackoffMs: 0,
        roundStatements: 2,
      },
      sport: { betStatements: 3 },
      batch: { queueMax: 250 },
    });
    expect(c.games.walletSecrets.acme_gaming).toBe('acme-secret');
    expect(loadConfig({ AGENT_CODE: 'OTHER1' }).agentCode).toBe('OTHER1');
    // An empty variable is unset (DATABASE_URL= in a template means the embedded database).
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ port: 3000, db: { url: undefined } });
  });

  it('stops on a bad value with a message naming the variable and what it got', () => {
    expect(problem({ PORT: 'abc' })).toBe('invalid configuration:\n  PORT: expected an integer 1-65535, got "abc"');
    expect(problem({ PORT: '70000' })).toContain('PORT: expected an integer 1-65535, got "70000"');
    expect(problem({ MIN_AGE: '20.5' })).toContain('MIN_AGE: expected an integer');
    expect(problem({ RATE_LIMITS: 'off' })).toContain('RATE_LIMITS: expected 1 or 0, got "off"');
    expect(problem({ NODE_ENV: 'prod' })).toContain('NODE_ENV: expected one of development, production, test, got "prod"');
    expect(problem({ LOG_LEVEL: 'verbose' })).toContain('LOG_LEVEL: expected one of');
    expect(problem({ SMS_TRANSPORT: 'carrier-pigeon' })).toContain('SMS_TRANSPORT: expected one of log, memory, http, thaibulksms');
    expect(problem({ DATABASE_URL: 'mysql://db/site' })).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL');
    expect(problem({ REDIS_URL: 'cache:6379' })).toContain('REDIS_URL: expected a redis:// or rediss:// URL');
    expect(problem({ PROMPTPAY_ID: '12345' })).toContain('PROMPTPAY_ID: expected a Thai mobile number');
    expect(problem({ GAME_ROUND_STATEMENTS: '0' })).toContain('GAME_ROUND_STATEMENTS: expected an integer 1-256, got "0"');
    expect(problem({ SPORT_BET_STATEMENTS: '0' })).toContain('SPORT_BET_STATEMENTS: expected an integer 1-256, got "0"');
    expect(problem({ BATCH_QUEUE_MAX: 'lots' })).toContain('BATCH_QUEUE_MAX: expected an integer 1-1000000, got "lots"');
    expect(problem({ PG_POOL_MAX: 'ten' })).toContain('PG_POOL_MAX:');
    expect(problem({ JOBS_TICK_MS: '-5' })).toContain('JOBS_TICK_MS:');
    // Every bad variable at once, one a line.
    const both = problem({ PORT: 'abc', GAME_HOUSE_SHARDS: '5000' });
    expect(both.split('\n')).toEqual([
      'invalid configuration:',
      '  PORT: expected an integer 1-65535, got "abc"',
      '  GAME_HOUSE_SHARDS: expected an integer 1-1024, got "5000"',
    ]);
  });

  it('uses no development secret or sandbox in production unless told, and never the demo seed', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.seedDemo).toBe(false);
    expect(c.payments).toEqual({ sandboxEnabled: false, sandboxSecret: '', statementSecret: undefined, promptPayId: undefined });
    expect(c.games.sandboxEnabled).toBe(false);
    expect(c.games.walletSecrets).toEqual({});
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(false);
    // The reward jobs' test clock (POST /api/test/rewards/run) never exists in production.
    expect(loadConfig({ NODE_ENV: 'production', JOBS_TEST_CLOCK: '1' }).jobs.testClock).toBe(false);
    expect(loadConfig({ JOBS_TEST_CLOCK: '1' }).jobs.testClock).toBe(true);
  });

  it('runs a sandbox in production only when asked for with its secret, and refuses to start when the secret is missing', () => {
    const on = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      SANDBOX_GATEWAY_SECRET: 'gateway-secret',
      STATEMENT_WEBHOOK_SECRET: 'webhook-secret',
      GAME_SANDBOX: '1',
      GAME_WALLET_SECRET_SANDBOX: 'games-secret',
    });
    expect(on.payments).toMatchObject({ sandboxEnabled: true, sandboxSecret: 'gateway-secret', statementSecret: 'webhook-secret' });
    expect(on.games).toMatchObject({ sandboxEnabled: true, walletSecrets: { sandbox: 'games-secret' } });
    // A secret alone does not turn a sandbox on in production.
    const secretsOnly = loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY_SECRET: 's', GAME_WALLET_SECRET_SANDBOX: 'g' });
    expect(secretsOnly.payments.sandboxEnabled).toBe(false);
    expect(secretsOnly.games.sandboxEnabled).toBe(false);
    expect(secretsOnly.games.walletSecrets).toEqual({});

    expect(problem({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toContain(
      'SANDBOX_GATEWAY_SECRET: required in production when PAYMENT_SANDBOX=1',
    );
    expect(problem({ NODE_ENV: 'production', GAME_SANDBOX: '1' })).toContain(
      'GAME_WALLET_SECRET_SANDBOX: required in production when GAME_SANDBOX=1',
    );
  });

  it('turns a sandbox off outside production when asked', () => {
    const c = loadConfig({ PAYMENT_SANDBOX: '0', GAME_SANDBOX: '0' });
    expect(c.payments.sandboxEnabled).toBe(false);
    expect(c.games.sandboxEnabled).toBe(false);
    expect(c.games.walletSecrets.sandbox).toBeUndefined();
  });

  it('results lotto rounds from the sandbox outside production only, and refuses LOTTO_SANDBOX=1 in production', () => {
    expect(loadConfig({}).lotto).toMatchObject({ sandboxEnabled: true, correctionMs: 24 * 3600_000, gloUrl: undefined });
    expect(loadConfig({ LOTTO_SANDBOX: '0' }).lotto.sandboxEnabled).toBe(false);
    const prod = loadConfig({ NODE_ENV: 'production' }).lotto;
    expect(prod.sandboxEnabled).toBe(false);
    expect(prod.feedSecret).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', LOTTO_SANDBOX: '1' })).toThrow(/LOTTO_SANDBOX: not allowed in production/);
    expect(() => loadConfig({ LOTTO_GLO_URL: 'ftp://x' })).toThrow(/LOTTO_GLO_URL: expected a http:\/\/ or https:\/\/ URL/);
    const set = loadConfig({
      LOTTO_GLO_URL: 'https://glo.example/api',
      LOTTO_FEED_URL: 'http://127.0.0.1:9/feed',
      LOTTO_CORRECTION_HOURS: '48',
    });
    expect(set.lotto).toMatchObject({ gloUrl: 'https://glo.example/api', feedUrl: 'http://127.0.0.1:9/feed', correctionMs: 48 * 3600_000 });
  });

  it('reads the SMS variables and names the ones a chosen transport is missing', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sms.transport).toBe('memory');
    expect(loadConfig({ AGENT_CODE: 'VERYLONGCODE123' }).sms.sender).toBe('VERYLONGCOD');
    const http = loadConfig({
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'https://relay.example/sms',
      SMS_HTTP_SECRET: 'a-relay-secret-of-32-characters!',
      SMS_SENDER: 'GOLD 888',
      SMS_TIMEOUT_MS: '2500',
      SMS_MAX_ATTEMPTS: '3',
      SMS_DRAIN_EVERY_MS: '1000',
    }).sms;
    expect(http).toMatchObject({
      transport: 'http',
      sender: 'GOLD 888',
      timeoutMs: 2500,
      maxAttempts: 3,
      drainEveryMs: 1000,
      http: { url: 'https://relay.example/sms', secret: 'a-relay-secret-of-32-characters!' },
    });
    const tbs = loadConfig({ SMS_TRANSPORT: 'thaibulksms', THAIBULKSMS_API_KEY: 'key', THAIBULKSMS_API_SECRET: 'secret' }).sms;
    expect(tbs.thaibulksms).toEqual({ url: 'https://api-v2.thaibulksms.com', apiKey: 'key', apiSecret: 'secret', force: undefined });
    expect(
      loadConfig({
        THAIBULKSMS_URL: 'http://127.0.0.1:9/',
        THAIBULKSMS_API_KEY: 'k',
        THAIBULKSMS_API_SECRET: 's',
        THAIBULKSMS_FORCE: 'corporate',
      }).sms.thaibulksms,
    ).toMatchObject({ url: 'http://127.0.0.1:9', force: 'corporate' });

    expect(problem({ SMS_TRANSPORT: 'http' }).split('\n').slice(1)).toEqual([
      '  SMS_HTTP_URL: required when SMS_TRANSPORT=http',
      '  SMS_HTTP_SECRET: required when SMS_TRANSPORT=http',
    ]);
    expect(problem({ SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://relay.example/sms', NODE_ENV: 'production' })).toContain(
      'SMS_HTTP_SECRET: required when SMS_TRANSPORT=http',
    );
    expect(problem({ SMS_TRANSPORT: 'thaibulksms', THAIBULKSMS_API_KEY: 'k' })).toContain(
      'THAIBULKSMS_API_SECRET: required when SMS_TRANSPORT=thaibulksms',
    );
    expect(problem({ SMS_HTTP_SECRET: 'short' })).toContain('SMS_HTTP_SECRET: expected at least 16 characters');
    expect(problem({ SMS_SENDER: 'ชื่อไทย' })).toContain('SMS_SENDER: expected 1-11 letters');
    expect(problem({ SMS_HTTP_URL: 'ftp://relay' })).toContain('SMS_HTTP_URL: expected a http:// or https:// URL');
    expect(problem({ SMS_TIMEOUT_MS: '10' })).toContain('SMS_TIMEOUT_MS: expected an integer 100-60000');
  });

  it('refuses a production start with SMS on log or memory unless SMS_ALLOW_LOG=1 says so on purpose', () => {
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.sms.transport).toBe('log');
    const [problem] = smsStartProblems(prod);
    expect(problem).toMatch(/^SMS_TRANSPORT: "log" sends no SMS in production .*written to the log.*SMS_ALLOW_LOG=1/);
    expect(smsStartProblems(loadConfig({ NODE_ENV: 'production', SMS_TRANSPORT: 'memory' }))[0]).toMatch(/^SMS_TRANSPORT: "memory"/);
    expect(smsStartProblems(loadConfig({ NODE_ENV: 'production', SMS_ALLOW_LOG: '1' }))).toEqual([]);
    const relay = { SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://relay.example/sms', SMS_HTTP_SECRET: 'a-relay-secret-of-32-characters!' };
    expect(smsStartProblems(loadConfig({ NODE_ENV: 'production', ...relay }))).toEqual([]);
    // Outside production `log` stays the default and starts.
    expect(smsStartProblems(loadConfig({}))).toEqual([]);
  });

  it('stops a production server on SMS_TRANSPORT=log at start, naming SMS_ALLOW_LOG (tsx server/main.ts)', { timeout: 60_000 }, () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SMS_TRANSPORT: '',
        SMS_ALLOW_LOG: '',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        PORT: '39517',
      },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toContain('SMS_TRANSPORT: "log" sends no SMS in production');
    expect(r.stderr).toContain('SMS_ALLOW_LOG=1');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops the server at start with that message and a non-zero exit (tsx server/main.ts, PORT=abc)', { timeout: 60_000 }, () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATA_DIR: 'memory://', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(r.status, r.stderr).not.toBe(0);
    expect(r.stderr).toContain('PORT: expected an integer 1-65535, got "abc"');
    // The message, not a stack trace.
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
