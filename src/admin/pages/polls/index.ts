import { AdminPollListQuery } from '@contract/admin-polls';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { PollsIcon } from '../../app/icons';
import { keep, oneOf, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { pollsQuery, reportQuery } from './api';

/** The open tab; the polls' status and page; the report's page. */
const PollsSearch = z.object({
  tab: oneOf(['polls', 'report'], 'polls'),
  status: keep(AdminPollListQuery.shape.status),
  page: pageNumber(),
  r_page: pageNumber(),
});

/** Prediction polls: create, close, resolve (winners paid once), cancel; votes and prizes. */
const page: MenuEntry = { title: 'โพลทายผล', roles: ['finance', 'support'], icon: PollsIcon };

export const pollsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/polls'),
    ...searchOf(PollsSearch, (v, start) => {
      if (v.tab === 'report') start(reportQuery(v.r_page));
      else start(pollsQuery(v));
    }),
    component: lazyRouteComponent(() => import('./PollsPage'), 'PollsPage'),
  }),
};
