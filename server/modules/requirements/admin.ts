import type { AdminRequirement, AdminRequirementQuery } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { type ForfeitRule, REQUIREMENT_SOURCE_NAMES } from '@contract/promotions';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { cancelRequirement } from './cancel';
import { requirementRecords } from './records';
import './tables';

type Query = z.output<typeof AdminRequirementQuery>;

function base(db: Db, q: Query) {
  let b = db.selectFrom('wagering_requirement as r').innerJoin('member_public as m', 'm.id', 'r.member_id');
  if (q.status) b = b.where('r.status', '=', q.status);
  if (q.source) b = b.where('r.source', '=', q.source as never);
  const term = q.q?.trim();
  if (term) {
    const id = /^\d{1,9}$/.test(term) ? Number(term) : null;
    b = b.where((eb) =>
      id !== null ? eb.or([eb('m.phone', 'like', `%${term}%`), eb('m.id', '=', id)]) : eb('m.phone', 'like', `%${term}%`),
    );
  }
  return b;
}

const COLUMNS = [
  'r.id',
  'r.member_id',
  'm.phone',
  'm.first_name',
  'm.last_name',
  'r.source',
  'r.title',
  'r.kind',
  'r.bonus_amount',
  'r.max_withdrawal',
  'r.status',
  'r.forfeit_reason',
  'r.end_note',
  'r.forfeit_rule',
  'r.started_at',
  'r.expires_at',
  'r.ended_at',
] as const;

type Row = {
  id: number;
  member_id: number;
  phone: string;
  first_name: string;
  last_name: string;
  source: string;
  title: string;
  kind: 'turnover' | 'balance';
  bonus_amount: number;
  max_withdrawal: number | null;
  status: 'active' | 'met' | 'forfeited';
  forfeit_reason: string | null;
  end_note: string | null;
  forfeit_rule: ForfeitRule;
  started_at: Date;
  expires_at: Date | null;
  ended_at: Date | null;
};

async function toAdmin(db: Db, rows: Row[]): Promise<AdminRequirement[]> {
  const records = await requirementRecords(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const rec = records.get(r.id);
    const required = rec?.required ?? 0;
    const done = rec?.done ?? 0;
    return {
      id: r.id,
      member_id: r.member_id,
      member_phone: r.phone,
      member_name: `${r.first_name} ${r.last_name}`,
      source: r.source,
      source_name: REQUIREMENT_SOURCE_NAMES[r.source] ?? r.source,
      title: r.title,
      kind: r.kind,
      required: satangToBaht(required),
      done: satangToBaht(done),
      remaining: satangToBaht(r.status === 'active' ? Math.max(required - done, 0) : 0),
      bonus: satangToBaht(r.bonus_amount),
      max_withdrawal: r.max_withdrawal === null ? null : satangToBaht(r.max_withdrawal),
      status: r.status,
      forfeit_reason: r.forfeit_reason,
      forfeited_amount: satangToBaht(rec?.forfeitedAmount ?? 0),
      end_note: r.end_note,
      forfeit_rule: r.forfeit_rule,
      started_at: r.started_at.toISOString(),
      expires_at: r.expires_at ? r.expires_at.toISOString() : null,
      ended_at: r.ended_at ? r.ended_at.toISOString() : null,
    };
  });
}

/** GET /api/admin/requirements: every member's requirements, filtered, sorted and offset-paged (a read: it ends nothing). */
export async function listRequirements(db: Db, q: Query) {
  const sort = q.sort === 'bonus' ? 'r.bonus_amount' : q.sort === 'started_at' ? 'r.started_at' : 'r.id';
  const { dir, page, page_size: pageSize } = q;
  const [{ total }, rows] = await Promise.all([
    base(db, q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    base(db, q)
      .select(COLUMNS)
      .orderBy(sort, dir)
      .orderBy('r.id', dir)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { items: await toAdmin(db, rows as Row[]), page, page_size: pageSize, total: Number(total) };
}

/** One requirement as the back office shows it. */
async function adminRequirement(db: Db, id: number): Promise<AdminRequirement> {
  const row = await db
    .selectFrom('wagering_requirement as r')
    .innerJoin('member_public as m', 'm.id', 'r.member_id')
    .select(COLUMNS)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) fail(Errors.REQUIREMENT_NOT_FOUND);
  return (await toAdmin(db, [row as Row]))[0];
}

/**
 * POST /api/admin/requirements/:id/cancel: an operator ends a member's active requirement with a
 * reason; its forfeit rule applies (forfeit_reason 'operator', ended_by_operator, end_note) and the
 * cancel is audited as requirement.cancel, all in one transaction.
 */
export async function operatorCancelRequirement(
  db: Db,
  operatorId: number,
  id: number,
  reason: string,
  now = new Date(),
): Promise<AdminRequirement> {
  const row = await db.selectFrom('wagering_requirement').select('member_id').where('id', '=', id).executeTakeFirst();
  if (!row) fail(Errors.REQUIREMENT_NOT_FOUND);
  await cancelRequirement(db, row.member_id, id, { now, operatorId, note: reason });
  return adminRequirement(db, id);
}
