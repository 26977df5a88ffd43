import { randomUUID } from 'node:crypto';
import type { RewardKind, RewardSettings } from '@contract/rewards';
import { bangkokToday } from '@contract/thai-calendar';
import type { Product } from '@contract/turnover';
import { sql } from 'kysely';
import { post, type TestContext } from '../../test';
import { recordTurnover } from '../ledger';
import { DEFAULT_REWARD_SETTINGS, saveRewardSettings } from '../rewards';

/** Cashback's own fixtures: plays on chosen Bangkok instants, settings, VIP levels, entries read back. */

/** A Bangkok wall-clock instant: at('2025-03-16', '23:59') is 16:59 UTC that day. */
export const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+07:00`);

/**
 * A game stake and/or payout recorded against the member's turnover on the Bangkok day of `when`, as
 * the games wallet records them (a win on its bet's day, a rollback as a negative stake). Satang.
 */
export async function play(t: TestContext, memberId: number, product: Product, stake: number, payout: number, when: Date) {
  await recordTurnover(t.handle.db, { key: `test-play:${randomUUID()}`, memberId, product, stake, payout, at: when });
}

/** The settings the figure tables are worked out against (every group explicit, not the defaults). */
export const TEST_SETTINGS: RewardSettings = {
  ...structuredClone(DEFAULT_REWARD_SETTINGS),
  cashback: {
    enabled: true,
    rates: { slot: [5, 7, 10], casino: [5, 7, 10], sport: [3, 5, 7], lotto: [3, 4, 5] },
    minimum: 100,
    max_per_day: 10_000,
    claim_days: 7,
    turnover_multiplier: 1,
  },
  commission: {
    enabled: true,
    rates: { slot: [0.5, 0.6, 0.7], casino: [0.3, 0.4, 0.5], sport: [0.3, 0.4, 0.5] },
    minimum: 1_000,
    max_per_day: 5_000,
    claim_days: 3,
    turnover_multiplier: 0,
  },
  winloss: {
    enabled: true,
    tiers: [
      { min_loss: 1_000, percent: 5 },
      { min_loss: 10_000, percent: 10 },
    ],
    include_lotto: false,
    max_per_week: 50_000,
    claim_days: 7,
    turnover_multiplier: 2,
  },
};

export async function saveSettings(t: TestContext, groups: Partial<RewardSettings>) {
  await saveRewardSettings(t.handle.db, groups, null);
}

export async function setVip(t: TestContext, memberId: number, level: number) {
  await t.handle.db.updateTable('member').set({ vip_level: level }).where('id', '=', memberId).execute();
}

/** A member's entry of a kind and period (satang), or undefined. */
export function entryOf(t: TestContext, memberId: number, kind: RewardKind, period: string) {
  return t.handle.db
    .selectFrom('reward_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst();
}

/** Every entry of a kind and period: member -> [base, amount, status] (satang), to compare whole against a table. */
export async function entriesTable(t: TestContext, kind: RewardKind, period: string, members: number[]) {
  const rows = await t.handle.db
    .selectFrom('reward_entry')
    .select(['member_id', 'base', 'amount', 'status'])
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('member_id', 'in', members)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.member_id, [r.base, r.amount, r.status]]));
}

/** Clears every run and entry (a test that needs a period computed afresh). */
export async function clearRewards(t: TestContext) {
  await sql`delete from reward_entry where transfer_id is null`.execute(t.handle.db);
  await sql`delete from reward_run`.execute(t.handle.db);
}

/**
 * A second connection pool on the same database and schema, standing in for a second node
 * (PostgreSQL); on PGlite, which has one connection, the same handle.
 */
export async function secondNode(t: TestContext): Promise<{ db: TestContext['handle']['db']; close: () => Promise<void> }> {
  if (t.handle.engine !== 'postgres') return { db: t.handle.db, close: async () => {} };
  const { openDatabase } = await import('../../db');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.handle.db);
  const other = await openDatabase(t.config.db, rows[0].schema);
  return { db: other.db, close: other.close };
}

/** A government lotto round open now (a minute ago to an hour ahead), made straight in the database. */
export async function openLottoRound(t: TestContext): Promise<number> {
  const cat = await t.handle.db.selectFrom('lotto_category').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
  const now = Date.now();
  const row = await t.handle.db
    .insertInto('lotto_round')
    .values({
      category_id: cat.id,
      draw_key: `cashback-test-${randomUUID()}`,
      draw_date: bangkokToday(new Date(now)),
      round_no: null,
      opens_at: new Date(now - 60_000),
      closes_at: new Date(now + 3600_000),
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A bill bought through the member route (baht amounts). */
export const buyBill = (t: TestContext, token: string, roundId: number, items: { bet_type: string; number: string; amount: number }[]) =>
  post(t, '/api/lotto/bill/create', { round_id: roundId, agent_id: '1', items }, token);

/** Closes the round and stores a government result (first prize, so 3 top = its last 3 digits, 2 top its last 2). */
export async function resultRound(t: TestContext, roundId: number, firstPrize: string) {
  const source = { first_prize: firstPrize, front3: ['111', '222'], back3: ['333', '444'], bottom2: '99' };
  const result = {
    top3: firstPrize.slice(-3),
    bottom2: '99',
    front3: source.front3,
    back3: source.back3,
    first_prize: firstPrize,
    yeekee_number: null,
    source: { kind: 'government', ...source },
  };
  await t.handle.db
    .updateTable('lotto_round')
    .set({
      closes_at: new Date(Date.now() - 1000),
      closed_at: new Date(),
      status: 'resulted',
      result: JSON.stringify(result),
      resulted_at: new Date(),
    })
    .where('id', '=', roundId)
    .execute();
}
