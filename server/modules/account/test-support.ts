import type { RegisterBody } from '@contract/account';
import { expect } from 'vitest';
import type { MemorySmsTransport } from '../../lib/sms';
import { countRows, post, type TestContext } from '../../test';

/** The account suites' own fixtures: registrations through HTTP, logins, one-time codes, row counts. */
let serial = 0;

/** A fresh, valid phone number and bank account per call (each suite has its own database). */
export function uniqueIds() {
  serial += 1;
  const n = String(serial).padStart(7, '0');
  return { phone: `081${n}`, bank_account_number: `123${n}` };
}

const PASSWORD = 'secret123';

/** A valid registration for this site; over replaces any field. */
export function registration(t: TestContext, over: Partial<RegisterBody> = {}): RegisterBody {
  const ids = uniqueIds();
  return {
    phone: ids.phone,
    password: PASSWORD,
    first_name: 'สมหญิง',
    last_name: 'รักเรียน',
    bank_code: '004',
    bank_account_number: ids.bank_account_number,
    bank_account_name: 'นางสาว สมหญิง รักเรียน',
    date_of_birth: '1995-03-10',
    line_id: 'somying.r',
    agent_code: t.config.agentCode,
    ...over,
  };
}

/** Registers a member (from `ip` when given) and answers their phone, password and token. */
export async function registerMember(t: TestContext, over: Partial<RegisterBody> = {}, ip?: string) {
  const body = registration(t, over);
  const res = await post(t, '/api/register', body, undefined, { remoteAddress: ip });
  expect(res.json()).toMatchObject({ error: 0 });
  return { body, phone: body.phone, password: body.password, token: res.json().data.access_token as string };
}

export async function login(t: TestContext, phone: string, password: string) {
  return post(t, '/api/login', { phone, password });
}

/** Row counts of everything an account call may change, to prove a refused call changed nothing. */
export async function counts(t: TestContext) {
  const live = await t.handle.db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    members: await countRows(t, 'member'),
    bankAccounts: await countRows(t, 'member_bank_account'),
    sessions: await countRows(t, 'session'),
    liveSessions: Number(live.n),
    otps: await countRows(t, 'otp_request'),
    ledgerAccounts: await countRows(t, 'ledger_account'),
  };
}

export const sms = (t: TestContext) => t.app.sms as MemorySmsTransport;

/** Waits for the SMS outbox's kicked passes (codes are sent after the answer, docs/sms.md). */
export const smsSettled = (t: TestContext) => t.app.smsOutbox.idle();

/** The 6-digit code in the last SMS sent to a phone, once the outbox has sent what was kicked. */
export async function lastCode(t: TestContext, phone: string): Promise<string> {
  await smsSettled(t);
  const sent = sms(t).to(phone);
  const code = /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}
