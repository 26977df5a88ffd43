import { bahtToSatang } from '@contract/money-units';

/** Stakes members are used to (baht); the ladder keeps those inside the game's limits. */
const COMMON_BAHT = [0.2, 0.4, 0.6, 1, 2, 3, 4, 5, 8, 10, 15, 20, 25, 30, 40, 50, 80, 100, 150, 200, 300, 400, 500, 800, 1000, 2000, 5000];

/**
 * The stakes a +/- selector steps through, in satang: the game's minimum, the common amounts that
 * are multiples of its step inside the limits, and its maximum (session.limits are baht).
 */
export function betLadder(limits: { min_bet: number; max_bet: number; bet_step: number }): number[] {
  const min = bahtToSatang(limits.min_bet);
  const max = bahtToSatang(limits.max_bet);
  const step = Math.max(1, bahtToSatang(limits.bet_step));
  const inside = COMMON_BAHT.map(bahtToSatang).filter((v) => v > min && v < max && v % step === 0);
  return [...new Set([min, ...inside, max])].sort((a, b) => a - b);
}

/** The ladder's step nearest to a stake (a remembered or default bet). */
export function nearestStep(ladder: number[], satang: number): number {
  return ladder.reduce((best, v) => (Math.abs(v - satang) < Math.abs(best - satang) ? v : best), ladder[0]);
}
