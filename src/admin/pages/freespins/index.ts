import { AdminFreeSpinReportQuery, AdminFreeSpinRoundQuery } from '@contract/admin-freespins';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { FreeSpinsIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { REPORT_DAYS, reportQuery, roundsQuery, settingsQuery } from './api';

/** The open tab, the report's range (default: the last 14 days), the rounds' member and page. */
const FreeSpinsSearch = z.object({
  tab: oneOf(['settings', 'report', 'rounds'], 'settings'),
  ...rangeSearch(AdminFreeSpinReportQuery),
  member: keep(AdminFreeSpinRoundQuery.shape.member),
  page: pageNumber(),
});

/** Free spins: the fixed bet, the games that accept them, spins granted, played and won. */
const page: MenuEntry = { title: 'ฟรีสปิน', roles: ['finance', 'support'], icon: FreeSpinsIcon };

export const freeSpinsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/freespins'),
    ...searchOf(FreeSpinsSearch, (v, start) => {
      if (v.tab === 'report') start(reportQuery(rangeOf(v, REPORT_DAYS)));
      else if (v.tab === 'rounds') start(roundsQuery(v));
      else start(settingsQuery);
    }),
    component: lazyRouteComponent(() => import('./FreeSpinsPage'), 'FreeSpinsPage'),
  }),
};
