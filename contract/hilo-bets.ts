/**
 * Shared by the engine (server/games/house/hilo) and the /play client, which lights the winning spots
 * with the same rule the server pays by.
 *
 * Hi-Lo (ไฮโล) bets on three dice and what each pays (net odds, "n to 1"). The definitions follow
 * the Sic Bo table the Thai game grew from: high and low (and odd and even) lose on any triple,
 * "11 ไฮโล" is the total of exactly 11, and the totals pay the usual Macau table.
 */
export type Dice = readonly [number, number, number];

export type HiloBet =
  | { type: 'high' }
  | { type: 'low' }
  | { type: 'odd' }
  | { type: 'even' }
  | { type: 'hilo11' }
  | { type: 'total'; value: number }
  | { type: 'single'; value: number }
  | { type: 'double'; value: number }
  | { type: 'triple'; value: number }
  | { type: 'anyTriple' }
  | { type: 'combo'; value: readonly [number, number] };

/** Totals 4-17 except 11 (that one is the 11 ไฮโล bet), net odds. */
export const TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

export const ODDS = {
  high: 1,
  low: 1,
  odd: 1,
  even: 1,
  hilo11: 6,
  /** Per die showing the number: 1, 2 or 3 of them. */
  single: [0, 1, 2, 3],
  double: 10,
  triple: 180,
  anyTriple: 30,
  combo: 5,
} as const;

const isTriple = (d: Dice) => d[0] === d[1] && d[1] === d[2];
const sum = (d: Dice) => d[0] + d[1] + d[2];
const countOf = (d: Dice, v: number) => (d[0] === v ? 1 : 0) + (d[1] === v ? 1 : 0) + (d[2] === v ? 1 : 0);

/** Net odds the bet wins at for these dice, or null when it loses. */
export function netOdds(bet: HiloBet, dice: Dice): number | null {
  const t = sum(dice);
  switch (bet.type) {
    case 'high':
      return t >= 11 && t <= 17 && !isTriple(dice) ? ODDS.high : null;
    case 'low':
      return t >= 4 && t <= 10 && !isTriple(dice) ? ODDS.low : null;
    case 'odd':
      return t % 2 === 1 && !isTriple(dice) ? ODDS.odd : null;
    case 'even':
      return t % 2 === 0 && !isTriple(dice) ? ODDS.even : null;
    case 'hilo11':
      return t === 11 ? ODDS.hilo11 : null;
    case 'total':
      return t === bet.value && TOTAL_ODDS[t] !== undefined ? TOTAL_ODDS[t] : null;
    case 'single': {
      const n = countOf(dice, bet.value);
      return n > 0 ? ODDS.single[n] : null;
    }
    case 'double':
      return countOf(dice, bet.value) >= 2 ? ODDS.double : null;
    case 'triple':
      return isTriple(dice) && dice[0] === bet.value ? ODDS.triple : null;
    case 'anyTriple':
      return isTriple(dice) ? ODDS.anyTriple : null;
    case 'combo':
      return countOf(dice, bet.value[0]) > 0 && countOf(dice, bet.value[1]) > 0 ? ODDS.combo : null;
  }
}

/** A stable key per bet spot ("single:3", "combo:2-5"), used to refuse the same spot twice in one round. */
export function betKey(bet: HiloBet): string {
  if (bet.type === 'combo') return `combo:${bet.value[0]}-${bet.value[1]}`;
  return 'value' in bet ? `${bet.type}:${bet.value}` : bet.type;
}

/** Every distinct bet spot on the table, for the exact RTP table and the client layout. */
export function allBets(): HiloBet[] {
  const faces = [1, 2, 3, 4, 5, 6];
  const bets: HiloBet[] = [{ type: 'high' }, { type: 'low' }, { type: 'odd' }, { type: 'even' }, { type: 'hilo11' }];
  for (const t of Object.keys(TOTAL_ODDS).map(Number)) bets.push({ type: 'total', value: t });
  for (const v of faces) bets.push({ type: 'single', value: v });
  for (const v of faces) bets.push({ type: 'double', value: v });
  for (const v of faces) bets.push({ type: 'triple', value: v });
  bets.push({ type: 'anyTriple' });
  for (const a of faces) for (const b of faces) if (a < b) bets.push({ type: 'combo', value: [a, b] });
  return bets;
}
