import { type RawBuilder, sql } from 'kysely';
import type { Currency } from './accounts';
import { coreSteps, currencyOf } from './core';
import type { TransferKind } from './transfers';

type Sql = RawBuilder<unknown>;

/**
 * Stakes and their payouts between a payer and a house account (in-house game rounds: each bet and
 * its win), many rounds in ONE statement, as the core's steps (core.ts): each round a group of two
 * legs (ord 2i and 2i + 1, the stake before its payout; a payout of 0 makes no transfer row) that
 * move together or not at all. Each leg keeps its own transfer row under its own key, with the
 * balances after it as if the rounds were posted one after the other in `i` order; each account's
 * balance changes once, by its net.
 *
 * `prepare(rounds)`: `rounds` is a relation with one row per round and the columns
 *   i (int, order), payer, house (account ids), stake (> 0), payout (>= 0),
 *   stake_key, payout_key, reference, stake_meta, payout_meta (jsonb).
 * A payer appears at most once in a statement (the caller's rule), so its affordability is exact; a
 * house account, allowed to go negative, may appear in many rows. The keys are the caller's to own:
 * it claims them (e.g. game_txn's unique id) in the same statement, and a key used before fails the
 * statement on ledger_transfer's unique index, keeping nothing.
 *
 * Then `funded` (a relation of i: rounds whose accounts exist and whose payer can afford the stake,
 * under the lock), the caller's claim among them, and `move(go)` for the rounds the claim let
 * through (`go`, a relation with column i). `after`: each account of the statement after it (columns
 * id, available: balance less reservations); `availableBefore(account)`: as locked.
 */
export function pairedSteps(currency: Currency, kinds: { stake: TransferKind; payout: TransferKind }) {
  const core = coreSteps({ phase: 'move', currency: currencyOf(currency), keysClaimed: true });
  return {
    prepare: (rounds: Sql) =>
      core.prepare(sql`
        select r.i * 2 + l.n as ord, r.i as grp, l.key, l.kind, l.debit, l.credit, l.amount, r.reference, l.metadata, null::int as operator
          from ${rounds} r
          cross join lateral (values
            (0, r.stake_key, ${kinds.stake}::text, r.stake_meta, r.payer, r.house, r.stake),
            (1, r.payout_key, ${kinds.payout}::text, r.payout_meta, r.house, r.payer, r.payout)
          ) as l(n, key, kind, metadata, debit, credit, amount)
         where l.amount > 0`),
    funded: sql`(select f.grp as i from ${core.funded} f)`,
    availableBefore: core.availableBefore,
    move: (go: Sql) => core.move({ go: sql`(select g.i as grp from ${go} g)` }),
    after: sql`(select a.id, a.available from ${core.accounts} a)`,
  };
}
