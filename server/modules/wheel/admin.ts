import type {
  AdminWheelBoardBody,
  AdminWheelBoardData,
  AdminWheelReportData,
  AdminWheelReportQuery,
  AdminWheelSettingsBody,
  AdminWheelSettingsData,
  AdminWheelSpinPage,
  AdminWheelSpinQuery,
} from '@contract/admin-wheel';
import { satangToBaht } from '@contract/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { addDays } from '../rewards';
import { currentBoard, saveBoard, saveWheelSettings, wheelChanged, wheelSettingsWithMeta } from './settings';
import type { StoredSlot } from './tables';
import { boardExpected, slotOdds, spinQuery, spinView } from './views';

/** The back office's wheel (docs/engagement.md "Operators"): board, settings, report, spins. Every write audited. */

async function operatorName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const op = await db.selectFrom('operator_public').select(['username', 'display_name']).where('id', '=', id).executeTakeFirst();
  return op ? op.display_name || op.username : String(id);
}

/** GET /api/admin/wheel/board: the version in force with its odds and expected value (version 0: none saved). */
export async function adminBoard(db: Db): Promise<AdminWheelBoardData> {
  const board = await currentBoard(db);
  return {
    version: board?.version ?? 0,
    slots: (board?.slots ?? []).map(slotOdds),
    expected: boardExpected(board),
    updated: board ? { at: board.createdAt.toISOString(), by: await operatorName(db, board.createdBy) } : null,
  };
}

/** PUT /api/admin/wheel/board: a new version, whole (audited wheel.board with the slots). */
export async function saveAdminBoard(db: Db, operatorId: number, body: z.output<typeof AdminWheelBoardBody>): Promise<AdminWheelBoardData> {
  const slots: StoredSlot[] = body.slots.map((s) => ({
    label: s.label,
    prize: { kind: s.prize.kind, amount: s.prize.amount, turnover_multiplier: s.prize.kind === 'credit' ? s.prize.turnover_multiplier : 0 },
    probability: s.probability,
    color: s.color.toLowerCase(),
  }));
  await db.transaction().execute(async (trx) => {
    const version = await saveBoard(trx, slots, operatorId);
    await recordAudit(trx, operatorId, 'wheel.board', `wheel_board:${version}`, { version, slots });
  });
  wheelChanged();
  return adminBoard(db);
}

/** GET /api/admin/wheel/settings. */
export async function adminWheelSettings(db: Db): Promise<AdminWheelSettingsData> {
  const { settings, saved } = await wheelSettingsWithMeta(db);
  return { ...settings, updated: saved ? { at: saved.at.toISOString(), by: await operatorName(db, saved.by) } : null };
}

/** PUT /api/admin/wheel/settings: whole (audited wheel.settings with the new values). */
export async function saveAdminWheelSettings(
  db: Db,
  operatorId: number,
  body: z.output<typeof AdminWheelSettingsBody>,
): Promise<AdminWheelSettingsData> {
  await db.transaction().execute(async (trx) => {
    await saveWheelSettings(trx, body, operatorId);
    await recordAudit(trx, operatorId, 'wheel.settings', 'wheel_setting', { ...body });
  });
  wheelChanged();
  return adminWheelSettings(db);
}

/** GET /api/admin/wheel/report: per Bangkok day (newest first), spins per tab, points spent, prizes paid by kind. */
export async function wheelReport(db: Db, q: z.output<typeof AdminWheelReportQuery>): Promise<AdminWheelReportData> {
  const r = await sql<{
    day: string;
    spins_free: number;
    spins_points: number;
    members: number;
    points_spent: number;
    paid_credit: number;
    paid_points: number;
    paid_free_spins: number;
    pending_credit: number;
  }>`
    select spin_day::text as day,
           count(*) filter (where tab = 1)::int as spins_free,
           count(*) filter (where tab = 2)::int as spins_points,
           count(distinct member_id)::int as members,
           coalesce(sum(cost_units), 0)::bigint as points_spent,
           coalesce(sum(prize_units) filter (where status = 'paid' and prize_kind = 'credit'), 0)::bigint as paid_credit,
           coalesce(sum(prize_units) filter (where status = 'paid' and prize_kind = 'points'), 0)::bigint as paid_points,
           coalesce(sum(prize_units) filter (where status = 'paid' and prize_kind = 'free_spins'), 0)::bigint as paid_free_spins,
           coalesce(sum(prize_units) filter (where status = 'pending'), 0)::bigint as pending_credit
      from wheel_spin
     where spin_day >= ${q.from}::date and spin_day <= ${q.to}::date
     group by spin_day`.execute(db);
  const byDay = new Map(r.rows.map((x) => [x.day, x]));
  const rows: AdminWheelReportData['rows'] = [];
  for (let day = q.to; day >= q.from; day = addDays(day, -1)) {
    const x = byDay.get(day);
    rows.push({
      day,
      spins_free: x?.spins_free ?? 0,
      spins_points: x?.spins_points ?? 0,
      members: x?.members ?? 0,
      points_spent: satangToBaht(x?.points_spent ?? 0),
      paid_credit: satangToBaht(x?.paid_credit ?? 0),
      paid_points: satangToBaht(x?.paid_points ?? 0),
      paid_free_spins: Number(x?.paid_free_spins ?? 0),
      pending_credit: satangToBaht(x?.pending_credit ?? 0),
    });
  }
  return { rows };
}

/** GET /api/admin/wheel/spins: filtered by member (phone or id), tab and status, newest first. */
export async function listWheelSpins(db: Db, q: z.output<typeof AdminWheelSpinQuery>): Promise<AdminWheelSpinPage> {
  let base = spinQuery(db).innerJoin('member_public as m', 'm.id', 'w.member_id');
  if (q.tab) base = base.where('w.tab', '=', q.tab);
  if (q.status) base = base.where('w.status', '=', q.status);
  if (q.member) {
    if (/^0\d{9}$/.test(q.member)) base = base.where('m.phone', '=', q.member);
    else if (/^\d{1,15}$/.test(q.member)) base = base.where('w.member_id', '=', Number(q.member));
    else base = base.where(sql<boolean>`false`);
  }
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select('m.phone')
    .orderBy('w.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return {
    items: rows.map((r) => {
      const v = spinView(r);
      return {
        id: v.id,
        member_id: r.member_id,
        phone: r.phone,
        tab: v.tab,
        tab_name: v.tab_name,
        day: r.spin_day,
        label: v.label,
        prize: v.prize,
        status: v.status,
        status_name: v.status_name,
        cost_points: v.cost_points,
        created_at: v.created_at,
        paid_at: v.paid_at,
        proof: v.proof,
      };
    }),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}
