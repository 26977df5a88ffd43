import { isDeepStrictEqual } from 'node:util';
import { createRng, hashSeed, SERVER_SEED_HEX } from './fair';
import { HOUSE_GAMES, playRound } from './registry';
import type { AnyHouseGame, RoundResult } from './types';

/**
 * Re-plays a past round from its revealed server seed: the check behind the member's verify page.
 * A round is valid when the seed hashes to the commitment shown before play and replaying the
 * stored input with (seed, client seed, nonce) gives exactly the stored stake, win and outcome.
 */
export interface RoundRecord {
  gameId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The game input as validated at play time (JSON). */
  input: unknown;
  stake: number;
  win: number;
  outcome: unknown;
}

interface VerifyResult {
  valid: boolean;
  hashMatches: boolean;
  outcomeMatches: boolean;
  /** The replayed round, when the seed matched and the game is known. */
  recomputed: RoundResult<unknown> | null;
  /** Thai reason when not valid. */
  reason?: string;
}

/** Rounds are stored as JSON, so both sides are compared in their JSON form. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

export function verifyRound(record: RoundRecord & { serverSeed: string }, games: readonly AnyHouseGame[] = HOUSE_GAMES): VerifyResult {
  const game = games.find((g) => g.id === record.gameId);
  if (!game) return { valid: false, hashMatches: false, outcomeMatches: false, recomputed: null, reason: 'ไม่พบเกมของรอบนี้' };
  const hashMatches = SERVER_SEED_HEX.test(record.serverSeed) && hashSeed(record.serverSeed) === record.serverSeedHash;
  if (!hashMatches) {
    return { valid: false, hashMatches, outcomeMatches: false, recomputed: null, reason: 'เซิร์ฟเวอร์ซีดไม่ตรงกับค่าแฮชที่แสดงก่อนเล่น' };
  }
  const rng = createRng({ serverSeed: record.serverSeed, clientSeed: record.clientSeed, nonce: record.nonce });
  const recomputed = playRound(game, rng, record.input);
  const outcomeMatches = isDeepStrictEqual(asJson(recomputed), asJson({ stake: record.stake, win: record.win, outcome: record.outcome }));
  return outcomeMatches
    ? { valid: true, hashMatches, outcomeMatches, recomputed }
    : { valid: false, hashMatches, outcomeMatches, recomputed, reason: 'ผลที่คำนวณใหม่ไม่ตรงกับผลที่บันทึกไว้' };
}
