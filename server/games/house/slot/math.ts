import { SYMBOL_INDEX, SYMBOLS, type SymbolCode } from './symbols';

/**
 * Everything that decides the slot's return, in one value, so the engine and the exact RTP
 * calculation read the same numbers (config.ts holds the shipped one).
 */
export interface SlotMath {
  /** Pay in line bets for 0..5 of a kind on a line (index = count). */
  pays: Readonly<Record<SymbolCode, readonly number[]>>;
  /** Pay in total bets for 0..15 scatters anywhere on the screen (index = count). */
  scatterPays: readonly number[];
  /** Scatters needed to start (or, during free spins, to extend) the feature. */
  triggerScatters: number;
  /** Free spins a trigger, a retrigger or a buy awards. */
  freeSpins: number;
  /** Every win during free spins (lines and scatters) is multiplied by this. */
  freeSpinMultiplier: number;
  /** A feature never plays more free spins than this in total (retriggers stop being awarded). */
  maxFreeSpins: number;
  /** Price of the bought feature in total bets. */
  buyCost: number;
  baseStrips: readonly (readonly SymbolCode[])[];
  freeStrips: readonly (readonly SymbolCode[])[];
}

/** The paytable as [symbolIndex][count] for the hot loops. */
export function paysByIndex(math: SlotMath): number[][] {
  return SYMBOLS.map((s) => {
    const row = [0, 0, 0, 0, 0, 0];
    math.pays[s].forEach((p, i) => {
      row[i] = p;
    });
    return row;
  });
}

/** A strip as symbol indices. */
export function stripIndices(strip: readonly SymbolCode[]): Int8Array {
  return Int8Array.from(strip, (s) => SYMBOL_INDEX[s]);
}
