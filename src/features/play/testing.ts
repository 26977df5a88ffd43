import type { HousePlayData, HouseSessionData, PublicSeed } from '@contract/games';
import { satangToBaht } from '@contract/money-units';
// Tests only: the real engines make the sessions and rounds the clients read, so a fixture can
// never drift from what the server sends (docs/games.md "Units").
import { hiloGame } from '../../../server/games/house/hilo';
import { slotGame } from '../../../server/games/house/slot';
import type { AnyHouseGame, Rng } from '../../../server/games/house/types';

const GAMES: Record<string, AnyHouseGame> = { 'siam-treasure': slotGame as AnyHouseGame, hilo: hiloGame as AnyHouseGame };

/** JSON as the wire carries it (the session and rounds are JSON answers). */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v));

export const HASH = 'd2bdf5f912b70908e4d4cb4a9590b10b1837ad140f7c1aaa0277c6b50a2e4369';
export const SEED: PublicSeed = { server_seed_hash: HASH, client_seed: 'somchai-2024', nonce: 0 };
/** A launch token of the right shape (43 base64url characters after the prefix). */
export const DEMO_TOKEN = `gd_${'A'.repeat(43)}`;
export const REAL_TOKEN = `gl_${'B'.repeat(43)}`;

export function sessionFixture(gameId: 'siam-treasure' | 'hilo', over: Partial<HouseSessionData> = {}): HouseSessionData {
  const game = GAMES[gameId];
  return {
    game_id: gameId,
    demo: true,
    is_mobile: true,
    wallet: null,
    balance: 10_000,
    limits: { min_bet: satangToBaht(game.minBet), max_bet: satangToBaht(game.maxBet), bet_step: satangToBaht(game.betStep) },
    description: wire(game.describe()),
    seed: SEED,
    ...over,
  };
}

/** An Rng answering the given values in turn (each taken modulo n), then zeros. */
function scriptedRng(values: number[]): Rng {
  const queue = [...values];
  return {
    intBelow: (n) => (queue.shift() ?? 0) % n,
    bytes: () => {
      throw new Error('not used');
    },
  };
}

/** The round the server answers for `input` when the engine draws `draws`, with the balance after. */
export function roundFixture(
  gameId: 'siam-treasure' | 'hilo',
  input: unknown,
  draws: number[],
  opts: { balanceBefore?: number; nonce?: number; roundId?: number; serverSeed?: string | null } = {},
): HousePlayData {
  const game = GAMES[gameId];
  const parsed = game.input.parse(input);
  const result = game.play(scriptedRng(draws), parsed);
  const stake = satangToBaht(result.stake);
  const win = satangToBaht(result.win);
  const balance = (opts.balanceBefore ?? 10_000) - stake + win;
  const nonce = opts.nonce ?? 0;
  return {
    round_id: opts.roundId ?? 1,
    game_id: gameId,
    created_at: '2026-11-21T08:00:00.000Z',
    stake,
    win,
    balance_after: balance,
    input: wire(parsed),
    outcome: wire(result.outcome),
    server_seed_hash: HASH,
    client_seed: SEED.client_seed,
    nonce,
    server_seed: opts.serverSeed ?? null,
    demo: true,
    balance,
    replayed: false,
    next_seed: { ...SEED, nonce: nonce + 1 },
  };
}

/** Slot stops (reels 1-5) whose screen shows a chest on reels 1, 2 and 3: the feature triggers. */
export const SCATTER_STOPS = [29, 30, 1, 0, 0];

/** Makes matchMedia answer prefers-reduced-motion (the games then skip their animations). */
export function setReducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
