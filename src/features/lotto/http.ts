import type { ApiResponse } from '@contract/envelope';
import { api, HttpError, type RequestOptions } from '@/lib/http';

/** SPEC section 9: lotto calls carry agent_id "1". */
export const LOTTO_AGENT_ID = '1';

/** SPEC section 8: a 401 on a lotto call is an error saying the session expired, not a redirect. */
export const LOTTO_SESSION_EXPIRED = 'เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง';

/** A lotto call that failed: the server's (or the session's) Thai message, its error code and data. */
export class LottoError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

async function guard<T>(call: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) throw new LottoError(401, LOTTO_SESSION_EXPIRED);
    throw err; // SPEC section 8: other lotto errors are rethrown
  }
}

/**
 * The lotto HTTP calls: the member client without its 401 -> /login rule (the page says the session
 * expired instead). Answers the envelope; `lottoData` unwraps it.
 */
export const lottoHttp = {
  get: <T>(path: string, query?: RequestOptions['query']) => guard(() => api.get<T>(`/lotto/${path}`, query, { skipAuthRedirect: true })),
  post: <T>(path: string, body: Record<string, unknown>) =>
    guard(() => api.post<T>(`/lotto/${path}`, { ...body, agent_id: LOTTO_AGENT_ID }, { skipAuthRedirect: true })),
};

/** The data of a success, or a LottoError with the server's Thai message (react-query's error state). */
export function lottoData<T>(res: ApiResponse<T>): T {
  if (res.error !== 0 || res.data === undefined)
    throw new LottoError(res.error, res.message || 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', res.data);
  return res.data;
}
