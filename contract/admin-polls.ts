import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import { hasAtMost2Decimals } from './money-units';
import { POLL_LAYOUTS, POLL_STATUSES, PollQuotaRule } from './polls';
import { Prize, PrizeInput } from './prizes';

/**
 * The back office's prediction polls (docs/engagement.md "Operators"): create with choices,
 * edit (everything before the first vote; title, description and closing time after), close,
 * resolve with the winning choice (winners paid once), cancel, votes per choice and voters, and the
 * report of prizes paid. Support manages, finance reads; every write audited.
 */

const Moment = (label: string) => z.iso.datetime({ offset: true, error: `${label}ต้องเป็นวันและเวลา (ISO 8601)` });

const Title = z
  .string({ error: 'กรุณาระบุชื่อโพล' })
  .trim()
  .min(1, { error: 'กรุณาระบุชื่อโพล' })
  .max(120, { error: 'ชื่อโพลยาวได้ไม่เกิน 120 ตัวอักษร' });
const Description = z.string({ error: 'รายละเอียดไม่ถูกต้อง' }).trim().max(2_000, { error: 'รายละเอียดยาวได้ไม่เกิน 2,000 ตัวอักษร' });
const Image = z
  .string({ error: 'รูปภาพไม่ถูกต้อง' })
  .trim()
  .max(500, { error: 'ที่อยู่รูปภาพยาวได้ไม่เกิน 500 ตัวอักษร' })
  .refine((s) => s === '' || (s.startsWith('/') && !s.startsWith('//')) || s.startsWith('https://'), {
    error: 'รูปภาพต้องเป็นพาธที่ขึ้นต้นด้วย / หรือลิงก์ https://',
  })
  .nullable();
const Choices = z
  .array(z.string({ error: 'ตัวเลือกไม่ถูกต้อง' }).trim().min(1, { error: 'ตัวเลือกต้องไม่ว่าง' }).max(60, { error: 'ตัวเลือกยาวได้ไม่เกิน 60 ตัวอักษร' }), {
    error: 'กรุณาระบุตัวเลือก',
  })
  .min(2, { error: 'โพลต้องมีตัวเลือกอย่างน้อย 2 ตัวเลือก' })
  .max(100, { error: 'โพลมีตัวเลือกได้ไม่เกิน 100 ตัวเลือก' })
  .refine((c) => new Set(c).size === c.length, { error: 'ตัวเลือกต้องไม่ซ้ำกัน' });
const Count = (label: string, min: number, max: number) =>
  z
    .number({ error: `กรุณาระบุ${label}` })
    .int({ error: `${label}ต้องเป็นจำนวนเต็ม` })
    .min(min, { error: `${label}ต้องไม่น้อยกว่า ${min}` })
    .max(max, { error: `${label}ต้องไม่เกิน ${max.toLocaleString('en-US')}` });
const Baht = (label: string) =>
  z
    .number({ error: `กรุณาระบุ${label}` })
    .min(0, { error: `${label}ต้องไม่ติดลบ` })
    .max(10_000_000, { error: `${label}สูงเกินไป` })
    .refine(hasAtMost2Decimals, { error: `${label}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

const fields = {
  title: Title,
  description: Description,
  image: Image,
  layout: z.enum(POLL_LAYOUTS, { error: 'รูปแบบตัวเลือกต้องเป็น list หรือ grid' }),
  choices: Choices,
  opens_at: Moment('เวลาเปิดโหวต'),
  closes_at: Moment('เวลาปิดโหวต'),
  prize: PrizeInput,
  winners_limit: Count('จำนวนผู้ชนะ', 0, 10_000),
  base_votes: Count('สิทธิ์โหวตพื้นฐาน', 0, 100),
  deposit_step: Baht('ยอดฝากต่อ 1 สิทธิ์'),
  turnover_step: Baht('ยอดเล่นต่อ 1 สิทธิ์'),
  max_votes: Count('สิทธิ์โหวตสูงสุด', 1, 1_000),
};

type Ordered = { opens_at?: string; closes_at?: string; base_votes?: number; max_votes?: number };
const windowOrdered = (v: Ordered) => !v.opens_at || !v.closes_at || Date.parse(v.closes_at) > Date.parse(v.opens_at);
const votesOrdered = (v: Ordered) => v.base_votes === undefined || v.max_votes === undefined || v.max_votes >= v.base_votes;

/** POST /api/admin/polls. */
export const AdminPollCreateBody = z
  .object({
    ...fields,
    description: Description.default(''),
    image: Image.default(null),
    layout: fields.layout.default('list'),
    winners_limit: fields.winners_limit.default(0),
    base_votes: fields.base_votes.default(1),
    deposit_step: fields.deposit_step.default(0),
    turnover_step: fields.turnover_step.default(0),
    max_votes: fields.max_votes.default(1),
  })
  .refine(windowOrdered, { path: ['closes_at'], error: 'เวลาปิดโหวตต้องอยู่หลังเวลาเปิดโหวต' })
  .refine(votesOrdered, { path: ['max_votes'], error: 'สิทธิ์โหวตสูงสุดต้องไม่น้อยกว่าสิทธิ์พื้นฐาน' });
export type AdminPollCreateBody = z.input<typeof AdminPollCreateBody>;

/** PUT /api/admin/polls/:id: the fields given change; after the first vote only title, description and closes_at. */
export const AdminPollUpdateBody = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข' })
  .refine(windowOrdered, { path: ['closes_at'], error: 'เวลาปิดโหวตต้องอยู่หลังเวลาเปิดโหวต' })
  .refine(votesOrdered, { path: ['max_votes'], error: 'สิทธิ์โหวตสูงสุดต้องไม่น้อยกว่าสิทธิ์พื้นฐาน' });
export type AdminPollUpdateBody = z.input<typeof AdminPollUpdateBody>;
/** What may change once a poll has votes. */
export const POLL_FIELDS_AFTER_VOTES = ['title', 'description', 'closes_at'] as const;

export const AdminPollListQuery = AdminPageQuery.extend({
  status: z.enum(POLL_STATUSES, { error: 'สถานะโพลไม่ถูกต้อง' }).optional(),
});
export type AdminPollListQuery = z.input<typeof AdminPollListQuery>;

export const AdminPollChoice = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  votes: z.number().int(),
  voters: z.number().int(),
});

export const AdminPoll = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  layout: z.enum(POLL_LAYOUTS),
  /** As members see it (an open poll past its closing time is closed). */
  status: z.enum(POLL_STATUSES),
  status_name: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  prize: Prize,
  winners_limit: z.number().int(),
  quota_rule: PollQuotaRule,
  seed_hash: z.string(),
  /** Revealed after resolution or cancellation only. */
  server_seed: z.string().nullable(),
  winning_choice_id: z.number().int().nullable(),
  choices: z.array(AdminPollChoice),
  votes: z.number().int(),
  voters: z.number().int(),
  winners: z.number().int(),
  paid: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type AdminPoll = z.infer<typeof AdminPoll>;
export const AdminPollPage = adminPaged(AdminPoll);
export type AdminPollPage = z.infer<typeof AdminPollPage>;

export const AdminPollResolveBody = z.object({
  choice_id: z.coerce
    .number({ error: 'กรุณาเลือกตัวเลือกที่ถูกต้อง' })
    .int({ error: 'ตัวเลือกไม่ถูกต้อง' })
    .min(1, { error: 'ตัวเลือกไม่ถูกต้อง' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'ตัวเลือกไม่ถูกต้อง' }),
});
export type AdminPollResolveBody = z.input<typeof AdminPollResolveBody>;

export const AdminPollResolveData = z.object({
  poll: AdminPoll,
  /** Winning votes, and how many are paid (all of them when the answer comes). */
  winners: z.number().int(),
  paid: z.number().int(),
  /** True when the poll had been resolved already: nothing more was paid than what was owed. */
  already: z.boolean(),
});
export type AdminPollResolveData = z.infer<typeof AdminPollResolveData>;

export const AdminPollCancelBody = z.object({
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, { error: 'กรุณาระบุเหตุผล' }).max(200, { error: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร' }),
});
export type AdminPollCancelBody = z.input<typeof AdminPollCancelBody>;

export const AdminPollVotesQuery = AdminPageQuery.extend({
  choice_id: z.coerce.number({ error: 'ตัวเลือกไม่ถูกต้อง' }).int({ error: 'ตัวเลือกไม่ถูกต้อง' }).min(1, { error: 'ตัวเลือกไม่ถูกต้อง' }).optional(),
});
export type AdminPollVotesQuery = z.input<typeof AdminPollVotesQuery>;

export const AdminPollVote = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  phone: z.string(),
  choice_id: z.number().int(),
  label: z.string(),
  created_at: z.string(),
  /** After resolution: whether the vote won (null before). */
  won: z.boolean().nullable(),
});
export const AdminPollVotesData = adminPaged(AdminPollVote).extend({ choices: z.array(AdminPollChoice) });
export type AdminPollVotesData = z.infer<typeof AdminPollVotesData>;

export const AdminPollReportRow = z.object({
  poll_id: z.number().int(),
  title: z.string(),
  status: z.enum(POLL_STATUSES),
  resolved_at: z.string().nullable(),
  votes: z.number().int(),
  winners: z.number().int(),
  paid: z.number().int(),
  /** Each winning vote's prize, and everything paid (the prize x paid). */
  prize: Prize,
  paid_total: Prize,
});
export const AdminPollReportData = adminPaged(AdminPollReportRow);
export type AdminPollReportData = z.infer<typeof AdminPollReportData>;
