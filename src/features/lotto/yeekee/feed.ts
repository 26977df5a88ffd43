import type { LottoRound } from '@contract/lotto';
import type { YeekeeList, YeekeeShot } from './api';

/** How many shots the live list keeps on screen. */
export const FEED_KEEP = 100;

/** The live list as polled so far: the newest shots, the count, and the server's polling pace. */
export type ShotFeed = { round: LottoRound; shots: YeekeeShot[]; count: number; pollMs: number };

/** Adds a poll's answer (shots after the newest we had) to what we hold: newest first, no repeats. */
export function mergeShots(prev: ShotFeed | undefined, answer: YeekeeList): ShotFeed {
  const byId = new Map<number, YeekeeShot>();
  for (const s of [...answer.shots, ...(prev?.shots ?? [])]) if (!byId.has(s.id)) byId.set(s.id, s);
  const shots = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, FEED_KEEP);
  return { round: answer.round, shots, count: answer.shot_count, pollMs: answer.poll_ms };
}

/** The id to poll after: the newest shot held. */
export const newestId = (feed: ShotFeed | undefined): number | undefined => feed?.shots[0]?.id;
