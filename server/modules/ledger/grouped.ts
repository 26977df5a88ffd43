import { type RawBuilder, sql } from 'kysely';
import { coreSteps } from './core';
import { checkTransfer, type TransferInput } from './transfers';

type Sql = RawBuilder<unknown>;

/** A posted movement of a group: the group's movements go together or not at all. */
export type GroupedMove = TransferInput & { group: number };

/**
 * Groups of posted movements (any kinds and currencies) of many callers in ONE statement, as the
 * core's steps (core.ts): requests that arrive together share a statement (the wheel's spins, each
 * a points spend and the prize it won). Each movement keeps its own transfer row under its own key;
 * a group moves all its movements or none; a group refused (an account missing, a member debit it
 * cannot afford) holds none of the others back.
 *
 * `only` is a relation with column grp: the groups the caller's claim let through (checked before
 * anything here is locked); the others lock and move nothing. An account that may not go negative
 * appears in one group only (the caller's rule, as `pairedSteps`), so its affordability is exact; a
 * house account may appear in many. The keys are the caller's to own (drawn for the call): none is
 * looked up, and a key used before fails the statement on the transfer's unique index.
 *
 * Then `move` (the CTEs after the lock); `moved` and `refused` (relations of grp), `accounts` (each
 * account the rows name after the statement: id, available) and `missing` (account ids that do not
 * exist, an array or null).
 */
export function groupedSteps(moves: GroupedMove[], only: Sql) {
  for (const t of moves) {
    if (t.pending) throw new Error('groupedSteps moves posted transfers only');
    checkTransfer(t);
  }
  // The rows' currencies by their order (the core writes each row from `lg_fresh f`); one text whatever they are.
  const currencies = moves.map((t) => t.currency);
  const core = coreSteps({ phase: 'move', currency: sql`(${currencies}::text[])[f.ord]`, keysClaimed: true });
  const source = moves.map((t, n) => ({
    ord: n + 1,
    grp: t.group,
    key: t.key,
    kind: t.kind,
    debit: t.debit,
    credit: t.credit,
    amount: t.amount,
    reference: t.reference ?? null,
    metadata: t.metadata ?? {},
    operator: t.operatorId ?? null,
  }));
  const go = sql`(select g.grp from ${only} g)`;
  return {
    prepare: core.prepare(sql`
      select v.ord, v.grp, v.key, v.kind, v.debit, v.credit, v.amount, v.reference, v.metadata, v.operator
        from jsonb_to_recordset(${JSON.stringify(source)}::jsonb)
          as v(ord int, grp int, key text, kind text, debit bigint, credit bigint, amount bigint, reference text, metadata jsonb, operator int)
       where v.grp = any(array(select grp from ${go} x))`),
    move: core.move({ go }),
    moved: sql`(select distinct f.grp from ${core.fresh} f join ${core.transfers} w on w.key = f.key)`,
    refused: sql`(select grp from lg_legs where side <> 'o' group by grp having not bool_and(found and ok))`,
    accounts: sql`(select a.id, a.available from ${core.accounts} a)`,
    missing: core.missing,
  };
}
