import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_ID } from '../agent';

export type Currency = 'THB' | 'PTS';
type Conn = Kysely<Database>;

/**
 * Wallet types (docs/ledger.md "Accounts and wallet types"). Points live in the same ledger as currency PTS. Free spins
 * (docs/promotions.md "Coupons") are a PTS account of their own type, counted in whole spins, opened on the first
 * grant; they only ever move against house:free_spins, so that pair sums to zero on its own.
 */
export const WalletType = { MAIN: 1, BONUS: 2, FREE_CREDIT: 3, FREE_SPINS: 4, AFFILIATE: 5 } as const;

const WALLET_NAMES: Record<number, string> = {
  [WalletType.MAIN]: 'กระเป๋าหลัก',
  [WalletType.BONUS]: 'กระเป๋าโบนัส',
  [WalletType.FREE_CREDIT]: 'เครดิตฟรี',
};

/**
 * Opens new members' main wallet (THB, type 1) and points account (PTS) at balance 0: one member at
 * registration, or many at once (bulk set-ups). Answers the main wallets' ids, in the members' order.
 */
export async function openMemberAccounts(db: Conn, memberIds: number | readonly number[]): Promise<number[]> {
  const ids = typeof memberIds === 'number' ? [memberIds] : memberIds;
  const wallets = new Map<number, number>();
  // A few thousand members a statement: a statement takes at most 65,535 parameters.
  for (let n = 0; n < ids.length; n += 5_000) {
    const rows = await db
      .insertInto('ledger_account')
      .values(
        ids.slice(n, n + 5_000).flatMap((memberId) => [
          {
            agent_id: AGENT_ID,
            member_id: memberId,
            currency: 'THB' as const,
            wallet_type_id: WalletType.MAIN,
            name: WALLET_NAMES[WalletType.MAIN],
          },
          { agent_id: AGENT_ID, member_id: memberId, currency: 'PTS' as const, wallet_type_id: WalletType.MAIN, name: 'แต้มสะสม' },
        ]),
      )
      .returning(['id', 'member_id', 'currency'])
      .execute();
    for (const r of rows) if (r.currency === 'THB' && r.member_id !== null) wallets.set(r.member_id, r.id);
  }
  return ids.map((m) => wallets.get(m) as number);
}

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
  /** Free spins granted (whole spins; WalletType.FREE_SPINS accounts are its only counterpart). */
  free_spins: { code: 'house:free_spins', currency: 'PTS', name: 'ฟรีสปินที่ออกให้สมาชิก' },
  /** Affiliate earnings credited to members' affiliate accounts (WalletType.AFFILIATE, THB). */
  affiliate: { code: 'house:affiliate', currency: 'THB', name: 'ค่าแนะนำเพื่อนที่จ่ายให้สมาชิก' },
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

/**
 * The member's free-spin account (PTS, WalletType.FREE_SPINS), opened at 0 on first use (idempotent
 * under races by the unique (member, currency, wallet type)). Answers its id.
 */
export async function openFreeSpinAccount(db: Conn, memberId: number): Promise<number> {
  const found = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('currency', '=', 'PTS')
    .where('wallet_type_id', '=', WalletType.FREE_SPINS)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('ledger_account')
    .values({ agent_id: AGENT_ID, member_id: memberId, currency: 'PTS', wallet_type_id: WalletType.FREE_SPINS, name: 'ฟรีสปิน' })
    .onConflict((oc) => oc.columns(['member_id', 'currency', 'wallet_type_id']).doNothing())
    .execute();
  return memberAccountId(db, memberId, 'PTS', WalletType.FREE_SPINS);
}

/** The name of a member's affiliate account (THB, WalletType.AFFILIATE). */
const AFFILIATE_ACCOUNT_NAME = 'รายได้แนะนำเพื่อน';

/**
 * The member's affiliate account (THB, WalletType.AFFILIATE: earnings waiting to be redeemed to the
 * main wallet), opened at 0 on first use like the free-spin account. Answers its id.
 */
export async function openAffiliateAccount(db: Conn, memberId: number): Promise<number> {
  return (await openAffiliateAccounts(db, [memberId])).get(memberId) as number;
}

/**
 * The affiliate accounts of many members (a batch of a day's earnings), each opened at 0 when missing
 * (idempotent under races by the unique (member, currency, wallet type)). Answers member -> account id.
 */
export async function openAffiliateAccounts(db: Conn, memberIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (memberIds.length === 0) return out;
  const ids = [...new Set(memberIds)];
  await db
    .insertInto('ledger_account')
    .values(
      ids.map((memberId) => ({
        agent_id: AGENT_ID,
        member_id: memberId,
        currency: 'THB' as const,
        wallet_type_id: WalletType.AFFILIATE,
        name: AFFILIATE_ACCOUNT_NAME,
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'currency', 'wallet_type_id']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'member_id'])
    .where('member_id', 'in', ids)
    .where('currency', '=', 'THB')
    .where('wallet_type_id', '=', WalletType.AFFILIATE)
    .execute();
  for (const r of rows) if (r.member_id !== null) out.set(r.member_id, r.id);
  return out;
}

/**
 * A house account spread over `shards` rows, `house:<family>:<n>` (games: one family per provider;
 * lotto: `lotto`), so movements of different members do not queue on one row: the account is the
 * sum of its rows (`houseFamilyTotal`). Which row a movement uses is the caller's policy (a member's
 * row, a statement's own row). Creates the missing rows (idempotent under races by the unique code)
 * and answers every row's id in shard order. Callers cache the answer (ids never change).
 */
export async function openHouseShards(
  db: Conn,
  family: string,
  shards: number,
  label: string,
  currency: Currency = 'THB',
): Promise<number[]> {
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new RangeError('house shards must be 1..1024');
  const codes = Array.from({ length: shards }, (_, n) => `house:${family}:${n}`);
  let rows = await db.selectFrom('ledger_account').select(['id', 'code']).where('code', 'in', codes).execute();
  if (rows.length < shards) {
    await db
      .insertInto('ledger_account')
      .values(
        codes.map((code, n) => ({
          agent_id: AGENT_ID,
          member_id: null,
          currency,
          wallet_type_id: null,
          code,
          name: `${label} #${n + 1}`,
          allow_negative: true,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    rows = await db.selectFrom('ledger_account').select(['id', 'code']).where('code', 'in', codes).execute();
  }
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return codes.map((c) => {
    const id = byCode.get(c);
    if (id === undefined) throw new Error(`house account ${c} is missing`);
    return id;
  });
}
