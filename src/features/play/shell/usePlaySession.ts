import { TransportErrors } from '@contract/errors-transport';
import type { HousePlayData, PublicSeed } from '@contract/games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { newRequestKey } from '@/lib/request-key';
import { playApi, TOKEN_ERRORS } from '../api';
import type { PlayOptions } from '../types';

/** Pause before the one retry of a round whose answer was lost (same request_id). */
const RETRY_DELAY_MS = 400;

const sessionKey = (token: string) => ['play', 'session', token] as const;
export const roundsKey = (token: string) => ['play', 'rounds', token] as const;

type PlayBody = Parameters<typeof playApi.play>[0];

/** One round, sent again once with the same request_id when no answer came (ApiError with status 0). */
async function playWithRetry(body: PlayBody): Promise<HousePlayData> {
  try {
    return await playApi.play(body);
  } catch (e) {
    if (!(e instanceof ApiError) || !e.isNetwork) throw e;
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return playApi.play(body);
  }
}

const balanceIn = (data: unknown): number | undefined => {
  const b = (data as { balance?: unknown } | undefined)?.balance;
  return typeof b === 'number' ? b : undefined;
};

/**
 * The /play shell's state: the session loaded with the link's token, the balance and seed pair as
 * rounds change them, and `play` for the game client. A token error at any point (4004, 4005)
 * ends the session: the page then asks the member to reopen the game from the lobby.
 */
export function usePlaySession(token: string | undefined) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey(token ?? ''),
    queryFn: () => playApi.session(token ?? ''),
    enabled: token !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [balance, setBalance] = useState<number | null>(null);
  /** A win the client asked to keep out of the balance until its animation lands. */
  const [held, setHeld] = useState(0);
  const [seed, setSeed] = useState<PublicSeed | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const data = session.data;
  const play = useCallback(
    async (input: unknown, options?: PlayOptions): Promise<HousePlayData> => {
      if (!data || !token) throw new ApiError(TransportErrors.INTERNAL.code, 'เกมยังไม่พร้อม');
      const body = { token, game_id: data.game_id, input, request_id: newRequestKey() };
      try {
        const round = await playWithRetry(body);
        setHeld(options?.holdWin ? round.win : 0);
        setBalance(round.balance);
        setSeed(round.next_seed);
        void queryClient.invalidateQueries({ queryKey: roundsKey(token) });
        return round;
      } catch (e) {
        if (e instanceof ApiError) {
          if (TOKEN_ERRORS.has(e.code)) setTokenError(e.message);
          // Insufficient funds (3001) and empty demo money (4022) answer the balance now.
          const now = balanceIn(e.data);
          if (now !== undefined) {
            setHeld(0);
            setBalance(now);
          }
        }
        throw e;
      }
    },
    [data, token, queryClient],
  );
  const revealWin = useCallback(() => setHeld(0), []);

  const sessionError = session.error instanceof ApiError ? session.error : null;
  return {
    session: data,
    loading: session.isPending && token !== undefined,
    /** The session could not be loaded: its Thai message; `network` when a retry may help. */
    loadError: session.error ? { message: session.error.message, network: sessionError?.isNetwork === true } : null,
    reload: () => void session.refetch(),
    tokenError: tokenError ?? (sessionError && TOKEN_ERRORS.has(sessionError.code) ? sessionError.message : null),
    balance: (balance ?? data?.balance ?? 0) - held,
    seed: seed ?? data?.seed ?? null,
    setSeed,
    play,
    revealWin,
  };
}
