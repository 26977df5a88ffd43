import { AdminFreeSpinReportQuery, AdminFreeSpinRoundQuery } from '@contract/admin-freespins';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { FreeSpinsIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, searchOf, startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { REPORT_DAYS, reportQuery, roundsQuery, settingsQuery } from './api';

/** The open tab, the report's range (default: the last 14 days), the rounds' member and page. */
const FreeSpinsSearch = z.object({
  tab: oneOf(['settings', 'report', 'rounds'], 'settings'),
  from: keep(AdminFreeSpinReportQuery.shape.from),
  to: keep(AdminFreeSpinReportQuery.shape.to),
  member: keep(AdminFreeSpinRoundQuery.shape.member),
  page: pageNumber(),
});

/** Free spins: the fixed bet, the games that accept them, spins granted, played and won. */
const page: MenuEntry = { title: 'ฟรีสปิน', roles: ['finance', 'support'], icon: FreeSpinsIcon };

export const freeSpinsPage = {
  ...page,
  route: createRoute({
    ...underShell(page),
    path: '/freespins',
    ...searchOf(FreeSpinsSearch),
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, deps }) =>
      deps.tab === 'report'
        ? startQuery(queryClient, reportQuery(rangeOf(deps, REPORT_DAYS)))
        : deps.tab === 'rounds'
          ? startQuery(queryClient, roundsQuery(deps))
          : startQuery(queryClient, settingsQuery),
    component: lazyRouteComponent(() => import('./FreeSpinsPage'), 'FreeSpinsPage'),
  }),
};
