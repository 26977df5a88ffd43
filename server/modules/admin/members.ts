import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { revokeAllSessions } from '../../lib/sessions';
import { AGENT_ID } from '../agent';
import { memberWallets } from '../ledger';
import { recordAudit } from './audit';

/** LIKE patterns treat the operator's text literally (PostgreSQL's default escape is backslash). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

async function bankAccountsOf(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, ReturnType<typeof toWireBank>[]>();
  const rows = await db
    .selectFrom('member_bank_public')
    .select(['id', 'member_id', 'bank_code', 'account_number', 'account_name', 'is_primary'])
    .where('member_id', 'in', memberIds)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  const byMember = new Map<number, ReturnType<typeof toWireBank>[]>();
  for (const r of rows) {
    const list = byMember.get(r.member_id) ?? [];
    list.push(toWireBank(r));
    byMember.set(r.member_id, list);
  }
  return byMember;
}

function toWireBank(r: { id: number; bank_code: string; account_number: string; account_name: string; is_primary: boolean }) {
  return {
    id: r.id,
    bank_code: r.bank_code,
    bank_name: bankByCode(r.bank_code)?.nameTh ?? r.bank_code,
    account_number: r.account_number,
    account_name: r.account_name,
    is_primary: r.is_primary,
  };
}

const summaryColumns = ['id', 'phone', 'first_name', 'last_name', 'status', 'vip_level', 'referral_code', 'created_at'] as const;

/**
 * Member search for operators: digits match the phone number or any bank account number (dashes and
 * spaces ignored); other text matches first, last or full name, or a referral code. Filtered by
 * status, ordered by `sort` (newest first by default).
 */
export async function searchMembers(
  db: Db,
  q: {
    q?: string;
    status?: 'active' | 'suspended';
    sort?: 'created_at' | 'id' | 'phone' | 'first_name' | 'vip_level';
    dir?: 'asc' | 'desc';
    page: number;
    page_size: number;
  },
) {
  let base = db.selectFrom('member_public as member').where('agent_id', '=', AGENT_ID);
  if (q.status) base = base.where('member.status', '=', q.status);
  const term = q.q?.trim() ?? '';
  if (term !== '') {
    const digits = term.replace(/[\s-]/g, '');
    if (/^\d+$/.test(digits)) {
      const like = `%${escapeLike(digits)}%`;
      base = base.where((eb) =>
        eb.or([
          eb('member.phone', 'like', like),
          eb.exists(
            eb
              .selectFrom('member_bank_public as b')
              .select('b.id')
              .whereRef('b.member_id', '=', 'member.id')
              .where('b.account_number', 'like', like),
          ),
        ]),
      );
    } else {
      const like = `%${escapeLike(term)}%`;
      base = base.where((eb) =>
        eb.or([
          eb('member.first_name', 'ilike', like),
          eb('member.last_name', 'ilike', like),
          eb(sql<string>`member.first_name || ' ' || member.last_name`, 'ilike', like),
          eb('member.referral_code', '=', term.toUpperCase()),
        ]),
      );
    }
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([...summaryColumns])
      .orderBy(q.sort ?? 'created_at', q.dir ?? 'desc')
      .orderBy('id', q.dir ?? 'desc')
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
  ]);
  const banks = await bankAccountsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), bank_accounts: banks.get(r.id) ?? [] })),
    page: q.page,
    page_size: q.page_size,
    total: Number(total),
  };
}

export async function memberDetail(db: Db, id: number) {
  const m = await db
    .selectFrom('member_public')
    .select([...summaryColumns, 'date_of_birth', 'line_id', 'referred_by'])
    .where('id', '=', id)
    .where('agent_id', '=', AGENT_ID)
    .executeTakeFirst();
  if (!m) fail(Errors.NOT_FOUND);
  const [banks, wallets] = await Promise.all([bankAccountsOf(db, [id]), memberWallets(db, id)]);
  return {
    ...m,
    username: m.phone,
    created_at: m.created_at.toISOString(),
    bank_accounts: banks.get(id) ?? [],
    wallets,
  };
}

/**
 * Suspends or reactivates a member. Suspension revokes every session the member holds in the same
 * transaction as the status change and its audit row; a status that is already set changes nothing.
 */
export async function setMemberStatus(db: Db, operatorId: number, id: number, input: { status: 'active' | 'suspended'; reason: string }) {
  await db.transaction().execute(async (trx) => {
    const m = await trx
      .selectFrom('member_public')
      .select(['status'])
      .where('id', '=', id)
      .where('agent_id', '=', AGENT_ID)
      .executeTakeFirst();
    if (!m) fail(Errors.NOT_FOUND);
    if (m.status === input.status) return;
    // Conditional on the status read above, so two operators racing cannot both record a change.
    const changed = await trx
      .updateTable('member')
      .set({ status: input.status })
      .where('id', '=', id)
      .where('status', '=', m.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    if (input.status === 'suspended') await revokeAllSessions(trx, 'member', id);
    await recordAudit(trx, operatorId, 'member.status', `member:${id}`, { from: m.status, to: input.status, reason: input.reason });
  });
  return memberDetail(db, id);
}
