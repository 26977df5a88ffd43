import { AdminWheelReportQuery, AdminWheelSpinQuery } from '@contract/admin-wheel';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { WheelIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, searchOf, startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { boardQuery, REPORT_DAYS, reportQuery, settingsQuery, spinsQuery } from './api';

/** The open tab, the report's range (default: the last 14 days), the spins' member and page. */
const WheelSearch = z.object({
  tab: oneOf(['board', 'settings', 'report', 'spins'], 'board'),
  from: keep(AdminWheelReportQuery.shape.from),
  to: keep(AdminWheelReportQuery.shape.to),
  member: keep(AdminWheelSpinQuery.shape.member),
  page: pageNumber(),
});

/** The fortune wheel: the board and its probabilities, the settings, the report and the spins. */
const page: MenuEntry = { title: 'กงล้อนำโชค', roles: ['finance', 'support'], icon: WheelIcon };

export const wheelPage = {
  ...page,
  route: createRoute({
    ...underShell(page),
    path: '/wheel',
    ...searchOf(WheelSearch),
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, deps }) => {
      if (deps.tab === 'settings') startQuery(queryClient, settingsQuery);
      else if (deps.tab === 'report') startQuery(queryClient, reportQuery(rangeOf(deps, REPORT_DAYS)));
      else if (deps.tab === 'spins') startQuery(queryClient, spinsQuery(deps));
      else startQuery(queryClient, boardQuery);
    },
    component: lazyRouteComponent(() => import('./WheelPage'), 'WheelPage'),
  }),
};
