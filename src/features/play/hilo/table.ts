/**
 * The ไฮโล table as the client lays it out: the engine's bet spots (server/games/house/hilo/bets.ts),
 * their keys (the engine's betKey, which the outcome repeats per bet) and the record shapes.
 * Money is satang. What pays is the server's answer; `spotWins` only lights the table's winning
 * spots after a roll (hilo.test.ts checks it against the engine on all 216 rolls).
 */
export type Dice = readonly [number, number, number];

export type HiloBet =
  | { type: 'high' | 'low' | 'odd' | 'even' | 'hilo11' | 'anyTriple' }
  | { type: 'total' | 'single' | 'double' | 'triple'; value: number }
  | { type: 'combo'; value: readonly [number, number] };
export type HiloBetType = HiloBet['type'];

export type HiloOutcome = {
  dice: [number, number, number];
  total: number;
  triple: boolean;
  bets: { bet: HiloBet; key: string; stake: number; odds: number | null; win: number }[];
};

export type HiloPaytable = {
  bets: { type: HiloBetType; name: { th: string; en: string }; odds: string }[];
  /** Net odds of each total bet (4-10, 12-17). */
  totals: Record<string, number>;
};

export function betKey(bet: HiloBet): string {
  if (bet.type === 'combo') return `combo:${bet.value[0]}-${bet.value[1]}`;
  return 'value' in bet ? `${bet.type}:${bet.value}` : bet.type;
}

const FACES = [1, 2, 3, 4, 5, 6];
export const TOTALS = [4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17];
export const COMBOS: [number, number][] = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as [number, number]));

type PlainBet = Exclude<HiloBet, { value: unknown }>;
type ValueBet = Extract<HiloBet, { value: number }>;
type ComboBet = Extract<HiloBet, { type: 'combo' }>;

/** Every spot of the table, in the order it is laid out. */
export const TABLE = {
  main: [{ type: 'low' }, { type: 'hilo11' }, { type: 'high' }] as PlainBet[],
  side: [{ type: 'odd' }, { type: 'anyTriple' }, { type: 'even' }] as PlainBet[],
  triples: FACES.map((value): ValueBet => ({ type: 'triple', value })),
  doubles: FACES.map((value): ValueBet => ({ type: 'double', value })),
  totals: TOTALS.map((value): ValueBet => ({ type: 'total', value })),
  combos: COMBOS.map((value): ComboBet => ({ type: 'combo', value })),
  singles: FACES.map((value): ValueBet => ({ type: 'single', value })),
};
export const ALL_SPOTS: HiloBet[] = Object.values(TABLE).flat();

/** Short Thai names for the table's spots and the screen reader's label. */
export function spotName(bet: HiloBet): string {
  switch (bet.type) {
    case 'high':
      return 'สูง';
    case 'low':
      return 'ต่ำ';
    case 'odd':
      return 'คี่';
    case 'even':
      return 'คู่';
    case 'hilo11':
      return '11 ไฮโล';
    case 'anyTriple':
      return 'ตองใดก็ได้';
    case 'total':
      return `แต้มรวม ${bet.value}`;
    case 'single':
      return `เต็ง ${bet.value}`;
    case 'double':
      return `เบิ้ล ${bet.value}`;
    case 'triple':
      return `ตอง ${bet.value}`;
    case 'combo':
      return `โต๊ด ${bet.value[0]}-${bet.value[1]}`;
  }
}

/** The odds a spot shows, from the engine's paytable. */
export function spotOdds(bet: HiloBet, paytable: HiloPaytable): string {
  if (bet.type === 'total') return `${paytable.totals[bet.value]}:1`;
  return paytable.bets.find((b) => b.type === bet.type)?.odds ?? '';
}

const count = (d: Dice, v: number) => d.filter((x) => x === v).length;

/** Whether a spot wins on these dice (display only: the round's payouts come from the server). */
export function spotWins(bet: HiloBet, dice: Dice): boolean {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  switch (bet.type) {
    case 'high':
      return total >= 11 && !triple;
    case 'low':
      return total <= 10 && !triple;
    case 'odd':
      return total % 2 === 1 && !triple;
    case 'even':
      return total % 2 === 0 && !triple;
    case 'hilo11':
      return total === 11;
    case 'anyTriple':
      return triple;
    case 'total':
      return total === bet.value;
    case 'single':
      return count(dice, bet.value) > 0;
    case 'double':
      return count(dice, bet.value) >= 2;
    case 'triple':
      return triple && dice[0] === bet.value;
    case 'combo':
      return count(dice, bet.value[0]) > 0 && count(dice, bet.value[1]) > 0;
  }
}

/** The result's tags under the bowl: total, high or low (11 is both high and 11 ไฮโล), odd or even, or a triple. */
export function resultTags(dice: Dice): string[] {
  const total = dice[0] + dice[1] + dice[2];
  if (dice[0] === dice[1] && dice[1] === dice[2]) return [`${total}`, 'ตอง'];
  return [`${total}`, total >= 11 ? 'สูง' : 'ต่ำ', total % 2 ? 'คี่' : 'คู่', ...(total === 11 ? ['11 ไฮโล'] : [])];
}
