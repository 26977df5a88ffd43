import { z } from 'zod';
import { stakeSchema, WHOLE_BAHT } from '../money';
import { fractionString, toNumber } from '../rational';
import type { GameDescription, HouseGame, RtpFigure } from '../types';
import { DECKS, type Deal, deal, ODDS, payout, SPOTS, type Spot, type SpotState, spotState } from './engine';
import { baccaratRtp } from './rtp';

const BACCARAT_ID = 'baccarat';

/** Stakes in satang, whole baht like table chips: 10 to 50,000 baht on player/banker, 10 to 5,000 on tie and pairs. */
const BACCARAT_LIMITS: Record<Spot, { min: number; max: number }> = {
  player: { min: 1_000, max: 5_000_000 },
  banker: { min: 1_000, max: 5_000_000 },
  tie: { min: 1_000, max: 500_000 },
  playerPair: { min: 1_000, max: 500_000 },
  bankerPair: { min: 1_000, max: 500_000 },
};

const spot = (s: Spot) => stakeSchema(BACCARAT_LIMITS[s].min, BACCARAT_LIMITS[s].max, WHOLE_BAHT).optional();

export const BaccaratInput = z.object({
  bets: z
    .strictObject(
      {
        player: spot('player'),
        banker: spot('banker'),
        tie: spot('tie'),
        playerPair: spot('playerPair'),
        bankerPair: spot('bankerPair'),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'ไม่มีช่องเดิมพันนี้ในบาคาร่า' : 'รูปแบบการเดิมพันไม่ถูกต้อง') },
    )
    .refine((b) => SPOTS.some((s) => b[s] !== undefined), { error: 'กรุณาวางเดิมพันอย่างน้อย 1 ช่อง' }),
});
export type BaccaratInput = z.output<typeof BaccaratInput>;

interface BaccaratBetResult {
  spot: Spot;
  stake: number;
  state: SpotState;
  win: number;
}

interface BaccaratOutcome extends Deal {
  bets: BaccaratBetResult[];
}

interface BaccaratPaytable {
  decks: number;
  spots: { spot: Spot; name: { th: string; en: string }; odds: string; min: number; max: number }[];
}

const SPOT_NAMES: Record<Spot, { th: string; en: string }> = {
  player: { th: 'ผู้เล่น (Player)', en: 'Player' },
  banker: { th: 'เจ้ามือ (Banker)', en: 'Banker' },
  tie: { th: 'เสมอ (Tie)', en: 'Tie' },
  playerPair: { th: 'ผู้เล่นคู่ (Player Pair)', en: 'Player pair' },
  bankerPair: { th: 'เจ้ามือคู่ (Banker Pair)', en: 'Banker pair' },
};

const oddsText = (s: Spot) => (ODDS[s].den === 1 ? `${ODDS[s].num}:1` : `${ODDS[s].num / ODDS[s].den}:1`);

let figures: RtpFigure[] | undefined;
export function baccaratRtpFigures(): RtpFigure[] {
  if (!figures) {
    const rtp = baccaratRtp();
    figures = SPOTS.map((s) => ({ key: s, label: SPOT_NAMES[s], exact: toNumber(rtp[s]), fraction: fractionString(rtp[s]) }));
  }
  return figures;
}

const RULES = [
  'ใช้ไพ่ 8 สำรับ (416 ใบ) สับใหม่ทุกตาด้วยระบบสุ่มที่ตรวจสอบได้',
  'แจกไพ่ให้ผู้เล่นและเจ้ามือฝ่ายละ 2 ใบ 10 J Q K นับ 0 A นับ 1 แต้มคือหลักหน่วยของผลรวม',
  'ฝ่ายใดได้ 8 หรือ 9 จากไพ่ 2 ใบแรก (ไพ่ป๊อก) ทั้งสองฝ่ายหยุดจั่ว',
  'ผู้เล่นจั่วใบที่ 3 เมื่อได้ 0-5 และหยุดที่ 6-7 เจ้ามือจั่วตามตารางมาตรฐาน',
  'ผู้เล่นชนะจ่าย 1 ต่อ 1 เจ้ามือชนะจ่าย 0.95 ต่อ 1 (หักค่าคอมมิชชั่น 5%) ถ้าเสมอ คืนเงินเดิมพันผู้เล่นและเจ้ามือ',
  'เสมอจ่าย 8 ต่อ 1 ผู้เล่นคู่และเจ้ามือคู่ (ไพ่ 2 ใบแรกหน้าเดียวกัน) จ่าย 11 ต่อ 1',
];

export const baccaratGame: HouseGame<BaccaratInput, BaccaratOutcome, BaccaratPaytable> = {
  id: BACCARAT_ID,
  name: { th: 'บาคาร่า', en: 'Baccarat' },
  categories: ['casino'],
  minBet: 1_000,
  maxBet: 5_000_000,
  betStep: WHOLE_BAHT,
  input: BaccaratInput,
  play(rng, input) {
    const d = deal(rng);
    const bets: BaccaratBetResult[] = [];
    let stake = 0;
    let win = 0;
    for (const s of SPOTS) {
      const amount = input.bets[s];
      if (amount === undefined) continue;
      const paid = payout(s, amount, d);
      bets.push({ spot: s, stake: amount, state: spotState(s, d), win: paid });
      stake += amount;
      win += paid;
    }
    return { stake, win, outcome: { ...d, bets } };
  },
  describe(): GameDescription<BaccaratPaytable> {
    return {
      id: baccaratGame.id,
      name: baccaratGame.name,
      categories: baccaratGame.categories,
      minBet: baccaratGame.minBet,
      maxBet: baccaratGame.maxBet,
      betStep: baccaratGame.betStep,
      rules: RULES,
      rtp: baccaratRtpFigures(),
      paytable: {
        decks: DECKS,
        spots: SPOTS.map((s) => ({ spot: s, name: SPOT_NAMES[s], odds: oddsText(s), ...BACCARAT_LIMITS[s] })),
      },
    };
  },
};
