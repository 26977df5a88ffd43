import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage, RouteError } from '@/components/error/RouteError';
import { PendingPage } from '@/components/query/PageSkeleton';
import { setNavigator } from '@/lib/http';
import type { RouterContext } from '@/lib/router-context';
import { routeTree } from '@/routeTree.gen';

/**
 * The router: file-based routes (src/routes, generated into routeTree.gen.ts), the query client and
 * the jotai store as context for guards and loaders, and the error page for every failure. It also
 * becomes the HTTP client's navigator for the 400 and 401 rules.
 */
export function createAppRouter({ history, ...context }: RouterContext & { history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // Loaders read through react-query, which keeps data fresh; the router need not cache them too.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // Loaders wait for their page's data (lib/route-data.ts); past a second the page's place shows this.
    defaultPendingComponent: PendingPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
  setNavigator((to) => {
    void router.navigate({ to: to as '/' });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
