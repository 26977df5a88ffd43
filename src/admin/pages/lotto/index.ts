import { lazyRouteComponent } from '@tanstack/react-router';
import { LottoIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/**
 * Lotto: rounds and results, exposure, limited numbers, rates, schedule overrides, result sources
 * (one tab each). Support reads everything; finance (and admin) change things (the server checks).
 */
export const lottoPage: AdminPage = {
  path: '/lotto',
  title: 'งวดหวยและผลรางวัล',
  roles: ['finance', 'support'],
  icon: LottoIcon,
  component: lazyRouteComponent(() => import('./LottoPage'), 'LottoPage'),
};
