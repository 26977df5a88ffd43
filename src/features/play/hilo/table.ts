/**
 * The ไฮโล table as the client lays it out: the engine's bet spots and rule (contract/hilo-bets.ts),
 * their keys (the outcome repeats them per bet) and the record shapes. Money is satang. What pays is
 * the server's answer; `spotWins` only lights the table's winning spots after a roll.
 */
import { betKey, type Dice, type HiloBet, netOdds } from '@contract/hilo-bets';

export { betKey, type Dice, type HiloBet };

type HiloBetType = HiloBet['type'];

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

const FACES = [1, 2, 3, 4, 5, 6];
export const TOTALS = [4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17];
const COMBOS: [number, number][] = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as [number, number]));

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

/** Whether a spot wins on these dice (display only: the round's payouts come from the server). */
export function spotWins(bet: HiloBet, dice: Dice): boolean {
  return netOdds(bet, dice) !== null;
}

/** The result's tags under the bowl: total, high or low (11 is both high and 11 ไฮโล), odd or even, or a triple. */
export function resultTags(dice: Dice): string[] {
  const total = dice[0] + dice[1] + dice[2];
  if (dice[0] === dice[1] && dice[1] === dice[2]) return [`${total}`, 'ตอง'];
  return [`${total}`, total >= 11 ? 'สูง' : 'ต่ำ', total % 2 ? 'คี่' : 'คู่', ...(total === 11 ? ['11 ไฮโล'] : [])];
}
