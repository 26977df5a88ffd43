import type { ApiResponse } from '@contract/envelope';
import { ClientErrors, TransportErrors } from '@contract/errors-transport';
import type { HousePlayData, HouseRound, HouseSeedData, HouseSessionData, HouseVerifyBody, HouseVerifyData } from '@contract/games';
import { ApiError, networkError, unwrap } from '@/lib/api-error';

/**
 * The in-house play API (docs/games.md "In-house play API") for the /play clients. Plain fetch on
 * purpose: the game clients load none of the member-area code (docs/games.md "The /play page (src/features/play/)"), so not the
 * member HTTP client with its store, 401 and 400 rules either; the envelope is read by the same
 * `unwrap` (lib/api-error.ts). The launch token authenticates. A refused call throws ApiError (its
 * Thai message, code and data, e.g. { balance } on 3001); status 0 when no answer came.
 */

async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<T> {
  const url = new URL(`/api/games/house/${path}`, window.location.origin);
  const init: RequestInit = { method, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) };
  if (method === 'GET') {
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, String(v));
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(params);
  }
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw networkError();
  }
  let body: ApiResponse<T>;
  try {
    body = await res.json();
  } catch {
    // Not an envelope (a proxy's error page): no message from the server to show.
    throw new ApiError(TransportErrors.INTERNAL.code, ClientErrors.NETWORK.message, { status: res.status });
  }
  try {
    return unwrap(body);
  } catch (err) {
    // A 422 names the fields; the first field's Thai message says more than the generic one.
    const field = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
    if (field && err instanceof ApiError) throw new ApiError(err.code, field, { status: res.status, fields: err.fields, data: err.data });
    throw err;
  }
}

export const playApi = {
  session: (token: string) => call<HouseSessionData>('GET', 'session', { token }),
  play: (body: { token: string; game_id: string; input: unknown; request_id: string; client_seed?: string }) =>
    call<HousePlayData>('POST', 'play', body),
  seed: (token: string, client_seed?: string) => call<HouseSeedData>('POST', 'seed', { token, client_seed }),
  rounds: (token: string, game_id?: string, limit = 20) => call<{ rounds: HouseRound[] }>('GET', 'rounds', { token, game_id, limit }),
  verify: (body: HouseVerifyBody) => call<HouseVerifyData>('POST', 'verify', body),
};

/** Game token errors (and a game switched off, 4090): the member must reopen a game from the lobby. */
export const TOKEN_ERRORS = new Set([4004, 4005, 4090]);
