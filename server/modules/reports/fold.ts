import { sql } from 'kysely';
import type { Db } from '../../db';
import { reportedTransfers, reportFoldEnd } from '../ledger/steps';
import { figureSteps } from './figures';

export type FoldOptions = {
  now?: Date;
  /** Transfers younger than this are left for the next run (a lower id may still be uncommitted). */
  lagMs?: number;
  /** Transfers a batch (one transaction); a run folds up to `maxBatches`. */
  batch?: number;
  maxBatches?: number;
};

export const FOLD_DEFAULTS = { lagMs: 10_000, batch: 50_000, maxBatches: 40 };

/**
 * Folds the ledger's transfers made since the watermark into the daily rollups (docs/reports.md).
 * Each batch is one transaction that first locks the watermark row: a second run (another node)
 * waits, then reads the moved watermark and folds only what is after it, so the same transfer is
 * never counted twice and a run repeated finds nothing to do. Answers how many batches were folded
 * and the watermark reached.
 */
export async function foldLedger(db: Db, opts: FoldOptions = {}): Promise<{ batches: number; last: number }> {
  const { lagMs, batch, maxBatches } = { ...FOLD_DEFAULTS, ...opts };
  const cutoff = new Date((opts.now ?? new Date()).getTime() - lagMs);
  let batches = 0;
  let last = 0;
  for (; batches < maxBatches; batches++) {
    const moved = await db.transaction().execute(async (trx) => {
      // A batch costs enough for PostgreSQL to JIT-compile it, which takes longer than running it.
      await sql`set local jit = off`.execute(trx);
      const wm = await sql<{ last_id: string }>`
        select last_id::text from report_watermark where name = 'ledger' for update`.execute(trx);
      const after = Number(wm.rows[0].last_id);
      last = after;
      const upto = await reportFoldEnd(trx, after, batch, cutoff);
      if (upto <= after) return false;
      const r = await sql<{ newest: string | null }>`
        with t as ${reportedTransfers(sql`${after}::bigint`, sql`${upto}::bigint`)},
        ${figureSteps('fold')},
        up as (
          insert into report_day (day, metric, dim, count, amount, house)
          select day, metric, dim, sum(count), sum(amount), sum(house) from figs
           group by day, metric, dim order by day, metric, dim
          on conflict (day, metric, dim) do update
            set count = report_day.count + excluded.count, amount = report_day.amount + excluded.amount,
                house = report_day.house + excluded.house
          returning 1)
        update report_watermark set last_id = ${upto}::bigint, folded_at = now() where name = 'ledger'
        returning (select to_char(max(day), 'YYYY-MM-DD') from t) as newest`.execute(trx);
      const newest = r.rows[0]?.newest;
      if (newest) {
        // Who was active is remembered only while transfers of that day may still come (the day
        // before the newest folded one and after): the days' counts are in report_day already.
        await sql`delete from report_active where day < ${newest}::date - 1`.execute(trx);
        await sql`delete from report_active_month where month < date_trunc('month', ${newest}::date - 1)::date`.execute(trx);
      }
      last = upto;
      return true;
    });
    if (!moved) break;
  }
  return { batches, last };
}
