import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toast-store';

// The store lives in its own file so that the lazily loaded view can use it without importing this one.
export { TOAST_MS, toaster } from './toast-store';

const ToasterView = lazy(() => import('./ToasterView'));

/**
 * Renders the toasts. The rendering code loads with the first toast, which keeps it out of the
 * first page's JavaScript; toasts created before it loads show once it has.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
