import { randomUUID } from 'node:crypto';
import type { WheelSettings } from '@contract/admin-wheel';
import type { PrizeKind } from '@contract/prizes';
import type { WheelBoardInput } from '@contract/wheel';
import { expect } from 'vitest';
import { expectOk, get, post, put, type TestContext } from '../../test';
import { memberPoints } from '../ledger';
import { grantPrize } from '../prizes';

/** The wheel's own fixtures: boards of one prize (every spin wins it), settings, points, spins. */

/** A board of 8 segments that all pay the same prize: a spin's outcome is then known. */
export function sameBoard(kind: PrizeKind, amount: number, turnover_multiplier = 0): WheelBoardInput {
  const slots = Array.from({ length: 8 }, (_, i) => ({
    label: `ช่อง ${i + 1}`,
    prize: { kind, amount, turnover_multiplier },
    probability: 1_250,
    color: i % 2 ? '#1f7a3a' : '#d4a017',
  }));
  return { slots };
}

export async function saveBoard(t: TestContext, token: string, board: WheelBoardInput) {
  return expectOk<{ version: number }>(await put(t, '/api/admin/wheel/board', board, token));
}

export const TEST_SETTINGS: WheelSettings = {
  enabled: true,
  free_min_deposit: 300,
  free_spins_per_day: 1,
  point_cost: 100,
  point_daily_cap: 20,
};

export async function saveSettings(t: TestContext, token: string, over: Partial<WheelSettings> = {}) {
  return expectOk(await put(t, '/api/admin/wheel/settings', { ...TEST_SETTINGS, ...over }, token));
}

/** Points given to a member as a prize would (from the house points row). */
export async function givePoints(t: TestContext, memberId: number, points: number) {
  await grantPrize(t.handle.db, {
    memberId,
    key: `test-points:${randomUUID()}`,
    kind: 'points',
    units: Math.round(points * 100),
    source: 'wheel',
    sourceId: 'test',
    title: 'ทดสอบ',
    statementText: 'ทดสอบ',
  });
  expect(await memberPoints(t.handle.db, memberId)).toBeGreaterThanOrEqual(points);
}

export const spinV2 = (t: TestContext, token: string, tab: 1 | 2, request_key: string = randomUUID()) =>
  post(t, '/api/wheel/spin_v2', { tab, request_key }, token);

export const configV2 = async (t: TestContext, token: string) => expectOk(await get(t, '/api/wheel/config_v2', token));

export async function spinsOf(t: TestContext, memberId: number): Promise<number> {
  const r = await t.handle.db
    .selectFrom('wheel_spin')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
