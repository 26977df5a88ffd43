import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage, RouteError } from '@/components/error/RouteError';
import { PageLoadingBar } from '@/components/loading/PageLoadingBar';
import { useFirstNavigation } from '@/components/motion/PageFade';
import { Toaster } from '@/components/toaster';
import type { RouterContext } from '@/lib/router-context';

function Root() {
  useFirstNavigation();
  return (
    <>
      <PageLoadingBar />
      <Outlet />
      <Toaster />
    </>
  );
}

/** The root: the loading bar, the toaster, and the error page for unmatched routes and failures. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
