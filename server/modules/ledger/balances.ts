import { satangToBaht } from '@contract/money';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type Currency, WalletType } from './accounts';

type Conn = Kysely<Database>;

/** An account's balance, what its pending transfers hold, and what is available (the difference). Satang. */
export type AccountBalance = { balance: number; pendingOut: number; available: number };

/**
 * The member's baht wallets as the wire shows them (docs/ledger.md "Accounts and wallet types"): the ones games may be
 * played from. The affiliate account is not one: its money reaches play only redeemed to the main wallet.
 */
export async function memberWallets(db: Conn, memberId: number) {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'name', 'balance', 'pending_out', 'wallet_type_id'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where(notAffiliate)
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
export async function memberPoints(db: Conn, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'PTS')
    .where('wallet_type_id', '=', WalletType.MAIN)
    .executeTakeFirst();
  return row ? satangToBaht(row.balance - row.pending_out) : 0;
}

/** The member's free spins (whole spins; 0 before the first grant opened the account). */
export async function memberFreeSpins(db: Conn, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'PTS')
    .where('wallet_type_id', '=', WalletType.FREE_SPINS)
    .executeTakeFirst();
  return row ? row.balance - row.pending_out : 0;
}

/**
 * The member's accounts of a currency (id, wallet type, name), in wallet type order: the statement's.
 * The affiliate account keeps its own history (the affiliate pages); a redeem shows on the statement
 * as money arriving in the main wallet.
 */
export async function memberAccounts(db: Conn, memberId: number, currency: Currency = 'THB') {
  return db
    .selectFrom('ledger_account')
    .select(['id', 'wallet_type_id', 'name'])
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where(notAffiliate)
    .orderBy('wallet_type_id')
    .execute();
}

/** Accounts other than a member's affiliate account (wallet type null: a house account). */
const notAffiliate = sql<boolean>`coalesce(wallet_type_id, 0) <> ${WalletType.AFFILIATE}`;

/** The member's affiliate account (WalletType.AFFILIATE): its id and balances; undefined before the first earning opened it. */
export async function affiliateAccount(db: Conn, memberId: number): Promise<(AccountBalance & { id: number }) | undefined> {
  const a = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', WalletType.AFFILIATE)
    .executeTakeFirst();
  return a && { id: a.id, balance: a.balance, pendingOut: a.pending_out, available: a.balance - a.pending_out };
}

/**
 * What the affiliate account of the member `memberId` (an SQL expression of the caller's statement)
 * can use, satang (0 when it has none), as a scalar SQL expression: the back office's affiliate list.
 */
export function affiliateAvailableOf(memberId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`coalesce((select a.balance - a.pending_out from ledger_account a
     where a.member_id = ${memberId} and a.currency = 'THB' and a.wallet_type_id = ${WalletType.AFFILIATE}::int), 0)`;
}

/** What an account can use: its balance less money held for pending transfers (satang; 0 for no account). */
export async function availableBalance(db: Conn, accountId: number): Promise<number> {
  const row = await sql<{ available: number }>`/* prepared:ledger_available */
    select balance - pending_out as available from ledger_account where id = ${accountId}::bigint`.execute(db);
  return row.rows[0]?.available ?? 0;
}

/** An account's balance, reservations and available balance. */
export async function accountBalance(db: Conn, accountId: number): Promise<AccountBalance> {
  const a = await db.selectFrom('ledger_account').select(['balance', 'pending_out']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return { balance: a.balance, pendingOut: a.pending_out, available: a.balance - a.pending_out };
}

/** The member's main wallet (THB, type 1): its id and balances; undefined when the member has none. */
export async function mainWallet(db: Conn, memberId: number): Promise<(AccountBalance & { id: number }) | undefined> {
  const a = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance', 'pending_out'])
    .where('member_id', '=', memberId)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', WalletType.MAIN)
    .executeTakeFirst();
  return a && { id: a.id, balance: a.balance, pendingOut: a.pending_out, available: a.balance - a.pending_out };
}

/**
 * The main wallet of the member `memberId` (an SQL expression: a parameter or a column of the
 * caller's statement) as a relation of one row or none, with the columns id, balance, pending_out and
 * available, for another module's single statement to join (`left join lateral ... w on true`).
 */
export function mainWalletRelation(memberId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select a.id, a.balance, a.pending_out, a.balance - a.pending_out as available from ledger_account a
     where a.member_id = ${memberId} and a.currency = 'THB' and a.wallet_type_id = ${WalletType.MAIN}::int)`;
}

/**
 * What the account `accountId` (an SQL expression of the caller's statement) can use, as a scalar SQL
 * expression: its balance less reservations (null when there is no such account). A batch reports
 * a balance it did not move with this (wheel spins, shop redemptions).
 */
export function accountAvailableOf(accountId: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select x.balance - x.pending_out from ledger_account x where x.id = ${accountId})`;
}

/** The id of the main wallet of the member `memberId` (an SQL expression), as a scalar SQL expression (null when none). */
export function mainWalletIdOf(memberId: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select a.id from ledger_account a
     where a.member_id = ${memberId} and a.currency = 'THB' and a.wallet_type_id = ${WalletType.MAIN}::int)`;
}

/** What members hold in a currency altogether (satang): reports and bench checks. */
export async function membersTotal(db: Conn, currency: Currency = 'THB'): Promise<number> {
  const row = await sql<{ total: string }>`
    select coalesce(sum(balance), 0)::text as total from ledger_account where member_id is not null and currency = ${currency}`.execute(db);
  return Number(row.rows[0].total);
}

/** A sharded house account (accounts.ts `openHouseShards`): how many rows it has and their sum, whatever the shard count was. */
export async function houseFamilyTotal(db: Conn, family: string): Promise<{ rows: number; balance: number }> {
  const row = await sql<{ rows: number; total: string | null }>`
    select count(*)::int as rows, sum(balance)::text as total from ledger_account where code like ${`house:${family}:%`}`.execute(db);
  return { rows: row.rows[0]?.rows ?? 0, balance: Number(row.rows[0]?.total ?? 0) };
}
