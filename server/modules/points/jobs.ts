import { bangkokToday } from '@contract/fields';
import type { PointsJobData } from '@contract/points';
import { bangkokDayStart } from '@contract/thai-calendar';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { setVipLevels } from '../account';
import { type HouseTransfer, postHouseTransfers, WalletType } from '../ledger';
import { depositsByMember, memberAccountIdOf, turnoverRows } from '../ledger/steps';
import { prizeHouseRows } from '../prizes';
import { addDays } from '../rewards';
import { pointsSettings, rateRows, thresholdsSatang } from './settings';
import './tables';
import type { PointsSettings } from '@contract/admin-points';

/** Members credited per transaction: a batch is three statements whatever its size. */
export const CREDIT_BATCH = 2_000;

/**
 * The ledger key of a member's earning: the days it raises and each day's total after it (cumulative),
 * 'points:earn:<member>:<day>:<units after>' ('+' between two days): one credit per step, whoever runs it.
 */
export const earningKey = (memberId: number, days: { day: string; units: number }[]) =>
  `points:earn:${memberId}:${days.map((d) => `${d.day}:${d.units}`).join('+')}`;

const thaiDay = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'แต้มจากยอดเล่นวันที่ 26 พ.ย. 2569' (two days: '... 25 พ.ย. 2569 และ 26 พ.ย. 2569'): the member's history line. */
export const earningText = (days: string[]) =>
  `แต้มจากยอดเล่นวันที่ ${days.map((day) => thaiDay.format(new Date(`${day}T00:00:00Z`))).join(' และ ')}`;

type Due = { member_id: number; day: string; stake: number; units: number; prev: number; account: number };

/**
 * The points and VIP job (docs/engagement.md "Job"), every minute on every node and from the
 * test clock: credits yesterday's and today's earnings from turnover, then recomputes VIP levels.
 * Safe when nodes run it at once: what a day has credited is points_earning.units, raised only by a
 * conditional update from the value this run read, and each credit's key names the total it reaches.
 */
export async function runPointsJobs(db: Db, now: Date): Promise<PointsJobData> {
  const s = await pointsSettings(db);
  const today = bangkokToday(now);
  const credited = s.enabled ? await creditEarnings(db, s, addDays(today, -1), today, now) : { members: 0, units: 0 };
  const vipChanged = await recomputeVip(db, s, today, now);
  return { members_credited: credited.members, points_credited: credited.units / 100, vip_changed: vipChanged };
}

/** Points due per member and day over [from, to] (hundredths), as a relation: floor(sum of stake x rate / 10,000). */
export function dueSql(s: PointsSettings, from: string, to: string, memberId?: number) {
  const rates = JSON.stringify(rateRows(s));
  return sql`(
    select t.member_id, to_char(t.day, 'YYYY-MM-DD') as day, sum(t.stake)::bigint as stake,
           floor(sum(greatest(t.stake, 0) * rt.r) / 10000)::bigint as units
      from ${turnoverRows({ from, to, member: memberId })} t join jsonb_to_recordset(${rates}::jsonb) as rt(product text, r bigint) on rt.product = t.product
     group by t.member_id, t.day)`;
}

/**
 * Every member whose points due for a day exceed what the day has credited, then batches of
 * CREDIT_BATCH member-days, each one transaction of three statements: the rows locked in (member, day)
 * order, raised from the value read (a row another run raised meanwhile is left out), the differences
 * moved in one ledger batch, one movement per member (both days together) from the member's house
 * points row to the member's points account.
 */
async function creditEarnings(db: Db, s: PointsSettings, from: string, to: string, now: Date): Promise<{ members: number; units: number }> {
  if (rateRows(s).length === 0) return { members: 0, units: 0 };
  const r = await sql<Due>`
    select d.member_id::int as member_id, d.day, d.stake::bigint as stake, d.units::bigint as units,
           coalesce(e.units, 0)::bigint as prev, ${memberAccountIdOf(sql`d.member_id`, 'PTS', WalletType.MAIN)}::bigint as account
      from ${dueSql(s, from, to)} d
      left join points_earning e on e.member_id = d.member_id and e.day = d.day::date
     where d.units > coalesce(e.units, 0)
     order by d.member_id, d.day`.execute(db);
  const due = r.rows
    .map((x) => ({ ...x, stake: Number(x.stake), units: Number(x.units), prev: Number(x.prev), account: Number(x.account) }))
    .filter((x) => x.account > 0);
  if (due.length === 0) return { members: 0, units: 0 };
  const house = await prizeHouseRows(db, 'points');
  const members = new Set<number>();
  let units = 0;
  for (let n = 0; n < due.length; n += CREDIT_BATCH) {
    const batch = due.slice(n, n + CREDIT_BATCH);
    const made = await db.transaction().execute((trx) => creditBatch(trx, batch, house, now));
    for (const m of made) {
      members.add(m.member_id);
      units += m.units - m.prev;
    }
  }
  return { members: members.size, units };
}

async function creditBatch(trx: Db, batch: Due[], house: number[], now: Date): Promise<Due[]> {
  const source = JSON.stringify(batch.map((b) => ({ member_id: b.member_id, day: b.day, stake: b.stake, units: b.units, prev: b.prev })));
  // The rows that exist, locked in (member, day) order, so two runs of overlapping batches never wait in a circle.
  await sql`
    select 1 from points_earning e
      join jsonb_to_recordset(${source}::jsonb) as v(member_id bigint, day date, stake bigint, units bigint, prev bigint)
        on e.member_id = v.member_id and e.day = v.day
     order by e.member_id, e.day for update of e`.execute(trx);
  // New rows inserted (a run that inserted first wins: this one's conflicts do nothing), existing rows
  // raised only from the value read: what comes back is what this run may credit.
  const raised = await sql<{ member_id: number; day: string; prev: number; units: number }>`
    with v as (
      select * from jsonb_to_recordset(${source}::jsonb) as v(member_id bigint, day date, stake bigint, units bigint, prev bigint)),
    ins as (
      insert into points_earning (member_id, day, units, stake, updated_at)
      select member_id, day, units, stake, ${now}::timestamptz from v where prev = 0 order by member_id, day
      on conflict (member_id, day) do nothing
      returning member_id, day, 0::bigint as prev, units),
    up as (
      update points_earning e set units = v.units, stake = v.stake, updated_at = ${now}::timestamptz
        from v
       where v.prev > 0 and e.member_id = v.member_id and e.day = v.day and e.units = v.prev and v.units > e.units
      returning e.member_id, e.day, v.prev, e.units)
    select member_id::int as member_id, to_char(day, 'YYYY-MM-DD') as day, prev::bigint as prev, units::bigint as units from ins
    union all
    select member_id::int, to_char(day, 'YYYY-MM-DD'), prev::bigint, units::bigint from up`.execute(trx);
  const byKey = new Map(batch.map((b) => [`${b.member_id}:${b.day}`, b]));
  const made: Due[] = [];
  // One movement per member for the days this run raised (yesterday's and today's together).
  const perMember = new Map<number, Due[]>();
  for (const x of raised.rows) {
    const b = byKey.get(`${x.member_id}:${x.day}`);
    if (!b) continue;
    const d = { ...b, prev: Number(x.prev), units: Number(x.units) };
    made.push(d);
    const list = perMember.get(b.member_id) ?? [];
    list.push(d);
    perMember.set(b.member_id, list);
  }
  const moves: HouseTransfer[] = [];
  for (const [memberId, days] of perMember) {
    days.sort((a, b) => (a.day < b.day ? -1 : 1));
    const text = earningText(days.map((d) => d.day));
    moves.push({
      key: earningKey(memberId, days),
      debit: house[memberId % house.length],
      credit: days[0].account,
      amount: days.reduce((sum, d) => sum + d.units - d.prev, 0),
      reference: text,
      metadata: { source: 'turnover', days: Object.fromEntries(days.map((d) => [d.day, d.units])), statement_text: text },
    });
  }
  await postHouseTransfers(trx, 'points_earn', 'PTS', moves);
  return made;
}

/**
 * VIP levels (docs/engagement.md "VIP"): the window is the last 30 Bangkok days, today
 * included. The closed days but yesterday ([today - 29, today - 2]) are summed once a day into
 * points_vip_base (the first node to claim the day rebuilds it); each run adds yesterday's and today's
 * turnover and the deposits since yesterday began, and sets every member whose level differs, up or
 * down, in one update (rows locked in id order). Answers how many members changed.
 */
async function recomputeVip(db: Db, s: PointsSettings, today: string, now: Date): Promise<number> {
  await rebuildVipBase(db, today, now);
  const t = thresholdsSatang(s);
  const yesterday = addDays(today, -1);
  const reaches = (x: { deposits: number; turnover: number }) =>
    sql`((${x.deposits}::bigint > 0 and w.deposits >= ${x.deposits}::bigint) or (${x.turnover}::bigint > 0 and w.turnover >= ${x.turnover}::bigint))`;
  const changed = await sql<{ member_id: number; level: number }>`
    with live as (
      select member_id, 0::bigint as deposits, sum(greatest(stake, 0))::bigint as turnover
        from ${turnoverRows({ from: yesterday, to: today })} t group by member_id
      union all
      select d.member_id, d.amount, 0 from ${depositsByMember(bangkokDayStart(yesterday), bangkokDayStart(addDays(today, 1)))} d
      union all
      select member_id, deposits, turnover from points_vip_base where day = ${today}::date
      union all
      select id, 0, 0 from member_public where vip_level > 0),
    w as (select member_id, sum(deposits) as deposits, sum(turnover) as turnover from live group by member_id),
    lv as (select w.member_id, case when ${reaches(t.hero)} then 2 when ${reaches(t.gold)} then 1 else 0 end as level from w)
    select lv.member_id::int as member_id, lv.level from lv join member_public m on m.id = lv.member_id
     where m.vip_level is distinct from lv.level
     order by lv.member_id`.execute(db);
  if (changed.rows.length === 0) return 0;
  let n = 0;
  for (let i = 0; i < changed.rows.length; i += CREDIT_BATCH) {
    n += await setVipLevels(db, changed.rows.slice(i, i + CREDIT_BATCH));
  }
  return n;
}

/** points_vip_base for `today`, made once (the claim is points_vip_day's row); rows of days other than today +/- 1 are dropped. */
async function rebuildVipBase(db: Db, today: string, now: Date): Promise<void> {
  const have = await db.selectFrom('points_vip_day').select('day').where('day', '=', today).executeTakeFirst();
  if (have) return;
  const from = addDays(today, -29);
  const until = addDays(today, -1);
  await db.transaction().execute(async (trx) => {
    const claimed = await sql<{ day: string }>`
      insert into points_vip_day (day, made_at) values (${today}::date, ${now}::timestamptz)
      on conflict (day) do nothing returning day`.execute(trx);
    if (claimed.rows.length === 0) return;
    await sql`delete from points_vip_base where day < ${addDays(today, -1)}::date or day > ${addDays(today, 1)}::date`.execute(trx);
    await sql`delete from points_vip_day where day < ${addDays(today, -1)}::date or day > ${addDays(today, 1)}::date`.execute(trx);
    const made = await sql<{ n: number }>`
      with x as (
        select member_id, 0::bigint as deposits, sum(greatest(stake, 0))::bigint as turnover
          from ${turnoverRows({ from, to: addDays(until, -1) })} t group by member_id
        union all
        select d.member_id, d.amount, 0 from ${depositsByMember(bangkokDayStart(from), bangkokDayStart(until))} d),
      ins as (
        insert into points_vip_base (day, member_id, deposits, turnover)
        select ${today}::date, member_id, sum(deposits), sum(turnover) from x
         group by member_id having sum(deposits) > 0 or sum(turnover) > 0
        on conflict (day, member_id) do update set deposits = excluded.deposits, turnover = excluded.turnover
        returning 1)
      select count(*)::int as n from ins`.execute(trx);
    await sql`update points_vip_day set members = ${made.rows[0]?.n ?? 0}::int where day = ${today}::date`.execute(trx);
  });
}
