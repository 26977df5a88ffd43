import type { z } from 'zod';

/**
 * The contract between the in-house game engines and whoever runs them (the "house" provider,
 * the seamless wallet, the routes, the verify page). Engines are pure: no database, no clock,
 * no I/O; every random choice comes from the Rng they are handed.
 *
 * Money inside an engine is integer satang. `stake` is what the wallet debits for the round and
 * `win` is what it credits back (gross: a winning table bet's own stake is included, a push
 * returns the stake). The round's return is win / stake.
 */

/** The only source of randomness an engine may use (server/games/house/fair.ts makes them). */
export interface Rng {
  /** A uniformly distributed integer in [0, n), n an integer in 1..2^32. */
  intBelow(n: number): number;
  bytes(k: number): Uint8Array;
}

/** Lobby categories of docs/product.md "Game lobbies"; a game may be listed in more than one lobby. */
type GameCategory = 'slot' | 'casino' | 'fishing' | 'freespin';

export interface GameName {
  th: string;
  en: string;
}

export interface RoundResult<O> {
  /** Satang debited for the round (sum of all bets; the buy price for a bought feature). */
  stake: number;
  /** Satang credited for the round (0 when nothing is won). */
  win: number;
  /** Everything the client needs to show the round and the verify page needs to compare. */
  outcome: O;
}

/** A published return-to-player figure: `exact` is a fraction of the stake, `label` its Thai/English caption. */
export interface RtpFigure {
  key: string;
  label: GameName;
  /** The exact return as a fraction (0.96 = 96%), from enumeration or a closed form. */
  exact: number;
  /** The same value as a reduced fraction "p/q" where it is rational with a printable size. */
  fraction?: string;
}

export interface GameDescription<P = unknown> {
  id: string;
  name: GameName;
  categories: readonly GameCategory[];
  /** Smallest and largest stake per bet in satang (per bet spot for table games). */
  minBet: number;
  maxBet: number;
  /** Stakes are multiples of this many satang (20 for the slot's 20 lines, 100 for table chips). */
  betStep: number;
  /** Rules in Thai, one sentence per line, for the help sheet. */
  rules: readonly string[];
  rtp: readonly RtpFigure[];
  /** The game-specific paytable, JSON-serialisable. */
  paytable: P;
}

export interface HouseGame<I = unknown, O = unknown, P = unknown> {
  id: string;
  name: GameName;
  categories: readonly GameCategory[];
  minBet: number;
  maxBet: number;
  betStep: number;
  /** Validates the member's request (Thai messages); play() takes only what this schema outputs. */
  input: z.ZodType<I>;
  play(rng: Rng, input: I): RoundResult<O>;
  describe(): GameDescription<P>;
}

/**
 * A game with its types erased, for registries and the verifier. Sound because callers only ever
 * pass play() what the same game's `input` schema produced (see playRound in registry.ts).
 */
export type AnyHouseGame = HouseGame<unknown, unknown, unknown>;
