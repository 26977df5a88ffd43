import { delay, HttpResponse, http } from 'msw';

/** A lazy page's first render on a busy machine: how long a test waits for it. */
export const SLOW = { timeout: 8_000 };

/** A GET that never answers: the page stays in its loading state. */
export const hangs = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });

/** A GET the server refuses with its Thai message (403 "no permission" unless told otherwise). */
export const refuses = (path: string, message: string, { status = 403, error = 6 } = {}) =>
  http.get(path, () => HttpResponse.json({ error, message }, { status }));
