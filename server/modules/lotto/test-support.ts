import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../test/app';
import { bearer } from '../admin/test-support';
import './tables';

/** Helpers for the lotto suites: rounds made directly, calls as a member or an operator. */

let seq = 0;
const MIN = 60_000;

/**
 * A round of a category (by code) made straight in the database, times relative to the real clock
 * (routes use it): by default open since a minute ago and closing in an hour.
 */
export async function makeRound(
  t: TestContext,
  code: string,
  over: { opensInMin?: number; closesInMin?: number; status?: 'open' | 'closed'; drawDate?: string; roundNo?: number } = {},
) {
  seq += 1;
  const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const now = Date.now();
  const row = await t.handle.db
    .insertInto('lotto_round')
    .values({
      category_id: cat.id,
      draw_key: `test-${seq}-${now}`,
      draw_date: over.drawDate ?? new Date(now + 7 * 3600_000).toISOString().slice(0, 10),
      round_no: over.roundNo ?? (code === 'yeekee' ? 1 : null),
      opens_at: new Date(now + (over.opensInMin ?? -1) * MIN),
      closes_at: new Date(now + (over.closesInMin ?? 60) * MIN),
      status: over.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a round's close into the past and closes it, as the job would. */
export async function closeNow(t: TestContext, roundId: number) {
  await t.handle.db
    .updateTable('lotto_round')
    .set({ closes_at: new Date(Date.now() - 1000), opens_at: new Date(Date.now() - 3600_000), status: 'closed', closed_at: new Date() })
    .where('id', '=', roundId)
    .execute();
}

export const get = (t: TestContext, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

export const post = (t: TestContext, url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

export const put = (t: TestContext, url: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown>, headers: bearer(token) });

export type Item = { bet_type: string; number: string; amount: number };
export const bill = (roundId: number, items: Item[], extra: Record<string, unknown> = {}) => ({
  round_id: roundId,
  agent_id: '1',
  items,
  ...extra,
});

export const buy = (t: TestContext, token: string, roundId: number, items: Item[], extra: Record<string, unknown> = {}) =>
  post(t, '/api/lotto/bill/create', bill(roundId, items, extra), token);

export function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().error, res.body).toBe(0);
  return res.json().data;
}

export function expectError(res: LightMyRequestResponse, code: number, http = 200) {
  expect(res.statusCode, res.body).toBe(http);
  expect(res.json().error, res.body).toBe(code);
  expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
  return res.json();
}

export function expectInvalid(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(body.error).toBe(1);
  expect(body.data.fields[field], res.body).toMatch(/[\u0E00-\u0E7F]/);
}

/** The member's main wallet balance in satang. */
export async function balanceOf(t: TestContext, memberId: number): Promise<number> {
  const a = await t.handle.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', 1)
    .executeTakeFirstOrThrow();
  return a.balance;
}

/**
 * A second connection pool on the same database and schema, standing in for a second server process
 * (PostgreSQL); on PGlite, which has one connection, the same handle.
 */
export async function secondProcess(t: TestContext): Promise<{ db: TestContext['handle']['db']; close: () => Promise<void> }> {
  if (t.handle.engine !== 'postgres') return { db: t.handle.db, close: async () => {} };
  const { sql } = await import('kysely');
  const { openDatabase } = await import('../../db');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.handle.db);
  const other = await openDatabase(t.config, rows[0].schema);
  return { db: other.db, close: other.close };
}
