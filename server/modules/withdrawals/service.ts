import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { bangkokDayStart, bangkokToday } from '@contract/thai-calendar';
import { maskAccountNumber, type WithdrawData, type WithdrawInfo, type WithdrawListData } from '@contract/withdrawals';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { assertNoDebt, collectDebts, debtMessage, outstandingDebt } from '../debts';
import { availableBalance, houseAccountId, inTransaction, memberAccountId, transfer } from '../ledger';
import { applyWithdrawalCap, blockingRequirement, pendingWithdrawalCap, withdrawCapMessage } from '../requirements';
import { formatBaht } from './format';
import { type WithdrawSettings, withdrawSettings } from './settings';
import './tables';
import { assertWithdrawable, turnoverUnmetMessage } from './turnover-rule';
import { bankName, toMemberWithdrawal, type WithdrawalRow, withdrawalReference } from './wire';

/** Today's withdrawals that count against the limits: pending and approved (a rejected one gave the money back). */
async function todayUsage(db: Db, memberId: number, now: Date): Promise<{ amount: number; count: number }> {
  const row = await db
    .selectFrom('withdrawal')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'), eb.fn.countAll<number>().as('count')])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .where('created_at', '>=', bangkokDayStart(bangkokToday(now)))
    .executeTakeFirstOrThrow();
  return { amount: Number(row.amount), count: Number(row.count) };
}

const amountField = (message: string) => ({ fields: { amount: message } });

function checkLimits(s: WithdrawSettings, used: { amount: number; count: number }, amount: number) {
  if (used.count > s.countPerDay) {
    fail(Errors.WITHDRAW_DAILY_COUNT, undefined, `ถอนเงินได้วันละไม่เกิน ${s.countPerDay} ครั้ง วันนี้ครบแล้ว กรุณาทำรายการใหม่พรุ่งนี้`);
  }
  if (used.amount > s.maxPerDay) {
    const left = Math.max(s.maxPerDay - (used.amount - amount), 0);
    const message = `ถอนเงินได้วันละไม่เกิน ${formatBaht(s.maxPerDay)} บาท วันนี้ถอนได้อีก ${formatBaht(left)} บาท`;
    fail(Errors.WITHDRAW_DAILY_MAX, amountField(message), message);
  }
}

/** A repeated submit with the same key answers the first withdrawal, if its terms are the same. */
async function replayed(db: Db, memberId: number, key: string, amount: number, bankAccountId: number): Promise<WithdrawData | null> {
  const first = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('client_key', '=', key)
    .executeTakeFirst();
  if (!first) return null;
  if (first.amount !== amount || first.bank_account_id !== bankAccountId) fail(Errors.IDEMPOTENCY_CONFLICT);
  const wallet = await memberAccountId(db, memberId);
  return { withdrawal: toMemberWithdrawal(first), available: satangToBaht(await availableBalance(db, wallet)), replayed: true };
}

/**
 * A member asks to withdraw from the main wallet to one of their registered bank accounts. The
 * withdrawal row and the ledger hold are written in one transaction. The row goes in first: the
 * partial unique index admits one pending withdrawal per member, so the limits checked after it
 * (counting the new row) cannot be passed twice by concurrent requests on either engine.
 */
export async function requestWithdrawal(
  db: Db,
  memberId: number,
  input: { amount: number; bank_account_id: number; key?: string },
  now: Date = new Date(),
): Promise<WithdrawData> {
  const amount = bahtToSatang(input.amount);
  const bank = await db
    .selectFrom('member_bank_public')
    .select(['id', 'bank_code', 'account_number', 'account_name'])
    .where('id', '=', input.bank_account_id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!bank) fail(Errors.NOT_FOUND, undefined, 'ไม่พบบัญชีธนาคารนี้ในบัญชีของคุณ');
  if (input.key) {
    const again = await replayed(db, memberId, input.key, amount, bank.id);
    if (again) return again;
  }
  const settings = await withdrawSettings(db);
  if (amount < settings.minAmount) {
    const message = `ถอนเงินขั้นต่ำครั้งละ ${formatBaht(settings.minAmount)} บาท`;
    fail(Errors.WITHDRAW_BELOW_MIN, amountField(message), message);
  }

  // A debt (docs/debts.md) is collected from what the wallet holds first; one still outstanding blocks.
  await collectDebts(db, now, memberId);
  const outcome = await inTransaction(db, async (trx) => {
    await assertNoDebt(trx, memberId);
    await assertWithdrawable(trx, memberId, amount);
    const row = await trx
      .insertInto('withdrawal')
      .values({
        member_id: memberId,
        bank_account_id: bank.id,
        bank_code: bank.bank_code,
        account_number: bank.account_number,
        account_name: bank.account_name,
        amount,
        client_key: input.key ?? null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // Nothing inserted: either the same key won a race (answer it) or another withdrawal is pending.
    if (!row) return { row: null };
    checkLimits(settings, await todayUsage(trx, memberId, now), amount);
    // A met requirement's cap: above it refused; within it the balance above the cap is taken back first.
    await applyWithdrawalCap(trx, memberId, amount, now);
    const wallet = await memberAccountId(trx, memberId);
    const hold = await transfer(trx, {
      key: `wd:${row.id}`,
      kind: 'withdrawal',
      currency: 'THB',
      debit: wallet,
      credit: await houseAccountId(trx, 'withdrawals'),
      amount,
      pending: true,
      reference: withdrawalReference(row.id),
      metadata: { withdrawal_id: row.id, bank_code: bank.bank_code, account_number: maskAccountNumber(bank.account_number) },
    });
    await trx.updateTable('withdrawal').set({ transfer_id: hold.id }).where('id', '=', row.id).execute();
    return { row: { ...row, transfer_id: hold.id }, available: await availableBalance(trx, wallet) };
  });
  if (!outcome.row) {
    const again = input.key ? await replayed(db, memberId, input.key, amount, bank.id) : null;
    if (again) return again;
    fail(Errors.WITHDRAW_PENDING_EXISTS);
  }
  return { withdrawal: toMemberWithdrawal(outcome.row), available: satangToBaht(outcome.available ?? 0), replayed: false };
}

/** The member's own withdrawals, newest first, keyset-paged by id. */
export async function listMemberWithdrawals(db: Db, memberId: number, q: { cursor?: number; limit: number }): Promise<WithdrawListData> {
  let query = db.selectFrom('withdrawal').selectAll().where('member_id', '=', memberId);
  if (q.cursor) query = query.where('id', '<', q.cursor);
  const rows: WithdrawalRow[] = await query
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  return { items: page.map(toMemberWithdrawal), next_cursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

/** Everything the withdraw page shows before the member types an amount. */
export async function withdrawInfo(db: Db, memberId: number, now: Date = new Date()): Promise<WithdrawInfo> {
  const settings = await withdrawSettings(db);
  const used = await todayUsage(db, memberId, now);
  const wallet = await memberAccountId(db, memberId);
  const available = await availableBalance(db, wallet);
  const banks = await db
    .selectFrom('member_bank_public')
    .select(['id', 'bank_code', 'account_number', 'account_name', 'is_primary'])
    .where('member_id', '=', memberId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  const pending = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const unmet = await blockingRequirement(db, memberId, now);
  const cap = unmet ? null : await pendingWithdrawalCap(db, memberId);
  const owed = await outstandingDebt(db, memberId);

  const remainingAmount = Math.max(settings.maxPerDay - used.amount, 0);
  const remainingCount = Math.max(settings.countPerDay - used.count, 0);
  let blocked: string | null = null;
  if (owed > 0) blocked = debtMessage(owed);
  else if (unmet) blocked = turnoverUnmetMessage(unmet.remaining, unmet.kind);
  else if (pending) blocked = Errors.WITHDRAW_PENDING_EXISTS.message;
  else if (remainingCount === 0) blocked = Errors.WITHDRAW_DAILY_COUNT.message;
  else if (remainingAmount < settings.minAmount) blocked = `วันนี้ถอนได้อีก ${formatBaht(remainingAmount)} บาท ต่ำกว่ายอดถอนขั้นต่ำ`;
  else if (available < settings.minAmount) blocked = `ยอดเงินที่ถอนได้ต่ำกว่ายอดถอนขั้นต่ำ ${formatBaht(settings.minAmount)} บาท`;

  return {
    limits: {
      min_amount: satangToBaht(settings.minAmount),
      max_per_day: satangToBaht(settings.maxPerDay),
      count_per_day: settings.countPerDay,
    },
    today: {
      amount: satangToBaht(used.amount),
      count: used.count,
      remaining_amount: satangToBaht(remainingAmount),
      remaining_count: remainingCount,
    },
    available: satangToBaht(available),
    bank_accounts: banks.map((b) => ({
      id: b.id,
      bank_code: b.bank_code,
      bank_name: bankName(b.bank_code),
      account_number_masked: maskAccountNumber(b.account_number),
      account_name: b.account_name,
      is_primary: b.is_primary,
    })),
    pending: pending ? toMemberWithdrawal(pending) : null,
    turnover: unmet
      ? {
          required: satangToBaht(unmet.required),
          done: satangToBaht(unmet.done),
          remaining: satangToBaht(unmet.remaining),
          title: unmet.title,
          kind: unmet.kind,
          expires_at: unmet.expiresAt ? unmet.expiresAt.toISOString() : null,
          max_withdrawal: unmet.maxWithdrawal === null ? null : satangToBaht(unmet.maxWithdrawal),
        }
      : null,
    withdraw_cap: cap ? { max_withdrawal: satangToBaht(cap.maxWithdrawal), message: withdrawCapMessage(cap.maxWithdrawal) } : null,
    can_withdraw: blocked === null,
    blocked_reason: blocked,
  };
}
