import type { AdminPromotion, AdminPromotionBody, AdminPromotionQuery, AdminTakerQuery } from '@contract/admin-promotions';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { GRANT_OUTCOMES, type GrantOutcome } from '@contract/promotions';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { inTransaction } from '../ledger';
import { requirementRecords } from '../requirements';
import { adminPromotionWire, type PromotionFigures } from './wire';
import './tables';

type Body = z.output<typeof import('@contract/admin-promotions').AdminPromotionBody>;
type Query = z.output<typeof import('@contract/admin-promotions').AdminPromotionQuery>;
type TakerQuery = z.output<typeof import('@contract/admin-promotions').AdminTakerQuery>;

export type { AdminPromotionBody, AdminPromotionQuery, AdminTakerQuery };

const invalid = (field: string, message: string): never => fail(Errors.VALIDATION, { fields: { [field]: message } }, message);

/** The body as the table stores it (satang, basis points), with the checks the schema cannot make alone. */
function columnsOf(b: Body) {
  const satangOrNull = (baht: number | null) => (baht === null ? null : bahtToSatang(baht));
  if (b.max_bonus === 0) invalid('max_bonus', 'โบนัสสูงสุดต้องมากกว่า 0 (เว้นว่างถ้าไม่จำกัด)');
  if (b.max_withdrawal === 0) invalid('max_withdrawal', 'ถอนได้สูงสุดต้องมากกว่า 0 (เว้นว่างถ้าไม่จำกัด)');
  if (b.requirement_kind === 'balance' && b.turnover_multiplier < 1)
    invalid('turnover_multiplier', 'เป้ายอดเงิน (ทำยอด) ต้องอย่างน้อย 1 เท่าของยอดฝากรวมโบนัส');
  if (Math.round(b.percent * 100) !== b.percent * 100) invalid('percent', 'เปอร์เซ็นต์มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
  return {
    title: b.title,
    description: b.description,
    terms: b.terms,
    image: b.image || null,
    type: b.type,
    visibility: b.visibility,
    percent_bp: b.type === 'fixed' ? 0 : Math.round(b.percent * 100),
    fixed_bonus: b.type === 'fixed' ? bahtToSatang(b.fixed_bonus) : 0,
    max_bonus: b.type === 'fixed' ? null : satangOrNull(b.max_bonus),
    min_deposit: bahtToSatang(b.min_deposit),
    requirement_kind: b.requirement_kind,
    turnover_multiplier: b.turnover_multiplier.toFixed(2),
    turnover_base: b.turnover_base,
    weights: JSON.stringify(b.weights),
    max_withdrawal: satangOrNull(b.max_withdrawal),
    balance_floor: bahtToSatang(b.balance_floor),
    requirement_days: b.requirement_days,
    forfeit_rule: b.forfeit_rule,
    ends_at: b.ends_at,
    sort: b.sort,
  };
}

const EMPTY: PromotionFigures = { takers: 0, refused: 0, bonus_paid: 0, forfeited: 0, turnover: 0 };

/**
 * Per promotion: grants (takers), refusals, bonus paid, what its requirements forfeited, and the
 * turnover they produced (a met requirement's whole target, an active one's progress so far).
 */
async function figures(db: Db, ids: number[]): Promise<Map<number, PromotionFigures>> {
  const out = new Map<number, PromotionFigures>();
  if (ids.length === 0) return out;
  const grants = await db
    .selectFrom('promotion_grant')
    .select([
      'promotion_id',
      sql<number>`count(*) filter (where status = 'granted')::int`.as('takers'),
      sql<number>`count(*) filter (where status = 'refused')::int`.as('refused'),
      sql<string>`coalesce(sum(bonus), 0)::text`.as('bonus_paid'),
    ])
    .where('promotion_id', 'in', ids)
    .groupBy('promotion_id')
    .execute();
  for (const g of grants)
    out.set(g.promotion_id as number, { ...EMPTY, takers: g.takers, refused: g.refused, bonus_paid: Number(g.bonus_paid) });
  const reqs = await db
    .selectFrom('promotion_grant')
    .select(['promotion_id', 'requirement_id'])
    .where('promotion_id', 'in', ids)
    .where('requirement_id', 'is not', null)
    .execute();
  const records = await requirementRecords(
    db,
    reqs.map((r) => r.requirement_id as number),
  );
  for (const r of reqs) {
    const rec = records.get(r.requirement_id as number);
    const f = out.get(r.promotion_id as number);
    if (!rec || !f) continue;
    f.forfeited += rec.forfeitedAmount;
    f.turnover += rec.status === 'met' ? rec.required : Math.min(rec.done, rec.required);
  }
  return out;
}

async function one(db: Db, id: number): Promise<AdminPromotion> {
  const p = await db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) fail(Errors.PROMOTION_NOT_FOUND);
  return adminPromotionWire(p, (await figures(db, [id])).get(id) ?? EMPTY);
}

/** GET /api/admin/promotions: every promotion (any status, both visibilities) with its figures, paged. */
export async function listAdminPromotions(db: Db, q: Query) {
  let base = db.selectFrom('promotion as p');
  if (q.status) base = base.where('p.status', '=', q.status);
  const total = (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const dir = q.dir;
  let rows = base.selectAll('p');
  if (q.sort === 'takers' || q.sort === 'bonus_paid') {
    const figure = q.sort === 'takers' ? sql`count(*) filter (where g.status = 'granted')` : sql`coalesce(sum(g.bonus), 0)`;
    rows = rows.orderBy(sql`(select ${figure} from promotion_grant g where g.promotion_id = p.id)`, dir);
  } else rows = rows.orderBy(`p.${q.sort ?? 'id'}`, q.sort ? dir : 'desc');
  const items = await rows
    .orderBy('p.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const f = await figures(
    db,
    items.map((p) => p.id),
  );
  return {
    items: items.map((p) => adminPromotionWire(p, f.get(p.id) ?? EMPTY)),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

export const adminPromotion = one;

/** POST /api/admin/promotions (audited). */
export async function createPromotion(db: Db, operatorId: number, body: Body, now: Date = new Date()): Promise<AdminPromotion> {
  const cols = columnsOf(body);
  const startsAt = body.starts_at ? new Date(body.starts_at) : now;
  if (cols.ends_at && Date.parse(cols.ends_at) <= startsAt.getTime()) invalid('ends_at', 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม');
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('promotion')
      .values({ ...cols, starts_at: startsAt, created_by: operatorId, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, operatorId, 'promotion.create', `promotion:${row.id}`, { title: cols.title, type: cols.type });
    return row.id;
  });
  return one(db, id);
}

/** PUT /api/admin/promotions/:id (audited): new terms apply to deposits from now; grants keep theirs. */
export async function updatePromotion(db: Db, operatorId: number, id: number, body: Body, now: Date = new Date()): Promise<AdminPromotion> {
  const cols = columnsOf(body);
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('promotion').select(['starts_at', 'title']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) fail(Errors.PROMOTION_NOT_FOUND);
    const startsAt = body.starts_at ? new Date(body.starts_at) : before.starts_at;
    if (cols.ends_at && Date.parse(cols.ends_at) <= startsAt.getTime()) invalid('ends_at', 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม');
    await trx
      .updateTable('promotion')
      .set({ ...cols, starts_at: startsAt, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, operatorId, 'promotion.update', `promotion:${id}`, { before: before.title, title: cols.title });
  });
  return one(db, id);
}

/** POST /api/admin/promotions/:id/status (audited): active, paused (no new grants, choices refused at deposit) or ended. */
export async function setPromotionStatus(
  db: Db,
  operatorId: number,
  id: number,
  status: 'active' | 'paused' | 'ended',
  now: Date = new Date(),
) {
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('promotion').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) fail(Errors.PROMOTION_NOT_FOUND);
    await trx.updateTable('promotion').set({ status, updated_at: now }).where('id', '=', id).execute();
    await recordAudit(trx, operatorId, 'promotion.status', `promotion:${id}`, { from: before.status, to: status });
  });
  return one(db, id);
}

/** A grant's outcome: refused, or its requirement's state. */
function outcomeOf(status: 'granted' | 'refused', req: string | null | undefined): GrantOutcome {
  if (status === 'refused') return 'refused';
  return (GRANT_OUTCOMES as readonly string[]).includes(req ?? '') ? (req as GrantOutcome) : 'active';
}

/** GET /api/admin/promotions/:id/takers: each deposit's outcome under the promotion, newest first. */
export async function promotionTakers(db: Db, id: number, q: TakerQuery) {
  const p = await db.selectFrom('promotion').select('id').where('id', '=', id).executeTakeFirst();
  if (!p) fail(Errors.PROMOTION_NOT_FOUND);
  let base = db
    .selectFrom('promotion_grant as g')
    .innerJoin('member_public as m', 'm.id', 'g.member_id')
    .leftJoin('wagering_requirement as r', 'r.id', 'g.requirement_id')
    .where('g.promotion_id', '=', id);
  if (q.outcome === 'refused') base = base.where('g.status', '=', 'refused');
  else if (q.outcome) base = base.where('g.status', '=', 'granted').where('r.status', '=', q.outcome);
  const total = (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const sortColumn = q.sort === 'bonus' ? 'g.bonus' : q.sort === 'deposit_amount' ? 'g.deposit_amount' : 'g.id';
  const rows = await base
    .select([
      'g.id',
      'g.member_id',
      'm.phone',
      'm.first_name',
      'm.last_name',
      'g.deposit_amount',
      'g.bonus',
      'g.status',
      'g.reason',
      'g.requirement_id',
      'g.created_at',
      'r.status as requirement_status',
    ])
    .orderBy(sortColumn, q.dir)
    .orderBy('g.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const records = await requirementRecords(
    db,
    rows.filter((r) => r.requirement_id !== null).map((r) => r.requirement_id as number),
  );
  return {
    items: rows.map((r) => {
      const rec = r.requirement_id !== null ? records.get(r.requirement_id) : undefined;
      return {
        grant_id: r.id,
        member_id: r.member_id,
        member_phone: r.phone,
        member_name: `${r.first_name} ${r.last_name}`.trim(),
        deposit_amount: satangToBaht(r.deposit_amount),
        bonus: satangToBaht(r.bonus),
        outcome: outcomeOf(r.status, rec?.status ?? r.requirement_status),
        reason: r.reason,
        requirement_id: r.requirement_id,
        required: satangToBaht(rec?.required ?? 0),
        done: satangToBaht(rec ? (rec.status === 'met' ? rec.required : Math.min(rec.done, rec.required)) : 0),
        forfeited: satangToBaht(rec?.forfeitedAmount ?? 0),
        created_at: r.created_at.toISOString(),
      };
    }),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}
