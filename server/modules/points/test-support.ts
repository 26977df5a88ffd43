import { randomUUID } from 'node:crypto';
import type { PointsSettings } from '@contract/admin-points';
import type { Product } from '@contract/turnover';
import { sql } from 'kysely';
import type { TestContext } from '../../test';
import { memberPoints, recordTurnover } from '../ledger';
import { savePointsSettings } from './settings';

/** Points' own fixtures: stakes on chosen Bangkok instants, settings, points and levels read back. */

/** A Bangkok wall-clock instant: at('2025-03-16', '23:59') is 16:59 UTC that day. */
export const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+07:00`);

/** A stake of `baht` recorded against the member's turnover on the Bangkok day of `when`, as the games wallet records it. */
export async function stake(t: TestContext, memberId: number, product: Product, baht: number, when: Date = new Date()) {
  await recordTurnover(t.handle.db, { key: `test-stake:${randomUUID()}`, memberId, product, stake: Math.round(baht * 100), at: when });
}

/** The settings the tests are worked out against. */
export const TEST_POINTS: PointsSettings = {
  enabled: true,
  rates: { slot: 1, casino: 0.5, sport: 2 },
  vip: { gold: { deposits: 5_000, turnover: 50_000 }, hero: { deposits: 50_000, turnover: 500_000 } },
};

export async function savePoints(t: TestContext, s: PointsSettings) {
  await savePointsSettings(t.handle.db, s, null);
}

export const pointsOf = (t: TestContext, memberId: number) => memberPoints(t.handle.db, memberId);

export async function vipOf(t: TestContext, memberId: number): Promise<number> {
  const m = await t.handle.db.selectFrom('member').select('vip_level').where('id', '=', memberId).executeTakeFirstOrThrow();
  return m.vip_level;
}

/** The member's points_earn transfers from turnover: amount (hundredths) and key, oldest first. */
export async function earnings(t: TestContext, memberId: number) {
  const r = await sql<{ amount: string; key: string }>`
    select t.amount::text as amount, t.idempotency_key as key from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
     where a.member_id = ${memberId}::bigint and t.kind = 'points_earn' and t.metadata->>'source' = 'turnover' order by t.id`.execute(
    t.handle.db,
  );
  return r.rows.map((x) => ({ amount: Number(x.amount), key: x.key }));
}
