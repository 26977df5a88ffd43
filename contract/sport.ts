import { z } from 'zod';
import { BahtAmount } from './money';
import { ClientRequestKey } from './withdrawals';

/**
 * The in-house sportsbook as members see it (/sport, docs/sport.md): fixtures with their markets
 * and decimal odds, the bet slip (a single or a step parlay of 2-12 legs, once per request key),
 * the odds-changed answer, and "my bets". Money on the wire is baht, odds decimal (3 places at
 * most), lines in goals (quarter steps). The database keeps satang, odds in thousandths and lines
 * in quarters; `oddsToMilli`/`lineToQ` convert.
 */

export * from './sport-names';

import {
  BET_TYPES,
  FIXTURE_STATUSES,
  MARKET_KINDS,
  MARKET_STATUSES,
  OUTCOMES,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  PERIODS,
} from './sport-names';

const hasAtMost3Decimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

export const Odds = z
  .number({ error: 'ราคาต้องเป็นตัวเลข' })
  .gt(1, { error: 'ราคาต้องมากกว่า 1.00' })
  .max(1000, { error: 'ราคาสูงเกินกำหนด' })
  .refine(hasAtMost3Decimals, { error: 'ราคามีทศนิยมได้ไม่เกิน 3 ตำแหน่ง' });

export const Line = z
  .number({ error: 'เส้นต่อรองต้องเป็นตัวเลข' })
  .min(-10, { error: 'เส้นต่อรองต้องอยู่ระหว่าง -10 ถึง 10' })
  .max(20, { error: 'เส้นต่อรองสูงเกินกำหนด' })
  .refine((n) => Number.isInteger(n * 4), { error: 'เส้นต่อรองต้องเป็นช่วงละ 0.25' });

const Id = (label: string) =>
  z
    .number({ error: `กรุณาเลือก${label}` })
    .int({ error: `${label}ไม่ถูกต้อง` })
    .min(1, { error: `${label}ไม่ถูกต้อง` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label}ไม่ถูกต้อง` });

// ---- reads -------------------------------------------------------------------------------------

export const SportSelectionView = z.object({ selection: z.string(), odds: z.number() });
export const SportMarketView = z.object({
  id: z.number(),
  period: z.enum(PERIODS),
  kind: z.enum(MARKET_KINDS),
  /** Goals: the home side's handicap (hdp), the goal total (ou); 0 for 1x2 and odd/even. */
  line: z.number(),
  main: z.boolean(),
  status: z.enum(MARKET_STATUSES),
  /** In SELECTIONS[kind] order. */
  selections: z.array(SportSelectionView),
  odds_version: z.number(),
});
export type SportMarketView = z.infer<typeof SportMarketView>;

export const SportScore = z.object({ home: z.number(), away: z.number() });
export const SportFixtureView = z.object({
  id: z.number(),
  league_id: z.number(),
  home: z.object({ th: z.string(), en: z.string() }),
  away: z.object({ th: z.string(), en: z.string() }),
  /** ISO instant; shown in Asia/Bangkok. */
  kickoff_at: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  suspended: z.boolean(),
  voided: z.boolean(),
  ht: SportScore.nullable(),
  ft: SportScore.nullable(),
  markets: z.array(SportMarketView),
});
export type SportFixtureView = z.infer<typeof SportFixtureView>;

export const SportLeagueView = z.object({ id: z.number(), name_th: z.string(), name_en: z.string(), country: z.string() });
export type SportLeagueView = z.infer<typeof SportLeagueView>;

/** GET /api/sport/fixtures?day=today|tomorrow|later|all&league_id= (Bangkok days; scheduled and live only). */
export const SPORT_DAYS = ['today', 'tomorrow', 'later', 'all'] as const;
export const SportFixturesQuery = z.object({
  day: z.enum(SPORT_DAYS, { error: 'กรุณาเลือกวันแข่งขัน' }).default('all'),
  league_id: z.coerce.number().int().min(1).optional(),
});
export const SportFixturesData = z.object({
  /** ISO instant the server read the odds (the offline page shows it). */
  fetched_at: z.string(),
  leagues: z.array(SportLeagueView),
  fixtures: z.array(SportFixtureView),
});
export type SportFixturesData = z.infer<typeof SportFixturesData>;

/** GET /api/sport/config: what the slip needs (baht). */
export const SportConfigData = z.object({
  enabled: z.boolean(),
  min_stake: z.number(),
  max_stake: z.number(),
  max_parlay_payout: z.number(),
  parlay_min_legs: z.number(),
  parlay_max_legs: z.number(),
});
export type SportConfigData = z.infer<typeof SportConfigData>;

// ---- the slip ----------------------------------------------------------------------------------

export const SportLegInput = z.object({
  market_id: Id('ตลาด'),
  selection: z.enum(['home', 'draw', 'away', 'over', 'under', 'odd', 'even'], { error: 'ตัวเลือกไม่ถูกต้อง' }),
  /** The odds the slip shows (decimal). */
  odds: Odds,
});
export type SportLegInput = z.infer<typeof SportLegInput>;

/** POST /api/sport/bet. */
export const SportBetBody = z
  .object({
    request_key: ClientRequestKey,
    type: z.enum(BET_TYPES, { error: 'กรุณาเลือกประเภทการเดิมพัน' }),
    stake: BahtAmount,
    legs: z
      .array(SportLegInput, { error: 'กรุณาเลือกคู่ที่ต้องการเดิมพัน' })
      .min(1, { error: 'กรุณาเลือกคู่ที่ต้องการเดิมพัน' })
      .max(PARLAY_MAX_LEGS, { error: `บอลสเต็ปเลือกได้ไม่เกิน ${PARLAY_MAX_LEGS} คู่` }),
    /** Take better odds than the slip shows without asking (worse odds always ask). */
    accept_better: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'single' && b.legs.length !== 1) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'บอลเดี่ยวเลือกได้ 1 คู่' });
    if (b.type === 'parlay' && b.legs.length < PARLAY_MIN_LEGS)
      ctx.addIssue({ code: 'custom', path: ['legs'], message: `บอลสเต็ปต้องเลือกอย่างน้อย ${PARLAY_MIN_LEGS} คู่` });
  });
export type SportBetBody = z.infer<typeof SportBetBody>;

/** The data of SPORT_ODDS_CHANGED: each leg's current odds (and line); the slip shows them and asks. */
export const SportOddsChangedData = z.object({
  legs: z.array(z.object({ market_id: z.number(), selection: z.string(), odds: z.number(), line: z.number() })),
});
export type SportOddsChangedData = z.infer<typeof SportOddsChangedData>;

export const SportLegView = z.object({
  leg: z.number(),
  fixture_id: z.number(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff_at: z.string(),
  period: z.enum(PERIODS),
  kind: z.enum(MARKET_KINDS),
  line: z.number(),
  selection: z.string(),
  odds: z.number(),
  outcome: z.enum(OUTCOMES).nullable(),
  ht: SportScore.nullable(),
  ft: SportScore.nullable(),
});
export const SportBetView = z.object({
  id: z.number(),
  type: z.enum(BET_TYPES),
  stake: z.number(),
  odds: z.number(),
  potential_payout: z.number(),
  status: z.enum(['open', 'settled']),
  result: z.enum(OUTCOMES).nullable(),
  payout: z.number(),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  legs: z.array(SportLegView),
});
export type SportBetView = z.infer<typeof SportBetView>;

export const SportBetData = z.object({ bet: SportBetView, replayed: z.boolean(), balance: z.number() });
export type SportBetData = z.infer<typeof SportBetData>;

/** GET /api/sport/bets?status=open|settled&before=<id>. */
export const SportBetsQuery = z.object({
  status: z.enum(['open', 'settled'], { error: 'สถานะไม่ถูกต้อง' }).default('open'),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const SportBetsData = z.object({ bets: z.array(SportBetView), next_before: z.number().nullable() });
export type SportBetsData = z.infer<typeof SportBetsData>;

// ---- settings (the back office edits them; docs/sport.md "Settings") ---------------------------

const BahtSetting = (label: string) =>
  z
    .number({ error: `กรุณากรอก${label}` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(100_000_000, { error: `${label}สูงเกินกำหนด` });

export const SportSettings = z
  .object({
    enabled: z.boolean(),
    min_stake: BahtSetting('เดิมพันขั้นต่ำ'),
    max_stake: BahtSetting('เดิมพันสูงสุดต่อบิล'),
    /** The most one parlay may pay (its potential payout is refused above it). */
    max_parlay_payout: BahtSetting('ยอดจ่ายสูงสุดต่อบิลสเต็ป'),
    /** The most one single may pay. */
    max_single_payout: BahtSetting('ยอดจ่ายสูงสุดต่อบิลเดี่ยว'),
    /** A member's stakes on one fixture (singles and the parlays that include it). */
    max_fixture_stake: BahtSetting('ยอดเดิมพันสูงสุดต่อคู่ต่อสมาชิก'),
    /** A member's stakes on bets not yet settled. */
    max_open_stake: BahtSetting('ยอดเดิมพันค้างผลสูงสุดต่อสมาชิก'),
  })
  .refine((s) => s.max_stake >= s.min_stake, { path: ['max_stake'], message: 'เดิมพันสูงสุดต้องไม่น้อยกว่าขั้นต่ำ' });
export type SportSettings = z.infer<typeof SportSettings>;
