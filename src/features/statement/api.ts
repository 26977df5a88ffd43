import type { StatementData } from '@contract/statement';
import { type StatementGroup, statementGroupKinds } from '@contract/statement-groups';
import { api } from '@/lib/http';

/** The groups chosen (none: every kind) and the Bangkok dates YYYY-MM-DD ('' for open ends). */
export type StatementFilters = { groups: StatementGroup[]; from: string; to: string };

/** GET /api/member/statement: the chosen groups' ledger kinds comma-separated, Bangkok dates, keyset cursor. */
export const statementApi = {
  page: (f: StatementFilters, cursor?: number, limit = 20) =>
    api.get<StatementData>('/member/statement', {
      type: f.groups.length > 0 ? f.groups.flatMap(statementGroupKinds).join(',') : undefined,
      from: f.from || undefined,
      to: f.to || undefined,
      cursor,
      limit,
    }),
};
