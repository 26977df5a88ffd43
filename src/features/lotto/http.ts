import type { ApiResponse } from '@contract/envelope';
import { ClientErrors } from '@contract/errors-transport';
import { ApiError } from '@/lib/api-error';
import { api, type RequestOptions } from '@/lib/http';

/** docs/wire-format.md "The agent": lotto calls carry agent_id "1". */
export const LOTTO_AGENT_ID = '1';

async function guard<T>(call: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  try {
    return await call();
  } catch (err) {
    // docs/errors.md "How the site shows a failure": a 401 on a lotto call is an error saying the session expired, not a redirect.
    if (err instanceof ApiError && err.status === 401) {
      throw new ApiError(ClientErrors.LOTTO_SESSION_EXPIRED.code, ClientErrors.LOTTO_SESSION_EXPIRED.message, { status: 401 });
    }
    throw err; // docs/errors.md "How the site shows a failure": other lotto errors are rethrown
  }
}

/**
 * The lotto HTTP calls: the member client without its 401 -> /login rule (the page says the session
 * expired instead). Answers the envelope; callers `unwrap` it.
 */
export const lottoHttp = {
  get: <T>(path: string, query?: RequestOptions['query']) => guard(() => api.get<T>(`/lotto/${path}`, query, { skipAuthRedirect: true })),
  post: <T>(path: string, body: Record<string, unknown>) =>
    guard(() => api.post<T>(`/lotto/${path}`, { ...body, agent_id: LOTTO_AGENT_ID }, { skipAuthRedirect: true })),
};
