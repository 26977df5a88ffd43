import { AdminIdParams, AdminPageQuery } from '@contract/admin';
import {
  AdminCoupon,
  AdminCouponBatchBody,
  AdminCouponBatchData,
  AdminCouponBatchPage,
  AdminCouponBody,
  AdminCouponPage,
  AdminCouponQuery,
  AdminCouponRedemptionPage,
  AdminStatusBody,
} from '@contract/admin-promotions';
import { envelope } from '@contract/envelope';
import { CouponHistoryData, CouponRedeemBody, CouponRedeemData } from '@contract/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { createCoupon, setCouponStatus, updateCoupon } from './admin';
import { couponRedemptions, listBatches, listCoupons } from './admin-reads';
import { createBatch } from './batches';
import { couponHistory } from './history';
import { redeemCoupon } from './redeem';

/**
 * Member (docs/promotions.md "Coupons"): POST /api/coupon/redeem, GET /api/coupon/history.
 * Operators under /api/admin: coupons (list, filter by batch for the CSV export, create, edit,
 * status), a coupon's redemptions, batches (list, create). Finance and support read; support
 * manages; admin does everything. Every operator write is audited in its own transaction.
 */
export async function couponsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];

  app.post(
    '/coupon/redeem',
    {
      // A coarse cap beside the guessing limit (which counts wrong codes in the database, any node).
      preHandler: app.limit('coupon', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description: 'Redeems a coupon code (any case): credit, points, free spins or a bonus on the next deposit.',
        body: CouponRedeemBody,
        response: { 200: envelope(CouponRedeemData) },
      },
    },
    async (req) => {
      const data = await redeemCoupon(app.db, { memberId: req.memberId, code: req.body.code, ip: req.ip });
      return ok(data, data.message);
    },
  );

  app.get(
    '/coupon/history',
    {
      schema: {
        tags,
        description: "The member's redemptions, newest first, codes masked.",
        response: { 200: envelope(CouponHistoryData) },
      },
    },
    async (req) => ok(await couponHistory(app.db, req.memberId)),
  );
}

/** Coupons for operators under /api/admin/coupons and /coupon-batches (operator group). */
export async function couponsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/coupons',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: "Coupons filtered by code/name, status and batch (a batch's codes for the CSV export), sorted and paged.",
        querystring: AdminCouponQuery,
        response: { 200: envelope(AdminCouponPage) },
      },
    },
    async (req) => ok(await listCoupons(app.db, req.query)),
  );

  app.post(
    '/coupons',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Creates one coupon code.',
        body: AdminCouponBody,
        response: { 200: envelope(AdminCoupon) },
      },
    },
    async (req) => ok(await createCoupon(app.db, req.operator.id, req.body), 'สร้างคูปองแล้ว'),
  );

  app.put(
    '/coupons/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: "Edits a coupon's code and terms.",
        params: AdminIdParams,
        body: AdminCouponBody,
        response: { 200: envelope(AdminCoupon) },
      },
    },
    async (req) => ok(await updateCoupon(app.db, req.operator.id, req.params.id, req.body), 'บันทึกคูปองแล้ว'),
  );

  app.post(
    '/coupons/:id/status',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Pauses, resumes or ends a coupon.',
        params: AdminIdParams,
        body: AdminStatusBody,
        response: { 200: envelope(AdminCoupon) },
      },
    },
    async (req) => ok(await setCouponStatus(app.db, req.operator.id, req.params.id, req.body), 'เปลี่ยนสถานะคูปองแล้ว'),
  );

  app.get(
    '/coupons/:id/redemptions',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Who redeemed a coupon, newest first.',
        params: AdminIdParams,
        querystring: AdminPageQuery,
        response: { 200: envelope(AdminCouponRedemptionPage) },
      },
    },
    async (req) => ok(await couponRedemptions(app.db, req.params.id, req.query)),
  );

  app.get(
    '/coupon-batches',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Coupon batches, newest first, with how many codes were used.',
        querystring: AdminPageQuery,
        response: { 200: envelope(AdminCouponBatchPage) },
      },
    },
    async (req) => ok(await listBatches(app.db, req.query)),
  );

  app.post(
    '/coupon-batches',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Creates a batch of single-use random codes (prefix + 8 characters).',
        body: AdminCouponBatchBody,
        response: { 200: envelope(AdminCouponBatchData) },
      },
    },
    async (req) => ok(await createBatch(app.db, req.operator.id, req.body), `สร้างคูปอง ${req.body.size} โค้ดแล้ว`),
  );
}
