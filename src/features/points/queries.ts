import type { PointsConfigData, PointsHistoryData, PointsSummaryData } from '@contract/points';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { failureMessage, unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';

/**
 * The points and VIP reads (docs/engagement.md), without zod. The rules are public; the
 * member's keys sit under 'member', so logout drops them with the rest of the member's data.
 */
export const pointsKeys = {
  config: ['points', 'config'] as const,
  summary: ['member', 'points', 'summary'] as const,
  history: (page: number) => ['member', 'points', 'history', page] as const,
};

export const HISTORY_LIMIT = 10;

/** A read whose failure is logged and thrown, so the page shows it in place with a retry. */
async function read<T>(what: string, path: string, query?: Record<string, string | number>): Promise<T> {
  try {
    return unwrap(await api.get<T>(path, query));
  } catch (err) {
    console.error(`[points] ${what}: ${failureMessage(err)}`);
    throw err;
  }
}

/** GET /api/points/config: earning rates and VIP thresholds. */
export const pointsConfigQuery = queryOptions({
  queryKey: pointsKeys.config,
  queryFn: () => read<PointsConfigData>('config', '/points/config'),
  staleTime: 5 * 60_000,
});

/** GET /api/points/summary: balance, points on their way, VIP level and progress. */
export const pointsSummaryQuery = queryOptions({
  queryKey: pointsKeys.summary,
  queryFn: () => read<PointsSummaryData>('summary', '/points/summary'),
  staleTime: 30_000,
});

/** GET /api/points/history: a page of the member's points movements, newest first. */
export const pointsHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: () => read<PointsHistoryData>('history', '/points/history', { page, limit: HISTORY_LIMIT }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The /member/points route's reads: the summary and the rules. */
export const ensurePointsPage = async (queryClient: QueryClient) => {
  await Promise.all([ensurePageData(queryClient, pointsSummaryQuery), ensurePageData(queryClient, pointsConfigQuery)]);
};
