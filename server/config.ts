import { MIN_AGE_DEFAULT } from '@contract/fields';
import { parsePromptPayId } from '@contract/promptpay-id';
import { z } from 'zod';

/**
 * Every setting, read once at start from the environment by ONE schema (README.md lists each
 * variable). A bad value stops the start with a message naming the variable; modules get their
 * section (config.db, config.games, ...) from the app or as a parameter and never read the environment.
 */

/**
 * How one-time codes are sent (server/lib/sms, docs/sms.md): `log` writes them to the server log
 * (development), `memory` keeps them for tests to read, `http` posts them signed to a relay,
 * `thaibulksms` speaks ThaiBulkSMS's send API.
 */
export const SMS_TRANSPORTS = ['log', 'memory', 'http', 'thaibulksms'] as const;
/** ThaiBulkSMS's own address; THAIBULKSMS_URL replaces it (a test's local stub). */
const THAIBULKSMS_URL = 'https://api-v2.thaibulksms.com';

const PRODUCTION = 'production';
/**
 * Development secrets: outside production the sandboxes and the statement webhook work out of the box.
 * Exported so `npm run ops -- doctor` (server/modules/launch) can tell a production copy of them.
 */
export const DEV_SECRETS = {
  paymentSandbox: 'dev-sandbox-gateway-secret',
  statementWebhook: 'dev-statement-webhook-secret',
  gameSandbox: 'dev-sandbox-games-secret',
  lottoFeed: 'dev-lotto-feed-secret',
  sportFeed: 'dev-sport-feed-secret',
  lineChannel: 'dev-line-channel-secret',
};
/** The LINE channel development id tokens are issued for (docs/line.md). */
const DEV_LINE_CHANNEL_ID = '1000000000';
/** A PromptPay id nobody owns, so a development QR can never move real money. */
export const DEV_PROMPTPAY_ID = '0000000000000';

// An empty variable counts as unset (a template's `DATABASE_URL=` means "no PostgreSQL").
const unset = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

function int(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (unset(raw)) return fallback;
      const n = Number(raw.trim());
      if (/^-?\d+$/.test(raw.trim()) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `expected an integer ${min}-${max}, got "${raw}"` });
      return z.NEVER;
    });
}

/** '1' or '0' (also true/false); `fallback` when unset. */
function flag<F extends boolean | undefined>(fallback: F) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): boolean | F => {
      if (unset(raw)) return fallback;
      const v = raw.trim().toLowerCase();
      if (v === '1' || v === 'true') return true;
      if (v === '0' || v === 'false') return false;
      ctx.addIssue({ code: 'custom', message: `expected 1 or 0, got "${raw}"` });
      return z.NEVER;
    });
}

function oneOf<const T extends readonly string[], F extends T[number] | undefined>(values: T, fallback: F) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[number] | F => {
      if (unset(raw)) return fallback;
      if ((values as readonly string[]).includes(raw.trim())) return raw.trim() as T[number];
      ctx.addIssue({ code: 'custom', message: `expected one of ${values.join(', ')}, got "${raw}"` });
      return z.NEVER;
    });
}

function url(schemes: string[]) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (unset(raw)) return undefined;
      const ok = URL.canParse(raw.trim()) && schemes.includes(new URL(raw.trim()).protocol);
      if (ok) return raw.trim();
      ctx.addIssue({ code: 'custom', message: `expected a ${schemes.map((s) => `${s}//`).join(' or ')} URL, got "${raw}"` });
      return z.NEVER;
    });
}

const text = () =>
  z
    .string()
    .optional()
    .transform((raw) => (unset(raw) ? undefined : raw.trim()));

const promptPayId = text().superRefine((id, ctx) => {
  if (id === undefined) return;
  try {
    parsePromptPayId(id);
  } catch {
    ctx.addIssue({ code: 'custom', message: `expected a Thai mobile number, a 13-digit tax id or a 15-digit e-wallet id, got "${id}"` });
  }
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The variables one by one (anything else in the environment is ignored). */
const Env = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  PORT: int(1, 65_535, 3000),
  HOST: text(),
  DATA_DIR: text(),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  PG_POOL_MAX: int(1, 1000, 10),
  PGLITE_TEMPLATE: text(),
  REDIS_URL: url(['redis:', 'rediss:']),
  // The address members open (doctor: https required to open; http refused in production).
  PUBLIC_ORIGIN: url(['http:', 'https:']),
  // How many server processes will serve the site: above 1, doctor asks for Redis and PostgreSQL.
  EXPECTED_NODES: int(1, 1000, 1),
  VITE_AGENT_CODE: text(),
  AGENT_CODE: text(),
  SEED_DEMO: flag(true),
  MIN_AGE: int(1, 120, MIN_AGE_DEFAULT),
  SESSION_IDLE_HOURS: int(1, 24 * 365, 24 * 7),
  SESSION_ABSOLUTE_DAYS: int(1, 3650, 30),
  SMS_TRANSPORT: oneOf(SMS_TRANSPORTS, undefined),
  // A sender name is 1-11 letters, digits, spaces, dots, dashes or underscores (and must be registered with the gateway).
  SMS_SENDER: text().refine((v) => v === undefined || /^[A-Za-z0-9 ._-]{1,11}$/.test(v), {
    message: 'expected 1-11 letters, digits, spaces, dots, dashes or underscores',
  }),
  SMS_HTTP_URL: url(['http:', 'https:']),
  SMS_HTTP_SECRET: text().refine((v) => v === undefined || v.length >= 16, { message: 'expected at least 16 characters' }),
  SMS_TIMEOUT_MS: int(100, 60_000, 5_000),
  SMS_MAX_ATTEMPTS: int(1, 20, 5),
  SMS_DRAIN_EVERY_MS: int(500, 600_000, 5_000),
  SMS_ALLOW_LOG: flag(false),
  THAIBULKSMS_URL: url(['http:', 'https:']),
  THAIBULKSMS_API_KEY: text(),
  THAIBULKSMS_API_SECRET: text(),
  THAIBULKSMS_FORCE: oneOf(['standard', 'corporate'], undefined),
  RATE_LIMITS: flag(true),
  LOG_LEVEL: oneOf(LOG_LEVELS, undefined),
  // Kept as given: '' means "serve no static files" (npm run dev), unset means "./dist when built".
  STATIC_DIR: z.string().optional(),
  PAYMENT_SANDBOX: flag(undefined),
  SANDBOX_GATEWAY_SECRET: text(),
  STATEMENT_WEBHOOK_SECRET: text(),
  PROMPTPAY_ID: promptPayId,
  JOBS: flag(true),
  JOBS_TICK_MS: int(100, 3_600_000, 5_000),
  // Browser tests run the reward jobs as if days had passed (POST /api/test/rewards/run); never in production.
  JOBS_TEST_CLOCK: flag(false),
  GAME_SANDBOX: flag(undefined),
  GAME_LAUNCH_TTL_MINUTES: int(1, 7 * 24 * 60, 240),
  GAME_DEMO_TTL_MINUTES: int(1, 7 * 24 * 60, 120),
  GAME_DEMO_BALANCE_BAHT: int(1, 10_000_000, 10_000),
  GAME_HOUSE_SHARDS: int(1, 1024, 16),
  GAME_SANDBOX_TIMEOUT_MS: int(1, 600_000, 5_000),
  GAME_SANDBOX_BACKOFF_MS: int(0, 600_000, 200),
  GAME_ROUND_STATEMENTS: int(1, 256, 4),
  // Requests waiting for a shared statement (rounds, spins, redemptions, bets), per batcher: beyond, SERVER_BUSY.
  BATCH_QUEUE_MAX: int(1, 1_000_000, 1_000),
  LOTTO_HOUSE_SHARDS: int(1, 1024, 16),
  LOTTO_SANDBOX: flag(undefined),
  LOTTO_GLO_URL: url(['http:', 'https:']),
  LOTTO_FEED_URL: url(['http:', 'https:']),
  LOTTO_FEED_SECRET: text(),
  LOTTO_FEED_TIMEOUT_MS: int(100, 600_000, 10_000),
  LOTTO_CORRECTION_HOURS: int(0, 24 * 90, 24),
  SPORT_SANDBOX: flag(undefined),
  SPORT_FEED_SECRET: text(),
  SPORT_SANDBOX_EVERY_MS: int(1_000, 3_600_000, 30_000),
  SPORT_BET_STATEMENTS: int(1, 256, 2),
  LIFF_ID: text(),
  LINE_CHANNEL_ID: text(),
  LINE_CHANNEL_SECRET: text(),
  // Web Push (docs/push.md): keys made at first start and kept in the database unless set here.
  VAPID_PUBLIC_KEY: text(),
  VAPID_PRIVATE_KEY: text(),
  VAPID_SUBJECT: url(['mailto:', 'https:']),
  PUSH_ENDPOINT_HOSTS: text(),
  PUSH_MAX_ATTEMPTS: int(1, 100, 8),
  PUSH_DRAIN_EVERY_MS: int(500, 600_000, 3_000),
});
type Env = z.output<typeof Env>;

/** `PAYMENT_SANDBOX` / `GAME_SANDBOX` unset: on outside production. Set: as set. */
const wanted = (value: boolean | undefined, production: boolean) => value ?? !production;

function paymentsSection(e: Env, production: boolean) {
  const sandboxSecret = e.SANDBOX_GATEWAY_SECRET ?? (production ? '' : DEV_SECRETS.paymentSandbox);
  return {
    /** The sandbox QR gateway is offered (never in production without PAYMENT_SANDBOX=1 and its secret). */
    sandboxEnabled: wanted(e.PAYMENT_SANDBOX, production) && sandboxSecret !== '',
    /** HMAC secret of the sandbox gateway's callbacks. */
    sandboxSecret,
    /** HMAC secret of the bank/TrueMoney statement webhook; undefined = webhook refused. */
    statementSecret: e.STATEMENT_WEBHOOK_SECRET ?? (production ? undefined : DEV_SECRETS.statementWebhook),
    /** The agent's PromptPay id when the agent config names none. */
    promptPayId: e.PROMPTPAY_ID ?? (production ? undefined : DEV_PROMPTPAY_ID),
  };
}

/** GAME_WALLET_SECRET_<PROVIDER>: each external provider signs its wallet calls with its own secret. */
function walletSecretsOf(env: Record<string, string | undefined>): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^GAME_WALLET_SECRET_([A-Z0-9_]+)$/.exec(key);
    if (m && !unset(value)) secrets[m[1].toLowerCase()] = value.trim();
  }
  return secrets;
}

function gamesSection(e: Env, secrets: Record<string, string>, production: boolean) {
  const walletSecrets = { ...secrets };
  walletSecrets.sandbox ??= production ? '' : DEV_SECRETS.gameSandbox;
  const sandboxEnabled = wanted(e.GAME_SANDBOX, production) && walletSecrets.sandbox !== '';
  if (!sandboxEnabled) delete walletSecrets.sandbox;
  return {
    /** The sandbox aggregator runs (never in production without GAME_SANDBOX=1 and its secret). */
    sandboxEnabled,
    /** HMAC secrets of the providers allowed to call the HTTP wallet, by provider id. */
    walletSecrets,
    /** How long a launch token may place bets (wins and rollbacks are taken after it, rounds must settle). */
    launchTtlMs: e.GAME_LAUNCH_TTL_MINUTES * 60_000,
    demoTtlMs: e.GAME_DEMO_TTL_MINUTES * 60_000,
    /** Play money a demo starts with, satang. */
    demoBalance: e.GAME_DEMO_BALANCE_BAHT * 100,
    /** House game accounts are spread over this many ledger rows so bets do not queue on one row. */
    houseShards: e.GAME_HOUSE_SHARDS,
    /** The sandbox aggregator's patience per wallet call (ms) and between retries. */
    sandboxTimeoutMs: e.GAME_SANDBOX_TIMEOUT_MS,
    sandboxBackoffMs: e.GAME_SANDBOX_BACKOFF_MS,
    /** In-house rounds' statements a process runs at once (docs/games.md). */
    roundStatements: e.GAME_ROUND_STATEMENTS,
  };
}

function lottoSection(e: Env, production: boolean) {
  return {
    houseShards: e.LOTTO_HOUSE_SHARDS,
    /** Random results for every non-Yeekee round at its draw time; never in production (it would pay real money). */
    sandboxEnabled: !production && (e.LOTTO_SANDBOX ?? true),
    /** Where the Government Lottery Office's results are fetched; undefined = that feed does not fetch. */
    gloUrl: e.LOTTO_GLO_URL,
    /** Where the JSON results of stock-index and foreign lotteries are fetched (docs/lotto.md); undefined = push only. */
    feedUrl: e.LOTTO_FEED_URL,
    /** HMAC secret of the results webhook (and of fetched JSON, when signed); undefined = webhook refused. */
    feedSecret: e.LOTTO_FEED_SECRET ?? (production ? undefined : DEV_SECRETS.lottoFeed),
    /** A feed's patience per request. */
    feedTimeoutMs: e.LOTTO_FEED_TIMEOUT_MS,
    /** How long after a result applied an operator may still correct it (hours). */
    correctionMs: e.LOTTO_CORRECTION_HOURS * 3600_000,
  };
}

function sportSection(e: Env, production: boolean) {
  return {
    /** The sandbox feed keeps made-up fixtures, odds and results (docs/sport.md "Sandbox feed"); never in production. */
    sandboxEnabled: !production && (e.SPORT_SANDBOX ?? true),
    /** How often the sandbox feed moves odds, kicks off, finishes and tops up fixtures. */
    sandboxEveryMs: e.SPORT_SANDBOX_EVERY_MS,
    /** HMAC secret of the signed feed POST /api/sport/feed; undefined = refused. */
    feedSecret: e.SPORT_FEED_SECRET ?? (production ? undefined : DEV_SECRETS.sportFeed),
    /** Bet placements' statements of each kind (the reads, the writes) a process runs at once (docs/sport.md). */
    betStatements: e.SPORT_BET_STATEMENTS,
  };
}

function lineSection(e: Env, production: boolean) {
  const channelId = e.LINE_CHANNEL_ID ?? (production ? undefined : DEV_LINE_CHANNEL_ID);
  const channelSecret = e.LINE_CHANNEL_SECRET ?? (production ? undefined : DEV_SECRETS.lineChannel);
  return {
    /** The LIFF app the /liff pages initialise; undefined: the pages open as normal pages (or the mock in tests). */
    liffId: e.LIFF_ID,
    /** The LINE Login channel the id tokens are issued for (their aud). */
    channelId,
    /** The channel secret: the HS256 key of the id tokens. */
    channelSecret,
    /** Sign-in by LINE works only with both. */
    enabled: channelId !== undefined && channelSecret !== undefined,
  };
}

/** The push services' hosts a production server sends to (a subscription elsewhere is refused): no open relay. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

function pushSection(e: Env, production: boolean) {
  const hosts = e.PUSH_ENDPOINT_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    /** Both or neither (productionProblems); unset = the keys in push_setting, made at first start. */
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    subject: e.VAPID_SUBJECT ?? 'mailto:support@example.com',
    /** Hosts ('*.' = any subdomain) a subscription's endpoint may name; empty = any (outside production). */
    endpointHosts: hosts ?? (production ? PUSH_SERVICE_HOSTS : []),
    /** A push failing (5xx, network) is retried with backoff this many times in all, then dropped. */
    maxAttempts: e.PUSH_MAX_ATTEMPTS,
    drainEveryMs: e.PUSH_DRAIN_EVERY_MS,
  };
}

function smsSection(e: Env, agentCode: string) {
  return {
    /** Unset: `memory` under NODE_ENV=test, else `log` (refused at a production start: smsStartProblems). */
    transport: e.SMS_TRANSPORT ?? (e.NODE_ENV === 'test' ? 'memory' : 'log'),
    /** The sender name the gateway shows; ThaiBulkSMS sends only registered names. */
    sender: e.SMS_SENDER ?? agentCode.slice(0, 11),
    /** One send's patience; a timeout is retried like a 5xx. */
    timeoutMs: e.SMS_TIMEOUT_MS,
    /** Tries of one message in all (retries back off 2 s, 4 s, 8 s...), never past its code's expiry. */
    maxAttempts: e.SMS_MAX_ATTEMPTS,
    /** How often the job looks for messages due (a new message is sent at once: the enqueue kicks the drain). */
    drainEveryMs: e.SMS_DRAIN_EVERY_MS,
    /** SMS_ALLOW_LOG=1: a production server may start with `log` or `memory` on purpose (nobody receives a code). */
    allowLog: e.SMS_ALLOW_LOG,
    /** `http`: the relay's URL and HMAC secret (both required: loadConfig). */
    http: e.SMS_HTTP_URL && e.SMS_HTTP_SECRET ? { url: e.SMS_HTTP_URL, secret: e.SMS_HTTP_SECRET } : undefined,
    /** `thaibulksms`: the API's base URL and key pair (both keys required: loadConfig). */
    thaibulksms:
      e.THAIBULKSMS_API_KEY && e.THAIBULKSMS_API_SECRET
        ? {
            url: (e.THAIBULKSMS_URL ?? THAIBULKSMS_URL).replace(/\/+$/, ''),
            apiKey: e.THAIBULKSMS_API_KEY,
            apiSecret: e.THAIBULKSMS_API_SECRET,
            force: e.THAIBULKSMS_FORCE,
          }
        : undefined,
  };
}

function toConfig(e: Env, secrets: Record<string, string>) {
  const nodeEnv = e.NODE_ENV;
  const production = nodeEnv === PRODUCTION;
  const agentCode = e.VITE_AGENT_CODE ?? e.AGENT_CODE ?? 'GOLD888';
  return {
    nodeEnv,
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    agentCode,
    minAge: e.MIN_AGE,
    seedDemo: !production && e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: e.STATIC_DIR,
    /** Tokens expire after this long without use, and in any case after the absolute lifetime. */
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86400_000,
    rateLimits: e.RATE_LIMITS,
    sms: smsSection(e, agentCode),
    redisUrl: e.REDIS_URL,
    /** The site's public origin (scheme, host, port), e.g. https://example.com; undefined = not configured. */
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
    /** Server processes the deployment means to run (docs/runbook.md "Doctor"). */
    expectedNodes: e.EXPECTED_NODES,
    db: {
      /** PostgreSQL; unset = the embedded PGlite in dataDir ('memory://' in tests). */
      url: e.DATABASE_URL,
      dataDir: e.DATA_DIR ?? './data',
      poolMax: e.PG_POOL_MAX,
      /** The migrated empty cluster a new PGlite directory starts from (a directory saved by the build, or a dumpDataDir .tar.gz). */
      pgliteTemplate: e.PGLITE_TEMPLATE ?? 'dist-server/pgdata',
    },
    payments: paymentsSection(e, production),
    games: gamesSection(e, secrets, production),
    lotto: lottoSection(e, production),
    sport: sportSection(e, production),
    line: lineSection(e, production),
    push: pushSection(e, production),
    jobs: { enabled: e.JOBS, tickMs: e.JOBS_TICK_MS, testClock: !production && e.JOBS_TEST_CLOCK },
    /**
     * The statement batchers (server/lib/statement-batcher.ts: in-house rounds, wheel spins, shop
     * redemptions, sport bets): how many requests each lets wait before refusing more with SERVER_BUSY.
     * 1,000 is about a second of work for the slowest of them (sport bets, about 1,000/s: docs/sport.md).
     */
    batch: { queueMax: e.BATCH_QUEUE_MAX },
  };
}

export type Config = ReturnType<typeof toConfig>;
export type DbConfig = Config['db'];
export type PaymentsConfig = Config['payments'];
export type GamesConfig = Config['games'];
export type LottoConfig = Config['lotto'];
export type SportConfig = Config['sport'];
export type LineConfig = Config['line'];
export type PushConfig = Config['push'];
export type SmsConfig = Config['sms'];
export type BatchConfig = Config['batch'];

/** A setting the server cannot start with; the message names every bad variable, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A sandbox asked for in production must have its secret: silently running without it would hide the mistake. */
function productionProblems(e: Env, secrets: Record<string, string>): string[] {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither'];
  const sms = smsProblems(e);
  if (sms.length > 0) return sms;
  if (e.NODE_ENV !== PRODUCTION) return [];
  const problems: string[] = [];
  if (e.PAYMENT_SANDBOX === true && e.SANDBOX_GATEWAY_SECRET === undefined)
    problems.push('SANDBOX_GATEWAY_SECRET: required in production when PAYMENT_SANDBOX=1');
  if (e.GAME_SANDBOX === true && secrets.sandbox === undefined)
    problems.push('GAME_WALLET_SECRET_SANDBOX: required in production when GAME_SANDBOX=1');
  if (e.LOTTO_SANDBOX === true) problems.push('LOTTO_SANDBOX: not allowed in production (random results would pay real money)');
  if (e.PUBLIC_ORIGIN && new URL(e.PUBLIC_ORIGIN).protocol === 'http:')
    problems.push('PUBLIC_ORIGIN: must be an https:// URL in production');
  if (e.SPORT_SANDBOX === true) problems.push('SPORT_SANDBOX: not allowed in production (made-up results would pay real money)');
  return problems;
}

/** A chosen SMS transport without its variables cannot send: named at start, whatever NODE_ENV. */
function smsProblems(e: Env): string[] {
  const missing = (names: (keyof Env)[]) => names.filter((n) => e[n] === undefined);
  const need =
    e.SMS_TRANSPORT === 'http'
      ? missing(['SMS_HTTP_URL', 'SMS_HTTP_SECRET'])
      : e.SMS_TRANSPORT === 'thaibulksms'
        ? missing(['THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET'])
        : [];
  return need.map((n) => `${n}: required when SMS_TRANSPORT=${e.SMS_TRANSPORT}`);
}

/**
 * What stops a production SERVER from starting though the configuration is valid (server/main.ts;
 * ops commands still run, and `npm run ops -- doctor` reports the same): codes on `log` or `memory`
 * reach nobody (and `log` writes them where log readers could reset passwords), unless
 * SMS_ALLOW_LOG=1 says so on purpose.
 */
export function smsStartProblems(config: Pick<Config, 'nodeEnv' | 'sms'>): string[] {
  if (config.nodeEnv !== PRODUCTION || config.sms.allowLog) return [];
  if (config.sms.transport !== 'log' && config.sms.transport !== 'memory') return [];
  return [
    `SMS_TRANSPORT: "${config.sms.transport}" sends no SMS in production (password-reset codes would reach nobody${
      config.sms.transport === 'log' ? ' and be written to the log' : ''
    }); set SMS_TRANSPORT=http or thaibulksms (docs/sms.md), or SMS_ALLOW_LOG=1 to start anyway on purpose`,
  ];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const secrets = walletSecretsOf(env);
  const problems = productionProblems(parsed.data, secrets);
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data, secrets);
}
