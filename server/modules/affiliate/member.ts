import { Errors } from '@contract/errors';
import { bangkokToday } from '@contract/fields';
import { GAME_CATEGORY_NAMES } from '@contract/games-names';
import { bahtText, bahtToSatang, satangToBaht } from '@contract/money';
import {
  AFFILIATE_BASIS_NAMES,
  type AffiliateConfigData,
  type AffiliateEarningsData,
  type AffiliateMovementsData,
  type AffiliateNetworkData,
  type AffiliateRedeemData,
  type AffiliateSettings,
  type AffiliateSummaryData,
  REFERRAL_STATUS_NAMES,
} from '@contract/rewards';
import { TURNOVER_PRODUCTS } from '@contract/turnover';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import { accountTransferCount, accountTransfers, affiliateAccount, inTransaction, mainWallet, transfer, transferById } from '../ledger';
import { transferIdByKey, turnoverRows } from '../ledger/steps';
import { createRequirement } from '../requirements';
import { figuresSql, rewardSettings } from '../rewards';
import { baseSql, ratesSql } from './earnings';
import type { EarningDetail, EarningStatus, ReferralStatus } from './tables';
import './tables';

export const PRODUCT_NAMES: Record<string, string> = { ...GAME_CATEGORY_NAMES, lotto: 'หวย' };
export const EARNING_STATUS_NAMES: Record<EarningStatus, string> = {
  credited: 'เข้ากระเป๋าแนะนำเพื่อนแล้ว',
  frozen: 'ระงับชั่วคราว',
};
const MOVEMENT_TYPES = {
  affiliate_earning: { type: 'earning', name: 'รายได้แนะนำเพื่อน' },
  affiliate: { type: 'redeem', name: 'ถอนรายได้เข้ากระเป๋าหลัก' },
  affiliate_correction: { type: 'correction', name: 'ปรับปรุงรายได้โดยเจ้าหน้าที่' },
} as const;

/** "0812345678" -> "081-xxx-5678", as the member pages mask a phone (src/lib/mask.ts). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 10) return d.replace(/\d(?=\d{4})/g, 'x');
  return `${d.slice(0, 3)}-xxx-${d.slice(6)}`;
}

/** The first day of the Bangkok month `day` is in. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** GET /api/affiliate/v2/configs: the programme's rules as the public page shows them (baht, percents). */
export async function affiliateConfig(db: Db): Promise<AffiliateConfigData> {
  const s = (await rewardSettings(db)).affiliate;
  const level = (n: number, rates: AffiliateSettings['level1']) => ({
    level: n,
    rates: TURNOVER_PRODUCTS.filter((p) => (rates[p] ?? 0) > 0).map((p) => ({
      product: p,
      product_name: PRODUCT_NAMES[p],
      percent: rates[p] as number,
    })),
  });
  return {
    enabled: s.enabled,
    basis: s.basis,
    basis_name: AFFILIATE_BASIS_NAMES[s.basis],
    levels: [level(1, s.level1), level(2, s.level2)],
    min_redeem: s.min_redeem,
    max_per_day: s.max_per_day,
    turnover_multiplier: s.turnover_multiplier,
  };
}

async function codeOf(db: Db, memberId: number): Promise<string> {
  const m = await db.selectFrom('member_public').select('referral_code').where('id', '=', memberId).executeTakeFirstOrThrow();
  return m.referral_code;
}

export const referralLink = (origin: string, code: string) => `${origin}/register?ref=${encodeURIComponent(code)}`;

type Counts = AffiliateNetworkData['counts'];

/** The member's referrals at each level, all and qualified (the two referral indexes). */
async function networkCounts(db: Db, memberId: number): Promise<Counts> {
  const r = await sql<Counts>`
    select (select count(*) from affiliate_referral where referrer_id = ${memberId}::bigint)::int as level1,
           (select count(*) from affiliate_referral where upline_id = ${memberId}::bigint)::int as level2,
           (select count(*) from affiliate_referral where referrer_id = ${memberId}::bigint and status = 'qualified')::int as level1_qualified,
           (select count(*) from affiliate_referral where upline_id = ${memberId}::bigint and status = 'qualified')::int as level2_qualified`.execute(
    db,
  );
  return r.rows[0];
}

/**
 * POST /api/affiliate/network: the member's link, counts per level and a page of their referrals
 * (level 1 and 2, or one level), newest first: masked phone, joined date, status, and each one's
 * turnover (stakes recorded) this Bangkok month and all time. Only the caller's own referrals.
 */
export async function affiliateNetwork(
  db: Db,
  memberId: number,
  origin: string,
  q: { level?: 1 | 2; page: number; page_size: number },
  now = new Date(),
): Promise<AffiliateNetworkData> {
  const [code, counts] = await Promise.all([codeOf(db, memberId), networkCounts(db, memberId)]);
  const total = q.level === 1 ? counts.level1 : q.level === 2 ? counts.level2 : counts.level1 + counts.level2;
  const month = monthStart(bangkokToday(now));
  const levels = [
    q.level !== 2
      ? sql`select member_id, 1 as level, status, created_at from affiliate_referral where referrer_id = ${memberId}::bigint`
      : null,
    q.level !== 1
      ? sql`select member_id, 2 as level, status, created_at from affiliate_referral where upline_id = ${memberId}::bigint`
      : null,
  ].filter((x) => x !== null);
  const rows = await sql<{
    level: number;
    phone: string;
    joined_at: Date;
    status: ReferralStatus;
    turnover_month: number;
    turnover_total: number;
  }>`
    select x.level, m.phone, m.created_at as joined_at, x.status,
           coalesce((select sum(t.stake) from ${turnoverRows({ member: sql`x.member_id`, from: month })} t), 0)::bigint as turnover_month,
           coalesce((select sum(t.stake) from ${turnoverRows({ member: sql`x.member_id` })} t), 0)::bigint as turnover_total
      from (${sql.join(levels, sql` union all `)}) x
      join member_public m on m.id = x.member_id
     order by x.created_at desc, x.member_id desc
     limit ${q.page_size}::int offset ${(q.page - 1) * q.page_size}::int`.execute(db);
  return {
    code,
    link: referralLink(origin, code),
    counts,
    items: rows.rows.map((r) => ({
      level: r.level,
      phone_masked: maskPhone(r.phone),
      joined_at: new Date(r.joined_at).toISOString(),
      status: r.status,
      status_name: REFERRAL_STATUS_NAMES[r.status],
      turnover_month: satangToBaht(Number(r.turnover_month)),
      turnover_total: satangToBaht(Number(r.turnover_total)),
    })),
    page: q.page,
    page_size: q.page_size,
    total,
  };
}

/** An earning's per level and product figures, as the wire shows them. */
export function detailFigures(detail: EarningDetail) {
  const out: { level: number; product: string; product_name: string; base: number; percent: number; amount: number }[] = [];
  for (const level of ['1', '2']) {
    for (const [product, f] of Object.entries(detail?.[level] ?? {})) {
      out.push({
        level: Number(level),
        product,
        product_name: PRODUCT_NAMES[product] ?? product,
        base: satangToBaht(Number(f.base)),
        percent: Number(f.bp) / 100,
        amount: satangToBaht(Number(f.amount)),
      });
    }
  }
  return out;
}

/**
 * GET /api/affiliate/transactions: the member's daily earnings, newest day first. `amount` is what
 * the day brought with operators' corrections; a frozen day was not credited (its corrections were).
 */
export async function affiliateEarnings(db: Db, memberId: number, q: { page: number; page_size: number }): Promise<AffiliateEarningsData> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('affiliate_earning')
      .select(['day', 'level1', 'level2', 'amount', 'corrected', 'status', 'detail'])
      .where('member_id', '=', memberId)
      .orderBy('day', 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    db
      .selectFrom('affiliate_earning')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      day: r.day,
      level1: satangToBaht(r.level1),
      level2: satangToBaht(r.level2),
      amount: satangToBaht((r.status === 'credited' ? r.amount : 0) + r.corrected),
      status: r.status,
      status_name: EARNING_STATUS_NAMES[r.status],
      products: detailFigures(r.detail),
    })),
    page: q.page,
    page_size: q.page_size,
    total: Number(count.n),
  };
}

/** The deepest page of movements served (a page is read from the newest through it). */
const MOVEMENTS_MAX_ROWS = 5_000;

/**
 * GET /api/affiliate/v2/transactions: the affiliate account's movements, newest first, each with the
 * account's balance after it (earnings +, redeems -, corrections either way). Only the caller's account.
 */
export async function affiliateMovements(
  db: Db,
  memberId: number,
  q: { page: number; page_size: number },
): Promise<AffiliateMovementsData> {
  const account = await affiliateAccount(db, memberId);
  const empty = { items: [], page: q.page, page_size: q.page_size, total: 0 };
  if (!account) return empty;
  const upto = q.page * q.page_size;
  const total = await accountTransferCount(db, account.id);
  if (upto > MOVEMENTS_MAX_ROWS) return { ...empty, total };
  const rows = (await accountTransfers(db, [account.id], { limit: upto })).slice(upto - q.page_size);
  return {
    items: rows.map((r) => {
      const incoming = r.credit_account_id === account.id;
      const t = MOVEMENT_TYPES[r.kind as keyof typeof MOVEMENT_TYPES] ?? { type: 'correction' as const, name: r.kind };
      const after = incoming ? r.credit_balance_after : r.debit_balance_after;
      return {
        id: r.id,
        type: t.type,
        type_name: t.name,
        amount: satangToBaht(incoming ? r.amount : -r.amount),
        balance_after: r.status === 'posted' && after !== null ? satangToBaht(after) : null,
        reference: r.reference,
        created_at: r.created_at.toISOString(),
      };
    }),
    page: q.page,
    page_size: q.page_size,
    total,
  };
}

async function isFrozen(db: Db, memberId: number): Promise<boolean> {
  return (await db.selectFrom('affiliate_freeze').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
}

/**
 * Today's running estimate (satang): what today's figures so far would earn, computed live in ONE
 * statement from the member's qualified referrals (the referral indexes) and each one's own figures
 * (the turnover key, the lotto bills' member index), as the daily job computes the day. Not credited.
 */
export async function todayEstimate(db: Db, memberId: number, s: AffiliateSettings, today: string): Promise<number> {
  // Each referral's own figures, through a lateral join on its id.
  const perReferral = figuresSql(today, today, sql`x.member_id`);
  const r = await sql<{ amount: number | null }>`
    with x as (
      select member_id, 1 as level from affiliate_referral where referrer_id = ${memberId}::bigint and status = 'qualified'
      union all
      select member_id, 2 from affiliate_referral where upline_id = ${memberId}::bigint and status = 'qualified'
    ),
    b as (select x.level, f.product, ${baseSql(s)} as base from x cross join lateral ${perReferral} f)
    select sum(p.amount)::bigint as amount from (
      select floor(sum(b.base) * rt.bp / 10000)::bigint as amount
        from b join ${ratesSql(s)} rt on rt.level = b.level and rt.product = b.product
       where b.base > 0
       group by b.level, b.product, rt.bp) p`.execute(db);
  const amount = Number(r.rows[0]?.amount ?? 0);
  const cap = bahtToSatang(s.max_per_day);
  return cap > 0 ? Math.min(amount, cap) : amount;
}

/**
 * GET /api/affiliate/summary: link, today's running estimate, this Bangkok month's and all-time
 * earnings (credited days plus corrections), what is redeemable now (the affiliate account's
 * available balance), whether the member is frozen, and the level-1 referrals (all, qualified).
 */
export async function affiliateSummary(db: Db, memberId: number, origin: string, now = new Date()): Promise<AffiliateSummaryData> {
  const s = (await rewardSettings(db)).affiliate;
  const today = bangkokToday(now);
  const [code, counts, frozen, account, sums] = await Promise.all([
    codeOf(db, memberId),
    networkCounts(db, memberId),
    isFrozen(db, memberId),
    affiliateAccount(db, memberId),
    sql<{ month: number; total: number }>`
      select coalesce(sum(case when status = 'credited' then amount else 0 end + corrected) filter (where day >= ${monthStart(today)}::date), 0)::bigint as month,
             coalesce(sum(case when status = 'credited' then amount else 0 end + corrected), 0)::bigint as total
        from affiliate_earning where member_id = ${memberId}::bigint`.execute(db),
  ]);
  const estimate = frozen || !s.enabled ? 0 : await todayEstimate(db, memberId, s, today);
  return {
    code,
    link: referralLink(origin, code),
    today: satangToBaht(estimate),
    month: satangToBaht(Number(sums.rows[0].month)),
    total: satangToBaht(Number(sums.rows[0].total)),
    redeemable: satangToBaht(account?.available ?? 0),
    min_redeem: s.min_redeem,
    frozen,
    referrals: counts.level1,
    qualified: counts.level1_qualified,
  };
}

/** The ledger key of a redeem: a retry with the same request key credits once. */
export const redeemKey = (memberId: number, requestKey: string) => `affiliate:redeem:${memberId}:${requestKey}`;

/**
 * POST /api/affiliate/redeem: moves affiliate earnings to the main wallet (kind affiliate), all that
 * is available when no amount is given; at least min_redeem (AFFILIATE_BELOW_MIN_REDEEM), never more
 * than available (AFFILIATE_INSUFFICIENT), never while frozen (AFFILIATE_FROZEN). Keyed by the
 * request key: a retry answers the first redeem and moves nothing. With turnover_multiplier > 0 the
 * money carries a requirement (source affiliate) of multiplier x amount.
 */
export async function redeemAffiliate(
  db: Db,
  memberId: number,
  body: { amount?: number; request_key: string },
  now = new Date(),
): Promise<{ data: AffiliateRedeemData; message: string }> {
  const key = redeemKey(memberId, body.request_key);
  const seen = await replayOf(db, memberId, key);
  if (seen) return seen;
  const s = (await rewardSettings(db)).affiliate;
  if (!s.enabled) fail(Errors.AFFILIATE_DISABLED);
  if (await isFrozen(db, memberId)) fail(Errors.AFFILIATE_FROZEN);
  const account = await affiliateAccount(db, memberId);
  const available = account?.available ?? 0;
  const amount = body.amount === undefined ? available : bahtToSatang(body.amount);
  if (amount < bahtToSatang(s.min_redeem) || amount <= 0) {
    if (amount <= 0 && bahtToSatang(s.min_redeem) === 0) fail(Errors.AFFILIATE_INSUFFICIENT);
    fail(Errors.AFFILIATE_BELOW_MIN_REDEEM);
  }
  if (!account || amount > available) fail(Errors.AFFILIATE_INSUFFICIENT);
  const main = await mainWallet(db, memberId);
  if (!main) throw new Error(`member ${memberId} has no main wallet`);
  const required = s.turnover_multiplier > 0 ? Math.round(amount * s.turnover_multiplier) : 0;

  const moved = await inTransaction(db, async (trx) => {
    // A freeze made meanwhile wins: the freeze row is read again in the redeem's transaction.
    if (await isFrozen(trx, memberId)) fail(Errors.AFFILIATE_FROZEN);
    let r: Awaited<ReturnType<typeof transfer>>;
    try {
      r = await transfer(trx, {
        key,
        kind: 'affiliate',
        currency: 'THB',
        debit: account.id,
        credit: main.id,
        amount,
        reference: `affiliate:redeem:${body.request_key}`,
        metadata: { request_key: body.request_key, required_turnover: required },
      });
    } catch (e) {
      // Another redeem spent it first.
      if (e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code) fail(Errors.AFFILIATE_INSUFFICIENT);
      throw e;
    }
    if (!r.replayed && required > 0) {
      await createRequirement(
        trx,
        { memberId, source: 'affiliate', sourceId: `redeem:${r.id}`, requiredTurnover: required, title: 'รายได้แนะนำเพื่อน' },
        now,
      );
    }
    return r;
  });
  if (moved.replayed) {
    const again = await replayOf(db, memberId, key);
    if (again) return again;
  }
  const data = {
    amount: satangToBaht(amount),
    balance: satangToBaht(moved.creditBalanceAfter ?? 0),
    redeemable: satangToBaht((await affiliateAccount(db, memberId))?.available ?? 0),
    required_turnover: required > 0 ? satangToBaht(required) : null,
  };
  return { data, message: redeemMessage(amount) };
}

const redeemMessage = (amount: number) => `ถอนรายได้แนะนำเพื่อน ${bahtText(amount)} บาทเข้ากระเป๋าหลักแล้ว`;

/** The answer of a redeem already made under this key (the first answer again), or undefined. */
async function replayOf(db: Db, memberId: number, key: string): Promise<{ data: AffiliateRedeemData; message: string } | undefined> {
  const row = await sql<{ id: number | null }>`select ${transferIdByKey(sql`${key}::text`)} as id`.execute(db);
  const id = row.rows[0]?.id;
  if (id === null || id === undefined) return undefined;
  const t = await transferById(db, Number(id));
  if (!t) return undefined;
  const required = Number((t.metadata as { required_turnover?: number } | null)?.required_turnover ?? 0);
  const account = await affiliateAccount(db, memberId);
  return {
    data: {
      amount: satangToBaht(t.amount),
      balance: satangToBaht(t.credit_balance_after ?? 0),
      redeemable: satangToBaht(account?.available ?? 0),
      required_turnover: required > 0 ? satangToBaht(required) : null,
    },
    message: redeemMessage(t.amount),
  };
}
