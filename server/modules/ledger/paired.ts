import { type RawBuilder, sql } from 'kysely';
import type { Currency } from './accounts';
import type { TransferKind } from './transfers';

type Sql = RawBuilder<unknown>;

/**
 * Stakes and their payouts between a payer and a house account (in-house game rounds: each bet and
 * its win) as steps of ONE statement (CTEs named `pr_*`), for a caller that settles many rounds in one
 * round trip. Each leg keeps its own transfer row under its own key, with the balances after it as if
 * the rounds were posted one after the other in `i` order, each stake before its payout; each account's
 * balance changes once, by its net (a statement cannot update a row twice).
 *
 * `source` is a relation with one row per movement and the columns
 *   i (order), payer, house (account ids), stake (> 0), payout (>= 0, no transfer row when 0),
 *   stake_key, payout_key, reference, stake_meta, payout_meta (jsonb).
 * A payer appears at most once in a statement (the caller's rule: its affordability is checked row by
 * row); a house account, allowed to go negative, may appear in many rows.
 *
 * Accounts are found through `id = any(array(...))`, by index whatever the statistics said when the
 * plan was cached. `lock(accounts)`: the accounts listed by the `accounts` query (ids) locked in id order, as
 * transfer() locks them, so the two never deadlock. `fundedOf(rows)`: the rows (with i, payer, house,
 * stake) whose payer can afford the stake on its locked row and whose house account is locked, so it
 * still holds when the money moves. `move(source)`: the balances and the transfer rows for every row of
 * `source`; `after` answers each moved payer's available balance afterwards (columns id, available).
 * The keys are the caller's to own: it claims them (e.g. game_txn's unique id) in the same statement,
 * and a key used before fails the statement on ledger_transfer's unique index, keeping nothing.
 */
export function pairedSteps(currency: Currency, kinds: { stake: TransferKind; payout: TransferKind }) {
  const lock = (accounts: Sql) => sql`
    pr_locked as (
      select id, balance, pending_out, allow_negative from ledger_account
       where id = any(array(${accounts}))
       order by id for no key update)`;
  const fundedOf = (rows: Sql) => sql`
    select r.i from ${rows} r join pr_locked p on p.id = r.payer
     where (p.allow_negative or p.balance - p.pending_out >= r.stake)
       and exists (select 1 from pr_locked h where h.id = r.house)`;
  const move = (source: Sql) => sql`
    pr_delta as (
      select id, sum(delta) as delta
        from (select payer as id, payout - stake as delta from ${source}
              union all
              select house, stake - payout from ${source}) x
       group by id),
    pr_moved as (
      update ledger_account a set balance = a.balance + (select d.delta from pr_delta d where d.id = a.id)
       where a.id = any(array(select id from pr_delta))
      returning a.id, a.balance, a.pending_out),
    pr_legs as (
      -- A house account's balance after each round, counted back from its balance after them all.
      select s.*, p.balance as payer_after,
             h.balance - sum(s.stake - s.payout) over (partition by s.house)
               + sum(s.stake - s.payout) over (partition by s.house order by s.i rows unbounded preceding) as house_after
        from ${source} s join pr_moved p on p.id = s.payer join pr_moved h on h.id = s.house),
    pr_ins as (
      insert into ledger_transfer (idempotency_key, kind, reference, metadata, currency, debit_account_id, credit_account_id, amount,
                                   status, debit_balance_after, credit_balance_after, settled_at)
      select l.key, l.kind, s.reference, l.metadata, ${currency}::text, l.debit, l.credit, l.amount, 'posted', l.debit_after, l.credit_after, now()
        from pr_legs s,
             lateral (values
               (1, s.stake_key, ${kinds.stake}::text, s.stake_meta, s.payer, s.house, s.stake, s.payer_after - s.payout, s.house_after + s.payout),
               (2, s.payout_key, ${kinds.payout}::text, s.payout_meta, s.house, s.payer, s.payout, s.house_after, s.payer_after)
             ) as l(n, key, kind, metadata, debit, credit, amount, debit_after, credit_after)
       where l.amount > 0
       order by s.i, l.n
      returning id)`;
  return {
    lock,
    fundedOf,
    move,
    after: sql`(select id, balance - pending_out as available from pr_moved)`,
  };
}
