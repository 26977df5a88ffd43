import { satangToBaht } from '@contract/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';

/** Wallet types (ARCHITECTURE.md section 4). Points live in the same ledger as currency PTS. */
export const WalletType = { MAIN: 1, BONUS: 2, FREE_CREDIT: 3 } as const;

const WALLET_NAMES: Record<number, string> = {
  [WalletType.MAIN]: 'กระเป๋าหลัก',
  [WalletType.BONUS]: 'กระเป๋าโบนัส',
  [WalletType.FREE_CREDIT]: 'เครดิตฟรี',
};

/** Opens a new member's main wallet (THB, type 1) and points account (PTS) at balance 0. */
export async function openMemberAccounts(db: Kysely<Database>, memberId: number): Promise<void> {
  await db
    .insertInto('ledger_account')
    .values([
      { agent_id: AGENT_ID, member_id: memberId, currency: 'THB', wallet_type_id: WalletType.MAIN, name: WALLET_NAMES[WalletType.MAIN] },
      { agent_id: AGENT_ID, member_id: memberId, currency: 'PTS', wallet_type_id: WalletType.MAIN, name: 'แต้มสะสม' },
    ])
    .execute();
}

/** The member's baht wallets as the wire shows them (SPEC section 3 "Wallet"). */
export async function memberWallets(db: Kysely<Database>, memberId: number) {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'name', 'balance', 'pending_out', 'wallet_type_id'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .orderBy('wallet_type_id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    wallet_name: r.name,
    // What the member can use: money held for a pending withdrawal is not available.
    balance: satangToBaht(r.balance - r.pending_out),
    wallet_type_id: r.wallet_type_id ?? WalletType.MAIN,
  }));
}

/** The member's points balance. Points are kept in hundredths, like satang, so earning rules may give fractions. */
export async function memberPoints(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'PTS')
    .where('wallet_type_id', '=', WalletType.MAIN)
    .executeTakeFirst();
  return row ? satangToBaht(row.balance - row.pending_out) : 0;
}
