import { AdminPointsReportQuery } from '@contract/admin-points';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { PointsIcon } from '../../app/icons';
import { rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { REPORT_DAYS, reportQuery, settingsQuery } from './api';

/** The report's range (default: the last 7 days). */
const PointsSearch = z.object(rangeSearch(AdminPointsReportQuery));

/** Points and VIP: earning rates and thresholds, the daily report and the job; admin and support act, finance reads. */
const page: MenuEntry = { title: 'แต้มและ VIP', roles: ['finance', 'support'], icon: PointsIcon };

export const pointsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/points'),
    ...searchOf(PointsSearch, (v, start) => {
      start(settingsQuery);
      start(reportQuery(rangeOf(v, REPORT_DAYS)));
    }),
    component: lazyRouteComponent(() => import('./PointsPage'), 'PointsPage'),
  }),
};
