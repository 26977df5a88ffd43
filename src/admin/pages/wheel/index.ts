import { AdminWheelReportQuery, AdminWheelSpinQuery } from '@contract/admin-wheel';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { WheelIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { boardQuery, REPORT_DAYS, reportQuery, settingsQuery, spinsQuery } from './api';

/** The open tab, the report's range (default: the last 14 days), the spins' member and page. */
const WheelSearch = z.object({
  tab: oneOf(['board', 'settings', 'report', 'spins'], 'board'),
  ...rangeSearch(AdminWheelReportQuery),
  member: keep(AdminWheelSpinQuery.shape.member),
  page: pageNumber(),
});

/** The fortune wheel: the board and its probabilities, the settings, the report and the spins. */
const page: MenuEntry = { title: 'กงล้อนำโชค', roles: ['finance', 'support'], icon: WheelIcon };

export const wheelPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/wheel'),
    ...searchOf(WheelSearch, (v, start) => {
      if (v.tab === 'settings') start(settingsQuery);
      else if (v.tab === 'report') start(reportQuery(rangeOf(v, REPORT_DAYS)));
      else if (v.tab === 'spins') start(spinsQuery(v));
      else start(boardQuery);
    }),
    component: lazyRouteComponent(() => import('./WheelPage'), 'WheelPage'),
  }),
};
