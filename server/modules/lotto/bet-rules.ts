import { BET_TYPES, type BetType } from '@contract/lotto';

/**
 * What wins. A draw gives 3 top, 2 bottom and (government only) two front-3 and two back-3 numbers;
 * every bet type wins on a small set of numbers derived from them, so settlement is one membership
 * test per bill item (`winningNumbers` is the one place each rule lives).
 */
type Draw = { top3: string; bottom2: string; front3: string[]; back3: string[] };

/** The distinct orderings of a number's digits ('112' has 3: 112, 121, 211; '111' has 1). */
export function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  const out = new Set<string>();
  for (let i = 0; i < number.length; i++) {
    for (const rest of permutations(number.slice(0, i) + number.slice(i + 1))) out.add(number[i] + rest);
  }
  return [...out].sort();
}

const distinct = (xs: string[]) => [...new Set(xs)].sort();

export function winningNumbers(d: Draw): Record<BetType, string[]> {
  return {
    '3top': [d.top3],
    // Any order of the 3 top digits; a repeated digit means fewer orders, each paying the tote rate once.
    '3tote': permutations(d.top3),
    '3front': distinct(d.front3),
    '3back': distinct(d.back3),
    '2top': [d.top3.slice(-2)],
    '2bottom': [d.bottom2],
    // A digit anywhere among the 3 top (or 2 bottom) digits, paid once however often it appears.
    runtop: distinct([...d.top3]),
    runbottom: distinct([...d.bottom2]),
  };
}

export function wins(betType: BetType, number: string, d: Draw): boolean {
  return winningNumbers(d)[betType].includes(number);
}

/** Every winning (bet type, number) pair as 'bet_type:number' keys. */
export function winningKeys(d: Draw): string[] {
  const w = winningNumbers(d);
  return BET_TYPES.flatMap((t) => w[t].map((n) => `${t}:${n}`));
}

/** What an amount (satang) pays at a rate (x100), floored to whole satang; exact in integers. */
export function payoutOf(amount: number, rate: number): number {
  return Number((BigInt(amount) * BigInt(rate)) / 100n);
}

/** A rate paid at a percentage (a limited number's reduced rate), floored to the x100 unit. */
export function reducedRate(rate: number, percent: number): number {
  return Math.max(1, Math.floor((rate * percent) / 100));
}

/** A triple ('111') has one ordering: tote would be the same bet as 3 top, so it is not sold. */
export const isTriple = (number: string) => number.length === 3 && number[0] === number[1] && number[1] === number[2];
