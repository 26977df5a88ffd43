import type { AdminRole } from '@contract/admin';
import { allows, useSession } from '../session';

/** Whether the signed-in operator's role is one of `roles` (admin always is). */
export const useAllows = (roles: readonly AdminRole[]) => allows(useSession()?.role, roles);

/**
 * Admin and support manage promotions, coupons, requirements, rewards and engagement; finance only
 * reads them (the server checks every call too).
 */
export const useManages = () => useAllows(['support']);
