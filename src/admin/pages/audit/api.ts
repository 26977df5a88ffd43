import type { AdminAuditEntry } from '@contract/admin';
import type { AdminAuditFilterQuery, AdminAuditSystemSummary, AdminOperator, AuditActorKind } from '@contract/admin-operators';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { type Paged, pagedQuery } from '../../app/kit';

const PAGE_SIZE = 50;

/** The trail's filters and order as the route's search keeps them (absent = any). */
export type AuditView = Pick<AdminAuditFilterQuery, 'from' | 'to' | 'action' | 'target'> & {
  operator_id?: number;
  /** Whose entries: operators' unless the operator asks for the system's too. */
  actor_kind: AuditActorKind;
  sort: NonNullable<AdminAuditFilterQuery['sort']>;
  dir: 'asc' | 'desc';
  page: number;
};

export const fetchAudit = ({ from, to, operator_id, action, target, actor_kind, sort, dir }: AuditView, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminAuditEntry>>('/audit', {
    action,
    operator_id,
    target,
    from,
    to,
    actor_kind,
    sort,
    dir,
    page,
    page_size: pageSize,
  });

export const auditQuery = (view: AuditView) => {
  const { from, to, operator_id, action, target, actor_kind, sort, dir, page } = view;
  return pagedQuery(
    ['admin', 'audit', { from, to, operator_id, action, target, actor_kind, sort, dir }],
    (p, size) => fetchAudit(view, p, size),
    page,
    PAGE_SIZE,
  );
};

/** The system's entries the list hides, counted by action, for the view's days (today when none), action and target. */
export const systemSummaryQuery = ({ from, to, action, target }: Pick<AuditView, 'from' | 'to' | 'action' | 'target'>) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'system', { from, to, action, target }],
    queryFn: () => adminApi.get<AdminAuditSystemSummary>('/audit/system', { from, to, action, target }),
  });

/** The operator picker's list: every operator (the server pages at 100; a site has a few dozen). */
export const operatorsForPicker = queryOptions({
  queryKey: ['admin', 'operators', 'picker'],
  queryFn: () => adminApi.get<Paged<AdminOperator>>('/operators', { sort: 'username', dir: 'asc', page_size: 100 }),
  staleTime: 60_000,
});
