import type { GameItem } from '@contract/games';

/** A provider lobby's chips (GET /api/lobby/configs): 'all', then `category:<key>` per category of its games. */
export const CATEGORY_TAB = 'category:';

/** The provider's games the chip lists: all of them, or those listed in the chip's category. */
export function gamesInTab(games: readonly GameItem[], tab: string): GameItem[] {
  if (!tab.startsWith(CATEGORY_TAB)) return [...games];
  const category = tab.slice(CATEGORY_TAB.length);
  return games.filter((g) => (g.categories as readonly string[]).includes(category));
}

/** A Thai consonant: a Thai word's initial is its first consonant (a leading vowel such as โ is written before it). */
const THAI_CONSONANT = /[\u0E01-\u0E2E]/;

/**
 * Up to two letters for a provider's badge: the first of its first two words ('Gold House Games' ->
 * 'GH'); for a Thai word its first consonant ('โกลด์เฮาส์' -> 'ก'), never a vowel or tone mark alone.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w.match(THAI_CONSONANT)?.[0] ?? Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase('th-TH') || '?';
}
