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
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Item = AdminShopItem;
export type Order = AdminShopOrder;
export type ReportRow = AdminShopReportData['rows'][number];

export const PAGE_SIZE = 20;

/** The orders tab's view ('' = any). */
export type OrderView = { status: string; from: string; to: string; page: number };

export const shopKeys = {
  all: ['admin', 'shop'] as const,
  items: ['admin', 'shop', 'items'] as const,
  orders: (v: OrderView) => ['admin', 'shop', 'orders', v] as const,
  report: (from: string, to: string) => ['admin', 'shop', 'report', from, to] as const,
};

export const itemsQuery = { queryKey: shopKeys.items, queryFn: () => adminApi.get<AdminShopItemsData>('/shop/items') };

export const fetchOrders = (v: Omit<OrderView, 'page'>, page: number, pageSize: number) =>
  adminApi.get<AdminShopOrderPage>('/shop/orders', {
    status: v.status || undefined,
    from: v.from || undefined,
    to: v.to || undefined,
    page,
    page_size: pageSize,
  });

export const ordersQuery = (v: OrderView) => ({
  queryKey: shopKeys.orders(v),
  queryFn: () => fetchOrders(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const reportQuery = (from: string, to: string) => ({
  queryKey: shopKeys.report(from, to),
  queryFn: () => adminApi.get<AdminShopReportData>('/shop/report', { from, to }),
});

export const shopApi = {
  create: (body: AdminShopItemCreateBody) => adminApi.post<Item>('/shop/items', body),
  update: (id: number, body: AdminShopItemUpdateBody) => adminApi.put<Item>(`/shop/items/${id}`, body),
  stock: (id: number, body: AdminShopStockBody) => adminApi.post<Item>(`/shop/items/${id}/stock`, body),
  ship: (id: number, body: AdminShopShipBody) => adminApi.post<Order>(`/shop/orders/${id}/ship`, body),
  deliver: (id: number) => adminApi.post<Order>(`/shop/orders/${id}/deliver`),
  cancel: (id: number, reason: string) => adminApi.post<Order>(`/shop/orders/${id}/cancel`, { reason }),
};
