import { AdminMemberListQuery } from '@contract/admin-members';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { MembersIcon } from '../../app/icons';
import { idParam, keep, keepOr, oneOf, pageNumber, searchOf } from '../../app/kit';
import type { MenuEntry } from '../../app/page';
import { underShell } from '../../app/shell';
import { MEMBER_TABS, memberQuery, membersQuery } from './queries';

const q = AdminMemberListQuery.shape;
/** The list's search, status, order (newest first by default) and page; `id` opens a member, `tab` its tab. */
const MembersSearch = z.object({
  q: keep(q.q),
  status: keep(q.status),
  sort: keepOr(q.sort, 'created_at'),
  dir: keepOr(q.dir, 'desc'),
  page: pageNumber(),
  id: idParam(),
  tab: oneOf(MEMBER_TABS, 'profile'),
});

/** Every role reads members (GET /api/admin/members is finance's and support's too). */
const page: MenuEntry = { title: 'สมาชิก', roles: ['finance', 'support'], icon: MembersIcon };

export const membersPage = {
  ...page,
  route: createRoute({
    ...underShell(page, '/members'),
    ...searchOf(MembersSearch, (v, start) => {
      if (v.id) start(memberQuery(v.id));
      else start(membersQuery(v));
    }),
    component: lazyRouteComponent(() => import('./MembersPage'), 'MembersPage'),
  }),
};
