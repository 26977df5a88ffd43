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
 *   balances after each row -> transfer rows written -> each account updated once, by its net.
 *
 * `prepare(source)` takes the caller's relation of movements, one row each with the columns
 *   ord (int, the statement's order: running balances and inserts follow it), grp (int: rows of a
 *   group move together or not at all, e.g. a game round's stake and payout), and for `move`/`hold`
 *   key, kind, debit, credit (account ids), amount (> 0), reference, metadata (jsonb), operator (int);
 *   for `post`/`void` tid, the pending transfer's id (its accounts and amount come from its row).
 * `move(go)` then moves the affordable groups, or only those in the caller's relation `go` (a
 * relation of grp: the groups its own claim let through, e.g. a game round whose bet id it inserted).
 *
 * The rules, on PGlite (one connection, no row locks: conditional steps and unique keys) and
 * PostgreSQL alike:
 * - a key used before moves nothing (unless `keysClaimed`: the caller's claim answers for it);
 * - accounts are locked in id order by every statement, so two statements never wait on each other
 *   in a circle; the balances read under the lock are the latest committed;
 * - a group moves only when every account it names exists and each of its debits is affordable:
 *   allowed to go negative, or the account's available balance (balance less reservations), less
 *   every debit of that account in this statement up to and including this row (in `ord` order, the
 *   rows refused included; credits of the same statement are not counted on), is not below zero.
 *   Exact for one row and for a payer named once; never below zero whatever the rows are;
 *   `post`/`void` need no check (the reservation holds the money);
 * - every transfer row carries its accounts' balances after it, as if the rows had been made one
 *   after the other in `ord` order; each account is updated once, by its net (a statement cannot
 *   update a row twice), and the CHECK constraint on ledger_account stands behind it all.
 *
 * Rows are read back through window functions and jsonb maps, never by joining two of the
 * statement's own relations: the planner cannot know how many rows a statement carries (a cached
 * plan was made for other sizes) and would join them row by row. Accounts and transfers are found
 * through `id = any(array(...))` and `LATERAL ... LIMIT 1`, by index whatever the statistics said.
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

  // A debit leg is affordable when its account may go negative or the running available covers it.
  const affordable = !checked
    ? sql`true`
    : opts.houseDebitsOnly
      ? sql`bool_or(y.negative_ok) over acct`
      : sql`(bool_or(y.negative_ok) over acct or sum(y.avail) over run >= 0)`;

  const prepare = (source: Sql) => sql`
    ${fresh(source)},
    lg_locked as (
      select id, balance, pending_out, allow_negative from ledger_account
       where id = any(array(select debit from lg_fresh union select credit from lg_fresh))
       order by id for no key update),
    -- Each row as two legs (debit, credit) after its accounts' opening rows ('o', carrying the balance
    -- and reservation locked), per account in ord order: whether the account exists, whether the leg
    -- is affordable, the balance after it, and each account's balance and reservation after all of
    -- them, if every row moves.
    lg_legs as (
      select y.ord, y.grp, y.side, y.account, y.delta, y.pdelta,
             bool_or(y.side = 'o') over acct as found,
             (y.side <> 'd' or ${affordable}) as ok,
             sum(y.delta) over run as balance_after,
             sum(y.delta) over acct as balance_final,
             sum(y.pdelta) over acct as pending_final
        from (
          select -1 as ord, null::int as grp, 'o' as side, id as account, balance - pending_out as avail, balance as delta,
                 pending_out as pdelta, allow_negative as negative_ok
            from lg_locked
          union all
          select f.ord, f.grp, l.side, case l.side when 'd' then f.debit else f.credit end,
                 case l.side when 'd' then -f.amount else 0 end, ${balanceDelta}, ${pendingDelta}, false
            from lg_fresh f cross join (values ('d'), ('c')) as l(side)
        ) as y
      window acct as (partition by y.account), run as (partition by y.account order by y.ord rows unbounded preceding)),
    lg_funded as (select grp from lg_legs where side <> 'o' group by grp having bool_and(found and ok))`;

  // Each account's balance and reservation after the statement, set as values (not `balance + x`):
  // PostgreSQL checks a row's constraints on the version the statement's snapshot saw before it
  // follows a concurrent update to the version this statement locked, so `balance + x` could fail
  // the CHECK on a balance that is no longer there. The lock makes the values right.
  const sets = [
    ...(balanceMoves ? [sql`balance = (n.m -> a.id::text ->> 0)::bigint`] : []),
    ...(phase !== 'move' ? [sql`pending_out = (n.m -> a.id::text ->> 1)::bigint`] : []),
  ];
  // `finals`: the accounts moved (id, balance, pending_out, before_balance, before_pending), read back
  // by callers through one jsonb map (`lg_final`) and updated once each when they changed.
  const update = (finals: Sql) => sql`
    lg_final as (select jsonb_object_agg(x.id::text, jsonb_build_array(x.balance, x.pending_out)) as m from ${finals} x),
    lg_bal as (
      update ledger_account a set ${sql.join(sets)}
        from lg_final n
       where a.id = any(array(select x.id from ${finals} x where x.balance <> x.before_balance or x.pending_out <> x.before_pending))
      returning a.id)`;

  // The accounts the statement moves, after it (id, balance, pending_out, before_balance, before_pending):
  // a reservation settled counts from the rows written (only while pending), any other movement from
  // the legs that move.
  const finals = held
    ? sql`(select id, b as balance, p as pending_out, before_balance, before_pending from lg_net)`
    : sql`(select account as id, balance_final as balance, pending_final as pending_out, delta as before_balance,
                  pdelta as before_pending from lg_legs where side = 'o' and (select ok from lg_every)
           union all
           select account, balance_final, pending_final, delta, pdelta from lg_redo
            where side = 'o' and touched and not (select ok from lg_every))`;

  /**
   * The steps after the caller's claim. Without `go`, all or nothing: every fresh row moves when
   * every group is funded, else none does. `go`: the funded groups the caller's claim let through
   * (a relation of grp) move. When every fresh row moves, the balances after are those the legs were
   * checked with; otherwise (a refused or unclaimed group) they are counted again over the rows that
   * move, a pass the statement makes only then.
   */
  const move = (o: { go?: Sql } = {}) => {
    const every = o.go
      ? sql`not exists (select 1 from lg_legs where not (found and ok))
            and not exists (select 1 from lg_fresh where not grp = any(array(select x.grp from ${o.go} as x)))`
      : sql`not exists (select 1 from lg_legs where not (found and ok))`;
    // When not every fresh row moves (a refused or unclaimed group), the balances after each leg and
    // each account's final balance ('o' rows), counted again over the legs that move: read (and so
    // made) only then.
    const redo = o.go
      ? sql`
    lg_redo as (
      select y.ord, y.side, y.account,
             sum(y.delta) over run as balance_after, sum(y.delta) over acct as balance_final, sum(y.pdelta) over acct as pending_final,
             y.delta, y.pdelta, bool_or(y.side <> 'o') over acct as touched
        from (
          select -1 as ord, 'o' as side, id as account, balance as delta, pending_out as pdelta from lg_locked
          union all
          select ord, side, account, delta, pdelta from lg_legs
           where side <> 'o' and grp = any(array(select grp from lg_funded)) and grp = any(array(select x.grp from ${o.go} as x))
        ) y
      window acct as (partition by y.account), run as (partition by y.account order by y.ord rows unbounded preceding)),`
      : sql`
    lg_redo as (select ord, side, account, balance_after, balance_final, pending_final, delta, pdelta, true as touched from lg_legs where false),`;
    const moving = sql`
    lg_every as (select ${every} as ok),
    ${redo}`;
    const written = !held
      ? sql`
    lg_write as (
      insert into ledger_transfer (idempotency_key, kind, currency, debit_account_id, credit_account_id, amount, reference, metadata,
                                   created_by_operator, status, debit_balance_after, credit_balance_after, settled_at)
      select f.key, f.kind, ${opts.currency ?? sql`null::text`}, f.debit, f.credit, f.amount, f.reference, f.metadata, f.operator,
             ${
               phase === 'move'
                 ? sql`'posted', (a.m ->> ('d' || f.ord))::bigint, (a.m ->> ('c' || f.ord))::bigint, now()`
                 : sql`'pending', null::bigint, null::bigint, null::timestamptz`
             }
        from lg_fresh f, lg_after a
       where a.m ? ('d' || f.ord)
       order by f.ord
      returning id, idempotency_key as key, debit_account_id as debit, credit_account_id as credit, amount,
                debit_balance_after as debit_after, credit_balance_after as credit_after)`
      : sql`
    lg_write as (
      update ledger_transfer t
         set status = ${phase === 'post' ? sql`'posted'` : sql`'voided'`}, settled_at = now()
             ${phase === 'post' ? sql`, debit_balance_after = (a.m ->> ('d' || f.ord))::bigint, credit_balance_after = (a.m ->> ('c' || f.ord))::bigint` : sql``}
        from lg_fresh f, lg_after a
       where t.id = any(array(select tid from lg_fresh)) and t.id = f.tid and a.m ? ('d' || f.ord) and t.status = 'pending'
      returning t.id, t.idempotency_key as key, t.debit_account_id as debit, t.credit_account_id as credit, t.amount,
                t.debit_balance_after as debit_after, t.credit_balance_after as credit_after),
    -- A reservation is settled only while its row is pending: each account's values from the rows written.
    lg_net as (
      select x.id, sum(x.b) as b, sum(x.p) as p, sum(x.b) filter (where x.o) as before_balance, sum(x.p) filter (where x.o) as before_pending
        from (select id, balance as b, pending_out as p, true as o from lg_locked
              union all
              select debit, ${balanceMoves ? sql`-amount` : sql`0`}, -amount, false from lg_write
              union all
              select credit, ${balanceMoves ? sql`amount` : sql`0`}, 0, false from lg_write) x
       group by x.id
      having not bool_and(x.o))`;
    return sql`
    ${moving}
    lg_after as materialized (
      select case when (select ok from lg_every)
                  then (select jsonb_object_agg(side || ord, balance_after) from lg_legs where side <> 'o')
                  else (select jsonb_object_agg(side || ord, balance_after) from lg_redo where side <> 'o') end as m),
    ${written},
    ${update(finals)}`;
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
    /** The transfer rows written: id, key, debit, credit, amount, debit_after, credit_after. */
    transfers: sql`lg_write`,
    /** Whether any movement was made. */
    anyMoved: sql`exists (select 1 from lg_write)`,
    /** Every account a movement of the statement named, after it: id, balance, pending_out, available. */
    accounts: sql`(select x.id, x.balance::bigint as balance, x.pending_out::bigint as pending_out,
                          (x.balance - x.pending_out)::bigint as available from ${finals} x)`,
    /** An account's available balance after the statement (null for an account it did not move), looked up without a join. */
    availableAfter: (account: Sql) =>
      sql`(select ((m -> ${account}::text ->> 0)::bigint - (m -> ${account}::text ->> 1)::bigint) from lg_final)`,
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
