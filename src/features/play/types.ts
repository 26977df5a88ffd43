import type { HousePlayData, HouseSessionData, PublicSeed } from '@contract/games';

/**
 * What every in-house game client receives from the /play shell (PlayPage). The shell owns the
 * session, the balance and the seed; a client renders its table and calls `play` with the engine's
 * own input (amounts in satang, docs/games.md "Units").
 */
export type GameClientProps = {
  session: HouseSessionData;
  /** Available balance in baht, updated after every round. */
  balance: number;
  /** The pair the next round will use (hash shown before play). */
  seed: PublicSeed;
  /**
   * Plays one round. Resolves with the round (balance already updated in the shell); rejects with
   * ApiError (Thai message) when refused. Retries the same request_id once on a network failure.
   * With `{ holdWin: true }` the shell shows the balance without the round's win until the client
   * calls `revealWin()` (when its animation lands), so the win never shows before the reels stop.
   */
  play: (input: unknown, options?: PlayOptions) => Promise<HousePlayData>;
  /** Shows a short Thai message over the game (errors, big wins). */
  notify: (text: string, tone?: 'info' | 'error' | 'win') => void;
  /** Adds a held win to the balance shown (see `play`); harmless when nothing is held. */
  revealWin?: () => void;
};

export type PlayOptions = { holdWin?: boolean };

/** A published return-to-player figure (the engine's RtpFigure). */
type RtpFigure = { key: string; label: { th: string; en: string }; exact: number; fraction?: string };

/**
 * `session.description`: the engine's describe() (server/games/house/types.ts GameDescription).
 * Amounts are satang; `paytable` is the game's own shape, read by its client.
 */
type GameDescription<P = unknown> = {
  id: string;
  name: { th: string; en: string };
  categories: readonly string[];
  minBet: number;
  maxBet: number;
  betStep: number;
  rules: readonly string[];
  rtp: readonly RtpFigure[];
  paytable: P;
};

export function describeOf<P = unknown>(session: HouseSessionData): GameDescription<P> {
  return session.description as GameDescription<P>;
}
