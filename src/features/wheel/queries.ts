import type { WheelBoardData, WheelConfigV2Data, WheelHistoryData } from '@contract/wheel';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { failureMessage, unwrap } from '@/lib/api-error';
import { api, type RequestOptions } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';

/**
 * The wheel's reads (docs/engagement.md), without zod. Member keys sit under 'member', so
 * logout drops them with the rest of the member's data; the winners board is public.
 */
export const wheelKeys = {
  root: ['member', 'wheel'] as const,
  config: ['member', 'wheel', 'config_v2'] as const,
  history: ['member', 'wheel', 'history'] as const,
  winners: ['wheel', 'board'] as const,
};

async function read<T>(what: string, path: string, query?: RequestOptions['query']): Promise<T> {
  try {
    return unwrap(await api.get<T>(path, query));
  } catch (err) {
    console.error(`[wheel] ${what}: ${failureMessage(err)}`);
    throw err;
  }
}

/** GET /api/wheel/config_v2: the board with its odds, both tabs, the seed hash, pending prizes. */
export const wheelConfigQuery = queryOptions({
  queryKey: wheelKeys.config,
  queryFn: () => read<WheelConfigV2Data>('config_v2', '/wheel/config_v2'),
  staleTime: 15_000,
});

/** GET /api/wheel/board: recent winners. */
export const wheelWinnersQuery = queryOptions({
  queryKey: wheelKeys.winners,
  queryFn: () => read<WheelBoardData>('board', '/wheel/board'),
  staleTime: 30_000,
});

/** GET /api/wheel/history: the member's latest spins with proofs. */
export const wheelHistoryQuery = queryOptions({
  queryKey: wheelKeys.history,
  queryFn: () => read<WheelHistoryData>('history', '/wheel/history', { page: 1, page_size: 10 }),
  staleTime: 15_000,
});

/** The /member/wheel route's read: the board and the member's state. */
export const ensureWheel = (queryClient: QueryClient) => ensurePageData(queryClient, wheelConfigQuery);
