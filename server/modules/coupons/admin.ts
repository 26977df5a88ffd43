import type { AdminCoupon, AdminCouponBody, AdminStatusBody } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { normalizeCode } from './codes';
import './tables';
import { storedTerms } from './terms';
import { adminCoupon, invalid } from './wire';

type Body = z.output<typeof AdminCouponBody>;

/** A code another coupon holds (the unique index answers races: PostgreSQL 23505 on coupon_code_key). */
const isCodeTaken = (e: unknown) => {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && (err.constraint === undefined || err.constraint === 'coupon_code_key');
};

/** POST /api/admin/coupons: one code (audited `coupon.create`); COUPON_CODE_TAKEN when the code exists. */
export async function createCoupon(db: Db, operatorId: number, body: Body, now = new Date()): Promise<AdminCoupon> {
  const code = normalizeCode(body.code);
  const terms = await storedTerms(db, body, now);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx.selectFrom('coupon').select('id').where('code', '=', code).executeTakeFirst();
      if (taken) fail(Errors.COUPON_CODE_TAKEN);
      const row = await trx
        .insertInto('coupon')
        .values({ ...terms, code, quota: body.quota, created_by: operatorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, operatorId, 'coupon.create', `coupon:${row.id}`, { ...body, code });
      return row.id;
    })
    .catch((e) => (isCodeTaken(e) ? fail(Errors.COUPON_CODE_TAKEN) : Promise.reject(e)));
  return adminCoupon(db, id);
}

/**
 * PUT /api/admin/coupons/:id: new terms (audited `coupon.update` with what changed). Redemptions
 * already made keep what they got; a coupon someone used keeps its kind, and its quota cannot go
 * below what is used.
 */
export async function updateCoupon(db: Db, operatorId: number, id: number, body: Body, now = new Date()): Promise<AdminCoupon> {
  const code = normalizeCode(body.code);
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom('coupon').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) fail(Errors.NOT_FOUND);
      const terms = await storedTerms(trx, { ...body, valid_from: body.valid_from ?? before.valid_from.toISOString() }, now);
      if (before.used > 0 && terms.kind !== before.kind) invalid('kind', 'คูปองที่มีผู้ใช้แล้วเปลี่ยนประเภทไม่ได้');
      if (body.quota !== null && body.quota < before.used) invalid('quota', `จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (${before.used})`);
      if (code !== before.code) {
        const taken = await trx.selectFrom('coupon').select('id').where('code', '=', code).executeTakeFirst();
        if (taken) fail(Errors.COUPON_CODE_TAKEN);
      }
      await trx
        .updateTable('coupon')
        .set({ ...terms, code, quota: body.quota })
        .where('id', '=', id)
        .execute();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const after: Record<string, unknown> = { ...terms, code, quota: body.quota };
      for (const [k, v] of Object.entries(after)) {
        const raw = (before as Record<string, unknown>)[k];
        const was = raw instanceof Date ? raw.toISOString() : k === 'weights' && raw !== null ? JSON.stringify(raw) : raw;
        const to = v instanceof Date ? v.toISOString() : v;
        if (String(was) !== String(to)) changes[k] = { from: was, to };
      }
      await recordAudit(trx, operatorId, 'coupon.update', `coupon:${id}`, { changes });
    })
    .catch((e) => (isCodeTaken(e) ? fail(Errors.COUPON_CODE_TAKEN) : Promise.reject(e)));
  return adminCoupon(db, id);
}

/** POST /api/admin/coupons/:id/status: pause, resume or end (audited `coupon.status`); an ended coupon stays ended. */
export async function setCouponStatus(db: Db, operatorId: number, id: number, body: AdminStatusBody): Promise<AdminCoupon> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('coupon').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) fail(Errors.NOT_FOUND);
    if (before.status === 'ended' && body.status !== 'ended') invalid('status', 'คูปองที่สิ้นสุดแล้วเปิดใช้ใหม่ไม่ได้ กรุณาสร้างคูปองใหม่');
    await trx.updateTable('coupon').set({ status: body.status }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, 'coupon.status', `coupon:${id}`, { from: before.status, to: body.status });
  });
  return adminCoupon(db, id);
}
