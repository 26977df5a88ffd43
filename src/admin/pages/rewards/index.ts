import { AdminRewardEntryQuery, AdminRewardReportQuery } from '@contract/admin-rewards';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { RewardsIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { entriesQuery, REPORT_DAYS, reportQuery, settingsQuery } from './api';

const entry = AdminRewardEntryQuery.shape;
/** The open tab, the entries' filters and page, the report's range (default: the last 14 days). */
const RewardsSearch = z.object({
  tab: oneOf(['settings', 'report', 'entries'], 'settings'),
  kind: keep(entry.kind),
  period: keep(entry.period),
  status: keep(entry.status),
  member: keep(entry.member),
  page: pageNumber(),
  ...rangeSearch(AdminRewardReportQuery),
});

/** Cashback, commission and the weekly win/loss refund: settings, the daily report, entries; admin and support act, finance reads. */
const page: MenuEntry = { title: 'คืนยอดเสียและค่าคอม', roles: ['finance', 'support'], icon: RewardsIcon };

export const rewardsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/rewards'),
    ...searchOf(RewardsSearch, (v, start) => {
      if (v.tab === 'entries') start(entriesQuery(v));
      else if (v.tab === 'report') start(reportQuery(rangeOf(v, REPORT_DAYS)));
      else start(settingsQuery);
    }),
    component: lazyRouteComponent(() => import('./RewardsPage'), 'RewardsPage'),
  }),
};
