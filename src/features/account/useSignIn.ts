import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { notificationsQuery } from '@/features/agent';
import { authUserAtom, clearUserAtom } from '@/state/auth';
import { notificationDialogAtom } from '@/state/ui';
import { fetchUserInfo, memberQueryRoot, userInfoQueryKey } from './session';

/**
 * What a successful login or registration does (docs/product.md "Login and registration"): keep the token as the Bearer
 * credential, mark the user signed in, load the user info (and its VIP level), then open the
 * notification dialog when there are notices. Another member's cached data is dropped first.
 */
export function useSignIn() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback(
    async (accessToken: string, phone: string) => {
      queryClient.removeQueries({ queryKey: memberQueryRoot });
      store.set(authUserAtom, { access_token: accessToken, username: phone, vip_level: 0 });
      // The member is signed in even if these two fail: the member pages load the info again.
      await queryClient
        .fetchQuery({ queryKey: userInfoQueryKey, queryFn: () => fetchUserInfo(store), staleTime: 0 })
        .catch(() => undefined);
      const notices = await queryClient.fetchQuery({ ...notificationsQuery, staleTime: 0 }).catch(() => []);
      if (notices.length > 0) store.set(notificationDialogAtom, true);
    },
    [store, queryClient],
  );
}

/** Any login result other than error 0 clears the user (docs/product.md "Login and registration"). */
export function useSignOutLocally() {
  const store = useStore();
  return useCallback(() => store.set(clearUserAtom), [store]);
}
