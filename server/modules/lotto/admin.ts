import { Errors } from '@contract/errors';
import type { AdminLimitedBody, AdminLottoRatesBody, AdminOverrideBody, BetType } from '@contract/lotto';

type Out<T extends z.ZodType> = z.output<T>;

import { bahtToSatang, satangToBaht } from '@contract/money';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import { atBangkok, clockOf, minuteOf } from './dates';
import type { ResultFeed } from './feeds/feed';
import { gloFeed } from './feeds/glo';
import { refundRound } from './refunds';
import { type ResultOrigin, submitResult } from './result-entries';
import { type ResultInput, resultFor } from './results';
import { type RoundWithCategory, roundOrFail, roundsQuery, roundView } from './rounds';
import { settleRound } from './settlement';
import './tables';

type Conn = Kysely<Database>;

/** Operator actions under /api/admin/lotto. Each write and its audit row share one transaction. */

const FEEDS: Record<string, ResultFeed> = { glo: gloFeed };

export async function withTotals(db: Conn, rounds: RoundWithCategory[], now: Date) {
  const ids = rounds.map((r) => r.id);
  const totals = ids.length
    ? await db
        .selectFrom('lotto_bill')
        .select((eb) => [
          'round_id',
          eb.fn.countAll<number>().as('bills'),
          eb.fn.coalesce(eb.fn.sum<number>('total_amount'), eb.lit(0)).as('amount'),
          eb.fn.coalesce(eb.fn.sum<number>('total_win'), eb.lit(0)).as('win'),
        ])
        .where('round_id', 'in', ids)
        .where('status', 'in', ['pending', 'won', 'lost'])
        .groupBy('round_id')
        .execute()
    : [];
  const by = new Map(totals.map((t) => [t.round_id, t]));
  return rounds.map((r) => {
    const t = by.get(r.id);
    return {
      ...roundView(r, now),
      bill_count: Number(t?.bills ?? 0),
      total_amount: satangToBaht(Number(t?.amount ?? 0)),
      total_win: satangToBaht(Number(t?.win ?? 0)),
      settled_at: r.settled_at?.toISOString() ?? null,
    };
  });
}

export async function settlementAnswer(db: Conn, roundId: number, now: Date, paid: number, refunded: number) {
  const round = await roundOrFail(db, roundId);
  const [view] = await withTotals(db, [round], now);
  return { round: view, paid_items: paid, refunded_bills: refunded };
}

/**
 * Enters a round's result (closed, or open past its close) through `submitResult`: an operator's
 * waits for a second operator (pending, or held beside another's) and a feed's applies; the round is
 * settled when it applied. The same numbers again on a resulted round: 5008.
 */
export async function enterResult(db: Conn, operatorId: number, roundId: number, input: ResultInput, now: Date, source?: string) {
  const round = await roundOrFail(db, roundId);
  const result = resultFor(round.result_kind, input);
  const origin: ResultOrigin = source?.startsWith('feed:') ? { kind: 'feed', feed: source.slice(5) } : { kind: 'operator', operatorId };
  const { outcome, entry_id } = await submitResult(db, roundId, result, origin, now);
  if (outcome === 'same') fail(Errors.LOTTO_ROUND_DECIDED);
  const paid = outcome === 'applied' ? await settleRound(db, roundId, now) : 0;
  return { ...(await settlementAnswer(db, roundId, now, paid, 0)), outcome, entry_id };
}

/** What the result routes say about an outcome. */
export const RESULT_MESSAGES = {
  applied: 'บันทึกผลรางวัลและจ่ายเงินแล้ว',
  pending: 'บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนหนึ่งตรวจสอบและยืนยัน',
  held: 'ผลนี้ไม่ตรงกับผลที่รอยืนยันอยู่ บันทึกไว้ให้เจ้าหน้าที่ตัดสิน',
  same: 'ผลนี้ตรงกับผลที่บันทึกไว้แล้ว',
} as const;

/** A published result through a feed: parsed, matched to its round by draw date, entered like an operator's. */
export async function enterFeed(db: Conn, operatorId: number, feedName: string, payload: string, now: Date) {
  const feed = FEEDS[feedName];
  if (!feed) fail(Errors.NOT_FOUND, undefined, 'ไม่รู้จักแหล่งผลรางวัลนี้');
  const draw = feed.parse(payload);
  const round = await roundsQuery(db)
    .where('c.code', '=', draw.category_code)
    .where('r.draw_date', '=', draw.draw_date)
    .where('r.status', 'in', ['open', 'closed', 'resulted'])
    .orderBy('r.id')
    .executeTakeFirst();
  if (!round) fail(Errors.LOTTO_FEED_NO_ROUND, undefined, `${Errors.LOTTO_FEED_NO_ROUND.message} (${draw.draw_date})`);
  return enterResult(db, operatorId, round.id, draw.result, now, `feed:${feed.name}`);
}

/** Cancels a round that has no result and refunds every bill. */
export async function cancelRound(db: Conn, operatorId: number, roundId: number, reason: string, now: Date) {
  await roundOrFail(db, roundId);
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('lotto_round')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
      .where('id', '=', roundId)
      .where('status', 'in', ['open', 'closed'])
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) fail(Errors.LOTTO_ROUND_DECIDED);
    await recordAudit(trx, operatorId, 'lotto.cancel', `lotto_round:${roundId}`, { reason });
  });
  const refunded = await refundRound(db, roundId, now);
  return settlementAnswer(db, roundId, now, 0, refunded);
}

const invalid = (field: string, message: string): never => fail(Errors.VALIDATION, { fields: { [field]: message } }, message);

/** Replaces rates for the bet types given; a bill keeps the rate it was sold at. */
export async function setRates(db: Conn, operatorId: number, categoryId: number, body: Out<typeof AdminLottoRatesBody>) {
  const cat = await db.selectFrom('lotto_category').select(['id', 'result_kind']).where('id', '=', categoryId).executeTakeFirst();
  if (!cat) fail(Errors.NOT_FOUND, undefined, 'ไม่พบประเภทหวยนี้');
  const seen = new Set<BetType>();
  const rows = body.items.map((i, n) => {
    if (seen.has(i.bet_type)) invalid(`items.${n}.bet_type`, 'ประเภทการแทงซ้ำกัน');
    seen.add(i.bet_type);
    if ((i.bet_type === '3front' || i.bet_type === '3back') && cat.result_kind !== 'government') {
      invalid(`items.${n}.bet_type`, '3 ตัวหน้าและ 3 ตัวล่างมีเฉพาะหวยรัฐบาล');
    }
    if (i.min_bet > i.max_bet) invalid(`items.${n}.max_bet`, 'ยอดแทงสูงสุดต้องไม่น้อยกว่ายอดแทงขั้นต่ำ');
    return {
      category_id: categoryId,
      bet_type: i.bet_type,
      rate: Math.round(i.rate * 100),
      min_bet: bahtToSatang(i.min_bet),
      max_bet: bahtToSatang(i.max_bet),
      max_per_number: i.max_per_number === null ? null : bahtToSatang(i.max_per_number),
      enabled: i.enabled,
    };
  });
  await inTransaction(db, async (trx) => {
    for (const r of rows) {
      await trx
        .insertInto('lotto_rate')
        .values(r)
        .onConflict((oc) =>
          oc
            .columns(['category_id', 'bet_type'])
            .doUpdateSet({ rate: r.rate, min_bet: r.min_bet, max_bet: r.max_bet, max_per_number: r.max_per_number, enabled: r.enabled }),
        )
        .execute();
    }
    await recordAudit(trx, operatorId, 'lotto.rates', `lotto_category:${categoryId}`, { items: body.items });
  });
}

/** The Yeekee house-shot setting of a category (docs/lotto.md "Yeekee"). */
export async function houseShots(db: Conn, categoryId: number) {
  const cat = await db
    .selectFrom('lotto_category')
    .select(['id', 'result_kind', 'house_shots'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!cat) fail(Errors.NOT_FOUND, undefined, 'ไม่พบประเภทหวยนี้');
  if (cat.result_kind !== 'yeekee') fail(Errors.LOTTO_NOT_YEEKEE);
  return { category_id: cat.id, enabled: cat.house_shots };
}

/** Turns Yeekee house shots on or off for a category; audited. Rounds closing after it follow the new setting. */
export async function setHouseShots(db: Conn, operatorId: number, categoryId: number, enabled: boolean) {
  await houseShots(db, categoryId);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('lotto_category').set({ house_shots: enabled }).where('id', '=', categoryId).execute();
    await recordAudit(trx, operatorId, 'lotto.house_shots', `lotto_category:${categoryId}`, { enabled });
  });
  return { category_id: categoryId, enabled };
}

/** Replaces a round's limited numbers (เลขอั้น); bills already sold keep their rates. */
export async function setLimited(db: Conn, operatorId: number, roundId: number, body: Out<typeof AdminLimitedBody>) {
  const round = await roundOrFail(db, roundId);
  if (round.status === 'resulted' || round.status === 'cancelled') fail(Errors.LOTTO_ROUND_DECIDED);
  const seen = new Set<string>();
  body.items.forEach((i, n) => {
    const k = `${i.bet_type}:${i.number}`;
    if (seen.has(k)) invalid(`items.${n}.number`, `เลข ${i.number} ซ้ำกัน`);
    seen.add(k);
  });
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('lotto_limited_number').where('round_id', '=', roundId).execute();
    if (body.items.length) {
      await trx
        .insertInto('lotto_limited_number')
        .values(
          body.items.map((i) => ({
            round_id: roundId,
            bet_type: i.bet_type,
            number: i.number,
            mode: i.mode,
            pay_percent: i.mode === 'reduced' ? (i.pay_percent ?? null) : null,
            max_amount: i.max_amount === undefined ? null : bahtToSatang(i.max_amount),
          })),
        )
        .execute();
    }
    await recordAudit(trx, operatorId, 'lotto.limited', `lotto_round:${roundId}`, { items: body.items });
  });
}

const overrideView = (o: {
  id: number;
  category_id: number;
  scheduled_date: string;
  draw_date: string | null;
  close_minute: number | null;
  note: string;
}) => ({
  id: o.id,
  category_id: o.category_id,
  scheduled_date: o.scheduled_date,
  draw_date: o.draw_date,
  close_time: o.close_minute === null ? null : clockOf(o.close_minute),
  note: o.note,
});

export async function listOverrides(db: Conn, categoryId?: number) {
  let q = db.selectFrom('lotto_schedule_override').selectAll();
  if (categoryId) q = q.where('category_id', '=', categoryId);
  return (await q.orderBy('scheduled_date', 'desc').orderBy('id', 'desc').limit(500).execute()).map(overrideView);
}

/**
 * Moves or drops one scheduled draw. A round already created for it follows while still open: a
 * moved draw changes its date and close, a dropped one is cancelled and refunded.
 */
export async function setOverride(db: Conn, operatorId: number, body: Out<typeof AdminOverrideBody>, now: Date) {
  const cat = await db
    .selectFrom('lotto_category')
    .select(['id', 'close_minute', 'schedule_kind'])
    .where('id', '=', body.category_id)
    .executeTakeFirst();
  if (!cat) fail(Errors.NOT_FOUND, undefined, 'ไม่พบประเภทหวยนี้');
  if (cat.schedule_kind === 'yeekee') invalid('category_id', 'หวยยี่กีไม่มีตารางงวดให้เลื่อน');
  const closeMinute = body.close_time ? minuteOf(body.close_time) : null;
  let cancelled: number | null = null;
  const saved = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('lotto_schedule_override')
      .values({
        category_id: cat.id,
        scheduled_date: body.scheduled_date,
        draw_date: body.draw_date,
        close_minute: closeMinute,
        note: body.note,
      })
      .onConflict((oc) =>
        oc
          .columns(['category_id', 'scheduled_date'])
          .doUpdateSet({ draw_date: body.draw_date, close_minute: closeMinute, note: body.note }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const round = await trx
      .selectFrom('lotto_round')
      .select(['id', 'opens_at'])
      .where('category_id', '=', cat.id)
      .where('draw_key', '=', body.scheduled_date)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (round && body.draw_date === null) {
      await trx
        .updateTable('lotto_round')
        .set({ status: 'cancelled', cancelled_at: now, cancel_reason: body.note || 'งดออกรางวัลงวดนี้' })
        .where('id', '=', round.id)
        .where('status', '=', 'open')
        .execute();
      cancelled = round.id;
    } else if (round && body.draw_date) {
      const closes = atBangkok(body.draw_date, closeMinute ?? cat.close_minute);
      if (closes.getTime() <= round.opens_at.getTime()) invalid('draw_date', 'วันออกรางวัลใหม่ต้องอยู่หลังเวลาเปิดรับแทงของงวด');
      await trx
        .updateTable('lotto_round')
        .set({ draw_date: body.draw_date, closes_at: closes })
        .where('id', '=', round.id)
        .where('status', '=', 'open')
        .execute();
    }
    await recordAudit(trx, operatorId, 'lotto.schedule', `lotto_category:${cat.id}`, { ...body, round_id: round?.id ?? null });
    return row;
  });
  if (cancelled !== null) await refundRound(db, cancelled, now);
  return overrideView(saved);
}

export async function deleteOverride(db: Conn, operatorId: number, id: number) {
  await inTransaction(db, async (trx) => {
    const gone = await trx.deleteFrom('lotto_schedule_override').where('id', '=', id).returningAll().executeTakeFirst();
    if (!gone) fail(Errors.NOT_FOUND, undefined, 'ไม่พบการเลื่อนงวดนี้');
    await recordAudit(trx, operatorId, 'lotto.schedule.delete', `lotto_category:${gone.category_id}`, {
      scheduled_date: gone.scheduled_date,
    });
  });
}
