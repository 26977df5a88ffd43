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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { checkSession } from '../../lib/sessions';
import { adminPromotion, createPromotion, listAdminPromotions, promotionTakers, setPromotionStatus, updatePromotion } from './admin';
import { choosePromotion, listPromotions } from './member';
import { cancelPromotion, memberPromotions } from './mine';

const security = [{ bearer: [] }];
const tags = ['promotions'];
const adminTags = ['admin'];

/** The signed-in, active member behind the request's bearer token, or null (signed out, expired, suspended). */
async function optionalMember(app: FastifyInstance, req: FastifyRequest): Promise<number | null> {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const check = await checkSession(app.db, app.config, 'member', m[1]);
  if (check.status !== 'valid') return null;
  const member = await app.db.selectFrom('member_public').select('status').where('id', '=', check.subjectId).executeTakeFirst();
  return member?.status === 'active' ? check.subjectId : null;
}

/**
 * Members (prefix /api): GET /promotion/list (sign-in optional), POST /promotion/choose, GET
 * /promotion/me, POST /promotion/cancel. Operators (prefix /api, under /admin): promotions read by
 * finance and support, managed by support (admin always), every write audited (docs/promotions.md).
 */
export async function promotionsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/promotion/list', { schema: { tags, security, response: { 200: envelope(PromotionListData) } } }, async (req) =>
    ok(await listPromotions(app.db, await optionalMember(app, req))),
  );

  app.post(
    '/promotion/choose',
    {
      onRequest: app.requireMember,
      preHandler: app.limit('promotion-choose', 30, 60_000, (req) => `m${req.memberId}`),
      schema: { tags, security, body: PromotionChooseBody, response: { 200: envelope(PromotionChoice) } },
    },
    async (req) => {
      const choice = await choosePromotion(app.db, req.memberId, req.body.promotion_id);
      return ok(
        choice,
        choice.promotion_id === null ? 'ไม่รับโปรโมชั่นสำหรับยอดฝากครั้งถัดไป' : 'เลือกโปรโมชั่นแล้ว จะได้รับโบนัสเมื่อยอดฝากครั้งถัดไปเข้าระบบ',
      );
    },
  );

  app.get(
    '/promotion/me',
    { onRequest: app.requireMember, schema: { tags, security, response: { 200: envelope(MemberPromotionsData) } } },
    async (req) => ok(await memberPromotions(app.db, req.memberId)),
  );

  app.post(
    '/promotion/cancel',
    {
      onRequest: app.requireMember,
      preHandler: app.limit('promotion-cancel', 10, 60_000, (req) => `m${req.memberId}`),
      schema: { tags, security, body: PromotionCancelBody, response: { 200: envelope(PromotionCancelData) } },
    },
    async (req) => ok(await cancelPromotion(app.db, req.memberId, req.body.requirement_id), 'ยกเลิกโปรโมชั่นแล้ว'),
  );

  app.get(
    '/admin/promotions',
    {
      onRequest: app.requireOperator('finance', 'support'),
      schema: { tags: adminTags, security, querystring: AdminPromotionQuery, response: { 200: envelope(AdminPromotionPage) } },
    },
    async (req) => ok(await listAdminPromotions(app.db, req.query)),
  );

  app.get(
    '/admin/promotions/:id',
    {
      onRequest: app.requireOperator('finance', 'support'),
      schema: { tags: adminTags, security, params: AdminIdParams, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await adminPromotion(app.db, req.params.id)),
  );

  app.post(
    '/admin/promotions',
    {
      onRequest: app.requireOperator('support'),
      schema: { tags: adminTags, security, body: AdminPromotionBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await createPromotion(app.db, req.operator.id, req.body), 'สร้างโปรโมชั่นแล้ว'),
  );

  app.put(
    '/admin/promotions/:id',
    {
      onRequest: app.requireOperator('support'),
      schema: { tags: adminTags, security, params: AdminIdParams, body: AdminPromotionBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await updatePromotion(app.db, req.operator.id, req.params.id, req.body), 'บันทึกโปรโมชั่นแล้ว'),
  );

  app.post(
    '/admin/promotions/:id/status',
    {
      onRequest: app.requireOperator('support'),
      schema: { tags: adminTags, security, params: AdminIdParams, body: AdminStatusBody, response: { 200: envelope(AdminPromotion) } },
    },
    async (req) => ok(await setPromotionStatus(app.db, req.operator.id, req.params.id, req.body.status), 'เปลี่ยนสถานะโปรโมชั่นแล้ว'),
  );

  app.get(
    '/admin/promotions/:id/takers',
    {
      onRequest: app.requireOperator('finance', 'support'),
      schema: {
        tags: adminTags,
        security,
        params: AdminIdParams,
        querystring: AdminTakerQuery,
        response: { 200: envelope(AdminTakerPage) },
      },
    },
    async (req) => ok(await promotionTakers(app.db, req.params.id, req.query)),
  );
}
