import type { HousePlayData, HouseSessionData } from '@contract/games';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import type { GameClientProps } from '../types';
import BaccaratGame, { CARD_MS, RESULT_MS } from './BaccaratGame';
import type { BaccaratOutcome } from './outcome';

/** The engine's describe() for baccarat as the session carries it (server/games/house/baccarat). */
const spot = (s: string, th: string, odds: string, max: number) => ({ spot: s, name: { th, en: s }, odds, min: 1_000, max });
const SESSION: HouseSessionData = {
  game_id: 'baccarat',
  demo: false,
  is_mobile: true,
  wallet: { id: 1, wallet_name: 'กระเป๋าหลัก' },
  balance: 1_000,
  limits: { min_bet: 10, max_bet: 50_000, bet_step: 1 },
  description: {
    id: 'baccarat',
    name: { th: 'บาคาร่า', en: 'Baccarat' },
    categories: ['casino'],
    minBet: 1_000,
    maxBet: 5_000_000,
    betStep: 100,
    rules: [],
    rtp: [],
    paytable: {
      decks: 8,
      spots: [
        spot('player', 'ผู้เล่น (Player)', '1:1', 5_000_000),
        spot('banker', 'เจ้ามือ (Banker)', '0.95:1', 5_000_000),
        spot('tie', 'เสมอ (Tie)', '8:1', 500_000),
        spot('playerPair', 'ผู้เล่นคู่ (Player Pair)', '11:1', 500_000),
        spot('bankerPair', 'เจ้ามือคู่ (Banker Pair)', '11:1', 500_000),
      ],
    },
  },
  seed: { server_seed_hash: 'a'.repeat(64), client_seed: 'c', nonce: 0 },
};

/** Player 10-5 draws a 2 (7); banker K-6 stands on 6: the player wins. */
const PLAYER_WINS: BaccaratOutcome = {
  player: { cards: ['TH', '5S', '2D'], total: 7 },
  banker: { cards: ['KC', '6H'], total: 6 },
  result: 'player',
  natural: false,
  playerPair: false,
  bankerPair: false,
  bets: [
    { spot: 'player', stake: 10_000, state: 'win', win: 20_000 },
    { spot: 'banker', stake: 1_000, state: 'lose', win: 0 },
  ],
};

function round(outcome: BaccaratOutcome, stake: number, win: number): HousePlayData {
  return {
    round_id: 41,
    game_id: 'baccarat',
    created_at: '2026-01-01T00:00:00Z',
    stake,
    win,
    balance_after: 1_000 - stake + win,
    input: {},
    outcome,
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'c',
    nonce: 0,
    server_seed: null,
    demo: false,
    balance: 1_000 - stake + win,
    replayed: false,
    next_seed: { server_seed_hash: 'a'.repeat(64), client_seed: 'c', nonce: 1 },
  };
}

function setReducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Renders the game (the test router mounts it asynchronously) with fake shell props. */
async function renderGame(over: Partial<GameClientProps> = {}) {
  const props = {
    session: SESSION,
    balance: 1_000,
    seed: SESSION.seed,
    play: vi.fn<GameClientProps['play']>(),
    notify: vi.fn<GameClientProps['notify']>(),
    revealWin: vi.fn<() => void>(),
    ...over,
  };
  const view = renderWithProviders(<BaccaratGame {...props} />);
  await screen.findByTestId('baccarat');
  return { ...view, props };
}

const spotEl = (s: string) => screen.getByTestId(`bac-spot-${s}`);
const originalMatchMedia = window.matchMedia;

beforeEach(() => setReducedMotion(true));
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

describe('BaccaratGame', () => {
  it('sends the chips placed as satang on the engine keys and shows the dealt result', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockResolvedValue(round(PLAYER_WINS, 110, 200));

    await user.click(screen.getByTestId('bac-chip-50'));
    await user.click(spotEl('player'));
    await user.click(spotEl('player'));
    await user.click(screen.getByTestId('bac-chip-10'));
    await user.click(spotEl('banker'));
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('110.00');

    await user.click(screen.getByTestId('bac-deal'));
    expect(props.play).toHaveBeenCalledTimes(1);
    expect(props.play).toHaveBeenCalledWith({ bets: { player: 10_000, banker: 1_000 } }, { holdWin: true });

    const banner = await screen.findByTestId('bac-banner');
    expect(banner).toHaveTextContent('ผู้เล่นชนะ');
    expect(banner).toHaveTextContent('ผู้เล่น 7 : 6 เจ้ามือ');
    expect(screen.getByTestId('bac-win')).toHaveTextContent('ได้รับ 200.00 บาท');
    expect(screen.getByTestId('bac-total-player')).toHaveTextContent('7');
    expect(screen.getByTestId('bac-total-banker')).toHaveTextContent('6');
    // The player's third card is dealt and shown; the banker stood on two.
    expect(
      within(screen.getByRole('region', { name: 'ไพ่ผู้เล่น' }))
        .getAllByRole('img')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['10 โพแดง', '5 โพดำ', '2 ข้าวหลามตัด']);
    expect(within(screen.getByRole('region', { name: 'ไพ่เจ้ามือ' })).getAllByRole('img')).toHaveLength(2);
    expect(spotEl('player')).toHaveAttribute('data-state', 'win');
    expect(spotEl('banker')).toHaveAttribute('data-state', 'lose');
    expect(spotEl('tie')).not.toHaveAttribute('data-state');
    expect(within(screen.getByTestId('bac-road')).getAllByRole('listitem', { name: /ชนะ|เสมอ/ })).toHaveLength(1);
    expect(screen.getByTestId('bac-road').querySelector('[data-result="player"]')).not.toBeNull();
    expect(props.revealWin).toHaveBeenCalledTimes(1);
  });

  it('deals the cards one by one in the shoe order and shows the result after the last', async () => {
    setReducedMotion(false);
    const tie: BaccaratOutcome = {
      player: { cards: ['3S', '3H', '9C'], total: 5 },
      banker: { cards: ['AD', '4C', 'TS'], total: 5 },
      result: 'tie',
      natural: false,
      playerPair: true,
      bankerPair: false,
      bets: [{ spot: 'tie', stake: 1_000, state: 'win', win: 9_000 }],
    };
    const { props } = await renderGame();
    vi.useFakeTimers();
    let resolve: (d: HousePlayData) => void = () => {};
    vi.mocked(props.play).mockReturnValue(new Promise((r) => (resolve = r)));

    fireEvent.click(spotEl('tie'));
    fireEvent.click(screen.getByTestId('bac-deal'));
    await act(async () => resolve(round(tie, 10, 90)));

    const cards = (side: string) => within(screen.getByRole('region', { name: `ไพ่${side}` })).queryAllByRole('img').length;
    const counts = () => [cards('ผู้เล่น'), cards('เจ้ามือ')];
    await act(async () => vi.advanceTimersByTime(0));
    expect(counts()).toEqual([1, 0]);
    // Player, banker, player, banker, then the player's third and the banker's third.
    const expected = [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
      [3, 3],
    ];
    for (const want of expected) {
      await act(async () => vi.advanceTimersByTime(CARD_MS));
      expect(counts()).toEqual(want);
      expect(screen.queryByTestId('bac-banner')).toBeNull();
    }
    // Running totals while cards arrive, the engine's totals at the end.
    expect(screen.getByTestId('bac-total-player')).toHaveTextContent('5');
    expect(props.revealWin).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(RESULT_MS));
    expect(screen.getByTestId('bac-banner')).toHaveTextContent('เสมอ');
    expect(screen.getByTestId('bac-win')).toHaveTextContent('ได้รับ 90.00 บาท');
    expect(spotEl('tie')).toHaveAttribute('data-state', 'win');
    expect(screen.getByRole('listitem', { name: 'เสมอ ผู้เล่นคู่' })).toBeInTheDocument();
    expect(props.revealWin).toHaveBeenCalledTimes(1);
  });

  it('clears, repeats the last round’s bets and keeps the deal button off without a bet', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockResolvedValue(round(PLAYER_WINS, 110, 200));
    const deal = screen.getByTestId('bac-deal');
    expect(deal).toBeDisabled();
    expect(screen.getByTestId('bac-repeat')).toBeDisabled();

    await user.click(screen.getByTestId('bac-chip-100'));
    await user.click(spotEl('bankerPair'));
    await user.click(screen.getByTestId('bac-clear'));
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('0.00');
    expect(deal).toBeDisabled();

    await user.click(spotEl('player'));
    await user.click(spotEl('playerPair'));
    await user.click(deal);
    await screen.findByTestId('bac-banner');
    expect(props.play).toHaveBeenLastCalledWith({ bets: { player: 10_000, playerPair: 10_000 } }, { holdWin: true });
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('0.00');

    await user.click(screen.getByTestId('bac-repeat'));
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('200.00');
    expect(screen.queryByTestId('bac-banner')).toBeNull();
    await user.click(deal);
    expect(props.play).toHaveBeenLastCalledWith({ bets: { player: 10_000, playerPair: 10_000 } }, { holdWin: true });
  });

  it('keeps each spot within its limit and the bets within the balance', async () => {
    const { user, props } = await renderGame({ balance: 6_000 });
    await user.click(screen.getByTestId('bac-chip-5000'));
    await user.click(spotEl('tie'));
    await user.click(spotEl('tie'));
    expect(props.notify).toHaveBeenLastCalledWith('เดิมพันเสมอสูงสุด 5,000.00 บาท', 'error');
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('5,000.00');

    await user.click(spotEl('banker'));
    expect(props.notify).toHaveBeenLastCalledWith('ยอดเงินไม่พอสำหรับเดิมพันนี้', 'error');
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('5,000.00');
    await user.click(screen.getByTestId('bac-chip-1000'));
    await user.click(spotEl('banker'));
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('6,000.00');
  });

  it('shows a refusal and keeps the bets on the table', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockRejectedValue(new ApiError(3001, 'ยอดเงินในกระเป๋าไม่พอ', { data: { balance: 5 } }));
    await user.click(spotEl('banker'));
    await user.click(screen.getByTestId('bac-deal'));
    await waitFor(() => expect(screen.getByTestId('bac-deal')).toBeEnabled());
    expect(props.notify).toHaveBeenCalledWith('ยอดเงินในกระเป๋าไม่พอ', 'error');
    expect(screen.getByTestId('bac-total-bet')).toHaveTextContent('10.00');
    expect(screen.queryByTestId('bac-banner')).toBeNull();
    expect(props.revealWin).not.toHaveBeenCalled();
  });
});

describe('the baccarat paytable in the rules sheet', () => {
  it("lists every spot with the engine's odds and its limits in baht", async () => {
    const { default: BaccaratPaytable } = await import('./BaccaratPaytable');
    renderWithProviders(<BaccaratPaytable session={SESSION} />);
    const table = await screen.findByTestId('baccarat-paytable');
    expect(within(table).getByText('เจ้ามือ').parentElement).toHaveTextContent('10.00 - 50,000.00');
    expect(within(table).getByText('เจ้ามือ').parentElement).toHaveTextContent('0.95:1');
    expect(within(table).getByText('เสมอ').parentElement).toHaveTextContent('10.00 - 5,000.00');
    expect(within(table).getByText('เสมอ').parentElement).toHaveTextContent('8:1');
  });
});
