import { AdminRequirementQuery } from '@contract/admin-promotions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { RequirementsIcon } from '../../app/icons';
import { keep, keepOr, oneOf, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { requirementsQuery } from './api';

const q = AdminRequirementQuery.shape;
/** The list's status (the active ones by default; `all` any), source, member, order and page. */
const RequirementsSearch = z.object({
  status: oneOf(['active', 'met', 'forfeited', 'all'], 'active'),
  source: keep(q.source),
  q: keep(q.q),
  sort: keep(q.sort),
  dir: keepOr(q.dir, 'desc'),
  page: pageNumber(),
});

/** Members' wagering requirements with their progress; admin and support cancel one (audited), finance reads. */
const page: MenuEntry = { title: 'เงื่อนไขเทิร์น', roles: ['finance', 'support'], icon: RequirementsIcon };

export const requirementsPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/requirements'),
    ...searchOf(RequirementsSearch, (v, start) => start(requirementsQuery(v))),
    component: lazyRouteComponent(() => import('./RequirementsPage'), 'RequirementsPage'),
  }),
};
