import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LaunchIcon } from '../../app/icons';
import { launchChecklistQuery, startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';

/** Admin only: every fix it leads to is admin's (the checklist itself every role may read, the dashboard shows it). */
const page: MenuEntry = { title: 'เริ่มต้นใช้งาน', roles: [], icon: LaunchIcon };

export const launchPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/launch'),
    loader: ({ context: { queryClient } }) => startQuery(queryClient, launchChecklistQuery),
    component: lazyRouteComponent(() => import('./LaunchPage'), 'LaunchPage'),
  }),
  /**
   * An admin opening a production back office lands here while something blocks opening (docs/backoffice.md
   * "First run"); the demo and development servers always have findings, and their dashboard lists them.
   */
  landing: async (queryClient: QueryClient) => {
    const checklist = await queryClient.fetchQuery(launchChecklistQuery);
    return checklist.production && !checklist.ready;
  },
};
