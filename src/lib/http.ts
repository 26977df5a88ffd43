import type { ApiResponse } from '@contract/envelope';
import { TransportErrors as Errors } from '@contract/errors-transport';
import { FetchError, ofetch } from 'ofetch';
import { authUserAtom, clearUserAtom } from '../state/auth';
import { appStore } from '../state/store';
import { ApiError, apiError, networkError } from './api-error';
import { earlyKey, takeEarly } from './early';

/** Where the client goes on 401 and 400; set by the router at start (kept here to avoid a cycle). */
type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
export function setNavigator(fn: Navigate) {
  navigate = fn;
}

/** The jotai store holding the user; the app's one store, or a fresh one per component test. */
type Store = typeof appStore;
let store: Store = appStore;
export function setHttpStore(s: Store) {
  store = s;
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** Opt out of the 401 -> clear user and /login rule (docs/errors.md "How the site shows a failure"). */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  timeout?: number;
};

/** Where this device's id is kept (docs/rewards.md "Affiliate": the self-referral rule). */
export const DEVICE_ID_KEY = 'device_id';
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
/** The id used while storage is unavailable (private mode, blocked storage): this page's lifetime. */
let unstoredDeviceId: string | undefined;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This device's random id, sent as header x-device-id on every call: made once and kept in
 * localStorage; when storage cannot be read or written, one id for as long as the page lives.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && DEVICE_ID.test(stored)) return stored;
    const id = unstoredDeviceId ?? newDeviceId();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    unstoredDeviceId ??= newDeviceId();
    return unstoredDeviceId;
  }
}

/** The one HTTP client: base URL, Bearer from the store, this device's id. */
const client = ofetch.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 15_000,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const token = store.get(authUserAtom)?.access_token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('x-device-id', deviceId());
    options.headers = headers;
  },
});

/**
 * Calls the API and answers its envelope for 200 (success or business failure), 422 (field errors)
 * and 429; callers read it with `unwrap` (lib/api-error.ts). A 401 clears the user and goes to
 * /login; a 400 goes to /; these, a 5xx and a request with no answer (status 0) throw ApiError.
 */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  // The first script may have asked already (lib/early.ts); if that failed, ask again below.
  const early = method === 'GET' ? takeEarly<ApiResponse<T>>(earlyKey(path, opts.query)) : undefined;
  if (early) {
    try {
      return await early;
    } catch {}
  }
  try {
    return await client<ApiResponse<T>>(path, {
      method,
      body: body as Record<string, unknown> | undefined,
      query: opts.query,
      signal: opts.signal,
      timeout: opts.timeout,
    });
  } catch (err) {
    if (!(err instanceof FetchError)) throw err;
    const status = err.response?.status ?? 0;
    const data = err.data as ApiResponse<unknown> | undefined;
    if (status === 422 || status === 429) return data as ApiResponse<T>;
    if (status === 0) throw networkError();
    const fallback = status === 401 ? Errors.SESSION_EXPIRED : status === 400 ? Errors.FOREIGN_AGENT : Errors.INTERNAL;
    const failure =
      data && typeof data.error === 'number' ? apiError(data, status) : new ApiError(fallback.code, fallback.message, { status });
    if (status === 401 && !opts.skipAuthRedirect) {
      store.set(clearUserAtom);
      navigate('/login');
    }
    if (status === 400) navigate('/');
    throw failure;
  }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], opts?: RequestOptions) => request<T>('GET', path, undefined, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
};
