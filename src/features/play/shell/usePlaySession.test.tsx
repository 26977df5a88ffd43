import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query';
import { ok } from '@/test/api';
import { mockApi } from '@/test/server';
import { DEMO_TOKEN, roundFixture, SCATTER_STOPS, sessionFixture } from '../testing';
import { usePlaySession } from './usePlaySession';

// Room for a machine busy with other suites (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

const server = mockApi();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>;
}

describe('usePlaySession', () => {
  it('holds a round’s win out of the balance until the client reveals it, and takes the next seed', async () => {
    // A spin that triggers the feature: a win worth holding back while the free spins play.
    const answer = roundFixture('siam-treasure', { bet: 100, buyFeature: false }, SCATTER_STOPS, { balanceBefore: 10_000 });
    expect(answer.win).toBeGreaterThan(0);
    server.use(
      http.get('/api/games/house/session', () => HttpResponse.json(ok(sessionFixture('siam-treasure')))),
      http.post('/api/games/house/play', () => HttpResponse.json(ok(answer))),
    );
    const { result } = renderHook(() => usePlaySession(DEMO_TOKEN), { wrapper });
    await waitFor(() => expect(result.current.session).toBeDefined());
    expect(result.current.balance).toBe(10_000);

    await act(() => result.current.play({ bet: 100, buyFeature: false }, { holdWin: true }));
    expect(result.current.balance).toBeCloseTo(answer.balance - answer.win, 2);
    expect(result.current.seed).toEqual(answer.next_seed);
    act(() => result.current.revealWin());
    expect(result.current.balance).toBe(answer.balance);
  });

  it('without holdWin the balance is the answer’s at once; a refusal rejects with the server’s Thai message', async () => {
    const answer = roundFixture('hilo', { bets: [{ type: 'high', amount: 1_000 }] }, [4, 4, 2]);
    let refuse = false;
    server.use(
      http.get('/api/games/house/session', () => HttpResponse.json(ok(sessionFixture('hilo')))),
      http.post('/api/games/house/play', () =>
        HttpResponse.json(refuse ? { error: 4022, message: 'เครดิตทดลองเล่นไม่เพียงพอ', data: { balance: 3 } } : ok(answer)),
      ),
    );
    const { result } = renderHook(() => usePlaySession(DEMO_TOKEN), { wrapper });
    await waitFor(() => expect(result.current.session).toBeDefined());
    await act(() => result.current.play({ bets: [{ type: 'high', amount: 1_000 }] }));
    expect(result.current.balance).toBe(answer.balance);

    refuse = true;
    let error: unknown;
    await act(async () => {
      error = await result.current.play({ bets: [{ type: 'high', amount: 1_000 }] }).catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('เครดิตทดลองเล่นไม่เพียงพอ');
    expect(result.current.balance).toBe(3);
    expect(result.current.tokenError).toBeNull();
  });
});
