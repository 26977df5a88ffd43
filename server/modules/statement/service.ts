import { satangToBaht } from '@contract/money';
import {
  STATEMENT_STATUS_NAMES,
  type StatementData,
  type StatementItem,
  type StatementKind,
  type StatementStatus,
  statementKindName,
} from '@contract/statement';
import { bangkokDayEnd, bangkokDayStart } from '@contract/thai-calendar';
import type { Db } from '../../db';
import { accountTransfers, memberAccounts, type TransferKind } from '../ledger';

// Every ledger kind has a Thai name in the contract: adding a kind without one fails to compile here.
type UnnamedKinds = Exclude<TransferKind, StatementKind>;
export const EVERY_KIND_NAMED: [UnnamedKinds] extends [never] ? true : UnnamedKinds = true;

const STATUS_OF: Record<'posted' | 'pending' | 'voided', StatementStatus> = {
  posted: 'completed',
  pending: 'pending',
  voided: 'cancelled',
};

/**
 * The member's statement: every transfer touching one of the member's baht wallets, newest first,
 * keyset-paged by transfer id (the ledger's `accountTransfers`, a page at the same cost however long
 * the history is). Only the caller's accounts are ever read.
 */
export async function memberStatement(
  db: Db,
  memberId: number,
  q: { type?: StatementKind[]; from?: string; to?: string; cursor?: number; limit: number },
): Promise<StatementData> {
  const accounts = await memberAccounts(db, memberId, 'THB');
  if (accounts.length === 0) return { items: [], next_cursor: null };
  const mine = new Map(accounts.map((a) => [a.id, a]));
  const rows = await accountTransfers(
    db,
    accounts.map((a) => a.id),
    {
      kinds: q.type,
      before: q.cursor,
      from: q.from ? bangkokDayStart(q.from) : undefined,
      until: q.to ? bangkokDayEnd(q.to) : undefined,
      // One more than a page: whether there is a next page.
      limit: q.limit + 1,
    },
  );

  const page = rows.slice(0, q.limit);
  const items = page.map((r): StatementItem => {
    // Money arriving in a wallet of the member's is +; money leaving is -. A move between two of the
    // member's own wallets is shown from the receiving wallet.
    const incoming = mine.has(r.credit_account_id);
    const account = mine.get(incoming ? r.credit_account_id : r.debit_account_id)!;
    const after = incoming ? r.credit_balance_after : r.debit_balance_after;
    const status = STATUS_OF[r.status];
    return {
      id: r.id,
      type: r.kind,
      type_name: lineText(r.metadata) ?? statementKindName(r.kind),
      amount: satangToBaht(incoming ? r.amount : -r.amount),
      balance_after: r.status === 'posted' && after !== null ? satangToBaht(after) : null,
      status,
      status_name: statusName(r.kind, status),
      wallet_type_id: account.wallet_type_id ?? 1,
      wallet_name: account.name,
      reference: r.reference,
      created_at: r.created_at.toISOString(),
      settled_at: r.settled_at ? r.settled_at.toISOString() : null,
    };
  });
  return { items, next_cursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

/** A movement that says why it was made (a lotto correction, a debt collection) shows that as its line. */
function lineText(metadata: unknown): string | null {
  const text = (metadata as { statement_text?: unknown } | null)?.statement_text;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** A voided withdrawal was rejected by an operator: its money came back. */
function statusName(kind: string, status: StatementStatus): string {
  if (kind === 'withdrawal' && status === 'cancelled') return 'ถูกปฏิเสธ คืนเงินแล้ว';
  return STATEMENT_STATUS_NAMES[status];
}
