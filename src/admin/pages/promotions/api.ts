import type { AdminPromotion, AdminPromotionBody, AdminPromotionPage, AdminStatusBody, AdminTakerPage } from '@contract/admin-promotions';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';

export type Promotion = AdminPromotion;
export type Taker = z.infer<typeof AdminTakerPage>['items'][number];
type PromotionPage = z.infer<typeof AdminPromotionPage>;
type TakerPage = z.infer<typeof AdminTakerPage>;

export const PAGE_SIZE = 20;

/** The list's view as the address keeps it: '' = any / the server's default order. */
export type ListView = { status: string; sort: string; dir: string; page: number };
export type TakerView = { t_outcome: string; t_sort: string; t_dir: string; t_page: number };

export const fetchPromotions = (v: ListView, page: number, pageSize: number) =>
  adminApi.get<PromotionPage>('/promotions', {
    status: v.status || undefined,
    sort: v.sort || undefined,
    dir: v.sort ? v.dir : undefined,
    page,
    page_size: pageSize,
  });

export const fetchTakers = (id: number, v: TakerView, page: number, pageSize: number) =>
  adminApi.get<TakerPage>(`/promotions/${id}/takers`, {
    outcome: v.t_outcome || undefined,
    sort: v.t_sort || undefined,
    dir: v.t_sort ? v.t_dir : undefined,
    page,
    page_size: pageSize,
  });

export const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: (v: ListView) => ['admin', 'promotions', 'list', v] as const,
  one: (id: number) => ['admin', 'promotions', 'one', id] as const,
  takers: (id: number, v: TakerView) => ['admin', 'promotions', 'takers', id, v] as const,
};

export const listQuery = (v: ListView) => ({
  queryKey: promotionKeys.list(v),
  queryFn: () => fetchPromotions(v, v.page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const oneQuery = (id: number) => ({
  queryKey: promotionKeys.one(id),
  queryFn: () => adminApi.get<Promotion>(`/promotions/${id}`),
});

export const takersQuery = (id: number, v: TakerView) => ({
  queryKey: promotionKeys.takers(id, v),
  queryFn: () => fetchTakers(id, v, v.t_page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

export const promotionsApi = {
  create: (body: AdminPromotionBody) => adminApi.post<Promotion>('/promotions', body),
  update: (id: number, body: AdminPromotionBody) => adminApi.put<Promotion>(`/promotions/${id}`, body),
  status: (id: number, status: AdminStatusBody['status']) => adminApi.post<Promotion>(`/promotions/${id}/status`, { status }),
};
