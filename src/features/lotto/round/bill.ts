import { BET_TYPE_NAMES, BET_TYPES, type BetType } from '@contract/lotto-names';
import { bahtToSatang, hasAtMost2Decimals, satangToBaht } from '@contract/money-units';

/**
 * The bill being built (docs/product.md "What the site remembers"): lines of bet type, number and the amount as
 * typed, plus the "amount for all" that new lines take. Amounts stay text until sent, so a half-typed
 * "1." is not rewritten under the member's thumb.
 */
export type BillLine = { bet_type: BetType; number: string; amount: string };
export type BillInput = { round_id: number; lines: BillLine[]; amount: string };
export type BillItem = { bet_type: BetType; number: string; amount: number };

/** A limited number of the round (GET /lotto/limit): closed, or paid at a reduced rate. */
export type Limited = { bet_type: BetType; number: string; mode: 'closed' | 'reduced'; rate: number | null };

export const emptyInput = (round_id: number): BillInput => ({ round_id, lines: [], amount: '' });

export const lineKey = (l: { bet_type: BetType; number: string }) => `${l.bet_type}:${l.number}`;

/** "1,000.50" -> 1000.5; undefined unless a positive baht amount with at most 2 decimals. */
export function parseAmount(text: string): number | undefined {
  const s = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 && n <= 10_000_000 && hasAtMost2Decimals(n) ? n : undefined;
}

/** Keeps what an amount input may hold while typing: digits and one dot with at most 2 decimals. */
export function cleanAmount(text: string): string {
  const s = text.replace(/[^\d.]/g, '');
  const [whole, ...rest] = s.split('.');
  return rest.length === 0 ? whole.slice(0, 8) : `${whole.slice(0, 8)}.${rest.join('').slice(0, 2)}`;
}

/** The same words as the server's refusal (docs/lotto.md "Bills"). */
export function closedReason(bet_type: BetType, number: string): string {
  return `เลข ${number} (${BET_TYPE_NAMES[bet_type]}) เป็นเลขอั้นปิดรับในงวดนี้`;
}

export type AddOutcome = {
  lines: BillLine[];
  added: number;
  /** Already on the bill: not added twice. */
  duplicates: BillLine[];
  /** Closed limited numbers, refused on entry. */
  closed: BillLine[];
};

/** Adds every number for every chosen bet type, skipping what is already there and closed numbers. */
export function addNumbers(
  lines: readonly BillLine[],
  betTypes: readonly BetType[],
  numbers: readonly string[],
  amount: string,
  limited: ReadonlyMap<string, Limited>,
): AddOutcome {
  const have = new Set(lines.map(lineKey));
  const out: AddOutcome = { lines: [...lines], added: 0, duplicates: [], closed: [] };
  for (const bet_type of betTypes) {
    for (const number of numbers) {
      const line: BillLine = { bet_type, number, amount };
      const key = lineKey(line);
      if (limited.get(key)?.mode === 'closed') out.closed.push(line);
      else if (have.has(key)) out.duplicates.push(line);
      else {
        have.add(key);
        out.lines.push(line);
        out.added++;
      }
    }
  }
  return out;
}

/** The lines by bet type, in the order bet types are listed everywhere. */
export function groupLines(lines: readonly BillLine[]): { bet_type: BetType; lines: BillLine[] }[] {
  return BET_TYPES.map((bet_type) => ({ bet_type, lines: lines.filter((l) => l.bet_type === bet_type) })).filter((g) => g.lines.length > 0);
}

/** What one baht of a line pays: the reduced rate of a limited number, else the bet type's rate. */
export function lineRate(line: BillLine, rates: ReadonlyMap<BetType, number>, limited: ReadonlyMap<string, Limited>): number {
  const l = limited.get(lineKey(line));
  if (l?.mode === 'reduced' && l.rate !== null) return l.rate;
  return rates.get(line.bet_type) ?? 0;
}

/** stake x rate in whole satang, floored as the server pays it (rates carry at most 2 decimals). */
export function winSatang(stakeSatang: number, rate: number): number {
  return Number((BigInt(stakeSatang) * BigInt(Math.round(rate * 100))) / 100n);
}

type Totals = { count: number; total: number; potentialWin: number; missing: number };

/** The bill's total and what it could win, in baht, added in satang; `missing` counts lines without a valid amount. */
export function billTotals(lines: readonly BillLine[], rates: ReadonlyMap<BetType, number>, limited: ReadonlyMap<string, Limited>): Totals {
  let total = 0;
  let win = 0;
  let missing = 0;
  for (const line of lines) {
    const amount = parseAmount(line.amount);
    if (amount === undefined) {
      missing++;
      continue;
    }
    const satang = bahtToSatang(amount);
    total += satang;
    win += winSatang(satang, lineRate(line, rates, limited));
  }
  return { count: lines.length, total: satangToBaht(total), potentialWin: satangToBaht(win), missing };
}

/** The request items, or undefined while a line has no valid amount. */
export function toItems(lines: readonly BillLine[]): BillItem[] | undefined {
  const items: BillItem[] = [];
  for (const l of lines) {
    const amount = parseAmount(l.amount);
    if (amount === undefined) return undefined;
    items.push({ bet_type: l.bet_type, number: l.number, amount });
  }
  return items;
}

/** True when two requests ask exactly the same thing (the validated bill is still the one on screen). */
export function sameItems(a: readonly BillItem[] | undefined, b: readonly BillItem[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((x, i) => x.bet_type === b[i].bet_type && x.number === b[i].number && x.amount === b[i].amount);
}
