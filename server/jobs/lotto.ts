import type { Config } from '../config';
import type { Db } from '../db';
import {
  closeDueRounds,
  configuredSources,
  createRoundsAhead,
  resolveClosedYeekee,
  runResultSource,
  settleDecidedRounds,
} from '../modules/lotto';
import type { Job } from './scheduler';

/**
 * Lotto's scheduled transitions: rounds created ahead once a minute; closing, Yeekee results,
 * settlement and each result source (the GLO, the JSON feed, the sandbox outside production) every
 * few seconds (a Yeekee round closes every 15 minutes and should show its result at once).
 */
export function lottoJobs(db: Db, config: Pick<Config, 'lotto' | 'nodeEnv'>): Job[] {
  const sources = configuredSources(config.lotto, config.nodeEnv === 'production');
  return [
    { name: 'lotto.create-rounds', everyMs: 60_000, run: (now) => createRoundsAhead(db, now) },
    { name: 'lotto.close-rounds', everyMs: 0, run: (now) => closeDueRounds(db, now) },
    { name: 'lotto.yeekee-results', everyMs: 0, run: (now) => resolveClosedYeekee(db, now) },
    { name: 'lotto.settle', everyMs: 0, run: (now) => settleDecidedRounds(db, now) },
    // Last: a slow provider may hold a pass up to its deadline; what a source enters is settled next pass.
    ...sources.map((s): Job => ({ name: `lotto.results.${s.name}`, everyMs: 0, run: (now) => runResultSource(db, s, now) })),
  ];
}
