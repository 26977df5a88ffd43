import { z } from 'zod';
import { Wallet } from './account';
import { GAME_CATEGORIES, GAME_LIST_DEFAULT_LIMIT, GAME_LIST_MAX_LIMIT, GAME_TAGS } from './games-names';
import { hasAtMost2Decimals } from './money';
import { ClientRequestKey } from './withdrawals';

/**
 * Games (docs/wire-format.md "Calls", docs/games.md): the catalogue and lobbies,
 * the launcher's calls, the in-house games' play API for the /play clients, and the seamless-wallet
 * API external providers call. Money is baht on the wire, except inside an in-house round's `input`
 * and `outcome`: those are the engine's provably-fair record, replayed byte for byte by the verify
 * call, and carry integer satang as the engine takes them.
 */

export {
  GAME_CATEGORIES,
  GAME_CATEGORY_NAMES,
  GAME_LIST_DEFAULT_LIMIT,
  GAME_LIST_MAX_LIMIT,
  GAME_TAG_NAMES,
  GAME_TAGS,
  type GameCategory,
  type GameTag,
} from './games-names';

const GameCategoryField = z.enum(GAME_CATEGORIES, { error: 'ประเภทเกมไม่ถูกต้อง' });

/** Ids as the client sends them (strings: game_id, provider_id and sub_provider_id; docs/wire-format.md "Calls"). */
const Ident = (label: string) =>
  z
    .string({ error: `กรุณาระบุ${label}` })
    .trim()
    .min(1, { error: `กรุณาระบุ${label}` })
    .max(64, { error: `${label}ไม่ถูกต้อง` })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: `${label}ไม่ถูกต้อง` });
const GameIdField = Ident('รหัสเกม');
const ProviderIdField = Ident('ผู้ให้บริการเกม');

/** true for xs and sm screens (docs/wire-format.md "Calls"); a real boolean, not "1" or "true". */
const IsMobile = z.boolean({ error: 'is_mobile ต้องเป็น true หรือ false' });
const Source = z.string({ error: 'ที่มาของการเปิดเกมไม่ถูกต้อง' }).max(32, { error: 'ที่มาของการเปิดเกมยาวเกินไป' });

// ---- catalogue and lobbies ----

export const GameItem = z.object({
  game_id: z.string(),
  provider_id: z.string(),
  sub_provider_id: z.string(),
  provider_name: z.string(),
  /** The Thai name (what tiles show); name_en for the welcome toast. */
  name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  /** The game's own category (its turnover product); `categories` lists every lobby it appears in. */
  category: GameCategoryField,
  categories: z.array(GameCategoryField),
  /** Artwork path: /images/games/<game_id>.svg */
  image: z.string(),
  is_demo_available: z.boolean(),
  tags: z.array(z.enum(GAME_TAGS)),
});
export type GameItem = z.infer<typeof GameItem>;

export const GameListQuery = z.object({
  provider: z.string().max(64, { error: 'ผู้ให้บริการเกมไม่ถูกต้อง' }).optional(),
  category: GameCategoryField.optional(),
  limit: z.coerce
    .number({ error: 'จำนวนเกมต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนเกมต้องเป็นจำนวนเต็ม' })
    .min(1, { error: `จำนวนเกมต้องอยู่ระหว่าง 1 ถึง ${GAME_LIST_MAX_LIMIT}` })
    .max(GAME_LIST_MAX_LIMIT, { error: `จำนวนเกมต้องอยู่ระหว่าง 1 ถึง ${GAME_LIST_MAX_LIMIT}` })
    .default(GAME_LIST_DEFAULT_LIMIT),
});
export type GameListQuery = z.input<typeof GameListQuery>;
export const GameListData = z.array(GameItem);

export const GameLobbyQuery = z.looseObject({ category: GameCategoryField.optional() });
const LobbyProvider = z.object({ provider_id: z.string(), provider_name: z.string(), games: z.array(GameItem) });
export const GameLobbyData = z.object({
  category: GameCategoryField.nullable(),
  providers: z.array(LobbyProvider),
  /** The lobby cache list 'hot' (docs/product.md "What the site remembers"). */
  hot: z.array(GameItem),
});
export type GameLobbyData = z.infer<typeof GameLobbyData>;

/**
 * A lobby: one of the five category lobbies (slot, casino...), or a provider's own lobby
 * (/lobby/{name}) named by the provider's id in any case ('SANDBOX' is 'sandbox'). A category wins
 * over a provider of the same id.
 */
export const LobbyConfigQuery = z.object({
  lobby_key: z
    .string({ error: 'กรุณาระบุล็อบบี้' })
    .trim()
    .min(1, { error: 'กรุณาระบุล็อบบี้' })
    .max(64, { error: 'ชื่อล็อบบี้ยาวเกินไป' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'ชื่อล็อบบี้ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข _ หรือ -' }),
});
const LobbyTab = z.object({
  key: z.string(),
  label: z.string(),
  /** Set on a provider's tab. */
  provider_id: z.string().nullable(),
});
export const LobbyConfig = z.object({
  lobby_key: GameCategoryField,
  title: z.string(),
  subtitle: z.string(),
  banner: z.string(),
  /** Shown when the lobby has no game (e.g. no provider offers sport). */
  empty_text: z.string(),
  search_placeholder: z.string(),
  tabs: z.array(LobbyTab),
  game_count: z.number().int(),
});
export type LobbyConfig = z.infer<typeof LobbyConfig>;

/** A provider lobby's chip: every game (`all`), or the games listed in one category (`category:<key>`). */
const ProviderLobbyTab = z.object({ key: z.string(), label: z.string(), category: GameCategoryField.nullable() });
/** A provider's own lobby (/lobby/{name}): its name, its categories as tabs; its games are GET /api/game/list?provider=. */
export const ProviderLobbyConfig = z.object({
  kind: z.literal('provider'),
  /** The provider's id as the catalogue spells it (the key asked for may differ in case). */
  lobby_key: z.string(),
  provider_id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  empty_text: z.string(),
  search_placeholder: z.string(),
  tabs: z.array(ProviderLobbyTab),
  game_count: z.number().int(),
});
export type ProviderLobbyConfig = z.infer<typeof ProviderLobbyConfig>;

/** The lobby cache list 'last' (docs/product.md "What the site remembers"): GET /api/game/recent. */
const RecentGame = GameItem.extend({ last_played_at: z.string(), launches: z.number().int() });
export const RecentGamesData = z.array(RecentGame);

// ---- launcher ----

const walletIdMessage = { error: 'กรุณาเลือกกระเป๋าเงิน' };
const WalletIdField = z.union(
  [
    z.number(walletIdMessage).int(walletIdMessage).positive(walletIdMessage).max(Number.MAX_SAFE_INTEGER, walletIdMessage),
    z
      .string(walletIdMessage)
      .regex(/^[1-9]\d{0,14}$/, walletIdMessage)
      .transform(Number),
  ],
  walletIdMessage,
);

export const GameLinkBody = z.object({
  wallet_id: WalletIdField,
  game_id: GameIdField,
  provider_id: ProviderIdField,
  is_mobile: IsMobile,
  source: Source.optional(),
});
export type GameLinkBody = z.input<typeof GameLinkBody>;

export const GameDemoBody = z.object({
  game_id: GameIdField,
  provider_id: ProviderIdField,
  is_mobile: IsMobile,
  source: Source.optional(),
  agent_code: z.string({ error: 'ไม่พบรหัสเอเยนต์' }).max(32, { error: 'รหัสเอเยนต์ไม่ถูกต้อง' }),
});
export type GameDemoBody = z.input<typeof GameDemoBody>;

export const GameLinkData = z.object({ link: z.string() });

/** The body is passed through (docs/wire-format.md "Calls"); game_id, provider_id and sub_provider_id are strings. */
export const GameWalletsBody = z.looseObject({
  game_id: GameIdField,
  provider_id: ProviderIdField,
  sub_provider_id: ProviderIdField.optional(),
});
export type GameWalletsBody = z.input<typeof GameWalletsBody>;
export const GameWalletsData = z.array(Wallet);

// ---- in-house play (/play clients) ----

/** A launch or demo token from a game link (the `token` query parameter of /play). */
const GameToken = z
  .string({ error: 'ไม่พบโทเคนของเกม กรุณาเปิดเกมใหม่จากหน้าล็อบบี้' })
  .regex(/^g[ld]_[A-Za-z0-9_-]{43}$/, { error: 'โทเคนของเกมไม่ถูกต้อง กรุณาเปิดเกมใหม่จากหน้าล็อบบี้' });

const ClientSeedField = z
  .string({ error: 'กรุณากรอกไคลเอนต์ซีด' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'ไคลเอนต์ซีดต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข _ หรือ - ยาว 1-64 ตัว' });

export const PublicSeed = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int() });
export type PublicSeed = z.infer<typeof PublicSeed>;

export const HouseTokenQuery = z.object({ token: GameToken });

export const HouseSessionData = z.object({
  game_id: z.string(),
  demo: z.boolean(),
  is_mobile: z.boolean(),
  /** The wallet playing (null in demo). */
  wallet: z.object({ id: z.number().int(), wallet_name: z.string() }).nullable(),
  /** Available balance in baht (play money in demo). */
  balance: z.number(),
  limits: z.object({ min_bet: z.number(), max_bet: z.number(), bet_step: z.number() }),
  /** The engine's description: Thai rules, RTP figures, paytable (amounts in satang, as the engine). */
  description: z.unknown(),
  seed: PublicSeed,
});
export type HouseSessionData = z.infer<typeof HouseSessionData>;

export const HousePlayBody = z.object({
  token: GameToken,
  game_id: GameIdField,
  /** The engine's input (e.g. slot { bet, buyFeature }); amounts in satang. Validated by the game. */
  input: z.unknown(),
  client_seed: ClientSeedField.optional(),
  /** The client's id for this round: a retry with the same id answers the same round. */
  request_id: ClientRequestKey,
});
export type HousePlayBody = z.input<typeof HousePlayBody>;

export const HouseRound = z.object({
  round_id: z.number().int(),
  game_id: z.string(),
  created_at: z.string(),
  stake: z.number(),
  win: z.number(),
  balance_after: z.number(),
  input: z.unknown(),
  outcome: z.unknown(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member rotated the pair; null while it is still in play. */
  server_seed: z.string().nullable(),
});
export type HouseRound = z.infer<typeof HouseRound>;

export const HousePlayData = HouseRound.extend({
  demo: z.boolean(),
  /** The balance now (baht): after this round, or the current one when a retried request is answered. */
  balance: z.number(),
  replayed: z.boolean(),
  /** The pair the next round will use. */
  next_seed: PublicSeed,
});
export type HousePlayData = z.infer<typeof HousePlayData>;

export const HouseSeedBody = z.object({ token: GameToken, client_seed: ClientSeedField.optional() });
const RevealedSeed = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  rounds_played: z.number().int(),
});
export const HouseSeedData = z.object({ revealed: RevealedSeed.nullable(), seed: PublicSeed });
export type HouseSeedData = z.infer<typeof HouseSeedData>;

export const HouseRoundsQuery = z.object({
  token: GameToken,
  game_id: GameIdField.optional(),
  limit: z.coerce
    .number({ error: 'จำนวนรายการต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนรายการต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนรายการต้องอยู่ระหว่าง 1 ถึง 100' })
    .max(100, { error: 'จำนวนรายการต้องอยู่ระหว่าง 1 ถึง 100' })
    .default(20),
});
export const HouseRoundsData = z.object({ rounds: z.array(HouseRound) });

const BahtOrZero = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(100_000_000, { error: `${label}สูงเกินกำหนด` })
    .refine(hasAtMost2Decimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

export const HouseVerifyBody = z.object({
  game_id: GameIdField,
  server_seed: z.string({ error: 'กรุณากรอกเซิร์ฟเวอร์ซีด' }).regex(/^[0-9a-f]{64}$/, { error: 'เซิร์ฟเวอร์ซีดต้องเป็นเลขฐานสิบหก 64 ตัว' }),
  server_seed_hash: z.string({ error: 'กรุณากรอกค่าแฮช' }).regex(/^[0-9a-f]{64}$/, { error: 'ค่าแฮชต้องเป็นเลขฐานสิบหก 64 ตัว' }),
  client_seed: ClientSeedField,
  nonce: z
    .number({ error: 'nonce ต้องเป็นตัวเลข' })
    .int({ error: 'nonce ต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'nonce ต้องไม่ติดลบ' })
    .max(2_147_483_647, { error: 'nonce ไม่ถูกต้อง' }),
  input: z.unknown(),
  outcome: z.unknown(),
  stake: BahtOrZero('เดิมพัน'),
  win: BahtOrZero('เงินรางวัล'),
});
export type HouseVerifyBody = z.input<typeof HouseVerifyBody>;
export const HouseVerifyData = z.object({
  valid: z.boolean(),
  hash_matches: z.boolean(),
  outcome_matches: z.boolean(),
  /** The replayed round (stake and win in baht), when the seed matched its hash. */
  recomputed: z.object({ stake: z.number(), win: z.number(), outcome: z.unknown() }).nullable(),
  reason: z.string().nullable(),
});
export type HouseVerifyData = z.infer<typeof HouseVerifyData>;

// ---- seamless wallet over HTTP (external providers; signed) ----

/** A provider's transaction id: unique per provider across bet, win and rollback. */
const ProviderTxnId = z
  .string({ error: 'กรุณาระบุรหัสรายการ' })
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: 'รหัสรายการต้องมี 1-100 ตัวอักษร a-z A-Z 0-9 _ . : -' });

const WalletAmount = (positive: boolean) =>
  z
    .number({ error: 'จำนวนเงินต้องเป็นตัวเลข' })
    .min(positive ? 0.01 : 0, { error: positive ? 'จำนวนเงินต้องมากกว่า 0' : 'จำนวนเงินต้องไม่ติดลบ' })
    .max(10_000_000, { error: 'จำนวนเงินสูงเกินกำหนด' })
    .refine(hasAtMost2Decimals, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });

export const WalletBalanceBody = z.object({ token: GameToken });
export const WalletBetBody = z.object({
  token: GameToken,
  txn_id: ProviderTxnId,
  round_id: ProviderTxnId,
  game_id: GameIdField,
  amount: WalletAmount(true),
});
export type WalletBetBody = z.input<typeof WalletBetBody>;
export const WalletWinBody = z.object({
  token: GameToken,
  txn_id: ProviderTxnId,
  /** The bet this win settles. */
  bet_txn_id: ProviderTxnId,
  round_id: ProviderTxnId.optional(),
  /** 0 closes a lost round (the bet can then no longer be rolled back). */
  amount: WalletAmount(false),
});
export type WalletWinBody = z.input<typeof WalletWinBody>;
export const WalletRollbackBody = z.object({
  token: GameToken,
  txn_id: ProviderTxnId,
  /** The bet to refund. */
  ref_txn_id: ProviderTxnId,
  round_id: ProviderTxnId.optional(),
});
export type WalletRollbackBody = z.input<typeof WalletRollbackBody>;

/**
 * Every wallet answer, success or not: the wallet's balance after (baht) whenever the member is
 * known. `retryable` is true on a failure the provider should send again later with the same
 * transaction id (a win that arrived before its bet).
 */
export const WalletAnswer = z.object({
  balance: z.number().optional(),
  currency: z.literal('THB').optional(),
  txn_id: z.string().optional(),
  /** Baht this call moved (0 for a repeat, a tombstone or a zero win). */
  amount: z.number().optional(),
  replayed: z.boolean().optional(),
  retryable: z.boolean().optional(),
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;

// ---- the sandbox aggregator's own game page (an "external" provider served by this server) ----

export const SandboxSessionQuery = z
  .object({
    game: GameIdField,
    token: GameToken.optional(),
    demo: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32}$/, { error: 'ลิงก์ทดลองเล่นไม่ถูกต้อง' })
      .optional(),
  })
  .refine((q) => (q.token === undefined) !== (q.demo === undefined), { error: 'ลิงก์เกมไม่ถูกต้อง กรุณาเปิดเกมใหม่จากหน้าล็อบบี้' });

export const SandboxSessionData = z.object({
  game_id: z.string(),
  name: z.string(),
  demo: z.boolean(),
  choices: z.array(z.object({ key: z.string(), label: z.string() })),
  min_bet: z.number(),
  max_bet: z.number(),
  balance: z.number().nullable(),
});

export const SandboxRoundBody = z
  .object({
    game_id: GameIdField,
    token: GameToken.optional(),
    demo: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32}$/, { error: 'ลิงก์ทดลองเล่นไม่ถูกต้อง' })
      .optional(),
    choice: z.string({ error: 'กรุณาเลือกฝั่งที่จะเดิมพัน' }).max(16, { error: 'กรุณาเลือกฝั่งที่จะเดิมพัน' }),
    bet: z
      .number({ error: 'กรุณากรอกจำนวนเงินเดิมพัน' })
      .positive({ error: 'จำนวนเงินเดิมพันต้องมากกว่า 0' })
      .max(10_000_000, { error: 'จำนวนเงินสูงเกินกำหนด' })
      .refine(hasAtMost2Decimals, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  })
  .refine((q) => (q.token === undefined) !== (q.demo === undefined), { error: 'ลิงก์เกมไม่ถูกต้อง กรุณาเปิดเกมใหม่จากหน้าล็อบบี้' });

export const SandboxRoundData = z.object({
  status: z.enum(['settled', 'refused', 'cancelled']),
  message: z.string(),
  round_id: z.string().nullable(),
  stake: z.number().nullable(),
  win: z.number().nullable(),
  summary: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  balance: z.number().nullable(),
  win_pending: z.boolean(),
});
export type SandboxRoundData = z.infer<typeof SandboxRoundData>;
