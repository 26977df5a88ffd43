import type { SportBetBody, SportBetData } from '@contract/sport';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * POST /api/sport/bet: once per request_key (a retry with the same key answers the first bill). A
 * refusal throws the ApiError with the server's Thai message; SPORT_ODDS_CHANGED (3704) carries
 * SportOddsChangedData in `data`.
 */
export const sportApi = {
  placeBet: async (body: SportBetBody): Promise<SportBetData> => unwrap(await api.post<SportBetData>('/sport/bet', body)),
};
