import { allBets, betKey, type Dice, type HiloBet, netOdds, ODDS, TOTAL_ODDS } from '@contract/hilo-bets';
import { z } from 'zod';
import { stakeSchema, WHOLE_BAHT } from '../money';
import { fractionString, type Rational, rational, toNumber } from '../rational';
import type { GameDescription, HouseGame, RtpFigure } from '../types';

const HILO_ID = 'hilo';
/** Per bet spot, whole baht: 10 to 10,000 baht. */
const HILO_MIN_BET = 1_000;
const HILO_MAX_BET = 1_000_000;

const amount = stakeSchema(HILO_MIN_BET, HILO_MAX_BET, WHOLE_BAHT);
const face = z
  .number({ error: 'กรุณาเลือกหน้าลูกเต๋า 1-6' })
  .int({ error: 'กรุณาเลือกหน้าลูกเต๋า 1-6' })
  .min(1, { error: 'กรุณาเลือกหน้าลูกเต๋า 1-6' })
  .max(6, { error: 'กรุณาเลือกหน้าลูกเต๋า 1-6' });

const HiloBetInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('high'), amount }),
    z.object({ type: z.literal('low'), amount }),
    z.object({ type: z.literal('odd'), amount }),
    z.object({ type: z.literal('even'), amount }),
    z.object({ type: z.literal('hilo11'), amount }),
    z.object({
      type: z.literal('total'),
      value: z.number().refine((v) => TOTAL_ODDS[v] !== undefined, { error: 'แต้มรวมที่แทงได้คือ 4-10 และ 12-17 (11 ให้แทง 11 ไฮโล)' }),
      amount,
    }),
    z.object({ type: z.literal('single'), value: face, amount }),
    z.object({ type: z.literal('double'), value: face, amount }),
    z.object({ type: z.literal('triple'), value: face, amount }),
    z.object({ type: z.literal('anyTriple'), amount }),
    z.object({
      type: z.literal('combo'),
      value: z
        .tuple([face, face])
        .refine(([a, b]) => a !== b, { error: 'โต๊ดต้องเป็นเลขสองตัวที่ไม่ซ้ำกัน' })
        .transform(([a, b]) => (a < b ? ([a, b] as const) : ([b, a] as const))),
      amount,
    }),
  ],
  { error: 'ไม่รู้จักประเภทการเดิมพันนี้' },
);

export const HiloInput = z.object({
  bets: z
    .array(HiloBetInput, { error: 'กรุณาวางเดิมพัน' })
    .min(1, { error: 'กรุณาวางเดิมพันอย่างน้อย 1 ช่อง' })
    .max(60, { error: 'วางเดิมพันได้ไม่เกิน 60 ช่องต่อตา' })
    .refine((bets) => new Set(bets.map((b) => betKey(b))).size === bets.length, { error: 'วางเดิมพันช่องเดียวกันซ้ำในตาเดียวกันไม่ได้' }),
});
export type HiloInput = z.output<typeof HiloInput>;
type PlacedBet = HiloInput['bets'][number];

interface HiloBetResult {
  bet: HiloBet;
  key: string;
  stake: number;
  /** Net odds it won at, or null when it lost. */
  odds: number | null;
  win: number;
}

interface HiloOutcome {
  dice: [number, number, number];
  total: number;
  triple: boolean;
  bets: HiloBetResult[];
}

function rollDice(rng: { intBelow(n: number): number }): [number, number, number] {
  return [rng.intBelow(6) + 1, rng.intBelow(6) + 1, rng.intBelow(6) + 1];
}

/** Satang credited: stake x (1 + net odds) for a winning bet, nothing otherwise (never a fraction). */
function settle(bet: HiloBet, stake: number, dice: Dice): { odds: number | null; win: number } {
  const odds = netOdds(bet, dice);
  return { odds, win: odds === null ? 0 : stake * (1 + odds) };
}

const withoutAmount = (b: PlacedBet): HiloBet => {
  const { amount: _amount, ...bet } = b;
  return bet as HiloBet;
};

/** Exact return of a unit stake on each bet, over the 216 equally likely rolls. */
export function hiloRtp(): { bet: HiloBet; key: string; rtp: Rational }[] {
  return allBets().map((bet) => {
    let gross = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) gross += settle(bet, 1, [a, b, c]).win;
    return { bet, key: betKey(bet), rtp: rational(gross, 216) };
  });
}

const BET_NAMES: Record<HiloBet['type'], { th: string; en: string }> = {
  high: { th: 'สูง (11-17)', en: 'High (11-17)' },
  low: { th: 'ต่ำ (4-10)', en: 'Low (4-10)' },
  odd: { th: 'คี่', en: 'Odd' },
  even: { th: 'คู่', en: 'Even' },
  hilo11: { th: '11 ไฮโล', en: '11 Hi-Lo' },
  total: { th: 'แต้มรวม', en: 'Total' },
  single: { th: 'เต็ง (เลขเดี่ยว)', en: 'Single number' },
  double: { th: 'เบิ้ล (เลขคู่เดียวกัน)', en: 'Specific double' },
  triple: { th: 'ตอง (เลขตองที่เลือก)', en: 'Specific triple' },
  anyTriple: { th: 'ตองใดก็ได้', en: 'Any triple' },
  combo: { th: 'โต๊ด (เลขสองตัว)', en: 'Two-dice combination' },
};

interface HiloPaytable {
  bets: { type: HiloBet['type']; name: { th: string; en: string }; odds: string }[];
  totals: Readonly<Record<number, number>>;
}

let figures: RtpFigure[] | undefined;
export function hiloRtpFigures(): RtpFigure[] {
  if (!figures) {
    figures = hiloRtp().map(({ bet, key, rtp }) => {
      const suffix = bet.type === 'combo' ? ` ${bet.value[0]}-${bet.value[1]}` : 'value' in bet ? ` ${bet.value}` : '';
      const name = BET_NAMES[bet.type];
      return { key, label: { th: name.th + suffix, en: name.en + suffix }, exact: toNumber(rtp), fraction: fractionString(rtp) };
    });
  }
  return figures;
}

const RULES = [
  'ทอยลูกเต๋า 3 ลูก แต้มรวม 3-18 วางเดิมพันได้หลายช่องในตาเดียว',
  'สูง 11-17 และต่ำ 4-10 จ่าย 1 ต่อ 1 คี่และคู่จ่าย 1 ต่อ 1 ทั้งสี่ช่องแพ้เมื่อออกตอง',
  '11 ไฮโล (แต้มรวม 11 พอดี) จ่าย 6 ต่อ 1',
  'เต็ง: เลขที่เลือกออก 1 ลูกจ่าย 1 ต่อ 1, 2 ลูกจ่าย 2 ต่อ 1, 3 ลูกจ่าย 3 ต่อ 1',
  'โต๊ด: เลขสองตัวที่เลือกออกทั้งคู่ จ่าย 5 ต่อ 1 / เบิ้ล: เลขที่เลือกออกอย่างน้อย 2 ลูก จ่าย 10 ต่อ 1',
  'ตองที่เลือกจ่าย 180 ต่อ 1 ตองใดก็ได้จ่าย 30 ต่อ 1',
  'แต้มรวม: 4 หรือ 17 จ่าย 60 ต่อ 1, 5 หรือ 16 จ่าย 30, 6 หรือ 15 จ่าย 17, 7 หรือ 14 จ่าย 12, 8 หรือ 13 จ่าย 8, 9 10 หรือ 12 จ่าย 6',
];

export const hiloGame: HouseGame<HiloInput, HiloOutcome, HiloPaytable> = {
  id: HILO_ID,
  name: { th: 'ไฮโล', en: 'Hi-Lo Dice' },
  categories: ['casino'],
  minBet: HILO_MIN_BET,
  maxBet: HILO_MAX_BET,
  betStep: WHOLE_BAHT,
  input: HiloInput,
  play(rng, input) {
    const dice = rollDice(rng);
    let stake = 0;
    let win = 0;
    const bets = input.bets.map((placed): HiloBetResult => {
      const bet = withoutAmount(placed);
      const s = settle(bet, placed.amount, dice);
      stake += placed.amount;
      win += s.win;
      return { bet, key: betKey(bet), stake: placed.amount, odds: s.odds, win: s.win };
    });
    const total = dice[0] + dice[1] + dice[2];
    return { stake, win, outcome: { dice, total, triple: dice[0] === dice[1] && dice[1] === dice[2], bets } };
  },
  describe(): GameDescription<HiloPaytable> {
    return {
      id: hiloGame.id,
      name: hiloGame.name,
      categories: hiloGame.categories,
      minBet: hiloGame.minBet,
      maxBet: hiloGame.maxBet,
      betStep: hiloGame.betStep,
      rules: RULES,
      rtp: hiloRtpFigures(),
      paytable: {
        bets: (Object.keys(BET_NAMES) as HiloBet['type'][]).map((type) => ({
          type,
          name: BET_NAMES[type],
          odds: type === 'single' ? '1:1 / 2:1 / 3:1' : type === 'total' ? 'ตามแต้ม' : `${ODDS[type]}:1`,
        })),
        totals: TOTAL_ODDS,
      },
    };
  },
};
