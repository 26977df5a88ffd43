import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/toaster';
import { selectedGameAtom } from '@/state/ui';
import { fail, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { baccarat, gameFixture, luckySeven, providerConfigFixture, siamTreasure } from '../testing';
import { ProviderLobbyPage } from './ProviderLobbyPage';
import { ProvidersPage } from './ProvidersPage';

const sandbox = { provider_id: 'sandbox', sub_provider_id: 'sandbox', provider_name: 'Sandbox Games' };
const coinToss = gameFixture({
  ...sandbox,
  game_id: 'sbx-coin-toss',
  name: 'หัวก้อยทันใจ',
  name_th: 'หัวก้อยทันใจ',
  name_en: 'Quick Coin Toss',
  category: 'casino',
  categories: ['casino'],
  tags: ['new'],
});
const football = gameFixture({
  ...sandbox,
  game_id: 'sbx-virtual-football',
  name: 'ฟุตบอลเสมือนจริง',
  name_th: 'ฟุตบอลเสมือนจริง',
  name_en: 'Virtual Football',
  category: 'sport',
  categories: ['sport'],
});
const sandboxGames = [luckySeven, coinToss, football];
const sandboxConfig = providerConfigFixture('sandbox', 'Sandbox Games', sandboxGames);

const configKeys: string[] = [];
const listQueries: string[] = [];
const server = mockApi(
  http.get('/api/lobby/configs', ({ request }) => {
    const key = new URL(request.url).searchParams.get('lobby_key') ?? '';
    configKeys.push(key);
    if (key.toLowerCase() === 'sandbox') return HttpResponse.json(ok(sandboxConfig));
    return HttpResponse.json(fail(4006, 'ไม่พบค่ายเกมนี้ หรือค่ายเกมปิดให้บริการชั่วคราว'));
  }),
  http.get('/api/game/list', ({ request }) => {
    const q = new URL(request.url).searchParams;
    listQueries.push(q.toString());
    return HttpResponse.json(ok(q.get('provider') === 'sandbox' ? sandboxGames : []));
  }),
  http.get('/api/game/lobby', () =>
    HttpResponse.json(
      ok({
        category: null,
        providers: [
          { provider_id: 'house', provider_name: 'Gold House Games', games: [siamTreasure, baccarat] },
          { provider_id: 'sandbox', provider_name: 'Sandbox Games', games: sandboxGames },
        ],
        hot: [],
      }),
    ),
  ),
);
afterEach(() => {
  cleanup();
  toaster.remove();
  configKeys.length = 0;
  listQueries.length = 0;
});

const tileIds = () => screen.queryAllByTestId(/^game-tile-/).map((t) => t.dataset.testid?.replace('game-tile-', ''));
const search = () => screen.getByRole('searchbox', { name: 'ค้นหาเกม' });

describe('ProviderLobbyPage', () => {
  it("shows the provider's head, its category chips and every game of it, asked by the name as typed", async () => {
    renderWithProviders(<ProviderLobbyPage name="SANDBOX" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Games' })).toBeInTheDocument();
    expect(screen.getByTestId('provider-badge')).toHaveTextContent('SG');
    expect(screen.getByText('รวมเกมทั้งหมดจากค่าย Sandbox Games')).toBeInTheDocument();
    await waitFor(() => expect(tileIds()).toEqual(['sbx-lucky-seven', 'sbx-coin-toss', 'sbx-virtual-football']));
    expect(screen.getByText('ทั้งหมด 3 เกม')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ทั้งหมด', 'สล็อต', 'คาสิโน', 'กีฬา']);
    expect(screen.getByRole('tab', { name: 'ทั้งหมด' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Sandbox Games: ทั้งหมด' })).toBeInTheDocument();
    expect(configKeys).toEqual(['SANDBOX']);
    // The games by the catalogue's own spelling of the provider, the largest page.
    expect(listQueries).toEqual(['provider=sandbox&limit=200']);
  });

  it('lists one category per chip and searches by Thai or English name, with ไม่พบเกม when nothing matches', async () => {
    const { user } = renderWithProviders(<ProviderLobbyPage name="sandbox" />);
    await screen.findByTestId('game-tile-sbx-coin-toss');
    await user.click(screen.getByRole('tab', { name: 'คาสิโน' }));
    expect(screen.getByRole('tab', { name: 'คาสิโน' })).toHaveAttribute('aria-selected', 'true');
    expect(tileIds()).toEqual(['sbx-coin-toss']);
    await user.click(screen.getByRole('tab', { name: 'ทั้งหมด' }));

    await user.type(search(), 'ฟุตบอล');
    expect(tileIds()).toEqual(['sbx-virtual-football']);
    await user.clear(search());
    await user.type(search(), 'lucky');
    expect(tileIds()).toEqual(['sbx-lucky-seven']);
    // The chip and the search together: the lucky seven is a slot, not a casino game.
    await user.click(screen.getByRole('tab', { name: 'คาสิโน' }));
    const empty = screen.getByTestId('provider-lobby-empty');
    expect(empty).toHaveTextContent('ไม่พบเกม');
    expect(empty).toHaveTextContent('ไม่มีเกมของค่ายนี้ที่ชื่อตรงกับ “lucky”');
    expect(tileIds()).toEqual([]);
    await user.click(within(empty).getByRole('button', { name: 'ล้างคำค้นหา' }));
    expect(search()).toHaveValue('');
    expect(tileIds()).toEqual(['sbx-coin-toss']);
  });

  it('says ไม่พบเกม when the provider has no game (all switched off)', async () => {
    server.use(
      http.get('/api/lobby/configs', () => HttpResponse.json(ok(providerConfigFixture('sandbox', 'Sandbox Games', [])))),
      http.get('/api/game/list', () => HttpResponse.json(ok([]))),
    );
    renderWithProviders(<ProviderLobbyPage name="sandbox" />);
    expect(await screen.findByTestId('provider-lobby-empty')).toHaveTextContent('ไม่พบเกม');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['ทั้งหมด']);
    expect(screen.queryByRole('button', { name: 'ล้างคำค้นหา' })).not.toBeInTheDocument();
  });

  it('shows skeletons while the lobby, then its games, load', async () => {
    server.use(http.get('/api/lobby/configs', () => delay('infinite')));
    renderWithProviders(<ProviderLobbyPage name="sandbox" />);
    expect(await screen.findByLabelText('กำลังโหลดค่ายเกม')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    cleanup();

    server.resetHandlers();
    server.use(http.get('/api/game/list', () => delay('infinite')));
    renderWithProviders(<ProviderLobbyPage name="sandbox" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Games' })).toBeInTheDocument();
    expect(screen.getByLabelText('กำลังโหลดรายการเกม')).toHaveAttribute('aria-busy', 'true');
    expect(tileIds()).toEqual([]);
  });

  it('shows the Thai not-found state and the providers to pick from for an unknown provider', async () => {
    renderWithProviders(<ProviderLobbyPage name="nobody" />);
    const alert = await screen.findByTestId('provider-not-found');
    expect(within(alert).getByRole('heading', { level: 1, name: 'ไม่พบค่ายเกมนี้' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('ไม่พบค่ายเกม “nobody”');
    expect(within(alert).getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    const list = await screen.findByRole('list', { name: 'ค่ายเกมทั้งหมด' });
    expect(within(list).getByRole('link', { name: 'Sandbox Games 3 เกม' })).toHaveAttribute('href', '/lobby/sandbox');
    expect(within(list).getByRole('link', { name: 'Gold House Games 2 เกม' })).toHaveAttribute('href', '/lobby/house');
    // Nothing of a lobby: no games were asked for.
    expect(listQueries).toEqual([]);
    expect(screen.queryAllByRole('tab')).toEqual([]);
  });

  it("treats a category's name as no provider (its config has no provider kind)", async () => {
    server.use(
      http.get('/api/lobby/configs', () =>
        HttpResponse.json(
          ok({
            lobby_key: 'slot',
            title: 'สล็อต',
            subtitle: '',
            banner: '/images/categories/slot.svg',
            empty_text: 'ยังไม่มีเกมในขณะนี้',
            search_placeholder: 'ค้นหาเกม',
            tabs: [],
            game_count: 1,
          }),
        ),
      ),
    );
    renderWithProviders(<ProviderLobbyPage name="slot" />);
    expect(await screen.findByTestId('provider-not-found')).toHaveTextContent('ไม่พบค่ายเกม “slot”');
  });

  it('shows any other failure with a retry that loads the lobby', async () => {
    server.use(http.get('/api/lobby/configs', () => HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว'))));
    const { user } = renderWithProviders(<ProviderLobbyPage name="sandbox" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    expect(screen.queryByTestId('provider-not-found')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('game-tile-sbx-coin-toss')).toBeInTheDocument();
  });

  it('opens games as the other lobbies do: the real game for a member, the demo or /login for a visitor', async () => {
    const member = renderWithProviders(<ProviderLobbyPage name="SANDBOX" />, { user: MEMBER });
    await member.user.click(await screen.findByTestId('game-tile-sbx-coin-toss'));
    expect(member.store.get(selectedGameAtom)).toEqual({
      game_id: 'sbx-coin-toss',
      provider_id: 'sandbox',
      sub_provider_id: 'sandbox',
      source: 'lobby:sandbox',
      is_demo: false,
    });
    cleanup();

    const visitor = renderWithProviders(<ProviderLobbyPage name="sandbox" />, { url: '/lobby/sandbox' });
    await visitor.user.click(await screen.findByTestId('game-demo-sbx-coin-toss'));
    expect(visitor.store.get(selectedGameAtom)).toMatchObject({ game_id: 'sbx-coin-toss', is_demo: true });
    act(() => visitor.store.set(selectedGameAtom, null));
    // The lucky seven has no demo: a visitor is sent to log in.
    expect(screen.queryByTestId('game-demo-sbx-lucky-seven')).not.toBeInTheDocument();
    await visitor.user.click(screen.getByTestId('game-tile-sbx-lucky-seven'));
    expect(visitor.store.get(selectedGameAtom)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

describe('ProvidersPage', () => {
  it('lists every provider with its game count and first games, each linking to its lobby', async () => {
    renderWithProviders(<ProvidersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ค่ายเกม' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ค่ายเกม' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Gold House Games 2 เกม', '/lobby/house'],
      ['Sandbox Games 3 เกม', '/lobby/sandbox'],
    ]);
    expect(within(screen.getByTestId('provider-card-sandbox')).getByTestId('provider-badge')).toHaveTextContent('SG');
  });

  it('shows a skeleton while loading, and the failure with a retry', async () => {
    server.use(http.get('/api/game/lobby', () => delay('infinite')));
    renderWithProviders(<ProvidersPage />);
    expect(await screen.findByLabelText('กำลังโหลดรายชื่อค่ายเกม')).toHaveAttribute('aria-busy', 'true');
    cleanup();
    server.resetHandlers();
    server.use(http.get('/api/game/lobby', () => HttpResponse.json(fail(8, 'ระบบขัดข้องชั่วคราว'))));
    const { user } = renderWithProviders(<ProvidersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('provider-card-house')).toBeInTheDocument();
  });
});
