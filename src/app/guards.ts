import { redirect } from '@tanstack/react-router';
import { StatusError } from '@/lib/errors';
import type { RouterContext } from '@/lib/router-context';
import { localConfigAtom } from '@/state/agent';
import { isLoggedInAtom } from '@/state/auth';
import type { appStore } from '@/state/store';

type GuardArgs = { context: RouterContext };
type Guard = (args: GuardArgs) => void;

/**
 * Where a logged-out visitor goes from a member route (docs/product.md "Guards"): the index route with
 * the agent code when one is stored, else /login.
 */
export function loggedOutRedirect(store: typeof appStore) {
  const code = store.get(localConfigAtom).agent_code;
  return code ? redirect({ to: '/', search: { ag: code } }) : redirect({ to: '/login' });
}

/** Member routes: the stored state must say logged in. */
function member({ context }: GuardArgs) {
  if (!context.store.get(isLoggedInAtom)) throw loggedOutRedirect(context.store);
}

/** The login area (/login, /register, /forgot): a logged-in member goes to /member. */
function guest({ context }: GuardArgs) {
  if (context.store.get(isLoggedInAtom)) throw redirect({ to: '/member' });
}

/** The named route middlewares; a route naming another one fails with 500 (docs/errors.md "How the site shows a failure"). */
const registry: Record<string, Guard | undefined> = { member, guest };
type MiddlewareName = 'member' | 'guest';

/** A route's beforeLoad running the named middlewares in order. */
export function middleware(...names: MiddlewareName[]) {
  return (args: GuardArgs) => {
    for (const name of names) {
      const guard = registry[name];
      if (!guard) throw new StatusError(500, `Unknown middleware ${name}`);
      guard(args);
    }
  };
}
