import type { StatementKind } from './statement';

/*
 * Zod-free, so the member site's statement read (in the routes' first chunk) can use the groups
 * without loading zod; statement.ts holds the kinds and the query that validates what is sent.
 */

/**
 * What a member thinks in when filtering the statement: seven groups instead of one chip per ledger
 * kind (internal kinds such as a result correction or a debt collection sit with their product or
 * under "อื่น ๆ"). The member site sends a group's kinds as `type`, which StatementQuery (statement.ts) validates.
 */
export const STATEMENT_GROUP_NAMES = {
  deposit: 'ฝาก',
  withdrawal: 'ถอน',
  game: 'เกม',
  lotto: 'หวย',
  sport: 'กีฬา',
  bonus: 'โบนัส',
  other: 'อื่น ๆ',
} as const;
export type StatementGroup = keyof typeof STATEMENT_GROUP_NAMES;
export const STATEMENT_GROUPS = Object.keys(STATEMENT_GROUP_NAMES) as StatementGroup[];

/**
 * Every kind's group, in one place: the Record type makes a new kind in STATEMENT_KIND_NAMES fail
 * the typecheck until it has a group (and statement-groups.test.ts checks the same at run time).
 */
export const STATEMENT_KIND_GROUP: Record<StatementKind, StatementGroup> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  game_bet: 'game',
  game_win: 'game',
  game_rollback: 'game',
  free_spin_grant: 'game',
  free_spin_use: 'game',
  free_spin_win: 'game',
  lotto_bill: 'lotto',
  lotto_win: 'lotto',
  lotto_refund: 'lotto',
  lotto_correction: 'lotto',
  sport_bet: 'sport',
  sport_win: 'sport',
  sport_correction: 'sport',
  bonus: 'bonus',
  bonus_forfeit: 'bonus',
  cashback: 'bonus',
  commission: 'bonus',
  refund: 'bonus',
  affiliate: 'bonus',
  affiliate_earning: 'bonus',
  affiliate_correction: 'bonus',
  prize: 'bonus',
  adjustment: 'other',
  debt_collection: 'other',
  points_earn: 'other',
  points_spend: 'other',
  points_refund: 'other',
};

/** The kinds a group stands for (what the statement filter sends as `type`). */
export function statementGroupKinds(group: StatementGroup): StatementKind[] {
  return (Object.keys(STATEMENT_KIND_GROUP) as StatementKind[]).filter((k) => STATEMENT_KIND_GROUP[k] === group);
}
