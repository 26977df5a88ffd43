import { lazyRouteComponent } from '@tanstack/react-router';
import { WheelIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** The fortune wheel: its board (probabilities sum to 100 %), settings and prizes paid. */
export const wheelPage: AdminPage = {
  path: '/wheel',
  title: 'กงล้อนำโชค',
  roles: ['finance', 'support'],
  icon: WheelIcon,
  component: lazyRouteComponent(() => import('./WheelPage'), 'WheelPage'),
};
