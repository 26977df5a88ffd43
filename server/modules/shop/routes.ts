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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { OPTIONAL_BEARER } from '../../plugins/route-groups';
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

/**
 * Members (prefix /api, docs/engagement.md): GET /redemption/list (sign-in optional), POST
 * /redemption/calc, POST /redemption/redeem (once per request key), GET /redemption/history (their
 * own orders). Operators (under /api/admin): items, stock, orders to fulfil, the report; finance and
 * support read, support manages, every write audited.
 */
export async function shopRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.get(
    '/redemption/list',
    {
      schema: {
        tags,
        security: OPTIONAL_BEARER,
        description:
          'The items open to members; signed in, also their points, what they may still redeem and afford, and their last delivery address.',
        response: { 200: envelope(ShopListData) },
      },
    },
    async (req) => ok(await shopList(app.db, await app.optionalMember(req))),
  );
}

/** The member's redemptions: cost, redeem and history (member group). */
export async function shopMemberRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.post(
    '/redemption/calc',
    {
      preHandler: app.limit('shop-calc', 120, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
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
      preHandler: app.limit('shop-redeem', 30, 60_000, (req) => `m${req.memberId}`),
      schema: {
        tags,
        description: 'Redeems points for an item in one transaction, once per request_key (a repeat answers the first order).',
        body: ShopRedeemBody,
        response: { 200: envelope(ShopRedeemData) },
      },
    },
    async (req) => {
      const data = await redeem(app.db, req.memberId, req.body, app.config.batch);
      return ok(data, redeemMessage(data));
    },
  );

  app.get(
    '/redemption/history',
    {
      schema: {
        tags,
        description: "The member's own orders, newest first, with status and tracking.",
        querystring: ShopHistoryQuery,
        response: { 200: envelope(ShopHistoryData) },
      },
    },
    async (req) => ok(await shopHistory(app.db, req.memberId, req.query)),
  );
}

/** The shop for operators under /api/admin/shop (operator group). */
export async function shopOperatorRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const adminTags = ['admin'];

  app.get(
    '/shop/items',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Every shop item with stock and figures.',
        response: { 200: envelope(AdminShopItemsData) },
      },
    },
    async () => ok(await adminShopItems(app.db)),
  );

  app.post(
    '/shop/items',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Creates an item with its starting stock (audited shop.item.create).',
        body: AdminShopItemCreateBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await createShopItem(app.db, req.operator.id, req.body), 'เพิ่มของรางวัลแล้ว'),
  );

  app.put(
    '/shop/items/:id',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Saves an item, all but its stock count (audited shop.item.update).',
        params: AdminIdParams,
        body: AdminShopItemUpdateBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await updateShopItem(app.db, req.operator.id, req.params.id, req.body), 'บันทึกของรางวัลแล้ว'),
  );

  app.post(
    '/shop/items/:id/stock',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Adds (delta > 0) or removes stock, never below zero (audited shop.item.stock).',
        params: AdminIdParams,
        body: AdminShopStockBody,
        response: { 200: envelope(AdminShopItem) },
      },
    },
    async (req) => ok(await adjustShopStock(app.db, req.operator.id, req.params.id, req.body), 'ปรับสต็อกแล้ว'),
  );

  app.get(
    '/shop/orders',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Orders by status and Bangkok days placed, newest first (status ordered: oldest first).',
        querystring: AdminShopOrderQuery,
        response: { 200: envelope(AdminShopOrderPage) },
      },
    },
    async (req) => ok(await listShopOrders(app.db, req.query)),
  );

  app.post(
    '/shop/orders/:id/ship',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'A physical order shipped with carrier and tracking number (audited shop.order.ship).',
        params: AdminIdParams,
        body: AdminShopShipBody,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await shipOrder(app.db, req.operator.id, req.params.id, req.body), 'บันทึกการจัดส่งแล้ว'),
  );

  app.post(
    '/shop/orders/:id/deliver',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'A shipped order delivered (audited shop.order.deliver).',
        params: AdminIdParams,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await deliverOrder(app.db, req.operator.id, req.params.id), 'บันทึกว่าได้รับของแล้ว'),
  );

  app.post(
    '/shop/orders/:id/cancel',
    {
      config: { roles: ['support'] },
      schema: {
        tags: adminTags,
        description: 'Cancels an order not delivered: points refunded once and stock given back (audited shop.order.cancel).',
        params: AdminIdParams,
        body: AdminShopCancelBody,
        response: { 200: envelope(AdminShopOrder) },
      },
    },
    async (req) => ok(await cancelOrder(app.db, req.operator.id, req.params.id, req.body.reason), 'ยกเลิกรายการและคืนแต้มแล้ว'),
  );

  app.get(
    '/shop/report',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: adminTags,
        description: 'Per Bangkok day: orders, points spent, baht and spins given, physical items ordered, cancellations.',
        querystring: AdminShopReportQuery,
        response: { 200: envelope(AdminShopReportData) },
      },
    },
    async (req) => ok(await shopReport(app.db, req.query)),
  );
}
