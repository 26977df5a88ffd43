import { AdminWithdrawalQueueQuery } from '@contract/admin-withdrawals';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { WithdrawalsIcon } from '../../app/icons';
import { keep, keepOr, pageNumber, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { queueQuery } from './queries';
import { WaitingBadge } from './WaitingBadge';

const q = AdminWithdrawalQueueQuery.shape;
/** The queue's status (pending by default; `all` any), member search, days, order and page. */
const WithdrawalsSearch = z.object({
  status: keepOr(z.union([q.status.unwrap(), z.literal('all')]), 'pending'),
  q: keep(q.q),
  ...rangeSearch(AdminWithdrawalQueueQuery),
  sort: keep(q.sort),
  dir: keepOr(q.dir, 'desc'),
  page: pageNumber(),
});

/** Finance (and admin): the withdrawal queue; the badge counts the waiting ones on every page. */
const page: MenuEntry = { title: 'ถอนเงิน', roles: ['finance'], icon: WithdrawalsIcon, badge: WaitingBadge };

export const withdrawalsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/withdrawals'),
    ...searchOf(WithdrawalsSearch, (v, start) => start(queueQuery(v))),
    component: lazyRouteComponent(() => import('./WithdrawalsPage'), 'WithdrawalsPage'),
  }),
};
