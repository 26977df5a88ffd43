import type {
  ADMIN_EXPOSURE_SORTS,
  ADMIN_ROUND_SORTS,
  AdminFeedStatus,
  AdminLottoExposure,
  AdminLottoRoundListed,
  AdminResultEntryListed,
} from '@contract/admin-lotto';
import type { BetType, LimitData, LottoCategory, LottoRate, LottoResult, ROUND_STATUSES } from '@contract/lotto';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../app/http';
import { LIVE, type Paged, pagedQuery, useAllows } from '../../app/kit';

export type AdminRound = AdminLottoRoundListed;
export type Limits = z.infer<typeof LimitData>;
type Dir = 'asc' | 'desc';

/** Finance and admin change lotto (results, cancel, limits, rates, schedule); support only reads. */
export const useChangesLotto = () => useAllows(['finance']);

/** The rounds tab's view: 'all' is every status (the tab opens on the closed rounds, waiting for results). */
export type RoundsView = {
  status: (typeof ROUND_STATUSES)[number] | 'all';
  date?: string;
  category?: number;
  sort: (typeof ADMIN_ROUND_SORTS)[number];
  dir: Dir;
};

export const fetchRounds = (v: RoundsView, page: number, pageSize: number) =>
  adminApi.get<Paged<AdminRound>>('/lotto/rounds', {
    status: v.status === 'all' ? undefined : v.status,
    date: v.date,
    category_id: v.category,
    sort: v.sort,
    dir: v.dir,
    page,
    page_size: pageSize,
  });

export const roundsQuery = ({ status, date, category, sort, dir }: RoundsView, page: number) =>
  pagedQuery(
    ['admin', 'lotto', 'rounds', { status, date, category, sort, dir }],
    (p, size) => fetchRounds({ status, date, category, sort, dir }, p, size),
    page,
    20,
  );

/** Rounds still taking bets or waiting for their result: the choice of the exposure and limited-number tabs. */
export const liveRoundsQuery = queryOptions({
  queryKey: ['admin', 'lotto', 'rounds', 'live'],
  queryFn: async () => {
    const soonest = { sort: 'closes_at', dir: 'asc' } as const;
    // Yeekee alone opens many rounds a day: up to 300 open rounds, soonest to close first.
    const pages = await Promise.all([
      ...[1, 2, 3].map((p) => fetchRounds({ ...soonest, status: 'open' }, p, 100)),
      fetchRounds({ ...soonest, status: 'closed' }, 1, 100),
    ]);
    const seen = new Set<number>();
    return pages.flatMap((p) => p.items).filter((r) => !seen.has(r.id) && seen.add(r.id));
  },
});

/** Results waiting for a second operator (pending) or for a decision (held), every round. */
export const openEntriesQuery = queryOptions({
  queryKey: ['admin', 'lotto', 'entries'],
  queryFn: () => adminApi.get<{ items: AdminResultEntryListed[] }>('/lotto/result-entries'),
  ...LIVE,
});

export type CategoryWithRates = LottoCategory & { rates: LottoRate[] };
export const categoriesQuery = queryOptions({
  queryKey: ['admin', 'lotto', 'categories'],
  queryFn: () => adminApi.get<{ categories: CategoryWithRates[] }>('/lotto/categories'),
  staleTime: 60_000,
});

/** The exposure tab's view of its round. */
export type ExposureView = { bet_type?: BetType; number?: string; esort: (typeof ADMIN_EXPOSURE_SORTS)[number]; edir: Dir };
export const fetchExposure = (roundId: number, v: ExposureView, page: number, pageSize: number) =>
  adminApi.get<AdminLottoExposure>(`/lotto/rounds/${roundId}/exposure`, {
    bet_type: v.bet_type,
    number: v.number,
    sort: v.esort,
    dir: v.edir,
    page,
    page_size: pageSize,
  });

/** A round's exposure, asked again every few seconds while bets come in. */
export const exposureQuery = (roundId: number, { bet_type, number, esort, edir }: ExposureView, page: number) => ({
  ...pagedQuery(
    ['admin', 'lotto', 'exposure', roundId, { bet_type, number, esort, edir }],
    (p, size) => fetchExposure(roundId, { bet_type, number, esort, edir }, p, size),
    page,
    50,
  ),
  ...LIVE,
});

export const limitedQuery = (roundId: number) =>
  queryOptions({
    queryKey: ['admin', 'lotto', 'limited', roundId],
    queryFn: () => adminApi.get<Limits>(`/lotto/rounds/${roundId}/limited`),
  });

export type Override = {
  id: number;
  category_id: number;
  scheduled_date: string;
  draw_date: string | null;
  close_time: string | null;
  note: string;
};
export const overridesQuery = queryOptions({
  queryKey: ['admin', 'lotto', 'overrides'],
  queryFn: () => adminApi.get<{ items: Override[] }>('/lotto/schedule-overrides'),
});

export const feedsQuery = queryOptions({
  queryKey: ['admin', 'lotto', 'feeds'],
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
