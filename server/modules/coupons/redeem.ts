import { type ErrorDef, Errors } from '@contract/errors';
import { COUPON_KIND_NAMES, type CouponRedeemData } from '@contract/promotions';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { lockMember } from '../account';
import { recordWrongCode, tooManyAttempts } from './attempts';
import { normalizeCode } from './codes';
import { grant } from './grants';
import './tables';
import { wireAmount } from './units';

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

function findCoupon(db: Db, code: string) {
  return db
    .selectFrom('coupon')
    .select([
      'id',
      'code',
      'name',
      'kind',
      'amount',
      'promotion_id',
      'turnover_multiplier',
      'weights',
      'max_withdrawal',
      'requirement_days',
      'valid_from',
      'valid_until',
      'status',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

const NOT_YET = 'คูปองนี้ยังไม่เปิดให้ใช้ กรุณาลองใหม่ภายหลัง';
const DEPOSIT_COUPON_WAITING = 'ท่านมีคูปองโบนัสเงินฝากที่รอใช้กับการฝากครั้งถัดไปอยู่แล้ว กรุณาฝากเงินก่อนแล้วจึงใช้คูปองนี้';

/** Why a code the member typed is not redeemable now (Thai, COUPON_UNAVAILABLE), or null. */
function unavailable(c: CouponRow, now: Date): string | null {
  if (c.status !== 'active') return Errors.COUPON_UNAVAILABLE.message;
  if (c.valid_until !== null && c.valid_until.getTime() <= now.getTime()) return Errors.COUPON_UNAVAILABLE.message;
  if (c.valid_from.getTime() > now.getTime()) return NOT_YET;
  return null;
}

/**
 * Redeems a code for the member (docs/promotions.md "Coupons"), in one transaction that first locks the member's
 * row, so two taps or two devices of one member run one after the other and the second finds the
 * first's redemption (the unique (coupon, member) stands behind it). Then:
 *   1. the guessing limit, before the code is looked up (COUPON_TOO_MANY_ATTEMPTS);
 *   2. the code, upper-cased: unknown -> the wrong code is recorded and COUPON_INVALID, one message
 *      for every wrong code;
 *   3. paused, ended, outside its validity window -> COUPON_UNAVAILABLE; this member's second time ->
 *      COUPON_ALREADY_USED; a deposit-bonus coupon while another still waits for the next deposit ->
 *      COUPON_UNAVAILABLE with its own message;
 *   4. the quota, by a conditional update (`used < quota`), so of members redeeming the last one at
 *      once exactly one gets it (COUPON_UNAVAILABLE for the others);
 *   5. the redemption row, then its grant (ledger movement keyed `coupon:<redemption id>`, requirement).
 * Anything failing after step 4 rolls the whole redemption back, quota included.
 */
export async function redeemCoupon(db: Db, input: { memberId: number; code: string; ip: string; now?: Date }): Promise<CouponRedeemData> {
  const now = input.now ?? new Date();
  const code = normalizeCode(input.code);
  const { memberId, ip } = input;
  const outcome = await db.transaction().execute(async (trx): Promise<{ refused: ErrorDef } | { data: CouponRedeemData }> => {
    await lockMember(trx, memberId);
    if (await tooManyAttempts(trx, memberId, ip, now)) return { refused: Errors.COUPON_TOO_MANY_ATTEMPTS };
    const c = await findCoupon(trx, code);
    if (!c) {
      await recordWrongCode(trx, memberId, ip, now);
      return { refused: Errors.COUPON_INVALID };
    }
    const why = unavailable(c, now);
    if (why) fail(Errors.COUPON_UNAVAILABLE, undefined, why);
    const before = await trx
      .selectFrom('coupon_redemption')
      .select('id')
      .where('coupon_id', '=', c.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (before) fail(Errors.COUPON_ALREADY_USED);
    // One deposit-bonus coupon at a time: the next deposit can carry only one (promotions' choice).
    if (c.kind === 'deposit_bonus') {
      const waiting = await trx
        .selectFrom('coupon_redemption')
        .select('id')
        .where('member_id', '=', memberId)
        .where('status', '=', 'waiting_deposit')
        .executeTakeFirst();
      if (waiting) fail(Errors.COUPON_UNAVAILABLE, undefined, DEPOSIT_COUPON_WAITING);
    }
    const taken = await sql<{ used: number }>`
      update coupon set used = used + 1
       where id = ${c.id} and status = 'active' and (quota is null or used < quota)
      returning used`.execute(trx);
    if (taken.rows.length === 0) fail(Errors.COUPON_UNAVAILABLE);
    const redemption = await trx
      .insertInto('coupon_redemption')
      .values({ coupon_id: c.id, member_id: memberId, status: c.kind === 'deposit_bonus' ? 'waiting_deposit' : 'granted' })
      .onConflict((oc) => oc.columns(['coupon_id', 'member_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!redemption) fail(Errors.COUPON_ALREADY_USED);
    const g = await grant(trx, c, memberId, redemption.id, now);
    await trx
      .updateTable('coupon_redemption')
      .set({ amount: g.amount, requirement_id: g.requirementId })
      .where('id', '=', redemption.id)
      .execute();
    return {
      data: {
        kind: c.kind,
        kind_name: COUPON_KIND_NAMES[c.kind],
        amount: wireAmount(c.kind, g.amount),
        promotion_title: g.promotionTitle,
        required_turnover: g.requiredTurnover === null ? null : wireAmount('credit', g.requiredTurnover),
        message: g.message,
      },
    };
  });
  if ('refused' in outcome) fail(outcome.refused);
  return outcome.data;
}
