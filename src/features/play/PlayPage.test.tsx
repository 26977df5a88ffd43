import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/api';
import { renderApp } from '@/test/render';
import { mockApi } from '@/test/server';
import { DEMO_TOKEN, HASH, REAL_TOKEN, roundFixture, sessionFixture, setReducedMotion } from './testing';

// Room for a machine busy with other suites (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

const server = mockApi();
beforeEach(() => setReducedMotion(true));
afterEach(() => {
  cleanup();
  setReducedMotion(false);
});

/** The game clients and the verify view load on their own chunks (slow the first time under the test transform). */
const LAZY = { timeout: 10_000 };
const slotUrl = (token = DEMO_TOKEN) => `/play?game=siam-treasure&token=${token}&demo=1&mobile=1`;
type PlayBody = { token: string; game_id: string; input: unknown; request_id: string };

/** The session answer for the token; records the tokens asked for. */
function sessionHandler(session = sessionFixture('siam-treasure'), asked: string[] = []) {
  return http.get('/api/games/house/session', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('token') ?? '');
    return HttpResponse.json(ok(session));
  });
}

describe('PlayPage (/play shell)', () => {
  it('loads the session with the link token: name, th-TH balance, demo badge and the slot client', async () => {
    const asked: string[] = [];
    server.use(sessionHandler(sessionFixture('siam-treasure', { balance: 1234.5 }), asked));
    renderApp(slotUrl());
    expect(await screen.findByTestId('play-balance', {}, LAZY)).toHaveTextContent('1,234.50');
    expect(screen.getByRole('heading', { name: 'สมบัติสยาม' })).toBeInTheDocument();
    expect(screen.getByText('ทดลองเล่น')).toBeInTheDocument();
    expect(await screen.findByTestId('slot-spin', {}, LAZY)).toHaveTextContent('หมุน');
    expect(asked).toEqual([DEMO_TOKEN]);
  });

  it('a real session has no demo badge', async () => {
    server.use(sessionHandler(sessionFixture('hilo', { demo: false, wallet: { id: 1, wallet_name: 'กระเป๋าหลัก' }, balance: 500 })));
    renderApp(`/play?game=hilo&token=${REAL_TOKEN}&wallet=1`);
    expect(await screen.findByTestId('play-balance', {}, LAZY)).toHaveTextContent('500.00');
    expect(await screen.findByTestId('hilo-roll', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('ทดลองเล่น')).not.toBeInTheDocument();
  });

  it('an expired token shows the Thai full-screen message to reopen the game from the lobby', async () => {
    server.use(http.get('/api/games/house/session', () => HttpResponse.json(fail(4005, 'หมดเวลาเล่นเกมรอบนี้แล้ว กรุณาปิดแล้วเปิดเกมใหม่อีกครั้ง'))));
    renderApp(slotUrl());
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(within(alert).getByRole('heading', { name: 'กรุณาเปิดเกมใหม่' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('หมดเวลาเล่นเกมรอบนี้แล้ว');
    expect(within(alert).getByRole('link', { name: 'กลับหน้าล็อบบี้' })).toHaveAttribute('target', '_top');
    expect(screen.queryByTestId('slot-spin')).not.toBeInTheDocument();
  });

  it('a link without a token asks to open the game from the lobby (no call is made)', async () => {
    renderApp('/play?game=siam-treasure');
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('ไม่พบลิงก์เกม');
  });

  it('plays a round: the request carries a fresh request_id and the balance follows the answer', async () => {
    const bodies: PlayBody[] = [];
    const answer = roundFixture('siam-treasure', { bet: 100, buyFeature: false }, [0, 0, 0, 0, 0], { balanceBefore: 10_000 });
    server.use(
      sessionHandler(),
      http.post('/api/games/house/play', async ({ request }) => {
        bodies.push((await request.json()) as PlayBody);
        return HttpResponse.json(ok(answer));
      }),
    );
    const { user } = renderApp(slotUrl());
    await user.click(await screen.findByTestId('slot-spin', {}, LAZY));
    await waitFor(
      () =>
        expect(screen.getByTestId('play-balance')).toHaveTextContent(answer.balance.toLocaleString('th-TH', { minimumFractionDigits: 2 })),
      LAZY,
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ token: DEMO_TOKEN, game_id: 'siam-treasure', input: { bet: 100, buyFeature: false } });
    expect(bodies[0].request_id).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('retries a round whose answer was lost once, with the same request_id', async () => {
    const ids: string[] = [];
    const answer = roundFixture('siam-treasure', { bet: 100, buyFeature: false }, [0, 0, 0, 0, 0], { balanceBefore: 10_000 });
    server.use(
      sessionHandler(),
      http.post('/api/games/house/play', async ({ request }) => {
        ids.push(((await request.json()) as PlayBody).request_id);
        return ids.length === 1 ? HttpResponse.error() : HttpResponse.json(ok({ ...answer, replayed: true }));
      }),
    );
    const { user } = renderApp(slotUrl());
    await user.click(await screen.findByTestId('slot-spin', {}, LAZY));
    await waitFor(() => expect(ids).toHaveLength(2), LAZY);
    expect(ids[1]).toBe(ids[0]);
    await waitFor(
      () =>
        expect(screen.getByTestId('play-balance')).toHaveTextContent(answer.balance.toLocaleString('th-TH', { minimumFractionDigits: 2 })),
      LAZY,
    );
    // A second round is a new request.
    await waitFor(() => expect(screen.getByTestId('slot-spin')).toBeEnabled(), LAZY);
    await user.click(screen.getByTestId('slot-spin'));
    await waitFor(() => expect(ids).toHaveLength(3), LAZY);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('refused for funds: the message shows over the game and the balance takes the one answered', async () => {
    server.use(
      sessionHandler(sessionFixture('siam-treasure', { balance: 0.5 })),
      http.post('/api/games/house/play', () =>
        HttpResponse.json({ error: 3001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ', data: { balance: 0.4 } }),
      ),
    );
    const { user } = renderApp(slotUrl());
    await user.click(await screen.findByTestId('slot-spin', {}, LAZY));
    expect(await screen.findByTestId('play-notice', {}, LAZY)).toHaveTextContent('ยอดเงินในกระเป๋าไม่เพียงพอ');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('0.40');
  });

  it('a token that expires during play ends the session with the reopen message', async () => {
    server.use(
      sessionHandler(),
      http.post('/api/games/house/play', () => HttpResponse.json(fail(4005, 'หมดเวลาเล่นเกมรอบนี้แล้ว กรุณาปิดแล้วเปิดเกมใหม่อีกครั้ง'))),
    );
    const { user } = renderApp(slotUrl());
    await user.click(await screen.findByTestId('slot-spin', {}, LAZY));
    expect(await screen.findByRole('heading', { name: 'กรุณาเปิดเกมใหม่' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByTestId('slot-spin')).not.toBeInTheDocument();
  });

  it('fairness: shows the committed hash and nonce, rotates to a new client seed and reveals the old server seed', async () => {
    const seeds: { client_seed?: string }[] = [];
    server.use(
      sessionHandler(),
      http.get('/api/games/house/rounds', () => HttpResponse.json(ok({ rounds: [] }))),
      http.post('/api/games/house/seed', async ({ request }) => {
        seeds.push((await request.json()) as { client_seed?: string });
        return HttpResponse.json(
          ok({
            revealed: { server_seed: 'f'.repeat(64), server_seed_hash: HASH, client_seed: 'somchai-2024', rounds_played: 3 },
            seed: { server_seed_hash: 'e'.repeat(64), client_seed: 'lucky-7', nonce: 0 },
          }),
        );
      }),
    );
    const { user } = renderApp(slotUrl());
    await user.click(await screen.findByRole('button', { name: 'ความยุติธรรมของเกม' }, LAZY));
    const sheet = await screen.findByTestId('fairness-sheet', {}, LAZY);
    expect(within(sheet).getByTestId('seed-hash')).toHaveTextContent(HASH);
    expect(within(sheet).getByTestId('seed-nonce')).toHaveTextContent('0');
    expect(await within(sheet).findByText('ยังไม่มีตาที่เล่น')).toBeInTheDocument();
    const input = within(sheet).getByLabelText('ไคลเอนต์ซีดของคุณ');
    await user.clear(input);
    await user.type(input, 'lucky-7');
    await user.click(within(sheet).getByRole('button', { name: 'เปลี่ยนคู่ซีด' }));
    const revealed = await within(sheet).findByTestId('seed-revealed');
    expect(revealed).toHaveTextContent('f'.repeat(64));
    expect(revealed).toHaveTextContent('3 ตา');
    expect(seeds).toEqual([{ token: DEMO_TOKEN, client_seed: 'lucky-7' }]);
    expect(within(sheet).getByTestId('seed-hash')).toHaveTextContent('e'.repeat(64));
  });

  it('the round history opens the verify view prefilled, and the server re-plays the round', async () => {
    const round = roundFixture('siam-treasure', { bet: 200, buyFeature: false }, [46, 33, 32, 31, 11], {
      nonce: 8,
      roundId: 77,
      serverSeed: '9f3c1a7e5b2d4c6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5',
    });
    const verified: unknown[] = [];
    server.use(
      sessionHandler(),
      http.get('/api/games/house/rounds', () => HttpResponse.json(ok({ rounds: [round] }))),
      http.post('/api/games/house/verify', async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json(
          ok({
            valid: true,
            hash_matches: true,
            outcome_matches: true,
            recomputed: { stake: 2, win: round.win, outcome: round.outcome },
            reason: null,
          }),
        );
      }),
    );
    const { user, router } = renderApp(slotUrl());
    await user.click(await screen.findByRole('button', { name: 'ความยุติธรรมของเกม' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'ตรวจสอบตา #77' }, LAZY));
    const view = await screen.findByTestId('verify-view', {}, LAZY);
    expect(router.state.location.search).toMatchObject({ view: 'verify', round: 77 });
    await waitFor(() => expect(within(view).getByLabelText('Nonce')).toHaveValue('8'), LAZY);
    expect(within(view).getByLabelText('ไคลเอนต์ซีด')).toHaveValue('somchai-2024');
    await user.click(within(view).getByTestId('verify-submit'));
    const result = await within(view).findByTestId('verify-result', {}, LAZY);
    expect(result).toHaveTextContent('ผลตานี้ถูกต้อง');
    expect(result).toHaveTextContent('จุดหยุดวงล้อ 46, 33, 32, 31, 11');
    expect(verified).toEqual([
      {
        game_id: 'siam-treasure',
        server_seed: round.server_seed,
        server_seed_hash: HASH,
        client_seed: 'somchai-2024',
        nonce: 8,
        input: round.input,
        outcome: round.outcome,
        stake: round.stake,
        win: round.win,
      },
    ]);
    // Back to the game: the client was kept (hidden), the verify view goes.
    await user.click(within(view).getByRole('button', { name: 'กลับไปที่เกม' }));
    await waitFor(() => expect(screen.queryByTestId('verify-view')).not.toBeInTheDocument());
    expect(screen.getByTestId('slot-spin')).toBeVisible();
  });
});
