import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';

const loadFadeIn = () => import('./FadeIn');
const FadeIn = lazy(loadFadeIn);

// The first page needs no fade, so framer-motion loads only when the member first moves to another
// page; that keeps it out of the JavaScript needed to render the first page (target 200 KB).
let navigated = false;

/** Notes the first route change (mounted once, in the root route) and fetches the fade meanwhile. */
export function useFirstNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (e) => {
        if (navigated || !e.fromLocation || !e.pathChanged) return;
        navigated = true;
        void loadFadeIn();
      }),
    [router],
  );
}

/** Each page fades in when the path changes (keyed by path, so the new page starts transparent). */
export function PageFade({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!navigated) return <div key={pathname}>{children}</div>;
  return (
    <Suspense key={pathname} fallback={null}>
      <FadeIn>{children}</FadeIn>
    </Suspense>
  );
}
