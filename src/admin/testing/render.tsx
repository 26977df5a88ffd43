import type { AdminRole } from '@contract/admin';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminApp, createAdminQueryClient } from '../app/AdminApp';
import { createAdminRouter } from '../app/router';
import { type OperatorSession, resetSessionCache, setSession } from '../app/session';

export const operatorSession = (role: AdminRole = 'admin'): OperatorSession => ({
  access_token: `tok-${role}`,
  role,
  display_name: `ผู้ใช้ ${role}`,
  username: role,
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
});

/**
 * The whole back office (router from the registry, query client without retries, theme) in a memory
 * history at `url` ('/admin/members'), signed in as `role` unless `role` is null. `keepStorage`
 * opens it on what the browser kept (a new tab) instead of clearing it first.
 */
export function renderAdmin(url: string, { role = 'admin', keepStorage = false }: { role?: AdminRole | null; keepStorage?: boolean } = {}) {
  if (!keepStorage) localStorage.clear();
  resetSessionCache();
  if (role) setSession(operatorSession(role));
  const history = createMemoryHistory({ initialEntries: [url] });
  const queryClient = createAdminQueryClient({ retry: false });
  const router = createAdminRouter({ history, queryClient });
  return { user: userEvent.setup(), router, queryClient, ...render(<AdminApp router={router} queryClient={queryClient} />) };
}
