import type { RunningServer } from './server';

/** The response envelope (contract/envelope.ts), as the browser tests read it. */
export type Envelope<T> = { error: number; message: string; data?: T };

/** The operator the seed creates (server/db/seed.ts). */
export const OPERATOR = { username: 'admin', password: 'admin1234' };
/** The seed's second operator, who confirms a hand-entered lotto result (four eyes). */
export const CHECKER = { username: 'checker', password: 'checker1234' };

/** A call to the test server's API, with a Bearer token when given. */
export async function apiCall<T>(
  server: RunningServer,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** Signs the seed's operator (or `who`) in; answers the back office's Bearer token. */
export async function signInOperator(server: RunningServer, who: { username: string; password: string } = OPERATOR): Promise<string> {
  const login = await apiCall<{ access_token: string }>(server, 'POST', '/admin/login', who);
  if (login.error !== 0 || !login.data) throw new Error(`operator login failed: ${login.message}`);
  return login.data.access_token;
}
