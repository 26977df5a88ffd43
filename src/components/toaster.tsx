import { createToaster } from '@chakra-ui/react/toast';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Toasts last 1 to 3 seconds (SPEC section 9); 3 s unless a caller says otherwise. */
export const TOAST_MS = 3000;

/** The one toast store: `toaster.create({ type, title, description, duration })` from anywhere. */
export const toaster = createToaster({ placement: 'top', duration: TOAST_MS, max: 3, pauseOnPageIdle: true });

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
