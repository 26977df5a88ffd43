import type { WheelBoardInput } from '@contract/wheel';
import type { Db } from '../../db';
import { saveBoard, wheelChanged } from './settings';
import type { StoredSlot } from './tables';

/**
 * The demo board (docs/engagement.md "The demo board"): 10 segments, probabilities in
 * hundredths of a percent summing to 10,000. Its exact expected value per spin is DEMO_EXPECTED:
 *   credit  (1,500 x 10 + 300 x 50 + 100 x 100) / 10,000            = 4 baht (each with 3x turnover)
 *   points  (2,000 x 50 + 1,000 x 100 + 100 x 500 + 1,000 x 20) / 10,000 = 27 points
 *   spins   (800 x 3 + 200 x 5) / 10,000                             = 0.34 free spins
 */
export const DEMO_BOARD = {
  slots: [
    { label: 'เครดิตฟรี 10 บาท', prize: { kind: 'credit', amount: 10, turnover_multiplier: 3 }, probability: 1_500, color: '#d4a017' },
    { label: '50 แต้ม', prize: { kind: 'points', amount: 50, turnover_multiplier: 0 }, probability: 2_000, color: '#1f7a3a' },
    { label: 'ฟรีสปิน 3 ครั้ง', prize: { kind: 'free_spins', amount: 3, turnover_multiplier: 0 }, probability: 800, color: '#7b2cbf' },
    { label: 'ไม่ได้รับรางวัล', prize: { kind: 'none', amount: 0, turnover_multiplier: 0 }, probability: 3_000, color: '#3a3a46' },
    { label: 'เครดิตฟรี 50 บาท', prize: { kind: 'credit', amount: 50, turnover_multiplier: 3 }, probability: 300, color: '#e0b84a' },
    { label: '100 แต้ม', prize: { kind: 'points', amount: 100, turnover_multiplier: 0 }, probability: 1_000, color: '#2e9e52' },
    { label: 'ฟรีสปิน 5 ครั้ง', prize: { kind: 'free_spins', amount: 5, turnover_multiplier: 0 }, probability: 200, color: '#9d4edd' },
    { label: '20 แต้ม', prize: { kind: 'points', amount: 20, turnover_multiplier: 0 }, probability: 1_000, color: '#14532d' },
    { label: 'เครดิตฟรี 100 บาท', prize: { kind: 'credit', amount: 100, turnover_multiplier: 3 }, probability: 100, color: '#f5c542' },
    { label: '500 แต้ม', prize: { kind: 'points', amount: 500, turnover_multiplier: 0 }, probability: 100, color: '#c2410c' },
  ],
} as const satisfies WheelBoardInput;

/** The demo board's mean prize per spin, as docs/engagement.md publishes it. */
export const DEMO_EXPECTED = { credit: 4, points: 27, free_spins: 0.34 } as const;

export const demoSlots = (): StoredSlot[] =>
  DEMO_BOARD.slots.map((s) => ({ label: s.label, prize: { ...s.prize }, probability: s.probability, color: s.color }));

/** The demo's wheel: the demo board when no board was ever saved; safe to run at every start. */
export async function seedDemoWheel(db: Db): Promise<void> {
  const any = await db.selectFrom('wheel_board').select('version').limit(1).executeTakeFirst();
  if (any) return;
  await saveBoard(db, demoSlots(), null);
  wheelChanged();
}
