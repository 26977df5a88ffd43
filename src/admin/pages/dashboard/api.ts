import type { Dashboard } from '@contract/reports';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

/** The dashboard asks again every 30 seconds (also in a background tab: it stays on a wall screen). */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'reports', 'dashboard'],
  queryFn: () => adminApi.get<Dashboard>('/reports/dashboard'),
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchIntervalInBackground: true,
});
