import type { MemberWithdrawal, WithdrawInfo } from '@contract/withdrawals';

/** Withdraw page answers as the server gives them (docs/withdrawals.md). */
export function withdrawalFixture(id: number, over: Partial<MemberWithdrawal> = {}): MemberWithdrawal {
  return {
    id,
    reference: `WD${id}`,
    amount: 200,
    status: 'pending',
    status_name: 'รอดำเนินการ',
    reject_reason: null,
    bank: {
      bank_account_id: 1,
      bank_code: '004',
      bank_name: 'ธนาคารกสิกรไทย',
      account_number_masked: 'xxxxxx7890',
      account_name: 'สมชาย ใจดี',
    },
    created_at: '2026-11-21T06:25:57.772Z',
    decided_at: null,
    ...over,
  };
}

export function withdrawInfoFixture(over: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    limits: { min_amount: 100, max_per_day: 50_000, count_per_day: 5 },
    today: { amount: 0, count: 0, remaining_amount: 50_000, remaining_count: 5 },
    available: 1250.5,
    bank_accounts: [
      {
        id: 1,
        bank_code: '004',
        bank_name: 'ธนาคารกสิกรไทย',
        account_number_masked: 'xxxxxx7890',
        account_name: 'สมชาย ใจดี',
        is_primary: true,
      },
      {
        id: 2,
        bank_code: '030',
        bank_name: 'ธนาคารออมสิน',
        account_number_masked: 'xxxxxxxx5678',
        account_name: 'สมชาย ใจดี',
        is_primary: false,
      },
    ],
    pending: null,
    turnover: null,
    withdraw_cap: null,
    can_withdraw: true,
    blocked_reason: null,
    ...over,
  };
}
