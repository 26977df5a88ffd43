import type { AdminOperator, AdminOperatorQuery } from '@contract/admin-operators';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import type { Paged } from '../../app/kit';

const PAGE_SIZE = 20;

/** The list's view as the route's search keeps it (absent = any). */
export type OperatorView = Pick<AdminOperatorQuery, 'q' | 'role' | 'active'> & {
  sort: NonNullable<AdminOperatorQuery['sort']>;
  dir: 'asc' | 'desc';
  page: number;
};

export const operatorsQuery = ({ q, role, active, sort, dir, page }: OperatorView) =>
  queryOptions({
    queryKey: ['admin', 'operators', { q, role, active, sort, dir, page }],
    queryFn: () => adminApi.get<Paged<AdminOperator>>('/operators', { q, role, active, sort, dir, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
