import { AdminShopReportQuery } from '@contract/admin-shop';
import { SHOP_ORDER_STATUSES } from '@contract/shop';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { ShopIcon } from '../../app/icons';
import { oneOf, pageNumber, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { itemsQuery, ordersQuery, REPORT_DAYS, reportQuery } from './api';

/**
 * The open tab; the orders' status ('' any; waiting to ship by default), days and page; the report's
 * range (the same days: absent, the last 14 days).
 */
const ShopSearch = z.object({
  tab: oneOf(['items', 'orders', 'report'], 'items'),
  status: oneOf(['', ...SHOP_ORDER_STATUSES], 'ordered'),
  ...rangeSearch(AdminShopReportQuery),
  page: pageNumber(),
});

/** The points shop: items and stock, orders to ship, the daily report; admin and support act, finance reads. */
const page: MenuEntry = { title: 'ร้านแลกแต้ม', roles: ['finance', 'support'], icon: ShopIcon };

export const shopPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/shop'),
    ...searchOf(ShopSearch, (v, start) => {
      if (v.tab === 'orders') start(ordersQuery(v));
      else if (v.tab === 'report') start(reportQuery(rangeOf(v, REPORT_DAYS)));
      else start(itemsQuery);
    }),
    component: lazyRouteComponent(() => import('./ShopPage'), 'ShopPage'),
  }),
};
