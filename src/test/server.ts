import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The component tests' one API mock: msw answering with `handlers` for the whole test file (a test
 * overrides them with `server.use(...)`, reset after each test). A request nobody answers fails the
 * test, so a page cannot call the API behind the test's back.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
