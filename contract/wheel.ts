import { z } from 'zod';
import { lazy } from './lazy';
import { Prize, PrizeInput, type PrizeKind, prizeUnits } from './prizes';
import { ClientRequestKey } from './withdrawals';

/**
 * The fortune wheel, "กงล้อนำโชค" (/member/wheel, docs/engagement.md): a board of 8-12 prizes whose
 * probabilities (hundredths of a percent, summing to exactly 10,000) are published with the expected
 * value per spin; two tabs, free spins earned by the day's deposits (1) and points (2, docs/product.md "Wheel tab"); a provably fair server-side draw on the member's own seed pair.
 */

export const WHEEL_FREE_TAB = 1;
/** docs/product.md "Wheel tab": the points tab is 2. */
export const WHEEL_POINT_TAB = 2;
export const WHEEL_TABS = [WHEEL_FREE_TAB, WHEEL_POINT_TAB] as const;
export type WheelTab = (typeof WHEEL_TABS)[number];
export const WHEEL_TAB_NAMES: Record<WheelTab, string> = { 1: 'สปินฟรี', 2: 'ใช้แต้ม' };

export const WHEEL_MIN_SLOTS = 8;
export const WHEEL_MAX_SLOTS = 12;
/** Probabilities are integers in hundredths of a percent: the board's sum is exactly this (100 %). */
export const WHEEL_PROBABILITY_TOTAL = 10_000;

export const WHEEL_SPIN_STATUSES = ['paid', 'pending', 'lost'] as const;
export type WheelSpinStatus = (typeof WHEEL_SPIN_STATUSES)[number];
export const WHEEL_SPIN_STATUS_NAMES: Record<WheelSpinStatus, string> = {
  paid: 'ได้รับแล้ว',
  pending: 'รอกดรับรางวัล',
  lost: 'ไม่ได้รับรางวัล',
};

/** Client seeds as the house games take them (server/games/house/fair.ts). */
export const WheelClientSeed = z
  .string({ error: 'กรุณากรอกไคลเอนต์ซีด' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'ไคลเอนต์ซีดต้องมี 1-64 ตัวอักษร a-z A-Z 0-9 _ -' });

// ---- the board ----

/** One segment as the operator enters it. */
export const WheelSlotInput = z.object({
  label: z
    .string({ error: 'กรุณากรอกชื่อรางวัล' })
    .trim()
    .min(1, { error: 'กรุณากรอกชื่อรางวัล' })
    .max(40, { error: 'ชื่อรางวัลยาวได้ไม่เกิน 40 ตัวอักษร' }),
  prize: PrizeInput,
  /** Hundredths of a percent: 1 = 0.01 %, 10,000 = 100 %. */
  probability: z
    .number({ error: 'กรุณาระบุโอกาสที่จะได้รับ' })
    .int({ error: 'โอกาสต้องเป็นจำนวนเต็มในหน่วย 0.01 %' })
    .min(1, { error: 'โอกาสต้องอย่างน้อย 0.01 %' })
    .max(WHEEL_PROBABILITY_TOTAL, { error: 'โอกาสต้องไม่เกิน 100 %' }),
  color: z.string({ error: 'กรุณาเลือกสี' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'สีต้องอยู่ในรูปแบบ #RRGGBB' }),
});
export type WheelSlotInput = z.input<typeof WheelSlotInput>;

/** The whole board, saved at once: 8-12 segments whose probabilities sum to exactly 100 %. */
export const WheelBoardInput = z
  .object({
    slots: z
      .array(WheelSlotInput, { error: 'กรุณาระบุรางวัลของกงล้อ' })
      .min(WHEEL_MIN_SLOTS, { error: `กงล้อต้องมี ${WHEEL_MIN_SLOTS}-${WHEEL_MAX_SLOTS} ช่อง` })
      .max(WHEEL_MAX_SLOTS, { error: `กงล้อต้องมี ${WHEEL_MIN_SLOTS}-${WHEEL_MAX_SLOTS} ช่อง` }),
  })
  .superRefine((b, ctx) => {
    const sum = b.slots.reduce((s, x) => s + (Number.isInteger(x.probability) ? x.probability : 0), 0);
    if (sum !== WHEEL_PROBABILITY_TOTAL)
      ctx.addIssue({
        code: 'custom',
        path: ['slots'],
        message: `โอกาสของทุกช่องรวมกันต้องเท่ากับ 100 % พอดี (ตอนนี้ ${percentText(sum)} %)`,
      });
  });
export type WheelBoardInput = z.input<typeof WheelBoardInput>;

/** 1234 hundredths -> "12.34". */
export function percentText(hundredths: number): string {
  return (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

/**
 * The segment a roll in [0, 10,000) lands on: the first whose cumulative probability is above it.
 * Segment i covers [cum(i-1), cum(i)), so it is hit by exactly probability(i) of the 10,000 rolls.
 */
export function wheelSlotIndex(roll: number, probabilities: readonly number[]): number {
  let cumulative = 0;
  for (let i = 0; i < probabilities.length; i++) {
    cumulative += probabilities[i];
    if (roll < cumulative) return i;
  }
  throw new RangeError(`roll ${roll} is beyond the board's ${cumulative}`);
}

export type ExpectedInput = { kind: PrizeKind; amount: number; probability: number };

/**
 * The exact mean prize per spin, from integers: sum(p_i x units_i) over 10,000, where units are satang,
 * hundredths of a point or spins. `exact` keeps the numerators (the value is numerator / 10,000 units).
 */
export function wheelExpected(slots: readonly ExpectedInput[]) {
  const exact = { credit_satang: 0, points_hundredths: 0, free_spins: 0 };
  for (const s of slots) {
    const units = prizeUnits(s.kind, s.amount);
    if (s.kind === 'credit') exact.credit_satang += s.probability * units;
    if (s.kind === 'points') exact.points_hundredths += s.probability * units;
    if (s.kind === 'free_spins') exact.free_spins += s.probability * units;
  }
  return {
    /** Baht per spin (numerator / 1,000,000, at most 6 decimals). */
    credit: exact.credit_satang / (WHEEL_PROBABILITY_TOTAL * 100),
    points: exact.points_hundredths / (WHEEL_PROBABILITY_TOTAL * 100),
    free_spins: exact.free_spins / WHEEL_PROBABILITY_TOTAL,
    exact,
  };
}

const ev = lazy(() => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 4 }));
export function expectedText(e: { credit: number; points: number; free_spins: number }): string {
  return `ค่าเฉลี่ยต่อการหมุน 1 ครั้ง: เครดิตฟรี ${ev().format(e.credit)} บาท, ${ev().format(e.points)} แต้ม, ฟรีสปิน ${ev().format(e.free_spins)} ครั้ง`;
}

// ---- answers ----

/** A segment as the wheel drawing needs it (public). */
export const WheelSlot = z.object({ index: z.number().int(), label: z.string(), color: z.string(), prize: Prize });
export type WheelSlot = z.infer<typeof WheelSlot>;

/** A segment with its published probability. */
export const WheelSlotOdds = WheelSlot.extend({
  /** Hundredths of a percent. */
  probability: z.number().int(),
  /** The same as a percent (12.5). */
  percent: z.number(),
});
export type WheelSlotOdds = z.infer<typeof WheelSlotOdds>;

export const WheelExpected = z.object({
  credit: z.number(),
  points: z.number(),
  free_spins: z.number(),
  exact: z.object({ credit_satang: z.number().int(), points_hundredths: z.number().int(), free_spins: z.number().int() }),
  text: z.string(),
});
export type WheelExpected = z.infer<typeof WheelExpected>;

const TabCost = z.object({ tab: z.number().int(), name: z.string(), cost_points: z.number() });

/** GET /api/wheel/config: the drawing (labels, colours, prizes) and what each tab costs. */
export const WheelConfigData = z.object({
  enabled: z.boolean(),
  board_version: z.number().int(),
  slots: z.array(WheelSlot),
  tabs: z.array(TabCost),
  point_tab: z.literal(WHEEL_POINT_TAB),
});
export type WheelConfigData = z.infer<typeof WheelConfigData>;

/** The member's seed pair as it stands: the hash of the server seed is shown before the spin. */
export const WheelSeedView = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int() });
export type WheelSeedView = z.infer<typeof WheelSeedView>;

export const WheelProof = z.object({
  server_seed_hash: z.string(),
  /** Known once the member rotated the seed pair; null before. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** The unbiased integer in [0, 10,000) the HMAC gave. */
  roll: z.number().int(),
  board_version: z.number().int(),
});
export type WheelProof = z.infer<typeof WheelProof>;

export const WheelSpinView = z.object({
  id: z.number().int(),
  tab: z.number().int(),
  tab_name: z.string(),
  index: z.number().int(),
  label: z.string(),
  color: z.string(),
  prize: Prize,
  status: z.enum(WHEEL_SPIN_STATUSES),
  status_name: z.string(),
  /** Points paid for the spin (0 on the free tab). */
  cost_points: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  proof: WheelProof,
});
export type WheelSpinView = z.infer<typeof WheelSpinView>;

/** GET /api/wheel/config_v2: everything the member page shows. */
export const WheelConfigV2Data = z.object({
  enabled: z.boolean(),
  board_version: z.number().int(),
  slots: z.array(WheelSlotOdds),
  expected: WheelExpected,
  point_tab: z.literal(WHEEL_POINT_TAB),
  free: z.object({
    tab: z.literal(WHEEL_FREE_TAB),
    name: z.string(),
    spins_per_day: z.number().int(),
    min_deposit: z.number(),
    deposited_today: z.number(),
    used_today: z.number().int(),
    spins_left: z.number().int(),
    /** How to earn one, in Thai. */
    earn_text: z.string(),
  }),
  points: z.object({
    tab: z.literal(WHEEL_POINT_TAB),
    name: z.string(),
    balance: z.number(),
    cost: z.number(),
    /** 0 = no cap. */
    daily_cap: z.number().int(),
    used_today: z.number().int(),
    /** null when there is no cap. */
    spins_left: z.number().int().nullable(),
  }),
  /** The member's free-spin balance (docs/product.md "What the site remembers"). */
  free_spins: z.number().int(),
  seed: WheelSeedView,
  pending: z.array(WheelSpinView),
});
export type WheelConfigV2Data = z.infer<typeof WheelConfigV2Data>;

/** GET /api/wheel/board: recent winners (phones masked, nothing-won spins left out). */
export const WheelWinner = z.object({ phone: z.string(), label: z.string(), prize: z.string(), at: z.string() });
export const WheelBoardData = z.object({ winners: z.array(WheelWinner) });
export type WheelBoardData = z.infer<typeof WheelBoardData>;

export const WheelSpinBody = z.object({
  tab: z.union([z.literal(1), z.literal(2)], { error: 'แท็บต้องเป็น 1 (สปินฟรี) หรือ 2 (ใช้แต้ม)' }),
  request_key: ClientRequestKey,
});
export type WheelSpinBody = z.input<typeof WheelSpinBody>;

/** POST /api/wheel/spin: the legacy short form. */
export const WheelSpinData = z.object({
  index: z.number().int(),
  prize: Prize,
  spin_id: z.number().int(),
  status: z.enum(WHEEL_SPIN_STATUSES),
});
export type WheelSpinData = z.infer<typeof WheelSpinData>;

export const WheelBalances = z.object({ credit: z.number(), points: z.number(), free_spins: z.number().int() });

/** POST /api/wheel/spin_v2: the whole spin with its proof, the new balances and the next seed. */
export const WheelSpinV2Data = z.object({
  spin: WheelSpinView,
  /** True when this request key had spun already: the first spin's answer. */
  replayed: z.boolean(),
  balances: WheelBalances,
  free_spins_left: z.number().int(),
  point_spins_left: z.number().int().nullable(),
  next_seed: WheelSeedView,
});
export type WheelSpinV2Data = z.infer<typeof WheelSpinV2Data>;

export const WheelRewardBody = z.object({
  spin_id: z
    .number({ error: 'กรุณาระบุรายการหมุนวงล้อ' })
    .int({ error: 'รายการหมุนวงล้อไม่ถูกต้อง' })
    .min(1, { error: 'รายการหมุนวงล้อไม่ถูกต้อง' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'รายการหมุนวงล้อไม่ถูกต้อง' }),
});
export type WheelRewardBody = z.input<typeof WheelRewardBody>;
export const WheelRewardData = z.object({ spin: WheelSpinView, balances: WheelBalances });
export type WheelRewardData = z.infer<typeof WheelRewardData>;

export const WheelHistoryQuery = z.object({
  page: z.coerce
    .number({ error: 'หน้าต้องเป็นตัวเลข' })
    .int({ error: 'หน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'หน้าต้องเริ่มที่ 1' })
    .max(10_000)
    .default(1),
  page_size: z.coerce
    .number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
    .max(100, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' })
    .default(20),
});
export type WheelHistoryQuery = z.input<typeof WheelHistoryQuery>;
export const WheelHistoryData = z.object({
  items: z.array(WheelSpinView),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type WheelHistoryData = z.infer<typeof WheelHistoryData>;

/** POST /api/wheel/seed: reveals the current server seed and opens a new pair (client seed as given, or kept). */
export const WheelSeedBody = z.object({ client_seed: WheelClientSeed.optional() });
export type WheelSeedBody = z.input<typeof WheelSeedBody>;
export const WheelSeedData = z.object({
  revealed: z
    .object({ server_seed: z.string(), server_seed_hash: z.string(), client_seed: z.string(), spins: z.number().int() })
    .nullable(),
  seed: WheelSeedView,
});
export type WheelSeedData = z.infer<typeof WheelSeedData>;

/** POST /api/wheel/verify: a stateless recomputation. */
export const WheelVerifyBody = z.object({
  server_seed: z.string({ error: 'กรุณากรอกเซิร์ฟเวอร์ซีด' }).regex(/^[0-9a-f]{64}$/, { error: 'เซิร์ฟเวอร์ซีดต้องเป็นเลขฐานสิบหก 64 ตัว' }),
  client_seed: WheelClientSeed,
  nonce: z
    .number({ error: 'กรุณาระบุ nonce' })
    .int({ error: 'nonce ต้องเป็นจำนวนเต็ม' })
    .min(0, { error: 'nonce ต้องไม่ติดลบ' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'nonce ไม่ถูกต้อง' }),
  /** The board the spin was drawn on: the answer names its segment. */
  board_version: z
    .number({ error: 'รุ่นของกงล้อไม่ถูกต้อง' })
    .int({ error: 'รุ่นของกงล้อไม่ถูกต้อง' })
    .min(1, { error: 'รุ่นของกงล้อไม่ถูกต้อง' })
    .optional(),
});
export type WheelVerifyBody = z.input<typeof WheelVerifyBody>;
export const WheelVerifyData = z.object({
  server_seed_hash: z.string(),
  roll: z.number().int(),
  board_version: z.number().int().nullable(),
  index: z.number().int().nullable(),
  label: z.string().nullable(),
  prize: Prize.nullable(),
});
export type WheelVerifyData = z.infer<typeof WheelVerifyData>;

/** "0812345678" -> "08x-xxx-5678". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return 'xxx-xxx-xxxx';
  return `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}`;
}
