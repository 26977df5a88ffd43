import { lazyRouteComponent } from '@tanstack/react-router';
import { RequirementsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Members' wagering requirements with their progress; admin and support cancel one (audited), finance reads. */
export const requirementsPage: AdminPage = {
  path: '/requirements',
  title: 'เงื่อนไขเทิร์น',
  roles: ['finance', 'support'],
  icon: RequirementsIcon,
  component: lazyRouteComponent(() => import('./RequirementsPage'), 'RequirementsPage'),
};
