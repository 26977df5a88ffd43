import type { AdminWheelBoardData } from '@contract/admin-wheel';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { fill, ok } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const KINDS = ['credit', 'points', 'free_spins', 'none', 'credit', 'points', 'free_spins', 'points', 'credit', 'points'] as const;
const PROBS = [1500, 2000, 800, 3000, 300, 1000, 200, 1000, 100, 100];
const AMOUNTS = [10, 50, 3, 0, 50, 100, 5, 20, 100, 500];

const board = (): AdminWheelBoardData => ({
  version: 3,
  slots: KINDS.map((kind, index) => ({
    index,
    label: `ช่อง ${index + 1}`,
    color: '#d4a017',
    prize: { kind, amount: AMOUNTS[index], turnover_multiplier: kind === 'credit' ? 3 : 0, text: `ช่อง ${index + 1}` },
    probability: PROBS[index],
    percent: PROBS[index] / 100,
  })),
  expected: {
    credit: 4,
    points: 27,
    free_spins: 0.34,
    exact: { credit_satang: 4_000_000, points_hundredths: 27_000_000, free_spins: 3_400 },
    text: 'ค่าเฉลี่ยต่อการหมุน 1 ครั้ง: เครดิตฟรี 4 บาท, 27 แต้ม, ฟรีสปิน 0.34 ครั้ง',
  },
  updated: { at: '2026-11-25T03:00:00.000Z', by: 'support' },
});

const saves: unknown[] = [];
mockApi(
  http.get('/api/admin/wheel/board', () => HttpResponse.json(ok(board()))),
  http.put('/api/admin/wheel/board', async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(ok({ ...board(), version: 4 }));
  }),
);
afterEach(() => {
  cleanup();
  saves.length = 0;
});

describe('the wheel page: the board editor', () => {
  it('shows the running sum of probabilities and refuses to save unless it is exactly 100 %', async () => {
    const { user } = renderAdmin('/admin/wheel', { role: 'support' });
    const third = await screen.findByRole('textbox', { name: 'โอกาสช่อง 3' }, { timeout: 5000 });
    expect(third).toHaveValue('8');
    expect(screen.getByTestId('wheel-sum')).toHaveTextContent('รวม 100 %');
    expect(screen.getByTestId('wheel-expected-admin')).toHaveTextContent('เครดิตฟรี 4 บาท, 27 แต้ม, ฟรีสปิน 0.34 ครั้ง');
    const save = screen.getByRole('button', { name: 'บันทึกกงล้อ' });
    expect(save).toBeEnabled();

    fill(third, '8.01');
    expect(screen.getByTestId('wheel-sum')).toHaveTextContent('รวม 100.01 %');
    expect(save).toBeDisabled();
    expect(screen.getByText('บันทึกได้เมื่อโอกาสรวมเท่ากับ 100 % พอดี (ตอนนี้ 100.01 %)')).toBeInTheDocument();

    fill(screen.getByRole('textbox', { name: 'โอกาสช่อง 4' }), '29.99');
    expect(screen.getByTestId('wheel-sum')).toHaveTextContent('รวม 100 %');
    await user.click(save);
    await screen.findByText('บันทึกกงล้อแล้ว (รุ่นใหม่)');
    expect(saves).toHaveLength(1);
    const body = saves[0] as { slots: { probability: number; prize: { kind: string; amount: number; turnover_multiplier: number } }[] };
    expect(body.slots).toHaveLength(10);
    expect(body.slots[2].probability).toBe(801);
    expect(body.slots[3].probability).toBe(2_999);
    expect(body.slots.reduce((s, x) => s + x.probability, 0)).toBe(10_000);
    expect(body.slots[0].prize).toEqual({ kind: 'credit', amount: 10, turnover_multiplier: 3 });
  });

  it('finance reads the board without a save button', async () => {
    renderAdmin('/admin/wheel', { role: 'finance' });
    expect(await screen.findByRole('textbox', { name: 'โอกาสช่อง 1' }, { timeout: 5000 })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'บันทึกกงล้อ' })).not.toBeInTheDocument());
  });
});
