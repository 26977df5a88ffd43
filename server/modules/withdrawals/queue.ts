import type {
  AdminQueueWithdrawal,
  AdminWithdrawalQueuePage,
  AdminWithdrawalRecent,
  AdminWithdrawalsWaiting,
} from '@contract/admin-withdrawals';
import { satangToBaht } from '@contract/money';
import { bangkokDayEnd, bangkokDayStart } from '@contract/thai-calendar';
import type { WithdrawalStatus } from '@contract/withdrawals';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { creditedSince } from '../ledger';
import { mainWalletRelation } from '../ledger/steps';
import { blockingRequirement } from '../requirements';
import { adminQuery, toAdminWire } from './operator';
import './tables';

/**
 * The back office's withdrawal queue (GET /api/admin/withdrawals): one page of withdrawals with what
 * the operator checks before paying. One statement reads the page (member, bank, the main wallet
 * through the ledger's `mainWalletRelation`, the live claim and its holder); then, per member on the
 * page, the requirement module's `blockingRequirement` (pending rows only) and the ledger's
 * `creditedSince` (deposits of the last 7 days), and one grouped statement over this module's own
 * table for the member's withdrawals of the last 7 days.
 */

export const RECENT_DAYS = 7;

export type QueueQuery = {
  status?: WithdrawalStatus;
  member_id?: number;
  q?: string;
  from?: string;
  to?: string;
  sort?: 'created_at' | 'amount';
  dir: 'asc' | 'desc';
  page: number;
  page_size: number;
};

/** LIKE's own characters taken literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered<Q extends { where: (...args: never[]) => unknown }>(query: Q, q: QueueQuery): Q {
  // biome-ignore lint/suspicious/noExplicitAny: the same filters on the page's and the count's query builders.
  let b = query as any;
  if (q.status) b = b.where('w.status', '=', q.status);
  if (q.member_id) b = b.where('w.member_id', '=', q.member_id);
  if (q.from) b = b.where('w.created_at', '>=', bangkokDayStart(q.from));
  if (q.to) b = b.where('w.created_at', '<', bangkokDayEnd(q.to));
  if (q.q) {
    const text = `%${likeText(q.q)}%`;
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's expression builder of either query.
    b = b.where((eb: any) =>
      eb.or([
        eb('m.phone', 'like', text),
        eb(sql`m.first_name || ' ' || m.last_name`, 'ilike', text),
        eb('w.account_number', 'like', text),
        eb('w.account_name', 'ilike', text),
      ]),
    );
  }
  return b as Q;
}

export async function listQueue(db: Db, operatorId: number, q: QueueQuery): Promise<AdminWithdrawalQueuePage> {
  const wallet = (col: 'balance' | 'available') =>
    sql<number | null>`(select r.${sql.raw(col)} from ${mainWalletRelation(sql.ref('w.member_id'))} r)`;
  let page = filtered(
    adminQuery(db)
      .leftJoin('operator_public as c', (j) =>
        j.onRef('c.id', '=', 'w.claimed_by_operator').on(sql<boolean>`w.claim_expires_at > now()`).on('w.status', '=', 'pending'),
      )
      .select([
        'm.phone as member_username',
        'c.id as claim_operator_id',
        'c.username as claim_username',
        'c.display_name as claim_display_name',
        'w.claim_expires_at',
        wallet('balance').as('wallet_balance'),
        wallet('available').as('wallet_available'),
      ]),
    q,
  );
  const dir = q.dir;
  if (q.sort) page = page.orderBy(`w.${q.sort}`, dir).orderBy('w.id', dir);
  // No sort asked: pending ones oldest first (first come, first paid), the rest newest first.
  else page = page.orderBy('w.id', q.status === 'pending' ? 'asc' : 'desc');
  const counted = filtered(db.selectFrom('withdrawal as w').innerJoin('member_public as m', 'm.id', 'w.member_id'), q);
  const [{ total }, rows] = await Promise.all([
    counted.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    page
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);

  const members = [...new Set(rows.map((r) => r.member_id))];
  const pendingMembers = new Set(rows.filter((r) => r.status === 'pending').map((r) => r.member_id));
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const [recent, perMember] = await Promise.all([
    recentWithdrawals(db, members, since),
    Promise.all(
      members.map(async (id) => {
        const [deposits, requirement] = await Promise.all([
          creditedSince(db, id, 'deposit', since),
          pendingMembers.has(id) ? blockingRequirement(db, id) : null,
        ]);
        return [id, { deposits, requirement }] as const;
      }),
    ),
  ]);
  const byMember = new Map(perMember);

  const items: AdminQueueWithdrawal[] = rows.map((r) => {
    const extra = byMember.get(r.member_id);
    const mine = recent.get(r.member_id);
    const req = extra?.requirement ?? null;
    const recentOf: AdminWithdrawalRecent = {
      days: RECENT_DAYS,
      deposits: satangToBaht(extra?.deposits ?? 0),
      withdrawals_paid: satangToBaht(mine?.paid ?? 0),
      withdrawals_paid_count: mine?.paidCount ?? 0,
      withdrawals_rejected_count: mine?.rejectedCount ?? 0,
    };
    return {
      ...toAdminWire(r),
      member_username: r.member_username,
      balance: { balance: satangToBaht(Number(r.wallet_balance ?? 0)), available: satangToBaht(Number(r.wallet_available ?? 0)) },
      requirement: req
        ? { required: satangToBaht(req.required), done: satangToBaht(req.done), remaining: satangToBaht(req.remaining) }
        : null,
      recent: recentOf,
      claim:
        r.claim_operator_id !== null && r.claim_expires_at
          ? {
              operator_id: r.claim_operator_id,
              username: r.claim_username ?? '',
              display_name: r.claim_display_name ?? '',
              expires_at: r.claim_expires_at.toISOString(),
              mine: r.claim_operator_id === operatorId,
            }
          : null,
    };
  });
  return { items, page: q.page, page_size: q.page_size, total: Number(total) };
}

/** The members' withdrawals since `since`: paid (approved) amount and count, rejected count; one grouped statement. */
async function recentWithdrawals(db: Db, members: number[], since: Date) {
  const out = new Map<number, { paid: number; paidCount: number; rejectedCount: number }>();
  if (members.length === 0) return out;
  const rows = await db
    .selectFrom('withdrawal')
    .select([
      'member_id',
      sql<string>`coalesce(sum(amount) filter (where status = 'approved'), 0)`.as('paid'),
      sql<string>`count(*) filter (where status = 'approved')`.as('paid_count'),
      sql<string>`count(*) filter (where status = 'rejected')`.as('rejected_count'),
    ])
    .where('member_id', 'in', members)
    .where('created_at', '>=', since)
    .groupBy('member_id')
    .execute();
  for (const r of rows)
    out.set(r.member_id, { paid: Number(r.paid), paidCount: Number(r.paid_count), rejectedCount: Number(r.rejected_count) });
  return out;
}

/** What the menu badge polls: how many wait and the newest one's id (the partial index on pending). */
export async function waitingWithdrawals(db: Db): Promise<AdminWithdrawalsWaiting> {
  const row = await db
    .selectFrom('withdrawal')
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string | null>`max(id)`.as('latest_id'),
      sql<Date | null>`min(created_at)`.as('oldest_at'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    latest_id: row.latest_id === null ? null : Number(row.latest_id),
    oldest_at: row.oldest_at ? new Date(row.oldest_at).toISOString() : null,
  };
}
