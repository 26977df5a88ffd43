/**
 * What the service worker keeps at run time, beside the precached shell (docs/pwa.md gives the
 * reasons). Only public GET answers are listed; every other /api call (wallets, statement, bills,
 * payments, the member's details, game links) is never stored by the service worker.
 */
export type Strategy = 'NetworkFirst' | 'StaleWhileRevalidate' | 'CacheFirst';

export type CacheRule = {
  cacheName: string;
  strategy: Strategy;
  /** Same-origin API paths this rule answers, or `image` for pictures from any origin. */
  paths?: RegExp;
  images?: true;
  maxEntries: number;
  maxAgeSeconds: number;
  /** NetworkFirst: how long to wait for the network before answering from the cache. */
  networkTimeoutSeconds?: number;
};

const DAY = 24 * 60 * 60;

/** Navigations the member shell never answers: the API, and the back office (admin.html, its own app). */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|$)/, /^\/admin(\/|\?|$|\.html)/];

export const CACHE_RULES: readonly CacheRule[] = [
  {
    // The results history (a category's or a day's draws, which do not change once out): answered at
    // once from the cache on a poor connection and refreshed behind it (docs/lotto.md "Results on a
    // weak connection"). Same cache and limits as the rule below.
    cacheName: 'gw-lotto',
    strategy: 'StaleWhileRevalidate',
    paths: /^\/api\/lotto\/results$/,
    maxEntries: 80,
    maxAgeSeconds: 7 * DAY,
  },
  {
    // Rounds close and results arrive on a timetable: the network's answer wins, the cache answers
    // when offline or after 4 s on a poor connection. The latest results (`result`) stay here: the
    // results page already shows the page's own copy (below) while the app asks for fresh ones.
    cacheName: 'gw-lotto',
    strategy: 'NetworkFirst',
    paths: /^\/api\/lotto\/(lobby|rounds|round|rule|rates?|result)$/,
    networkTimeoutSeconds: 4,
    maxEntries: 80,
    maxAgeSeconds: 7 * DAY,
  },
  {
    // The sportsbook's fixtures and odds, and the slip's config: odds move, so the network's answer
    // wins; offline or after 4 s the last answer shows (the page prints its fetch time and places
    // nothing offline). A day's fixture list is small; a day old is the most worth keeping.
    cacheName: 'gw-sport',
    strategy: 'NetworkFirst',
    paths: /^\/api\/sport\/(fixtures|config)$/,
    networkTimeoutSeconds: 4,
    maxEntries: 8,
    maxAgeSeconds: 2 * DAY,
  },
  {
    // Operators' notices (maintenance, bank outages) must reach members as soon as they are posted.
    cacheName: 'gw-notices',
    strategy: 'NetworkFirst',
    paths: /^\/api\/notifications$/,
    networkTimeoutSeconds: 4,
    maxEntries: 4,
    maxAgeSeconds: 7 * DAY,
  },
  {
    // The game catalogue and lobby configs change rarely: answer at once from the cache and refresh it.
    cacheName: 'gw-games',
    strategy: 'StaleWhileRevalidate',
    paths: /^\/api\/(game\/(list|lobby)|lobby\/configs)$/,
    maxEntries: 80,
    maxAgeSeconds: 7 * DAY,
  },
  {
    // Banner and event lists: the same, a list one visit old is harmless.
    cacheName: 'gw-content',
    strategy: 'StaleWhileRevalidate',
    paths: /^\/api\/(banner|event\/list)$/,
    maxEntries: 8,
    maxAgeSeconds: 7 * DAY,
  },
  {
    // Banner, event, notice and game pictures (also from other origins): a changed picture gets a new
    // address, so a stored one is kept until it expires.
    cacheName: 'gw-images',
    strategy: 'CacheFirst',
    images: true,
    maxEntries: 120,
    maxAgeSeconds: 30 * DAY,
  },
];

/**
 * The results page's HTML, with the latest results the server wrote in: answered from the cache at
 * once and refreshed behind it, so a returning member reads the last results (and when they were
 * fetched) at once, offline too. Other pages get the precached shell.
 */
export const RESULTS_PAGE = {
  cacheName: 'gw-pages',
  path: '/lotto/results',
  maxEntries: 4,
  maxAgeSeconds: 7 * DAY,
} as const;

/** Whether a request is a navigation to the results page (its latest view; any other query is the shell's). */
export function isResultsPage(request: { mode: string; url: string }, origin: string): boolean {
  if (request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname === RESULTS_PAGE.path && !url.searchParams.has('category') && !url.searchParams.has('date');
}

/**
 * The rule for a request, or undefined: the service worker then leaves the request to the browser.
 * A request that carries a member's token is never stored: its answer may hold that member's own
 * items (GET /api/notifications adds the member's notices), which the next person on a shared phone
 * must not see offline.
 */
export function ruleFor(
  request: { method: string; url: string; destination: string; headers?: { has(name: string): boolean } },
  origin: string,
): CacheRule | undefined {
  if (request.method !== 'GET') return undefined;
  if (request.headers?.has('authorization')) return undefined;
  const url = new URL(request.url);
  if (request.destination === 'image') return CACHE_RULES.find((r) => r.images);
  if (url.origin !== origin) return undefined;
  return CACHE_RULES.find((r) => r.paths?.test(url.pathname));
}

/**
 * Whether an API answer may be stored: HTTP 200 and a success envelope (error 0, or status 0 for
 * the lotto lobby), so a business error never replaces a good stored answer.
 */
export function isStorableEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { error?: unknown; status?: unknown };
  return b.error === 0 || (b.error === undefined && b.status === 0);
}
