import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/toaster';
import { totalBalance, useWallets } from '@/features/member';
import { type SelectedGame, selectedGameAtom } from '@/state/ui';
import { fail, mainWallet, ok } from '@/test/api';
import { MEMBER, renderWithProviders } from '@/test/render';
import { mockApi } from '@/test/server';
import { FRAME_SANDBOX, GameLauncher } from './GameLauncher';
import { GAME_ENTRY_KEY } from './useBackCloses';

const SLOT: SelectedGame = { game_id: 'siam-treasure', provider_id: 'house', sub_provider_id: 'house', source: 'slot', is_demo: false };
const DEMO: SelectedGame = { ...SLOT, is_demo: true };
const bonus = { id: 2, wallet_name: 'กระเป๋าโบนัส', balance: 50, wallet_type_id: 2 };
const freeCredit = { id: 3, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 3 };

const calls: { path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  calls.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
};
const server = mockApi(
  http.post('/api/game/wallets', async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok([{ ...mainWallet, balance: 500 }, bonus, freeCredit]));
  }),
  http.post('/api/game/link', async ({ request }) => {
    await record(request);
    const body = (await request.json()) as { wallet_id: number };
    return HttpResponse.json(ok({ link: `/play?game=siam-treasure&token=gl_x&wallet=${body.wallet_id}` }));
  }),
  http.post('/api/game/demo', async ({ request }) => {
    await record(request);
    return HttpResponse.json(ok({ link: '/play?game=siam-treasure&token=gd_x&demo=1' }));
  }),
);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  toaster.remove();
  calls.length = 0;
});

function open(game: SelectedGame, opts: { member?: boolean } = { member: true }) {
  const view = renderWithProviders(<GameLauncher />, opts.member ? { user: MEMBER } : {});
  act(() => view.store.set(selectedGameAtom, game));
  return view;
}
/** What the member panel shows (its wallets query). */
function PanelTotal() {
  const wallets = useWallets();
  return <output data-testid="panel-total">{wallets.data ? totalBalance(wallets.data) : ''}</output>;
}
const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('GameLauncher (docs/product.md "Game launcher")', () => {
  it('welcomes in English and Thai for 1 second', async () => {
    const create = vi.spyOn(toaster, 'create');
    open(SLOT);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ title: 'Welcome', description: 'กำลังนำท่านเข้าสู่เกม' })]);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome', description: 'กำลังนำท่านเข้าสู่เกม', duration: 1000 }));
  });

  it('shows the wallets above 0 and the main wallet; the chosen one opens the game in a sandboxed frame', async () => {
    const { user } = open(SLOT);
    const sheet = await screen.findByTestId('game-sheet');
    await within(sheet).findByText('เลือกกระเป๋าเงิน');
    expect(bodiesOf('/api/game/wallets')).toEqual([{ game_id: 'siam-treasure', provider_id: 'house', sub_provider_id: 'house' }]);
    expect(within(sheet).getByTestId('wallet-option-1')).toHaveTextContent('กระเป๋าหลัก');
    expect(within(sheet).getByTestId('wallet-option-1')).toHaveTextContent('฿ 500.00');
    expect(within(sheet).getByTestId('wallet-option-2')).toHaveTextContent('฿ 50.00');
    expect(within(sheet).queryByTestId('wallet-option-3')).not.toBeInTheDocument();
    expect(bodiesOf('/api/game/link')).toEqual([]);

    await user.click(within(sheet).getByTestId('wallet-option-2'));
    const frame = await within(sheet).findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', '/play?game=siam-treasure&token=gl_x&wallet=2');
    expect(frame).toHaveAttribute('title', 'เกม');
    expect(frame).toHaveAttribute('sandbox', FRAME_SANDBOX);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(bodiesOf('/api/game/link')).toEqual([
      { wallet_id: 2, game_id: 'siam-treasure', provider_id: 'house', is_mobile: false, source: 'slot' },
    ]);
    expect(within(sheet).getByText('กระเป๋าโบนัส')).toBeInTheDocument();
  });

  it('chooses the only wallet left by itself; is_mobile is true below 960 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    server.use(http.post('/api/game/wallets', () => HttpResponse.json(ok([mainWallet, freeCredit]))));
    open(SLOT);
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', '/play?game=siam-treasure&token=gl_x&wallet=1');
    expect(screen.queryByText('เลือกกระเป๋าเงิน')).not.toBeInTheDocument();
    expect(bodiesOf('/api/game/link')).toEqual([
      { wallet_id: 1, game_id: 'siam-treasure', provider_id: 'house', is_mobile: true, source: 'slot' },
    ]);
  });

  it('fetches a demo link straight away, with the agent code, for a visitor', async () => {
    open(DEMO, { member: false });
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', '/play?game=siam-treasure&token=gd_x&demo=1');
    expect(bodiesOf('/api/game/demo')).toEqual([
      { game_id: 'siam-treasure', provider_id: 'house', is_mobile: false, source: 'slot', agent_code: 'GOLD888' },
    ]);
    expect(bodiesOf('/api/game/wallets')).toEqual([]);
    expect(within(screen.getByTestId('game-sheet')).getByText('ทดลองเล่น')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'สมัครเล่นจริง' })).toHaveAttribute('href', '/register');
  });

  it("shows 'พบบางอย่างผิดปกติ' with the server's message when the link fails, then goes back to the chooser", async () => {
    server.use(http.post('/api/game/link', () => HttpResponse.json(fail(4002, 'ผู้ให้บริการเกมปิดปรับปรุงชั่วคราว'))));
    const { user } = open(SLOT);
    await user.click(await screen.findByTestId('wallet-option-1'));
    const dialog = await screen.findByRole('alertdialog', { name: 'พบบางอย่างผิดปกติ' });
    expect(dialog).toHaveTextContent('ผู้ให้บริการเกมปิดปรับปรุงชั่วคราว');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('wallet-option-2')).toBeInTheDocument();
  });

  it('closes the sheet after the dialog when the only wallet could not open the game', async () => {
    server.use(
      http.post('/api/game/wallets', () => HttpResponse.json(ok([mainWallet]))),
      http.post('/api/game/link', () => HttpResponse.error()),
    );
    const { user, store } = open(SLOT);
    const dialog = await screen.findByRole('alertdialog', { name: 'พบบางอย่างผิดปกติ' });
    expect(dialog).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(store.get(selectedGameAtom)).toBeNull());
  });

  it('shows an error toast for 3 seconds and closes when the wallets cannot be fetched', async () => {
    const create = vi.spyOn(toaster, 'create');
    server.use(http.post('/api/game/wallets', () => HttpResponse.json(fail(3111, 'ท่านได้พักการเล่นไว้ถึงวันที่ 1 ม.ค. 2570'))));
    const { store } = open(SLOT);
    await waitFor(() => expect(store.get(selectedGameAtom)).toBeNull());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'ท่านได้พักการเล่นไว้ถึงวันที่ 1 ม.ค. 2570', duration: 3000 }),
    );
    expect(await screen.findByText('ท่านได้พักการเล่นไว้ถึงวันที่ 1 ม.ค. 2570')).toBeInTheDocument();
    expect(bodiesOf('/api/game/link')).toEqual([]);
  });

  it('shows an error toast for 3 seconds and closes when the demo fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    server.use(http.post('/api/game/demo', () => HttpResponse.json(fail(4003, 'เกมนี้ไม่มีโหมดทดลองเล่น'))));
    const { store } = open(DEMO, { member: false });
    await waitFor(() => expect(store.get(selectedGameAtom)).toBeNull());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: 'เกมนี้ไม่มีโหมดทดลองเล่น', duration: 3000 }));
  });

  it('closing clears the link, the wallet and the game, and the member balance follows the game', async () => {
    // The member's wallets: 500 before the game, 480 after a 20-baht losing spin.
    let balance = 500;
    server.use(http.post('/api/member/wallets', () => HttpResponse.json(ok([{ ...mainWallet, balance }]))));
    const view = renderWithProviders(
      <>
        <GameLauncher />
        <PanelTotal />
      </>,
      { user: MEMBER },
    );
    await waitFor(() => expect(screen.getByTestId('panel-total')).toHaveTextContent('500'));
    act(() => view.store.set(selectedGameAtom, SLOT));
    await view.user.click(await screen.findByTestId('wallet-option-1'));
    await screen.findByTestId('game-frame');
    balance = 480;
    await view.user.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(view.store.get(selectedGameAtom)).toBeNull());
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('panel-total')).toHaveTextContent('480'));

    // Opened again: a fresh chooser, no wallet and no link carried over.
    act(() => view.store.set(selectedGameAtom, { ...SLOT }));
    expect(await screen.findByText('เลือกกระเป๋าเงิน')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(bodiesOf('/api/game/wallets')).toHaveLength(2);
  });

  it('opening pushes a history entry; Back closes the game and stays on the page; the close button goes back over it', async () => {
    const view = renderWithProviders(<GameLauncher />, { url: '/slot' });
    const index = () => view.router.history.location.state.__TSR_index;
    const before = index();
    act(() => view.store.set(selectedGameAtom, DEMO));
    await screen.findByTestId('game-frame');
    expect(index()).toBe(before + 1);
    expect(view.router.history.location.state[GAME_ENTRY_KEY]).toEqual(expect.any(String));
    expect(screen.getByTestId('location')).toHaveTextContent('/slot');

    // The phone's Back: the sheet closes, the page stays.
    act(() => view.router.history.back());
    await waitFor(() => expect(view.store.get(selectedGameAtom)).toBeNull());
    expect(index()).toBe(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/slot');

    // Opened again and closed with its button: back over its entry, not further.
    act(() => view.store.set(selectedGameAtom, { ...DEMO }));
    await screen.findByTestId('game-frame');
    expect(index()).toBe(before + 1);
    await view.user.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(view.store.get(selectedGameAtom)).toBeNull());
    expect(index()).toBe(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/slot');
  });

  it('toggles full screen', async () => {
    const { user } = open(DEMO, { member: false });
    await screen.findByTestId('game-frame');
    await user.click(screen.getByRole('button', { name: 'เต็มจอ' }));
    expect(await screen.findByRole('button', { name: 'ออกจากเต็มจอ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ออกจากเต็มจอ' }));
    expect(await screen.findByRole('button', { name: 'เต็มจอ' })).toBeInTheDocument();
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
  });
});
