import { type RawBuilder, sql } from 'kysely';
import type { Currency } from './accounts';

type Sql = RawBuilder<unknown>;

/**
 * What a statement's movements do:
 * - `move`: a posted movement (debit's balance down, credit's up), a transfer row inserted;
 * - `hold`: a reservation (the debit's pending_out up, no balance moves), a pending transfer row;
 * - `post`: a reservation paid (the debit's balance and pending_out down, the credit's balance up),
 *   its pending row marked posted;
 * - `void`: a reservation released (the debit's pending_out down), its pending row marked voided.
 */
export type Phase = 'move' | 'hold' | 'post' | 'void';

export type CoreOptions = {
  phase: Phase;
  /** The transfer rows' currency (move and hold insert rows): an SQL value, so a statement's text stays one per name. */
  currency?: Sql;
  /**
   * The caller owns every key through a claim of its own in the same statement (games: game_txn's
   * unique id), so no key is looked up: a key used before fails the statement on the transfer's
   * unique index, keeping nothing.
   */
  keysClaimed?: boolean;
  /** A condition on the whole statement (the caller's claim), checked before anything is locked. */
  when?: Sql;
  /** Debits only from accounts allowed to go negative (house accounts): a member debit is refused. */
  houseDebitsOnly?: boolean;
};

/**
 * The ledger's one write path: every movement, single or batched, is these steps of ONE statement
 * (CTEs named `lg_*`, which callers never write: they use the values this answers), each feeding the
 * next so a step that does not happen stops what follows:
 *
 *   fresh keys -> accounts locked in id order -> each group affordable? -> [the caller's claim] ->
 *   balances after each row -> transfer rows written -> each account updated once, to its new value.
 *
 * `prepare(source)` takes the caller's relation of movements, one row each with the columns
 *   ord (int, unique, >= 0: the statement's order, which running balances and inserts follow),
 *   grp (int: the rows of a group move together or not at all, e.g. a game round's stake and payout),
 *   and for `move`/`hold` key, kind, debit, credit (account ids), amount (> 0), reference,
 *   metadata (jsonb), operator (int); for `post`/`void` tid, the pending transfer's id (its accounts
 *   and amount come from its row).
 * `move()` then moves every fresh row, all or nothing; `move({ go })` moves the affordable groups the
 * caller's claim let through (`go`, a relation of grp: e.g. the rounds whose bet id it inserted).
 *
 * The rules, on PGlite (one connection, no row locks: conditional steps and unique keys) and
 * PostgreSQL alike:
 * - a key used before moves nothing (unless `keysClaimed`: the caller's claim answers for it);
 * - accounts are locked in id order by every statement, so two statements never wait on each other
 *   in a circle; the balances read under the lock are the latest committed;
 * - a group moves only when every account it names exists and each of its debits is affordable:
 *   the account may go negative, or what it has available after the debit (balance less
 *   reservations, counting the rows before it in `ord` order as made) is not below zero;
 *   `post`/`void` need no check (the reservation holds the money). Without `go` a statement is all or
 *   nothing, so the check is exact; with `go` a refused or unclaimed group is left out and the
 *   balances after are counted again over the rows that move (exact for a payer named once, as the
 *   paired steps require; the CHECK on ledger_account refuses anything else);
 * - every transfer row carries its accounts' balances after it, as if the rows had been made one
 *   after the other in `ord` order; each account is updated once (a statement cannot update a row
 *   twice), and the CHECK constraint on ledger_account stands behind it all.
 *
 * Rows are read back by window functions, grouping and hash joins of the statement's own relations
 * (whose estimates come from its source, never from a table's statistics); tables are reached through
 * `id = any(array(...))` and `LATERAL ... LIMIT 1`, by index whatever the statistics said when the
 * plan was cached.
 */
export function coreSteps(opts: CoreOptions) {
  const { phase } = opts;
  const when = opts.when ?? sql`true`;
  const held = phase === 'post' || phase === 'void';
  const checked = phase === 'move' || phase === 'hold';
  // What a leg does to its account's balance and reservation.
  const balanceMoves = phase === 'move' || phase === 'post';
  const balanceDelta = balanceMoves ? sql`case l.side when 'd' then -f.amount else f.amount end` : sql`0::bigint`;
  const pendingDelta = {
    move: sql`0::bigint`,
    hold: sql`case l.side when 'd' then f.amount else 0 end`,
    post: sql`case l.side when 'd' then -f.amount else 0 end`,
    void: sql`case l.side when 'd' then -f.amount else 0 end`,
  }[phase];

  const fresh = (source: Sql) =>
    held
      ? sql`
    lg_fresh as (
      select s.ord, s.grp, t.id as tid, t.idempotency_key as key, t.kind, t.debit_account_id as debit, t.credit_account_id as credit,
             t.amount, t.reference, t.metadata, t.created_by_operator as operator
        from (${source}) s
        cross join lateral (select * from ledger_transfer t where t.id = s.tid and t.status = 'pending' limit 1) t
       where ${when})`
      : opts.keysClaimed
        ? sql`
    lg_fresh as (
      select s.ord, s.grp, s.key, s.kind, s.debit, s.credit, s.amount, s.reference, s.metadata, s.operator
        from (${source}) s where ${when})`
        : sql`
    lg_fresh as (
      select s.ord, s.grp, s.key, s.kind, s.debit, s.credit, s.amount, s.reference, s.metadata, s.operator
        from (${source}) s
        left join lateral (select 1 as used from ledger_transfer t where t.idempotency_key = s.key limit 1) u on true
       where u.used is null and ${when})`;

  // A debit leg is affordable when its account may go negative or what it has available after the
  // leg (counting the rows before it as made) is not below zero. The opening row ('o') comes first in
  // each account's window, so first_value reads the account as locked.
  const availableAfterLeg = {
    move: sql`sum(y.delta) over run - first_value(y.pdelta) over run`,
    hold: sql`first_value(y.delta) over run - sum(y.pdelta) over run`,
    post: sql`null::bigint`,
    void: sql`null::bigint`,
  }[phase];
  const affordable = !checked
    ? sql`true`
    : opts.houseDebitsOnly
      ? sql`first_value(y.negative_ok) over run`
      : sql`(first_value(y.negative_ok) over run or ${availableAfterLeg} >= 0)`;

  const prepare = (source: Sql) => sql`
    ${fresh(source)},
    lg_locked as (
      select id, balance, pending_out, allow_negative from ledger_account
       where id = any(array(select debit from lg_fresh) || array(select credit from lg_fresh))
       order by id for no key update),
    -- Each row as two legs (debit, credit) after its accounts' opening rows ('o': the balance and
    -- reservation locked), per account in ord order: whether the account exists, whether the leg is
    -- affordable, and the balance after it (if every row before it moves).
    lg_legs as (
      select y.ord, y.grp, y.side, y.account, y.delta, y.pdelta,
             first_value(y.side) over run = 'o' as found,
             (y.side <> 'd' or ${affordable}) as ok,
             ${balanceMoves ? sql`(sum(y.delta) over run)::bigint` : sql`null::bigint`} as balance_after
        from (
          select -1 as ord, null::int as grp, 'o' as side, id as account, balance as delta, pending_out as pdelta,
                 allow_negative as negative_ok
            from lg_locked
          union all
          select f.ord, f.grp, l.side, case l.side when 'd' then f.debit else f.credit end, ${balanceDelta}, ${pendingDelta}, false
            from lg_fresh f cross join (values ('d'), ('c')) as l(side)
        ) as y
      window run as (partition by y.account order by y.ord rows unbounded preceding)),
    lg_funded as (select grp from lg_legs where side <> 'o' group by grp having bool_and(found and ok))`;

  // Each account's balance and reservation after the statement (and whether they changed), from a
  // relation shaped like lg_legs: the opening rows and the legs that move.
  const accountsOf = (legs: Sql) => sql`
      select account as id, sum(delta)::bigint as balance, sum(pdelta)::bigint as pending_out,
             bool_or(side <> 'o' and (delta <> 0 or pdelta <> 0)) as changed
        from ${legs} x group by account`;
  // Each moving row's balances after its debit and its credit leg, from the same.
  const aftersOf = (legs: Sql) => sql`
      select ord, max(balance_after) filter (where side = 'd') as debit_after, max(balance_after) filter (where side = 'c') as credit_after
        from ${legs} x where side <> 'o' group by ord`;

  // Each account changed is set to its values after the statement (not `balance + x`): PostgreSQL
  // checks a row's constraints on the version the statement's snapshot saw before it follows a
  // concurrent update to the version this statement locked, so `balance + x` could fail the CHECK on
  // a balance that is no longer there. The lock makes the values right.
  // The values come from one jsonb map read once as a scalar (an InitPlan), not by joining:
  // with a join, every statement that waited for a hot account's lock re-evaluated the join for the
  // row's new version (EvalPlanQual), and a hot wallet took half as many transfers a second.
  const mapped = (n: 0 | 1) => sql`(((select m from lg_accmap) -> a.id::text) ->> ${sql.raw(String(n))})::bigint`;
  const sets = [...(balanceMoves ? [sql`balance = ${mapped(0)}`] : []), ...(phase !== 'move' ? [sql`pending_out = ${mapped(1)}`] : [])];
  const update = sql`
    lg_accmap as (select jsonb_object_agg(id::text, jsonb_build_array(balance, pending_out)) as m from lg_acct where changed),
    lg_bal as (
      update ledger_account a set ${sql.join(sets)}
       where a.id = any(array(select id from lg_acct where changed))
      returning a.id)`;

  // Which rows move, and the balances after each: without `go`, every fresh row when every group is
  // funded (the legs as checked); with `go`, the funded groups the caller's claim let through, the
  // legs counted again (lg_redo) only when some fresh group does not move.
  const moving = (go?: Sql) => {
    const all = sql`not exists (select 1 from lg_legs where not (found and ok))`;
    if (!go)
      return sql`
    lg_every as (select ${all} as ok),
    lg_after as (${aftersOf(sql`(select * from lg_legs where (select ok from lg_every))`)})`;
    const inGo = (grp: Sql) => sql`${grp} = any(array(select grp from lg_funded)) and ${grp} = any(array(select g.grp from ${go} as g))`;
    return sql`
    lg_every as (select ${all} and not exists (select 1 from lg_fresh f where not (${inGo(sql`f.grp`)})) as ok),
    lg_redo as (
      select y.ord, y.side, y.account, y.delta, y.pdelta, (sum(y.delta) over run)::bigint as balance_after
        from (
          select -1 as ord, 'o' as side, id as account, balance as delta, pending_out as pdelta from lg_locked
          union all
          select ord, side, account, delta, pdelta from lg_legs where side <> 'o' and ${inGo(sql`grp`)}
        ) y
       where not (select ok from lg_every)
      window run as (partition by y.account order by y.ord rows unbounded preceding)),
    lg_after as (
      ${aftersOf(sql`(select * from lg_legs where (select ok from lg_every))`)}
      union all
      ${aftersOf(sql`lg_redo`)})`;
  };

  /**
   * The steps after the caller's claim (see `moving`): the transfer rows written (inserted, or for a
   * reservation settled, updated while still pending) and every account changed updated once.
   */
  const move = (o: { go?: Sql } = {}) => {
    if (!held)
      return sql`
    ${moving(o.go)},
    lg_acct as (
      ${accountsOf(sql`(select ord, side, account, delta, pdelta from lg_legs where (select ok from lg_every))`)}
      ${o.go ? sql`union all ${accountsOf(sql`lg_redo`)}` : sql``}),
    lg_write as (
      insert into ledger_transfer (idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, reference, metadata,
                                   created_by_operator, status, debit_balance_after, credit_balance_after, settled_at)
      select f.key, f.kind, ${opts.currency ?? sql`null::text`}, f.debit, f.credit, f.amount, f.reference, f.metadata, f.operator,
             ${
               phase === 'move'
                 ? sql`'posted', a.debit_after, a.credit_after, now()`
                 : sql`'pending', null::bigint, null::bigint, null::timestamptz`
             }
        from lg_fresh f join lg_after a on a.ord = f.ord
       order by f.ord
      returning id, idempotency_key as key, debit_account_id as debit, credit_account_id as credit, amount,
                debit_balance_after as debit_after, credit_balance_after as credit_after),
    ${update}`;
    // A reservation is settled only while its row is still pending (the row's update is the claim),
    // so the accounts' values come from the rows actually written.
    return sql`
    ${moving()},
    lg_write as (
      update ledger_transfer t
         set status = ${phase === 'post' ? sql`'posted'` : sql`'voided'`}, settled_at = now()
             ${phase === 'post' ? sql`, debit_balance_after = a.debit_after, credit_balance_after = a.credit_after` : sql``}
        from lg_fresh f join lg_after a on a.ord = f.ord
       where t.id = any(array(select tid from lg_fresh)) and t.id = f.tid and t.status = 'pending'
      returning t.id, t.idempotency_key as key, t.debit_account_id as debit, t.credit_account_id as credit, t.amount,
                t.debit_balance_after as debit_after, t.credit_balance_after as credit_after),
    lg_acct as (
      ${accountsOf(sql`(
        select 'o' as side, id as account, balance as delta, pending_out as pdelta from lg_locked
        union all
        select 'd', debit, ${balanceMoves ? sql`-amount` : sql`0`}, -amount from lg_write
        union all
        select 'c', credit, ${balanceMoves ? sql`amount` : sql`0`}, 0 from lg_write)`)}
      having bool_or(side <> 'o')),
    ${update}`;
  };

  return {
    prepare,
    move,
    /** The rows whose key was unused (and the caller's `when` held): the source's columns. */
    fresh: sql`lg_fresh`,
    /** The groups (grp) whose accounts exist and can afford them, before the caller's claim. */
    funded: sql`(select grp from lg_funded)`,
    /** How many groups are refused: an account missing or a debit unaffordable (or not allowed). */
    refused: sql`(select count(*) from (select grp from lg_legs where side <> 'o' group by grp having not bool_and(found and ok)) r)`,
    /** Account ids named by fresh rows that do not exist (an array, null when none). */
    missing: sql`(select array_agg(distinct account) from lg_legs where not found)`,
    /** An account's available balance as locked, before this statement moved it. */
    availableBefore: (account: Sql) => sql`(select balance - pending_out from lg_locked where id = ${account})`,
    /** Every account the statement's rows name, after it: id, balance, pending_out, available (join it). */
    accounts: sql`(select id, balance, pending_out, balance - pending_out as available from lg_acct)`,
    /** An account's balance after the statement (null for an account no moved row names): for one or two accounts. */
    balanceAfter: (account: Sql) => sql`(select balance from lg_acct where id = ${account})`,
    /** An account's available balance (balance less reservations) after the statement (null the same way). */
    availableAfter: (account: Sql) => sql`(select balance - pending_out from lg_acct where id = ${account})`,
    /** The transfer rows written: id, key, debit, credit, amount, debit_after, credit_after. */
    transfers: sql`lg_write`,
    /** Whether any movement was made. */
    anyMoved: sql`exists (select 1 from lg_write)`,
  };
}

export type CoreSteps = ReturnType<typeof coreSteps>;

/** The source row of one movement from parameters (ord 1, grp 1). */
export function oneRow(row: {
  key: string;
  kind: string;
  debit: number;
  credit: number;
  amount: number;
  reference?: string | null;
  metadata: Sql;
  operator?: number | null;
}): Sql {
  return sql`select 1 as ord, 1 as grp, ${row.key}::text as key, ${row.kind}::text as kind, ${row.debit}::bigint as debit,
    ${row.credit}::bigint as credit, ${row.amount}::bigint as amount, ${row.reference ?? null}::text as reference,
    ${row.metadata} as metadata, ${row.operator ?? null}::int as operator`;
}

export const currencyOf = (c: Currency) => sql`${c}::text`;

/** The answer of a one-row statement, as `transferOutcome` reads it: fresh, id, missing, debit_after, credit_after. */
export function oneAnswer(core: CoreSteps): Sql {
  return sql`exists (select 1 from ${core.fresh}) as fresh, (select id from ${core.transfers}) as id, ${core.missing} as missing,
    (select debit_after from ${core.transfers}) as debit_after, (select credit_after from ${core.transfers}) as credit_after`;
}
