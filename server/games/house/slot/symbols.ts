import { SYMBOL_CODES, type SymbolCode } from '@contract/slot';
import type { GameName } from '../types';

/**
 * The slot's symbols. Codes are one letter so reel strips read as a row of letters; the client
 * draws each code with the project's own artwork.
 */
export type { SymbolCode };
export const SYMBOLS = SYMBOL_CODES;

export const SCATTER: SymbolCode = 'S';

export const SYMBOL_NAMES: Record<SymbolCode, GameName> = {
  W: { th: 'มงกุฎ (ไวลด์)', en: 'Crown (wild)' },
  S: { th: 'หีบสมบัติ (สแคตเตอร์)', en: 'Treasure chest (scatter)' },
  E: { th: 'ช้างเผือก', en: 'White elephant' },
  N: { th: 'พญานาค', en: 'Naga' },
  L: { th: 'ดอกบัว', en: 'Lotus' },
  C: { th: 'เหรียญทอง', en: 'Gold coin' },
  A: { th: 'เอ', en: 'Ace' },
  K: { th: 'คิง', en: 'King' },
  Q: { th: 'ควีน', en: 'Queen' },
  J: { th: 'แจ็ค', en: 'Jack' },
  T: { th: 'สิบ', en: 'Ten' },
};

/** Index of each code, for the hot loops that work on small integers. */
export const SYMBOL_INDEX: Record<SymbolCode, number> = Object.fromEntries(SYMBOLS.map((s, i) => [s, i])) as Record<SymbolCode, number>;
