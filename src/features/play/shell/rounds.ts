import { useQuery } from '@tanstack/react-query';
import { playApi } from '../api';
import { roundsKey } from './usePlaySession';

/** Rounds the history and the verify view list (newest first). */
const HISTORY_LIMIT = 50;

/** The token owner's recent rounds of this game, with their proofs (refreshed after every round). */
export function useRounds(token: string | undefined, gameId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...roundsKey(token ?? ''), gameId ?? ''],
    queryFn: () => playApi.rounds(token ?? '', gameId, HISTORY_LIMIT),
    enabled: enabled && token !== undefined,
    staleTime: 0,
    retry: false,
    select: (d) => d.rounds,
  });
}
