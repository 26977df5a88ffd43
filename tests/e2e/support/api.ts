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

/**
 * Moves the first government round's close to a minute ago (a schedule override, as an operator
 * would) so it can take a result now; waits for the scheduler to have created the rounds. Answers it.
 */
export async function governmentRoundClosedNow(
  server: RunningServer,
  token: string,
  note: string,
): Promise<{ id: number; draw_key: string }> {
  let round: { id: number; draw_key: string } | undefined;
  for (const deadline = Date.now() + 30_000; !round && Date.now() < deadline; ) {
    round = (await apiCall<{ items: { id: number; draw_key: string }[] }>(server, 'GET', '/lotto/rounds?category_id=1&limit=100')).data
      ?.items[0];
    if (!round) await new Promise((r) => setTimeout(r, 500));
  }
  if (!round) throw new Error('no government round');
  const past = new Date(Date.now() + 7 * 3_600_000 - 60_000).toISOString(); // Bangkok wall clock, a minute ago
  const moved = await apiCall(
    server,
    'PUT',
    '/admin/lotto/schedule-overrides',
    { category_id: 1, scheduled_date: round.draw_key, draw_date: past.slice(0, 10), close_time: past.slice(11, 16), note },
    token,
  );
  if (moved.error !== 0) throw new Error(`schedule override refused: ${moved.message}`);
  return round;
}
