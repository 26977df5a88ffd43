import type { TestContext } from '../../test/app';
import { insertMember } from '../account';

let seq = 0;
/** A member with a main wallet at 0, created straight in the database (no HTTP, no rate limits). */
export async function makeMember(t: TestContext): Promise<number> {
  seq += 1;
  const n = String(Date.now() % 1e7).padStart(7, '0');
  const { id } = await insertMember(t.handle.db, {
    phone: `08${String((Number(n) + seq * 7919) % 1e8).padStart(8, '0')}`,
    password: 'secret123',
    first_name: 'ทดสอบ',
    last_name: `สมาชิก${seq}`,
    bank_code: '014',
    bank_account_number: String(1e9 + ((Date.now() + seq * 104729) % 9e9)).slice(0, 10),
    bank_account_name: 'ทดสอบ สมาชิก',
    date_of_birth: '1990-01-01',
  });
  return id;
}
