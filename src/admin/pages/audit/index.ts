import { AdminAuditFilterQuery } from '@contract/admin-operators';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { AuditIcon } from '../../app/icons';
import { keep, keepOr, pageNumber, searchOf, startQuery } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { auditQuery } from './api';

const q = AdminAuditFilterQuery.shape;
/** The trail's days, operator, action and target, its order (newest first by default) and page. */
const AuditSearch = z.object({
  from: keep(q.from),
  to: keep(q.to),
  operator_id: keep(q.operator_id),
  action: keep(q.action),
  target: keep(q.target),
  sort: keepOr(q.sort, 'created_at'),
  dir: keepOr(q.dir, 'desc'),
  page: pageNumber(),
});

/** Admin only: the trail shows what every operator did (GET /api/admin/audit refuses other roles). */
const page: MenuEntry = { title: 'บันทึกการใช้งาน', roles: [], icon: AuditIcon };

export const auditPage = {
  ...page,
  route: createRoute({
    ...underShell(page),
    path: '/audit',
    ...searchOf(AuditSearch),
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, deps }) => startQuery(queryClient, auditQuery(deps)),
    component: lazyRouteComponent(() => import('./AuditPage'), 'AuditPage'),
  }),
};
