import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { OFFLINE_REASON } from '@/lib/network';
import { selectedGameAtom } from '@/state/ui';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { LOBBY_CACHE_KEY } from '../cache';
import { baccarat, configFixture, gameFixture, lobbyFixture, luckySeven, siamTreasure } from '../testing';
import { LobbyPage } from './LobbyPage';

const slotLobby = lobbyFixture('slot', [siamTreasure, luckySeven]);
const listCalls: string[] = [];
const server = mockApi(
  http.get('/api/game/lobby', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    if (category === 'slot') return HttpResponse.json(ok(slotLobby));
    return HttpResponse.json(ok(lobbyFixture(category as 'sport', [])));
  }),
  http.get('/api/lobby/configs', ({ request }) => {
    const key = new URL(request.url).searchParams.get('lobby_key') as 'slot' | 'sport';
    return HttpResponse.json(ok(configFixture(key, key === 'slot' ? slotLobby : lobbyFixture(key, []))));
  }),
  http.get('/api/game/list', ({ request }) => {
    listCalls.push(new URL(request.url).search);
    return HttpResponse.json(ok([luckySeven, gameFixture({ game_id: 'sbx-extra', provider_id: 'sandbox', name: 'เกมเสริม' })]));
  }),
  http.get('/api/game/recent', () =>
    HttpResponse.json(
      ok([
        { ...baccarat, last_played_at: '2026-11-21T06:00:00.000Z', launches: 2 },
        { ...siamTreasure, last_played_at: '2026-11-21T05:00:00.000Z', launches: 1 },
      ]),
    ),
  ),
);
afterEach(() => {
  cleanup();
  toaster.remove();
  listCalls.length = 0;
});

/** The slot lobby, which the button takes away and brings back (a later visit). */
function Revisit() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((v) => !v)}>
        สลับ
      </button>
      {shown && <LobbyPage lobbyKey="slot" />}
    </>
  );
}

const tile = (id: string) => screen.findByTestId(`game-tile-${id}`);
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('LobbyPage', () => {
  it("shows the lobby's head, its tabs without 'last played' for a visitor, and the game tiles with artwork", async () => {
    renderWithProviders(<LobbyPage lobbyKey="slot" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'สล็อต' })).toBeInTheDocument();
    const slot = await tile('siam-treasure');
    expect(slot).toHaveAccessibleName('สมบัติสยาม');
    expect(within(slot).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/images/games/siam-treasure.svg');
    expect(slot).toHaveTextContent('ฮิต');
    expect(slot).toHaveTextContent('ใหม่');
    await waitFor(() => expect(tabNames()).toEqual(['ทั้งหมด', 'เกมฮิต', 'เกมใหม่', 'Gold House Games', 'Sandbox Games']));
    expect(screen.getByText('ทั้งหมด 2 เกม')).toBeInTheDocument();
    expect(screen.getByTestId('game-demo-siam-treasure')).toHaveTextContent('ทดลองเล่น');
    // No demo, no demo button.
    expect(screen.queryByTestId('game-demo-sbx-lucky-seven')).not.toBeInTheDocument();
  });

  it('filters by tab and by the search box', async () => {
    const { user } = renderWithProviders(<LobbyPage lobbyKey="slot" />);
    await tile('sbx-lucky-seven');
    await user.click(await screen.findByRole('tab', { name: 'เกมฮิต' }));
    expect(screen.getByRole('tab', { name: 'เกมฮิต' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('game-tile-siam-treasure')).toBeInTheDocument();
    expect(screen.queryByTestId('game-tile-sbx-lucky-seven')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'ทั้งหมด' }));
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'lucky');
    expect(screen.getByTestId('game-tile-sbx-lucky-seven')).toBeInTheDocument();
    expect(screen.queryByTestId('game-tile-siam-treasure')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }));
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), 'ไม่มีเกมนี้');
    expect(screen.getByText('ไม่พบเกมที่ตรงกับ “ไม่มีเกมนี้”')).toBeInTheDocument();
  });

  it("loads a provider's games with GET /api/game/list (provider, category, limit 60)", async () => {
    const { user } = renderWithProviders(<LobbyPage lobbyKey="slot" />);
    await user.click(await screen.findByRole('tab', { name: 'Sandbox Games' }));
    expect(await tile('sbx-extra')).toBeInTheDocument();
    expect(screen.queryByTestId('game-tile-siam-treasure')).not.toBeInTheDocument();
    expect(listCalls).toEqual(['?provider=sandbox&category=slot&limit=60']);
  });

  it("shows a member the 'last played' tab and strip with this lobby's games only", async () => {
    const { user } = renderWithProviders(<LobbyPage lobbyKey="slot" />, { user: MEMBER });
    await waitFor(() => expect(tabNames()).toContain('เล่นล่าสุด'));
    const strip = await screen.findByRole('region', { name: 'เล่นล่าสุด' });
    expect(within(strip).getByTestId('recent-siam-treasure')).toBeInTheDocument();
    expect(within(strip).queryByTestId('recent-baccarat')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'เล่นล่าสุด' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByTestId('game-tile-siam-treasure')).toBeInTheDocument();
    expect(within(panel).queryByTestId('game-tile-sbx-lucky-seven')).not.toBeInTheDocument();
  });

  it('opens the real game for a member, the demo for a visitor, and /login for a visitor when there is no demo', async () => {
    const member = renderWithProviders(<LobbyPage lobbyKey="slot" />, { user: MEMBER });
    await member.user.click(await tile('siam-treasure'));
    expect(member.store.get(selectedGameAtom)).toEqual({
      game_id: 'siam-treasure',
      provider_id: 'house',
      sub_provider_id: 'house',
      source: 'slot',
      is_demo: false,
    });
    await member.user.click(screen.getByTestId('game-demo-siam-treasure'));
    expect(member.store.get(selectedGameAtom)).toMatchObject({ game_id: 'siam-treasure', is_demo: true });
    cleanup();

    const visitor = renderWithProviders(<LobbyPage lobbyKey="slot" />, { url: '/slot' });
    await visitor.user.click(await tile('siam-treasure'));
    expect(visitor.store.get(selectedGameAtom)).toMatchObject({ game_id: 'siam-treasure', is_demo: true });
    act(() => visitor.store.set(selectedGameAtom, null));
    await visitor.user.click(screen.getByTestId('game-tile-sbx-lucky-seven'));
    expect(visitor.store.get(selectedGameAtom)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('opens nothing offline and says in Thai that the game needs the internet', async () => {
    const member = renderWithProviders(<LobbyPage lobbyKey="slot" />, { user: MEMBER });
    const game = await tile('siam-treasure');
    onlineManager.setOnline(false);
    try {
      await member.user.click(game);
      await member.user.click(screen.getByTestId('game-demo-siam-treasure'));
      expect(member.store.get(selectedGameAtom)).toBeNull();
      expect(toaster.getVisibleToasts().map((t) => t.title)).toContain(OFFLINE_REASON);
    } finally {
      onlineManager.setOnline(true);
    }
    await member.user.click(game);
    expect(member.store.get(selectedGameAtom)).toMatchObject({ game_id: 'siam-treasure', is_demo: false });
  });

  it("says so in Thai when no provider offers the lobby's games (sport)", async () => {
    renderWithProviders(<LobbyPage lobbyKey="sport" />);
    expect(await screen.findByText('ยังไม่มีผู้ให้บริการเกมกีฬาในขณะนี้')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /กีฬา/ })).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the lobby cannot load', async () => {
    server.use(http.get('/api/game/lobby', () => HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว'))));
    const { user } = renderWithProviders(<LobbyPage lobbyKey="slot" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await tile('siam-treasure')).toBeInTheDocument();
  });

  it('keeps the lobby in local storage and shows it at once on the next visit, before the server answers', async () => {
    const { user, queryClient } = renderWithProviders(<Revisit />);
    await tile('siam-treasure');
    await waitFor(() => expect(localStorage.getItem(LOBBY_CACHE_KEY)).toContain('siam-treasure'));
    await user.click(screen.getByRole('button', { name: 'สลับ' }));
    // A later visit: no query cache left, and a server that does not answer.
    queryClient.clear();
    server.use(
      http.get('/api/game/lobby', () => delay('infinite')),
      http.get('/api/lobby/configs', () => delay('infinite')),
    );
    await user.click(screen.getByRole('button', { name: 'สลับ' }));
    expect(screen.getByTestId('game-tile-siam-treasure')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sandbox Games' })).toBeInTheDocument();
  });
});
