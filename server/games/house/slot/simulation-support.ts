/** Test support for the slot simulations (not used by the game). */
import { createRng } from '../fair';
import { RunningStats } from '../test-support';
import { SLOT_MATH } from './config';
import { slotGame } from './index';
import { slotRtp } from './rtp';

/**
 * Plays the shipped slot through the production path (a fresh fair Rng per round, nonce = round
 * number, fixed seeds so the run is repeatable) and compares the measured return with the exact one.
 * The tolerance is the 0.5 pp the docs promise; each test also checks that its run is long enough
 * for that tolerance to mean something (3 standard errors fit inside it).
 */
const SERVER_SEED = '5eed'.repeat(16);
export const TOLERANCE = 0.005;
export const exact = slotRtp(SLOT_MATH);

export function simulate(rounds: number, clientSeed: string, buyFeature: boolean) {
  const stats = new RunningStats();
  let features = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const r = slotGame.play(createRng({ serverSeed: SERVER_SEED, clientSeed, nonce }), { bet: 100, buyFeature });
    stats.add(r.win / r.stake);
    if (r.outcome.feature) features++;
  }
  return { stats, features, seconds: (performance.now() - started) / 1000 };
}
