import { Errors } from '@contract/errors';
import { bahtText } from '@contract/money';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { AppError, fail } from '../../lib/reply';
import { recordSystemAudit } from '../admin';
import { availableBalance, inTransaction, memberAccountId, type TransferKind, transfer } from '../ledger';
import './tables';

/**
 * Money a member owes the house (docs/debts.md): what had to be taken back (a corrected lotto win)
 * when the wallet no longer held it. A balance never goes negative: `reclaim` takes what the main
 * wallet has available and records the rest; `collectDebts` takes later credits until it is covered;
 * while any is outstanding the member cannot withdraw.
 */

export const debtMessage = (owed: number) =>
  `มียอดค้างชำระจากการแก้ไขผลรางวัล ${bahtText(owed)} บาท ระบบจะหักจากยอดเงินที่เข้ากระเป๋าหลักครั้งถัดไป จึงจะถอนเงินได้`;

export type Reclaim = {
  memberId: number;
  /** Satang to take back, > 0. */
  amount: number;
  /** Where the money goes (a house account or row). */
  creditorAccountId: number;
  /** The movement's ledger key; also the debt's source key (one debt per movement). */
  key: string;
  kind: TransferKind;
  reference?: string;
  /** The statement's line for the movement (and for later collections of its debt). */
  statementText: string;
  metadata?: Record<string, unknown>;
};

const isFundsShort = (e: unknown) => e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code;

/**
 * Takes `amount` back from the member's main wallet as far as its available balance goes, in one
 * ledger movement under `key`, and records the rest as a debt. Call it inside the caller's
 * transaction. A bill bought at the same moment may take the money first: the movement is then
 * refused and tried again with what is left. Answers what was taken and what is owed.
 */
export async function reclaim(trx: Db, r: Reclaim, now: Date): Promise<{ taken: number; owed: number }> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new RangeError(`reclaim amount must be a positive integer, got ${r.amount}`);
  const wallet = await memberAccountId(trx, r.memberId);
  let taken = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const take = Math.min(Math.max(await availableBalance(trx, wallet), 0), r.amount);
    if (take === 0) break;
    try {
      const moved = await transfer(trx, {
        key: r.key,
        kind: r.kind,
        currency: 'THB',
        debit: wallet,
        credit: r.creditorAccountId,
        amount: take,
        reference: r.reference,
        metadata: { ...r.metadata, statement_text: r.statementText },
      });
      if (moved.replayed) throw new Error(`reclaim key ${r.key} was used before`);
      taken = take;
      break;
    } catch (e) {
      if (!isFundsShort(e)) throw e;
    }
  }
  const owed = r.amount - taken;
  if (owed > 0) {
    await trx
      .insertInto('member_debt')
      .values({
        member_id: r.memberId,
        amount: owed,
        creditor_account_id: r.creditorAccountId,
        source_key: r.key,
        reason: r.statementText,
        created_at: now,
      })
      .execute();
    await recordSystemAudit(trx, 'debts', 'debt.create', `member:${r.memberId}`, { key: r.key, amount: owed, taken });
  }
  return { taken, owed };
}

/** Satang the member still owes (0 when nothing). */
export async function outstandingDebt(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_debt')
    .select(sql<string>`coalesce(sum(amount - collected), 0)`.as('owed'))
    .where('member_id', '=', memberId)
    .where('settled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** Refuses a withdrawal while a debt is outstanding (WITHDRAW_DEBT_OUTSTANDING, naming the amount). */
export async function assertNoDebt(db: Db, memberId: number): Promise<void> {
  const owed = await outstandingDebt(db, memberId);
  if (owed > 0) fail(Errors.WITHDRAW_DEBT_OUTSTANDING, undefined, debtMessage(owed));
}

/**
 * Collects outstanding debts (of one member, or of everyone) from the main wallet's available
 * balance, oldest first: each collection is one ledger movement of min(available, still owed) whose
 * key is the debt and the amount collected before it ('debt:<id>:<collected>'), so it only grows and
 * a collection repeated by a second process moves nothing; the debt row is locked meanwhile. Runs as
 * a job and before a withdrawal. Answers the satang collected.
 */
export async function collectDebts(db: Db, now: Date, memberId?: number): Promise<number> {
  let q = db.selectFrom('member_debt').select('id').where('settled_at', 'is', null);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  const open = await q.orderBy('id').limit(1_000).execute();
  let total = 0;
  for (const { id } of open) total += await collectOne(db, id, now);
  return total;
}

async function collectOne(db: Db, debtId: number, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const debt = await trx
      .selectFrom('member_debt')
      .selectAll()
      .where('id', '=', debtId)
      .where('settled_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!debt) return 0;
    const wallet = await memberAccountId(trx, debt.member_id);
    const take = Math.min(Math.max(await availableBalance(trx, wallet), 0), debt.amount - debt.collected);
    if (take === 0) return 0;
    const moved = await transfer(trx, {
      key: `debt:${debt.id}:${debt.collected}`,
      kind: 'debt_collection',
      currency: 'THB',
      debit: wallet,
      credit: debt.creditor_account_id,
      amount: take,
      metadata: { debt_id: debt.id, statement_text: `หักชำระยอดค้าง: ${debt.reason}` },
    });
    if (moved.replayed) return 0;
    const collected = debt.collected + take;
    await trx
      .updateTable('member_debt')
      .set({ collected, settled_at: collected === debt.amount ? now : null })
      .where('id', '=', debt.id)
      .where('collected', '=', debt.collected)
      .execute();
    await recordSystemAudit(trx, 'debts', 'debt.collect', `member:${debt.member_id}`, {
      debt_id: debt.id,
      amount: take,
      remaining: debt.amount - collected,
    });
    return take;
  });
}
