import type {
  AdminPromotion,
  AdminPromotionBody,
  AdminPromotionPage,
  AdminPromotionQuery,
  AdminStatusBody,
  AdminTakerPage,
  AdminTakerQuery,
} from '@contract/admin-promotions';
import { TURNOVER_BASE_NAMES } from '@contract/promotions';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';
import { baht, pagedQuery } from '../../app/kit';

export type Promotion = AdminPromotion;
export type Taker = z.infer<typeof AdminTakerPage>['items'][number];
type PromotionPage = z.infer<typeof AdminPromotionPage>;
type TakerPage = z.infer<typeof AdminTakerPage>;

export const PAGE_SIZE = 20;

/** The list's view as the route's search keeps it (absent = any / the server's default order). */
export type ListView = Pick<AdminPromotionQuery, 'status' | 'sort'> & { dir: 'asc' | 'desc'; page: number };
/** The takers' view (`t_`). */
export type TakerView = { t_outcome?: AdminTakerQuery['outcome']; t_sort?: AdminTakerQuery['sort']; t_dir: 'asc' | 'desc'; t_page: number };

export const fetchPromotions = ({ status, sort, dir }: ListView, page: number, pageSize: number) =>
  adminApi.get<PromotionPage>('/promotions', { status, sort, dir: sort ? dir : undefined, page, page_size: pageSize });

export const fetchTakers = (id: number, { t_outcome, t_sort, t_dir }: TakerView, page: number, pageSize: number) =>
  adminApi.get<TakerPage>(`/promotions/${id}/takers`, {
    outcome: t_outcome,
    sort: t_sort,
    dir: t_sort ? t_dir : undefined,
    page,
    page_size: pageSize,
  });

export const promotionKeys = { all: ['admin', 'promotions'] as const };

export const listQuery = ({ status, sort, dir, page }: ListView) =>
  pagedQuery(
    ['admin', 'promotions', 'list', { status, sort, dir }],
    (p, size) => fetchPromotions({ status, sort, dir, page }, p, size),
    page,
  );

export const oneQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'promotions', 'one', id], queryFn: () => adminApi.get<Promotion>(`/promotions/${id}`) });

export const takersQuery = (id: number, { t_outcome, t_sort, t_dir, t_page }: TakerView) =>
  pagedQuery(
    ['admin', 'promotions', 'takers', id, { t_outcome, t_sort, t_dir }],
    (p, size) => fetchTakers(id, { t_outcome, t_sort, t_dir, t_page }, p, size),
    t_page,
  );

export const promotionsApi = {
  create: (body: AdminPromotionBody) => adminApi.post<Promotion>('/promotions', body),
  update: (id: number, body: AdminPromotionBody) => adminApi.put<Promotion>(`/promotions/${id}`, body),
  status: (id: number, status: AdminStatusBody['status']) => adminApi.post<Promotion>(`/promotions/${id}/status`, { status }),
};

/** "50% สูงสุด 1,000.00" or "ฝาก 100.00 รับ 200.00". */
export function bonusText(p: Promotion): string {
  if (p.type === 'fixed') return `รับ ${baht(p.fixed_bonus)}`;
  return `${p.percent}%${p.max_bonus !== null ? ` สูงสุด ${baht(p.max_bonus)}` : ' ไม่จำกัด'}`;
}

/** "5 เท่าของ ยอดฝาก + โบนัส" or "ทำยอด 3 เท่าของ โบนัส". */
export function requirementText(p: Promotion): string {
  const times = `${p.turnover_multiplier} เท่าของ${TURNOVER_BASE_NAMES[p.turnover_base]}`;
  return p.requirement_kind === 'balance' ? `ทำยอด ${times}` : `เทิร์น ${times}`;
}
