import type { YeekeeListData, YeekeeListsData, YeekeeShootData } from '@contract/lotto';
import type { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import { lottoHttp } from '../http';

export type YeekeeList = z.infer<typeof YeekeeListData>;
type YeekeeLists = z.infer<typeof YeekeeListsData>;
export type YeekeeShot = YeekeeList['shots'][number];
export type YeekeeShoot = z.infer<typeof YeekeeShootData>;

/** Yeekee calls (docs/lotto.md "Yeekee"): the live list, the full list with its proof, and a shot. */
export const yeekeeApi = {
  /** The newest shots after `after_id` (newest first, at most 50) and how soon to ask again. */
  list: async (round_id: number, after_id?: number) => unwrap(await lottoHttp.get<YeekeeList>('yeekee/list', { round_id, after_id })),
  /** Every shot and the proof, once the round is decided (5022 before). */
  lists: async (round_id: number) => unwrap(await lottoHttp.get<YeekeeLists>('yeekee/lists', { round_id })),
  shoot: async (round_id: number, number: string) => unwrap(await lottoHttp.post<YeekeeShoot>('yeekee/shoot_number', { round_id, number })),
};
