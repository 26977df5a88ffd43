import { bangkokToday } from '@contract/fields';
import { satangToBaht } from '@contract/money';
import {
  POINTS_PRODUCT_NAMES,
  type PointsConfigData,
  type PointsHistoryData,
  type PointsHistoryQuery,
  type PointsSummaryData,
  VIP_WINDOW_DAYS,
} from '@contract/points';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import { STATEMENT_KIND_NAMES, type StatementKind } from '@contract/statement';
import { bangkokDayStart } from '@contract/thai-calendar';
import { TURNOVER_PRODUCTS } from '@contract/turnover';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { accountTransferCount, accountTransfers, creditedSince, memberAccountId, memberPoints, stakesByDayAndProduct } from '../ledger';
import { addDays } from '../rewards';
import { pointsSettings, rateUnits, thresholdsSatang } from './settings';
import './tables';

/** What members see (docs/engagement.md "Members"): the public rules, their own points, level and history only. */

/** GET /api/points/config (public). */
export async function pointsConfig(db: Db): Promise<PointsConfigData> {
  const s = await pointsSettings(db);
  const levels = [
    { deposits: 0, turnover: 0 },
    { deposits: s.vip.gold.deposits, turnover: s.vip.gold.turnover },
    { deposits: s.vip.hero.deposits, turnover: s.vip.hero.turnover },
  ];
  return {
    enabled: s.enabled,
    rates: TURNOVER_PRODUCTS.filter((p) => (s.rates[p] ?? 0) > 0).map((p) => ({
      product: p,
      product_name: POINTS_PRODUCT_NAMES[p],
      points_per_100: s.rates[p] as number,
    })),
    vip_levels: levels.map((l, level) => ({ level, name: VIP_LEVEL_NAMES[level], ...l })),
    window_days: VIP_WINDOW_DAYS,
  };
}

/** GET /api/points/summary: the member's points, what the job has still to credit, the level and the way to the next. */
export async function pointsSummary(db: Db, memberId: number, now: Date = new Date()): Promise<PointsSummaryData> {
  const s = await pointsSettings(db);
  const today = bangkokToday(now);
  const from = addDays(today, -(VIP_WINDOW_DAYS - 1));
  const [points, member, stakes, deposits, credited] = await Promise.all([
    memberPoints(db, memberId),
    db.selectFrom('member_public').select('vip_level').where('id', '=', memberId).executeTakeFirst(),
    stakesByDayAndProduct(db, memberId, from),
    creditedSince(db, memberId, 'deposit', bangkokDayStart(from)),
    db
      .selectFrom('points_earning')
      .select(['day', 'units'])
      .where('member_id', '=', memberId)
      .where('day', '>=', addDays(today, -1))
      .execute(),
  ]);
  const turnover = stakes.reduce((sum, x) => sum + Number(x.stake), 0);
  // What yesterday's and today's stakes are due (as the job counts them) less what they have credited.
  let pending = 0;
  if (s.enabled) {
    for (const day of [addDays(today, -1), today]) {
      const raw = stakes
        .filter((x) => x.day === day)
        .reduce((sum, x) => sum + Math.max(0, Number(x.stake)) * rateUnits(s.rates[x.product] ?? 0), 0);
      const due = Math.floor(raw / 10_000);
      const done = Number(credited.find((c) => c.day === day)?.units ?? 0);
      pending += Math.max(0, due - done);
    }
  }
  const level = member?.vip_level ?? 0;
  const t = thresholdsSatang(s);
  const next = level >= 2 ? null : level === 0 ? t.gold : t.hero;
  const way = (threshold: number) => (threshold > 0 ? threshold : null);
  const nextDeposits = next ? way(next.deposits) : null;
  const nextTurnover = next ? way(next.turnover) : null;
  const share = (have: number, need: number | null) => (need ? have / need : 0);
  const percent = next ? Math.min(100, Math.floor(100 * Math.max(share(deposits, nextDeposits), share(turnover, nextTurnover)))) : 100;
  return {
    points,
    pending_points: pending / 100,
    vip_level: level,
    vip_name: VIP_LEVEL_NAMES[level] ?? VIP_LEVEL_NAMES[0],
    next_level: next ? level + 1 : null,
    next_name: next ? VIP_LEVEL_NAMES[level + 1] : null,
    deposits: satangToBaht(deposits),
    turnover: satangToBaht(turnover),
    next_deposits: nextDeposits === null ? null : satangToBaht(nextDeposits),
    next_turnover: nextTurnover === null ? null : satangToBaht(nextTurnover),
    deposits_needed: nextDeposits === null ? null : satangToBaht(Math.max(0, nextDeposits - deposits)),
    turnover_needed: nextTurnover === null ? null : satangToBaht(Math.max(0, nextTurnover - turnover)),
    percent,
    window_days: VIP_WINDOW_DAYS,
  };
}

/** GET /api/points/history: the member's points account movements, newest first (page of `limit`). */
export async function pointsHistory(db: Db, memberId: number, q: z.output<typeof PointsHistoryQuery>): Promise<PointsHistoryData> {
  const account = await memberAccountId(db, memberId, 'PTS');
  const [rows, total] = await Promise.all([
    accountTransfers(db, [account], { limit: q.page * q.limit }),
    accountTransferCount(db, account),
  ]);
  const items = rows.slice((q.page - 1) * q.limit).map((t) => {
    const incoming = t.credit_account_id === account;
    const after = incoming ? t.credit_balance_after : t.debit_balance_after;
    const meta = (t.metadata ?? {}) as { statement_text?: unknown };
    const text = typeof meta.statement_text === 'string' && meta.statement_text ? meta.statement_text : t.reference;
    const kindName = STATEMENT_KIND_NAMES[t.kind as StatementKind] ?? t.kind;
    return {
      id: t.id,
      at: new Date(t.created_at).toISOString(),
      kind: t.kind,
      kind_name: kindName,
      points: ((incoming ? 1 : -1) * Number(t.amount)) / 100,
      balance_after: after === null ? null : Number(after) / 100,
      reference: text || kindName,
    };
  });
  return { items, page: q.page, limit: q.limit, total };
}

/** Members per VIP level now (the report). */
export async function vipCounts(db: Db): Promise<number[]> {
  const r = await sql<{
    level: number;
    n: number;
  }>`select vip_level as level, count(*)::int as n from member_public group by vip_level`.execute(db);
  return [0, 1, 2].map((l) => Number(r.rows.find((x) => Number(x.level) === l)?.n ?? 0));
}
