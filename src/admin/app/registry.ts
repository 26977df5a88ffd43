import { affiliatesPage } from '../pages/affiliates';
import { auditPage } from '../pages/audit';
import { contentPage } from '../pages/content';
import { couponsPage } from '../pages/coupons';
import { dashboardPage } from '../pages/dashboard';
import { depositAccountsPage } from '../pages/deposit-accounts';
import { freeSpinsPage } from '../pages/freespins';
import { gamesPage } from '../pages/games';
import { launchPage } from '../pages/launch';
import { lottoPage } from '../pages/lotto';
import { membersPage } from '../pages/members';
import { operatorsPage } from '../pages/operators';
import { depositsPage } from '../pages/payments';
import { pointsPage } from '../pages/points';
import { pollsPage } from '../pages/polls';
import { promotionsPage } from '../pages/promotions';
import { questsPage } from '../pages/quests';
import { requirementsPage } from '../pages/requirements';
import { rewardsPage } from '../pages/rewards';
import { shopPage } from '../pages/shop';
import { siteSettingsPage } from '../pages/site-settings';
import { sportPage } from '../pages/sport';
import { wheelPage } from '../pages/wheel';
import { withdrawalsPage } from '../pages/withdrawals';
import type { AdminPage } from './page';

export const PAGES = [
  dashboardPage,
  depositsPage,
  withdrawalsPage,
  membersPage,
  lottoPage,
  sportPage,
  gamesPage,
  contentPage,
  promotionsPage,
  couponsPage,
  requirementsPage,
  rewardsPage,
  affiliatesPage,
  pointsPage,
  wheelPage,
  questsPage,
  pollsPage,
  shopPage,
  freeSpinsPage,
  depositAccountsPage,
  operatorsPage,
  siteSettingsPage,
  auditPage,
  launchPage,
] as const satisfies readonly AdminPage[];
