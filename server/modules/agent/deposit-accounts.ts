import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database, DepositAccountAudience, DepositAccountKind } from '../../db/schema';
import { AGENT_ID } from './service';

/**
 * The agent's deposit accounts (table deposit_account, migration 038): bank accounts, TrueMoney
 * wallets and PromptPay ids. This module owns the table; the settings routes edit it and payments
 * reads it through these functions (docs/payments.md "Deposit accounts"). Caps are satang.
 */
export type DepositAccount = Selectable<Database['deposit_account']>;

export type DepositAccountValues = {
  kind: DepositAccountKind;
  bank_code: string | null;
  account_number: string;
  account_name: string;
  active: boolean;
  sort: number;
  /** Satang per Bangkok day, null for none. */
  daily_cap: number | null;
  audience: DepositAccountAudience;
  vip_level_from: number | null;
};

type Trx = Kysely<Database>;

/** Every account of the agent (switched-off ones too unless `activeOnly`), in display order. */
export function listDepositAccounts(db: Db, opts: { activeOnly?: boolean; kind?: DepositAccountKind } = {}): Promise<DepositAccount[]> {
  let q = db.selectFrom('deposit_account').selectAll().where('agent_id', '=', AGENT_ID);
  if (opts.activeOnly) q = q.where('active', '=', true);
  if (opts.kind) q = q.where('kind', '=', opts.kind);
  return q.orderBy('sort').orderBy('id').execute();
}

/**
 * One account. `lock` holds its row for the rest of the transaction: 'update' where an edit or a
 * delete decides on it, 'share' where a member's notice or QR is written with it (so a delete
 * waits for that deposit and then sees it, or goes first and the deposit finds no account).
 */
export function depositAccountById(db: Db | Trx, id: number, lock?: 'update' | 'share'): Promise<DepositAccount | undefined> {
  const q = db.selectFrom('deposit_account').selectAll().where('agent_id', '=', AGENT_ID).where('id', '=', id);
  return (lock === 'update' ? q.forUpdate() : lock === 'share' ? q.forShare() : q).executeTakeFirst();
}

/** Another account with the same number (same kind, same bank for a bank account), if any. */
export function depositAccountWithNumber(
  db: Db | Trx,
  v: Pick<DepositAccountValues, 'kind' | 'bank_code' | 'account_number'>,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let q = db
    .selectFrom('deposit_account')
    .select('id')
    .where('agent_id', '=', AGENT_ID)
    .where('kind', '=', v.kind)
    .where('account_number', '=', v.account_number);
  q = v.bank_code === null ? q.where('bank_code', 'is', null) : q.where('bank_code', '=', v.bank_code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export function insertDepositAccount(trx: Trx, v: DepositAccountValues): Promise<DepositAccount> {
  return trx
    .insertInto('deposit_account')
    .values({ ...v, agent_id: AGENT_ID })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateDepositAccount(trx: Trx, id: number, v: DepositAccountValues): Promise<DepositAccount | undefined> {
  return trx
    .updateTable('deposit_account')
    .set({ ...v, updated_at: new Date() })
    .where('agent_id', '=', AGENT_ID)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDepositAccount(trx: Trx, id: number): Promise<boolean> {
  const r = await trx.deleteFrom('deposit_account').where('agent_id', '=', AGENT_ID).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
