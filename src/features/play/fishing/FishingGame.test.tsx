import type { HousePlayData, HouseSessionData } from '@contract/games';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import type { GameClientProps } from '../types';
import FishingGame, { MAX_IN_FLIGHT } from './FishingGame';

/** The engine's paytable (server/games/house/fishing) as the session carries it. */
const FISH: [string, string, number, number][] = [
  ['clownfish', 'ปลาการ์ตูน', 2, 455],
  ['pufferfish', 'ปลาปักเป้า', 3, 250],
  ['angelfish', 'ปลาเทวดา', 5, 130],
  ['seaTurtle', 'เต่าทะเล', 8, 70],
  ['stingray', 'ปลากระเบน', 10, 40],
  ['octopus', 'ปลาหมึกยักษ์', 15, 25],
  ['shark', 'ฉลาม', 20, 15],
  ['whaleShark', 'ฉลามวาฬ', 30, 8],
  ['whale', 'วาฬสีน้ำเงิน', 50, 4],
  ['goldenCrocodile', 'จระเข้ทองคำ (บอส)', 100, 2],
  ['dragonKing', 'ราชามังกร (บอส)', 200, 1],
];
const SESSION: HouseSessionData = {
  game_id: 'golden-fish',
  demo: true,
  is_mobile: true,
  wallet: null,
  balance: 10_000,
  limits: { min_bet: 0.1, max_bet: 100, bet_step: 0.01 },
  description: {
    id: 'golden-fish',
    name: { th: 'ยิงปลาทองคำ', en: 'Golden Fish Hunter' },
    categories: ['fishing'],
    minBet: 10,
    maxBet: 10_000,
    betStep: 1,
    rules: [],
    rtp: [],
    paytable: {
      fish: FISH.map(([type, th, multiplier, spawnWeight]) => ({
        type,
        name: { th, en: type },
        multiplier,
        captureChance: `${Math.floor(960_000 / multiplier)}/1000000`,
        spawnWeight,
      })),
    },
  },
  seed: { server_seed_hash: 'a'.repeat(64), client_seed: 'c', nonce: 0 },
};

function shot(fish: string, multiplier: number, bet: number, captured: boolean): HousePlayData {
  const win = captured ? bet * multiplier : 0;
  return {
    round_id: 9,
    game_id: 'golden-fish',
    created_at: '2026-01-01T00:00:00Z',
    stake: bet / 100,
    win: win / 100,
    balance_after: 10_000,
    input: { bet, fish },
    outcome: { fish, multiplier, captured, win },
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'c',
    nonce: 0,
    server_seed: null,
    demo: true,
    balance: 10_000,
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

async function renderGame(over: Partial<GameClientProps> = {}) {
  const props = {
    session: SESSION,
    balance: 10_000,
    seed: SESSION.seed,
    play: vi.fn<GameClientProps['play']>(),
    notify: vi.fn<GameClientProps['notify']>(),
    revealWin: vi.fn<() => void>(),
    ...over,
  };
  const view = renderWithProviders(<FishingGame {...props} />);
  await screen.findByTestId('fishing');
  return { ...view, props };
}

/** Holds a play() answer until the test releases it. */
function deferred() {
  let resolve: (d: HousePlayData) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<HousePlayData>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const originalMatchMedia = window.matchMedia;
// 0.975 of the spawn weights lands on the shark: every fish in the sea is a shark.
const SHARK = 0.975;

beforeEach(() => {
  setReducedMotion(true);
  vi.spyOn(Math, 'random').mockReturnValue(SHARK);
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FishingGame', () => {
  it('sends one shot per tap with the bet in satang and shows a capture the server decided', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockResolvedValue(shot('shark', 20, 100, true));
    const target = screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0];

    await user.click(target);
    expect(props.play).toHaveBeenCalledTimes(1);
    expect(props.play).toHaveBeenCalledWith({ bet: 100, fish: 'shark' }, { holdWin: true });

    await waitFor(() => expect(screen.getByTestId('fish-status')).toHaveTextContent('จับฉลามได้ รับ 20.00 บาท'));
    expect(screen.getByTestId('fish-win')).toHaveTextContent('20.00');
    expect(screen.getByTestId('fish-total-win')).toHaveTextContent('20.00');
    expect(screen.getByTestId('fish-fx-win')).toHaveTextContent('+20.00');
    expect(target).toHaveClass('fish--caught');
    expect(props.revealWin).toHaveBeenCalledTimes(1);
  });

  it('lets the fish swim on when the server says it escaped', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockResolvedValue(shot('shark', 20, 100, false));
    const target = screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0];
    await user.click(target);
    await waitFor(() => expect(screen.getByTestId('fish-status')).toHaveTextContent('ฉลามหนีไปได้'));
    expect(screen.getByTestId('fish-fx-miss')).toBeInTheDocument();
    expect(screen.getByTestId('fish-win').textContent).toBe('-');
    expect(screen.getByTestId('fish-total-win')).toHaveTextContent('0.00');
    expect(target).not.toHaveClass('fish--caught');
  });

  it('steps the bet per shot along the ladder and sends the chosen one', async () => {
    const { user, props } = await renderGame();
    vi.mocked(props.play).mockResolvedValue(shot('shark', 20, 200, false));
    expect(screen.getByTestId('fish-bet')).toHaveTextContent('1.00');
    await user.click(screen.getByRole('button', { name: 'เพิ่มเดิมพัน' }));
    expect(screen.getByTestId('fish-bet')).toHaveTextContent('2.00');
    await user.click(screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0]);
    expect(props.play).toHaveBeenLastCalledWith({ bet: 200, fish: 'shark' }, { holdWin: true });

    await user.click(screen.getByRole('button', { name: 'ลดเดิมพัน' }));
    await user.click(screen.getByRole('button', { name: 'ลดเดิมพัน' }));
    expect(screen.getByTestId('fish-bet')).toHaveTextContent('0.60');
  });

  it(`keeps at most ${MAX_IN_FLIGHT} shots waiting for the server`, async () => {
    const { user, props } = await renderGame();
    const answers = Array.from({ length: 5 }, deferred);
    let n = 0;
    vi.mocked(props.play).mockImplementation(() => answers[n++].promise);
    const fish = () => screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0];

    for (let i = 0; i < 5; i++) await user.click(fish());
    expect(props.play).toHaveBeenCalledTimes(MAX_IN_FLIGHT);
    expect(screen.getByTestId('fish-ammo')).toHaveTextContent('กระสุนพร้อมยิง 0 นัด');

    await act(async () => answers[0].resolve(shot('shark', 20, 100, false)));
    expect(screen.getByTestId('fish-ammo')).toHaveTextContent('กระสุนพร้อมยิง 1 นัด');
    await user.click(fish());
    expect(props.play).toHaveBeenCalledTimes(MAX_IN_FLIGHT + 1);
  });

  it('shows the answer only when the bullet has reached the fish', async () => {
    setReducedMotion(false);
    const { props } = await renderGame();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(props.play).mockResolvedValue(shot('shark', 20, 100, true));
    fireEvent.pointerDown(screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0]);
    await act(async () => {}); // the answer is in
    expect(props.play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('fish-status').textContent).toBe('');
    expect(screen.queryByTestId('fish-fx-win')).toBeNull();
    expect(props.revealWin).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(420));
    expect(screen.getByTestId('fish-status')).toHaveTextContent('จับฉลามได้ รับ 20.00 บาท');
    expect(props.revealWin).toHaveBeenCalledTimes(1);
  });

  it('does not shoot past the balance, and shows a refused shot', async () => {
    const poor = await renderGame({ balance: 0.5 });
    await poor.user.click(screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0]);
    expect(poor.props.play).not.toHaveBeenCalled();
    expect(poor.props.notify).toHaveBeenCalledWith('ยอดเงินไม่พอสำหรับเดิมพันนัดนี้', 'error');
    cleanup();

    const { user, props } = await renderGame();
    vi.mocked(props.play).mockRejectedValue(new ApiError(4022, 'เงินทดลองเล่นหมดแล้ว'));
    await user.click(screen.getAllByRole('button', { name: 'ฉลาม ×20' })[0]);
    await waitFor(() => expect(props.notify).toHaveBeenCalledWith('เงินทดลองเล่นหมดแล้ว', 'error'));
    expect(screen.getByTestId('fish-win').textContent).toBe('-');
    await waitFor(() => expect(screen.getByTestId('fish-ammo')).toHaveTextContent(`กระสุนพร้อมยิง ${MAX_IN_FLIGHT} นัด`));
  });

  it('lists every fish of the paytable with its multiplier', async () => {
    await renderGame();
    const legend = screen.getByRole('list', { name: 'อัตราจ่ายของปลา' });
    expect(legend.querySelectorAll('li')).toHaveLength(FISH.length);
    expect(legend).toHaveTextContent('ราชามังกร (บอส)×200');
  });
});

describe('the fishing paytable in the rules sheet', () => {
  it('lists every fish of the engine with its multiplier', async () => {
    const { default: FishingPaytable } = await import('./FishingPaytable');
    renderWithProviders(<FishingPaytable session={SESSION} />);
    const table = await screen.findByTestId('fishing-paytable');
    for (const [, th, multiplier] of FISH) expect(table).toHaveTextContent(`${th}x${multiplier}`);
  });
});
