import { type RawBuilder, sql } from 'kysely';
import type { Currency } from './accounts';
import type { TransferKind } from './transfers';

type Sql = RawBuilder<unknown>;

/** One leg of a paired movement: its key and how the statement shows it. */
export type Leg = { key: string; kind: TransferKind; reference?: string; metadata: Record<string, unknown> };

export type PairedMovement = {
  currency: Currency;
  /** The account that pays the stake and receives the payout (a member's wallet). */
  payer: number;
  /** The other side (a house account, allowed to go negative). */
  house: number;
  /** Integer satang above 0: payer -> house. */
  stake: number;
  /** Integer satang, 0 or more: house -> payer (no transfer row when 0). */
  payout: number;
  stakeLeg: Leg;
  payoutLeg: Leg;
};

/**
 * A stake and its payout between the same two accounts (an in-house game round: the bet and its win)
 * as the steps of ONE statement (CTEs named `pr_*`), for a caller that settles a whole round in one
 * round trip. Each leg keeps its own transfer row under its own key, with the balances after it as if
 * the stake were posted first and the payout next; each account's balance changes once, by the net
 * (a statement cannot update a row twice).
 *
 * `lock(when)`: both accounts locked in id order (as transfer() locks them, so the two never
 * deadlock), only when `when` holds; `funded` holds when the payer can afford the stake (checked on
 * the locked row, so it still holds when the money moves); `available` is the payer's available
 * balance before. `move(go)`: the balances and the transfer rows, only when `go` holds (the caller
 * puts its own claims between the two, behind `funded`); `moved` holds when they were made and
 * `availableAfter` is the payer's available balance after. The keys are the caller's to own: it
 * claims them (e.g. game_txn's unique id) in the same statement, and a key used before fails the
 * statement on ledger_transfer's unique index, keeping nothing.
 */
export function pairedSteps(m: PairedMovement) {
  if (!Number.isSafeInteger(m.stake) || m.stake <= 0) throw new RangeError(`stake must be a positive integer, got ${m.stake}`);
  if (!Number.isSafeInteger(m.payout) || m.payout < 0) throw new RangeError(`payout must be a non-negative integer, got ${m.payout}`);
  if (m.payer === m.house) throw new RangeError('a paired movement needs two different accounts');
  const payer = sql`${m.payer}::bigint`;
  const house = sql`${m.house}::bigint`;
  const stake = sql`${m.stake}::bigint`;
  const payout = sql`${m.payout}::bigint`;
  const leg = (l: Leg) => sql`${l.key}::text, ${l.kind}::text, ${l.reference ?? null}::text, ${JSON.stringify(l.metadata)}::jsonb`;
  const lock = (when: Sql) => sql`
    pr_locked as (
      select id, balance, pending_out, allow_negative from ledger_account
       where id in (${payer}, ${house}) and ${when}
       order by id for no key update),
    pr_funded as (
      select 1 from pr_locked p where p.id = ${payer} and (p.allow_negative or p.balance - p.pending_out >= ${stake})
         and exists (select 1 from pr_locked h where h.id = ${house}))`;
  // One UPDATE for both accounts (each row once: by the net), its rows read back by id.
  const move = (go: Sql) => sql`
    pr_moved as (
      update ledger_account a set balance = a.balance + d.delta
        from (values (${payer}, ${payout} - ${stake}), (${house}, ${stake} - ${payout})) as d(id, delta)
       where a.id = d.id and ${go}
      returning a.id, a.balance, a.pending_out),
    pr_ins as (
      insert into ledger_transfer (idempotency_key, kind, reference, metadata, currency, debit_account_id, credit_account_id, amount,
                                   status, debit_balance_after, credit_balance_after, settled_at)
      select l.key, l.kind, l.reference, l.metadata, ${m.currency}::text, l.debit, l.credit, l.amount, 'posted', l.debit_after, l.credit_after, now()
        from (select balance from pr_moved where id = ${payer}) as p, (select balance from pr_moved where id = ${house}) as h,
             lateral (values
               (${leg(m.stakeLeg)}, ${payer}, ${house}, ${stake}, p.balance - ${payout}, h.balance + ${payout}),
               (${leg(m.payoutLeg)}, ${house}, ${payer}, ${payout}, h.balance, p.balance)
             ) as l(key, kind, reference, metadata, debit, credit, amount, debit_after, credit_after)
       where l.amount > 0
      returning id)`;
  return {
    lock,
    funded: sql`exists (select 1 from pr_funded)`,
    available: sql`(select balance - pending_out from pr_locked where id = ${payer})`,
    move,
    moved: sql`exists (select 1 from pr_moved)`,
    availableAfter: sql`(select balance - pending_out from pr_moved where id = ${payer})`,
  };
}
