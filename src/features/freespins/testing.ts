import type { FreeSpinPlayData, FreeSpinRound, FreeSpinSummaryData } from '@contract/freespins';
import type { SlotOutcome, SymbolCode } from '@contract/slot';

/** The free-spin calls' answers as the seeded server gives them (docs/engagement.md). */
const HASH = 'a'.repeat(64);

export function summaryFixture(over: Partial<FreeSpinSummaryData> = {}): FreeSpinSummaryData {
  return {
    enabled: true,
    free_spins: 2,
    bet: 1,
    turnover_multiplier: 3,
    requirement_days: 7,
    max_win: null,
    games: [
      {
        game_id: 'siam-treasure',
        name: 'สมบัติสยาม',
        image: '/images/games/siam-treasure.svg',
        next_seed: { server_seed_hash: HASH, client_seed: 'client-1', nonce: 4 },
      },
    ],
    ...over,
  };
}

const row = (codes: string) => codes.split('') as SymbolCode[];
/** grid[reel][row]: a line of three lotus on the top row. */
export const outcomeFixture = (win: number): SlotOutcome => ({
  bet: 100,
  bought: false,
  base: {
    stops: [0, 0, 0, 0, 0],
    grid: [row('LAK'), row('LQJ'), row('LTC'), row('AKQ'), row('JTS')],
    lineWins: win > 0 ? [{ line: 2, symbol: 'L', count: 3, pay: 50, win }] : [],
    scatterCount: 1,
    scatterWin: 0,
    multiplier: 1,
    freeSpinsAwarded: 0,
    totalWin: win,
  },
  feature: null,
  totalWin: win,
});

export function roundFixture(over: Partial<FreeSpinRound> = {}): FreeSpinRound {
  return {
    round_id: 41,
    game_id: 'siam-treasure',
    game_name: 'สมบัติสยาม',
    created_at: '2026-11-26T05:00:00.000Z',
    bet: 1,
    win: 2.5,
    paid: 2.5,
    turnover_required: 7.5,
    input: { bet: 100, buyFeature: false },
    outcome: outcomeFixture(250),
    server_seed_hash: HASH,
    client_seed: 'client-1',
    nonce: 4,
    server_seed: null,
    ...over,
  };
}

export function playFixture(over: Partial<FreeSpinPlayData> = {}): FreeSpinPlayData {
  return {
    ...roundFixture(),
    replayed: false,
    free_spins: 1,
    balance: 102.5,
    next_seed: { server_seed_hash: HASH, client_seed: 'client-1', nonce: 5 },
    ...over,
  };
}
