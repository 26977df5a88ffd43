import { z } from 'zod';
import { AdminPageQuery, adminPaged } from './admin';
import {
  BET_TYPE_DIGITS,
  BET_TYPE_NAMES,
  BET_TYPES,
  BILL_MAX_ITEMS,
  BILL_STATUSES,
  CATEGORY_GROUPS,
  RESULT_KINDS,
  ROUND_STATUSES,
} from './lotto-names';
import { BahtAmount } from './money';
import { ClientRequestKey, KeysetCursor, KeysetLimit } from './withdrawals';

/**
 * Lotto (docs/wire-format.md "Calls", docs/lotto.md): categories, rounds,
 * rates, limited numbers (เลขอั้น), bills, results and Yeekee shooting. Money is baht on the wire;
 * rates are "baht paid per 1 baht staked" (900, 3.2).
 */

export {
  BET_TYPE_DIGITS,
  BET_TYPE_NAMES,
  BET_TYPE_RULES,
  BET_TYPES,
  type BetType,
  BILL_MAX_ITEMS,
  BILL_STATUS_NAMES,
  BILL_STATUSES,
  type BillStatus,
  buddhistDate,
  CANCEL_BEFORE_CLOSE_MINUTES,
  CATEGORY_GROUP_NAMES,
  CATEGORY_GROUPS,
  type CategoryGroup,
  LOTTO_AGENT_ID,
  parseThaiDate,
  RESULT_KINDS,
  type ResultKind,
  ROUND_STATUS_NAMES,
  ROUND_STATUSES,
  type RoundStatus,
  thaiDrawDate,
  YEEKEE_COOLDOWN_SECONDS,
  YEEKEE_MIN_SHOTS,
  YEEKEE_SUBTRACT_POSITION,
} from './lotto-names';

const BetTypeField = z.enum(BET_TYPES, { error: 'ประเภทการแทงไม่ถูกต้อง' });

// ---- input fields ----

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}ไม่ถูกต้อง` })
    .int({ error: `${label}ไม่ถูกต้อง` })
    .min(1, { error: `${label}ไม่ถูกต้อง` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label}ไม่ถูกต้อง` });

const RoundIdField = id('รหัสงวด');
const BillIdField = id('รหัสโพย');
const CategoryIdField = id('ประเภทหวย');

/**
 * agent_id travels with every lotto call (docs/wire-format.md "The agent"). Any value is accepted here; a value other
 * than "1" is answered with HTTP 400 by the route (another site's request), not with a 422.
 */
const AgentIdField = z
  .union([z.string(), z.number()], { error: 'ไม่พบรหัสเอเยนต์' })
  .transform(String)
  .pipe(z.string().min(1, { error: 'ไม่พบรหัสเอเยนต์' }).max(20, { error: 'รหัสเอเยนต์ไม่ถูกต้อง' }));

/** A Gregorian date YYYY-MM-DD (the results page converts the Buddhist-era date it shows). */
export const LottoDateField = z
  .string({ error: 'วันที่ไม่ถูกต้อง' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: 'วันที่ไม่ถูกต้อง' },
  );

const BillItemInput = z
  .object({
    bet_type: BetTypeField,
    number: z.string({ error: 'กรุณากรอกเลขที่ต้องการแทง' }).regex(/^\d{1,3}$/, { error: 'เลขที่แทงต้องเป็นตัวเลข 1-3 หลัก' }),
    amount: BahtAmount,
  })
  .superRefine((v, ctx) => {
    const digits = BET_TYPE_DIGITS[v.bet_type];
    if (digits !== undefined && v.number.length !== digits) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: `เลข${BET_TYPE_NAMES[v.bet_type]}ต้องเป็นตัวเลข ${digits} หลัก` });
    }
  });

const BillItems = z
  .array(BillItemInput, { error: 'กรุณาเพิ่มเลขที่ต้องการแทง' })
  .min(1, { error: 'กรุณาเพิ่มเลขที่ต้องการแทงอย่างน้อย 1 รายการ' })
  .max(BILL_MAX_ITEMS, { error: `แทงได้ไม่เกิน ${BILL_MAX_ITEMS} รายการต่อโพย` });

export const BillValidateBody = z.object({ round_id: RoundIdField, agent_id: AgentIdField, items: BillItems });
export type BillValidateBody = z.input<typeof BillValidateBody>;

/** `idempotency_key` makes a repeated submit answer the first bill instead of buying twice. */
export const BillCreateBody = BillValidateBody.extend({ idempotency_key: ClientRequestKey.optional() });
export type BillCreateBody = z.input<typeof BillCreateBody>;

export const BillCancelBody = z.object({ bill_id: BillIdField, agent_id: AgentIdField });
export type BillCancelBody = z.input<typeof BillCancelBody>;

export const YeekeeShootBody = z.object({
  round_id: RoundIdField,
  number: z.string({ error: 'กรุณากรอกเลข 5 หลัก' }).regex(/^\d{5}$/, { error: 'เลขยิงต้องเป็นตัวเลข 5 หลัก (00000-99999)' }),
});
export type YeekeeShootBody = z.input<typeof YeekeeShootBody>;

// ---- queries ----

export const RoundQuery = z.object({ round_id: RoundIdField });
export const BillDetailQuery = z.object({ bill_id: BillIdField });
export const RoundsQuery = z.object({
  category_id: CategoryIdField.optional(),
  status: z.enum([...ROUND_STATUSES, 'all'], { error: 'สถานะงวดไม่ถูกต้อง' }).default('open'),
  limit: KeysetLimit,
});
export const ResultQuery = z.object({ category_id: CategoryIdField.optional(), round_id: RoundIdField.optional() });
export const ResultsQuery = z.object({
  agent_id: AgentIdField.optional(),
  category_id: CategoryIdField.optional(),
  date: LottoDateField.optional(),
  cursor: KeysetCursor.optional(),
  limit: KeysetLimit,
});
export const RatesQuery = z.object({ category_id: CategoryIdField.optional(), agent_id: AgentIdField.optional() });
export const YeekeeListQuery = z.object({
  round_id: RoundIdField,
  /** Only shots after this id (short polling: send the newest id seen). */
  after_id: z.coerce.number({ error: 'ตำแหน่งไม่ถูกต้อง' }).int({ error: 'ตำแหน่งไม่ถูกต้อง' }).min(0, { error: 'ตำแหน่งไม่ถูกต้อง' }).optional(),
});
export const BillListQuery = z.object({
  round_id: RoundIdField.optional(),
  status: z.enum(BILL_STATUSES, { error: 'สถานะโพยไม่ถูกต้อง' }).optional(),
  cursor: KeysetCursor.optional(),
  limit: KeysetLimit,
});

// ---- answers ----

export const LottoResult = z.object({
  top3: z.string(),
  top2: z.string(),
  bottom2: z.string(),
  front3: z.array(z.string()),
  back3: z.array(z.string()),
  /** Government: the 6-digit first prize. */
  first_prize: z.string().nullable(),
  /** Yeekee: the 5-digit number computed from the shots. */
  yeekee_number: z.string().nullable(),
  /** Present (true) when the numbers came from the sandbox source: random, outside production only ("ผลทดสอบ"). */
  sandbox: z.literal(true).optional(),
});
export type LottoResult = z.infer<typeof LottoResult>;

export const LottoRate = z.object({
  bet_type: BetTypeField,
  name: z.string(),
  digits: z.number().int(),
  rate: z.number(),
  min_bet: z.number(),
  max_bet: z.number(),
  /** What all members together may stake on one number per round; null = no cap. */
  max_per_number: z.number().nullable(),
  enabled: z.boolean(),
});
export type LottoRate = z.infer<typeof LottoRate>;

export const LottoCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  group_name: z.string(),
  result_kind: z.enum(RESULT_KINDS),
  /** The schedule in Thai ('ออกทุกวันที่ 1 และ 16 ปิดรับ 15:20 น.'). */
  schedule_text: z.string(),
  bet_types: z.array(BetTypeField),
});
export type LottoCategory = z.infer<typeof LottoCategory>;

export const LottoRound = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_code: z.string(),
  category_name: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  /** 'งวดวันที่ 16 มกราคม 2568' or, for Yeekee, 'รอบที่ 7 วันที่ ...'. */
  title: z.string(),
  draw_key: z.string(),
  draw_date: z.string(),
  draw_date_be: z.string(),
  draw_date_th: z.string(),
  round_no: z.number().int().nullable(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** When the result is expected (display only). */
  result_expected_at: z.string(),
  /** Bills may be cancelled until then. */
  cancel_until: z.string(),
  status: z.enum(ROUND_STATUSES),
  status_name: z.string(),
  /** True while bets are taken now (status open and now between opens_at and closes_at). */
  is_open: z.boolean(),
  seconds_to_close: z.number().int(),
  result: LottoResult.nullable(),
  cancel_reason: z.string().nullable(),
});
export type LottoRound = z.infer<typeof LottoRound>;

const LobbyCategory = LottoCategory.extend({ rounds: z.array(LottoRound) });
export const LobbyData = z.object({
  server_time: z.string(),
  groups: z.array(z.object({ code: z.enum(CATEGORY_GROUPS), name: z.string(), categories: z.array(LobbyCategory) })),
});
export type LobbyData = z.infer<typeof LobbyData>;
/** The lobby is the one answer with `status` instead of `error` (docs/wire-format.md "The envelope"). */
export const LobbyEnvelope = z.object({ status: z.number().int(), message: z.string(), data: LobbyData.optional() });

export const RoundsData = z.object({ items: z.array(LottoRound) });
export const RoundDetail = z.object({ round: LottoRound, category: LottoCategory, rates: z.array(LottoRate) });
export const RuleData = z.object({
  round: LottoRound,
  rules: z.array(z.string()),
  bet_types: z.array(z.object({ bet_type: BetTypeField, name: z.string(), digits: z.number().int(), rule: z.string(), rate: z.number() })),
});
export const RateData = z.object({ round_id: z.number().int(), category_id: z.number().int(), rates: z.array(LottoRate) });
export const RatesData = z.object({ categories: z.array(LottoCategory.extend({ rates: z.array(LottoRate) })) });

const LIMITED_MODES = ['closed', 'reduced'] as const;
export const LIMITED_MODE_NAMES: Record<(typeof LIMITED_MODES)[number], string> = { closed: 'ปิดรับ', reduced: 'จ่ายลด' };
export const LimitData = z.object({
  round_id: z.number().int(),
  limited: z.array(
    z.object({
      bet_type: BetTypeField,
      bet_type_name: z.string(),
      number: z.string(),
      mode: z.enum(LIMITED_MODES),
      mode_name: z.string(),
      /** The rate paid for this number (reduced), null when closed. */
      rate: z.number().nullable(),
      pay_percent: z.number().int().nullable(),
      max_amount: z.number().nullable(),
    }),
  ),
  /** Numbers already bought, with what may still be staked on them (capped bet types only). */
  remaining: z.array(z.object({ bet_type: BetTypeField, number: z.string(), cap: z.number(), remaining: z.number() })),
});

const ResultRow = z.object({
  round_id: z.number().int(),
  category_id: z.number().int(),
  category_code: z.string(),
  category_name: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  title: z.string(),
  draw_date: z.string(),
  draw_date_be: z.string(),
  draw_date_th: z.string(),
  result: LottoResult,
  resulted_at: z.string(),
});
export const ResultData = z.object({ items: z.array(ResultRow) });
export const ResultsData = z.object({ items: z.array(ResultRow), next_cursor: z.number().int().nullable() });

const VALIDATE_ITEM_STATUSES = ['ok', 'adjusted', 'refused'] as const;
export const ValidatedItem = z.object({
  index: z.number().int(),
  bet_type: BetTypeField,
  bet_type_name: z.string(),
  number: z.string(),
  /** What was asked. */
  amount: z.number(),
  /** What would be sold (0 when refused). */
  accepted_amount: z.number(),
  rate: z.number(),
  potential_win: z.number(),
  status: z.enum(VALIDATE_ITEM_STATUSES),
  /** Why it was adjusted or refused, in Thai. */
  reason: z.string().nullable(),
  /** A limited number: 'closed' (refused) or 'reduced' (paid at a reduced rate). */
  limited: z.enum(LIMITED_MODES).nullable(),
  /** Information that changes nothing (a reduced rate). */
  note: z.string().nullable(),
});
export type ValidatedItem = z.infer<typeof ValidatedItem>;

export const BillValidation = z.object({
  round_id: z.number().int(),
  items: z.array(ValidatedItem),
  item_count: z.number().int(),
  ok_count: z.number().int(),
  adjusted_count: z.number().int(),
  refused_count: z.number().int(),
  total_amount: z.number(),
  total_potential_win: z.number(),
  /** The main wallet's available balance (null for a visitor). */
  balance: z.number().nullable(),
  enough_balance: z.boolean(),
});
export type BillValidation = z.infer<typeof BillValidation>;

const BillItemView = z.object({
  id: z.number().int(),
  bet_type: BetTypeField,
  bet_type_name: z.string(),
  number: z.string(),
  amount: z.number(),
  rate: z.number(),
  potential_win: z.number(),
  limited: z.boolean(),
  status: z.enum(BILL_STATUSES),
  status_name: z.string(),
  payout: z.number(),
});
export const BillView = z.object({
  id: z.number().int(),
  /** The number shown to the member and support ('LT000123'). */
  reference: z.string(),
  round: LottoRound,
  status: z.enum(BILL_STATUSES),
  status_name: z.string(),
  total_amount: z.number(),
  total_win: z.number(),
  item_count: z.number().int(),
  can_cancel: z.boolean(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type BillView = z.infer<typeof BillView>;
export const BillDetail = BillView.extend({ items: z.array(BillItemView) });
export type BillDetail = z.infer<typeof BillDetail>;
export const BillListData = z.object({ items: z.array(BillView), next_cursor: z.number().int().nullable() });

export const BillCreateData = z.object({ bill: BillDetail, balance: z.number(), replayed: z.boolean() });
/** A refused or changed bill answers the validation (error != 0) so the bill builder can show why. */
export const BillCreateAnswer = z.union([BillCreateData, BillValidation]);
export const BillCancelData = z.object({ bill: BillDetail, balance: z.number() });

const YeekeeShot = z.object({
  id: z.number().int(),
  /** 1 for the first shot of the round. */
  seq: z.number().int(),
  number: z.string(),
  /** The shooter, masked ('089xxxx678'). */
  member: z.string(),
  created_at: z.string(),
});
export const YeekeeListData = z.object({
  round: LottoRound,
  shot_count: z.number().int(),
  /** Newest first; at most 50. */
  shots: z.array(YeekeeShot),
  /** Poll again after this many milliseconds while the round is open. */
  poll_ms: z.number().int(),
});
const YeekeeProof = z.object({
  shot_count: z.number().int(),
  sum: z.number().nullable(),
  /** The shot subtracted: the 16th counted back from the last. */
  subtracted: z.object({ seq: z.number().int(), number: z.string() }).nullable(),
  number: z.string().nullable(),
  /** SHA-256 (hex) of the shot list as published: one line per shot, `seq|number|created_at`. */
  sha256: z.string(),
});
export const YeekeeListsData = z.object({ round: LottoRound, shots: z.array(YeekeeShot), proof: YeekeeProof });
/** The shooter's own shot as stored (its place in the list shows in the next poll of yeekee/list). */
export const YeekeeShootData = z.object({
  shot: YeekeeShot.omit({ seq: true }),
  next_shot_at: z.string(),
  cooldown_seconds: z.number().int(),
});

// ---- operators (/api/admin/lotto) ----

const Digits = (n: number, label: string) =>
  z.string({ error: `กรุณากรอก${label}` }).regex(new RegExp(`^\\d{${n}}$`), { error: `${label}ต้องเป็นตัวเลข ${n} หลัก` });
/** An index figure as published ('38,123.45', '-123.45'): exactly two decimals. */
const IndexFigure = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .transform((s) => s.replaceAll(',', '').trim())
    .pipe(z.string().regex(/^[+-]?\d{1,7}\.\d{2}$/, { error: `${label}ต้องเป็นตัวเลขทศนิยม 2 ตำแหน่ง เช่น 38123.45` }));

export const AdminLottoResultBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('government'),
      first_prize: Digits(6, 'รางวัลที่ 1'),
      front3: z.array(Digits(3, 'เลขหน้า 3 ตัว')).length(2, { error: 'เลขหน้า 3 ตัวต้องมี 2 รางวัล' }),
      back3: z.array(Digits(3, 'เลขท้าย 3 ตัว')).length(2, { error: 'เลขท้าย 3 ตัวต้องมี 2 รางวัล' }),
      bottom2: Digits(2, 'เลขท้าย 2 ตัว'),
    }),
    z.object({ kind: z.literal('stock'), close: IndexFigure('ดัชนีปิด'), change: IndexFigure('ค่าเปลี่ยนแปลง') }),
    z.object({ kind: z.literal('hanoi'), special: Digits(5, 'รางวัลพิเศษ'), first: Digits(5, 'รางวัลที่ 1') }),
    z.object({ kind: z.literal('lao'), number: Digits(4, 'เลข 4 ตัว') }),
    z.object({ kind: z.literal('direct'), top3: Digits(3, '3 ตัวบน'), bottom2: Digits(2, '2 ตัวล่าง') }),
  ],
  { error: 'กรุณาเลือกรูปแบบผลรางวัล' },
);
export type AdminLottoResultBody = z.input<typeof AdminLottoResultBody>;

const LOTTO_FEEDS = ['glo'] as const;
export const AdminLottoFeedBody = z.object({
  feed: z.enum(LOTTO_FEEDS, { error: 'ไม่รู้จักแหล่งผลรางวัลนี้' }),
  /** The published result as received: the GLO's JSON or its plain-text layout. */
  payload: z.string({ error: 'กรุณาวางข้อมูลผลรางวัล' }).min(1, { error: 'กรุณาวางข้อมูลผลรางวัล' }).max(60_000, { error: 'ข้อมูลผลรางวัลยาวเกินไป' }),
});

export const AdminLottoCancelBody = z.object({
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, { error: 'กรุณาระบุเหตุผล' }).max(200, { error: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร' }),
});

const RateField = z
  .number({ error: 'อัตราจ่ายต้องเป็นตัวเลข' })
  .positive({ error: 'อัตราจ่ายต้องมากกว่า 0' })
  .max(100_000, { error: 'อัตราจ่ายสูงเกินไป' })
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, {
    error: 'อัตราจ่ายมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  });

export const AdminLottoRatesBody = z.object({
  items: z
    .array(
      z.object({
        bet_type: BetTypeField,
        rate: RateField,
        min_bet: BahtAmount,
        max_bet: BahtAmount,
        max_per_number: BahtAmount.nullable(),
        enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดรับหรือไม่' }),
      }),
    )
    .min(1, { error: 'กรุณาระบุอัตราจ่ายอย่างน้อย 1 ประเภท' })
    .max(BET_TYPES.length, { error: 'ประเภทการแทงซ้ำกัน' }),
});
export type AdminLottoRatesBody = z.input<typeof AdminLottoRatesBody>;

/**
 * Yeekee house shots (docs/lotto.md "Yeekee"): whether the house shoots a round that closes short of
 * 20 shots up to 20 (on, the default) or such a round is cancelled and refunded (off).
 */
export const AdminHouseShotsBody = z.object({ enabled: z.boolean({ error: 'กรุณาระบุว่าเปิดหรือปิด' }) });
export const AdminHouseShots = z.object({ category_id: z.number().int(), enabled: z.boolean() });

const AdminLimitedNumber = z
  .object({
    bet_type: BetTypeField,
    number: z.string({ error: 'กรุณากรอกเลข' }).regex(/^\d{1,3}$/, { error: 'เลขต้องเป็นตัวเลข 1-3 หลัก' }),
    mode: z.enum(LIMITED_MODES, { error: 'กรุณาเลือก ปิดรับ หรือ จ่ายลด' }),
    pay_percent: z.number({ error: 'เปอร์เซ็นต์การจ่ายต้องเป็นตัวเลข' }).int({ error: 'เปอร์เซ็นต์การจ่ายต้องเป็นจำนวนเต็ม' }).min(1).max(99).optional(),
    max_amount: BahtAmount.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.number.length !== BET_TYPE_DIGITS[v.bet_type]) {
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: `เลข${BET_TYPE_NAMES[v.bet_type]}ต้องเป็นตัวเลข ${BET_TYPE_DIGITS[v.bet_type]} หลัก`,
      });
    }
    if (v.mode === 'reduced' && v.pay_percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pay_percent'], message: 'เลขจ่ายลดต้องระบุเปอร์เซ็นต์การจ่าย (1-99)' });
    }
  });
/** Replaces the round's whole list of limited numbers. */
export const AdminLimitedBody = z.object({ items: z.array(AdminLimitedNumber).max(2_000, { error: 'เลขอั้นมากเกินไป' }) });
export type AdminLimitedBody = z.input<typeof AdminLimitedBody>;

const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'เวลาต้องอยู่ในรูปแบบ ชช:นน' });
export const AdminOverrideBody = z.object({
  category_id: id('ประเภทหวย'),
  /** The date the standard schedule gives ('2025-01-16'). */
  scheduled_date: LottoDateField,
  /** The date the draw really takes place, or null when there is no draw. */
  draw_date: LottoDateField.nullable(),
  /** Betting closes at this Bangkok time on the draw date (the category's usual time when left out). */
  close_time: TimeOfDay.optional(),
  note: z.string().trim().max(200, { error: 'หมายเหตุยาวได้ไม่เกิน 200 ตัวอักษร' }).default(''),
});
export type AdminOverrideBody = z.input<typeof AdminOverrideBody>;

export const AdminOverride = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  scheduled_date: z.string(),
  draw_date: z.string().nullable(),
  close_time: z.string().nullable(),
  note: z.string(),
});
export const AdminOverridesQuery = z.object({ category_id: CategoryIdField.optional() });

export const AdminLottoRoundsQuery = AdminPageQuery.extend({
  category_id: CategoryIdField.optional(),
  status: z.enum(ROUND_STATUSES, { error: 'สถานะงวดไม่ถูกต้อง' }).optional(),
  date: LottoDateField.optional(),
});
const AdminLottoRound = LottoRound.extend({
  bill_count: z.number().int(),
  total_amount: z.number(),
  total_win: z.number(),
  settled_at: z.string().nullable(),
});
export const AdminLottoRoundPage = adminPaged(AdminLottoRound);
export const AdminSettlement = z.object({ round: AdminLottoRound, paid_items: z.number().int(), refunded_bills: z.number().int() });
