import { Errors } from '@contract/errors';
import {
  LIMIT_PERIOD_LABELS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  type LimitPeriod,
  type LimitsData,
  type PeriodLimit,
  SELF_EXCLUSION_LABELS,
  type SelfExclusionPeriod,
  type SelfExclusionState,
  type SetLimitsBody,
} from '@contract/limits';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { creditedSince, inTransaction } from '../ledger';
import { exclusionEnd, periodBounds, thaiBaht, thaiDateTimeLabel } from './periods';
import './tables';

export { thaiBaht, thaiDateTimeLabel } from './periods';

/**
 * Responsible play: deposit limits per Bangkok calendar day, week and month, and self-exclusion.
 * Other modules ask through `assertNotExcluded` (game play, bets) and `assertDepositAllowed`
 * (deposits); `depositBreaches` tells a deposit that must be credited anyway (money already sent)
 * which rules it breaks, so it can be flagged for the operator.
 */
type Conn = Kysely<Database>;

const HOUR_MS = 3600_000;
const THIS_PERIOD: Record<LimitPeriod, string> = { daily: 'วันนี้', weekly: 'สัปดาห์นี้', monthly: 'เดือนนี้' };

type LimitState = { amount: number | null; pendingSet: boolean; pendingAmount: number | null; effectiveAt: Date | null };

/** The limits in force, after promoting raises whose 24 hours have passed. */
export async function effectiveLimits(db: Conn, memberId: number, now: Date = new Date()): Promise<Record<LimitPeriod, LimitState>> {
  await db
    .updateTable('deposit_limit')
    .set((eb) => ({ amount: eb.ref('pending_amount'), pending_set: false, pending_amount: null, effective_at: null, updated_at: now }))
    .where('member_id', '=', memberId)
    .where('pending_set', '=', true)
    .where('effective_at', '<=', now)
    .execute();
  const rows = await db.selectFrom('deposit_limit').selectAll().where('member_id', '=', memberId).execute();
  const out = {} as Record<LimitPeriod, LimitState>;
  for (const period of LIMIT_PERIODS) {
    const r = rows.find((x) => x.period === period);
    out[period] = r
      ? { amount: r.amount, pendingSet: r.pending_set, pendingAmount: r.pending_amount, effectiveAt: r.effective_at }
      : { amount: null, pendingSet: false, pendingAmount: null, effectiveAt: null };
  }
  return out;
}

/** Satang deposited (posted deposit transfers into any of the member's baht wallets) since `since`. */
export async function depositedSince(db: Conn, memberId: number, since: Date): Promise<number> {
  return creditedSince(db, memberId, 'deposit', since);
}

export async function activeExclusion(db: Conn, memberId: number, now: Date = new Date()): Promise<Date | undefined> {
  const row = await db.selectFrom('self_exclusion').select('until').where('member_id', '=', memberId).executeTakeFirst();
  return row && row.until > now ? row.until : undefined;
}

const exclusionMessage = (until: Date) => `ท่านได้ขอพักการเล่นด้วยตนเองถึง ${thaiDateTimeLabel(until)} ระหว่างนี้ไม่สามารถฝากเงินหรือเล่นเกมได้`;

/** Refuses (SELF_EXCLUDED, Thai message with the end date) while the member has excluded themselves. */
export async function assertNotExcluded(db: Conn, memberId: number, now: Date = new Date()): Promise<void> {
  const until = await activeExclusion(db, memberId, now);
  if (until) fail(Errors.SELF_EXCLUDED, undefined, exclusionMessage(until));
}

export type DepositBreach =
  | { rule: 'self_excluded'; until: Date }
  | { rule: 'limit'; period: LimitPeriod; limit: number; used: number; remaining: number };

/**
 * What a deposit of `amountSatang` would break. `reservedSatang` counts money already promised
 * but not yet credited (the member's other open QR payments).
 */
export async function depositBreaches(
  db: Conn,
  memberId: number,
  amountSatang: number,
  opts: { reservedSatang?: number; now?: Date } = {},
): Promise<DepositBreach[]> {
  const now = opts.now ?? new Date();
  const breaches: DepositBreach[] = [];
  const until = await activeExclusion(db, memberId, now);
  if (until) breaches.push({ rule: 'self_excluded', until });
  const limits = await effectiveLimits(db, memberId, now);
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const used = (await depositedSince(db, memberId, periodBounds(period, now).start)) + (opts.reservedSatang ?? 0);
    if (used + amountSatang > limit) breaches.push({ rule: 'limit', period, limit, used, remaining: Math.max(0, limit - used) });
  }
  return breaches;
}

/** Flags for a deposit credited despite a breach ('self_excluded', 'limit_daily'...). */
export const breachFlags = (breaches: DepositBreach[]) =>
  breaches.map((b) => (b.rule === 'self_excluded' ? 'self_excluded' : `limit_${b.period}`));

/** Refuses a deposit during self-exclusion or over a limit, with a Thai message saying what is left. */
export async function assertDepositAllowed(
  db: Conn,
  memberId: number,
  amountSatang: number,
  opts: { reservedSatang?: number; now?: Date } = {},
): Promise<void> {
  const [first] = await depositBreaches(db, memberId, amountSatang, opts);
  if (!first) return;
  if (first.rule === 'self_excluded') fail(Errors.SELF_EXCLUDED, undefined, exclusionMessage(first.until));
  const limit = satangToBaht(first.limit);
  const remaining = satangToBaht(first.remaining);
  // No data on a business failure: it is HTTP 200 and must fit the calling route's response schema.
  fail(
    Errors.DEPOSIT_LIMIT_EXCEEDED,
    undefined,
    `ยอดฝากเกินวงเงินฝาก${LIMIT_PERIOD_LABELS[first.period]}ที่ท่านตั้งไว้ (${thaiBaht(limit)} บาท) ${THIS_PERIOD[first.period]}ฝากได้อีก ${thaiBaht(remaining)} บาท`,
  );
}

/**
 * Sets limits: a lower limit (or a first one) applies at once and cancels a waiting raise; a higher
 * one or a removal waits 24 hours; sending the limit in force cancels a waiting change; sending the
 * same waiting change again keeps its original time (saving the form twice does not restart the wait).
 */
export async function setLimits(db: Conn, memberId: number, body: SetLimitsBody, now: Date = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await effectiveLimits(trx, memberId, now);
    for (const period of LIMIT_PERIODS) {
      const value = body[period];
      if (value === undefined) continue;
      const wanted = value === null ? null : bahtToSatang(value);
      const cur = current[period];
      let row: { amount: number | null; pending_set: boolean; pending_amount: number | null; effective_at: Date | null };
      if (wanted !== null && (cur.amount === null || wanted < cur.amount)) {
        row = { amount: wanted, pending_set: false, pending_amount: null, effective_at: null };
      } else if (wanted === cur.amount) {
        row = { amount: cur.amount, pending_set: false, pending_amount: null, effective_at: null };
      } else if (cur.pendingSet && cur.pendingAmount === wanted) {
        continue;
      } else {
        row = {
          amount: cur.amount,
          pending_set: true,
          pending_amount: wanted,
          effective_at: new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS),
        };
      }
      await trx
        .insertInto('deposit_limit')
        .values({ member_id: memberId, period, ...row, updated_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet({ ...row, updated_at: now }))
        .execute();
    }
  });
}

/**
 * Excludes the member until the period's end. It can be extended, never shortened: the row only
 * changes when the new end is later (one conditional upsert, safe under concurrent calls).
 */
export async function selfExclude(db: Conn, memberId: number, period: SelfExclusionPeriod, now: Date = new Date()): Promise<void> {
  const until = exclusionEnd(period, now);
  const changed = await sql<{ until: Date }>`
    insert into self_exclusion (member_id, until, period, created_at, updated_at)
    values (${memberId}, ${until}, ${period}, ${now}, ${now})
    on conflict (member_id) do update set until = excluded.until, period = excluded.period, updated_at = excluded.updated_at
     where self_exclusion.until < excluded.until
    returning until`.execute(db);
  if (changed.rows.length === 0) {
    const current = (await activeExclusion(db, memberId, now)) ?? until;
    fail(
      Errors.SELF_EXCLUSION_NO_SHORTEN,
      undefined,
      `ท่านพักการเล่นอยู่แล้วถึง ${thaiDateTimeLabel(current)} ไม่สามารถลดระยะเวลาให้สั้นลงได้ (เลือก ${SELF_EXCLUSION_LABELS[period]} จะสิ้นสุดก่อนหน้านั้น)`,
    );
  }
}

async function exclusionState(db: Conn, memberId: number, now: Date): Promise<SelfExclusionState> {
  const until = await activeExclusion(db, memberId, now);
  return until
    ? { active: true, until: until.toISOString(), until_label: thaiDateTimeLabel(until) }
    : { active: false, until: null, until_label: null };
}

/** Everything the limits page shows. */
export async function limitsView(db: Conn, memberId: number, now: Date = new Date()): Promise<LimitsData> {
  const limits = await effectiveLimits(db, memberId, now);
  const view = {} as Record<LimitPeriod, PeriodLimit>;
  for (const period of LIMIT_PERIODS) {
    const l = limits[period];
    const bounds = periodBounds(period, now);
    const used = await depositedSince(db, memberId, bounds.start);
    view[period] = {
      period,
      label: LIMIT_PERIOD_LABELS[period],
      amount: l.amount === null ? null : satangToBaht(l.amount),
      has_pending: l.pendingSet,
      pending_amount: l.pendingAmount === null ? null : satangToBaht(l.pendingAmount),
      pending_effective_at: l.effectiveAt?.toISOString() ?? null,
      used: satangToBaht(used),
      remaining: l.amount === null ? null : satangToBaht(Math.max(0, l.amount - used)),
      period_start: bounds.start.toISOString(),
      period_end: bounds.end.toISOString(),
    };
  }
  return {
    limits: view,
    self_exclusion: await exclusionState(db, memberId, now),
    rules: [
      'วงเงินนับตามวัน สัปดาห์ (จันทร์-อาทิตย์) และเดือนปฏิทิน เวลาประเทศไทย',
      'การลดวงเงินมีผลทันที',
      `การเพิ่มหรือยกเลิกวงเงินจะมีผลหลังจาก ${LIMIT_RAISE_DELAY_HOURS} ชั่วโมง`,
      'การพักการเล่นด้วยตนเองไม่สามารถยกเลิกหรือลดระยะเวลาได้ ระหว่างพักจะฝากเงินและเล่นเกมไม่ได้ แต่ยังถอนเงินได้',
    ],
  };
}
