/**
 * The in-house slot's wire types (docs/games.md): the outcome a round records and the /play client
 * animates, and the paytable its description publishes. The engine (server/games/house/slot) builds
 * them, the client (src/features/play/slot) reads them. Amounts are satang. Type-only but for the
 * symbol list, so neither side pulls in zod for them.
 */

/** The symbols, one letter each so reel strips read as a row of letters. */
export const SYMBOL_CODES = ['W', 'S', 'E', 'N', 'L', 'C', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SymbolCode = (typeof SYMBOL_CODES)[number];

export interface LineWin {
  /** 1-based payline number (PAYLINES order). */
  line: number;
  symbol: SymbolCode;
  count: number;
  /** Pay in line bets, before the free-spin multiplier. */
  pay: number;
  /** Satang won on this line, multiplier included. */
  win: number;
}

export interface SlotSpin {
  /** The stop of each reel on its strip (index of the symbol in the top row). */
  stops: number[];
  /** grid[reel][row], rows 0 (top) to 2 (bottom). */
  grid: SymbolCode[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Satang paid for the scatters, multiplier included. */
  scatterWin: number;
  /** 1 on a paid spin, the free-spin multiplier during the feature. */
  multiplier: number;
  /** Free spins this spin starts (paid spin) or adds (free spin). */
  freeSpinsAwarded: number;
  /** Satang won by this spin: line wins plus scatter win. */
  totalWin: number;
}

export interface FeatureResult {
  spins: SlotSpin[];
  totalWin: number;
}

export interface SlotOutcome {
  bet: number;
  bought: boolean;
  /** The paid spin; null when the feature was bought. */
  base: SlotSpin | null;
  /** The free-spin feature, when triggered or bought. */
  feature: FeatureResult | null;
  totalWin: number;
}

/** What the slot's description publishes (GET session's paytable, the rules sheet). */
export interface SlotPaytable {
  /** The 20 paylines: the row (0-2) each crosses on reels 1-5. */
  lines: readonly (readonly number[])[];
  symbols: { code: SymbolCode; name: { th: string; en: string }; pays: readonly number[] }[];
  scatterPays: readonly number[];
  triggerScatters: number;
  freeSpins: number;
  freeSpinMultiplier: number;
  maxFreeSpins: number;
  buyCost: number;
  baseStrips: readonly (readonly SymbolCode[])[];
  freeStrips: readonly (readonly SymbolCode[])[];
}
