import {
  type AdminPointsReportData,
  type AdminPointsReportQuery,
  type AdminPointsReportRow,
  type AdminPointsSettingsData,
  ENGAGEMENT_SOURCE_NAMES,
  ENGAGEMENT_SOURCES,
  type EngagementSource,
  type PointsSettings,
} from '@contract/admin-points';
import type { PointsJobData } from '@contract/points';
import { VIP_LEVEL_NAMES } from '@contract/rewards';
import type { z } from 'zod';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { engagementMovesByDay } from '../ledger/steps';
import { addDays } from '../rewards';
import { runPointsJobs } from './jobs';
import { vipCounts } from './member';
import { pointsSettingsChanged, pointsSettingsWithMeta, savePointsSettings } from './settings';

/** The back office's points and VIP (docs/engagement.md "Operators"). Every write audited. */

/** GET /api/admin/points/settings. */
export async function adminPointsSettings(db: Db): Promise<AdminPointsSettingsData> {
  const saved = await pointsSettingsWithMeta(db);
  let by: string | null = null;
  if (saved.updatedBy !== null) {
    const o = await db
      .selectFrom('operator_public')
      .select(['username', 'display_name'])
      .where('id', '=', saved.updatedBy)
      .executeTakeFirst();
    by = o ? o.display_name || o.username : String(saved.updatedBy);
  }
  return { settings: saved.settings, updated: saved.updatedAt ? { at: saved.updatedAt.toISOString(), by } : null };
}

/** PUT /api/admin/points/settings: the whole settings (audited points.settings with the new values). */
export async function saveAdminPointsSettings(db: Db, operatorId: number, body: PointsSettings, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await savePointsSettings(trx, body, operatorId, now);
    await recordAudit(trx, operatorId, 'points.settings', 'points_setting:1', { ...body });
  });
  pointsSettingsChanged();
  return adminPointsSettings(db);
}

/** POST /api/admin/points/run: the job now, as the scheduler would (audited points.run with what it did). */
export async function runPointsNow(db: Db, operatorId: number, now = new Date()): Promise<PointsJobData> {
  const data = await runPointsJobs(db, now);
  await recordAudit(db, operatorId, 'points.run', 'points_job', { ...data });
  return data;
}

/** A ledger key's first part (or the metadata's source) as a report source. */
export function sourceOf(kind: string, raw: string): EngagementSource {
  if (kind === 'points_refund') return 'refund';
  const s = raw.toLowerCase().replace(/-/g, '_');
  if (s === 'points' || s === 'turnover') return 'turnover';
  if (s === 'quests') return 'quest';
  if (s === 'events') return 'event';
  if (s === 'polls') return 'poll';
  if (s === 'redemption' || s === 'redeem') return 'shop';
  if (s === 'freespin' || s === 'free_spins' || s === 'freespins') return 'free_spin';
  if (s === 'coupons') return 'coupon';
  return (ENGAGEMENT_SOURCES as readonly string[]).includes(s) ? (s as EngagementSource) : 'other';
}

const emptyFigures = (): Omit<AdminPointsReportRow, 'day'> => ({
  points_issued: {},
  points_spent: {},
  prizes_paid: {},
  free_spins_granted: 0,
  free_spins_used: 0,
});

const add = (to: Record<string, number>, key: string, v: number) => {
  to[key] = Math.round(((to[key] ?? 0) + v) * 100) / 100;
};

/**
 * GET /api/admin/points/report: per Bangkok day (newest first) points issued and spent by source,
 * baht prizes paid by source (kinds 'prize' and 'free_spin_win'), free spins granted and used; the
 * totals of the range; members per VIP level now.
 */
export async function pointsReport(db: Db, q: z.output<typeof AdminPointsReportQuery>): Promise<AdminPointsReportData> {
  const [moves, counts] = await Promise.all([engagementMovesByDay(db, q.from, q.to), vipCounts(db)]);
  const byDay = new Map<string, Omit<AdminPointsReportRow, 'day'>>();
  const totals = emptyFigures();
  for (const m of moves) {
    let f = byDay.get(m.day);
    if (!f) {
      f = emptyFigures();
      byDay.set(m.day, f);
    }
    const source = sourceOf(m.kind, m.source);
    for (const x of [f, totals]) {
      if (m.kind === 'points_earn' || m.kind === 'points_refund') add(x.points_issued, source, m.amount / 100);
      else if (m.kind === 'points_spend') add(x.points_spent, source, m.amount / 100);
      else if (m.kind === 'prize' || m.kind === 'free_spin_win') add(x.prizes_paid, source, m.amount / 100);
      else if (m.kind === 'free_spin_grant') x.free_spins_granted += m.amount;
      else if (m.kind === 'free_spin_use') x.free_spins_used += m.amount;
    }
  }
  const rows: AdminPointsReportRow[] = [];
  for (let day = q.to; day >= q.from; day = addDays(day, -1)) rows.push({ day, ...(byDay.get(day) ?? emptyFigures()) });
  return {
    rows,
    totals,
    vip_members: counts.map((members, level) => ({ level, name: VIP_LEVEL_NAMES[level], members })),
    source_names: { ...ENGAGEMENT_SOURCE_NAMES },
  };
}
