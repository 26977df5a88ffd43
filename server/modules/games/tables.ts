import type { GameCategory, GameTag } from '@contract/games';
import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the games tables (migration 006_games), added to Database by augmentation. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

interface GameProviderTable {
  id: string;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface GameTable {
  provider_id: string;
  game_id: string;
  sub_provider_id: string;
  name_th: string;
  name_en: string;
  category: GameCategory;
  categories: GameCategory[];
  image: string;
  is_demo_available: boolean;
  tags: ColumnType<GameTag[], GameTag[] | undefined, GameTag[]>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

interface GameLobbyTable {
  lobby_key: GameCategory;
  title: string;
  subtitle: string;
  banner: string;
  empty_text: string;
  sort: number;
}

export interface GameSessionTable {
  token_hash: string;
  member_id: number;
  account_id: number;
  provider_id: string;
  game_id: string;
  is_mobile: boolean;
  source: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface GameDemoSessionTable {
  token_hash: string;
  provider_id: string;
  game_id: string;
  /** Play money in satang: never in the ledger. */
  balance: number;
  is_mobile: boolean;
  created_at: CreatedAt;
  expires_at: Date;
}

interface GameRecentTable {
  member_id: number;
  provider_id: string;
  game_id: string;
  launches: ColumnType<number, number | undefined, number>;
  last_played_at: ColumnType<Date, Date | undefined, Date>;
}

export type GameTxnOp = 'bet' | 'win' | 'rollback';
/** bet: open -> settled (a win came) or rolled_back; tombstone = a rollback came first. win, rollback: done. */
type GameTxnStatus = 'open' | 'settled' | 'rolled_back' | 'tombstone' | 'done';

export interface GameTxnTable {
  id: Generated<number>;
  provider_id: string;
  txn_id: string;
  op: GameTxnOp;
  status: GameTxnStatus;
  member_id: number;
  account_id: number;
  game_id: string;
  round_id: string;
  ref_txn_id: string | null;
  /** Satang. */
  amount: number;
  created_at: CreatedAt;
}

export interface HouseSeedPairTable {
  id: Generated<number>;
  member_id: number | null;
  demo_token_hash: string | null;
  game_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: ColumnType<number, number | undefined, number>;
  status: ColumnType<'open' | 'revealed', 'open' | 'revealed' | undefined, 'open' | 'revealed'>;
  created_at: CreatedAt;
  revealed_at: Date | null;
}

interface HouseRoundTable {
  id: Generated<number>;
  member_id: number | null;
  demo_token_hash: string | null;
  account_id: number | null;
  game_id: string;
  request_id: string;
  seed_pair_id: number;
  nonce: number;
  input: Json;
  outcome: Json;
  stake: number;
  win: number;
  balance_after: number;
  created_at: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    game_provider: GameProviderTable;
    game: GameTable;
    game_lobby: GameLobbyTable;
    game_session: GameSessionTable;
    game_demo_session: GameDemoSessionTable;
    game_recent: GameRecentTable;
    game_txn: GameTxnTable;
    house_seed_pair: HouseSeedPairTable;
    house_round: HouseRoundTable;
  }
}
