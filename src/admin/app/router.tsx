import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './http';
import { PAGES } from './registry';
import { followOtherTabs } from './session';
import { homeRoute, loginRoute, rootRoute, shellRoute } from './shell';

/** The one router listening to the other tabs (a test makes a router per case; the last one listens). */
let stopFollowing: (() => void) | undefined;

/** The back office's route tree: sign-in, and behind the session guard `/` and every page of the registry. */
const routeTree = rootRoute.addChildren([loginRoute, shellRoute.addChildren([homeRoute, ...PAGES.map((p) => p.route)])]);

/**
 * The back office's router under /admin. Its type is registered for the back office's own TypeScript
 * project (tsconfig.admin.json), apart from the member app's, so links, navigation and every page's
 * search are checked against these routes.
 */
export function createAdminRouter({ history, queryClient }: { history?: RouterHistory; queryClient: QueryClient }) {
  const router = createRouter({
    routeTree,
    basepath: '/admin',
    history,
    context: { queryClient, pages: PAGES },
    defaultPreload: 'intent',
    // Loaders start their page's queries in react-query, which keeps them fresh; the router need not cache them too.
    defaultPreloadStaleTime: 0,
  });
  // A 401 anywhere (expired or revoked token) goes to sign-in, back to this page afterwards.
  setUnauthorizedHandler(() => {
    const here = router.state.location.href;
    // Several calls can be refused at once: the first sends the operator to sign-in; the others
    // must not replace that page's way back (?redirect=) with the sign-in page itself.
    // latestLocation is where the router is going (the first refusal's navigation may not have landed).
    if (/(^|\/admin)\/login\/?$/.test(router.latestLocation.pathname)) return;
    void router.navigate({ to: '/login', search: { redirect: here } });
  });
  // The session is the browser's (session.ts): what another tab does to it, this one follows.
  stopFollowing?.();
  stopFollowing = followOtherTabs((session, before) => {
    const onLogin = /(^|\/admin)\/login\/?$/.test(router.latestLocation.pathname);
    if (!session) {
      // Signed out elsewhere (or the server ended the session there): this tab signs out too,
      // and comes back to this page after signing in again.
      queryClient.clear();
      if (!onLogin) void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
      return;
    }
    if (onLogin) {
      // Signed in elsewhere while this tab waited at sign-in: go where it was going.
      const back = (router.state.location.search as { redirect?: string }).redirect;
      // A given href wins over `to` (as SignIn's navigate); without one, the role's first page.
      void router.navigate({ to: '/', replace: true, ...(back ? { href: back } : {}) });
      return;
    }
    // Another operator signed in in another tab: nothing cached for the first one may show, and the
    // guards run again for the new role.
    if (before && before.username !== session.username) queryClient.clear();
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
