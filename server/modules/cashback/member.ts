import { bangkokToday } from '@contract/fields';
import { satangToBaht } from '@contract/money';
import {
  type CashbackConfigData,
  type CashbackSummaryData,
  type DailyRewardSettings,
  type RewardHistoryData,
  type RewardHistoryQuery,
  type RewardKind,
  VIP_LEVEL_NAMES,
  type WinlossConfigData,
  type WinlossSummaryData,
} from '@contract/rewards';
import { TURNOVER_PRODUCTS } from '@contract/turnover';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { memberFigures, rewardSettings, weekMonday } from '../rewards';
import { computeDaily, computeWeekly } from './rules';
import { type EntryRow, entryItem, productName, waitingItem } from './wire';

/** What members see (docs/rewards.md "Members"): the public rules, their running figures, their own entries only. */

function publicDaily(s: DailyRewardSettings) {
  return {
    enabled: s.enabled,
    rates: TURNOVER_PRODUCTS.filter((p) => s.rates[p]).map((p) => ({
      product: p,
      product_name: productName(p),
      percents: s.rates[p] as number[],
    })),
    minimum: s.minimum,
    max_per_day: s.max_per_day,
    claim_days: s.claim_days,
    turnover_multiplier: s.turnover_multiplier,
  };
}

/** GET /api/cashback/config (public). */
export async function cashbackConfig(db: Db): Promise<CashbackConfigData> {
  const s = await rewardSettings(db);
  return { vip_levels: [...VIP_LEVEL_NAMES], cashback: publicDaily(s.cashback), commission: publicDaily(s.commission) };
}

/** GET /api/winloss/config (public). */
export async function winlossConfig(db: Db): Promise<WinlossConfigData> {
  const { winloss: s } = await rewardSettings(db);
  return {
    enabled: s.enabled,
    tiers: s.tiers,
    include_lotto: s.include_lotto,
    max_per_week: s.max_per_week,
    claim_days: s.claim_days,
    turnover_multiplier: s.turnover_multiplier,
  };
}

async function vipLevelOf(db: Db, memberId: number): Promise<number> {
  const m = await db.selectFrom('member_public').select('vip_level').where('id', '=', memberId).executeTakeFirst();
  return m?.vip_level ?? 0;
}

/** What the member may claim now of a kind (satang): claimable and not expired. */
async function claimableSum(db: Db, memberId: number, kind: RewardKind, now: Date): Promise<number> {
  const r = await sql<{ total: number }>`
    select coalesce(sum(amount), 0)::bigint as total from reward_entry
     where member_id = ${memberId}::bigint and kind = ${kind} and status = 'claimable' and expires_at > ${now}::timestamptz`.execute(db);
  return r.rows[0].total;
}

/** GET /api/cashback/summary: today's running cashback and commission (waiting) at the member's VIP rates, and what is claimable. */
export async function cashbackSummary(db: Db, memberId: number, now: Date = new Date()): Promise<CashbackSummaryData> {
  const today = bangkokToday(now);
  const [settings, vip, figures] = await Promise.all([
    rewardSettings(db),
    vipLevelOf(db, memberId),
    memberFigures(db, memberId, today, today),
  ]);
  const cashback = computeDaily('cashback', settings.cashback, vip, figures);
  const commission = computeDaily('commission', settings.commission, vip, figures);
  return {
    today,
    vip_level: vip,
    cashback: {
      today: waitingItem('cashback', today, vip, cashback),
      claimable: satangToBaht(await claimableSum(db, memberId, 'cashback', now)),
    },
    commission: {
      today: waitingItem('commission', today, vip, commission),
      claimable: satangToBaht(await claimableSum(db, memberId, 'commission', now)),
    },
  };
}

/** GET /api/winloss/summary: this week's running net (Monday to today) and its refund so far (waiting), and what is claimable. */
export async function winlossSummary(db: Db, memberId: number, now: Date = new Date()): Promise<WinlossSummaryData> {
  const today = bangkokToday(now);
  const monday = weekMonday(today);
  const [settings, vip, figures] = await Promise.all([
    rewardSettings(db),
    vipLevelOf(db, memberId),
    memberFigures(db, memberId, monday, today),
  ]);
  const week = computeWeekly(settings.winloss, TURNOVER_PRODUCTS, figures);
  return {
    week: waitingItem('winloss', monday, vip, week),
    claimable: satangToBaht(await claimableSum(db, memberId, 'winloss', now)),
  };
}

/**
 * A member's entries of a kind, newest period first, filtered by period (from/to inclusive) and the
 * status shown (`expired` also finds claimable entries past their expiry not yet swept; `claimable`
 * only those still claimable; `waiting` is never stored: none). Only the member's own rows are read.
 */
export async function rewardHistory(
  db: Db,
  memberId: number,
  kind: RewardKind,
  q: z.output<typeof RewardHistoryQuery>,
  now: Date = new Date(),
): Promise<RewardHistoryData> {
  let base = db.selectFrom('reward_entry').where('member_id', '=', memberId).where('kind', '=', kind);
  if (q.from) base = base.where('period', '>=', q.from);
  if (q.to) base = base.where('period', '<=', q.to);
  if (q.status === 'waiting') base = base.where(sql<boolean>`false`);
  else if (q.status === 'expired')
    base = base.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'claimable'), eb('expires_at', '<=', now)])]));
  else if (q.status === 'claimable') base = base.where('status', '=', 'claimable').where('expires_at', '>', now);
  else if (q.status) base = base.where('status', '=', q.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'kind', 'period', 'base', 'amount', 'vip_level', 'detail', 'status', 'expires_at', 'claimed_at'])
    .orderBy('period', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => entryItem(r as EntryRow, now)),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
    claimable: satangToBaht(await claimableSum(db, memberId, kind, now)),
  };
}
