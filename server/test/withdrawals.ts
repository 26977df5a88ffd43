import type { TestContext } from './app';
import { post } from './http';

/** A member asks to withdraw (`headers`: e.g. an Idempotency-Key); the withdrawal, statement and adjustment suites use it. */
export function withdraw(t: TestContext, token: string, payload: unknown, headers: Record<string, string> = {}) {
  return post(t, '/api/member/withdraw', payload, token, { headers });
}
