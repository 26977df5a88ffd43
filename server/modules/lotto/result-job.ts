import { Errors } from '@contract/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/reply';
import { recordSystemAudit } from '../admin';
import { inTransaction } from '../ledger';
import type { FetchOutcome } from './feed-tables';
import { originLabel, submitResult } from './result-entries';
import type { ResultSource } from './result-sources';
import { resultFor } from './results';
import { findRound, resultExpectedAt, roundsQuery } from './rounds';
import './feed-tables';
import './tables';

type Conn = Kysely<Database>;

/** Retries wait 1, 2, 4, ... minutes, at most an hour; a source gives a round up a day after it was due. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 3600_000;
export const GIVE_UP_MS = 24 * 3600_000;
/** Rounds one pass of one source looks at (the rest wait for the next pass). */
const PASS_LIMIT = 100;
/** Rounds a pass asks about at once: a slow provider holds the scheduler's pass up for about one deadline, not one per round. */
const PARALLEL_ASKS = 4;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export type SourcePass = Partial<Record<FetchOutcome | 'retried', number>>;

/**
 * One pass of a result source (server/jobs runs it every tick). Any number of nodes may run it at
 * the same moment:
 * 1. every round of the source's categories whose expected result time has come and that has no
 *    result gets a lotto_feed_fetch row (insert ... on conflict do nothing);
 * 2. each row whose next try has come is claimed by ONE node with a conditional update (attempts + 1,
 *    claimed for the source's lease), asked, and its answer validated and entered through
 *    `submitResult` (applied, same, pending or held), or, on a slow, wrong, partial or missing answer,
 *    tried again after the backoff, until a day after the round was due.
 */
export async function runResultSource(db: Conn, source: ResultSource, now: Date): Promise<SourcePass> {
  await openDueRounds(db, source, now);
  const waiting = await db
    .selectFrom('lotto_feed_fetch')
    .select('round_id')
    .where('source', '=', source.name)
    .where('done_at', 'is', null)
    .where('next_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_at')
    .limit(PASS_LIMIT)
    .execute();
  const pass: SourcePass = {};
  const queue = waiting.map((w) => w.round_id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await tryRound(db, source, id, now);
      if (outcome) pass[outcome] = (pass[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ASKS, queue.length) }, worker));
  return pass;
}

async function openDueRounds(db: Conn, source: ResultSource, now: Date) {
  const rounds = await roundsQuery(db)
    .where('r.status', 'in', ['open', 'closed'])
    .where('r.closes_at', '<=', now)
    .where('c.result_kind', 'in', source.kinds)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lotto_feed_fetch as f')
            .select('f.round_id')
            .whereRef('f.round_id', '=', 'r.id')
            .where('f.source', '=', source.name),
        ),
      ),
    )
    .execute();
  const due = rounds.map((r) => ({ id: r.id, at: resultExpectedAt(r) })).filter((r) => r.at.getTime() <= now.getTime());
  if (due.length === 0) return;
  await db
    .insertInto('lotto_feed_fetch')
    .values(due.map((r) => ({ source: source.name, round_id: r.id, due_at: r.at, next_at: r.at })))
    .onConflict((oc) => oc.columns(['source', 'round_id']).doNothing())
    .execute();
}

/** Claims one round for this node, asks the source and records what came of it. */
async function tryRound(db: Conn, source: ResultSource, roundId: number, now: Date): Promise<FetchOutcome | 'retried' | null> {
  const claimed = await db
    .updateTable('lotto_feed_fetch')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: new Date(now.getTime() + source.leaseMs), tried_at: now }))
    .where('source', '=', source.name)
    .where('round_id', '=', roundId)
    .where('done_at', 'is', null)
    .where('next_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returning(['attempts', 'due_at'])
    .executeTakeFirst();
  if (!claimed) return null; // another node has it
  // Later writes to the row hold only while it is still this claim (the same attempt).
  const mine = { source: source.name, roundId, attempts: claimed.attempts };
  const finish = (outcome: FetchOutcome, entryId: number | null = null) => finishRow(db, mine, now, outcome, entryId);

  const round = await findRound(db, roundId);
  if (!round || round.status === 'cancelled') return finish('cancelled');
  if (round.status === 'resulted' && !source.crossCheck) return finish('skipped');
  try {
    const draws = await source.ask(round);
    const draw = draws.find((d) => d.category_code === round.category_code && d.draw_date === round.draw_date);
    if (!draw) throw new Error(`ยังไม่มีผลของงวดวันที่ ${round.draw_date}`);
    const result = resultFor(round.result_kind, draw.result);
    const { outcome, entry_id } = await submitResult(db, roundId, result, source.origin, now);
    return finish(outcome, entry_id);
  } catch (err) {
    // A round cancelled meanwhile has nothing left to ask about.
    if (err instanceof AppError && err.def === Errors.LOTTO_ROUND_DECIDED) return finish('cancelled');
    return retryLater(db, source, mine, claimed.due_at, now, (err as Error).message);
  }
}

type Claim = { source: string; roundId: number; attempts: number };

function ownRow(db: Conn, c: Claim) {
  return db
    .updateTable('lotto_feed_fetch')
    .where('source', '=', c.source)
    .where('round_id', '=', c.roundId)
    .where('attempts', '=', c.attempts);
}

async function finishRow(db: Conn, c: Claim, now: Date, outcome: FetchOutcome, entryId: number | null) {
  await ownRow(db, c).set({ outcome, entry_id: entryId, done_at: now, claimed_until: null, last_error: null }).execute();
  return outcome;
}

async function retryLater(db: Conn, source: ResultSource, c: Claim, dueAt: Date, now: Date, error: string): Promise<'retried' | 'gave_up'> {
  const next = new Date(now.getTime() + retryDelayMs(c.attempts));
  const lastError = error.slice(0, 500);
  if (next.getTime() > dueAt.getTime() + GIVE_UP_MS) {
    await inTransaction(db, async (trx) => {
      await ownRow(trx, c).set({ outcome: 'gave_up', done_at: now, claimed_until: null, last_error: lastError }).execute();
      await recordSystemAudit(trx, originLabel(source.origin), 'lotto.feed.gave_up', `lotto_round:${c.roundId}`, {
        attempts: c.attempts,
        last_error: lastError,
      });
    });
    return 'gave_up';
  }
  await ownRow(db, c).set({ next_at: next, claimed_until: null, last_error: lastError }).execute();
  return 'retried';
}
