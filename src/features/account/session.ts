import type { UserInfo } from '@contract/account';
import type { createStore } from 'jotai';
import { ApiError, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { type AuthUser, authUserAtom, userInfoAtom } from '@/state/auth';

type Store = ReturnType<typeof createStore>;

/** Query keys under 'member' so that logout can drop them all with removeQueries({ queryKey: ['member'] }). */
export const memberQueryRoot = ['member'] as const;
export const userInfoQueryKey = ['member', 'user-info'] as const;

/**
 * GET get_user_info (docs/product.md "User info"): error 0 stores the info and the VIP level, anything else clears
 * the info. Throws on failure so react-query keeps its error state.
 */
export async function fetchUserInfo(store: Store): Promise<UserInfo> {
  let info: UserInfo;
  try {
    info = unwrap(await api.get<UserInfo>('/get_user_info'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 200) store.set(userInfoAtom, null);
    throw err;
  }
  store.set(userInfoAtom, info);
  // localStorage is synchronous; the atom's type only looks async because of its storage cast.
  const user = store.get(authUserAtom) as AuthUser | null;
  if (user && user.vip_level !== info.vip_level) store.set(authUserAtom, { ...user, vip_level: info.vip_level });
  return info;
}
