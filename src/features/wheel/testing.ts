import type { WheelBoardData, WheelConfigV2Data, WheelHistoryData, WheelSpinV2Data, WheelSpinView } from '@contract/wheel';

/** The wheel calls' answers as the demo server gives them (docs/engagement.md). */

const SLOTS: [string, 'credit' | 'points' | 'free_spins' | 'none', number, number, number, string][] = [
  ['เครดิตฟรี 10 บาท', 'credit', 10, 3, 1500, '#d4a017'],
  ['50 แต้ม', 'points', 50, 0, 2000, '#1f7a3a'],
  ['ฟรีสปิน 3 ครั้ง', 'free_spins', 3, 0, 800, '#7b2cbf'],
  ['ไม่ได้รับรางวัล', 'none', 0, 0, 3000, '#3a3a46'],
  ['เครดิตฟรี 50 บาท', 'credit', 50, 3, 300, '#e0b84a'],
  ['100 แต้ม', 'points', 100, 0, 1000, '#2e9e52'],
  ['ฟรีสปิน 5 ครั้ง', 'free_spins', 5, 0, 200, '#9d4edd'],
  ['20 แต้ม', 'points', 20, 0, 1000, '#14532d'],
  ['เครดิตฟรี 100 บาท', 'credit', 100, 3, 100, '#f5c542'],
  ['500 แต้ม', 'points', 500, 0, 100, '#c2410c'],
];

export function configFixture(over: Partial<WheelConfigV2Data> = {}): WheelConfigV2Data {
  return {
    enabled: true,
    board_version: 1,
    slots: SLOTS.map(([label, kind, amount, turnover_multiplier, probability, color], index) => ({
      index,
      label,
      color,
      prize: { kind, amount, turnover_multiplier, text: label },
      probability,
      percent: probability / 100,
    })),
    expected: {
      credit: 4,
      points: 27,
      free_spins: 0.34,
      exact: { credit_satang: 4_000_000, points_hundredths: 27_000_000, free_spins: 3_400 },
      text: 'ค่าเฉลี่ยต่อการหมุน 1 ครั้ง: เครดิตฟรี 4 บาท, 27 แต้ม, ฟรีสปิน 0.34 ครั้ง',
    },
    point_tab: 2,
    free: {
      tab: 1,
      name: 'สปินฟรี',
      spins_per_day: 1,
      min_deposit: 300,
      deposited_today: 0,
      used_today: 0,
      spins_left: 0,
      earn_text: 'ฝากเงินรวม 300 บาทขึ้นไปภายในวันเดียวกัน รับสปินฟรี 1 ครั้ง (นับตามเวลาประเทศไทย)',
    },
    points: { tab: 2, name: 'ใช้แต้ม', balance: 250, cost: 100, daily_cap: 20, used_today: 0, spins_left: 20 },
    free_spins: 0,
    seed: { server_seed_hash: 'ab'.repeat(32), client_seed: 'c0ffee', nonce: 0 },
    pending: [],
    ...over,
  };
}

export function spinFixture(index: number, over: Partial<WheelSpinView> = {}): WheelSpinView {
  const [label, kind, amount, turnover_multiplier, , color] = SLOTS[index];
  return {
    id: 41,
    tab: 2,
    tab_name: 'ใช้แต้ม',
    index,
    label,
    color,
    prize: { kind, amount, turnover_multiplier, text: label },
    status: kind === 'none' ? 'lost' : kind === 'credit' ? 'pending' : 'paid',
    status_name: 'ได้รับแล้ว',
    cost_points: 100,
    created_at: '2026-11-26T05:00:00.000Z',
    paid_at: '2026-11-26T05:00:00.000Z',
    proof: { server_seed_hash: 'ab'.repeat(32), server_seed: null, client_seed: 'c0ffee', nonce: 0, roll: 2_000, board_version: 1 },
    ...over,
  };
}

export function spinAnswerFixture(spin: WheelSpinView): WheelSpinV2Data {
  return {
    spin,
    replayed: false,
    balances: { credit: 0, points: 250, free_spins: 0 },
    free_spins_left: 0,
    point_spins_left: 19,
    next_seed: { server_seed_hash: 'ab'.repeat(32), client_seed: 'c0ffee', nonce: 1 },
  };
}

export const winnersFixture: WheelBoardData = {
  winners: [{ phone: '08x-xxx-5678', label: '100 แต้ม', prize: '100 แต้ม', at: '2026-11-26T04:00:00.000Z' }],
};

export const historyFixture = (items: WheelSpinView[] = []): WheelHistoryData => ({ items, page: 1, page_size: 10, total: items.length });
