import { AdminDepositLineQuery, AdminDepositRequestQuery } from '@contract/admin-payments';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { DepositIcon } from '../../app/icons';
import { keep, keepOr, oneOf, pageNumber, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { linesQuery, requestsQuery, summaryQuery } from './api';
import { DepositsBadge } from './DepositsBadge';

/** An amount typed in a filter (baht, as typed: the server reads it as a number). */
const Amount = z.string().regex(/^\d+(\.\d+)?$/);
const lines = AdminDepositLineQuery.shape;
/**
 * The open tab and its list's filters, order and page. Both tabs use the same names; switching tab
 * clears them, and each tab opens on its own status (requests: pending; lines: waiting for review).
 */
const DepositsSearch = z.object({
  tab: oneOf(['requests', 'lines'], 'requests'),
  status: keep(z.union([AdminDepositRequestQuery.shape.status.unwrap(), lines.status.unwrap()])),
  kind: keepOr(AdminDepositRequestQuery.shape.kind, 'all'),
  ...rangeSearch(AdminDepositLineQuery),
  min: keep(Amount),
  max: keep(Amount),
  sort: keepOr(lines.sort, 'created_at'),
  dir: keepOr(lines.dir, 'desc'),
  page: pageNumber(),
});

/** Finance (and admin): the deposit desk, /api/admin/payments/* (support is refused by the server too). */
const page: MenuEntry = { title: 'ฝากเงิน', roles: ['finance'], icon: DepositIcon, badge: DepositsBadge };

export const depositsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/deposits'),
    ...searchOf(DepositsSearch, (v, start) => {
      start(summaryQuery);
      if (v.tab === 'lines') start(linesQuery(v));
      else start(requestsQuery(v));
    }),
    component: lazyRouteComponent(() => import('./DepositsPage'), 'DepositsPage'),
  }),
};
