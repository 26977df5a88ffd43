/** Configuration from the environment, read once at start. README.md lists every variable. */
export type Config = {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  agentCode: string;
  minAge: number;
  seedDemo: boolean;
  logLevel: string;
  staticDir: string | undefined;
  /** Tokens expire after this long without use, and in any case after the absolute lifetime. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  rateLimits: boolean;
  smsTransport: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    agentCode: env.VITE_AGENT_CODE ?? env.AGENT_CODE ?? 'GOLD888',
    minAge: Number(env.MIN_AGE ?? 20),
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: env.STATIC_DIR,
    sessionIdleMs: Number(env.SESSION_IDLE_HOURS ?? 24 * 7) * 3600_000,
    sessionAbsoluteMs: Number(env.SESSION_ABSOLUTE_DAYS ?? 30) * 86400_000,
    rateLimits: env.RATE_LIMITS !== '0',
    smsTransport: env.SMS_TRANSPORT ?? 'log',
  };
}

/** A configuration for tests: in-memory database, no static files, quiet logs. */
export function testConfig(over: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: 'memory://',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    seedDemo: false,
    ...over,
  };
}
