import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundInLayout, SiteRouteError } from '@/app/layouts/NotFound';
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

/**
 * The root: the loading bar, the toaster, and the error page for unmatched routes and failures (the
 * 404 page inside the default layout, docs/errors.md "The error page").
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundInLayout,
  errorComponent: SiteRouteError,
});
