import { z } from 'zod';
import { GAME_CATEGORY_NAMES } from './games-names';
import type { Product } from './turnover';

/**
 * Points and VIP as members see them (docs/engagement.md). Points are whole or with 2 decimals
 * on the wire (the ledger keeps hundredths), baht on the wire (satang in the database), days
 * 'YYYY-MM-DD' Bangkok, times ISO 8601.
 */

/** Thai names of the turnover products (contract/turnover.ts). */
export const POINTS_PRODUCT_NAMES: Record<Product, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };

/** The VIP window: deposits and turnover of the last 30 Bangkok days, today included. */
export const VIP_WINDOW_DAYS = 30;

/** What one run of the points and VIP jobs did (the test clock answers it). */
export const PointsJobData = z.object({
  members_credited: z.number().int(),
  /** Points (not hundredths). */
  points_credited: z.number(),
  vip_changed: z.number().int(),
});
export type PointsJobData = z.infer<typeof PointsJobData>;

/** GET /api/points/config (public): how points are earned and what each VIP level needs. */
export const PointsConfigData = z.object({
  enabled: z.boolean(),
  /** Per product with a rate above 0: points per 100 baht staked. */
  rates: z.array(z.object({ product: z.string(), product_name: z.string(), points_per_100: z.number() })),
  /** Levels 0..2; a threshold of 0 is not a way to reach the level (level 0 needs nothing). */
  vip_levels: z.array(z.object({ level: z.number().int(), name: z.string(), deposits: z.number(), turnover: z.number() })),
  window_days: z.number().int(),
});
export type PointsConfigData = z.infer<typeof PointsConfigData>;

/** GET /api/points/summary (member). Baht for deposits and turnover; points for points. */
export const PointsSummaryData = z.object({
  points: z.number(),
  /** Points today's (and yesterday's late) turnover is due that the job has not credited yet. */
  pending_points: z.number(),
  vip_level: z.number().int(),
  vip_name: z.string(),
  /** The next level up, null at the top. */
  next_level: z.number().int().nullable(),
  next_name: z.string().nullable(),
  /** The member's deposits and turnover of the window (last 30 Bangkok days, today included). */
  deposits: z.number(),
  turnover: z.number(),
  /** The next level's thresholds (null: that way is not used, or at the top). */
  next_deposits: z.number().nullable(),
  next_turnover: z.number().nullable(),
  /** What is still missing on each way (0 when reached; null when that way is not used). */
  deposits_needed: z.number().nullable(),
  turnover_needed: z.number().nullable(),
  /** 0..100: the nearer of the two ways to the next level (100 at the top). */
  percent: z.number().int(),
  window_days: z.number().int(),
});
export type PointsSummaryData = z.infer<typeof PointsSummaryData>;

export const PointsHistoryQuery = z.object({
  page: z.coerce
    .number({ error: 'หน้าต้องเป็นตัวเลข' })
    .int({ error: 'หน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'หน้าต้องเริ่มที่ 1' })
    .max(100, { error: 'ดูย้อนหลังได้ไม่เกิน 100 หน้า' })
    .default(1),
  limit: z.coerce
    .number({ error: 'จำนวนต่อหน้าต้องเป็นตัวเลข' })
    .int({ error: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็ม' })
    .min(1, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 50' })
    .max(50, { error: 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 50' })
    .default(20),
});
export type PointsHistoryQuery = z.input<typeof PointsHistoryQuery>;

export const PointsHistoryItem = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  /** 'รับแต้ม', 'ใช้แต้ม', 'คืนแต้ม'. */
  kind_name: z.string(),
  /** Signed: + earned or refunded, - spent. */
  points: z.number(),
  balance_after: z.number().nullable(),
  /** Where they came from or went: 'แต้มจากยอดเล่น 26/11/2569', 'กงล้อนำโชค', 'ร้านแลกแต้ม'... */
  reference: z.string(),
});
export type PointsHistoryItem = z.infer<typeof PointsHistoryItem>;

export const PointsHistoryData = z.object({
  items: z.array(PointsHistoryItem),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PointsHistoryData = z.infer<typeof PointsHistoryData>;
