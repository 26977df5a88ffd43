import { affiliatesPage } from '../pages/affiliates';
import { rewardsPage } from '../pages/rewards';
import type { AdminPage } from './page';

export const PAGES = [rewardsPage, affiliatesPage] as const satisfies readonly AdminPage[];
