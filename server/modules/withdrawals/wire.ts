import { bankByCode } from '@contract/banks';
import { satangToBaht } from '@contract/money';
import { type MemberWithdrawal, maskAccountNumber, WITHDRAWAL_STATUS_NAMES } from '@contract/withdrawals';
import type { Selectable } from 'kysely';
import type { WithdrawalTable } from './tables';

export type WithdrawalRow = Selectable<WithdrawalTable>;

export const bankName = (code: string) => bankByCode(code)?.nameTh ?? code;

/** The number a member quotes to support. */
export const withdrawalReference = (id: number) => `WD${id}`;

/** A withdrawal as its owner sees it (account number masked). */
export function toMemberWithdrawal(w: WithdrawalRow): MemberWithdrawal {
  return {
    id: w.id,
    reference: withdrawalReference(w.id),
    amount: satangToBaht(w.amount),
    status: w.status,
    status_name: WITHDRAWAL_STATUS_NAMES[w.status],
    reject_reason: w.reject_reason,
    bank: {
      bank_account_id: w.bank_account_id,
      bank_code: w.bank_code,
      bank_name: bankName(w.bank_code),
      account_number_masked: maskAccountNumber(w.account_number),
      account_name: w.account_name,
    },
    created_at: w.created_at.toISOString(),
    decided_at: w.decided_at ? w.decided_at.toISOString() : null,
  };
}
