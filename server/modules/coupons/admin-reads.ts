import type { AdminPageQuery } from '@contract/admin';
import type { AdminCouponQuery } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import './tables';
import { wireAmount } from './units';
import { adminCoupons, toAdminCoupon } from './wire';

type Page = z.output<typeof AdminPageQuery>;

/** LIKE patterns treat the operator's text literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * GET /api/admin/coupons: filtered by code or name, status and batch (a batch's codes, which the back
 * office pages through to export them as CSV), sorted and paged with a total.
 */
export async function listCoupons(db: Db, q: z.output<typeof AdminCouponQuery>) {
  let query = adminCoupons(db);
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    query = query.where((eb) => eb.or([eb('c.code', 'ilike', like), eb('c.name', 'ilike', like)]));
  }
  if (q.status) query = query.where('c.status', '=', q.status);
  if (q.batch_id) query = query.where('c.batch_id', '=', q.batch_id);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const column = q.sort === 'used' ? 'c.used' : q.sort === 'valid_until' ? 'c.valid_until' : 'c.id';
  const rows = await query
    .orderBy(column, q.sort ? q.dir : 'desc')
    .orderBy('c.id', q.dir)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { items: rows.map(toAdminCoupon), page: q.page, page_size: q.page_size, total: Number(total) };
}

/** GET /api/admin/coupons/:id/redemptions: who redeemed it, newest first. */
export async function couponRedemptions(db: Db, couponId: number, q: Page) {
  const coupon = await db.selectFrom('coupon').select(['code', 'kind']).where('id', '=', couponId).executeTakeFirst();
  if (!coupon) fail(Errors.NOT_FOUND);
  const [{ total }] = await db
    .selectFrom('coupon_redemption')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('coupon_id', '=', couponId)
    .execute();
  const rows = await db
    .selectFrom('coupon_redemption as r')
    .innerJoin('member_public as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.member_id', 'm.phone', 'r.amount', 'r.status', 'r.created_at'])
    .where('r.coupon_id', '=', couponId)
    .orderBy('r.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      coupon_id: couponId,
      code: coupon.code,
      member_id: r.member_id,
      member_phone: r.phone,
      amount: wireAmount(coupon.kind, r.amount),
      status: r.status,
      created_at: r.created_at.toISOString(),
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

/** GET /api/admin/coupon-batches: batches newest first, with how many of their codes were used. */
export async function listBatches(db: Db, q: Page) {
  const [{ total }] = await db
    .selectFrom('coupon_batch')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await db
    .selectFrom('coupon_batch as b')
    .select([
      'b.id',
      'b.name',
      'b.size',
      'b.created_at',
      sql<number>`(select coalesce(sum(c.used), 0)::int from coupon c where c.batch_id = b.id)`.as('used'),
    ])
    .orderBy('b.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, size: r.size, used: Number(r.used), created_at: r.created_at.toISOString() })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}
