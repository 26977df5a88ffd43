import { baccaratGame } from './baccarat';
import { fishingGame } from './fishing';
import { hiloGame } from './hilo';
import { slotGame } from './slot';
import type { AnyHouseGame, Rng, RoundResult } from './types';

/** The in-house games, in lobby order. */
export const HOUSE_GAMES: readonly AnyHouseGame[] = [slotGame, baccaratGame, hiloGame, fishingGame];

export function houseGame(id: string): AnyHouseGame | undefined {
  return HOUSE_GAMES.find((g) => g.id === id);
}

/**
 * Validates a member's raw request with the game's schema and plays it. A zod error (with Thai
 * messages) is thrown for bad input; the caller turns it into its 422.
 */
export function playRound(game: AnyHouseGame, rng: Rng, rawInput: unknown): RoundResult<unknown> {
  return game.play(rng, game.input.parse(rawInput));
}
