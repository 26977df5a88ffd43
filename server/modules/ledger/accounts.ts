import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';

export type Currency = 'THB' | 'PTS';
type Conn = Kysely<Database>;

/**
 * House accounts: the other side of every member movement. They may go negative (the house's cash
 * account is negative by what members deposited). Names are Thai for operator screens.
 */
export const HOUSE = {
  cash: { code: 'house:cash', currency: 'THB', name: 'เงินสดบริษัท' },
  withdrawals: { code: 'house:withdrawals', currency: 'THB', name: 'ถอนเงินจ่ายแล้ว' },
  adjustments: { code: 'house:adjustments', currency: 'THB', name: 'ปรับยอดโดยแอดมิน' },
  games: { code: 'house:games', currency: 'THB', name: 'บัญชีเกม' },
  /** Before migration 007 only: lotto money now sits on the rows of lotto/house.ts. */
  lotto: { code: 'house:lotto', currency: 'THB', name: 'บัญชีหวย' },
  bonuses: { code: 'house:bonuses', currency: 'THB', name: 'โบนัสและโปรโมชั่น' },
  points: { code: 'house:points', currency: 'PTS', name: 'แต้มที่ออกให้สมาชิก' },
} as const satisfies Record<string, { code: string; currency: Currency; name: string }>;
export type HouseAccount = keyof typeof HOUSE;

/** The id of a house account, created on first use (idempotent under races by the unique code). */
export async function houseAccountId(db: Conn, which: HouseAccount): Promise<number> {
  const def = HOUSE[which];
  const found = await db.selectFrom('ledger_account').select('id').where('code', '=', def.code).executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('ledger_account')
    .values({
      agent_id: AGENT_ID,
      member_id: null,
      currency: def.currency,
      wallet_type_id: null,
      code: def.code,
      name: def.name,
      allow_negative: true,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db.selectFrom('ledger_account').select('id').where('code', '=', def.code).executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a member's account for a currency and wallet type (main wallet by default). */
export async function memberAccountId(db: Conn, memberId: number, currency: Currency = 'THB', walletTypeId = 1): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('wallet_type_id', '=', walletTypeId)
    .executeTakeFirst();
  if (!row) throw new Error(`member ${memberId} has no ${currency} account of type ${walletTypeId}`);
  return row.id;
}
