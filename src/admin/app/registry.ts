import { affiliatesPage } from '../pages/affiliates';
import { couponsPage } from '../pages/coupons';
import { freeSpinsPage } from '../pages/freespins';
import { pointsPage } from '../pages/points';
import { pollsPage } from '../pages/polls';
import { promotionsPage } from '../pages/promotions';
import { questsPage } from '../pages/quests';
import { rewardsPage } from '../pages/rewards';
import { shopPage } from '../pages/shop';
import { wheelPage } from '../pages/wheel';
import type { AdminPage } from './page';

export const PAGES = [
  promotionsPage,
  couponsPage,
  rewardsPage,
  affiliatesPage,
  pointsPage,
  wheelPage,
  questsPage,
  pollsPage,
  shopPage,
  freeSpinsPage,
] as const satisfies readonly AdminPage[];
