import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mainWallet, ok, shellHandlers } from '@/test/api';
import { MEMBER, renderApp } from '@/test/render';
import { mockApi } from '@/test/server';

/** A feature's test fixtures stay behind its door (tests/architecture): the route's own, as the server answers. */
const game = (id: string, name: string, provider: [string, string], categories: string[]) => ({
  game_id: id,
  provider_id: provider[0],
  sub_provider_id: provider[0],
  provider_name: provider[1],
  name,
  name_th: name,
  name_en: id,
  category: categories[0],
  categories,
  image: `/images/games/${id}.svg`,
  is_demo_available: false,
  tags: [],
});
const luckySeven = game('sbx-lucky-seven', 'เจ็ดนำโชค', ['sandbox', 'Sandbox Games'], ['slot']);
const siamTreasure = game('siam-treasure', 'สมบัติสยาม', ['house', 'Gold House Games'], ['slot', 'freespin']);
const sandboxGames = [luckySeven];
const sandboxConfig = {
  kind: 'provider',
  lobby_key: 'sandbox',
  provider_id: 'sandbox',
  title: 'Sandbox Games',
  subtitle: 'รวมเกมทั้งหมดจากค่าย Sandbox Games',
  empty_text: 'ไม่พบเกม',
  search_placeholder: 'ค้นหาชื่อเกม',
  tabs: [
    { key: 'all', label: 'ทั้งหมด', category: null },
    { key: 'category:slot', label: 'สล็อต', category: 'slot' },
  ],
  game_count: 1,
};
const links: unknown[] = [];
mockApi(
  http.get('/api/lobby/configs', ({ request }) => {
    const key = new URL(request.url).searchParams.get('lobby_key') ?? '';
    if (key.toLowerCase() !== 'sandbox') return HttpResponse.json({ error: 4006, message: 'ไม่พบค่ายเกมนี้ หรือค่ายเกมปิดให้บริการชั่วคราว' });
    return HttpResponse.json(ok(sandboxConfig));
  }),
  http.get('/api/game/list', () => HttpResponse.json(ok(sandboxGames))),
  http.get('/api/game/lobby', () =>
    HttpResponse.json(
      ok({
        category: null,
        providers: [
          { provider_id: 'house', provider_name: 'Gold House Games', games: [siamTreasure] },
          { provider_id: 'sandbox', provider_name: 'Sandbox Games', games: sandboxGames },
        ],
        hot: [],
      }),
    ),
  ),
  http.post('/api/game/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance: 500 }]))),
  http.post('/api/game/link', async ({ request }) => {
    links.push(await request.json());
    return HttpResponse.json(ok({ link: '/sandbox/play?game=sbx-lucky-seven&token=gl_x&lang=th' }));
  }),
  ...shellHandlers,
);

/** The lobby layout's route (/lobby/{name}, name optional) in the whole app: layout, page, game sheet. */
describe('/lobby/{name} route', () => {
  it("opens a provider's lobby in the lobby layout (any case), and its tiles open the game sheet there", async () => {
    const { user } = renderApp('/lobby/SANDBOX', { user: MEMBER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Games' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('[data-layout="lobby"]')).not.toBeNull();
    // The slim bar's way back, and no footer tabs.
    expect(screen.getByRole('link', { name: 'ย้อนกลับ' })).toHaveAttribute('href', '/');
    await user.click(await screen.findByTestId('game-tile-sbx-lucky-seven'));
    // The default layout's game sheet is not here: the lobby layout mounts its own.
    const sheet = await screen.findByTestId('game-sheet', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(links).toEqual([expect.objectContaining({ game_id: 'sbx-lucky-seven', provider_id: 'sandbox', source: 'lobby:sandbox' })]),
    );
    expect(within(sheet).getByText('กระเป๋าหลัก')).toBeInTheDocument();
    // Closing gives the page back (the open sheet holds the page's pointer events).
    await user.click(within(sheet).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByTestId('game-sheet')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
  });

  it('lists the providers at /lobby and shows the Thai not-found state for an unknown one', async () => {
    const { user, router } = renderApp('/lobby');
    expect(await screen.findByRole('heading', { level: 1, name: 'ค่ายเกม' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Sandbox Games 1 เกม' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Games' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lobby/sandbox');

    await router.navigate({ to: '/lobby/{-$name}', params: { name: 'nobody' } });
    // The navigation waits for the lobby's loader: give a loaded machine more than the default second.
    expect(await screen.findByTestId('provider-not-found', {}, { timeout: 5000 })).toHaveTextContent('ไม่พบค่ายเกม “nobody”');
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a name the pattern refuses', async () => {
    renderApp('/lobby/%E0%B8%84%E0%B9%88%E0%B8%B2%E0%B8%A2');
    expect(await screen.findByTestId('error-status')).toHaveTextContent('404');
  });
});
