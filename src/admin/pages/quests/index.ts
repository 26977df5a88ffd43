import { lazyRouteComponent } from '@tanstack/react-router';
import { QuestsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Quests and events: create, edit, switch off; completions and rewards paid. */
export const questsPage: AdminPage = {
  path: '/quests',
  title: 'ภารกิจและกิจกรรม',
  roles: ['finance', 'support'],
  icon: QuestsIcon,
  component: lazyRouteComponent(() => import('./QuestsPage'), 'QuestsPage'),
};
