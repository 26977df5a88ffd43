import { bangkokToday } from '@contract/fields';
import type { RewardKind } from '@contract/rewards';
import { TURNOVER_PRODUCTS } from '@contract/turnover';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { addDays, claimRun, doneRuns, figuresSql, finishRun, lastClosedDay, rewardSettings, weekMonday } from '../rewards';
import { type DailyKind, dailyExpiry, dailyParams, weeklyExpiry, weeklyParams } from './rules';

/** What one period's computation made (satang), or null when this caller did not compute it (done, or another node on it). */
export type Made = { entries: number; total: number } | null;

type RunOpts = { node?: string; kinds?: readonly RewardKind[] };

const EMPTY = { entries: 0, total: 0 };

/**
 * The entries of one closed Bangkok day for one kind, in ONE set-based statement over the day's
 * figures (docs/rewards.md "Daily cashback and commission"): per member and product the base (net loss
 * or turnover) at the rate for the member's VIP level, summed; a total base below the minimum is
 * below_minimum at 0; the sum capped. Members with no positive base get no row; an existing row is
 * kept (`on conflict do nothing`), so a repeat pays nothing.
 */
async function insertDaily(trx: Db, kind: DailyKind, day: string, params: ReturnType<typeof dailyParams>, expiresAt: Date) {
  const base = kind === 'cashback' ? sql`greatest(f.settled - f.payout, 0)` : sql`f.turnover`;
  const r = await sql<{ entries: number; total: number }>`
    with rates as (
      select key as product, value as bps from jsonb_each(${JSON.stringify(params.rates)}::jsonb)),
    p as (
      select f.member_id, f.product, m.vip_level, (${base})::bigint as base, coalesce((r.bps ->> m.vip_level)::int, 0) as bp
        from ${figuresSql(day, day)} f
        join rates r on r.product = f.product
        join member_public m on m.id = f.member_id),
    q as (
      select p.member_id, p.product, p.vip_level, p.base, p.bp, (p.base * p.bp / 10000)::bigint as amount from p where p.base > 0),
    g as (
      select q.member_id, min(q.vip_level) as vip_level, sum(q.base)::bigint as base, sum(q.amount)::bigint as raw,
             jsonb_object_agg(q.product, jsonb_build_object('base', q.base, 'bp', q.bp, 'amount', q.amount)) as detail
        from q group by q.member_id),
    v as (
      select g.*, (case when g.base < ${params.minimum}::bigint then 0
                        when ${params.cap}::bigint > 0 then least(g.raw, ${params.cap}::bigint)
                        else g.raw end)::bigint as amount
        from g),
    ins as (
      insert into reward_entry (member_id, kind, period, base, amount, rate_bp, vip_level, detail, status, expires_at)
      select v.member_id, ${kind}, ${day}::date, v.base, v.amount, round(v.amount * 10000.0 / v.base)::int, v.vip_level, v.detail,
             case when v.amount > 0 then 'claimable' else 'below_minimum' end, ${expiresAt}::timestamptz
        from v order by v.member_id
      on conflict (member_id, kind, period) do nothing
      returning amount)
    select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ins`.execute(trx);
  return r.rows[0];
}

/**
 * The week's refunds (Monday to Sunday) in ONE set-based statement: per member the net loss of each
 * product counted over the whole week (lotto only when include_lotto), summed; the highest tier whose
 * minimum it reaches gives the percent of the sum; capped. No tier reached: below_minimum at 0.
 */
async function insertWeekly(trx: Db, monday: string, params: ReturnType<typeof weeklyParams>, expiresAt: Date) {
  const r = await sql<{ entries: number; total: number }>`
    with tiers as (
      select (t ->> 'min_loss')::bigint as min_loss, (t ->> 'bp')::int as bp from jsonb_array_elements(${JSON.stringify(params.tiers)}::jsonb) t),
    p as (
      select f.member_id, f.product, greatest(f.settled - f.payout, 0)::bigint as base
        from ${figuresSql(monday, addDays(monday, 6))} f
       where f.product in (select jsonb_array_elements_text(${JSON.stringify(params.products)}::jsonb))),
    q as (
      select p.*, sum(p.base) over (partition by p.member_id) as total from p where p.base > 0),
    r as (
      select q.*, coalesce((select t.bp from tiers t where t.min_loss <= q.total order by t.min_loss desc limit 1), -1) as bp from q),
    g as (
      select r.member_id, max(r.total)::bigint as base, max(r.bp) as bp,
             jsonb_object_agg(r.product, jsonb_build_object('base', r.base, 'bp', greatest(r.bp, 0), 'amount', r.base * greatest(r.bp, 0) / 10000)) as detail
        from r group by r.member_id),
    v as (
      select g.member_id, g.base, g.bp, g.detail, m.vip_level,
             (case when g.bp < 0 then 0
                   when ${params.cap}::bigint > 0 then least(g.base * g.bp / 10000, ${params.cap}::bigint)
                   else g.base * g.bp / 10000 end)::bigint as amount
        from g join member_public m on m.id = g.member_id),
    ins as (
      insert into reward_entry (member_id, kind, period, base, amount, rate_bp, vip_level, detail, status, expires_at)
      select v.member_id, 'winloss', ${monday}::date, v.base, v.amount, round(v.amount * 10000.0 / v.base)::int, v.vip_level, v.detail,
             case when v.amount > 0 then 'claimable' else 'below_minimum' end, ${expiresAt}::timestamptz
        from v order by v.member_id
      on conflict (member_id, kind, period) do nothing
      returning amount)
    select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ins`.execute(trx);
  return r.rows[0];
}

/**
 * One period of one kind: claimed in reward_run first (one caller wins, however many nodes try), then
 * its entries and the run's end in one transaction, so a node dying half-way leaves nothing half-made
 * (the claim goes stale and another node computes the period). A disabled setting marks the period done
 * with no entries.
 */
async function runPeriod(
  db: Db,
  kind: RewardKind,
  period: string,
  now: Date,
  node: string | undefined,
  compute: ((trx: Db) => Promise<{ entries: number; total: number }>) | null,
): Promise<Made> {
  if (!(await claimRun(db, kind, period, now, node))) return null;
  return db.transaction().execute(async (trx) => {
    const made = compute ? await compute(trx) : EMPTY;
    await finishRun(trx, kind, period, made, now);
    return made;
  });
}

/**
 * Daily cashback and commission for the closed Bangkok day `day` (docs/rewards.md "Jobs"). Each kind is
 * null when this caller did not compute it: done already, or another node on it.
 */
export async function runDailyRewards(db: Db, day: string, now: Date, opts: RunOpts = {}): Promise<{ cashback: Made; commission: Made }> {
  if (day > lastClosedDay(now)) throw new RangeError(`day ${day} has not closed at ${now.toISOString()}`);
  const settings = await rewardSettings(db);
  const out: { cashback: Made; commission: Made } = { cashback: null, commission: null };
  for (const kind of ['cashback', 'commission'] as const) {
    if (opts.kinds && !opts.kinds.includes(kind)) continue;
    const s = settings[kind];
    const params = dailyParams(s);
    const expiresAt = dailyExpiry(day, s.claim_days);
    out[kind] = await runPeriod(db, kind, day, now, opts.node, s.enabled ? (trx) => insertDaily(trx, kind, day, params, expiresAt) : null);
  }
  return out;
}

/** The weekly win/loss refund of the closed week starting `monday` (Monday to Sunday, Bangkok). */
export async function runWeeklyRefund(db: Db, monday: string, now: Date, opts: { node?: string } = {}): Promise<Made> {
  if (weekMonday(monday) !== monday) throw new RangeError(`${monday} is not a Monday`);
  if (addDays(monday, 6) > lastClosedDay(now)) throw new RangeError(`the week of ${monday} has not closed at ${now.toISOString()}`);
  const s = (await rewardSettings(db)).winloss;
  const params = weeklyParams(s, TURNOVER_PRODUCTS);
  const expiresAt = weeklyExpiry(monday, s.claim_days);
  return runPeriod(db, 'winloss', monday, now, opts.node, s.enabled ? (trx) => insertWeekly(trx, monday, params, expiresAt) : null);
}

/** Claimable entries past their expiry become expired: one update through the partial index on claimable rows. */
export async function expireRewards(db: Db, now: Date): Promise<number> {
  const r = await db
    .updateTable('reward_entry')
    .set({ status: 'expired' })
    .where('status', '=', 'claimable')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** How far back the job looks for a closed day not yet computed (a node down for days). */
const CATCH_UP_DAYS = 7;

/**
 * The scheduled work, any node, every minute: every closed day of the last week not yet done (both
 * kinds), the last closed week's refund, then expiries. Cheap when there is nothing to do: one read of
 * reward_run.
 */
export async function runCashbackJobs(db: Db, now: Date) {
  const yesterday = lastClosedDay(now);
  const lastWeek = addDays(weekMonday(bangkokToday(now)), -7);
  const first = addDays(yesterday, -(CATCH_UP_DAYS - 1));
  const done = await doneRuns(db, [lastWeek, first].sort()[0], yesterday);
  const days: Record<string, { cashback: Made; commission: Made }> = {};
  for (let day = first; day <= yesterday; day = addDays(day, 1)) {
    const kinds = (['cashback', 'commission'] as const).filter((k) => !done.has(`${k}:${day}`));
    if (kinds.length > 0) days[day] = await runDailyRewards(db, day, now, { kinds });
  }
  const winloss = done.has(`winloss:${lastWeek}`) ? null : await runWeeklyRefund(db, lastWeek, now);
  const expired = await expireRewards(db, now);
  return { days, winloss, expired };
}
