import type { AdminRequirementPage, AdminRequirementQuery } from '@contract/admin-promotions';
import type { z } from 'zod';
import { adminApi } from '../../app/http';
import { pagedQuery } from '../../app/kit';

type Page = z.infer<typeof AdminRequirementPage>;
export type Requirement = Page['items'][number];

export const PAGE_SIZE = 20;

/** The list's view as the route's search keeps it ('all' and absent = any). */
export type RequirementView = Pick<AdminRequirementQuery, 'source' | 'q' | 'sort'> & {
  status: 'active' | 'met' | 'forfeited' | 'all';
  dir: 'asc' | 'desc';
  page: number;
};

export const requirementKeys = { all: ['admin', 'requirements'] as const };

export const fetchRequirements = ({ status, source, q, sort, dir }: RequirementView, page: number, pageSize: number) =>
  adminApi.get<Page>('/requirements', {
    status: status === 'all' ? undefined : status,
    source,
    q,
    sort,
    dir: sort ? dir : undefined,
    page,
    page_size: pageSize,
  });

export const requirementsQuery = ({ status, source, q, sort, dir, page }: RequirementView) =>
  pagedQuery(
    ['admin', 'requirements', { status, source, q, sort, dir }],
    (p, size) => fetchRequirements({ status, source, q, sort, dir, page }, p, size),
    page,
  );

export const cancelRequirement = (id: number, reason: string) => adminApi.post<Requirement>(`/requirements/${id}/cancel`, { reason });
