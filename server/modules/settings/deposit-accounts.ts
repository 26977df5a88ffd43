import {
  type AdminDepositAccount,
  type AdminDepositAccountBody,
  type AdminDepositAccountsData,
  audienceLabel,
  DEPOSIT_ACCOUNT_KIND_LABELS,
} from '@contract/admin-deposit-accounts';
import { bankByCode } from '@contract/banks';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import { bangkokToday } from '@contract/thai-calendar';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { newMemberDaysOf } from '../../payments/channels';
import { recordAudit } from '../admin';
import {
  agentRecord,
  type DepositAccount,
  type DepositAccountValues,
  deleteDepositAccount,
  depositAccountById,
  depositAccountWithNumber,
  insertDepositAccount,
  listDepositAccounts,
  updateDepositAccount,
} from '../agent';
import { depositAccountsInUse, depositAccountUsage } from '../payments';

/**
 * The agent's deposit accounts as the back office edits them (docs/payments.md "Deposit accounts"):
 * finance reads, admin writes; every write audited with the account before and after
 * (`settings.deposit_account`) in the same transaction.
 */

type Body = z.output<typeof AdminDepositAccountBody>;
type Trx = Kysely<Database>;
const AUDIT = 'settings.deposit_account';

const values = (b: Body): DepositAccountValues => ({
  kind: b.kind,
  bank_code: b.bank_code,
  account_number: b.account_number,
  account_name: b.account_name,
  active: b.active,
  sort: b.sort,
  daily_cap: b.daily_cap === null ? null : bahtToSatang(b.daily_cap),
  audience: b.audience,
  vip_level_from: b.vip_level_from,
});

/** The account as the audit keeps it (baht, no usage). */
const audited = (a: DepositAccount) => ({
  kind: a.kind,
  bank_code: a.bank_code,
  account_number: a.account_number,
  account_name: a.account_name,
  active: a.active,
  sort: a.sort,
  daily_cap: a.daily_cap === null ? null : satangToBaht(a.daily_cap),
  audience: a.audience,
  vip_level_from: a.vip_level_from,
});

function view(a: DepositAccount, used: number, inUse: boolean, newDays: number): AdminDepositAccount {
  return {
    id: a.id,
    ...audited(a),
    kind_label: DEPOSIT_ACCOUNT_KIND_LABELS[a.kind],
    bank_name: a.bank_code === null ? null : (bankByCode(a.bank_code)?.nameTh ?? a.bank_code),
    audience_label: audienceLabel(a.audience, a.vip_level_from, newDays),
    used_today: satangToBaht(used),
    capped: a.daily_cap !== null && used >= a.daily_cap,
    in_use: inUse,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
  };
}

/** Every account, switched-off ones too, with today's usage against its cap and whether a pending deposit uses it. */
export async function depositAccountsList(db: Db, now = new Date()): Promise<AdminDepositAccountsData> {
  const accounts = await listDepositAccounts(db);
  const used = await depositAccountUsage(db, accounts, now);
  const inUse = await depositAccountsInUse(db, now);
  const newDays = newMemberDaysOf((await agentRecord(db)).config);
  return {
    accounts: accounts.map((a) => view(a, used.get(a.id) ?? 0, inUse.has(a.id), newDays)),
    day: bangkokToday(now),
    new_member_days: newDays,
  };
}

async function assertNumberFree(trx: Trx, v: DepositAccountValues, exceptId?: number) {
  if (await depositAccountWithNumber(trx, v, exceptId)) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_DUPLICATE);
}

/** The unique index (agent, kind, bank, number) decides a race the check above lost. */
async function uniqueOrDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if ((e as { code?: unknown }).code === '23505') fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_DUPLICATE);
    throw e;
  }
}

async function one(db: Db, id: number): Promise<AdminDepositAccount> {
  const list = await depositAccountsList(db);
  const found = list.accounts.find((a) => a.id === id);
  if (!found) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_NOT_FOUND);
  return found;
}

export async function createDepositAccount(db: Db, operatorId: number, body: Body): Promise<AdminDepositAccount> {
  const v = values(body);
  const row = await uniqueOrDuplicate(() =>
    db.transaction().execute(async (trx) => {
      await assertNumberFree(trx, v);
      const created = await insertDepositAccount(trx, v);
      await recordAudit(trx, operatorId, AUDIT, `deposit_account:${created.id}`, {
        change: 'create',
        before: null,
        after: audited(created),
      });
      return created;
    }),
  );
  return one(db, row.id);
}

/** The whole account is saved again; its kind stays (notices and QRs name it by id). */
export async function saveDepositAccount(db: Db, operatorId: number, id: number, body: Body): Promise<AdminDepositAccount> {
  const v = values(body);
  await uniqueOrDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const before = await depositAccountById(trx, id, 'update');
      if (!before) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_NOT_FOUND);
      if (before.kind !== v.kind) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_KIND);
      await assertNumberFree(trx, v, id);
      const after = await updateDepositAccount(trx, id, v);
      if (!after) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_NOT_FOUND);
      await recordAudit(trx, operatorId, AUDIT, `deposit_account:${id}`, {
        change: 'update',
        before: audited(before),
        after: audited(after),
      });
    }),
  );
  return one(db, id);
}

/**
 * Deletes an account no pending deposit uses; one that an open notice names or an open QR was made
 * with can only be switched off. The row is locked first, and a member's notice or QR locks it too
 * while it is written, so neither slips in between the check and the delete.
 */
export async function removeDepositAccount(db: Db, operatorId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await depositAccountById(trx, id, 'update');
    if (!before) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_NOT_FOUND);
    if ((await depositAccountsInUse(trx, now)).has(id)) fail(Errors.SETTINGS_DEPOSIT_ACCOUNT_IN_USE);
    await deleteDepositAccount(trx, id);
    await recordAudit(trx, operatorId, AUDIT, `deposit_account:${id}`, { change: 'delete', before: audited(before), after: null });
  });
}
