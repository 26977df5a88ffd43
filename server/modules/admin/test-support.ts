import type { AdminRole } from '@contract/admin';
import { issueSession } from '../../lib/sessions';
import type { TestContext } from '../../test/app';
import { insertMember } from '../account';
import { createOperator } from './operators';

/** Helpers for the admin suites: operators and members made directly, tokens issued directly. */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let seq = 0;

export async function makeOperator(
  t: TestContext,
  role: AdminRole,
  over: { username?: string; password?: string; display_name?: string } = {},
) {
  seq += 1;
  const username = over.username ?? `${role}.${seq}`;
  const password = over.password ?? `pass-${role}-${seq}`;
  const op = await createOperator(t.handle.db, { username, password, role, display_name: over.display_name }, 'test');
  const { token } = await issueSession(t.handle.db, t.config, 'operator', op.id, {});
  return { ...op, password, token };
}

/** A fresh token for an existing operator (e.g. one per request when a request may revoke it). */
export async function operatorToken(t: TestContext, operatorId: number) {
  return (await issueSession(t.handle.db, t.config, 'operator', operatorId, {})).token;
}

export async function makeMember(
  t: TestContext,
  over: Partial<{
    phone: string;
    first_name: string;
    last_name: string;
    bank_code: string;
    bank_account_number: string;
    password: string;
  }> = {},
) {
  seq += 1;
  const input = {
    phone: over.phone ?? `08${String(10_000_000 + seq).slice(-8)}`,
    password: over.password ?? 'member123',
    first_name: over.first_name ?? 'สมหญิง',
    last_name: over.last_name ?? `ทดสอบ${seq}`,
    bank_code: over.bank_code ?? '014',
    bank_account_number: over.bank_account_number ?? String(4_000_000_000 + seq),
    bank_account_name: `${over.first_name ?? 'สมหญิง'} ${over.last_name ?? 'ทดสอบ'}`,
    date_of_birth: '1991-02-03',
  };
  const { id } = await insertMember(t.handle.db, input);
  const { token } = await issueSession(t.handle.db, t.config, 'member', id, {});
  return { id, token, ...input };
}
