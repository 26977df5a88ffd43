import { GAME_CATEGORIES } from './games-names';

/**
 * Turnover products (docs/ledger.md "Turnover"): what a stake is recorded against, by member, Bangkok
 * day and product. A game's own category is its product; lotto is the sixth.
 */
export const TURNOVER_PRODUCTS = [...GAME_CATEGORIES, 'lotto'] as const;
export type Product = (typeof TURNOVER_PRODUCTS)[number];
