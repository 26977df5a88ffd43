import { lazyRouteComponent } from '@tanstack/react-router';
import { PointsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Points rules, VIP thresholds, points issued and spent; admin and support act, finance reads. */
export const pointsPage: AdminPage = {
  path: '/points',
  title: 'แต้มและ VIP',
  roles: ['finance', 'support'],
  icon: PointsIcon,
  component: lazyRouteComponent(() => import('./PointsPage'), 'PointsPage'),
};
