/**
 * Games settings from the environment (README lists them). Each external provider signs its wallet
 * calls with its own secret: GAME_WALLET_SECRET_<PROVIDER> (upper case). Outside production the
 * sandbox aggregator works out of the box with a development secret; in production it needs
 * GAME_SANDBOX=1 and its secret set.
 */
export type GamesConfig = {
  sandboxEnabled: boolean;
  /** HMAC secrets of the providers allowed to call the HTTP wallet, by provider id. */
  walletSecrets: Record<string, string>;
  /** How long a launch token may place bets (wins and rollbacks are taken after it, rounds must settle). */
  launchTtlMs: number;
  demoTtlMs: number;
  /** Play money a demo starts with, satang. */
  demoBalance: number;
  /** House game accounts are spread over this many ledger rows so bets do not queue on one row. */
  houseShards: number;
  /** The sandbox aggregator's patience per wallet call (ms) and between retries. */
  sandboxTimeoutMs: number;
  sandboxBackoffMs: number;
};

const DEV_SANDBOX_SECRET = 'dev-sandbox-games-secret';

export function loadGamesConfig(env: NodeJS.ProcessEnv = process.env, nodeEnv = env.NODE_ENV ?? 'development'): GamesConfig {
  const production = nodeEnv === 'production';
  const walletSecrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^GAME_WALLET_SECRET_([A-Z0-9_]+)$/.exec(key);
    if (m && value) walletSecrets[m[1].toLowerCase()] = value;
  }
  walletSecrets.sandbox ??= production ? '' : DEV_SANDBOX_SECRET;
  const sandboxWanted = env.GAME_SANDBOX !== undefined && env.GAME_SANDBOX !== '' ? env.GAME_SANDBOX === '1' : !production;
  const sandboxEnabled = sandboxWanted && walletSecrets.sandbox !== '';
  if (!sandboxEnabled) delete walletSecrets.sandbox;
  return {
    sandboxEnabled,
    walletSecrets,
    launchTtlMs: Number(env.GAME_LAUNCH_TTL_MINUTES ?? 240) * 60_000,
    demoTtlMs: Number(env.GAME_DEMO_TTL_MINUTES ?? 120) * 60_000,
    demoBalance: Number(env.GAME_DEMO_BALANCE_BAHT ?? 10_000) * 100,
    houseShards: Number(env.GAME_HOUSE_SHARDS ?? 16),
    sandboxTimeoutMs: Number(env.GAME_SANDBOX_TIMEOUT_MS ?? 5_000),
    sandboxBackoffMs: Number(env.GAME_SANDBOX_BACKOFF_MS ?? 200),
  };
}
