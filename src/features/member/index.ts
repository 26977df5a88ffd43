/** The member's details, wallets and balance, and the member pages (each loaded on demand). */
export { totalBalance, useUserInfo, useWallets, walletsQueryKey } from './queries';

export const loadMemberHomePage = () => import('./MemberHomePage');
export const loadProfilePage = () => import('./ProfilePage');
