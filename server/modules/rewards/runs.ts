import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { RunKind } from './tables';
import './tables';

/** This process's name in reward_run.claimed_by. */
const NODE = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** A claim left 'running' this long is taken to be from a node that died, and may be taken over. */
const STALE_MS = 15 * 60_000;

/**
 * Claims a period's computation (docs/runbook.md "Scheduled work"): true for exactly one caller, however
 * many nodes try at once; false once it is done, or while another node is on it. A claim older than
 * 15 minutes that never finished is taken over: the computations are idempotent (entries unique per
 * member and period, ledger keys), so a takeover never pays twice.
 */
export async function claimRun(db: Db, kind: RunKind, period: string, now: Date, node = NODE): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_MS);
  const r = await sql<{ kind: string }>`
    insert into reward_run (kind, period, status, claimed_by, claimed_at)
    values (${kind}, ${period}::date, 'running', ${node}, ${now}::timestamptz)
    on conflict (kind, period) do update set claimed_by = excluded.claimed_by, claimed_at = excluded.claimed_at
     where reward_run.status = 'running' and reward_run.claimed_at < ${stale}::timestamptz
    returning kind`.execute(db);
  return r.rows.length === 1;
}

/** Marks a claimed period done with what it made (entries, satang). */
export async function finishRun(db: Db, kind: RunKind, period: string, made: { entries: number; total: number }, now: Date): Promise<void> {
  await db
    .updateTable('reward_run')
    .set({ status: 'done', finished_at: now, entries: made.entries, total: made.total })
    .where('kind', '=', kind)
    .where('period', '=', period)
    .execute();
}

/** The periods done between two days (inclusive), as '<kind>:<period>'. */
export async function doneRuns(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('reward_run')
    .select(['kind', 'period'])
    .where('status', '=', 'done')
    .where('period', '>=', from)
    .where('period', '<=', to)
    .execute();
  return new Set(rows.map((r) => `${r.kind}:${r.period}`));
}

/** A period's run (kind and first day), as its last claim left it: undefined when none was claimed. */
export function runOf(db: Db, kind: RunKind, period: string) {
  return db
    .selectFrom('reward_run')
    .select(['status', 'entries', 'total'])
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst();
}
