import type { UserInfo } from '@contract/account';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { local, PREFIX, session } from './storage';
import { USER_KEY } from './storage-keys';
import { selectedPromotionAtom } from './ui';

/** The signed-in user (docs/product.md "What the site remembers"); kept in localStorage so a reopened PWA stays signed in. */
export type AuthUser = { access_token: string; username: string; vip_level: number };

export const authUserAtom = atomWithStorage<AuthUser | null>(USER_KEY, null, local as SyncStorage<AuthUser | null>, {
  getOnInit: true,
});
export const isLoggedInAtom = atom((get) => get(authUserAtom) !== null);

/** The member's details from get_user_info; session state (sessionStorage). */
export const userInfoAtom = atomWithStorage<UserInfo | null>(`${PREFIX}userInfo`, null, session as SyncStorage<UserInfo | null>, {
  getOnInit: true,
});

/** Clears the user and their info (logout, 401, failed login). */
export const clearUserAtom = atom(null, (_get, set) => {
  set(authUserAtom, null);
  set(userInfoAtom, null);
  // The next member on this device starts without the last one's promotion choice.
  set(selectedPromotionAtom, null);
});
