import type { LottoResult, LottoRound } from '@contract/lotto';
import type { AdminResultEntry } from '@contract/lotto-corrections';
import { keepPreviousData } from '@tanstack/react-query';
import { adminApi } from '../../app/http';

export type AdminRound = LottoRound & { bill_count: number; total_amount: number; total_win: number; settled_at: string | null };
type Paged<T> = { items: T[]; page: number; page_size: number; total: number };
export type RoundFilters = { status: string; date: string };
const PAGE_SIZE = 20;

export const roundsQuery = (f: RoundFilters, page: number) => ({
  queryKey: ['admin', 'lotto', 'rounds', { ...f, page }] as const,
  queryFn: () =>
    adminApi.get<Paged<AdminRound>>('/lotto/rounds', {
      status: f.status || undefined,
      date: f.date || undefined,
      page,
      page_size: PAGE_SIZE,
    }),
  placeholderData: keepPreviousData,
});

/** Results waiting for a second operator (pending) or for a decision (held), every round. */
export const openEntriesQuery = () => ({
  queryKey: ['admin', 'lotto', 'entries'] as const,
  queryFn: () => adminApi.get<{ items: AdminResultEntry[] }>('/lotto/result-entries'),
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
