import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../http';
import type { DayRange } from './range';
import type { Paged } from './table';

/** A server-paged list's page size (the server's default too). */
export const PAGE_SIZE = 20;

/** An area's settings (GET /api/admin/<area>/settings), cached under ['admin', area, 'settings']. */
export const settingsQueryOf = <T>(area: string) =>
  queryOptions({ queryKey: ['admin', area, 'settings'] as const, queryFn: () => adminApi.get<T>(`/${area}/settings`) });

/** An area's daily report over a range (GET /api/admin/<area>/report?from&to); the last one stays while the next loads. */
export const reportQueryOf =
  <T>(area: string) =>
  (r: DayRange) =>
    queryOptions({
      queryKey: ['admin', area, 'report', r.from, r.to] as const,
      queryFn: () => adminApi.get<T>(`/${area}/report`, r),
      placeholderData: keepPreviousData,
    });

/**
 * One page of a server-paged list under `key` (the view's filters and order), fetched by `fetch`,
 * the function the list's CSV export pages through too; the last page stays while the next loads.
 */
export const pagedQuery = <R extends Paged<unknown>, K extends QueryKey>(
  key: K,
  fetch: (page: number, pageSize: number) => Promise<R>,
  page: number,
  pageSize = PAGE_SIZE,
) => queryOptions({ queryKey: [...key, page] as const, queryFn: () => fetch(page, pageSize), placeholderData: keepPreviousData });
