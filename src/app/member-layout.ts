import { redirect } from '@tanstack/react-router';
import { agentConfigQuery } from '@/features/agent';
import type { RouterContext } from '@/lib/router-context';
import { loggedOutRedirect, middleware } from './guards';
import { ensureMemberValidated } from './session';

/** The auth and payment layouts' guard: members only (docs/product.md "Guards"). */
export const memberBeforeLoad = middleware('member');

/** The auth and payment layouts validate the member on load (docs/product.md "Layouts"). */
export async function memberLayoutLoader({ context }: { context: RouterContext }): Promise<void> {
  void context.queryClient.prefetchQuery(agentConfigQuery);
  const check = await ensureMemberValidated(context.store, context.queryClient);
  if (check === 'expired') throw redirect({ to: '/login' });
  if (check === 'invalid') throw loggedOutRedirect(context.store);
}
