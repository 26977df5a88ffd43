import { affiliatesPage } from '../pages/affiliates';
import { freeSpinsPage } from '../pages/freespins';
import { pointsPage } from '../pages/points';
import { questsPage } from '../pages/quests';
import { rewardsPage } from '../pages/rewards';
import { wheelPage } from '../pages/wheel';
import type { AdminPage } from './page';

export const PAGES = [
  rewardsPage,
  affiliatesPage,
  pointsPage,
  wheelPage,
  questsPage,
  freeSpinsPage,
] as const satisfies readonly AdminPage[];
