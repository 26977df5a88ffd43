import type { UserInfo } from '@contract/account';

/** A member as get_user_info answers it. */
export function userInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: '0812345678',
    phone: '0812345678',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    vip_level: 1,
    agent_code: 'GOLD888',
    line_id: 'somchai.j',
    date_of_birth: '1990-05-17',
    referral_code: 'SOMC7X',
    bank_accounts: [
      { id: 1, bank_code: '004', bank_name: 'ธนาคารกสิกรไทย', account_number: '1234567890', account_name: 'สมชาย ใจดี', is_primary: true },
    ],
    created_at: '2026-01-15T10:00:00+07:00',
    ...over,
  };
}

export const ok = <T>(data: T) => ({ error: 0, message: 'สำเร็จ', data });
