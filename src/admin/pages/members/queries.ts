import type { AdminAuditEntry, AdminMemberSummary } from '@contract/admin';
import type {
  AdminMemberBill,
  AdminMemberGameRound,
  AdminMemberLimits,
  AdminMemberListQuery,
  AdminMemberProfile,
  AdminMemberRequirement,
  AdminMemberSession,
  AdminMemberSportBet,
  AdminMemberStatementLine,
} from '@contract/admin-members';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { type Paged, pagedQuery, type States } from '../../app/kit';

export type Dir = 'asc' | 'desc';
type Query = Record<string, string | number | boolean | undefined>;

/** The detail's tabs, in order; `?tab=` holds the key. */
export const MEMBER_TABS = [
  'profile',
  'bank',
  'wallets',
  'statement',
  'games',
  'lotto',
  'sport',
  'requirements',
  'limits',
  'sessions',
  'audit',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** A member's account state. */
export const MEMBER_STATES: States<AdminMemberSummary['status']> = {
  active: { name: 'ใช้งาน', colour: 'green' },
  suspended: { name: 'ระงับ', colour: 'red' },
};

/** The search's filters and order, as the route's search holds them (absent = any). */
export type MemberFilters = Pick<AdminMemberListQuery, 'q' | 'status'> & { sort: NonNullable<AdminMemberListQuery['sort']>; dir: Dir };

export const fetchMembers = ({ q, status, sort, dir }: MemberFilters, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminMemberSummary>>('/members', { q, status, sort, dir, page, page_size: pageSize });

export const membersQuery = ({ q, status, sort, dir, page }: MemberFilters & { page: number }) =>
  pagedQuery(['admin', 'members', { q, status, sort, dir }], (p, size) => fetchMembers({ q, status, sort, dir }, p, size), page);

export const memberQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'member', id], queryFn: () => adminApi.get<AdminMemberProfile>(`/members/${id}/profile`) });

export const limitsQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'member', id, 'limits'], queryFn: () => adminApi.get<AdminMemberLimits>(`/members/${id}/limits`) });

/** The member's paged lists, one path each (GET /api/admin/members/:id/<path>). */
export type MemberLists = {
  statement: AdminMemberStatementLine;
  'game-rounds': AdminMemberGameRound;
  'lotto-bills': AdminMemberBill;
  'sport-bets': AdminMemberSportBet;
  requirements: AdminMemberRequirement;
  sessions: AdminMemberSession;
  audit: AdminAuditEntry;
};

export const fetchMemberList = <K extends keyof MemberLists>(id: number, list: K, query: Query) =>
  adminApi.get<Paged<MemberLists[K]>>(`/members/${id}/${list}`, query);

export const memberListQuery = <K extends keyof MemberLists>(id: number, list: K, query: Query) =>
  queryOptions({
    queryKey: ['admin', 'member', id, list, query],
    queryFn: () => fetchMemberList(id, list, query),
    placeholderData: keepPreviousData,
  });
