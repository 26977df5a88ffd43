import { AdminQuestReportQuery } from '@contract/admin-quests';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { QuestsIcon } from '../../app/icons';
import { oneOf, rangeOf, rangeSearch, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { questReportQuery, questsQuery, REPORT_DAYS } from './api';

/** The open tab and the report's range (default: the last 7 days). */
const QuestsSearch = z.object({
  tab: oneOf(['quests', 'report'], 'quests'),
  ...rangeSearch(AdminQuestReportQuery),
});

/** Quests and events: create, edit, switch off; completions and rewards paid. */
const page: MenuEntry = { title: 'ภารกิจและกิจกรรม', roles: ['finance', 'support'], icon: QuestsIcon };

export const questsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/quests'),
    ...searchOf(QuestsSearch, (v, start) => {
      if (v.tab === 'report') start(questReportQuery(rangeOf(v, REPORT_DAYS)));
      else start(questsQuery);
    }),
    component: lazyRouteComponent(() => import('./QuestsPage'), 'QuestsPage'),
  }),
};
