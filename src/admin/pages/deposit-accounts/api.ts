import type { AdminDepositAccountsData } from '@contract/admin-deposit-accounts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export const ACCOUNTS_KEY = ['admin', 'settings', 'deposit-accounts'] as const;

/** Every deposit account with today's usage against its cap (GET /api/admin/settings/deposit-accounts). */
export const accountsQuery = queryOptions({
  queryKey: ACCOUNTS_KEY,
  queryFn: () => adminApi.get<AdminDepositAccountsData>('/settings/deposit-accounts'),
});
