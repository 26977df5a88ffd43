import { z } from 'zod';
import { PublicSeed } from './games';

/**
 * Free spins for members (docs/engagement.md): the member's free spins are played one at a
 * time in an in-house slot at the operators' fixed bet, on the member's own provably-fair seed pair
 * for that game; a win is credited to the main wallet with a turnover requirement. Amounts in baht.
 */

/** The idempotency key of one play, chosen by the client: a repeat answers the first round. */
const RequestKey = z
  .string({ error: 'กรุณาระบุรหัสคำขอ' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'รหัสคำขอต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข _ หรือ - ยาว 8-64 ตัว' });

const FreeSpinGameId = z.string({ error: 'กรุณาเลือกเกม' }).trim().min(1, { error: 'กรุณาเลือกเกม' }).max(64, { error: 'รหัสเกมไม่ถูกต้อง' });

/** POST /api/freespin/play */
export const FreeSpinPlayBody = z.object({ game_id: FreeSpinGameId, request_key: RequestKey });
export type FreeSpinPlayBody = z.input<typeof FreeSpinPlayBody>;

/** One free-spin round with its proof (verifiable with POST /api/games/house/verify once the seed is revealed). */
export const FreeSpinRound = z.object({
  round_id: z.number().int(),
  game_id: z.string(),
  game_name: z.string(),
  created_at: z.string(),
  /** The fixed bet the round was played at (baht): the verifier's `stake`. */
  bet: z.number(),
  /** The engine's win (baht): the verifier's `win`. */
  win: z.number(),
  /** What was credited to the main wallet (baht): the win, or the cap per spin when it was above it. */
  paid: z.number(),
  /** Turnover required before withdrawing the credited win (baht; 0 = none). */
  turnover_required: z.number(),
  input: z.unknown(),
  outcome: z.unknown(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member rotated the seed pair; null while it is still in play. */
  server_seed: z.string().nullable(),
});
export type FreeSpinRound = z.infer<typeof FreeSpinRound>;

export const FreeSpinPlayData = FreeSpinRound.extend({
  /** True when this request key had been played already: the first round is answered, nothing moved now. */
  replayed: z.boolean(),
  /** Free spins left now. */
  free_spins: z.number().int(),
  /** The main wallet's balance now (baht). */
  balance: z.number(),
  /** The pair the next round of this game will use. */
  next_seed: PublicSeed,
});
export type FreeSpinPlayData = z.infer<typeof FreeSpinPlayData>;

export const FreeSpinGame = z.object({
  game_id: z.string(),
  name: z.string(),
  image: z.string(),
  /** The seed pair the member's next round of this game will use (hash shown before play). */
  next_seed: PublicSeed,
});
export type FreeSpinGame = z.infer<typeof FreeSpinGame>;

/** GET /api/freespin/summary */
export const FreeSpinSummaryData = z.object({
  enabled: z.boolean(),
  free_spins: z.number().int(),
  /** Baht per free spin. */
  bet: z.number(),
  turnover_multiplier: z.number(),
  requirement_days: z.number().int(),
  /** Baht; null = no cap. */
  max_win: z.number().nullable(),
  games: z.array(FreeSpinGame),
});
export type FreeSpinSummaryData = z.infer<typeof FreeSpinSummaryData>;

/** GET /api/freespin/history: newest first, keyset-paged by round id. */
export const FreeSpinHistoryQuery = z.object({
  limit: z.coerce
    .number({ error: 'จำนวนรายการต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนรายการต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนรายการต้องมีอย่างน้อย 1' })
    .max(100, { error: 'จำนวนรายการต้องไม่เกิน 100' })
    .default(20),
  before: z.coerce.number({ error: 'รหัสรอบไม่ถูกต้อง' }).int({ error: 'รหัสรอบไม่ถูกต้อง' }).min(1, { error: 'รหัสรอบไม่ถูกต้อง' }).optional(),
});
export type FreeSpinHistoryQuery = z.input<typeof FreeSpinHistoryQuery>;
export const FreeSpinHistoryData = z.object({ rounds: z.array(FreeSpinRound) });
export type FreeSpinHistoryData = z.infer<typeof FreeSpinHistoryData>;

/** POST /api/freespin/seed/rotate: reveals the game's server seed (its rounds become verifiable) and opens the next pair. */
export const FreeSpinRotateBody = z.object({
  game_id: FreeSpinGameId,
  client_seed: z
    .string({ error: 'กรุณากรอกไคลเอนต์ซีด' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'ไคลเอนต์ซีดต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข _ หรือ - ยาว 1-64 ตัว' })
    .optional(),
});
export type FreeSpinRotateBody = z.input<typeof FreeSpinRotateBody>;
export const FreeSpinRotateData = z.object({
  revealed: z
    .object({ server_seed: z.string(), server_seed_hash: z.string(), client_seed: z.string(), rounds_played: z.number().int() })
    .nullable(),
  seed: PublicSeed,
});
export type FreeSpinRotateData = z.infer<typeof FreeSpinRotateData>;

/** How a member gets free spins, with the page that gives them (shown at 0 spins and to visitors). */
export const FREE_SPIN_SOURCES: readonly { key: string; name: string; text: string; to: string }[] = [
  { key: 'wheel', name: 'กงล้อนำโชค', text: 'หมุนกงล้อลุ้นรับฟรีสปิน', to: '/member/wheel' },
  { key: 'quest', name: 'ภารกิจ', text: 'ทำภารกิจรับเครดิตฟรีและฟรีสปิน', to: '/member/creditfree' },
  { key: 'shop', name: 'แลกของรางวัล', text: 'ใช้แต้มแลกฟรีสปินที่ร้านแลกของรางวัล', to: '/redeem' },
  { key: 'coupon', name: 'คูปอง', text: 'กรอกโค้ดคูปองฟรีสปิน', to: '/member/coupon' },
];
