import { affiliatesPage } from '../pages/affiliates';
import { auditPage } from '../pages/audit';
import { contentPage } from '../pages/content';
import { couponsPage } from '../pages/coupons';
import { dashboardPage } from '../pages/dashboard';
import { depositsPage } from '../pages/deposits';
import { gamesPage } from '../pages/games';
import { lottoPage } from '../pages/lotto';
import { membersPage } from '../pages/members';
import { operatorsPage } from '../pages/operators';
import { promotionsPage } from '../pages/promotions';
import { requirementsPage } from '../pages/requirements';
import { rewardsPage } from '../pages/rewards';
import { withdrawalsPage } from '../pages/withdrawals';
import type { AdminPage } from './page';

/**
 * Every back-office page, in menu order. Adding a page: a folder src/admin/pages/<name>/ whose
 * index.ts exports an AdminPage, and one line here (docs/backoffice.md).
 */
export const PAGES: readonly AdminPage[] = [
  dashboardPage,
  depositsPage,
  withdrawalsPage,
  membersPage,
  lottoPage,
  gamesPage,
  contentPage,
  promotionsPage,
  couponsPage,
  requirementsPage,
  rewardsPage,
  affiliatesPage,
  operatorsPage,
  auditPage,
];
