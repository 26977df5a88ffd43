import type { FeatureResult, LineWin, SlotOutcome, SlotSpin } from '@contract/slot';
import type { Rng } from '../types';
import { evaluateLine, LINE_COUNT, PAYLINES, REELS, ROWS } from './lines';
import { paysByIndex, type SlotMath, stripIndices } from './math';
import { SYMBOL_INDEX, SYMBOLS, type SymbolCode } from './symbols';

/**
 * The slot's play: reel stops from the fair Rng, line and scatter wins, and the free-spin feature.
 *
 * Money: the bet is integer satang and a multiple of the 20 lines, so the line bet (bet / 20) is a
 * whole number of satang and every win (pay x line bet x multiplier, or scatter pay x bet x
 * multiplier) is exact: nothing is ever rounded.
 */

type SpinMode = 'base' | 'free';

/** The slot prepared for play: strips and paytable as small integers. */
interface SlotMachine {
  math: SlotMath;
  spin(rng: Rng, bet: number, mode: SpinMode): SlotSpin;
  playFeature(rng: Rng, bet: number): FeatureResult;
  play(rng: Rng, input: { bet: number; buyFeature: boolean }): { stake: number; win: number; outcome: SlotOutcome };
}

export function createSlotMachine(math: SlotMath): SlotMachine {
  // Imported bindings are read once into locals: module bindings compile to getters under the
  // test runner's transform, which made the spin loop several times slower.
  const [reels, rows, lineCount, paylines, symbols, evaluate] = [REELS, ROWS, LINE_COUNT, PAYLINES, SYMBOLS, evaluateLine];
  const pays = paysByIndex(math);
  const strips = { base: math.baseStrips.map(stripIndices), free: math.freeStrips.map(stripIndices) };
  const scatter = SYMBOL_INDEX.S;
  const screen = new Int8Array(reels * rows); // screen[reel * rows + row]
  const line = new Int8Array(reels);

  const lineBetOf = (bet: number) => {
    if (!Number.isSafeInteger(bet) || bet <= 0 || bet % lineCount !== 0) {
      throw new RangeError(`the slot bet must be a positive multiple of ${lineCount} satang`);
    }
    return bet / lineCount;
  };

  const spin = (rng: Rng, bet: number, mode: SpinMode): SlotSpin => {
    const lineBet = lineBetOf(bet);
    const set = strips[mode];
    const multiplier = mode === 'free' ? math.freeSpinMultiplier : 1;
    const stops: number[] = [];
    let scatterCount = 0;
    for (let reel = 0; reel < reels; reel++) {
      const strip = set[reel];
      const stop = rng.intBelow(strip.length);
      stops.push(stop);
      for (let row = 0; row < rows; row++) {
        const s = strip[(stop + row) % strip.length];
        screen[reel * rows + row] = s;
        if (s === scatter) scatterCount++;
      }
    }
    const lineWins: LineWin[] = [];
    let totalWin = 0;
    for (let l = 0; l < lineCount; l++) {
      const path = paylines[l];
      for (let reel = 0; reel < reels; reel++) line[reel] = screen[reel * rows + path[reel]];
      const hit = evaluate(line, pays);
      if (hit) {
        const win = hit.pay * lineBet * multiplier;
        lineWins.push({ line: l + 1, symbol: symbols[hit.symbol], count: hit.count, pay: hit.pay, win });
        totalWin += win;
      }
    }
    const scatterWin = (math.scatterPays[scatterCount] ?? 0) * bet * multiplier;
    totalWin += scatterWin;
    const grid: SymbolCode[][] = [];
    for (let reel = 0; reel < reels; reel++) {
      const column: SymbolCode[] = [];
      for (let row = 0; row < rows; row++) column.push(symbols[screen[reel * rows + row]]);
      grid.push(column);
    }
    const freeSpinsAwarded = scatterCount >= math.triggerScatters ? math.freeSpins : 0;
    return { stops, grid, lineWins, scatterCount, scatterWin, multiplier, freeSpinsAwarded, totalWin };
  };

  /** Plays free spins until none are left; retriggers add spins up to maxFreeSpins in all. */
  const playFeature = (rng: Rng, bet: number): FeatureResult => {
    let awarded = math.freeSpins;
    const spins: SlotSpin[] = [];
    let totalWin = 0;
    while (spins.length < awarded) {
      const s = spin(rng, bet, 'free');
      if (s.freeSpinsAwarded > 0) {
        s.freeSpinsAwarded = Math.min(s.freeSpinsAwarded, math.maxFreeSpins - awarded);
        awarded += s.freeSpinsAwarded;
      }
      spins.push(s);
      totalWin += s.totalWin;
    }
    return { spins, totalWin };
  };

  const play = (rng: Rng, input: { bet: number; buyFeature: boolean }) => {
    const { bet, buyFeature } = input;
    lineBetOf(bet);
    if (buyFeature) {
      const feature = playFeature(rng, bet);
      const outcome: SlotOutcome = { bet, bought: true, base: null, feature, totalWin: feature.totalWin };
      return { stake: bet * math.buyCost, win: feature.totalWin, outcome };
    }
    const base = spin(rng, bet, 'base');
    const feature = base.freeSpinsAwarded > 0 ? playFeature(rng, bet) : null;
    const totalWin = base.totalWin + (feature?.totalWin ?? 0);
    return { stake: bet, win: totalWin, outcome: { bet, bought: false, base, feature, totalWin } };
  };

  return { math, spin, playFeature, play };
}
