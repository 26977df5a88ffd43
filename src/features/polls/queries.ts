import type { PollConfigData, PollMyData, PollQuotaData, PollStatsData, PollWinnersData } from '@contract/polls';
import { POLL_NOT_FOUND_CODE } from '@contract/polls-names';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, failureMessage, unwrap } from '@/lib/api-error';
import { api, type RequestOptions } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';

/**
 * The polls reads (docs/engagement.md), without zod. The poll, its stats and winners are public;
 * the quota and the member's votes sit under 'member', so logout drops them with the rest of the
 * member's data. agent_id is "1" (docs/wire-format.md "The agent"). The vote is in api.ts.
 */
export const AGENT_ID = '1';
export const STATS_REFRESH_MS = 10_000;

export const pollKeys = {
  root: ['poll'] as const,
  config: (id: number | undefined) => ['poll', 'config', id ?? 'current'] as const,
  stats: (id: number) => ['poll', 'stats', id] as const,
  winners: (id: number) => ['poll', 'winners', id] as const,
  memberRoot: ['member', 'poll'] as const,
  quota: (id: number) => ['member', 'poll', 'quota', id] as const,
  my: (id: number) => ['member', 'poll', 'my', id] as const,
};

/** A read whose failure is logged (docs/errors.md "How the site shows a failure") and then thrown, for the page to show in place. */
async function read<T>(what: string, path: string, query?: RequestOptions['query']): Promise<T> {
  try {
    return unwrap(await api.get<T>(path, query));
  } catch (err) {
    console.error(`[poll] ${what}: ${failureMessage(err)}`);
    throw err;
  }
}

/** The poll shown, and the id asked for when that poll was not found (the current poll is shown instead). */
export type ShownPoll = PollConfigData & { missing_id: number | null };

/**
 * GET /api/poll/config: the poll of the id, or the current poll. An unknown id (the event dialog's
 * /poll/1 on a site whose first poll is gone) answers the current poll with `missing_id` set.
 */
export const pollConfigQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: pollKeys.config(id),
    queryFn: async (): Promise<ShownPoll> => {
      if (id !== undefined) {
        try {
          return { ...unwrap(await api.get<PollConfigData>('/poll/config', { poll_id: id })), missing_id: null };
        } catch (err) {
          if (!(err instanceof ApiError) || err.code !== POLL_NOT_FOUND_CODE) {
            console.error(`[poll] config: ${failureMessage(err)}`);
            throw err;
          }
        }
      }
      return { ...(await read<PollConfigData>('config', '/poll/config')), missing_id: id ?? null };
    },
    staleTime: 30_000,
  });

/** GET /api/poll/stats: votes per choice, refreshed every 10 s while the page is open. */
export const pollStatsQuery = (id: number) =>
  queryOptions({
    queryKey: pollKeys.stats(id),
    queryFn: () => read<PollStatsData>('stats', '/poll/stats', { poll_id: id, agent_id: AGENT_ID }),
    staleTime: 5_000,
    refetchInterval: STATS_REFRESH_MS,
  });

/** GET /api/poll/winners: after resolution. */
export const pollWinnersQuery = (id: number) =>
  queryOptions({
    queryKey: pollKeys.winners(id),
    queryFn: () => read<PollWinnersData>('winners', '/poll/winners', { poll_id: id, agent_id: AGENT_ID }),
    staleTime: 60_000,
  });

/** GET /api/poll/quota/get: the member's votes on the poll (computed from deposits and turnover now). */
export const pollQuotaQuery = (id: number) =>
  queryOptions({
    queryKey: pollKeys.quota(id),
    queryFn: () => read<PollQuotaData>('quota', '/poll/quota/get', { poll_id: id }),
    staleTime: 15_000,
  });

/** GET /api/poll/my: the member's own votes. */
export const pollMyQuery = (id: number) =>
  queryOptions({
    queryKey: pollKeys.my(id),
    queryFn: () => read<PollMyData>('my votes', '/poll/my', { poll_id: id }),
    staleTime: 15_000,
  });

/** The id in the path (/poll/{id}); none = the current poll. */
export const pollIdOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined);

/** The /poll/{id} route's read: the poll of the id in the path, or the current poll. */
export const ensurePoll = (queryClient: QueryClient, rawId: string | undefined) =>
  ensurePageData(queryClient, pollConfigQuery(pollIdOf(rawId)));
