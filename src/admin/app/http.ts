import type { ApiResponse } from '@contract/envelope';
import { TransportErrors } from '@contract/errors-transport';
import { FetchError, ofetch } from 'ofetch';
import { ApiError, apiError, networkError, unwrap } from '@/lib/api-error';
import { getSession, setSession } from './session';

/** Where a 401 sends the operator (the router sets it: its sign-in page with the current path). */
let onUnauthorized: () => void = () => window.location.assign('/admin/login');
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

/** The back office's HTTP client: /api/admin, the operator's Bearer, the one envelope and ApiError. */
const client = ofetch.create({
  baseURL: '/api/admin',
  timeout: 20_000,
  retry: 0,
  onRequest({ options }) {
    const token = getSession()?.access_token;
    if (token) {
      const headers = new Headers(options.headers);
      headers.set('Authorization', `Bearer ${token}`);
      options.headers = headers;
    }
  },
});

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Calls /api/admin and answers the data of a success; any failure throws ApiError with the server's
 * Thai message (a business failure, 422 fields, 403 role refused). A 401 also ends the session and
 * goes to sign-in (the token expired or was revoked).
 */
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  query?: Query,
  headers?: Record<string, string>,
): Promise<T> {
  let res: ApiResponse<T>;
  try {
    res = await client<ApiResponse<T>>(path, { method, body: body as Record<string, unknown> | undefined, query, headers });
  } catch (err) {
    if (!(err instanceof FetchError)) throw err;
    const status = err.response?.status ?? 0;
    if (status === 0) throw networkError();
    const data = err.data as ApiResponse<unknown> | undefined;
    const fallback = status === 401 ? TransportErrors.SESSION_EXPIRED : TransportErrors.INTERNAL;
    const failure =
      data && typeof data.error === 'number' ? apiError(data, status) : new ApiError(fallback.code, fallback.message, { status });
    if (status === 401 && path !== '/login') {
      setSession(null);
      onUnauthorized();
    }
    throw failure;
  }
  if (res.error === 0 && res.data === null) return null as T;
  return unwrap(res);
}

export const adminApi = {
  get: <T>(path: string, query?: Query) => call<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => call<T>('DELETE', path),
  /** A file as the raw body (no multipart), its type as the Content-Type (the logo upload). */
  upload: async <T>(path: string, file: Blob) =>
    call<T>('POST', path, await bytesOf(file), undefined, { 'content-type': file.type || 'application/octet-stream' }),
};

/** A file's bytes through FileReader (every browser, and the test DOM, whose Blob has no arrayBuffer()). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
