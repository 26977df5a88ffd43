import type {
  AdminRewardCorrectBody,
  AdminRewardEntry,
  AdminRewardEntryPage,
  AdminRewardEntryQuery,
  AdminRewardReportData,
  AdminRewardReportQuery,
  AdminRewardRunBody,
  AdminRewardRunData,
  AdminRewardSettingsBody,
  AdminRewardSettingsData,
} from '@contract/admin-rewards';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { REWARD_KIND_NAMES, REWARD_KINDS, REWARD_SETTING_NAMES, REWARD_STATUS_NAMES, type RewardKind } from '@contract/rewards';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import {
  addDays,
  doneRuns,
  type EntryStatus,
  lastClosedDay,
  rewardSettingsChanged,
  rewardSettingsWithMeta,
  runOf,
  saveRewardSettings,
  weekMonday,
} from '../rewards';
import { runDailyRewards, runWeeklyRefund } from './jobs';
import { type EntryRow, effectivePercent, invalid, productFigures, shownStatus } from './wire';

/** The back office's rewards (docs/rewards.md "Operators"): settings, the report by day, entries, runs. Every write audited. */

/** GET /api/admin/rewards/settings: every group in force, and who saved it last (null: the defaults). */
export async function adminRewardSettings(db: Db): Promise<AdminRewardSettingsData> {
  const { settings, saved } = await rewardSettingsWithMeta(db);
  const ids = Object.values(saved)
    .map((s) => s?.by)
    .filter((id): id is number => typeof id === 'number');
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const ops = await db.selectFrom('operator_public').select(['id', 'username', 'display_name']).where('id', 'in', ids).execute();
    for (const o of ops) names.set(o.id, o.display_name || o.username);
  }
  const updated: AdminRewardSettingsData['updated'] = {};
  for (const name of REWARD_SETTING_NAMES) {
    const s = saved[name];
    updated[name] = s ? { at: s.at.toISOString(), by: s.by === null ? null : (names.get(s.by) ?? String(s.by)) } : null;
  }
  return { ...settings, updated };
}

/** PUT /api/admin/rewards/settings: the groups given, each whole (audited reward.settings with the new values). */
export async function saveAdminRewardSettings(
  db: Db,
  operatorId: number,
  body: z.output<typeof AdminRewardSettingsBody>,
  now: Date = new Date(),
): Promise<AdminRewardSettingsData> {
  await db.transaction().execute(async (trx) => {
    await saveRewardSettings(trx, body, operatorId, now);
    await recordAudit(trx, operatorId, 'reward.settings', `reward_setting:${Object.keys(body).join(',')}`, { ...body });
  });
  rewardSettingsChanged();
  return adminRewardSettings(db);
}

const emptyFigures = () => ({ members: 0, computed: 0, claimed: 0, claimable: 0, expired: 0, frozen: 0 });

/**
 * GET /api/admin/rewards/report: per Bangkok day (newest first) and kind, the entries computed and
 * what became of them (baht; a claimable entry past its expiry counts as expired), and whether each
 * period's job has run. Winloss falls on the week's Monday.
 */
export async function rewardReport(
  db: Db,
  q: z.output<typeof AdminRewardReportQuery>,
  now: Date = new Date(),
): Promise<AdminRewardReportData> {
  const r = await sql<{
    kind: RewardKind;
    period: string;
    members: number;
    computed: number;
    claimed: number;
    claimable: number;
    expired: number;
    frozen: number;
  }>`
    select kind, period, count(*)::int as members, sum(amount)::bigint as computed,
           coalesce(sum(amount) filter (where status = 'claimed'), 0)::bigint as claimed,
           coalesce(sum(amount) filter (where status = 'claimable' and expires_at > ${now}::timestamptz), 0)::bigint as claimable,
           coalesce(sum(amount) filter (where status = 'expired' or (status = 'claimable' and expires_at <= ${now}::timestamptz)), 0)::bigint as expired,
           coalesce(sum(amount) filter (where status = 'frozen'), 0)::bigint as frozen
      from reward_entry
     where kind in ('cashback', 'commission', 'winloss') and period >= ${q.from}::date and period <= ${q.to}::date
     group by kind, period`.execute(db);
  const byKey = new Map(r.rows.map((x) => [`${x.kind}:${x.period}`, x]));
  const done = await doneRuns(db, q.from, q.to);
  const rows: AdminRewardReportData['rows'] = [];
  for (let day = q.to; day >= q.from; day = addDays(day, -1)) {
    const runs: Record<string, boolean> = {};
    const row = { day, cashback: emptyFigures(), commission: emptyFigures(), winloss: emptyFigures(), runs };
    for (const kind of REWARD_KINDS) {
      if (kind === 'winloss' && weekMonday(day) !== day) continue;
      runs[kind] = done.has(`${kind}:${day}`);
      const x = byKey.get(`${kind}:${day}`);
      if (x)
        row[kind] = {
          members: x.members,
          computed: satangToBaht(x.computed),
          claimed: satangToBaht(x.claimed),
          claimable: satangToBaht(x.claimable),
          expired: satangToBaht(x.expired),
          frozen: satangToBaht(x.frozen),
        };
    }
    rows.push(row);
  }
  return { rows };
}

type EntryWithMember = EntryRow & { member_id: number; phone: string; note: string | null };

function adminEntry(r: EntryWithMember, now: Date): AdminRewardEntry {
  const status = shownStatus(r.status, r.expires_at, now);
  return {
    id: r.id,
    member_id: r.member_id,
    phone: r.phone,
    kind: r.kind,
    kind_name: REWARD_KIND_NAMES[r.kind],
    period: r.period,
    base: satangToBaht(r.base),
    percent: effectivePercent(r.amount, r.base),
    amount: satangToBaht(r.amount),
    vip_level: r.vip_level,
    status,
    status_name: REWARD_STATUS_NAMES[status],
    expires_at: r.expires_at.toISOString(),
    claimed_at: r.claimed_at?.toISOString() ?? null,
    note: r.note,
    products: productFigures(r.detail),
  };
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.member_id',
  'm.phone',
  'e.kind',
  'e.period',
  'e.base',
  'e.amount',
  'e.vip_level',
  'e.detail',
  'e.status',
  'e.expires_at',
  'e.claimed_at',
  'e.note',
] as const;

const entries = (db: Db) => db.selectFrom('reward_entry as e').innerJoin('member_public as m', 'm.id', 'e.member_id');

/** GET /api/admin/rewards/entries: filtered by kind, period, status (as shown) and member (phone or id), newest first. */
export async function listRewardEntries(
  db: Db,
  q: z.output<typeof AdminRewardEntryQuery>,
  now: Date = new Date(),
): Promise<AdminRewardEntryPage> {
  let base = entries(db);
  if (q.kind) base = base.where('e.kind', '=', q.kind);
  if (q.period) base = base.where('e.period', '=', q.period);
  if (q.status === 'waiting') base = base.where(sql<boolean>`false`);
  else if (q.status === 'expired')
    base = base.where((eb) =>
      eb.or([eb('e.status', '=', 'expired'), eb.and([eb('e.status', '=', 'claimable'), eb('e.expires_at', '<=', now)])]),
    );
  else if (q.status === 'claimable') base = base.where('e.status', '=', 'claimable').where('e.expires_at', '>', now);
  else if (q.status) base = base.where('e.status', '=', q.status);
  if (q.member) {
    // Ten digits from 0 is a phone number; other digits a member id; anything else finds nobody.
    if (/^0\d{9}$/.test(q.member)) base = base.where('m.phone', '=', q.member);
    else if (/^\d{1,15}$/.test(q.member)) base = base.where('e.member_id', '=', Number(q.member));
    else base = base.where(sql<boolean>`false`);
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...ENTRY_COLUMNS])
    .orderBy('e.period', 'desc')
    .orderBy('e.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { items: rows.map((r) => adminEntry(r as EntryWithMember, now)), page: q.page, page_size: q.page_size, total: Number(total) };
}

async function oneEntry(db: Db, id: number, now: Date): Promise<AdminRewardEntry> {
  const r = await entries(db)
    .select([...ENTRY_COLUMNS])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
  return adminEntry(r as EntryWithMember, now);
}

/** The entry locked for an operator's change; a claimed one cannot change (REWARD_ENTRY_CLAIMED). */
async function lockedEntry(trx: Db, id: number) {
  const e = await trx
    .selectFrom('reward_entry')
    .select(['id', 'status', 'amount', 'base', 'expires_at', 'note'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!e) fail(Errors.REWARD_ENTRY_NOT_FOUND);
  if (e.status === 'claimed') fail(Errors.REWARD_ENTRY_CLAIMED);
  return e;
}

/** POST /api/admin/rewards/entries/:id/freeze: claimable -> frozen (audited reward.freeze). */
export async function freezeEntry(
  db: Db,
  operatorId: number,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<AdminRewardEntry> {
  await db.transaction().execute(async (trx) => {
    const e = await lockedEntry(trx, id);
    if (e.status !== 'claimable') invalid('status', `รายการนี้อยู่ในสถานะ${REWARD_STATUS_NAMES[e.status]} จึงระงับไม่ได้`);
    await trx.updateTable('reward_entry').set({ status: 'frozen', note: reason, corrected_by: operatorId }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, 'reward.freeze', `reward_entry:${id}`, { reason, amount: e.amount });
  });
  return oneEntry(db, id, now);
}

/** POST /api/admin/rewards/entries/:id/unfreeze: frozen -> claimable, or expired when past its expiry (audited reward.unfreeze). */
export async function unfreezeEntry(
  db: Db,
  operatorId: number,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<AdminRewardEntry> {
  await db.transaction().execute(async (trx) => {
    const e = await lockedEntry(trx, id);
    if (e.status !== 'frozen') invalid('status', `รายการนี้อยู่ในสถานะ${REWARD_STATUS_NAMES[e.status]} ไม่ได้ถูกระงับ`);
    const to: EntryStatus = e.expires_at.getTime() > now.getTime() ? 'claimable' : 'expired';
    await trx.updateTable('reward_entry').set({ status: to, note: reason, corrected_by: operatorId }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, 'reward.unfreeze', `reward_entry:${id}`, { reason, to });
  });
  return oneEntry(db, id, now);
}

/**
 * POST /api/admin/rewards/entries/:id/correct: a new amount for an entry not claimed (audited
 * reward.correct with before and after): above 0 it is claimable again unless past its expiry
 * (then expired); 0 leaves nothing to claim (below_minimum).
 */
export async function correctEntry(
  db: Db,
  operatorId: number,
  id: number,
  body: z.output<typeof AdminRewardCorrectBody>,
  now: Date = new Date(),
): Promise<AdminRewardEntry> {
  await db.transaction().execute(async (trx) => {
    const e = await lockedEntry(trx, id);
    const amount = bahtToSatang(body.amount);
    const to: EntryStatus = amount === 0 ? 'below_minimum' : e.expires_at.getTime() > now.getTime() ? 'claimable' : 'expired';
    await trx
      .updateTable('reward_entry')
      .set({
        amount,
        status: to,
        rate_bp: e.base > 0 ? Math.round((amount * 10_000) / e.base) : 0,
        note: body.reason,
        corrected_by: operatorId,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, operatorId, 'reward.correct', `reward_entry:${id}`, {
      reason: body.reason,
      from: { amount: e.amount, status: e.status },
      to: { amount, status: to },
    });
  });
  return oneEntry(db, id, now);
}

/**
 * POST /api/admin/rewards/run: computes a closed period now, as the job would (REWARD_PERIOD_OPEN for a
 * day or week not over; winloss takes the week's Monday). A period done already is not computed
 * again (ran false, with what it made). Audited reward.run.
 */
export async function runRewardPeriod(
  db: Db,
  operatorId: number,
  body: z.output<typeof AdminRewardRunBody>,
  now: Date = new Date(),
): Promise<AdminRewardRunData> {
  const { kind, period } = body;
  if (kind === 'winloss' && weekMonday(period) !== period) invalid('period', 'รอบคืนยอดเสียรายสัปดาห์ต้องเริ่มวันจันทร์');
  const last = kind === 'winloss' ? addDays(period, 6) : period;
  if (last > lastClosedDay(now)) fail(Errors.REWARD_PERIOD_OPEN);
  const made =
    kind === 'winloss' ? await runWeeklyRefund(db, period, now) : (await runDailyRewards(db, period, now, { kinds: [kind] }))[kind];
  const run = await runOf(db, kind, period);
  const entriesMade = made?.entries ?? run?.entries ?? 0;
  const total = made?.total ?? run?.total ?? 0;
  await db
    .transaction()
    .execute((trx) =>
      recordAudit(trx, operatorId, 'reward.run', `reward_run:${kind}:${period}`, { ran: made !== null, entries: entriesMade, total }),
    );
  return { ran: made !== null, entries: entriesMade, total: satangToBaht(total) };
}
