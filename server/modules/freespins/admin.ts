import type {
  AdminFreeSpinReportData,
  AdminFreeSpinReportQuery,
  AdminFreeSpinRoundPage,
  AdminFreeSpinRoundQuery,
  AdminFreeSpinSettingsBody,
  AdminFreeSpinSettingsData,
} from '@contract/admin-freespins';
import { satangToBaht } from '@contract/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { recordAudit } from '../admin';
import { freeSpinRounds } from '../games';
import { WalletType } from '../ledger';
import { memberCreditsByDayAndSource } from '../ledger/steps';
import { houseSlots, readSettings, settingsFromBody, settingsWire, writeSettings } from './settings';
import './tables';

/** The back office's free spins (docs/engagement.md "Operators"): settings, the report by day, the rounds. */

/** GET /api/admin/freespins/settings: in force (the defaults until saved), the slots to choose from, who saved last. */
export async function adminFreeSpinSettings(db: Db): Promise<AdminFreeSpinSettingsData> {
  const s = await readSettings(db);
  let updated: AdminFreeSpinSettingsData['updated'] = null;
  if (s.saved) {
    let by: string | null = null;
    if (s.saved.by !== null) {
      const op = await db
        .selectFrom('operator_public')
        .select(['username', 'display_name'])
        .where('id', '=', s.saved.by)
        .executeTakeFirst();
      by = op ? op.display_name || op.username : String(s.saved.by);
    }
    updated = { at: s.saved.at.toISOString(), by };
  }
  return {
    ...settingsWire(s),
    available_games: houseSlots().map((g) => ({
      game_id: g.id,
      name: g.name.th,
      min_bet: satangToBaht(g.minBet),
      max_bet: satangToBaht(g.maxBet),
      bet_step: satangToBaht(g.betStep),
    })),
    updated,
  };
}

/** PUT /api/admin/freespins/settings: the whole settings (audited freespin.settings with the new values). */
export async function saveAdminFreeSpinSettings(
  db: Db,
  operatorId: number,
  body: z.output<typeof AdminFreeSpinSettingsBody>,
  now: Date = new Date(),
): Promise<AdminFreeSpinSettingsData> {
  const s = settingsFromBody(body);
  await db.transaction().execute(async (trx) => {
    await writeSettings(trx, s, operatorId, now);
    await recordAudit(trx, operatorId, 'freespin.settings', 'free_spin_setting:1', { ...body });
  });
  return adminFreeSpinSettings(db);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/admin/freespins/report: per Bangkok day (newest first), the spins granted by source (the
 * grant's key prefix, from the ledger), and from the rounds: spins played, the engine's wins, what was
 * paid and how many members played.
 */
export async function freeSpinReport(db: Db, q: z.output<typeof AdminFreeSpinReportQuery>): Promise<AdminFreeSpinReportData> {
  const [granted, played] = await Promise.all([
    memberCreditsByDayAndSource(db, WalletType.FREE_SPINS, q.from, q.to),
    sql<{ day: string; played: number; won: number; paid: number; members: number }>`
      select to_char((created_at at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as day, count(*)::int as played,
             sum(win)::bigint as won, sum(paid)::bigint as paid, count(distinct member_id)::int as members
        from free_spin_round
       where created_at >= (${q.from}::date::timestamp at time zone 'Asia/Bangkok')
         and created_at < ((${q.to}::date + 1)::timestamp at time zone 'Asia/Bangkok')
       group by 1`.execute(db),
  ]);
  const byDay = new Map(played.rows.map((r) => [r.day, r]));
  const grants = new Map<string, Record<string, number>>();
  for (const g of granted) {
    const row = grants.get(g.day) ?? {};
    row[g.source] = (row[g.source] ?? 0) + g.amount;
    grants.set(g.day, row);
  }
  const rows: AdminFreeSpinReportData['rows'] = [];
  for (let day = q.to; day >= q.from; day = addDays(day, -1)) {
    const p = byDay.get(day);
    const g = grants.get(day) ?? {};
    rows.push({
      day,
      granted: g,
      granted_total: Object.values(g).reduce((a, b) => a + b, 0),
      played: p?.played ?? 0,
      won: satangToBaht(p?.won ?? 0),
      paid: satangToBaht(p?.paid ?? 0),
      members: p?.members ?? 0,
    });
  }
  return { rows };
}

/** GET /api/admin/freespins/rounds: every member's free-spin rounds, newest first, by member (phone or id) and game. */
export async function adminFreeSpinRounds(db: Db, q: z.output<typeof AdminFreeSpinRoundQuery>): Promise<AdminFreeSpinRoundPage> {
  let base = db.selectFrom('free_spin_round as r').innerJoin('member_public as m', 'm.id', 'r.member_id');
  if (q.member) {
    // Ten digits from 0 is a phone number; other digits a member id; anything else finds nobody.
    if (/^0\d{9}$/.test(q.member)) base = base.where('m.phone', '=', q.member);
    else if (/^\d{1,15}$/.test(q.member)) base = base.where('r.member_id', '=', Number(q.member));
    else base = base.where(sql<boolean>`false`);
  }
  if (q.game_id) base = base.where('r.game_id', '=', q.game_id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'r.id',
      'r.member_id',
      'm.phone',
      'r.game_id',
      'r.created_at',
      'r.bet',
      'r.win',
      'r.paid',
      'r.turnover_required',
      'r.nonce',
      'r.seed_pair_id',
    ])
    .orderBy('r.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const proofs = await freeSpinRounds.seedPairProofs(
    db,
    rows.map((r) => r.seed_pair_id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      phone: r.phone,
      game_id: r.game_id,
      created_at: r.created_at.toISOString(),
      bet: satangToBaht(r.bet),
      win: satangToBaht(r.win),
      paid: satangToBaht(r.paid),
      turnover_required: satangToBaht(r.turnover_required),
      nonce: r.nonce,
      server_seed_hash: proofs.get(r.seed_pair_id)?.server_seed_hash ?? '',
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}
