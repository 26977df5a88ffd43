import { AdminOperatorQuery } from '@contract/admin-operators';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { OperatorsIcon } from '../../app/icons';
import { keep, keepOr, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { operatorsQuery } from './api';

const q = AdminOperatorQuery.shape;
/** The list's search, role, status, order (by id, oldest first, by default) and page. */
const OperatorsSearch = z.object({
  q: keep(q.q),
  role: keep(q.role),
  active: keep(q.active),
  sort: keepOr(q.sort, 'id'),
  dir: keepOr(q.dir, 'asc'),
  page: pageNumber(),
});

/** Admin only: operator accounts and roles (every /api/admin/operators route refuses other roles). */
const page: MenuEntry = { title: 'ผู้ดูแลและสิทธิ์', roles: [], icon: OperatorsIcon };

export const operatorsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/operators'),
    ...searchOf(OperatorsSearch, (v, start) => start(operatorsQuery(v))),
    component: lazyRouteComponent(() => import('./OperatorsPage'), 'OperatorsPage'),
  }),
};
