import { AdminIdParams } from '@contract/admin';
import {
  AdminPromotion,
  AdminPromotionBody,
  AdminPromotionPage,
  AdminPromotionQuery,
  AdminStatusBody,
  AdminTakerPage,
  AdminTakerQuery,
} from '@contract/admin-promotions';
import { envelope } from '@contract/envelope';
import {
  MemberPromotionsData,
  PromotionCancelBody,
  PromotionCancelData,
  PromotionChoice,
  PromotionChooseBody,
  PromotionListData,
} from '@contract/promotions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { OPTIONAL_BEARER } from '../../plugins/route-groups';
import { adminPromotion, createPromotion, listAdminPromotions, promotionTakers, setPromotionStatus, updatePromotion } from './admin';
import { choosePromotion, listPromotions } from './member';
import { cancelPromotion, memberPromotions } from './mine';

const tags = ['promotions'];
const adminTags = ['admin'];

/**
 * Members (prefix /api): GET /promotion/list (public, sign-in optional), POST /promotion/choose, GET
 * /promotion/me, POST /promotion/cancel. Operators (under /api/admin): promotions read by finance and
 * support, managed by support (admin always), every write audited (docs/promotions.md).
 */
export async function promotionsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/promotion/list', { schema: { tags, security: OPTIONAL_BEARER, response: { 200: envelope(PromotionListData) } } }, async (req) =>
    ok(await listPromotions(app.db, await app.optionalMember(req))),
  );
}

/** The member's choice of promotion for the next deposit (member group). */
export async function promotionsMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/promotion/choose',
    {
      preHandler: app.limit('promotion-choose', 30, 60_000, (req) => `m${req.memberId}`),
      schema: { tags, body: PromotionChooseBody, response: { 200: envelope(PromotionChoice) } },
    },
    async (req) => {
      const choice = await choosePromotion(app.db, req.memberId, req.body.promotion_id);
      return ok(
        choice,
        choice.promotion_id === null ? 'ไม่รับโปรโมชั่นสำหรับยอดฝากครั้งถัดไป' : 'เลือกโปรโมชั่นแล้ว จะได้รับโบนัสเมื่อยอดฝากครั้งถัดไปเข้าระบบ',
      );
    },
  );

  app.get('/promotion/me', { schema: { tags, response: { 200: envelope(MemberPromotionsData) } } }, async (req) =>
    ok(await memberPromotions(app.db, req.memberId)),
  );

  app.post(
    '/promotion/cancel',
    {
      preHandler: app.limit('promotion-cancel', 10, 60_000, (req) => `m${req.memberId}`),
      schema: { tags, body: PromotionCancelBody, response: { 200: envelope(PromotionCancelData) } },
    },
    async (req) => ok(await cancelPromotion(app.db, req.memberId, req.body.requirement_id), 'ยกเลิกโปรโมชั่นแล้ว'),
  );
}

/** Promotions for operators under /api/admin/promotions (operator group). */
export async function promotionsOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/promotions',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: adminTags, querystring: AdminPromotionQuery, response: { 200: envelope(AdminPromotionPage) } },
    },
    async (req) => ok(await listAdminPromotions(app.db, req.query)),
  );

  app.get(
    '/promotions/:id',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: adminTags, params: AdminIdParams, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await adminPromotion(app.db, req.params.id)),
  );

  app.post(
    '/promotions',
    {
      config: { roles: ['support'] },
      schema: { tags: adminTags, body: AdminPromotionBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await createPromotion(app.db, req.operator.id, req.body), 'สร้างโปรโมชั่นแล้ว'),
  );

  app.put(
    '/promotions/:id',
    {
      config: { roles: ['support'] },
      schema: { tags: adminTags, params: AdminIdParams, body: AdminPromotionBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await updatePromotion(app.db, req.operator.id, req.params.id, req.body), 'บันทึกโปรโมชั่นแล้ว'),
  );

  app.post(
    '/promotions/:id/status',
    {
      config: { roles: ['support'] },
      schema: { tags: adminTags, params: AdminIdParams, body: AdminStatusBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await setPromotionStatus(app.db, req.operator.id, req.params.id, req.body.status), 'เปลี่ยนสถานะโปรโมชั่นแล้ว'),
  );

  app.get(
    '/promotions/:id/takers',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        params: AdminIdParams,
        querystring: AdminTakerQuery,
        response: { 200: envelope(AdminTakerPage) },
      },
    },
    async (req) => ok(await promotionTakers(app.db, req.params.id, req.query)),
  );
}
