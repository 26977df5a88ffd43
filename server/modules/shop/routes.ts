import { AdminIdParams } from '@contract/admin';
import {
  AdminShopCancelBody,
  AdminShopItem,
  AdminShopItemCreateBody,
  AdminShopItemsData,
  AdminShopItemUpdateBody,
  AdminShopOrder,
  AdminShopOrderPage,
  AdminShopOrderQuery,
  AdminShopReportData,
  AdminShopReportQuery,
  AdminShopShipBody,
  AdminShopStockBody,
} from '@contract/admin-shop';
import { envelope } from '@contract/envelope';
import {
  ShopCalcBody,
  ShopCalcData,
  ShopHistoryData,
  ShopHistoryQuery,
  ShopListData,
  ShopRedeemBody,
  ShopRedeemData,
} from '@contract/shop';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { checkSession } from '../../lib/sessions';
import {
  adjustShopStock,
  adminShopItems,
  cancelOrder,
  createShopItem,
  deliverOrder,
  listShopOrders,
  shipOrder,
  shopReport,
  updateShopItem,
} from './admin';
import { shopCalc, shopHistory, shopList } from './member';
import { redeem, redeemMessage } from './redeem';

const security = [{ bearer: [] }];

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
 * Members (prefix /api, docs/engagement.md): GET /redemption/list (sign-in optional), POST
 * /redemption/calc, POST /redemption/redeem (once per request key), GET /redemption/history (their
 * own orders). Operators (under /admin): items, stock, orders to fulfil, the report; finance and
 * support read, support manages, every write audited.
 */
export async function shopModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.get(
    '/redemption/list',
    {
      schema: {
        tags,
        security,
        description:
          'The items open to members; signed in, also their points, what they may still redeem and afford, and their last delivery address.',
        response: { 200: envelope(ShopListData) },
      },
    },
    async (req) => ok(await shopList(app.db, await optionalMember(app, req))),
  );

  app.post(
    '/redemption/calc',
    {
      onRequest: app.requireMember,
      preHandler: app.limit('shop-calc', 120, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        security,
        description:
          'What redeeming `quantity` of an item costs and gives, the points after, and whether it may go ahead (Thai reason when not).',
        body: ShopCalcBody,
        response: { 200: envelope(ShopCalcData) },
      },
    },
    async (req) => ok(await shopCalc(app.db, req.memberId, req.body.item_id, req.body.quantity)),
  );

  app.post(
    '/redemption/redeem',
    {
      onRequest: app.requireMember,
      preHandler: app.limit('shop-redeem', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        security,
        description: 'Redeems points for an item in one transaction, once per request_key (a repeat answers the first order).',
        body: ShopRedeemBody,
        response: { 200: envelope(ShopRedeemData) },
      },
    },
    async (req) => {
      const data = await redeem(app.db, req.memberId, req.body);
      return ok(data, redeemMessage(data));
    },
  );

  app.get(
    '/redemption/history',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        description: "The member's own orders, newest first, with status and tracking.",
        querystring: ShopHistoryQuery,
        response: { 200: envelope(ShopHistoryData) },
      },
    },
    async (req) => ok(await shopHistory(app.db, req.memberId, req.query)),
  );

  const adminTags = ['admin'];
  const reads = app.requireOperator('finance', 'support');
  const manage = app.requireOperator('support');

  app.get(
    '/admin/shop/items',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Every shop item with stock and figures.',
        response: { 200: envelope(AdminShopItemsData) },
      },
    },
    async () => ok(await adminShopItems(app.db)),
  );

  app.post(
    '/admin/shop/items',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Creates an item with its starting stock (audited shop.item.create).',
        body: AdminShopItemCreateBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await createShopItem(app.db, req.operator.id, req.body), 'เพิ่มของรางวัลแล้ว'),
  );

  app.put(
    '/admin/shop/items/:id',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Saves an item, all but its stock count (audited shop.item.update).',
        params: AdminIdParams,
        body: AdminShopItemUpdateBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await updateShopItem(app.db, req.operator.id, req.params.id, req.body), 'บันทึกของรางวัลแล้ว'),
  );

  app.post(
    '/admin/shop/items/:id/stock',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Adds (delta > 0) or removes stock, never below zero (audited shop.item.stock).',
        params: AdminIdParams,
        body: AdminShopStockBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await adjustShopStock(app.db, req.operator.id, req.params.id, req.body), 'ปรับสต็อกแล้ว'),
  );

  app.get(
    '/admin/shop/orders',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Orders by status and Bangkok days placed, newest first (status ordered: oldest first).',
        querystring: AdminShopOrderQuery,
        response: { 200: envelope(AdminShopOrderPage) },
      },
    },
    async (req) => ok(await listShopOrders(app.db, req.query)),
  );

  app.post(
    '/admin/shop/orders/:id/ship',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'A physical order shipped with carrier and tracking number (audited shop.order.ship).',
        params: AdminIdParams,
        body: AdminShopShipBody,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await shipOrder(app.db, req.operator.id, req.params.id, req.body), 'บันทึกการจัดส่งแล้ว'),
  );

  app.post(
    '/admin/shop/orders/:id/deliver',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'A shipped order delivered (audited shop.order.deliver).',
        params: AdminIdParams,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await deliverOrder(app.db, req.operator.id, req.params.id), 'บันทึกว่าได้รับของแล้ว'),
  );

  app.post(
    '/admin/shop/orders/:id/cancel',
    {
      onRequest: manage,
      schema: {
        tags: adminTags,
        security,
        description: 'Cancels an order not delivered: points refunded once and stock given back (audited shop.order.cancel).',
        params: AdminIdParams,
        body: AdminShopCancelBody,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await cancelOrder(app.db, req.operator.id, req.params.id, req.body.reason), 'ยกเลิกรายการและคืนแต้มแล้ว'),
  );

  app.get(
    '/admin/shop/report',
    {
      onRequest: reads,
      schema: {
        tags: adminTags,
        security,
        description: 'Per Bangkok day: orders, points spent, baht and spins given, physical items ordered, cancellations.',
        querystring: AdminShopReportQuery,
        response: { 200: envelope(AdminShopReportData) },
      },
    },
    async (req) => ok(await shopReport(app.db, req.query)),
  );
}
