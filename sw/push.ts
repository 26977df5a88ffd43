/// <reference lib="webworker" />

/**
 * The service worker's Web Push (docs/push.md): a push carries {kind, id, url, title} and nothing
 * private, so the worker asks the server for the Thai text (GET /api/push/detail/:id, proving it is the
 * device the push went to by its subscription's endpoint), shows the notification (the generic text
 * when the detail cannot be had), and tells the open pages so the app adds it to its notice dialog.
 * Tapping focuses an open page on the push's url, or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

/** Without a detail: the payload's generic title and this (kept here: the worker does not carry the contract's zod). */
const GENERIC_TITLE = 'การแจ้งเตือนใหม่';
const GENERIC_BODY = 'แตะเพื่อดูรายละเอียด';
const DETAIL_TIMEOUT_MS = 8_000;
/** Where the worker keeps the endpoint the app registered with the server (cache storage: the worker has no localStorage). */
const META_CACHE = 'push-meta';
const ENDPOINT_KEY = '/__push/endpoint';

export type PushMessage = {
  type: 'PUSH' | 'PUSH_OPEN';
  kind: string;
  id: number | null;
  url: string;
  title: string;
  body: string;
  notice_id: number | null;
};

/** Only a path of this site: a payload can never send the member elsewhere. */
export function safeUrl(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

/** The payload as sent; anything unreadable falls back to a generic notification. */
export function readPayload(data: { json: () => unknown } | null | undefined): {
  kind: string;
  id: number | null;
  url: string;
  title: string;
} {
  let p: Record<string, unknown> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') p = parsed as Record<string, unknown>;
  } catch {
    // not JSON: generic
  }
  return {
    kind: typeof p.kind === 'string' ? p.kind : 'announcement',
    id: typeof p.id === 'number' && Number.isSafeInteger(p.id) && p.id > 0 ? p.id : null,
    url: safeUrl(p.url),
    title: typeof p.title === 'string' && p.title ? p.title.slice(0, 100) : GENERIC_TITLE,
  };
}

async function registeredEndpoint(): Promise<string | undefined> {
  const kept = await (await caches.open(META_CACHE)).match(ENDPOINT_KEY);
  if (kept) return kept.text();
  return (await self.registration.pushManager.getSubscription())?.endpoint;
}

async function detail(id: number): Promise<{ title: string; body: string; notice_id: number | null } | undefined> {
  const endpoint = await registeredEndpoint();
  if (!endpoint) return undefined;
  const res = await fetch(`/api/push/detail/${id}`, {
    headers: { 'x-push-endpoint': endpoint },
    signal: AbortSignal.timeout(DETAIL_TIMEOUT_MS),
  });
  const body = (await res.json()) as { error?: number; data?: { title: string; body: string; notice_id: number | null } };
  return res.ok && body.error === 0 && body.data ? body.data : undefined;
}

async function tellPages(message: PushMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function showPush(data: PushEvent['data']): Promise<void> {
  const p = readPayload(data);
  let text: { title: string; body: string; notice_id: number | null } = { title: p.title, body: GENERIC_BODY, notice_id: null };
  if (p.id !== null) {
    try {
      text = (await detail(p.id)) ?? text;
    } catch {
      // offline, signed out, timed out: the generic text
    }
  }
  const message: PushMessage = { type: 'PUSH', kind: p.kind, id: p.id, url: p.url, ...text };
  await self.registration.showNotification(text.title, {
    body: text.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    lang: 'th',
    tag: `${p.kind}:${p.id ?? 'x'}`,
    data: message,
  });
  await tellPages(message);
}

async function openPush(message: PushMessage): Promise<void> {
  const url = safeUrl(message.url);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
  if (page) {
    await page.focus();
    // The app routes itself (no reload): it knows the url and, for an announcement, opens the notice.
    page.postMessage({ ...message, type: 'PUSH_OPEN', url });
    return;
  }
  await self.clients.openWindow(url);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(event.data));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const message = (event.notification.data ?? {}) as PushMessage;
    event.waitUntil(openPush({ ...message, url: safeUrl(message.url) }));
  });
  // The app tells the worker the endpoint it registered (and '' at logout, when it unsubscribed).
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; endpoint?: unknown } | null;
    if (data?.type !== 'PUSH_ENDPOINT') return;
    event.waitUntil(
      caches
        .open(META_CACHE)
        .then((cache) =>
          typeof data.endpoint === 'string' && data.endpoint
            ? cache.put(ENDPOINT_KEY, new Response(data.endpoint))
            : cache.delete(ENDPOINT_KEY).then(() => undefined),
        ),
    );
  });
}
