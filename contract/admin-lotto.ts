import { z } from 'zod';
import { AdminPageQuery, adminPaged, adminSort } from './admin';
import { AdminLottoRoundsQuery, AdminSettlement, BET_TYPES, LIMITED_MODE_NAMES } from './lotto';
import { AdminResultEntry } from './lotto-corrections';

/**
 * The back office's lotto views (`/api/admin/lotto/*`, docs/backoffice.md "Lotto"): the rounds list
 * with its sort and correction window, the waiting results with their round's name, the exposure of a
 * round per number and bet type, and the result sources' status. Money is baht on the wire.
 */

const BetTypeField = z.enum(BET_TYPES, { error: 'ประเภทการแทงไม่ถูกต้อง' });

// ---- rounds ----

export const ADMIN_ROUND_SORTS = ['closes_at', 'draw_date', 'category_name', 'status'] as const;
export const AdminLottoRoundsListQuery = AdminLottoRoundsQuery.extend(adminSort(ADMIN_ROUND_SORTS).shape);
export type AdminLottoRoundsListQuery = z.output<typeof AdminLottoRoundsListQuery>;

export const AdminLottoRoundListed = AdminSettlement.shape.round.extend({
  resulted_at: z.string().nullable(),
  /** Until when a confirmed result may still be corrected (resulted, not Yeekee), else null. */
  correction_until: z.string().nullable(),
});
export type AdminLottoRoundListed = z.infer<typeof AdminLottoRoundListed>;
export const AdminLottoRoundListPage = adminPaged(AdminLottoRoundListed);

// ---- waiting results ----

export const AdminResultEntryListed = AdminResultEntry.extend({
  /** The round's category in Thai ('หวยรัฐบาลไทย') and its title, so a waiting entry reads by name. */
  category_name: z.string().nullable(),
  round_title: z.string().nullable(),
});
export type AdminResultEntryListed = z.infer<typeof AdminResultEntryListed>;
export const AdminResultEntriesListed = z.object({ items: z.array(AdminResultEntryListed) });

// ---- exposure ----

export const ADMIN_EXPOSURE_SORTS = ['payout', 'staked', 'items'] as const;
export const AdminLottoExposureQuery = AdminPageQuery.extend({
  bet_type: BetTypeField.optional(),
  /** Only this number (e.g. '123'). */
  number: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: 'เลขต้องเป็นตัวเลข 1-3 หลัก' })
    .optional(),
}).extend(adminSort(ADMIN_EXPOSURE_SORTS).shape);
export type AdminLottoExposureQuery = z.output<typeof AdminLottoExposureQuery>;

const LimitedMode = z.enum(Object.keys(LIMITED_MODE_NAMES) as ['closed', 'reduced']);

export const AdminExposureItem = z.object({
  bet_type: BetTypeField,
  bet_type_name: z.string(),
  number: z.string(),
  /** What members staked on this number and bet type (baht, bills not cancelled or refunded). */
  staked: z.number(),
  /** What the house pays if this number wins: each item's stake x the rate it was sold at (reduced rates included). */
  payout: z.number(),
  items: z.number().int(),
  /** Items sold at a reduced rate (the number was limited when they were bought). */
  reduced_items: z.number().int(),
  /** The number's limit in this round now, if any. */
  limited: z.object({ mode: LimitedMode, mode_name: z.string(), pay_percent: z.number().int().nullable() }).nullable(),
});
export type AdminExposureItem = z.infer<typeof AdminExposureItem>;

export const AdminLottoExposure = adminPaged(AdminExposureItem).extend({
  round: z.object({
    id: z.number().int(),
    category_name: z.string(),
    title: z.string(),
    status: z.string(),
    status_name: z.string(),
    closes_at: z.string(),
  }),
  /** The whole round (every bet type, whatever the filter): stake taken and the largest single payout. */
  round_staked: z.number(),
  max_payout: z.number(),
});
export type AdminLottoExposure = z.infer<typeof AdminLottoExposure>;

// ---- result sources ----

export const FEED_SOURCES = ['glo', 'json', 'push', 'sandbox'] as const;
export const FEED_SOURCE_NAMES: Record<(typeof FEED_SOURCES)[number], string> = {
  glo: 'สำนักงานสลากฯ (GLO)',
  json: 'ฟีดผล JSON',
  push: 'เว็บฮุก (ผู้ให้บริการส่งผลเข้ามา)',
  sandbox: 'ผลทดสอบ (แซนด์บ็อกซ์)',
};
export const FEED_OUTCOME_NAMES: Record<string, string> = {
  applied: 'ออกผลแล้ว',
  same: 'ตรงกับผลที่มีอยู่',
  pending: 'รอยืนยัน',
  held: 'ไม่ตรงกัน รอเจ้าหน้าที่ตัดสิน',
  cancelled: 'งวดถูกยกเลิก',
  skipped: 'ข้าม (มีผลแล้ว)',
  gave_up: 'เลิกถาม ต้องกรอกผลเอง',
  rejected: 'ปฏิเสธ',
  superseded: 'ถูกแทนที่',
};

export const AdminFeedSource = z.object({
  source: z.enum(FEED_SOURCES),
  name: z.string(),
  /** Turned on by this server's settings (LOTTO_GLO_URL, LOTTO_FEED_URL, LOTTO_FEED_SECRET, LOTTO_SANDBOX). */
  configured: z.boolean(),
  /** The last time the source was asked (pushed, for the webhook) and what came of it. */
  last_at: z.string().nullable(),
  last_outcome: z.string().nullable(),
  last_outcome_name: z.string().nullable(),
  last_error: z.string().nullable(),
  last_round: z.object({ id: z.number().int(), category_name: z.string(), title: z.string() }).nullable(),
  /** Rounds the source still asks about, and the next try among them. */
  waiting: z.number().int(),
  next_at: z.string().nullable(),
  /** Rounds given up in the last 7 days (an operator enters those). */
  gave_up_7d: z.number().int(),
});
export type AdminFeedSource = z.infer<typeof AdminFeedSource>;
export const AdminFeedStatus = z.object({ sources: z.array(AdminFeedSource) });
export type AdminFeedStatus = z.infer<typeof AdminFeedStatus>;
