import { AdminPromotionQuery, AdminTakerQuery } from '@contract/admin-promotions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { PromotionsIcon } from '../../app/icons';
import { idParam, keep, keepOr, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { listQuery, oneQuery, takersQuery } from './api';

const list = AdminPromotionQuery.shape;
const takers = AdminTakerQuery.shape;
/**
 * The list's filter, order and page; `id` opens one promotion with its takers (`t_`: outcome, order,
 * page); `edit` opens the form ('new' or a promotion's id).
 */
const PromotionsSearch = z.object({
  status: keep(list.status),
  sort: keep(list.sort),
  dir: keepOr(list.dir, 'desc'),
  page: pageNumber(),
  id: idParam(),
  edit: keep(z.union([z.literal('new'), z.string().regex(/^\d{1,12}$/)])),
  t_outcome: keep(takers.outcome),
  t_sort: keep(takers.sort),
  t_dir: keepOr(takers.dir, 'desc'),
  t_page: pageNumber(),
});

/** Promotions with their figures and takers: admin and support manage, finance reads. */
const page: MenuEntry = { title: 'โปรโมชั่น', roles: ['finance', 'support'], icon: PromotionsIcon };

export const promotionsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/promotions'),
    ...searchOf(PromotionsSearch, (v, start) => {
      if (!v.id) return start(listQuery(v));
      start(oneQuery(v.id));
      start(takersQuery(v.id, v));
    }),
    component: lazyRouteComponent(() => import('./PromotionsPage'), 'PromotionsPage'),
  }),
};
