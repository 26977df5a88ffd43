import { lazyRouteComponent } from '@tanstack/react-router';
import { AffiliatesIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** The affiliate programme: referrers (freeze), daily earnings (correct), the report (run a day); admin and support act, finance reads. */
export const affiliatesPage: AdminPage = {
  path: '/affiliates',
  title: 'แนะนำเพื่อน',
  roles: ['finance', 'support'],
  icon: AffiliatesIcon,
  component: lazyRouteComponent(() => import('./AffiliatesPage'), 'AffiliatesPage'),
};
