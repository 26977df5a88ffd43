import type { FreeSpinHistoryData, FreeSpinSummaryData } from '@contract/freespins';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * The free-spin reads (docs/engagement.md), without zod. Every key sits under 'member', so
 * logout drops them with the rest of the member's data. The play and the seed rotation are in api.ts.
 */
export const freeSpinKeys = {
  root: ['member', 'freespin'] as const,
  summary: ['member', 'freespin', 'summary'] as const,
  history: ['member', 'freespin', 'history'] as const,
};

/** GET /api/freespin/summary: the member's free spins, the bet per spin, the games and their next seed hashes. */
export const freeSpinSummaryQuery = queryOptions({
  queryKey: freeSpinKeys.summary,
  queryFn: async () => unwrap(await api.get<FreeSpinSummaryData>('/freespin/summary')),
  staleTime: 15_000,
});

/** GET /api/freespin/history: the member's last 20 free-spin rounds with their proofs. */
export const freeSpinHistoryQuery = queryOptions({
  queryKey: freeSpinKeys.history,
  queryFn: async () => unwrap(await api.get<FreeSpinHistoryData>('/freespin/history', { limit: 20 })),
  staleTime: 15_000,
});
