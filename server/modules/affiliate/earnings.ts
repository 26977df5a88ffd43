import { bahtToSatang } from '@contract/money';
import type { AffiliateSettings } from '@contract/rewards';
import { bangkokDayStart } from '@contract/thai-calendar';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { type HouseTransfer, houseAccountId, openAffiliateAccounts, postHouseTransfers } from '../ledger';
import { transferIdByKey } from '../ledger/steps';
import { addDays, claimRun, doneRuns, figuresSql, finishRun, lastClosedDay, percentBp, rewardSettings } from '../rewards';
import './tables';

/** Earnings credited per transaction: a batch's rows are the only ones held in memory. */
const CREDIT_BATCH = 2_000;
/** How many closed days back the job looks for days not yet computed. */
const LOOKBACK_DAYS = 7;

/** The ledger key of a referrer's earning for a day: one credit per (member, day), whoever runs it. */
export const earningKey = (memberId: number, day: string) => `affiliate:earning:${memberId}:${day}`;

/** The settings' rates as a relation (level, product, bp) for the statements; products left out pay nothing. */
export function ratesSql(s: AffiliateSettings): RawBuilder<unknown> {
  const rows: { level: number; product: string; bp: number }[] = [];
  for (const [level, rates] of [
    [1, s.level1],
    [2, s.level2],
  ] as const) {
    for (const [product, percent] of Object.entries(rates)) {
      const bp = percentBp(percent ?? 0);
      if (bp > 0) rows.push({ level, product, bp });
    }
  }
  return sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as rt(level int, product text, bp int))`;
}

/** A figures row's base: its turnover, or its net loss max(0, settled - payout). */
export function baseSql(s: AffiliateSettings, f = 'f'): RawBuilder<number> {
  const t = sql.ref(f);
  return s.basis === 'net_loss' ? sql<number>`greatest(0, ${t}.settled - ${t}.payout)` : sql<number>`${t}.turnover`;
}

/**
 * Computes and credits the referrers' earnings for a closed Bangkok day (docs/rewards.md "Affiliate"),
 * exactly once however many nodes try (reward_run 'affiliate'): null when the day was done or another
 * node is on it. Set-based: the day's figures (rewards core) of every referral qualified before the
 * day ended, per referrer at level 1 (referrer_id) and 2 (upline_id), per product the percent of its
 * base summed over the referrals, floored to the satang; per referrer the sum, capped at max_per_day;
 * one affiliate_earning per (referrer, day) by insert ... on conflict do nothing. Then the new rows are
 * credited in batches of 2,000 (keyset over their ids), each its own transaction: house:affiliate ->
 * the referrer's affiliate account, key affiliate:earning:<member>:<day>. A frozen referrer's row is
 * kept as frozen and nothing is credited. Answers the day's rows and the satang credited.
 */
export async function runAffiliateDay(
  db: Db,
  day: string,
  now: Date,
  opts: { node?: string } = {},
): Promise<{ entries: number; total: number } | null> {
  if (!(await claimRun(db, 'affiliate', day, now, opts.node))) return null;
  const settings = (await rewardSettings(db)).affiliate;
  if (settings.enabled) {
    await computeDay(db, day, settings);
    await creditDay(db, day);
  }
  const made = await dayFigures(db, day);
  await finishRun(db, 'affiliate', day, made, now);
  return made;
}

async function computeDay(db: Db, day: string, s: AffiliateSettings): Promise<void> {
  const end = bangkokDayStart(addDays(day, 1));
  const cap = bahtToSatang(s.max_per_day);
  const base = baseSql(s);
  const qualified = sql`r.status = 'qualified' and r.qualified_at < ${end}::timestamptz`;
  await sql`
    with f as (select * from ${figuresSql(day, day)} f),
    b as (
      select r.referrer_id as member_id, 1 as level, f.product, ${base} as base
        from f join affiliate_referral r on r.member_id = f.member_id
       where ${qualified}
      union all
      select r.upline_id, 2, f.product, ${base}
        from f join affiliate_referral r on r.member_id = f.member_id
       where ${qualified} and r.upline_id is not null
    ),
    per as (
      select b.member_id, b.level, b.product, sum(b.base)::bigint as base, rt.bp,
             floor(sum(b.base) * rt.bp / 10000)::bigint as amount
        from b join ${ratesSql(s)} rt on rt.level = b.level and rt.product = b.product
       where b.base > 0
       group by b.member_id, b.level, b.product, rt.bp
    ),
    lv as (
      select member_id, level, sum(amount)::bigint as amount,
             jsonb_object_agg(product, jsonb_build_object('base', base, 'bp', bp, 'amount', amount)) as detail
        from per group by member_id, level
    ),
    tot as (
      select member_id,
             coalesce(sum(amount) filter (where level = 1), 0)::bigint as level1,
             coalesce(sum(amount) filter (where level = 2), 0)::bigint as level2,
             jsonb_object_agg(level::text, detail) as detail
        from lv group by member_id
    )
    insert into affiliate_earning (member_id, day, level1, level2, amount, detail, status)
    select t.member_id, ${day}::date, t.level1, t.level2,
           case when ${cap}::bigint > 0 then least(t.level1 + t.level2, ${cap}::bigint) else t.level1 + t.level2 end,
           t.detail,
           case when exists (select 1 from affiliate_freeze z where z.member_id = t.member_id) then 'frozen' else 'credited' end
      from tot t
     where t.level1 + t.level2 > 0
     order by t.member_id
    on conflict (member_id, day) do nothing`.execute(db);
}

/**
 * Credits the day's rows not credited yet (this run's, or a run that died halfway), a batch a
 * transaction in id order; each transfer is keyed, so a replay credits nothing twice.
 */
async function creditDay(db: Db, day: string): Promise<void> {
  const range = await sql<{ lo: number | null; hi: number | null }>`
    select min(id) as lo, max(id) as hi from affiliate_earning
     where day = ${day}::date and status = 'credited' and transfer_id is null`.execute(db);
  const { lo, hi } = range.rows[0] ?? { lo: null, hi: null };
  if (lo === null || hi === null) return;
  const house = await houseAccountId(db, 'affiliate');
  let after = Number(lo) - 1;
  for (;;) {
    const rows = await db
      .selectFrom('affiliate_earning')
      .select(['id', 'member_id', 'amount'])
      .where('id', '>', after)
      .where('id', '<=', Number(hi))
      .where('day', '=', day)
      .where('status', '=', 'credited')
      .where('transfer_id', 'is', null)
      .orderBy('id')
      .limit(CREDIT_BATCH)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1].id;
    await db.transaction().execute(async (trx) => {
      const accounts = await openAffiliateAccounts(
        trx,
        rows.map((r) => r.member_id),
      );
      const moves: HouseTransfer[] = rows.map((r) => ({
        key: earningKey(r.member_id, day),
        debit: house,
        credit: accounts.get(r.member_id) as number,
        amount: r.amount,
        reference: `affiliate:${day}`,
        metadata: { day, earning_id: r.id },
      }));
      await postHouseTransfers(trx, 'affiliate_earning', 'THB', moves);
      await sql`
        update affiliate_earning e
           set transfer_id = ${transferIdByKey(sql`'affiliate:earning:' || e.member_id::text || ':' || to_char(e.day, 'YYYY-MM-DD')`)}
         where e.id > ${after}::bigint and e.id <= ${last}::bigint and e.day = ${day}::date
           and e.status = 'credited' and e.transfer_id is null`.execute(trx);
    });
    after = last;
    if (rows.length < CREDIT_BATCH) return;
  }
}

/** The day's rows and the satang credited by them (the run's record). */
async function dayFigures(db: Db, day: string): Promise<{ entries: number; total: number }> {
  const r = await sql<{ entries: number; total: number }>`
    select count(*)::int as entries, coalesce(sum(amount) filter (where status = 'credited'), 0)::bigint as total
      from affiliate_earning where day = ${day}::date`.execute(db);
  return { entries: Number(r.rows[0]?.entries ?? 0), total: Number(r.rows[0]?.total ?? 0) };
}

/** The scheduled work (any node, every minute): the last 7 closed Bangkok days not done yet, oldest first. */
export async function runAffiliateJobs(db: Db, now: Date): Promise<{ day: string; entries: number; total: number }[]> {
  const to = lastClosedDay(now);
  const from = addDays(to, -(LOOKBACK_DAYS - 1));
  const done = await doneRuns(db, from, to);
  const out: { day: string; entries: number; total: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (done.has(`affiliate:${day}`)) continue;
    const made = await runAffiliateDay(db, day, now);
    if (made) out.push({ day, ...made });
  }
  return out;
}
