import type { SlotMath } from './math';
import type { SymbolCode } from './symbols';

/**
 * The shipped slot, "สมบัติสยาม" (Siam Treasure). Its exact return is computed from these numbers
 * by rtp.ts and published in docs/games-rtp.md; change nothing here without re-running the RTP
 * tests and updating the published figures.
 *
 * Strips read top to bottom as the reel turns; a stop shows the symbol at the stop and the two
 * after it (rows 0, 1, 2). No strip has two scatters closer than 3 places, so a reel never shows
 * two scatters, and no symbol sits next to itself. The free-spin strips carry more crowns (wilds).
 */
// biome-ignore format: one reel per line reads better than one symbol per line
const BASE_STRIPS: SymbolCode[][] = [
  [
    'A', 'Q', 'C', 'T', 'E', 'N', 'K', 'C', 'A', 'T', 'K', 'E', 'L', 'C', 'E', 'K', 'T', 'E', 'J', 'Q', 'A', 'T', 'A', 'K',
    'J', 'T', 'A', 'N', 'J', 'S', 'N', 'T', 'C', 'Q', 'A', 'E', 'J', 'Q', 'K', 'Q', 'S', 'N', 'E', 'L', 'J', 'Q', 'J', 'L',
    'N', 'C', 'N',
  ],
  [
    'W', 'N', 'J', 'Q', 'E', 'W', 'N', 'W', 'A', 'Q', 'A', 'T', 'K', 'E', 'J', 'C', 'L', 'W', 'A', 'T', 'N', 'T', 'W', 'E',
    'K', 'C', 'E', 'Q', 'T', 'K', 'S', 'T', 'J', 'Q', 'K', 'W', 'Q', 'A', 'K', 'C', 'W', 'A', 'E', 'C', 'W', 'N', 'J',
  ],
  [
    'N', 'S', 'W', 'C', 'J', 'T', 'L', 'T', 'S', 'A', 'Q', 'W', 'Q', 'A', 'Q', 'E', 'A', 'W', 'T', 'E', 'K', 'E', 'A', 'T',
    'W', 'T', 'J', 'K', 'W', 'Q', 'C', 'J', 'E', 'C', 'N', 'K', 'E', 'J', 'K', 'T', 'L', 'Q', 'W', 'A', 'C', 'A', 'K', 'C',
    'J', 'N', 'W', 'E', 'C', 'N', 'K',
  ],
  [
    'Q', 'A', 'Q', 'J', 'A', 'E', 'K', 'J', 'E', 'W', 'K', 'N', 'T', 'A', 'L', 'C', 'A', 'T', 'C', 'A', 'K', 'T', 'W', 'J',
    'Q', 'L', 'K', 'W', 'K', 'J', 'C', 'E', 'N', 'W', 'L', 'Q', 'E', 'N', 'Q', 'S', 'N', 'E', 'K', 'C', 'W', 'Q', 'J', 'L',
    'T', 'W', 'J', 'C',
  ],
  [
    'K', 'C', 'L', 'J', 'C', 'L', 'Q', 'W', 'T', 'W', 'Q', 'K', 'J', 'K', 'A', 'J', 'Q', 'A', 'E', 'N', 'K', 'A', 'W', 'C',
    'Q', 'T', 'C', 'T', 'A', 'J', 'W', 'E', 'W', 'L', 'S', 'J', 'L', 'N', 'C', 'N', 'S', 'T', 'W', 'T', 'A', 'L', 'K', 'T',
    'E', 'J', 'N', 'Q', 'C', 'K', 'Q', 'T', 'W',
  ],
];

// biome-ignore format: one reel per line reads better than one symbol per line
const FREE_STRIPS: SymbolCode[][] = [
  [
    'A', 'K', 'N', 'T', 'Q', 'N', 'K', 'N', 'J', 'K', 'A', 'Q', 'E', 'C', 'L', 'N', 'E', 'K', 'A', 'Q', 'C', 'J', 'A', 'N',
    'T', 'K', 'J', 'C', 'A', 'L', 'Q', 'E', 'Q', 'S', 'K', 'L', 'T', 'Q', 'T', 'L', 'T', 'C', 'K', 'E', 'J', 'K', 'A', 'K',
    'A', 'J', 'S', 'C', 'Q', 'K', 'Q', 'C', 'A', 'T',
  ],
  [
    'Q', 'E', 'J', 'T', 'J', 'E', 'W', 'C', 'K', 'T', 'Q', 'W', 'N', 'W', 'T', 'E', 'J', 'A', 'W', 'T', 'K', 'C', 'E', 'L',
    'W', 'N', 'C', 'W', 'C', 'A', 'J', 'K', 'L', 'W', 'E', 'J', 'K', 'A', 'L', 'J', 'T', 'Q', 'L', 'N', 'L', 'A', 'K', 'A',
    'C', 'Q', 'K', 'S', 'J', 'W', 'L', 'K', 'J', 'K', 'W', 'N', 'C', 'A', 'T', 'Q', 'S',
  ],
  [
    'T', 'K', 'W', 'A', 'W', 'C', 'N', 'L', 'Q', 'W', 'E', 'W', 'T', 'E', 'C', 'E', 'Q', 'W', 'J', 'E', 'T', 'C', 'K', 'T',
    'E', 'L', 'W', 'J', 'Q', 'L', 'K', 'Q', 'E', 'Q', 'K', 'W', 'T', 'J', 'Q', 'S', 'A', 'C', 'A', 'S', 'Q', 'W', 'K', 'N',
    'J', 'T', 'A', 'K', 'S', 'W', 'K', 'C', 'W', 'J', 'N', 'W', 'Q', 'K', 'A', 'L', 'N',
  ],
  [
    'L', 'T', 'J', 'A', 'W', 'J', 'Q', 'W', 'K', 'E', 'C', 'Q', 'J', 'T', 'A', 'W', 'L', 'W', 'Q', 'A', 'C', 'E', 'Q', 'W',
    'A', 'K', 'C', 'Q', 'S', 'E', 'N', 'A', 'L', 'W', 'K', 'E', 'J', 'N', 'L', 'W', 'K', 'J', 'S', 'C', 'T', 'C', 'E', 'T',
    'N', 'W', 'Q', 'A', 'W', 'J', 'K', 'C', 'E',
  ],
  [
    'W', 'K', 'T', 'W', 'N', 'J', 'C', 'N', 'Q', 'W', 'Q', 'J', 'E', 'A', 'C', 'J', 'C', 'K', 'C', 'W', 'K', 'W', 'T', 'C',
    'J', 'W', 'L', 'Q', 'K', 'T', 'E', 'A', 'S', 'A', 'L', 'T', 'A', 'T', 'Q', 'A', 'K', 'J', 'W', 'J', 'W', 'C', 'W', 'N',
    'W', 'Q', 'E', 'K', 'Q', 'S', 'A', 'N', 'A', 'T', 'A', 'Q', 'L', 'N', 'E', 'Q', 'L',
  ],
];

export const SLOT_MATH: SlotMath = {
  pays: {
    W: [0, 0, 0, 0, 0, 0],
    S: [0, 0, 0, 0, 0, 0],
    E: [0, 0, 0, 20, 50, 150],
    N: [0, 0, 0, 15, 40, 120],
    L: [0, 0, 0, 12, 30, 100],
    C: [0, 0, 0, 10, 25, 80],
    A: [0, 0, 0, 8, 20, 60],
    K: [0, 0, 0, 8, 15, 50],
    Q: [0, 0, 0, 6, 12, 40],
    J: [0, 0, 0, 5, 10, 30],
    T: [0, 0, 0, 5, 10, 30],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  triggerScatters: 3,
  freeSpins: 10,
  freeSpinMultiplier: 2,
  maxFreeSpins: 1000,
  buyCost: 20,
  baseStrips: BASE_STRIPS,
  freeStrips: FREE_STRIPS,
};
