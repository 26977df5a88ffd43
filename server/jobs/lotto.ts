import type { Db } from '../db';
import { closeDueRounds, createRoundsAhead, resolveClosedYeekee, settleDecidedRounds } from '../modules/lotto';
import type { Job } from './scheduler';

/**
 * Lotto's scheduled transitions: rounds created ahead once a minute; closing, Yeekee results and
 * settlement every few seconds (a Yeekee round closes every 15 minutes and should show its result
 * at once).
 */
export function lottoJobs(db: Db): Job[] {
  return [
    { name: 'lotto.create-rounds', everyMs: 60_000, run: (now) => createRoundsAhead(db, now) },
    { name: 'lotto.close-rounds', everyMs: 0, run: (now) => closeDueRounds(db, now) },
    { name: 'lotto.yeekee-results', everyMs: 0, run: (now) => resolveClosedYeekee(db, now) },
    { name: 'lotto.settle', everyMs: 0, run: (now) => settleDecidedRounds(db, now) },
  ];
}
