/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { type CacheRule, isResultsPage, isStorableEnvelope, NAVIGATION_DENYLIST, RESULTS_PAGE, ruleFor } from './cache-rules';
import { listenForPushes } from './push';

/**
 * The service worker (vite-plugin-pwa injectManifest): the precached shell (index.html, every
 * script and style, the Thai font, icons and the site's pictures), the SPA's routes answered with
 * the shell so the installed app opens offline, and the run-time caches of cache-rules.ts. Requests
 * no rule names (every other /api call) are not touched: the browser sends them as usual.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes over the open page at once, so its API reads are cached during the
// very first visit. Updates still wait for the member's consent (SKIP_WAITING below).
clientsClaim();

const shell = createHandlerBoundToURL('/index.html');

/** Only a whole HTML page is kept (an error page or a redirect never replaces the last good copy). */
const htmlPagesOnly: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null;
  },
};

// The results page with the results the server wrote in (cache-rules.ts RESULTS_PAGE): the last copy
// at once, refreshed behind it; the precached shell when there is no copy and no network.
const resultsPage = new StaleWhileRevalidate({
  cacheName: RESULTS_PAGE.cacheName,
  plugins: [
    new ExpirationPlugin({ maxEntries: RESULTS_PAGE.maxEntries, maxAgeSeconds: RESULTS_PAGE.maxAgeSeconds, purgeOnQuotaError: true }),
    htmlPagesOnly,
  ],
});
registerRoute(
  ({ request }) => isResultsPage(request, self.location.origin),
  async (options) => {
    try {
      return await resultsPage.handle(options);
    } catch {
      return shell(options);
    }
  },
);

// Never the member shell for the API or the back office (/admin is its own page, which the server sends).
registerRoute(new NavigationRoute(shell, { denylist: [...NAVIGATION_DENYLIST] }));

// A new version's worker drops the kept results page: its copy names the scripts of the build before,
// which the new precache no longer holds (the next visit keeps a fresh one).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(RESULTS_PAGE.cacheName));
});

/** Stores an API answer only when it is a success envelope (a business error never replaces a good answer). */
const successOnly: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    try {
      return isStorableEnvelope(await response.clone().json()) ? response : null;
    } catch {
      return null;
    }
  },
};

/** Pictures from other origins come back opaque (status 0): stored too, like a 200. */
const picturesToo: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    return response.status === 200 || response.type === 'opaque' ? response : null;
  },
};

function strategyFor(rule: CacheRule): Strategy {
  const plugins: WorkboxPlugin[] = [
    new ExpirationPlugin({ maxEntries: rule.maxEntries, maxAgeSeconds: rule.maxAgeSeconds, purgeOnQuotaError: true }),
    rule.images ? picturesToo : successOnly,
  ];
  const options = { cacheName: rule.cacheName, plugins };
  if (rule.strategy === 'NetworkFirst') return new NetworkFirst({ ...options, networkTimeoutSeconds: rule.networkTimeoutSeconds });
  if (rule.strategy === 'StaleWhileRevalidate') return new StaleWhileRevalidate(options);
  return new CacheFirst(options);
}

const strategies = new Map<CacheRule, Strategy>();
registerRoute(
  ({ request }) => ruleFor(request, self.location.origin) !== undefined,
  (options) => {
    const rule = ruleFor(options.request, self.location.origin) as CacheRule;
    let strategy = strategies.get(rule);
    if (!strategy) {
      strategy = strategyFor(rule);
      strategies.set(rule, strategy);
    }
    return strategy.handle(options);
  },
);

// registerType 'prompt': the page asks the member, then tells the waiting worker to take over.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: notifications with their Thai text fetched by the worker, and the open pages told (push.ts).
listenForPushes();
