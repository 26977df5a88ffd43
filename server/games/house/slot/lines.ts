import { SYMBOL_INDEX } from './symbols';

/**
 * The 20 fixed paylines: for each of the 5 reels, the row it crosses (0 top, 1 middle, 2 bottom).
 * Line 1 is the middle row; the client numbers them 1-20 in this order.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const REELS = 5;
export const ROWS = 3;
export const LINE_COUNT = PAYLINES.length;

const W = SYMBOL_INDEX.W;
const S = SYMBOL_INDEX.S;

interface LineHit {
  /** Symbol index the line pays for (the wild itself for an all-wild run). */
  symbol: number;
  /** How many reels from the left take part. */
  count: number;
  /** Pay in line bets. */
  pay: number;
}

/**
 * The win of one line read left to right: the first non-wild symbol decides what the line is
 * (wilds stand in for every symbol except the scatter), 3 or more in a row from reel 1 pay, and
 * when a leading run of wilds pays more on its own than as the symbol it completes, the wilds'
 * pay is taken (the line always pays its highest win, never two).
 * `line` holds symbol indices for the 5 reels; `pays[symbol][count]` is the paytable.
 */
export function evaluateLine(line: ArrayLike<number>, pays: readonly (readonly number[])[]): LineHit | null {
  let wilds = 0;
  while (wilds < REELS && line[wilds] === W) wilds++;
  const wildPay = pays[W][wilds] ?? 0;
  if (wilds === REELS) return wildPay > 0 ? { symbol: W, count: wilds, pay: wildPay } : null;
  const symbol = line[wilds];
  let count = wilds;
  if (symbol !== S) {
    count = wilds + 1;
    while (count < REELS && (line[count] === symbol || line[count] === W)) count++;
  }
  const symbolPay = symbol === S ? 0 : (pays[symbol][count] ?? 0);
  if (wildPay === 0 && symbolPay === 0) return null;
  return wildPay > symbolPay ? { symbol: W, count: wilds, pay: wildPay } : { symbol, count, pay: symbolPay };
}
