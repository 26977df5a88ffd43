/**
 * The number helpers Thai lotto members expect in a bill builder. Each answers the numbers to add,
 * unique and in the order members read them.
 */

const DIGITS = '0123456789'.split('');

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** กลับเลข / 6 กลับ: every order of the digits ('12' -> 12, 21; '123' -> 6 numbers; '112' -> 3). */
export function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  const out: string[] = [];
  number.split('').forEach((d, i) => {
    const rest = number.slice(0, i) + number.slice(i + 1);
    for (const p of permutations(rest)) out.push(d + p);
  });
  return unique(out);
}

/** รูด 19 ประตู: the 19 two-digit numbers holding the digit (5 -> 50..59 and 05..95). */
export function door19(digit: string): string[] {
  return unique([...DIGITS.map((d) => digit + d), ...DIGITS.map((d) => d + digit)]);
}

/** รูดหน้า: the digit in front (5 -> 50..59). */
export function runFront(digit: string): string[] {
  return DIGITS.map((d) => digit + d);
}

/** รูดหลัง: the digit behind (5 -> 05..95). */
export function runBack(digit: string): string[] {
  return DIGITS.map((d) => d + digit);
}

/** เลขเบิ้ล (2 digits: 00, 11 .. 99) or เลขตอง (3 digits: 000 .. 999). */
export function repeated(digits: number): string[] {
  return DIGITS.map((d) => d.repeat(digits));
}

/** How a typed number becomes numbers on the bill. */
export type EntryMode = 'single' | 'reverse' | 'door19' | 'front' | 'back';

export const ENTRY_MODE_NAMES: Record<EntryMode, (digits: number) => string> = {
  single: () => 'ปกติ',
  reverse: (digits) => (digits === 3 ? '6 กลับ' : 'กลับเลข'),
  door19: () => '19 ประตู',
  front: () => 'รูดหน้า',
  back: () => 'รูดหลัง',
};

/** The modes a bet type of `digits` digits offers (a 1-digit run bet has nothing to turn around). */
export function modesFor(digits: number): EntryMode[] {
  if (digits === 3) return ['single', 'reverse'];
  if (digits === 2) return ['single', 'reverse', 'door19', 'front', 'back'];
  return ['single'];
}

/** How many digits the member types in a mode: one for the sweeping helpers, else the bet's own. */
export function typedLength(mode: EntryMode, digits: number): number {
  return mode === 'door19' || mode === 'front' || mode === 'back' ? 1 : digits;
}

/** The numbers a complete typed entry adds. */
export function expand(mode: EntryMode, typed: string): string[] {
  switch (mode) {
    case 'reverse':
      return permutations(typed);
    case 'door19':
      return door19(typed);
    case 'front':
      return runFront(typed);
    case 'back':
      return runBack(typed);
    default:
      return [typed];
  }
}
