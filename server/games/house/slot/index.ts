import type { SlotOutcome, SlotPaytable } from '@contract/slot';
import { z } from 'zod';
import { stakeSchema } from '../money';
import { fractionString, toNumber } from '../rational';
import type { GameDescription, HouseGame, RtpFigure } from '../types';
import { SLOT_MATH } from './config';
import { createSlotMachine } from './engine';
import { LINE_COUNT, PAYLINES } from './lines';
import { slotRtp } from './rtp';
import { SYMBOL_NAMES, SYMBOLS } from './symbols';

const SLOT_ID = 'siam-treasure';
/** Stakes in satang: 1 to 1,000 baht a spin, in steps of 20 satang so the line bet is whole satang. */
const SLOT_MIN_BET = 100;
const SLOT_MAX_BET = 100_000;

export const SlotInput = z.object({
  bet: stakeSchema(SLOT_MIN_BET, SLOT_MAX_BET, LINE_COUNT),
  buyFeature: z.boolean({ error: 'รูปแบบการซื้อฟรีสปินไม่ถูกต้อง' }).default(false),
});
export type SlotInput = z.output<typeof SlotInput>;

const machine = createSlotMachine(SLOT_MATH);

let figures: RtpFigure[] | undefined;
/** The exact figures take ~0.2 s to enumerate, so they are computed on first use. */
export function slotRtpFigures(): RtpFigure[] {
  if (!figures) {
    const rtp = slotRtp(SLOT_MATH);
    figures = [
      {
        key: 'spin',
        label: { th: 'การหมุนปกติ (รวมฟรีสปิน)', en: 'Paid spin (free spins included)' },
        exact: toNumber(rtp.total),
        fraction: fractionString(rtp.total),
      },
      {
        key: 'buy',
        label: { th: 'ซื้อฟรีสปิน', en: 'Bought free spins' },
        exact: toNumber(rtp.buy),
        fraction: fractionString(rtp.buy),
      },
    ];
  }
  return figures;
}

const m = SLOT_MATH;
const RULES = [
  `วงล้อ 5 แถว 3 ช่อง ${LINE_COUNT} ไลน์คงที่ เดิมพันต่อไลน์ = เดิมพันรวม ÷ ${LINE_COUNT}`,
  'ไลน์ชนะนับจากวงล้อซ้ายสุดไปทางขวา ตั้งแต่ 3 สัญลักษณ์เหมือนกันติดกัน จ่ายเฉพาะรางวัลสูงสุดของแต่ละไลน์',
  'มงกุฎ (ไวลด์) แทนได้ทุกสัญลักษณ์ยกเว้นหีบสมบัติ และปรากฏบนวงล้อที่ 2-5 เท่านั้น',
  `หีบสมบัติ (สแคตเตอร์) จ่ายได้ทุกตำแหน่ง: 3 ใบ ${m.scatterPays[3]} เท่า 4 ใบ ${m.scatterPays[4]} เท่า 5 ใบ ${m.scatterPays[5]} เท่าของเดิมพันรวม`,
  `หีบสมบัติ ${m.triggerScatters} ใบขึ้นไปได้ฟรีสปิน ${m.freeSpins} ครั้ง รางวัลทั้งหมดในฟรีสปินคูณ ${m.freeSpinMultiplier} และได้เพิ่มอีก ${m.freeSpins} ครั้งเมื่อออก ${m.triggerScatters} ใบขึ้นไประหว่างฟรีสปิน (รวมไม่เกิน ${m.maxFreeSpins} ครั้ง)`,
  `ซื้อฟรีสปินได้ในราคา ${m.buyCost} เท่าของเดิมพัน`,
];

export const slotGame: HouseGame<SlotInput, SlotOutcome, SlotPaytable> = {
  id: SLOT_ID,
  name: { th: 'สมบัติสยาม', en: 'Siam Treasure' },
  categories: ['slot', 'freespin'],
  minBet: SLOT_MIN_BET,
  maxBet: SLOT_MAX_BET,
  betStep: LINE_COUNT,
  input: SlotInput,
  play: (rng, input) => machine.play(rng, input),
  describe(): GameDescription<SlotPaytable> {
    return {
      id: slotGame.id,
      name: slotGame.name,
      categories: slotGame.categories,
      minBet: slotGame.minBet,
      maxBet: slotGame.maxBet,
      betStep: slotGame.betStep,
      rules: RULES,
      rtp: slotRtpFigures(),
      paytable: {
        lines: PAYLINES,
        symbols: SYMBOLS.map((code) => ({ code, name: SYMBOL_NAMES[code], pays: m.pays[code] })),
        scatterPays: m.scatterPays,
        triggerScatters: m.triggerScatters,
        freeSpins: m.freeSpins,
        freeSpinMultiplier: m.freeSpinMultiplier,
        maxFreeSpins: m.maxFreeSpins,
        buyCost: m.buyCost,
        baseStrips: m.baseStrips,
        freeStrips: m.freeStrips,
      },
    };
  },
};

export { SLOT_MATH } from './config';
export { createSlotMachine } from './engine';
