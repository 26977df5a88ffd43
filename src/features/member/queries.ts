import type { UserInfo, Wallet } from '@contract/account';
import { bahtToSatang, satangToBaht } from '@contract/money-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { fetchUserInfo, memberQueryRoot, userInfoQueryKey } from '@/features/account';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { isLoggedInAtom, userInfoAtom } from '@/state/auth';

export { memberQueryRoot, userInfoQueryKey };
export const walletsQueryKey = ['member', 'wallets'] as const;

/** The signed-in member's details (GET get_user_info); shows the stored copy while it reloads. */
export function useUserInfo() {
  const store = useStore();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const stored = useAtomValue(userInfoAtom) as UserInfo | null;
  return useQuery({
    queryKey: userInfoQueryKey,
    queryFn: () => fetchUserInfo(store),
    enabled: loggedIn,
    placeholderData: stored ?? undefined,
  });
}

/**
 * The member's details for a page that suspends on them: the stored copy answers first (offline
 * too; the member layout's check has usually just refreshed it), the server's answer replaces it.
 */
export const userInfoQuery = (store: ReturnType<typeof useStore>) =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: () => fetchUserInfo(store),
    initialData: () => (store.get(userInfoAtom) as UserInfo | null) ?? undefined,
    initialDataUpdatedAt: 0,
  });

/** The member's wallets (POST /api/member/wallets); a failure throws so the page can offer a retry. */
const walletsQuery = queryOptions({
  queryKey: walletsQueryKey,
  queryFn: async (): Promise<Wallet[]> => {
    return unwrap(await api.post<Wallet[]>('/member/wallets'));
  },
  staleTime: 15_000,
});

/** The wallets while signed in; the member panel and the member home share this cache entry. */
export function useWallets() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...walletsQuery, enabled: loggedIn });
}

/** The total in baht, added in satang so that no float decides a cent. */
export function totalBalance(wallets: readonly Pick<Wallet, 'balance'>[]): number {
  return satangToBaht(wallets.reduce((sum, w) => sum + bahtToSatang(w.balance), 0));
}
