import { z } from 'zod';
import { FIXTURE_STATUSES, Line, MARKET_KINDS, MARKET_STATUSES, Odds, PERIODS, SELECTIONS } from './sport';

/**
 * The sportsbook's feed format (docs/sport.md "Feed format"): one JSON document carries leagues,
 * fixtures (with their status and scores) and markets (with their line and decimal odds), each
 * keyed by the feed's own id. Importing upserts by feed id; the same document twice changes
 * nothing the second time. Operators upload it (POST /api/admin/sport/feed), a provider pushes it
 * signed (POST /api/sport/feed), the sandbox feed produces it.
 */

const FeedId = z
  .string({ error: 'กรุณาระบุรหัสจากฟีด (feed_id)' })
  .trim()
  .min(1, { error: 'กรุณาระบุรหัสจากฟีด (feed_id)' })
  .max(100, { error: 'รหัสจากฟีดยาวเกิน 100 ตัวอักษร' })
  .regex(/^[A-Za-z0-9._:-]+$/, { error: 'รหัสจากฟีดใช้ได้เฉพาะ A-Z a-z 0-9 . _ : -' });

const Name = (label: string) =>
  z
    .string({ error: `กรุณาระบุ${label}` })
    .trim()
    .min(1, { error: `กรุณาระบุ${label}` })
    .max(100, { error: `${label}ยาวเกิน 100 ตัวอักษร` });

const Goals = z
  .number({ error: 'สกอร์ต้องเป็นตัวเลข' })
  .int({ error: 'สกอร์ต้องเป็นจำนวนเต็ม' })
  .min(0, { error: 'สกอร์ต้องไม่ติดลบ' })
  .max(99, { error: 'สกอร์สูงเกินกำหนด' });
export const FeedScore = z.object({ home: Goals, away: Goals }, { error: 'สกอร์ไม่ถูกต้อง' });
export type FeedScore = z.infer<typeof FeedScore>;

export const FeedLeague = z.object({
  feed_id: FeedId,
  name_th: Name('ชื่อลีกภาษาไทย'),
  name_en: Name('ชื่อลีกภาษาอังกฤษ'),
  country: z.string().trim().max(60, { error: 'ชื่อประเทศยาวเกิน 60 ตัวอักษร' }).default(''),
  /** The fixtures table's order (lower first). */
  sort: z.number().int().min(0).max(100_000).optional(),
});
export type FeedLeague = z.infer<typeof FeedLeague>;

const Team = (side: string) => z.object({ th: Name(`ชื่อทีม${side}ภาษาไทย`), en: Name(`ชื่อทีม${side}ภาษาอังกฤษ`) });

export const FeedFixture = z
  .object({
    feed_id: FeedId,
    /** The league's feed_id: in this document's leagues or imported before. */
    league: FeedId,
    home: Team('เจ้าบ้าน'),
    away: Team('ทีมเยือน'),
    /** ISO 8601 instant with its offset ('2026-05-02T19:00:00+07:00' or '...Z'). */
    kickoff_at: z.iso.datetime({ offset: true, error: 'เวลาเริ่มแข่งต้องเป็น ISO 8601 พร้อมเขตเวลา' }),
    status: z.enum(FIXTURE_STATUSES, { error: 'สถานะคู่แข่งขันไม่ถูกต้อง' }),
    /** Half-time and full-time scores: absent = leave as stored, null = not known. */
    ht: FeedScore.nullable().optional(),
    ft: FeedScore.nullable().optional(),
  })
  .superRefine((f, ctx) => {
    if (f.status === 'finished' && !f.ft) ctx.addIssue({ code: 'custom', path: ['ft'], message: 'คู่ที่จบการแข่งขันต้องมีสกอร์เต็มเวลา' });
    if (f.ht && f.ft && (f.ht.home > f.ft.home || f.ht.away > f.ft.away))
      ctx.addIssue({ code: 'custom', path: ['ht'], message: 'สกอร์ครึ่งแรกต้องไม่มากกว่าสกอร์เต็มเวลา' });
  });
export type FeedFixture = z.infer<typeof FeedFixture>;

/** Decimal odds keyed by selection: exactly SELECTIONS[kind] ({ home, draw, away } for 1x2, { over, under } for ou, ...). */
export const FeedOdds = z.record(z.string(), Odds, { error: 'กรุณาระบุราคาของแต่ละตัวเลือก' });

export const FeedMarket = z
  .object({
    /** The fixture's feed_id: in this document's fixtures or imported before. */
    fixture: FeedId,
    period: z.enum(PERIODS, { error: 'ช่วงเวลาต้องเป็น ft หรือ 1h' }),
    kind: z.enum(MARKET_KINDS, { error: 'ประเภทตลาดต้องเป็น 1x2, hdp, ou หรือ oe' }),
    /** Goals, quarter steps: the HOME side's handicap (hdp, -0.5 = home gives half a goal), the total (ou); 0 otherwise. */
    line: Line.default(0),
    /** The line the fixtures table shows (one per fixture, period and kind). */
    main: z.boolean().default(true),
    status: z.enum(MARKET_STATUSES, { error: 'สถานะตลาดไม่ถูกต้อง' }).default('open'),
    odds: FeedOdds,
  })
  .superRefine((m, ctx) => {
    const want = SELECTIONS[m.kind] as readonly string[];
    const got = Object.keys(m.odds);
    if (got.length !== want.length || !want.every((s) => s in m.odds))
      ctx.addIssue({ code: 'custom', path: ['odds'], message: `ราคาของตลาด ${m.kind} ต้องมีตัวเลือก ${want.join(', ')}` });
    if ((m.kind === '1x2' || m.kind === 'oe') && m.line !== 0)
      ctx.addIssue({ code: 'custom', path: ['line'], message: 'ตลาด 1x2 และคู่/คี่ ไม่มีเส้นต่อรอง (line ต้องเป็น 0)' });
    if (m.kind === 'ou' && m.line <= 0) ctx.addIssue({ code: 'custom', path: ['line'], message: 'เส้นสูง/ต่ำต้องมากกว่า 0' });
  });
export type FeedMarket = z.infer<typeof FeedMarket>;

export const SportFeedDocument = z.object(
  {
    leagues: z.array(FeedLeague).max(1000, { error: 'ลีกในไฟล์เดียวได้ไม่เกิน 1,000 รายการ' }).default([]),
    fixtures: z.array(FeedFixture).max(5000, { error: 'คู่ในไฟล์เดียวได้ไม่เกิน 5,000 รายการ' }).default([]),
    markets: z.array(FeedMarket).max(50_000, { error: 'ตลาดในไฟล์เดียวได้ไม่เกิน 50,000 รายการ' }).default([]),
  },
  { error: 'ข้อมูลฟีดต้องเป็นออบเจกต์ JSON' },
);
export type SportFeedDocument = z.infer<typeof SportFeedDocument>;
/** What a sender writes (defaults may be left out). */
export type SportFeedInput = z.input<typeof SportFeedDocument>;

/** What an import did. `duplicate`: the same body was imported before (nothing changed). */
export const SportFeedAnswer = z.object({
  import_id: z.number().nullable(),
  duplicate: z.boolean(),
  leagues: z.number(),
  /** Fixtures created or changed. */
  fixtures: z.number(),
  /** Markets created or whose odds, line, main flag or status changed. */
  markets: z.number(),
  /** Fixtures whose status or scores changed (sent to the settlement). */
  results: z.number(),
});
export type SportFeedAnswer = z.infer<typeof SportFeedAnswer>;
