import { affiliatesPage } from '../pages/affiliates';
import { contentPage } from '../pages/content';
import { couponsPage } from '../pages/coupons';
import { freeSpinsPage } from '../pages/freespins';
import { pointsPage } from '../pages/points';
import { pollsPage } from '../pages/polls';
import { promotionsPage } from '../pages/promotions';
import { questsPage } from '../pages/quests';
import { requirementsPage } from '../pages/requirements';
import { rewardsPage } from '../pages/rewards';
import { shopPage } from '../pages/shop';
import { wheelPage } from '../pages/wheel';
import type { AdminPage } from './page';

export const PAGES = [
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
] as const satisfies readonly AdminPage[];
