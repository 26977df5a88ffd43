import type { AdminAdjustData } from '@contract/adjustments';
import { Errors } from '@contract/errors';
import { bahtToSatang, satangToBaht } from '@contract/money';
import type { Db } from '../../db';
import { fail } from '../../lib/reply';
import { recordAudit } from '../admin';
import { accountBalance, houseAccountId, inTransaction, memberAccountId, transfer, transferById } from '../ledger';

/**
 * A manual adjustment: an operator credits (amount > 0) or debits (amount < 0) a member's main
 * wallet against the house 'adjustments' account, with a reason, once per idempotency key. The
 * transfer carries the operator's id and the reason; the audit row shares its transaction. A debit
 * is a conditional update like any other, so it never takes the wallet below what is available.
 */
export async function adjustMember(
  db: Db,
  operatorId: number,
  memberId: number,
  input: { amount: number; reason: string; idempotency_key: string },
): Promise<AdminAdjustData> {
  const member = await db.selectFrom('member_public').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) fail(Errors.NOT_FOUND, undefined, 'ไม่พบสมาชิกนี้');
  const signed = bahtToSatang(input.amount);
  return inTransaction(db, async (trx) => {
    const wallet = await memberAccountId(trx, memberId);
    const house = await houseAccountId(trx, 'adjustments');
    const credit = signed > 0;
    const t = await transfer(trx, {
      key: `adj:${input.idempotency_key}`,
      kind: 'adjustment',
      currency: 'THB',
      debit: credit ? house : wallet,
      credit: credit ? wallet : house,
      amount: Math.abs(signed),
      operatorId,
      metadata: { reason: input.reason },
    });
    const first = await transferById(trx, t.id);
    if (!first) throw new Error(`transfer ${t.id} vanished`);
    if (!t.replayed) {
      await recordAudit(trx, operatorId, 'member.adjust', `member:${memberId}`, {
        transfer_id: t.id,
        amount: satangToBaht(signed),
        reason: input.reason,
        balance_after: satangToBaht((credit ? t.creditBalanceAfter : t.debitBalanceAfter) ?? 0),
      });
    }
    const a = await accountBalance(trx, wallet);
    const meta = (typeof first.metadata === 'string' ? JSON.parse(first.metadata) : first.metadata) as { reason?: string };
    return {
      transfer_id: t.id,
      member_id: memberId,
      amount: satangToBaht(signed),
      reason: meta.reason ?? input.reason,
      balance: satangToBaht(a.balance),
      available: satangToBaht(a.available),
      operator_id: first.created_by_operator ?? operatorId,
      created_at: first.created_at.toISOString(),
      replayed: t.replayed,
    };
  });
}
