import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import {
  BET_TYPES,
  FIXTURE_STATES,
  FIXTURE_STATUSES,
  Line,
  MARKET_KINDS,
  MARKET_STATUSES,
  Odds,
  OUTCOMES,
  PERIODS,
  SportScore,
  SportSettings,
} from './sport';
import { FeedScore } from './sport-feed';
import { AdminMoneyReason } from './withdrawals';

/**
 * The back office's sportsbook (/api/admin/sport, docs/sport.md "Back office"): fixtures and their
 * markets (odds and lines by hand, suspend, void), results, feed imports, settings, open exposure,
 * bets by fixture and members' results. Finance trades and enters results (audited), support reads.
 * Money in baht, odds decimal, lines in goals.
 */

const BangkokDay = (label: string) =>
  z
    .string({ error: `${label}ไม่ถูกต้อง` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}ต้องอยู่ในรูปแบบ YYYY-MM-DD` })
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    }, `${label}ไม่ถูกต้อง`);

const OptionalId = z.coerce.number({ error: 'รหัสไม่ถูกต้อง' }).int().min(1, { error: 'รหัสไม่ถูกต้อง' }).max(2_147_483_647).optional();

// ---- fixtures and markets -----------------------------------------------------------------------

export const AdminSportMarket = z.object({
  id: z.number(),
  period: z.enum(PERIODS),
  kind: z.enum(MARKET_KINDS),
  line: z.number(),
  main: z.boolean(),
  status: z.enum(MARKET_STATUSES),
  /** Decimal odds keyed by selection (SELECTIONS[kind]). */
  odds: z.record(z.string(), z.number()),
  odds_version: z.number(),
  updated_at: z.string(),
});
export type AdminSportMarket = z.infer<typeof AdminSportMarket>;

export const AdminSportFixture = z.object({
  id: z.number(),
  feed_id: z.string(),
  league: z.object({ id: z.number(), name_th: z.string(), name_en: z.string() }),
  home: z.object({ th: z.string(), en: z.string() }),
  away: z.object({ th: z.string(), en: z.string() }),
  kickoff_at: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  suspended: z.boolean(),
  voided: z.boolean(),
  void_reason: z.string().nullable(),
  ht: SportScore.nullable(),
  ft: SportScore.nullable(),
  result_version: z.number(),
  settled_version: z.number(),
  /** Bets with a leg on the fixture (open ones) and their stakes (baht). */
  open_bets: z.number(),
  open_stake: z.number(),
  markets: z.array(AdminSportMarket),
});
export type AdminSportFixture = z.infer<typeof AdminSportFixture>;

/**
 * GET /api/admin/sport/fixtures?day=YYYY-MM-DD&league_id=&status=&state=&q= (kick-off on that Bangkok
 * day; all when no day). `state` is the back office's tab (FIXTURE_STATES): upcoming and live in
 * kick-off order, finished and off latest first.
 */
export const AdminSportFixtureQuery = AdminPageQuery.extend({
  day: BangkokDay('วันแข่งขัน').optional(),
  league_id: OptionalId,
  status: z.enum(FIXTURE_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
  state: z.enum(FIXTURE_STATES, { error: 'สถานะไม่ถูกต้อง' }).optional(),
  q: z.string().trim().max(60, { error: 'คำค้นหายาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
});
export type AdminSportFixtureQuery = z.input<typeof AdminSportFixtureQuery>;
export const AdminSportFixturePage = adminPaged(AdminSportFixture);
export type AdminSportFixturePage = z.infer<typeof AdminSportFixturePage>;

export const AdminSportLeague = z.object({
  id: z.number(),
  feed_id: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  country: z.string(),
});
export const AdminSportLeaguesData = z.object({ leagues: z.array(AdminSportLeague) });
export type AdminSportLeaguesData = z.infer<typeof AdminSportLeaguesData>;

/** PUT /api/admin/sport/markets/:id: odds by hand (keyed by selection), the line too when given. Moves odds_version. */
export const AdminSportOddsBody = z.object({
  odds: z.record(z.string(), Odds, { error: 'กรุณาระบุราคา' }),
  line: Line.optional(),
});
export type AdminSportOddsBody = z.input<typeof AdminSportOddsBody>;

/** POST /api/admin/sport/markets/:id/suspend and /fixtures/:id/suspend. */
export const AdminSportSuspendBody = z.object({ suspended: z.boolean({ error: 'กรุณาเลือกปิดหรือเปิดรับ' }) });
export type AdminSportSuspendBody = z.input<typeof AdminSportSuspendBody>;

/** POST /api/admin/sport/fixtures/:id/void: every leg on the fixture void (stakes back) at the next settlement. */
export const AdminSportVoidBody = z.object({ reason: AdminMoneyReason });
export type AdminSportVoidBody = z.input<typeof AdminSportVoidBody>;

/** PUT /api/admin/sport/fixtures/:id/result: enter or correct (a finished fixture needs ft; ht when known). */
export const AdminSportResultBody = z
  .object({
    status: z.enum(FIXTURE_STATUSES, { error: 'กรุณาเลือกสถานะ' }),
    ht: FeedScore.nullable().default(null),
    ft: FeedScore.nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'finished' && !b.ft) ctx.addIssue({ code: 'custom', path: ['ft'], message: 'คู่ที่จบการแข่งขันต้องมีสกอร์เต็มเวลา' });
    if (b.status === 'finished' && !b.ht) ctx.addIssue({ code: 'custom', path: ['ht'], message: 'กรุณากรอกสกอร์ครึ่งแรก' });
    if (b.ht && b.ft && (b.ht.home > b.ft.home || b.ht.away > b.ft.away))
      ctx.addIssue({ code: 'custom', path: ['ht'], message: 'สกอร์ครึ่งแรกต้องไม่มากกว่าสกอร์เต็มเวลา' });
  });
export type AdminSportResultBody = z.input<typeof AdminSportResultBody>;

// ---- feed ---------------------------------------------------------------------------------------

/** POST /api/admin/sport/feed: the document's text as uploaded or pasted (contract/sport-feed.ts). */
export const AdminSportFeedBody = z.object({
  text: z
    .string({ error: 'กรุณาเลือกไฟล์หรือวางข้อมูลฟีด' })
    .min(2, { error: 'กรุณาเลือกไฟล์หรือวางข้อมูลฟีด' })
    .max(8_000_000, { error: 'ไฟล์ฟีดใหญ่เกิน 8 MB' }),
});
export type AdminSportFeedBody = z.input<typeof AdminSportFeedBody>;

export const AdminSportImport = z.object({
  id: z.number(),
  source: z.string(),
  fixtures: z.number(),
  markets: z.number(),
  results: z.number(),
  operator: z.string().nullable(),
  created_at: z.string(),
});
export const AdminSportImportsData = z.object({ imports: z.array(AdminSportImport) });
export type AdminSportImportsData = z.infer<typeof AdminSportImportsData>;

// ---- settings -----------------------------------------------------------------------------------

export const AdminSportSettingsData = SportSettings;
export type AdminSportSettingsData = z.infer<typeof AdminSportSettingsData>;

// ---- exposure, bets, members --------------------------------------------------------------------

/** GET /api/admin/sport/exposure?fixture_id=&day= : open bets' legs by market and selection. */
export const AdminSportExposureQuery = z.object({ fixture_id: OptionalId, day: BangkokDay('วันแข่งขัน').optional() });
export type AdminSportExposureQuery = z.input<typeof AdminSportExposureQuery>;

export const AdminSportExposureSelection = z.object({
  selection: z.string(),
  /** Open bets with a leg on it (singles and parlays). */
  bets: z.number(),
  singles: z.number(),
  /** Baht staked on those bets (a parlay's whole stake counts on each of its legs). */
  stake: z.number(),
  /** Baht those bets would pay if they won (stake included). */
  potential_payout: z.number(),
});
export const AdminSportExposureMarket = z.object({
  market_id: z.number(),
  fixture_id: z.number(),
  fixture: z.string(),
  league: z.string(),
  kickoff_at: z.string(),
  period: z.enum(PERIODS),
  kind: z.enum(MARKET_KINDS),
  line: z.number(),
  status: z.enum(MARKET_STATUSES),
  stake: z.number(),
  /** The largest selection's potential payout less the market's stakes: what the house loses at worst on singles (baht). */
  worst_case: z.number(),
  selections: z.array(AdminSportExposureSelection),
});
export const AdminSportExposureData = z.object({ markets: z.array(AdminSportExposureMarket) });
export type AdminSportExposureData = z.infer<typeof AdminSportExposureData>;

export const AdminSportBetRow = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), phone: z.string(), name: z.string() }),
  type: z.enum(BET_TYPES),
  legs: z.number(),
  stake: z.number(),
  odds: z.number(),
  potential_payout: z.number(),
  status: z.enum(['open', 'settled']),
  result: z.enum(OUTCOMES).nullable(),
  payout: z.number(),
  placed_at: z.string(),
  /** The leg on this fixture. */
  leg: z.object({
    period: z.enum(PERIODS),
    kind: z.enum(MARKET_KINDS),
    line: z.number(),
    selection: z.string(),
    odds: z.number(),
    outcome: z.enum(OUTCOMES).nullable(),
  }),
});
export const AdminSportBetsQuery = AdminPageQuery.extend({ status: z.enum(['open', 'settled'], { error: 'สถานะไม่ถูกต้อง' }).optional() });
export type AdminSportBetsQuery = z.input<typeof AdminSportBetsQuery>;
export const AdminSportBetsPage = adminPaged(AdminSportBetRow);
export type AdminSportBetsPage = z.infer<typeof AdminSportBetsPage>;

/** GET /api/admin/sport/members?from=&to= (Bangkok days the bets were placed, both included). */
export const AdminSportMembersQuery = AdminPageQuery.extend({
  from: BangkokDay('วันเริ่มต้น'),
  to: BangkokDay('วันสิ้นสุด'),
}).refine((q) => q.from <= q.to, { path: ['to'], message: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น' });
export type AdminSportMembersQuery = z.input<typeof AdminSportMembersQuery>;
export const AdminSportMemberRow = z.object({
  member: z.object({ id: z.number(), phone: z.string(), name: z.string() }),
  bets: z.number(),
  open_bets: z.number(),
  /** Baht: every bet's stake, the open ones', what settled bets paid, paid less settled stakes (the member's net). */
  staked: z.number(),
  open_stake: z.number(),
  paid: z.number(),
  net: z.number(),
});
export const AdminSportMembersPage = adminPaged(AdminSportMemberRow);
export type AdminSportMembersPage = z.infer<typeof AdminSportMembersPage>;

// ---- browser tests ------------------------------------------------------------------------------

/**
 * POST /api/test/sport/finish, only outside production with JOBS_TEST_CLOCK=1: finishes the given
 * fixtures with the given scores through the feed import (as a provider would), for browser tests.
 */
export const TestSportFinishBody = z.object({
  fixtures: z
    .array(z.object({ id: z.number().int().min(1), ht: FeedScore, ft: FeedScore }))
    .min(1)
    .max(100),
});
export type TestSportFinishBody = z.input<typeof TestSportFinishBody>;
