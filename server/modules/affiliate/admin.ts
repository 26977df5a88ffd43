import type {
  AdminAffiliate,
  AdminAffiliateEarning,
  AdminAffiliateEarningQuery,
  AdminAffiliatePage,
  AdminAffiliateQuery,
  AdminAffiliateReportData,
  AdminRewardReportQuery,
  AdminRewardRunData,
} from '@contract/admin-rewards';
import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { affiliateAccount, houseAccountId, openAffiliateAccount, transfer, WalletType } from '../ledger';
import { affiliateAvailableOf, memberDebitsByDay, transferIdByKey } from '../ledger/steps';
import { addDays, doneRuns } from '../rewards';
import { runAffiliateDay } from './earnings';
import './tables';

type AffiliateQuery = z.output<typeof AdminAffiliateQuery>;
type EarningQuery = z.output<typeof AdminAffiliateEarningQuery>;
type ReportQuery = z.output<typeof AdminRewardReportQuery>;

/** An operator's member filter: a phone (starts with 0) or a member id. */
function memberFilter(column: RawBuilder<unknown>, phoneColumn: RawBuilder<unknown>, text: string | undefined): RawBuilder<unknown> {
  if (!text) return sql`true`;
  if (text.startsWith('0')) return sql`${phoneColumn} = ${text}`;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? sql`${column} = ${id}::bigint` : sql`false`;
}

const affiliateColumns = sql`
  m.id as member_id, m.phone, trim(m.first_name || ' ' || m.last_name) as name, m.referral_code,
  (select count(*) from affiliate_referral r where r.referrer_id = m.id)::int as level1,
  (select count(*) from affiliate_referral r where r.referrer_id = m.id and r.status = 'qualified')::int as level1_qualified,
  (select count(*) from affiliate_referral r where r.upline_id = m.id)::int as level2,
  (select coalesce(sum(case when e.status = 'credited' then e.amount else 0 end + e.corrected), 0)
     from affiliate_earning e where e.member_id = m.id)::bigint as earned_total,
  ${affiliateAvailableOf(sql`m.id`)}::bigint as redeemable,
  z.reason as frozen_reason`;

type AffiliateRow = Omit<AdminAffiliate, 'earned_total' | 'redeemable' | 'frozen'> & { earned_total: number; redeemable: number };

const toAdminAffiliate = (r: AffiliateRow): AdminAffiliate => ({
  member_id: r.member_id,
  phone: r.phone,
  name: r.name,
  referral_code: r.referral_code,
  level1: r.level1,
  level1_qualified: r.level1_qualified,
  level2: r.level2,
  earned_total: satangToBaht(Number(r.earned_total)),
  redeemable: satangToBaht(Number(r.redeemable)),
  frozen: r.frozen_reason !== null,
  frozen_reason: r.frozen_reason,
});

/**
 * GET /api/admin/affiliates: members who referred someone (or are frozen), newest member first, with
 * their referral counts, all they earned (credited days and corrections), what they can redeem and
 * whether they are frozen. Filter by phone or member id, and frozen or not.
 */
export async function listAffiliates(db: Db, q: AffiliateQuery): Promise<AdminAffiliatePage> {
  const where = sql.join(
    [
      memberFilter(sql`m.id`, sql`m.phone`, q.member),
      q.frozen === 'true' ? sql`z.member_id is not null` : q.frozen === 'false' ? sql`z.member_id is null` : sql`true`,
    ],
    sql` and `,
  );
  const ids = sql`(select distinct referrer_id as member_id from affiliate_referral union select member_id from affiliate_freeze)`;
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`
      select count(*)::int as n from ${ids} a join member_public m on m.id = a.member_id
        left join affiliate_freeze z on z.member_id = m.id where ${where}`.execute(db),
    sql<AffiliateRow>`
      select ${affiliateColumns} from ${ids} a join member_public m on m.id = a.member_id
        left join affiliate_freeze z on z.member_id = m.id where ${where}
       order by m.id desc limit ${q.page_size}::int offset ${(q.page - 1) * q.page_size}::int`.execute(db),
  ]);
  return { items: rows.rows.map(toAdminAffiliate), page: q.page, page_size: q.page_size, total: Number(count.rows[0]?.n ?? 0) };
}

async function affiliateOf(db: Db, memberId: number): Promise<AdminAffiliate> {
  const r = await sql<AffiliateRow>`
    select ${affiliateColumns} from member_public m left join affiliate_freeze z on z.member_id = m.id where m.id = ${memberId}::bigint`.execute(
    db,
  );
  if (!r.rows[0]) fail(Errors.AFFILIATE_NOT_FOUND);
  return toAdminAffiliate(r.rows[0]);
}

/**
 * POST /api/admin/affiliates/:memberId/freeze: no earnings credited (days computed while frozen stay
 * frozen) and no redeem until unfrozen. Audited (affiliate.freeze) in the same transaction; freezing
 * a frozen member keeps the first reason.
 */
export async function freezeAffiliate(db: Db, operatorId: number, memberId: number, reason: string): Promise<AdminAffiliate> {
  await db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('member_public').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!m) fail(Errors.AFFILIATE_NOT_FOUND);
    const r = await trx
      .insertInto('affiliate_freeze')
      .values({ member_id: memberId, reason, operator_id: operatorId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0)
      await recordAudit(trx, operatorId, 'affiliate.freeze', `member:${memberId}`, { reason });
  });
  return affiliateOf(db, memberId);
}

/** POST /api/admin/affiliates/:memberId/unfreeze: from the next run on, earnings are credited and redeems allowed. Audited. */
export async function unfreezeAffiliate(db: Db, operatorId: number, memberId: number, reason: string): Promise<AdminAffiliate> {
  await db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('member_public').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!m) fail(Errors.AFFILIATE_NOT_FOUND);
    const gone = await trx.deleteFrom('affiliate_freeze').where('member_id', '=', memberId).returning('reason').executeTakeFirst();
    if (gone) await recordAudit(trx, operatorId, 'affiliate.unfreeze', `member:${memberId}`, { reason, was: gone.reason });
  });
  return affiliateOf(db, memberId);
}

type EarningRow = {
  id: number;
  member_id: number;
  phone: string;
  day: string;
  level1: number;
  level2: number;
  amount: number;
  corrected: number;
  status: 'credited' | 'frozen';
  note: string | null;
};

const toAdminEarning = (r: EarningRow): AdminAffiliateEarning => ({
  id: r.id,
  member_id: r.member_id,
  phone: r.phone,
  day: r.day,
  level1: satangToBaht(r.level1),
  level2: satangToBaht(r.level2),
  amount: satangToBaht(r.amount),
  corrected: satangToBaht(r.corrected),
  status: r.status,
  note: r.note,
});

const earningColumns = sql`e.id, e.member_id, m.phone, to_char(e.day, 'YYYY-MM-DD') as day, e.level1, e.level2, e.amount, e.corrected, e.status, e.note`;

/** GET /api/admin/affiliates/earnings: by day and member, newest day first. */
export async function listEarnings(db: Db, q: EarningQuery) {
  const where = sql.join(
    [q.day ? sql`e.day = ${q.day}::date` : sql`true`, memberFilter(sql`e.member_id`, sql`m.phone`, q.member)],
    sql` and `,
  );
  const [count, rows] = await Promise.all([
    sql<{
      n: number;
    }>`select count(*)::int as n from affiliate_earning e join member_public m on m.id = e.member_id where ${where}`.execute(db),
    sql<EarningRow>`
      select ${earningColumns} from affiliate_earning e join member_public m on m.id = e.member_id where ${where}
       order by e.day desc, e.id desc limit ${q.page_size}::int offset ${(q.page - 1) * q.page_size}::int`.execute(db),
  ]);
  return { items: rows.rows.map(toAdminEarning), page: q.page, page_size: q.page_size, total: Number(count.rows[0]?.n ?? 0) };
}

/** The ledger key of an earning's n-th correction (1, 2, ...). */
export const correctionKey = (earningId: number, n: number) => `affiliate:correct:${earningId}:${n}`;

/**
 * POST /api/admin/affiliates/earnings/:id/correct: a signed amount (baht) moved as its own transfer
 * (kind affiliate_correction, key affiliate:correct:<earning id>:<n>): + from house:affiliate to the
 * member's affiliate account, - back, never more than the account holds
 * (AFFILIATE_CORRECTION_TOO_LARGE). The earning's `corrected` sums them and its note is the reason.
 * One transaction with its audit (affiliate.correct); the earning row is locked, so two operators'
 * corrections take their turns.
 */
export async function correctEarning(
  db: Db,
  operatorId: number,
  earningId: number,
  body: { amount: number; reason: string },
): Promise<AdminAffiliateEarning> {
  const delta = bahtToSatang(body.amount);
  await db.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom('affiliate_earning')
      .select(['id', 'member_id', 'day', 'corrected'])
      .where('id', '=', earningId)
      .forUpdate()
      .executeTakeFirst();
    if (!e) fail(Errors.REWARD_ENTRY_NOT_FOUND);
    let n = 1;
    for (; ; n++) {
      const r = await sql<{ id: number | null }>`select ${transferIdByKey(sql`${correctionKey(e.id, n)}::text`)} as id`.execute(trx);
      if (r.rows[0]?.id == null) break;
    }
    const house = await houseAccountId(trx, 'affiliate');
    const account = delta > 0 ? await openAffiliateAccount(trx, e.member_id) : (await affiliateAccount(trx, e.member_id))?.id;
    if (account === undefined || (delta < 0 && -delta > ((await affiliateAccount(trx, e.member_id))?.available ?? 0))) {
      fail(Errors.AFFILIATE_CORRECTION_TOO_LARGE);
    }
    let moved: Awaited<ReturnType<typeof transfer>>;
    try {
      moved = await transfer(trx, {
        key: correctionKey(e.id, n),
        kind: 'affiliate_correction',
        currency: 'THB',
        debit: delta > 0 ? house : account,
        credit: delta > 0 ? account : house,
        amount: Math.abs(delta),
        reference: `affiliate:${e.day}`,
        metadata: { earning_id: e.id, day: e.day, reason: body.reason },
        operatorId,
      });
    } catch (err) {
      if (err instanceof AppError && err.def.code === Errors.INSUFFICIENT_FUNDS.code) fail(Errors.AFFILIATE_CORRECTION_TOO_LARGE);
      throw err;
    }
    await trx
      .updateTable('affiliate_earning')
      .set({ corrected: sql`corrected + ${delta}::bigint`, note: body.reason })
      .where('id', '=', e.id)
      .execute();
    await recordAudit(trx, operatorId, 'affiliate.correct', `affiliate_earning:${e.id}`, {
      member_id: e.member_id,
      day: e.day,
      amount: delta,
      reason: body.reason,
      transfer_id: moved.id,
    });
  });
  const r = await sql<EarningRow>`
    select ${earningColumns} from affiliate_earning e join member_public m on m.id = e.member_id where e.id = ${earningId}::bigint`.execute(
    db,
  );
  return toAdminEarning(r.rows[0]);
}

/**
 * POST /api/admin/affiliates/run: computes a closed day now (the job does it by itself); an open day
 * (today or later in Bangkok) is refused (REWARD_PERIOD_OPEN); a day done or running answers ran:
 * false and pays nothing. Audited (affiliate.run).
 */
export async function runDayNow(db: Db, operatorId: number, day: string, now = new Date()): Promise<AdminRewardRunData> {
  if (day >= bangkokToday(now)) fail(Errors.REWARD_PERIOD_OPEN);
  const made = await runAffiliateDay(db, day, now);
  const data = { ran: made !== null, entries: made?.entries ?? 0, total: satangToBaht(made?.total ?? 0) };
  await recordAudit(db, operatorId, 'affiliate.run', `affiliate:${day}`, { ...data, total: made?.total ?? 0 });
  return data;
}

/**
 * GET /api/admin/affiliates/report: per Bangkok day from `from` to `to`, the referrers credited and
 * what was credited (by earning day), corrected (on that day's earnings), redeemed (redeems made that
 * day) and whether the day's run is done. Baht.
 */
export async function affiliateReport(db: Db, q: ReportQuery): Promise<AdminAffiliateReportData> {
  const [earned, redeemed, done] = await Promise.all([
    sql<{ day: string; referrers: number; credited: number; corrected: number }>`
      select to_char(day, 'YYYY-MM-DD') as day,
             count(*) filter (where status = 'credited')::int as referrers,
             coalesce(sum(amount) filter (where status = 'credited'), 0)::bigint as credited,
             coalesce(sum(corrected), 0)::bigint as corrected
        from affiliate_earning where day >= ${q.from}::date and day <= ${q.to}::date group by day`.execute(db),
    memberDebitsByDay(db, 'affiliate', WalletType.AFFILIATE, q.from, q.to),
    doneRuns(db, q.from, q.to),
  ]);
  const byDay = new Map(earned.rows.map((r) => [r.day, r]));
  const out = new Map(redeemed.map((r) => [r.day, r.amount]));
  const rows: AdminAffiliateReportData['rows'] = [];
  for (let day = q.to; day >= q.from; day = addDays(day, -1)) {
    const e = byDay.get(day);
    rows.push({
      day,
      referrers: e?.referrers ?? 0,
      credited: satangToBaht(Number(e?.credited ?? 0)),
      corrected: satangToBaht(Number(e?.corrected ?? 0)),
      redeemed: satangToBaht(out.get(day) ?? 0),
      run: done.has(`affiliate:${day}`),
    });
  }
  return { rows };
}
