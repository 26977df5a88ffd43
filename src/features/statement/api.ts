import type { StatementData } from '@contract/statement';
import { api } from '@/lib/http';

export type StatementFilters = { types: string[]; from: string; to: string };

/** GET /api/member/statement: types comma-separated, Bangkok dates YYYY-MM-DD, keyset cursor. */
export const statementApi = {
  page: (f: StatementFilters, cursor?: number, limit = 20) =>
    api.get<StatementData>('/member/statement', {
      type: f.types.length > 0 ? f.types.join(',') : undefined,
      from: f.from || undefined,
      to: f.to || undefined,
      cursor,
      limit,
    }),
};
