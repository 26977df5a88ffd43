import type { AdminAuditEntry, AdminMemberSummary } from '@contract/admin';
import type {
  AdminMemberBill,
  AdminMemberGameRound,
  AdminMemberLimits,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberSession,
  AdminMemberStatementLine,
} from '@contract/admin-members';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
export type Dir = 'asc' | 'desc';
type Query = Record<string, string | number | boolean | undefined>;

/** The search's filters and order, as the address holds them. */
export type MemberFilters = { q: string; status: string; sort: string; dir: string };

export const fetchMembers = (f: MemberFilters, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminMemberSummary>>('/members', {
    q: f.q || undefined,
    status: f.status || undefined,
    sort: f.sort,
    dir: f.dir,
    page,
    page_size: pageSize,
  });

export const membersQuery = (f: MemberFilters, page: number, pageSize: number) => ({
  queryKey: ['admin', 'members', { ...f, page, pageSize }] as const,
  queryFn: () => fetchMembers(f, page, pageSize),
  placeholderData: keepPreviousData,
});

export const memberQuery = (id: number) => ({
  queryKey: ['admin', 'member', id] as const,
  queryFn: () => adminApi.get<AdminMemberProfile>(`/members/${id}/profile`),
});

export const limitsQuery = (id: number) => ({
  queryKey: ['admin', 'member', id, 'limits'] as const,
  queryFn: () => adminApi.get<AdminMemberLimits>(`/members/${id}/limits`),
});

/** The member's paged lists, one path each (GET /api/admin/members/:id/<path>). */
export type MemberLists = {
  statement: AdminMemberStatementLine;
  'game-rounds': AdminMemberGameRound;
  'lotto-bills': AdminMemberBill;
  requirements: AdminMemberRequirement;
  sessions: AdminMemberSession;
  audit: AdminAuditEntry;
};

export const fetchMemberList = <K extends keyof MemberLists>(id: number, list: K, query: Query) =>
  adminApi.get<Paged<MemberLists[K]>>(`/members/${id}/${list}`, query);

export const memberListQuery = <K extends keyof MemberLists>(id: number, list: K, query: Query) => ({
  queryKey: ['admin', 'member', id, list, query] as const,
  queryFn: () => fetchMemberList(id, list, query),
  placeholderData: keepPreviousData,
});
