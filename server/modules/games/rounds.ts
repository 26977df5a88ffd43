import { randomInt } from 'node:crypto';
import { Errors } from '@contract/errors';
import { satangToBaht } from '@contract/money';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/reply';
import { NoAnswer, rowsByRequest, StatementBatcher } from '../../lib/statement-batcher';
import type { Product } from '../ledger';
import { bangkokDayOf, pairedSteps, turnoverSumsStep } from '../ledger/steps';
import { assertNotExcluded } from '../limits';
import './tables';

type Conn = Kysely<Database>;
type Sql = RawBuilder<unknown>;

/** A whole in-house round at once: its bet and, when it pays, its win. */
export interface RoundRequest {
  provider: string;
  /** The bet's transaction id (the round's key); the win is recorded under `winTxnId`. */
  txnId: string;
  winTxnId: string;
  roundId: string;
  memberId: number;
  accountId: number;
  gameId: string;
  product: Product;
  stake: number;
  win: number;
  reference?: string;
  /** The caller's own values for its steps, read in SQL as `r.x` (jsonb). */
  extra: Record<string, unknown>;
}

/**
 * The caller's own steps in the rounds' statement (in-house play: its token, its seed pair's nonce
 * and its round record), written for many rounds at once: each step is a CTE answering the rounds it
 * let through by their `i`, reading the rounds from `gw_in` (the request's columns plus `x`, the
 * caller's extra values). `name` names the statement text (one text per name).
 */
export interface RoundSteps {
  name: string;
  /** Checked before anything is locked (its token still valid): rounds not in `ok` do nothing. */
  gate: { ctes: Sql; ok: Sql };
  /** The caller's claim among the rounds the wallets can afford (`funded`, a relation of i): rounds not in `ok` move nothing. */
  claim: { ctes: (funded: Sql) => Sql; ok: Sql };
  /**
   * Stored only for the rounds whose money moved (`moved`: i and the wallet's available balance
   * after); `answer` is a relation with i and the columns the caller reads back (`columns`, on alias a).
   */
  after: { steps: (moved: Sql) => Sql; answer: Sql; columns: Sql };
}

/**
 * played: the money moved (balance: available after; after: the caller's columns). repeat: the
 * round's id was used before, nothing happened. stale: the caller's gate or claim did not hold (or a
 * self-exclusion ended meanwhile): nothing happened; the caller refreshes what it knows and retries.
 */
export type RoundResult =
  | { status: 'played'; balance: number; after: Record<string, unknown> }
  | { status: 'repeat' }
  | { status: 'stale' };

type Row = {
  i: number;
  fresh: boolean;
  excluded: boolean;
  gate_ok: boolean;
  funded: boolean;
  available: number | null;
  moved: boolean;
  balance: number | null;
};

const paired = pairedSteps('THB', { stake: 'game_bet', payout: 'game_win' });

/**
 * Rounds of different members settled in ONE statement against one house account, outside any
 * transaction: for each, its bet's
 * id claimed unless used, the member not excluded, the caller's gate, both accounts locked in id
 * order, the stake affordable, the caller's claim, the bet and win rows, the stake and win as two
 * ledger transfers (each account moved once by its net), the day's turnover, and the caller's record.
 * Each step happens for a round only if the one before did, so a refused round leaves no trace; the
 * other rounds of the statement are not held back by it. Answers each round's result in order, or for
 * a round refused outright, its error (insufficient funds with the balance, self-exclusion).
 */
export async function settleRounds(
  conn: Conn,
  reqs: RoundRequest[],
  steps: RoundSteps,
  house: number,
): Promise<Array<RoundResult | Error>> {
  const members = new Set<number>();
  for (const r of reqs) {
    if (!Number.isSafeInteger(r.stake) || r.stake <= 0) throw new RangeError(`stake must be a positive integer, got ${r.stake}`);
    if (!Number.isSafeInteger(r.win) || r.win < 0) throw new RangeError(`win must be a non-negative integer, got ${r.win}`);
    if (r.accountId === house) throw new RangeError('a round needs a wallet and a house account');
    // One round a member per statement: affordability, the nonce and the round's id are checked row by row.
    if (members.has(r.memberId)) throw new RangeError(`member ${r.memberId} has two rounds in one statement`);
    members.add(r.memberId);
  }
  const input = reqs.map((r, i) => ({
    i,
    provider: r.provider,
    txn_id: r.txnId,
    win_txn_id: r.winTxnId,
    round_id: r.roundId,
    member_id: r.memberId,
    account_id: r.accountId,
    house,
    game_id: r.gameId,
    product: r.product,
    stake: r.stake,
    win: r.win,
    reference: r.reference ?? null,
    x: r.extra,
  }));
  const res = await sql<Row & Record<string, unknown>>`/* prepared:${sql.raw(steps.name)} */
    with
    gw_in as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(
        i int, provider text, txn_id text, win_txn_id text, round_id text, member_id bigint, account_id bigint, house bigint,
        game_id text, product text, stake bigint, win bigint, reference text, x jsonb)),
    -- Lookups row by row through LATERAL ... LIMIT 1, so they go by index whatever the statistics
    -- said when the plan was cached (a hashed subplan would read the whole table each time).
    gw_check as (
      select r.i, t.hit is null as fresh, e.hit is not null as excluded
        from gw_in r
        left join lateral (select 1 as hit from game_txn t where t.provider_id = r.provider and t.txn_id = r.txn_id limit 1) t on true
        left join lateral (select 1 as hit from self_exclusion e where e.member_id = r.member_id and e.until > now() limit 1) e on true),
    ${steps.gate.ctes},
    gw_ok as (
      select r.* from gw_in r join gw_check c on c.i = r.i
       where c.fresh and not c.excluded and r.i in (select i from ${steps.gate.ok})),
    -- The rounds' money, as the ledger's paired legs: both accounts of every round locked in id order.
    ${paired.prepare(sql`(
      select r.i, r.account_id as payer, r.house, r.stake, r.win as payout,
             'gbet:' || r.provider || ':' || r.txn_id as stake_key, 'gwin:' || r.provider || ':' || r.win_txn_id as payout_key, r.reference,
             jsonb_build_object('provider', r.provider, 'game_id', r.game_id, 'round_id', r.round_id, 'txn_id', r.txn_id) as stake_meta,
             jsonb_build_object('provider', r.provider, 'game_id', r.game_id, 'round_id', r.round_id, 'txn_id', r.win_txn_id,
                                'bet_txn_id', r.txn_id) as payout_meta
        from gw_ok r)`)},
    gw_funded as (select f.i from ${paired.funded} f),
    ${steps.claim.ctes(sql`gw_funded`)},
    gw_txn as (
      insert into game_txn (provider_id, txn_id, op, status, member_id, account_id, game_id, round_id, ref_txn_id, amount)
      select r.provider, v.txn_id, v.op, v.status, r.member_id, r.account_id, r.game_id, r.round_id, v.ref_txn_id, v.amount
        from gw_ok r,
             lateral (values (r.txn_id, 'bet', 'settled', null::text, r.stake), (r.win_txn_id, 'win', 'done', r.txn_id, r.win))
               as v(txn_id, op, status, ref_txn_id, amount)
       where r.i in (select i from ${steps.claim.ok}) and (v.op = 'bet' or v.amount > 0)
       order by r.i, v.op
      on conflict (provider_id, txn_id) do nothing
      returning provider_id, txn_id, op),
    -- The rounds whose bet id this statement claimed: their money moves.
    gw_go as (
      select r.i, r.account_id as payer, r.member_id, r.product, r.stake, r.win as payout
        from gw_ok r join gw_txn t on t.op = 'bet' and t.provider_id = r.provider and t.txn_id = r.txn_id),
    ${paired.move(sql`gw_go`)},
    gw_moved as (select g.i, m.available from gw_go g join ${paired.after} m on m.id = g.payer),
    ${turnoverSumsStep(sql`(select member_id, product, stake, payout from gw_go)`, bangkokDayOf(sql`now()`))},
    ${steps.after.steps(sql`gw_moved`)}
    select r.i, c.fresh, c.excluded, r.i in (select i from ${steps.gate.ok}) as gate_ok, r.i in (select i from gw_funded) as funded,
           ${paired.availableBefore(sql`r.account_id`)} as available,
           m.i is not null as moved, m.available as balance,
           ${steps.after.columns}
      from gw_in r join gw_check c on c.i = r.i
      left join gw_moved m on m.i = r.i
      left join ${steps.after.answer} a on a.i = r.i
     order by r.i`.execute(conn);
  // Each row by its round's i: a round the statement returned no row for is unanswered, tried again alone.
  return Promise.all(rowsByRequest(reqs.length, res.rows).map((row, i) => (row instanceof NoAnswer ? row : outcome(conn, reqs[i], row))));
}

/** One round's answer from its row of the statement. */
async function outcome(conn: Conn, req: RoundRequest, row: Row & Record<string, unknown>): Promise<RoundResult | Error> {
  const { i: _i, fresh, excluded, gate_ok, funded, available, moved, balance, ...after } = row;
  try {
    if (moved) return { status: 'played', balance: balance as number, after };
    if (!fresh) return { status: 'repeat' };
    if (!gate_ok) return { status: 'stale' };
    if (excluded) {
      await assertNotExcluded(conn, req.memberId);
      return { status: 'stale' };
    }
    if (!funded) fail(Errors.INSUFFICIENT_FUNDS, { balance: satangToBaht(available ?? 0) });
    // Affordable but not moved: the caller's claim did not hold, or the bet's id was claimed by a twin
    // call a moment ago (then it is a repeat: the caller finds its round, or refreshes and retries).
    // Looked up afresh: the statement's snapshot could not see the twin's commit.
    return (await betClaimed(conn, req)) ? { status: 'repeat' } : { status: 'stale' };
  } catch (e) {
    return e as Error;
  }
}

async function betClaimed(conn: Conn, req: RoundRequest): Promise<boolean> {
  const r = await sql`/* prepared:game_round_bet_claimed */
    select 1 from game_txn where provider_id = ${req.provider} and txn_id = ${req.txnId}`.execute(conn);
  return r.rows.length > 0;
}

/** Rounds in one statement. */
const MAX_ROUNDS = 64;

/**
 * Rounds that arrive together settled together (settleRounds) through the statement batcher
 * (server/lib/statement-batcher.ts, its rule for a member's next round): a round goes out at once
 * when fewer than `settings.roundStatements` statements run, otherwise with the others that arrived
 * meanwhile (up to 64, one a member) in the next statement; a member's next round waits for the
 * statement carrying the last one. Each running statement moves its own house row (`house(n)`:
 * HouseGameAccounts.shardAccount; a process starts at a random one) and, a member being in one
 * statement at a time, no wallet of another: a process's statements never wait for each other's
 * locks (only for other transactions', e.g. a deposit's). A statement of several rounds that fails, or
 * leaves a round unanswered, is tried round by round. Beyond `settings.queueMax` rounds waiting, a
 * round is refused at once (SERVER_BUSY).
 */
export function roundBatcher(
  conn: Conn,
  steps: RoundSteps,
  house: (n: number) => Promise<number>,
  settings: { roundStatements: number; queueMax: number },
): StatementBatcher<RoundRequest, RoundResult> {
  return new StatementBatcher<RoundRequest, RoundResult>({
    run: async (reqs, slot) => settleRounds(conn, reqs, steps, await house(slot)),
    ownerOf: (r) => r.memberId,
    inFlight: settings.roundStatements,
    max: MAX_ROUNDS,
    maxQueue: settings.queueMax,
    firstSlot: randomInt(1024),
  });
}
