import { lazyRouteComponent } from '@tanstack/react-router';
import { LottoIcon } from '../../app/icons';
import type { AdminPage } from '../../app/page';

/** Support reads rounds and waiting results; entering and deciding results is finance's (the server checks). */
export const lottoPage: AdminPage = {
  path: '/lotto',
  title: 'งวดหวยและผลรางวัล',
  roles: ['finance', 'support'],
  icon: LottoIcon,
  component: lazyRouteComponent(() => import('./RoundsPage'), 'RoundsPage'),
};
