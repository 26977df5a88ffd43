import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { loadOfflinePrefetch } from '@/features/lotto';
import { PwaLayer } from '@/features/pwa';
import { registerServiceWorker } from '@/lib/pwa';
import { createQueryClient } from '@/lib/query';
import { persistQueries } from '@/lib/query-persist';
import { appStore } from '@/state/store';
import { createSystemInSteps, warmRecipes } from '@/theme/system';
import { createAppRouter } from './router';

const SW_REGISTER_DELAY_MS = 2000;
/** The idle work after the first page (the lotto prefetch) waits at most this long for an idle moment. */
const IDLE_TIMEOUT_MS = 10_000;
const IDLE_FALLBACK_MS = 3000;

/**
 * The app's start (src/start.tsx calls it): the stored answers, Chakra's system, the router and its
 * first page, then one render that replaces the static shell. Each step is its own short task.
 */
export async function startMain(root: HTMLElement, create: typeof createRoot, yieldToMain: () => Promise<void>): Promise<void> {
  const queryClient = createQueryClient();
  // The stored answers are restored before the router exists, so the first route's loaders find them
  // (localStorage is synchronous: this takes a microtask, not a network round trip).
  await persistQueries(queryClient);
  await yieldToMain();
  // Chakra's system, in tasks of its own.
  await createSystemInSteps(yieldToMain);
  await yieldToMain();
  await warmRecipes(yieldToMain);
  // Building the router (its route tree) and loading the first page are tasks of their own too.
  const router = createAppRouter({ queryClient, store: appStore });
  await yieldToMain();
  // The first page's code and loaders before the first render: the render then has everything it
  // needs, and the shell stays on screen until the whole page replaces it in one commit (the
  // router's own first load would render its pending state first and the page again after). The
  // route chunks are awaited explicitly: the router's load does not wait for them, and a page that
  // arrives after the first render renders the whole tree a second time.
  await Promise.all(
    router
      .matchRoutes(router.latestLocation)
      .map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])),
  );
  await router.load();
  await yieldToMain();
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (a phone stays responsive while the page builds).
  startTransition(() => {
    create(root).render(
      <StrictMode>
        <AppProviders store={appStore} queryClient={queryClient}>
          <RouterProvider router={router} InnerWrap={PwaLayer} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // After the page has loaded: the worker's precache download (the whole shell) a moment later, so
  // it does not compete with the first page's own requests on a slow connection; then, once the
  // main thread is idle, the lotto results and rates for offline use (features/lotto, offline-prefetch.ts).
  afterLoad(() => {
    setTimeout(registerServiceWorker, SW_REGISTER_DELAY_MS);
    whenIdle(() => {
      void loadOfflinePrefetch().then(({ prefetchLottoForOffline }) => prefetchLottoForOffline(queryClient));
    });
  });
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** When the browser has nothing else to do (at the latest after `timeout` ms); a timer where there is no idle callback. */
function whenIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, IDLE_FALLBACK_MS);
}
