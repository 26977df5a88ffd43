import type { GamesConfig } from '../../config';
import type { Db } from '../../db';
import type { ProviderRegistry } from '../../games/registry';
import type { SandboxAggregator } from '../../games/sandbox/aggregator';
import type { HouseGameAccounts } from './house-accounts';
import type { HousePlay } from './house-play';
import type { GameWallet } from './wallet';

/** Everything the games routes share, built once per app (server/modules/games/routes.ts). */
export interface GamesContext {
  db: Db;
  config: GamesConfig;
  agentCode: string;
  registry: ProviderRegistry;
  houseAccounts: HouseGameAccounts;
  wallet: GameWallet;
  house: HousePlay;
  /** The sandbox aggregator, when this deployment runs it. */
  sandbox: SandboxAggregator | undefined;
}
