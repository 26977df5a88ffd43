import type {
  AdminCoupon,
  AdminCouponBatchBody,
  AdminCouponBatchData,
  AdminCouponBatchPage,
  AdminCouponBody,
  AdminCouponPage,
  AdminCouponQuery,
  AdminCouponRedemptionPage,
  AdminPromotionPage,
  AdminStatusBody,
} from '@contract/admin-promotions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';
import { pagedQuery } from '../../app/kit';

export type Coupon = AdminCoupon;
type CouponPage = z.infer<typeof AdminCouponPage>;
type BatchPage = z.infer<typeof AdminCouponBatchPage>;
export type Batch = BatchPage['items'][number];
type RedemptionPage = z.infer<typeof AdminCouponRedemptionPage>;
export type Redemption = RedemptionPage['items'][number];

export const PAGE_SIZE = 20;

/** The coupons tab's view as the route's search keeps it (absent = any). */
export type CouponView = Pick<AdminCouponQuery, 'q' | 'status' | 'sort'> & { batch_id?: number; dir: 'asc' | 'desc'; page: number };

export const fetchCoupons = ({ q, status, batch_id, sort, dir }: Omit<CouponView, 'page'>, page: number, pageSize: number) =>
  adminApi.get<CouponPage>('/coupons', { q, status, batch_id, sort, dir: sort ? dir : undefined, page, page_size: pageSize });

/** A batch's codes: GET /coupons?batch_id=N (the same list, filtered). */
export const fetchBatchCodes = (batchId: number, page: number, pageSize: number) =>
  fetchCoupons({ batch_id: batchId, sort: 'id', dir: 'asc' }, page, pageSize);

export const fetchRedemptions = (couponId: number, page: number, pageSize: number) =>
  adminApi.get<RedemptionPage>(`/coupons/${couponId}/redemptions`, { page, page_size: pageSize });

export const couponKeys = { all: ['admin', 'coupons'] as const };

export const couponsQuery = ({ q, status, batch_id, sort, dir, page }: CouponView) =>
  pagedQuery(
    ['admin', 'coupons', 'list', { q, status, batch_id, sort, dir }],
    (p, size) => fetchCoupons({ q, status, batch_id, sort, dir }, p, size),
    page,
  );

export const batchesQuery = (page: number) =>
  pagedQuery(['admin', 'coupons', 'batches'], (p, size) => adminApi.get<BatchPage>('/coupon-batches', { page: p, page_size: size }), page);

export const redemptionsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['admin', 'coupons', 'redemptions', id, page],
    queryFn: () => fetchRedemptions(id, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

/** The promotions a deposit-bonus coupon may give (the newest 100, any status: the form marks ended ones). */
export const promotionChoicesQuery = queryOptions({
  queryKey: ['admin', 'promotions', 'choices'],
  queryFn: () => adminApi.get<z.infer<typeof AdminPromotionPage>>('/promotions', { page: 1, page_size: 100 }),
});

export const couponsApi = {
  create: (body: AdminCouponBody) => adminApi.post<Coupon>('/coupons', body),
  update: (id: number, body: AdminCouponBody) => adminApi.put<Coupon>(`/coupons/${id}`, body),
  status: (id: number, status: AdminStatusBody['status']) => adminApi.post<Coupon>(`/coupons/${id}/status`, { status }),
  createBatch: (body: AdminCouponBatchBody) => adminApi.post<z.infer<typeof AdminCouponBatchData>>('/coupon-batches', body),
};
