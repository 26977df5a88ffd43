import { type ErrorComponentProps, isNotFound, SearchParamError } from '@tanstack/react-router';
import { PathParamError } from '@tanstack/router-core';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@/lib/errors';
import { isChunkLoadError, reloadOnce } from '@/lib/reload-guard';
import { failLoadingAtom } from '../loading/loading-bar';
import { ErrorPage } from './ErrorPage';
import { SafeBoundary } from './SafeBoundary';

/** The status a route error shows: invalid params or search and not-found are 404 (docs/errors.md "How the site shows a failure"). */
export function routeErrorStatus(error: unknown): number {
  if (error instanceof PathParamError || error instanceof SearchParamError || isNotFound(error)) return 404;
  return errorStatus(error);
}

function RouteErrorView({ error }: { error: unknown }) {
  const fail = useSetAtom(failLoadingAtom);
  const chunk = isChunkLoadError(error);
  // A code chunk that failed to load reloads the page, at most once per 60 s (docs/errors.md "How the site shows a failure");
  // nothing shows while that is decided.
  const [reloading, setReloading] = useState(chunk);
  useEffect(() => {
    if (chunk && reloadOnce()) return;
    setReloading(false);
    fail();
    console.error('[route error]', error);
  }, [chunk, error, fail]);
  if (reloading) return null;
  const status = routeErrorStatus(error);
  // A 404 (parameters that fail their check) is the 404 page in the layout's place; other failures cover the screen.
  return <ErrorPage status={status} message={errorMessage(error)} variant={status === 404 ? 'page' : 'overlay'} />;
}

/** The router's error component: the error page inside a boundary that falls back to a home link. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <SafeBoundary>
      <RouteErrorView error={error} />
    </SafeBoundary>
  );
}

/** The 404 page in a layout's place (the root puts it inside the default layout: app/layouts/NotFound.tsx). */
export function NotFoundPage() {
  return (
    <SafeBoundary>
      <NotFoundView />
    </SafeBoundary>
  );
}

function NotFoundView() {
  const fail = useSetAtom(failLoadingAtom);
  useEffect(() => {
    fail();
  }, [fail]);
  return <ErrorPage status={404} variant="page" />;
}
