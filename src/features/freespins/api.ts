import { FreeSpinPlayBody, type FreeSpinPlayData, FreeSpinRotateBody, type FreeSpinRotateData } from '@contract/freespins';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/** A play's answer with the server's Thai sentence ('ได้รับรางวัลฟรีสปิน 2.50 บาท ...'). */
export type PlayResult = FreeSpinPlayData & { message: string };

/**
 * The free-spin calls that change something. A refusal throws the ApiError with the server's Thai
 * message (e.g. 'ท่านไม่มีฟรีสปินเหลืออยู่').
 */
export const freeSpinApi = {
  /** POST /api/freespin/play: one free spin under the caller's request key (a retry answers the same round). */
  play: async (gameId: string, requestKey: string): Promise<PlayResult> => {
    const res = await api.post<FreeSpinPlayData>('/freespin/play', FreeSpinPlayBody.parse({ game_id: gameId, request_key: requestKey }));
    return { ...unwrap(res), message: res.message };
  },
  /** POST /api/freespin/seed/rotate: reveals the server seed of the game's pair and opens the next. */
  rotate: async (gameId: string): Promise<FreeSpinRotateData> =>
    unwrap(await api.post<FreeSpinRotateData>('/freespin/seed/rotate', FreeSpinRotateBody.parse({ game_id: gameId }))),
};
