/**
 * How often the queues (deposits, withdrawals, waiting results) ask the server again: every few
 * seconds, also while the tab is in the background, so a waiting withdrawal is seen without a reload.
 * Spread into a useQuery: `useQuery({ ...query, ...LIVE })`.
 */
export const LIVE_MS = 5_000;
export const LIVE = { refetchInterval: LIVE_MS, refetchIntervalInBackground: true } as const;
