import { BILL_STATUS_NAMES, type BillStatus } from '@contract/lotto-names';
import type { Db } from '../../db';
import './tables';

/** One lotto bill of a member for the back office (satang). */
export type MemberBill = {
  id: number;
  round_id: number;
  category_name: string;
  draw_date: string;
  round_no: number | null;
  status: BillStatus;
  status_name: string;
  item_count: number;
  total_amount: number;
  total_win: number;
  created_at: Date;
};

/**
 * The member's lotto bills with their round (category, draw date, Yeekee round number), filtered by
 * status and creation time, offset-paged with a total and sorted by `sort`. Only that member's bills.
 */
export async function memberBills(
  db: Db,
  memberId: number,
  q: {
    status?: BillStatus;
    from?: Date;
    until?: Date;
    sort: 'created_at' | 'total_amount' | 'total_win';
    dir: 'asc' | 'desc';
    page: number;
    page_size: number;
  },
): Promise<{ items: MemberBill[]; total: number }> {
  let base = db.selectFrom('lotto_bill as b').where('b.member_id', '=', memberId);
  if (q.status) base = base.where('b.status', '=', q.status);
  if (q.from) base = base.where('b.created_at', '>=', q.from);
  if (q.until) base = base.where('b.created_at', '<', q.until);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('lotto_round as r', 'r.id', 'b.round_id')
      .innerJoin('lotto_category as c', 'c.id', 'r.category_id')
      .select([
        'b.id',
        'b.round_id',
        'c.name as category_name',
        'r.draw_date',
        'r.round_no',
        'b.status',
        'b.item_count',
        'b.total_amount',
        'b.total_win',
        'b.created_at',
      ])
      .orderBy(`b.${q.sort}`, q.dir)
      .orderBy('b.id', q.dir)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  return {
    total: Number(total),
    items: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      round_id: Number(r.round_id),
      total_amount: Number(r.total_amount),
      total_win: Number(r.total_win),
      status_name: BILL_STATUS_NAMES[r.status],
    })),
  };
}

/**
 * How many bills the member bought in [since, until) that were not cancelled or refunded (quests:
 * "buy N lotto bills"). One index range read of lotto_bill_member.
 */
export async function memberBillCount(db: Db, memberId: number, since: Date, until: Date | null): Promise<number> {
  let q = db
    .selectFrom('lotto_bill')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', 'not in', ['cancelled', 'refunded'])
    .where('created_at', '>=', since);
  if (until) q = q.where('created_at', '<', until);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
