import type { AdminCouponBatchBody } from '@contract/admin-promotions';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { randomCodes } from './codes';
import './tables';
import { storedTerms } from './terms';

type Body = z.output<typeof AdminCouponBatchBody>;

const CHUNK = 10_000;
/** Rounds of fresh codes for the ones that collided: 31^8 codes per prefix make even one round rare. */
const ROUNDS = 20;

/**
 * POST /api/admin/coupon-batches: `size` single-use codes (quota 1 each) with the same terms, in one
 * transaction with the batch row and its audit (`coupon_batch.create`). Codes are the prefix and 8
 * random characters (codes.ts); they are inserted ten thousand at a time (one array of codes a statement), and a code that already exists
 * (another batch's, a hand-made one, or a repeat in this draw) is skipped by the unique index and drawn
 * again until the batch is whole. The back office exports them from GET /api/admin/coupons?batch_id=N.
 */
export async function createBatch(
  db: Db,
  operatorId: number,
  body: Body,
  opts: { now?: Date; draw?: typeof randomCodes } = {},
): Promise<{ batch_id: number; size: number }> {
  const { now = new Date(), draw = randomCodes } = opts;
  const terms = await storedTerms(db, body, now);
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('coupon_batch')
      .values({ name: body.name, size: body.size, created_by: operatorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    let missing = body.size;
    for (let round = 0; missing > 0; round++) {
      if (round === ROUNDS) throw new Error(`coupon batch ${batch.id}: ${missing} codes still collide after ${ROUNDS} rounds`);
      const codes = [...new Set(draw(body.prefix, missing))];
      for (let n = 0; n < codes.length; n += CHUNK) {
        // The terms are the same for every code: one array parameter of codes per statement.
        const made = await sql<{ made: number }>`
          with made as (
            insert into coupon (code, name, batch_id, kind, amount, promotion_id, turnover_multiplier, weights,
                                max_withdrawal, requirement_days, valid_from, valid_until, quota, created_by)
            select code, ${terms.name}, ${batch.id}::int, ${terms.kind}, ${terms.amount}::bigint, ${terms.promotion_id}::int,
                   ${terms.turnover_multiplier}::numeric, ${terms.weights}::jsonb, ${terms.max_withdrawal}::bigint,
                   ${terms.requirement_days}::int, ${terms.valid_from}::timestamptz, ${terms.valid_until}::timestamptz, 1, ${operatorId}::bigint
              from unnest(${codes.slice(n, n + CHUNK)}::text[]) as code
            on conflict (code) do nothing
            returning 1)
          select count(*)::int as made from made`.execute(trx);
        missing -= made.rows[0].made;
      }
    }
    await recordAudit(trx, operatorId, 'coupon_batch.create', `coupon_batch:${batch.id}`, { ...body });
    return { batch_id: batch.id, size: body.size };
  });
}
