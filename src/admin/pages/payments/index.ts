import { lazyRouteComponent } from '@tanstack/react-router';
import { DepositIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';
import { DepositsBadge } from './DepositsBadge';

/** Finance (and admin): the deposit desk, /api/admin/payments/* (support is refused by the server too). */
export const depositsPage: AdminPage = {
  path: '/deposits',
  title: 'ฝากเงิน',
  roles: ['finance'],
  icon: DepositIcon,
  component: lazyRouteComponent(() => import('./DepositsPage'), 'DepositsPage'),
  badge: DepositsBadge,
};
