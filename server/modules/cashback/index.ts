/**
 * Cashback's front door (docs/rewards.md): daily cashback on losses, daily turnover commission and the
 * weekly win/loss refund, computed by jobs from the turnover records and claimed by members.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';

export async function cashbackModule(_root: FastifyInstance) {}

/** The scheduled work: closed days' (and weeks') entries, then expiries. Any node may run it. */
export async function runCashbackJobs(_db: Db, _now: Date): Promise<unknown> {
  return null;
}
