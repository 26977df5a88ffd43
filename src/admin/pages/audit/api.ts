import type { AdminAuditEntry } from '@contract/admin';
import type { AdminAuditFilterQuery, AdminOperator } from '@contract/admin-operators';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { type Paged, pagedQuery } from '../../app/kit';

const PAGE_SIZE = 50;

/** The trail's filters and order as the route's search keeps them (absent = any). */
export type AuditView = Pick<AdminAuditFilterQuery, 'from' | 'to' | 'action' | 'target'> & {
  operator_id?: number;
  sort: NonNullable<AdminAuditFilterQuery['sort']>;
  dir: 'asc' | 'desc';
  page: number;
};

export const fetchAudit = ({ from, to, operator_id, action, target, sort, dir }: AuditView, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminAuditEntry>>('/audit', { action, operator_id, target, from, to, sort, dir, page, page_size: pageSize });

export const auditQuery = ({ from, to, operator_id, action, target, sort, dir, page }: AuditView) =>
  pagedQuery(
    ['admin', 'audit', { from, to, operator_id, action, target, sort, dir }],
    (p, size) => fetchAudit({ from, to, operator_id, action, target, sort, dir, page }, p, size),
    page,
    PAGE_SIZE,
  );

/** The operator picker's list: every operator (the server pages at 100; a site has a few dozen). */
export const operatorsForPicker = queryOptions({
  queryKey: ['admin', 'operators', 'picker'],
  queryFn: () => adminApi.get<Paged<AdminOperator>>('/operators', { sort: 'username', dir: 'asc', page_size: 100 }),
  staleTime: 60_000,
});
