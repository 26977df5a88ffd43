/**
 * Requests the first script (src/main.tsx) starts while the app's code is still downloading, so
 * the first page's data is on its way (or here) when the app asks for it. Each is taken once, by the
 * HTTP client's GET of the same path and query (lib/http.ts), which asks the server itself when
 * the early request failed.
 */
const pending = new Map<string, Promise<unknown>>();

type Query = Record<string, string | number | boolean | undefined>;

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The key of a GET of `path` (below the API base, e.g. '/banner') with `query`. */
export const earlyKey = (path: string, query?: Query) => `GET ${path}${queryString(query)}`;

/** Starts a public GET early: only for answers that do not depend on who asks (no Authorization is sent). */
export function startEarlyGet<T>(apiBase: string, path: string, query?: Query): Promise<T> {
  return startEarly(earlyKey(path, query), getJson<T>(`${apiBase}${path}${queryString(query)}`));
}

function startEarly<T>(key: string, request: Promise<T>): Promise<T> {
  pending.set(key, request);
  // Nobody may take it (a stored answer was fresh enough); that is not an unhandled failure.
  request.catch(() => undefined);
  return request;
}

/** The early request for `key`, once; undefined when none was started or it was already taken. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const request = pending.get(key) as Promise<T> | undefined;
  pending.delete(key);
  return request;
}

/** A GET answered with JSON; anything but a 2xx with a JSON body rejects (the caller then asks again its own way). */
async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}
