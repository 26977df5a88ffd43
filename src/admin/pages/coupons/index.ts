import { AdminCouponQuery } from '@contract/admin-promotions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { CouponsIcon } from '../../app/icons';
import { idParam, keep, keepOr, oneOf, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { batchesQuery, couponsQuery, redemptionsQuery } from './api';

const q = AdminCouponQuery.shape;
/**
 * The open tab; the coupons' search, status, batch, order and page; `coupon` opens one coupon's
 * redemptions (`r_page`); the batches' page (`b_page`).
 */
const CouponsSearch = z.object({
  tab: oneOf(['coupons', 'batches'], 'coupons'),
  q: keep(q.q),
  status: keep(q.status),
  batch_id: keep(q.batch_id),
  sort: keep(q.sort),
  dir: keepOr(q.dir, 'desc'),
  page: pageNumber(),
  coupon: idParam(),
  r_page: pageNumber(),
  b_page: pageNumber(),
});

/** Coupons and batches of codes, with who redeemed them: admin and support manage, finance reads. */
const page: MenuEntry = { title: 'คูปอง', roles: ['finance', 'support'], icon: CouponsIcon };

export const couponsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/coupons'),
    ...searchOf(CouponsSearch, (v, start) => {
      if (v.tab === 'batches') return start(batchesQuery(v.b_page));
      start(couponsQuery(v));
      if (v.coupon) start(redemptionsQuery(v.coupon, v.r_page));
    }),
    component: lazyRouteComponent(() => import('./CouponsPage'), 'CouponsPage'),
  }),
};
