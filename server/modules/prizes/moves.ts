import { Errors } from '@contract/errors';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { TransferInput, TransferResult } from '../ledger';
import { type AfterMoves, claimAndMoveAll } from '../ledger/steps';
import { freeSpinAccountId, type MemberAccountIds } from './accounts';
import type { PrizeGrant } from './grant';
import { prizeHouseRow } from './house';
import { orRefuse, type Spend } from './spend';

type Sql = RawBuilder<unknown>;

/**
 * A points spend and the prize it pays (or either alone), with the caller's claim before them and
 * its steps after them, in ONE statement (ledger `claimAndMoveAll`): no savepoint, no key lookup, the
 * balances after answered by the statement. For callers whose keys derive from a row they claim in
 * the same statement or transaction (the wheel's spin id, the shop's order id): such a key cannot
 * have been used before. `grantPrize` and `spendPoints` stay the way for everyone else.
 *
 * A spend the member cannot afford moves nothing and throws POINTS_NOT_ENOUGH: inside a
 * transaction the caller rolls it back; `alone`, the statement kept nothing. A credit prize's
 * wagering requirement is the caller's (`prizeRequirement`, before this, in the same transaction).
 */
export type PrizeMoves = {
  /** The statement's name (one per text: the caller's claim and steps are fixed text). */
  name: string;
  memberId: number;
  /** The member's account ids (read by the caller's earlier statement); a missing free-spin account is opened. */
  accounts: MemberAccountIds;
  /** Points taken (hundredths): the member's points account -> the house points row ('points_spend'). */
  spend?: Omit<Spend, 'memberId'>;
  /** The prize paid (credit without a requirement here, points or free spins; 'none' moves nothing). */
  grant?: Pick<PrizeGrant, 'key' | 'kind' | 'units' | 'title' | 'statementText' | 'creditKind' | 'metadata'>;
  claim?: { ctes: Sql; owns: Sql };
  /** The statement is the whole unit of work (ledger `Movement.alone`). */
  alone?: boolean;
  after?: (m: AfterMoves) => Sql;
  answer?: (m: AfterMoves) => Sql;
};

/** The member's balances after the statement: points in hundredths, credit (main wallet available) in satang, free spins. */
export type PrizeBalances = { points: number; credit: number; freeSpins: number };

export type PrizesMoved<A> =
  | { owned: false; answer: A }
  | { owned: true; answer: A; spent: TransferResult | null; granted: TransferResult | null; balances: PrizeBalances };

/**
 * The ledger movements of a spend and the prize it pays, in that order: the member's accounts
 * (a missing free-spin account opened) and the house rows of the member's shard, or of `houseShard`
 * (a statement carrying many members' prizes moves one house row of each family: statements running
 * at once then never wait on each other's house rows). What the house paid is the family's sum.
 */
export async function prizeTransfers(
  db: Db,
  p: Pick<PrizeMoves, 'memberId' | 'accounts' | 'spend' | 'grant'>,
  houseShard: number = p.memberId,
): Promise<{ transfers: TransferInput[]; accounts: MemberAccountIds }> {
  const transfers: TransferInput[] = [];
  const accounts = { ...p.accounts };
  if (p.spend && p.spend.units > 0)
    transfers.push({
      key: p.spend.key,
      kind: 'points_spend',
      currency: 'PTS',
      debit: accounts.points,
      credit: await prizeHouseRow(db, 'points', houseShard),
      amount: p.spend.units,
      reference: p.spend.reference,
      metadata: p.spend.metadata,
    });
  const g = p.grant;
  if (g && g.kind !== 'none' && g.units > 0) {
    const metadata = { ...g.metadata, statement_text: g.statementText };
    if (g.kind === 'points')
      transfers.push({
        key: g.key,
        kind: 'points_earn',
        currency: 'PTS',
        debit: await prizeHouseRow(db, 'points', houseShard),
        credit: accounts.points,
        amount: g.units,
        reference: g.title,
        metadata,
      });
    else if (g.kind === 'free_spins') {
      accounts.freeSpins ??= await freeSpinAccountId(db, p.memberId);
      transfers.push({
        key: g.key,
        kind: 'free_spin_grant',
        currency: 'PTS',
        debit: await prizeHouseRow(db, 'free_spins', houseShard),
        credit: accounts.freeSpins,
        amount: g.units,
        reference: g.title,
        metadata: { ...metadata, free_spins: g.units },
      });
    } else
      transfers.push({
        key: g.key,
        kind: g.creditKind ?? 'prize',
        currency: 'THB',
        debit: await prizeHouseRow(db, 'prizes', houseShard),
        credit: accounts.wallet,
        amount: g.units,
        reference: g.title,
        metadata,
      });
  }
  return { transfers, accounts };
}

export async function movePrizes<A extends object = Record<string, never>>(db: Db, p: PrizeMoves): Promise<PrizesMoved<A>> {
  const { transfers, accounts } = await prizeTransfers(db, p);
  // The two houses' rows of one member are the same shard: points spent and points won net on one row.
  const balances = (m: AfterMoves) =>
    sql`${m.available(accounts.points)} as pz_points, ${m.available(accounts.wallet)} as pz_credit,
        coalesce(${m.available(accounts.freeSpins as number)}, 0) as pz_free_spins`;
  const r = await orRefuse(
    claimAndMoveAll<A & { pz_points: number | null; pz_credit: number | null; pz_free_spins: number | null }>(db, {
      name: transfers.length ? p.name : `${p.name}_none`,
      claim: p.claim,
      keyClaimed: true,
      alone: p.alone,
      transfers,
      after: p.after,
      answer: (m) => (p.answer ? sql`${balances(m)}, ${p.answer(m)}` : balances(m)),
    }),
    Errors.POINTS_NOT_ENOUGH,
  );
  const { pz_points, pz_credit, pz_free_spins, ...answer } = r.answer;
  if (!r.owned) return { owned: false, answer: answer as unknown as A };
  const spent = p.spend && p.spend.units > 0 ? r.moved[0] : null;
  const granted = r.moved.length > (spent ? 1 : 0) ? r.moved[r.moved.length - 1] : null;
  return {
    owned: true,
    answer: answer as unknown as A,
    spent,
    granted,
    balances: { points: Number(pz_points ?? 0), credit: Number(pz_credit ?? 0), freeSpins: Number(pz_free_spins ?? 0) },
  };
}
