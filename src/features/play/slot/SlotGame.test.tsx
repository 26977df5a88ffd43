import type { HousePlayData } from '@contract/games';
import type { SlotOutcome } from '@contract/slot';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { roundFixture, SCATTER_STOPS, sessionFixture, setReducedMotion } from '../testing';
import type { GameClientProps } from '../types';
import SlotGame from './SlotGame';

// Room for a machine busy with other suites (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => setReducedMotion(true));
afterEach(() => {
  cleanup();
  setReducedMotion(false);
});

const SESSION = sessionFixture('siam-treasure');
/** docs/games-rtp.md worked example: these stops put 4 nagas on line 3 (the bottom row) = 40 line bets. */
const NAGA_STOPS = [46, 33, 32, 31, 11];

function renderSlot(play: GameClientProps['play']) {
  const props = {
    session: SESSION,
    balance: SESSION.balance,
    seed: SESSION.seed,
    play: vi.fn(play),
    notify: vi.fn<GameClientProps['notify']>(),
    revealWin: vi.fn<() => void>(),
  };
  const view = renderWithProviders(<SlotGame {...props} />);
  return { ...view, props };
}

const answering = (draws: number[]) => async (input: unknown) => roundFixture('siam-treasure', input, draws);
const cellsOf = () => within(screen.getByTestId('slot-reels')).getAllByRole('group');

describe('SlotGame (สมบัติสยาม)', () => {
  it('steps the bet through the limits and spins with the engine input in satang', async () => {
    const { user, props } = renderSlot(answering([0, 0, 0, 0, 0]));
    const bet = await screen.findByTestId('slot-bet');
    expect(bet).toHaveTextContent('1.00');
    expect(screen.getByRole('button', { name: 'ลดเดิมพัน' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'เพิ่มเดิมพัน' }));
    expect(bet).toHaveTextContent('2.00');
    expect(screen.getByTestId('slot-buy')).toHaveTextContent('40.00');
    await user.click(screen.getByTestId('slot-spin'));
    expect(props.play).toHaveBeenCalledWith({ bet: 200, buyFeature: false }, { holdWin: true });
    await waitFor(() => expect(props.revealWin).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('the bet never passes the maximum', async () => {
    const { user } = renderSlot(answering([0, 0, 0, 0, 0]));
    const plus = await screen.findByRole('button', { name: 'เพิ่มเดิมพัน' });
    while (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(screen.getByTestId('slot-bet')).toHaveTextContent('1,000.00');
  });

  it('lands the outcome’s screen, shows the win and lights the winning line', async () => {
    const { user, props } = renderSlot(answering(NAGA_STOPS));
    await user.click(await screen.findByRole('button', { name: 'เพิ่มเดิมพัน' }));
    await user.click(screen.getByTestId('slot-spin'));
    await waitFor(() => expect(screen.getByTestId('slot-win')).toHaveTextContent('4.00'));
    const answer = (await props.play.mock.results[0].value) as HousePlayData;
    const outcome = answer.outcome as SlotOutcome;
    // Every reel shows the outcome's column, top to bottom.
    const shown = cellsOf().map((reel) => Array.from(reel.querySelectorAll('[data-symbol]'), (c) => c.getAttribute('data-symbol')));
    expect(shown).toEqual(outcome.base?.grid);
    expect(shown.map((col) => col[2]).join('')).toBe('NWNWK');
    // Line 3 (the bottom row) won on reels 1-4.
    const lit = cellsOf().map((reel) => Array.from(reel.querySelectorAll('[data-win="true"]')).length);
    expect(lit).toEqual([1, 1, 1, 1, 0]);
    expect(screen.getByTestId('slot-lines')).toHaveTextContent('ไลน์ 3 · พญานาค ×4 · 4.00');
    await waitFor(() => expect(props.revealWin).toHaveBeenCalledTimes(1));
  });

  it('plays a triggered feature’s free spins; skip jumps to the total, which is the round’s win', async () => {
    const { user, props } = renderSlot(answering(SCATTER_STOPS));
    await user.click(await screen.findByTestId('slot-spin'));
    expect(await screen.findByTestId('slot-banner')).toHaveTextContent('ฟรีสปิน 10 ครั้ง');
    expect(await screen.findByTestId('slot-free', {}, { timeout: 3000 })).toHaveTextContent(/ฟรีสปิน \d+\/10/);
    await user.click(screen.getByTestId('slot-skip'));
    const answer = (await props.play.mock.results[0].value) as HousePlayData;
    const outcome = answer.outcome as SlotOutcome;
    expect(outcome.feature?.spins).toHaveLength(10);
    const total = await screen.findByTestId('slot-feature-total', {}, { timeout: 3000 });
    expect(total).toHaveTextContent(((outcome.feature?.totalWin ?? 0) / 100).toFixed(2));
    expect(props.revealWin).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('slot-banner'));
    await waitFor(() => expect(props.revealWin).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('slot-win')).toHaveTextContent(answer.win.toFixed(2));
    expect(screen.queryByTestId('slot-free')).not.toBeInTheDocument();
  });

  it('buys the feature after a confirm that names its price', async () => {
    const { user, props } = renderSlot(answering([0, 0, 0, 0, 0]));
    await user.click(await screen.findByTestId('slot-buy'));
    const dialog = await screen.findByTestId('slot-buy-dialog');
    expect(dialog).toHaveTextContent('20.00 บาท');
    expect(dialog).toHaveTextContent('20 เท่าของเดิมพัน 1.00 บาท');
    expect(props.play).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('slot-buy-confirm'));
    expect(props.play).toHaveBeenCalledWith({ bet: 100, buyFeature: true }, { holdWin: true });
    expect(await screen.findByTestId('slot-banner')).toHaveTextContent('ซื้อฟรีสปินสำเร็จ');
  });

  it('a refused spin stops the reels and tells why', async () => {
    const { user, props } = renderSlot(async () => {
      throw new ApiError(3001, 'ยอดเงินในกระเป๋าไม่เพียงพอ', { data: { balance: 0 } });
    });
    await user.click(await screen.findByTestId('slot-spin'));
    await waitFor(() => expect(props.notify).toHaveBeenCalledWith('ยอดเงินในกระเป๋าไม่เพียงพอ', 'error'));
    expect(screen.getByTestId('slot-reels')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByTestId('slot-spin')).toBeEnabled();
    expect(props.revealWin).not.toHaveBeenCalled();
  });

  it('auto-spin plays round after round until stopped', async () => {
    const { user, props } = renderSlot(answering([0, 0, 0, 0, 0]));
    await user.click(await screen.findByTestId('slot-auto'));
    await waitFor(() => expect(props.play).toHaveBeenCalledTimes(2), { timeout: 4000 });
    await user.click(screen.getByTestId('slot-auto'));
    const played = props.play.mock.calls.length;
    await new Promise((r) => setTimeout(r, 900));
    expect(props.play.mock.calls.length).toBeLessThanOrEqual(played + 1);
    expect(screen.getByTestId('slot-auto')).toHaveTextContent('ออโต้');
  });
});
