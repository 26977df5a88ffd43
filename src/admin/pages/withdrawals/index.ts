import { lazyRouteComponent } from '@tanstack/react-router';
import { WithdrawalsIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';
import { WaitingBadge } from './WaitingBadge';

/** Finance (and admin): the withdrawal queue; the badge counts the waiting ones on every page. */
export const withdrawalsPage: AdminPage = {
  path: '/withdrawals',
  title: 'ถอนเงิน',
  roles: ['finance'],
  icon: WithdrawalsIcon,
  component: lazyRouteComponent(() => import('./WithdrawalsPage'), 'WithdrawalsPage'),
  badge: WaitingBadge,
};
