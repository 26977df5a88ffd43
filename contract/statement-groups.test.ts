import { describe, expect, it } from 'vitest';
import { STATEMENT_KIND_NAMES, StatementQuery } from './statement';
import { STATEMENT_GROUP_NAMES, STATEMENT_GROUPS, STATEMENT_KIND_GROUP, statementGroupKinds } from './statement-groups';

describe('statement groups', () => {
  it('gives every statement kind exactly one group, so a new kind cannot be left out of the filter', () => {
    const kinds = Object.keys(STATEMENT_KIND_NAMES);
    expect(Object.keys(STATEMENT_KIND_GROUP).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(STATEMENT_GROUPS).toContain(STATEMENT_KIND_GROUP[kind as keyof typeof STATEMENT_KIND_GROUP]);
    // The groups partition the kinds: together they name each kind once.
    const grouped = STATEMENT_GROUPS.flatMap(statementGroupKinds);
    expect(grouped).toHaveLength(kinds.length);
    expect(new Set(grouped)).toEqual(new Set(kinds));
  });

  it('names the seven groups a member thinks in, each standing for at least one kind', () => {
    expect(Object.values(STATEMENT_GROUP_NAMES)).toEqual(['ฝาก', 'ถอน', 'เกม', 'หวย', 'กีฬา', 'โบนัส', 'อื่น ๆ']);
    for (const g of STATEMENT_GROUPS) expect(statementGroupKinds(g).length).toBeGreaterThan(0);
    // Internal kinds sit with their product or under "อื่น ๆ", never a chip of their own.
    expect(STATEMENT_KIND_GROUP.lotto_correction).toBe('lotto');
    expect(STATEMENT_KIND_GROUP.debt_collection).toBe('other');
  });

  it("has every group's kinds accepted by the statement query (what the filter sends)", () => {
    for (const g of STATEMENT_GROUPS) {
      const parsed = StatementQuery.safeParse({ type: statementGroupKinds(g).join(',') });
      expect(parsed.success).toBe(true);
    }
    expect(StatementQuery.safeParse({ type: 'lotto' }).success).toBe(false);
  });
});
