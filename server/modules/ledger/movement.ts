import { Errors } from '@contract/errors';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { coreSteps, currencyOf, oneAnswer } from './core';
import { type Applied, checkTransfer, sourceOf, type TransferInput, type TransferResult, transferOutcome } from './transfers';
import { type TurnoverEntry, turnoverSteps } from './turnover';

type Conn = Kysely<Database>;
type Sql = RawBuilder<unknown>;

/** What the caller's steps after the movement may use: SQL expressions of the same statement. */
export type AfterMove = {
  /** True when the movement was made. */
  moved: Sql;
  /** The movement's transfer id (null when it was not made). */
  transferId: Sql;
  /** Each account's available balance (balance less reservations) after the movement. */
  debitAvailable: Sql;
  creditAvailable: Sql;
};

export type Movement = {
  /** Names the statement (prepared once per connection on PostgreSQL): one name per statement text. */
  name: string;
  /**
   * The caller's claim on the movement's key: its own steps (CTEs, e.g. `claim as (insert ... on
   * conflict do nothing returning id)`) and the condition under which this call owns the key and the
   * movement is made. Without one, the caller claimed the key earlier in the same transaction.
   */
  claim?: { ctes: Sql; owns: Sql };
  /**
   * The movement's key cannot have been used before when the claim holds (the claim is a unique
   * insert of the same id, or the key is built from an id drawn for this call): the statement does
   * not look it up. A key used anyway fails the statement on the transfer's unique index.
   */
  keyClaimed?: boolean;
  /**
   * The statement is the whole unit of work, so it may run outside a transaction (two round trips
   * fewer): the claim writes nothing, and every caller step after the movement either happens or
   * fails the statement (a unique key, a CHECK), so a refusal or a failure keeps nothing.
   */
  alone?: boolean;
  /** A posted movement (not pending). */
  transfer: TransferInput;
  /** The transfer's metadata as an SQL jsonb expression, when it reads the caller's steps. */
  metadata?: Sql;
  /** Recorded with the movement, only when the movement is made (turnover.ts). */
  turnover?: TurnoverEntry;
  /** The turnover's time as an SQL timestamp, when it reads the caller's steps. */
  turnoverAt?: Sql;
  /** The caller's steps after the movement (CTEs), e.g. a record holding the balance after it. */
  after?: (m: AfterMove) => Sql;
  /** The caller's own columns in the answer (they may read the caller's steps). */
  answer?: Sql;
};

export type Moved<A> = { owned: false; answer: A } | { owned: true; answer: A; moved: TransferResult };

/**
 * The caller's claim, a posted movement, its turnover and the caller's steps after it, in ONE
 * statement: the core's steps (core.ts) behind the claim (`when`), then `turnoverSteps`, then the
 * caller's, each happening only when the one before it did, so the games wallet pays one round trip
 * where it paid up to six (claim, savepoint, transfer, release, turnover entry, turnover sum), and a
 * lotto sale stores its bill in the same trip. Runs inside the caller's transaction, which owns the
 * key through its claim: no savepoint, and a refusal (INSUFFICIENT_FUNDS, thrown as transfer()
 * throws it) must roll that transaction back, claim included (or alone: see `alone`). `owned: false`
 * when the claim did not hold (the movement was not made); the caller's columns are answered either way.
 */
export async function claimAndMove<A extends object = Record<string, never>>(trx: Conn, m: Movement): Promise<Moved<A>> {
  if (!trx.isTransaction && !m.alone) throw new Error('claimAndMove runs inside the caller’s transaction');
  if (!/^[a-z0-9_]+$/.test(m.name)) throw new Error(`bad statement name ${m.name}`);
  if (m.transfer.pending) throw new Error('claimAndMove moves posted transfers only');
  checkTransfer(m.transfer);
  const owns = m.claim ? m.claim.owns : sql`true`;
  const core = coreSteps({ phase: 'move', currency: currencyOf(m.transfer.currency), when: owns, keysClaimed: m.keyClaimed });
  const steps: Sql[] = [...(m.claim ? [m.claim.ctes] : []), core.prepare(sourceOf(m.transfer, m.metadata)), core.move()];
  if (m.turnover) steps.push(turnoverSteps(m.turnover, core.anyMoved, m.turnoverAt).ctes);
  const availableOf = (id: number) => core.availableAfter(sql`${id}::bigint`);
  if (m.after) {
    steps.push(
      m.after({
        moved: core.anyMoved,
        transferId: sql`(select id from ${core.transfers})`,
        debitAvailable: availableOf(m.transfer.debit),
        creditAvailable: availableOf(m.transfer.credit),
      }),
    );
  }
  const r = await sql<Applied & { owned: boolean }>`/* prepared:${sql.raw(m.name)} */
    with ${sql.join(steps)}
    select ${owns} as owned, ${oneAnswer(core)}${m.answer ? sql`, ${m.answer}` : sql``}`.execute(trx);
  const { owned, fresh, id, missing, debit_after, credit_after, ...answer } = r.rows[0];
  if (!owned) return { owned: false, answer: answer as unknown as A };
  const moved = await transferOutcome(trx, m.transfer, { fresh, id, missing, debit_after, credit_after });
  return { owned: true, answer: answer as unknown as A, moved };
}

/** What the caller's steps after several movements (and its answer) may use: SQL expressions of the same statement. */
export type AfterMoves = {
  /** True when the movements were made (all of them: they move together), or, with none, when the claim held. */
  moved: Sql;
  /** An account's available balance (balance less reservations) after the statement, moved by it or not. */
  available: (accountId: number) => Sql;
};

export type Movements = {
  /** Names the statement (prepared once per connection on PostgreSQL): one name per statement text. */
  name: string;
  /** The caller's claim (see `Movement`); without one, the caller owns the keys already. */
  claim?: { ctes: Sql; owns: Sql };
  /**
   * Every key is built from an id drawn for this call or claimed by it (see `Movement.keyClaimed`):
   * no key is looked up, and a key used anyway fails the statement on the transfer's unique index.
   */
  keyClaimed: true;
  /** The statement is the whole unit of work (see `Movement.alone`). */
  alone?: boolean;
  /** Posted movements, in this order, all or nothing (a group): any currencies; none = the claim and the caller's steps only. */
  transfers: TransferInput[];
  /** The caller's steps after the movements (CTEs). */
  after?: (m: AfterMoves) => Sql;
  /** The caller's own columns in the answer. */
  answer?: (m: AfterMoves) => Sql;
};

export type MovedAll<A> = { owned: false; answer: A } | { owned: true; answer: A; moved: TransferResult[] };

/**
 * `claimAndMove` for several posted movements that go together (a points spend and the prize it
 * buys, of different currencies): the caller's claim, the movements as ONE group of the core (all
 * of them or none; a member debit that cannot be afforded refuses the group: INSUFFICIENT_FUNDS, as
 * transfer() throws it), the caller's steps after them and its answer, in ONE statement, no
 * savepoint and no key lookup (`keyClaimed`). With no movement, the statement is the claim and the
 * caller's steps. Answers each movement's result in the order given.
 */
export async function claimAndMoveAll<A extends object = Record<string, never>>(trx: Conn, m: Movements): Promise<MovedAll<A>> {
  if (!trx.isTransaction && !m.alone) throw new Error('claimAndMoveAll runs inside the caller’s transaction');
  if (!/^[a-z0-9_]+$/.test(m.name)) throw new Error(`bad statement name ${m.name}`);
  if (m.keyClaimed !== true) throw new Error('claimAndMoveAll needs keys the caller owns');
  for (const t of m.transfers) {
    if (t.pending) throw new Error('claimAndMoveAll moves posted transfers only');
    checkTransfer(t);
  }
  const owns = m.claim ? m.claim.owns : sql`true`;
  const snapshot = (id: number) => sql`(select a.balance - a.pending_out from ledger_account a where a.id = ${id}::bigint)`;
  if (m.transfers.length === 0) {
    const h: AfterMoves = { moved: sql`(${owns})`, available: snapshot };
    const steps = [...(m.claim ? [m.claim.ctes] : []), ...(m.after ? [m.after(h)] : [])];
    const r = await sql<{ owned: boolean }>`/* prepared:${sql.raw(m.name)} */
      ${steps.length ? sql`with ${sql.join(steps)}` : sql``}
      select ${owns} as owned${m.answer ? sql`, ${m.answer(h)}` : sql``}`.execute(trx);
    const { owned, ...answer } = r.rows[0];
    return owned ? { owned: true, answer: answer as unknown as A, moved: [] } : { owned: false, answer: answer as unknown as A };
  }
  // The rows' currencies by their order (the core writes each row from `lg_fresh f`); one text per name whatever they are.
  const currencies = m.transfers.map((t) => t.currency);
  const core = coreSteps({
    phase: 'move',
    currency: sql`(${currencies}::text[])[f.ord]`,
    when: owns,
    keysClaimed: true,
  });
  const source = m.transfers.map((t, n) => ({
    ord: n + 1,
    key: t.key,
    kind: t.kind,
    debit: t.debit,
    credit: t.credit,
    amount: t.amount,
    reference: t.reference ?? null,
    metadata: t.metadata ?? {},
    operator: t.operatorId ?? null,
  }));
  const h: AfterMoves = {
    moved: core.anyMoved,
    available: (id) => sql`coalesce(${core.availableAfter(sql`${id}::bigint`)}, ${snapshot(id)})`,
  };
  const steps: Sql[] = [
    ...(m.claim ? [m.claim.ctes] : []),
    core.prepare(sql`
      select v.ord, 1 as grp, v.key, v.kind, v.debit, v.credit, v.amount, v.reference, v.metadata, v.operator
        from jsonb_to_recordset(${JSON.stringify(source)}::jsonb)
          as v(ord int, key text, kind text, debit bigint, credit bigint, amount bigint, reference text, metadata jsonb, operator int)`),
    core.move(),
    ...(m.after ? [m.after(h)] : []),
  ];
  const r = await sql<{
    owned: boolean;
    fresh: boolean;
    moves: Record<string, [number, number | null, number | null]> | null;
    missing: (number | string)[] | null;
  }>`/* prepared:${sql.raw(m.name)} */
    with ${sql.join(steps)}
    select ${owns} as owned, exists (select 1 from ${core.fresh}) as fresh, ${core.missing} as missing,
           (select jsonb_object_agg(w.key, jsonb_build_array(w.id, w.debit_after, w.credit_after)) from ${core.transfers} w) as moves
           ${m.answer ? sql`, ${m.answer(h)}` : sql``}`.execute(trx);
  const { owned, fresh, moves, missing, ...answer } = r.rows[0];
  if (!owned) return { owned: false, answer: answer as unknown as A };
  if (!fresh || !moves) {
    if (missing?.length) throw new Error(`ledger account ${missing.map(Number).join(', ')} does not exist`);
    fail(Errors.INSUFFICIENT_FUNDS);
  }
  const moved = m.transfers.map((t): TransferResult => {
    const row = moves[t.key];
    if (!row) throw new Error(`movement ${t.key} was not made with the others`);
    return { id: Number(row[0]), status: 'posted', replayed: false, debitBalanceAfter: row[1], creditBalanceAfter: row[2] };
  });
  return { owned: true, answer: answer as unknown as A, moved };
}
