/**
 * The affiliate programme's front door (docs/rewards.md "Affiliate"): referrals, daily earnings into
 * the member's affiliate account, redeems to the main wallet.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';

export async function affiliateModule(_root: FastifyInstance) {}

/** The scheduled work: closed days' earnings. Any node may run it. */
export async function runAffiliateJobs(_db: Db, _now: Date): Promise<unknown> {
  return null;
}
