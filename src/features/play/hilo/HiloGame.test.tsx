import type { HousePlayData } from '@contract/games';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { roundFixture, sessionFixture, setReducedMotion } from '../testing';
import type { GameClientProps } from '../types';
import HiloGame from './HiloGame';
import type { HiloOutcome } from './table';

// Room for a machine busy with other suites (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => setReducedMotion(true));
afterEach(() => {
  cleanup();
  setReducedMotion(false);
});

const SESSION = sessionFixture('hilo', { balance: 5_000 });

function renderHilo(play: GameClientProps['play'], balance = SESSION.balance) {
  const props = {
    session: SESSION,
    balance,
    seed: SESSION.seed,
    play: vi.fn(play),
    notify: vi.fn<GameClientProps['notify']>(),
    revealWin: vi.fn<() => void>(),
  };
  const view = renderWithProviders(<HiloGame {...props} />);
  return { ...view, props };
}

/** The engine rolls these dice (intBelow(6) draws are face - 1). */
const rolling = (dice: [number, number, number]) => async (input: unknown) =>
  roundFixture(
    'hilo',
    input,
    dice.map((d) => d - 1),
    { balanceBefore: 5_000 },
  );
const spot = (key: string) => screen.getByTestId(`hilo-spot-${key}`);

describe('HiloGame (ไฮโล)', () => {
  it('places chips spot by spot, undoes the last and clears the table', async () => {
    const { user } = renderHilo(rolling([1, 2, 3]));
    await user.click(await screen.findByRole('radio', { name: 'ชิป 50 บาท' }));
    await user.click(spot('high'));
    await user.click(spot('high'));
    await user.click(screen.getByRole('radio', { name: 'ชิป 10 บาท' }));
    await user.click(spot('combo:2-5'));
    expect(screen.getByTestId('hilo-chip-high')).toHaveTextContent('100');
    expect(spot('high')).toHaveAccessibleName('สูง จ่าย 1:1 วางแล้ว 100.00 บาท');
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('110.00');
    await user.click(screen.getByRole('button', { name: 'ย้อน' }));
    expect(screen.queryByTestId('hilo-chip-combo:2-5')).not.toBeInTheDocument();
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('100.00');
    await user.click(screen.getByRole('button', { name: 'ล้าง' }));
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('0.00');
    expect(screen.queryByTestId('hilo-chip-high')).not.toBeInTheDocument();
  });

  it('rolls the placed bets in the engine’s input (satang), shows the dice, lights the winners and the win', async () => {
    const { user, props } = renderHilo(rolling([5, 4, 4]));
    await user.click(await screen.findByTestId('hilo-spot-high'));
    await user.click(spot('total:13'));
    await user.click(spot('combo:4-5'));
    await user.click(spot('low'));
    await user.click(screen.getByTestId('hilo-roll'));
    expect(props.play).toHaveBeenCalledWith(
      {
        bets: [
          { type: 'high', amount: 1_000 },
          { type: 'total', value: 13, amount: 1_000 },
          { type: 'combo', value: [4, 5], amount: 1_000 },
          { type: 'low', amount: 1_000 },
        ],
      },
      { holdWin: true },
    );
    const answer = (await props.play.mock.results[0].value) as HousePlayData;
    const outcome = answer.outcome as HiloOutcome;
    expect(outcome.dice).toEqual([5, 4, 4]);
    await waitFor(() => expect(screen.getByTestId('hilo-dice')).toHaveAccessibleName('ผล 5 4 4'));
    expect(screen.getByTestId('hilo-result')).toHaveTextContent('รวม 13สูงคี่');
    // high 1:1 (20) + total 13 8:1 (90) + combo 4-5 5:1 (60) = 170 baht credited.
    expect(answer.win).toBe(170);
    expect(screen.getByTestId('hilo-win')).toHaveTextContent('170.00');
    for (const key of ['high', 'total:13', 'combo:4-5', 'double:4', 'single:5', 'odd'])
      expect(spot(key)).toHaveAttribute('data-win', 'true');
    for (const key of ['low', 'even', 'hilo11', 'anyTriple', 'combo:1-2', 'single:6'])
      expect(spot(key)).toHaveAttribute('data-win', 'false');
    expect(within(spot('total:13')).getByText('+90.00')).toBeInTheDocument();
    expect(props.revealWin).toHaveBeenCalledTimes(1);
    // The bets stay for the next roll; changing them puts the lights out.
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('40.00');
    await user.click(spot('even'));
    expect(spot('high')).toHaveAttribute('data-win', 'false');
  });

  it('a spot takes at most the maximum bet, and chips beyond the balance are refused', async () => {
    const { user, props } = renderHilo(rolling([1, 1, 1]), 15_000);
    await user.click(await screen.findByRole('radio', { name: 'ชิป 5,000 บาท' }));
    await user.click(spot('high'));
    await user.click(spot('high'));
    await user.click(spot('high'));
    expect(screen.getByTestId('hilo-chip-high')).toHaveTextContent('10K');
    expect(props.notify).toHaveBeenLastCalledWith('เดิมพันต่อช่องสูงสุด 10,000.00 บาท', 'error');
    await user.click(spot('low'));
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('15,000.00');
    await user.click(spot('odd'));
    expect(props.notify).toHaveBeenLastCalledWith('ยอดเงินไม่พอสำหรับชิปนี้', 'error');
    expect(screen.getByTestId('hilo-total')).toHaveTextContent('15,000.00');
  });

  it('rolling an empty table asks for chips; a refused roll shows the server’s message', async () => {
    const { user, props } = renderHilo(async () => {
      throw new ApiError(4022, 'เครดิตทดลองเล่นไม่เพียงพอ กรุณาเปิดเกมทดลองใหม่อีกครั้ง', { data: { balance: 0 } });
    });
    await user.click(await screen.findByTestId('hilo-roll'));
    expect(props.play).not.toHaveBeenCalled();
    expect(props.notify).toHaveBeenLastCalledWith('กรุณาวางชิปบนโต๊ะก่อนทอย');
    await user.click(spot('odd'));
    await user.click(screen.getByTestId('hilo-roll'));
    await waitFor(() => expect(props.notify).toHaveBeenLastCalledWith('เครดิตทดลองเล่นไม่เพียงพอ กรุณาเปิดเกมทดลองใหม่อีกครั้ง', 'error'));
    expect(screen.getByTestId('hilo-roll')).toBeEnabled();
    expect(props.revealWin).not.toHaveBeenCalled();
  });
});
