import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DepositIcon } from '../../app/icons';
import { startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { accountsQuery } from './api';

/** The agent's deposit accounts: finance reads (the API refuses its writes), admin adds, edits and deletes. */
const page: MenuEntry = { title: 'บัญชีรับเงิน', roles: ['finance'], icon: DepositIcon };

export const depositAccountsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/deposit-accounts'),
    loader: ({ context: { queryClient } }) => startQuery(queryClient, accountsQuery),
    component: lazyRouteComponent(() => import('./DepositAccountsPage'), 'DepositAccountsPage'),
  }),
};
