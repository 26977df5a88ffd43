import type {
  CashbackConfigData,
  CashbackSummaryData,
  RewardHistoryData,
  RewardKind,
  WinlossConfigData,
  WinlossSummaryData,
} from '@contract/rewards';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { failureMessage, unwrap } from '@/lib/api-error';
import { api, type RequestOptions } from '@/lib/http';
import { ensurePageData } from '@/lib/route-data';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

/**
 * The rewards reads (docs/rewards.md), without zod: daily cashback and commission, the weekly
 * win/loss refund. The rules are public; every member key sits under 'member', so logout drops them
 * with the rest of the member's data. The claims are in api.ts.
 */
export const rewardKeys = {
  cashbackConfig: ['rewards', 'cashback', 'config'] as const,
  winlossConfig: ['rewards', 'winloss', 'config'] as const,
  memberRoot: ['member', 'rewards'] as const,
  cashbackSummary: ['member', 'rewards', 'cashback-summary'] as const,
  winlossSummary: ['member', 'rewards', 'winloss-summary'] as const,
  history: (kind: RewardKind) => ['member', 'rewards', 'history', kind] as const,
};

/** The history filter (docs/wire-format.md "Calls"): inclusive Bangkok dates ('' = open) and a page. */
export type RewardFilter = { from: string; to: string; page: number };
export const NO_FILTER: RewardFilter = { from: '', to: '', page: 1 };
export const HISTORY_PAGE_SIZE = 10;

/**
 * A read whose failure is logged (docs/errors.md "How the site shows a failure": the message is logged)
 * and then thrown, so the page shows it in place with a retry instead of an empty answer.
 */
async function read<T>(what: string, path: string, query?: RequestOptions['query']): Promise<T> {
  try {
    return unwrap(await api.get<T>(path, query));
  } catch (err) {
    console.error(`[rewards] ${what}: ${failureMessage(err)}`);
    throw err;
  }
}

/** GET /api/cashback/config: the public rules of the daily cashback and commission. */
export const cashbackConfigQuery = queryOptions({
  queryKey: rewardKeys.cashbackConfig,
  queryFn: () => read<CashbackConfigData>('cashback config', '/cashback/config'),
  staleTime: 5 * 60_000,
});

/** GET /api/cashback/summary: today's running figures and what is claimable now. */
export const cashbackSummaryQuery = queryOptions({
  queryKey: rewardKeys.cashbackSummary,
  queryFn: () => read<CashbackSummaryData>('cashback summary', '/cashback/summary'),
  staleTime: 30_000,
});

/** GET /api/winloss/config: the public tiers of the weekly refund. */
export const winlossConfigQuery = queryOptions({
  queryKey: rewardKeys.winlossConfig,
  queryFn: () => read<WinlossConfigData>('winloss config', '/winloss/config'),
  staleTime: 5 * 60_000,
});

/** GET /api/winloss/summary: this week's running net and what is claimable. */
export const winlossSummaryQuery = queryOptions({
  queryKey: rewardKeys.winlossSummary,
  queryFn: () => read<WinlossSummaryData>('winloss summary', '/winloss/summary'),
  staleTime: 30_000,
});

const HISTORY_PATHS: Record<RewardKind, string> = {
  cashback: '/cashback/loss/history',
  commission: '/cashback/turnover/history',
  winloss: '/winloss/history',
};

/** The filter as the query string: the dates only when set. */
export function historyParams(filter: RewardFilter): Record<string, string | number> {
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    page: filter.page,
    page_size: HISTORY_PAGE_SIZE,
  };
}

/** One page of a reward's periods, newest first; the previous page stays on screen while the next loads. */
export const rewardHistoryQuery = (kind: RewardKind, filter: RewardFilter) =>
  queryOptions({
    queryKey: [...rewardKeys.history(kind), filter] as const,
    queryFn: () => read<RewardHistoryData>(`${kind} history`, HISTORY_PATHS[kind], historyParams(filter)),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** The /cashback route's reads: the rules, and for a member today's figures. */
export const ensureCashback = async (queryClient: QueryClient, store: typeof appStore) => {
  await Promise.all([
    ensurePageData(queryClient, cashbackConfigQuery),
    store.get(isLoggedInAtom) ? ensurePageData(queryClient, cashbackSummaryQuery) : undefined,
  ]);
};

/** The /winloss route's read: the tiers (public). */
export const ensureWinloss = (queryClient: QueryClient) => ensurePageData(queryClient, winlossConfigQuery);

/** The /member/winloss route's reads: this week's figures and the tiers. */
export const ensureMyWinloss = async (queryClient: QueryClient) => {
  await Promise.all([ensurePageData(queryClient, winlossSummaryQuery), ensurePageData(queryClient, winlossConfigQuery)]);
};
