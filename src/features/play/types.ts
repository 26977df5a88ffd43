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
   * PlayError (Thai message) when refused. Retries the same request_id once on a network failure.
   */
  play: (input: unknown) => Promise<HousePlayData>;
  /** Shows a short Thai message over the game (errors, big wins). */
  notify: (text: string, tone?: 'info' | 'error' | 'win') => void;
};
