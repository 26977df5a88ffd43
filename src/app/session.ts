import type { QueryClient } from '@tanstack/react-query';
import { fetchUserInfo, userInfoQueryKey } from '@/features/account';
import { unsubscribePushBeforeLogout } from '@/features/push';
import { ApiError, failureMessage, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { clearUserAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

type Store = typeof appStore;
/** valid: info stored; invalid: the server refused the member; expired: 401 (the client already went to /login). */
type MemberCheck = 'valid' | 'invalid' | 'expired' | 'unreachable';

/**
 * The auth layout's check on load (docs/product.md "Layouts"): GET
 * get_user_info; error 0 stores the info, any other answer clears the user. A thrown failure
 * (offline, 5xx) keeps the stored user so that the PWA opens offline and a server hiccup does not
 * sign everyone out. The answer is reused for a minute, so moving between member pages is instant.
 */
export async function ensureMemberValidated(store: Store, queryClient: QueryClient): Promise<MemberCheck> {
  try {
    await queryClient.fetchQuery({ queryKey: userInfoQueryKey, queryFn: () => fetchUserInfo(store), staleTime: 60_000 });
    return 'valid';
  } catch (err) {
    // No business answer (a 401, a 5xx, no answer at all): the server did not refuse the member.
    if (err instanceof ApiError && err.status !== 200) {
      if (err.status === 401) return 'expired';
      console.error(`[member] get_user_info: ${err.message}`);
      return 'unreachable';
    }
    // An envelope with error != 0: the member is not valid any more.
    store.set(clearUserAtom);
    return 'invalid';
  }
}

/**
 * Logout (docs/product.md "Logout"): the server call, then the user and user info are cleared. A failure of
 * the call is only logged; the member is signed out on this device either way.
 */
export async function logout(store: Store, queryClient: QueryClient): Promise<void> {
  // While still signed in: this device stops receiving the member's pushes (docs/push.md).
  await unsubscribePushBeforeLogout();
  try {
    unwrap(await api.post('/logout', {}, { skipAuthRedirect: true }), { empty: true });
  } catch (err) {
    console.error(`[member] logout: ${failureMessage(err)}`);
  }
  store.set(clearUserAtom);
  queryClient.removeQueries({ queryKey: ['member'] });
}
