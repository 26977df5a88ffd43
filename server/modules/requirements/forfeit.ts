import { Errors } from '@contract/errors';
import type { ForfeitRule } from '@contract/promotions';
import type { Db } from '../../db';
import { AppError } from '../../lib/reply';
import { availableBalance, houseAccountId, transfer } from '../ledger';
import { creditedAfter } from '../ledger/steps';
import './tables';

/**
 * The money an unmet ending takes back to house:bonuses (docs/requirements.md "Forfeits"), from
 * the wallet's available balance (never more: no balance goes negative):
 * - `none`: nothing;
 * - `bonus`: the bonus, or what is left of it (never the deposits credited after it started);
 * - `bonus_and_winnings`: everything above the member's own money, which is `own_amount` (the
 *   balance before the grant and the deposit) plus the deposits credited after it started.
 */
export function forfeitOf(
  rule: ForfeitRule,
  r: { bonus_amount: number; own_amount: number },
  available: number,
  depositsSince: number,
): number {
  const balance = Math.max(available, 0);
  if (rule === 'bonus') return Math.min(r.bonus_amount, Math.max(balance - depositsSince, 0));
  if (rule === 'bonus_and_winnings') return Math.max(balance - (r.own_amount + depositsSince), 0);
  return 0;
}

/**
 * Deposits credited after the requirement started (satang), `startedExact` its start to the
 * microsecond (`started_at::text`). The grant's own deposit is credited in the grant's transaction,
 * at the same database time as the start, and is already `own_amount`: it is left out.
 */
export const depositsAfter = (db: Db, memberId: number, startedExact: string) => creditedAfter(db, memberId, 'deposit', startedExact);

/** What the rule takes now from the member's wallet (satang), reading the balance and the deposits since the start. */
export async function forfeitNow(
  db: Db,
  r: { member_id: number; account_id: number; forfeit_rule: ForfeitRule; bonus_amount: number; own_amount: number; started_exact: string },
  available?: number,
): Promise<number> {
  if (r.forfeit_rule === 'none') return 0;
  const balance = available ?? (await availableBalance(db, r.account_id));
  const deposits = await depositsAfter(db, r.member_id, r.started_exact);
  return forfeitOf(r.forfeit_rule, r, balance, deposits);
}

/**
 * Moves `amount()` from the member's wallet to house:bonuses as ONE ledger transfer of kind
 * 'bonus_forfeit', once per key (a replay answers the first). `amount` is worked out again when a
 * stake made at the same moment left too little (the transfer refuses to overdraw): the wallet never
 * goes negative and what is taken never exceeds what is there. Call it inside the ending's
 * transaction (the transfer runs under a savepoint). Answers the satang taken.
 */
export async function takeBack(
  trx: Db,
  input: { key: string; accountId: number; text: string; metadata: Record<string, unknown>; operatorId?: number },
  amount: () => Promise<number>,
): Promise<number> {
  const bonuses = await houseAccountId(trx, 'bonuses');
  for (let attempt = 0; ; attempt++) {
    const n = await amount();
    if (n <= 0) return 0;
    try {
      await transfer(trx, {
        key: input.key,
        kind: 'bonus_forfeit',
        currency: 'THB',
        debit: input.accountId,
        credit: bonuses,
        amount: n,
        operatorId: input.operatorId,
        metadata: { ...input.metadata, statement_text: input.text },
      });
      return n;
    } catch (e) {
      if (attempt < 5 && e instanceof AppError && e.def.code === Errors.INSUFFICIENT_FUNDS.code) continue;
      throw e;
    }
  }
}
