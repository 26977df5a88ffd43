/**
 * The slot engine's record as the client reads it (server/games/house/slot/engine.ts SlotOutcome,
 * describe() SlotPaytable). Amounts are satang.
 */
export const SYMBOL_CODES = ['W', 'S', 'E', 'N', 'L', 'C', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SymbolCode = (typeof SYMBOL_CODES)[number];

export type LineWin = { line: number; symbol: SymbolCode; count: number; pay: number; win: number };

export type SlotSpin = {
  stops: number[];
  /** grid[reel][row], rows 0 (top) to 2 (bottom). */
  grid: SymbolCode[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: number;
  multiplier: number;
  freeSpinsAwarded: number;
  totalWin: number;
};

export type SlotOutcome = {
  bet: number;
  bought: boolean;
  base: SlotSpin | null;
  feature: { spins: SlotSpin[]; totalWin: number } | null;
  totalWin: number;
};

export type SlotInput = { bet: number; buyFeature: boolean };

export type SlotPaytable = {
  /** The 20 paylines: the row (0-2) each crosses on reels 1-5. */
  lines: number[][];
  symbols: { code: SymbolCode; name: { th: string; en: string }; pays: number[] }[];
  scatterPays: number[];
  triggerScatters: number;
  freeSpins: number;
  freeSpinMultiplier: number;
  maxFreeSpins: number;
  buyCost: number;
  baseStrips: SymbolCode[][];
  freeStrips: SymbolCode[][];
};
