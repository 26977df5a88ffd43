import type { AdminRole } from '@contract/admin';
import { issueSession } from '../lib/sessions';
import { createOperator } from '../modules/admin';
import type { TestContext } from './app';

let seq = 0;

/** An operator of `role` made directly, with a bearer token. */
export async function makeOperator(
  t: TestContext,
  role: AdminRole,
  over: { username?: string; password?: string; display_name?: string } = {},
) {
  seq += 1;
  const username = over.username ?? `${role}.${seq}`;
  const password = over.password ?? `pass-${role}-${seq}`;
  const op = await createOperator(t.handle.db, { username, password, role, display_name: over.display_name }, 'test');
  return { ...op, password, token: await operatorToken(t, op.id) };
}

/** A fresh token for an existing operator (e.g. one per request when a request may revoke it). */
export async function operatorToken(t: TestContext, operatorId: number): Promise<string> {
  return (await issueSession(t.handle.db, t.config, 'operator', operatorId, {})).token;
}
