import type { ApiResponse } from '@contract/envelope';
import type { HousePlayData, HouseRound, HouseSeedData, HouseSessionData, HouseVerifyBody, HouseVerifyData } from '@contract/games';

/**
 * The in-house play API (docs/games.md "In-house play API") for the /play clients. Plain fetch on
 * purpose: the game clients load none of the member-area code (ARCHITECTURE section 5), so not the
 * member HTTP client with its store, 401 and 400 rules either. The launch token authenticates.
 */

/** A failed call: the server's Thai message, its error code, and data (e.g. { balance } on 3001). */
export class PlayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่';

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
    throw new PlayError(-1, NETWORK_MESSAGE);
  }
  let body: ApiResponse<T> & { data?: { fields?: Record<string, string> } };
  try {
    body = await res.json();
  } catch {
    throw new PlayError(res.status, NETWORK_MESSAGE);
  }
  if (body.error !== 0 || body.data === undefined) {
    // A 422 names the fields; the first field's Thai message says more than the generic one.
    const field = body.data?.fields ? Object.values(body.data.fields)[0] : undefined;
    throw new PlayError(body.error, field ?? body.message, body.data);
  }
  return body.data as T;
}

export const playApi = {
  session: (token: string) => call<HouseSessionData>('GET', 'session', { token }),
  play: (body: { token: string; game_id: string; input: unknown; request_id: string; client_seed?: string }) =>
    call<HousePlayData>('POST', 'play', body),
  seed: (token: string, client_seed?: string) => call<HouseSeedData>('POST', 'seed', { token, client_seed }),
  rounds: (token: string, game_id?: string, limit = 20) => call<{ rounds: HouseRound[] }>('GET', 'rounds', { token, game_id, limit }),
  verify: (body: HouseVerifyBody) => call<HouseVerifyData>('POST', 'verify', body),
};

/** Game token errors: the member must reopen the game from the lobby. */
export const TOKEN_ERRORS = new Set([4004, 4005]);
