import type {
  AdminCoupon,
  AdminCouponBatchBody,
  AdminCouponBatchData,
  AdminCouponBatchPage,
  AdminCouponBody,
  AdminCouponPage,
  AdminCouponRedemptionPage,
  AdminPromotionPage,
  AdminStatusBody,
} from '@contract/admin-promotions';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';

export type Coupon = AdminCoupon;
type CouponPage = z.infer<typeof AdminCouponPage>;
type BatchPage = z.infer<typeof AdminCouponBatchPage>;
export type Batch = BatchPage['items'][number];
type RedemptionPage = z.infer<typeof AdminCouponRedemptionPage>;
export type Redemption = RedemptionPage['items'][number];

export const PAGE_SIZE = 20;

/** The coupons tab's view as the address keeps it ('' / 0 = any). */
export type CouponView = { q: string; status: string; batch_id: number; sort: string; dir: string; page: number };

export const fetchCoupons = (v: Pick<CouponView, 'q' | 'status' | 'batch_id' | 'sort' | 'dir'>, page: number, pageSize: number) =>
  adminApi.get<CouponPage>('/coupons', {
    q: v.q || undefined,
    status: v.status || undefined,
    batch_id: v.batch_id || undefined,
    sort: v.sort || undefined,
    dir: v.sort ? v.dir : undefined,
    page,
    page_size: pageSize,
  });

/** A batch's codes: GET /coupons?batch_id=N (the same list, filtered). */
export const fetchBatchCodes = (batchId: number, page: number, pageSize: number) =>
  fetchCoupons({ q: '', status: '', batch_id: batchId, sort: 'id', dir: 'asc' }, page, pageSize);

export const fetchRedemptions = (couponId: number, page: number, pageSize: number) =>
  adminApi.get<RedemptionPage>(`/coupons/${couponId}/redemptions`, { page, page_size: pageSize });

export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (v: CouponView) => ['admin', 'coupons', 'list', v] as const,
  batches: (page: number) => ['admin', 'coupons', 'batches', page] as const,
  redemptions: (id: number, page: number) => ['admin', 'coupons', 'redemptions', id, page] as const,
};

export const couponsQuery = (v: CouponView) => ({
  queryKey: couponKeys.list(v),
  queryFn: () => fetchCoupons(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const batchesQuery = (page: number) => ({
  queryKey: couponKeys.batches(page),
  queryFn: () => adminApi.get<BatchPage>('/coupon-batches', { page, page_size: PAGE_SIZE }),
  placeholderData: keepPreviousData,
});

export const redemptionsQuery = (id: number, page: number) => ({
  queryKey: couponKeys.redemptions(id, page),
  queryFn: () => fetchRedemptions(id, page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

/** The promotions a deposit-bonus coupon may give (the newest 100, any status: the form marks ended ones). */
export const promotionChoicesQuery = {
  queryKey: ['admin', 'promotions', 'choices'] as const,
  queryFn: () => adminApi.get<z.infer<typeof AdminPromotionPage>>('/promotions', { page: 1, page_size: 100 }),
};

export const couponsApi = {
  create: (body: AdminCouponBody) => adminApi.post<Coupon>('/coupons', body),
  update: (id: number, body: AdminCouponBody) => adminApi.put<Coupon>(`/coupons/${id}`, body),
  status: (id: number, status: AdminStatusBody['status']) => adminApi.post<Coupon>(`/coupons/${id}/status`, { status }),
  createBatch: (body: AdminCouponBatchBody) => adminApi.post<z.infer<typeof AdminCouponBatchData>>('/coupon-batches', body),
};
