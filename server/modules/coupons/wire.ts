import type { AdminCoupon } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { AppError } from '../../lib/reply';
import { promotionTitleOf } from '../promotions';
import './tables';
import { wireAmount } from './units';

/** A 422 naming the field, as the body's own validation answers (the back office shows it beside the field). */
export function invalid(field: string, message: string): never {
  throw new AppError(Errors.VALIDATION, { fields: { [field]: message } }, message);
}

/** Coupons as the back office reads them, with their promotion's title (deposit_bonus). */
export function adminCoupons(db: Db) {
  return db
    .selectFrom('coupon as c')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.batch_id',
      'c.kind',
      'c.amount',
      'c.promotion_id',
      'c.turnover_multiplier',
      'c.weights',
      'c.max_withdrawal',
      'c.requirement_days',
      'c.valid_from',
      'c.valid_until',
      'c.quota',
      'c.used',
      'c.status',
      'c.created_at',
      promotionTitleOf(sql`c.promotion_id`).as('promotion_title'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof adminCoupons>['executeTakeFirstOrThrow']>>;

export function toAdminCoupon(r: Row): AdminCoupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    batch_id: r.batch_id,
    kind: r.kind,
    amount: wireAmount(r.kind, r.amount),
    promotion_id: r.promotion_id,
    promotion_title: r.promotion_title,
    turnover_multiplier: Number(r.turnover_multiplier),
    weights: r.weights,
    max_withdrawal: r.max_withdrawal === null ? null : satangToBaht(r.max_withdrawal),
    requirement_days: r.requirement_days,
    valid_from: r.valid_from.toISOString(),
    valid_until: r.valid_until ? r.valid_until.toISOString() : null,
    quota: r.quota,
    used: r.used,
    status: r.status,
    created_at: r.created_at.toISOString(),
  };
}

export async function adminCoupon(db: Db, id: number): Promise<AdminCoupon> {
  const row = await adminCoupons(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(Errors.NOT_FOUND);
  return toAdminCoupon(row);
}
