import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFoundPage, RouteError, routeErrorStatus } from '@/components/error/RouteError';
import { SafeBoundary } from '@/components/error/SafeBoundary';
import { DefaultLayout } from './DefaultLayout';

/**
 * The site's 404 page for a URL no route matches (docs/errors.md "The error page"): "404 / This page
 * could not be found" with its Thai and a way home, inside the default layout, so the header, menu,
 * footer and contact stay.
 */
export function NotFoundInLayout() {
  return (
    <SafeBoundary>
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    </SafeBoundary>
  );
}

/** The root's error component: a 404 reaching the root is the 404 page in the default layout; others the overlay. */
export function SiteRouteError(props: ErrorComponentProps) {
  if (routeErrorStatus(props.error) === 404) return <NotFoundInLayout />;
  return <RouteError {...props} />;
}
