import type {
  AdminShopItem,
  AdminShopItemCreateBody,
  AdminShopItemsData,
  AdminShopItemUpdateBody,
  AdminShopOrder,
  AdminShopOrderPage,
  AdminShopReportData,
  AdminShopShipBody,
  AdminShopStockBody,
} from '@contract/admin-shop';
import type { ShopOrderStatus } from '@contract/shop';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { pagedQuery, reportQueryOf } from '../../app/kit';

export type Item = AdminShopItem;
export type Order = AdminShopOrder;

export const PAGE_SIZE = 20;
/** The report's default range: the last 14 days. */
export const REPORT_DAYS = 14;

/** The orders tab's view ('' and absent = any). */
export type OrderView = { status: ShopOrderStatus | ''; from?: string; to?: string; page: number };

export const shopKeys = { all: ['admin', 'shop'] as const };

export const itemsQuery = queryOptions({
  queryKey: ['admin', 'shop', 'items'],
  queryFn: () => adminApi.get<AdminShopItemsData>('/shop/items'),
});

export const ordersQuery = ({ status, from, to, page }: OrderView) =>
  pagedQuery(
    ['admin', 'shop', 'orders', { status, from, to }],
    (p, size) => adminApi.get<AdminShopOrderPage>('/shop/orders', { status: status || undefined, from, to, page: p, page_size: size }),
    page,
  );

export const reportQuery = reportQueryOf<AdminShopReportData>('shop');

export const shopApi = {
  create: (body: AdminShopItemCreateBody) => adminApi.post<Item>('/shop/items', body),
  update: (id: number, body: AdminShopItemUpdateBody) => adminApi.put<Item>(`/shop/items/${id}`, body),
  stock: (id: number, body: AdminShopStockBody) => adminApi.post<Item>(`/shop/items/${id}/stock`, body),
  ship: (id: number, body: AdminShopShipBody) => adminApi.post<Order>(`/shop/orders/${id}/ship`, body),
  deliver: (id: number) => adminApi.post<Order>(`/shop/orders/${id}/deliver`),
  cancel: (id: number, reason: string) => adminApi.post<Order>(`/shop/orders/${id}/cancel`, { reason }),
};
