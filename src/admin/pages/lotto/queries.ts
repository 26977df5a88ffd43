import type { AdminRole } from '@contract/admin';
import type { AdminFeedStatus, AdminLottoExposure, AdminLottoRoundListed, AdminResultEntryListed } from '@contract/admin-lotto';
import type { LottoCategory, LottoRate, LottoResult } from '@contract/lotto';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';
import { LIVE } from '../../app/live';

export type AdminRound = AdminLottoRoundListed;
export type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
export type RoundFilters = { status: string; date: string; category_id: string; sort: string; dir: string };
const PAGE_SIZE = 20;

/** Finance and admin change lotto (results, cancel, limits, rates, schedule); support only reads. */
export const changesLotto = (role: AdminRole | undefined) => role === 'admin' || role === 'finance';

export const fetchRounds = (f: RoundFilters, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminRound>>('/lotto/rounds', {
    status: f.status || undefined,
    date: f.date || undefined,
    category_id: f.category_id || undefined,
    sort: f.sort || undefined,
    dir: f.dir || undefined,
    page,
    page_size: pageSize,
  });

export const roundsQuery = (f: RoundFilters, page: number) => ({
  queryKey: ['admin', 'lotto', 'rounds', { ...f, page }] as const,
  queryFn: () => fetchRounds(f, page, PAGE_SIZE),
  placeholderData: keepPreviousData,
});

/** Rounds still taking bets or waiting for their result: the choice of the exposure and limited-number tabs. */
export const liveRoundsQuery = () => ({
  queryKey: ['admin', 'lotto', 'rounds', 'live'] as const,
  queryFn: async () => {
    const f = { date: '', category_id: '', sort: 'closes_at', dir: 'asc' };
    // Yeekee alone opens many rounds a day: up to 300 open rounds, soonest to close first.
    const pages = await Promise.all([
      ...[1, 2, 3].map((p) => fetchRounds({ ...f, status: 'open' }, p, 100)),
      fetchRounds({ ...f, status: 'closed' }, 1, 100),
    ]);
    const seen = new Set<number>();
    return pages.flatMap((p) => p.items).filter((r) => !seen.has(r.id) && seen.add(r.id));
  },
});

/** Results waiting for a second operator (pending) or for a decision (held), every round. */
export const openEntriesQuery = () => ({
  queryKey: ['admin', 'lotto', 'entries'] as const,
  queryFn: () => adminApi.get<{ items: AdminResultEntryListed[] }>('/lotto/result-entries'),
  ...LIVE,
});

export type CategoryWithRates = LottoCategory & { rates: LottoRate[] };
export const categoriesQuery = () => ({
  queryKey: ['admin', 'lotto', 'categories'] as const,
  queryFn: () => adminApi.get<{ categories: CategoryWithRates[] }>('/lotto/categories'),
  staleTime: 60_000,
});

export type ExposureFilters = { bet_type: string; number: string; sort: string; dir: string };
export const fetchExposure = (roundId: number, f: ExposureFilters, page: number, pageSize: number) =>
  adminApi.get<AdminLottoExposure>(`/lotto/rounds/${roundId}/exposure`, {
    bet_type: f.bet_type || undefined,
    number: f.number || undefined,
    sort: f.sort || undefined,
    dir: f.dir || undefined,
    page,
    page_size: pageSize,
  });

/** A round's exposure, asked again every few seconds while bets come in. */
export const exposureQuery = (roundId: number, f: ExposureFilters, page: number) => ({
  queryKey: ['admin', 'lotto', 'exposure', roundId, { ...f, page }] as const,
  queryFn: () => fetchExposure(roundId, f, page, 50),
  placeholderData: keepPreviousData,
  ...LIVE,
});

export const feedsQuery = () => ({
  queryKey: ['admin', 'lotto', 'feeds'] as const,
  queryFn: () => adminApi.get<AdminFeedStatus>('/lotto/feeds'),
  ...LIVE,
});

/** A result's numbers in one line: 'รางวัลที่ 1 123456 · 3 ตัวบน 456 · 2 ตัวล่าง 78'. */
export function resultLine(r: LottoResult): string {
  const parts: string[] = [];
  if (r.first_prize) parts.push(`รางวัลที่ 1 ${r.first_prize}`);
  parts.push(`3 ตัวบน ${r.top3}`, `2 ตัวล่าง ${r.bottom2}`);
  if (r.front3.length) parts.push(`หน้า 3 ตัว ${r.front3.join(', ')}`);
  if (r.back3.length) parts.push(`ท้าย 3 ตัว ${r.back3.join(', ')}`);
  return parts.join(' · ');
}

/** 'หวยรัฐบาลไทย งวดวันที่ 16 มกราคม 2569' */
export const roundName = (r: { category_name: string; title: string }) => `${r.category_name} ${r.title}`;
