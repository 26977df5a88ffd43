import { z } from 'zod';
import { stakeSchema } from '../money';
import { fractionString, rational, toNumber } from '../rational';
import type { GameDescription, GameName, HouseGame, Rng, RtpFigure } from '../types';

/**
 * Fish shooting. Each shot costs the bet and aims at one fish; the server captures it with
 * probability threshold / 1,000,000 where threshold = floor(960,000 / multiplier), and a capture
 * pays bet x multiplier. Every shot therefore returns multiplier x threshold / 1,000,000 of its
 * cost: exactly 96% for every fish here (each multiplier divides 960,000), and never more than 96%
 * for any multiplier, because the threshold is rounded down.
 */
const FISHING_ID = 'golden-fish';
const FISHING_RTP_PPM = 960_000;
export const CAPTURE_SCALE = 1_000_000;
/** Per shot: 0.10 to 100 baht. */
const FISHING_MIN_BET = 10;
const FISHING_MAX_BET = 10_000;

export const FISH = {
  clownfish: { multiplier: 2, name: { th: 'ปลาการ์ตูน', en: 'Clownfish' } },
  pufferfish: { multiplier: 3, name: { th: 'ปลาปักเป้า', en: 'Pufferfish' } },
  angelfish: { multiplier: 5, name: { th: 'ปลาเทวดา', en: 'Angelfish' } },
  seaTurtle: { multiplier: 8, name: { th: 'เต่าทะเล', en: 'Sea turtle' } },
  stingray: { multiplier: 10, name: { th: 'ปลากระเบน', en: 'Stingray' } },
  octopus: { multiplier: 15, name: { th: 'ปลาหมึกยักษ์', en: 'Giant octopus' } },
  shark: { multiplier: 20, name: { th: 'ฉลาม', en: 'Shark' } },
  whaleShark: { multiplier: 30, name: { th: 'ฉลามวาฬ', en: 'Whale shark' } },
  whale: { multiplier: 50, name: { th: 'วาฬสีน้ำเงิน', en: 'Blue whale' } },
  goldenCrocodile: { multiplier: 100, name: { th: 'จระเข้ทองคำ (บอส)', en: 'Golden crocodile (boss)' } },
  dragonKing: { multiplier: 200, name: { th: 'ราชามังกร (บอส)', en: 'Dragon king (boss)' } },
} as const satisfies Record<string, { multiplier: number; name: GameName }>;

type FishType = keyof typeof FISH;
export const FISH_TYPES = Object.keys(FISH) as FishType[];

/**
 * How often each fish swims onto the screen (weights out of 1,000): the client spawns from it and
 * the simulation test shoots in this mix. It does not change any shot's return.
 */
export const SPAWN_WEIGHTS: Record<FishType, number> = {
  clownfish: 455,
  pufferfish: 250,
  angelfish: 130,
  seaTurtle: 70,
  stingray: 40,
  octopus: 25,
  shark: 15,
  whaleShark: 8,
  whale: 4,
  goldenCrocodile: 2,
  dragonKing: 1,
};

/** Capture threshold out of CAPTURE_SCALE, rounded down so the return never exceeds the published 96%. */
export const captureThreshold = (multiplier: number) => Math.floor(FISHING_RTP_PPM / multiplier);

export const FishingInput = z.object({
  bet: stakeSchema(FISHING_MIN_BET, FISHING_MAX_BET),
  fish: z.enum(FISH_TYPES as [FishType, ...FishType[]], { error: 'ไม่พบปลาตัวนี้' }),
});
export type FishingInput = z.output<typeof FishingInput>;

interface ShotOutcome {
  fish: FishType;
  multiplier: number;
  captured: boolean;
  win: number;
}

export function shoot(rng: Rng, input: { bet: number; fishType: FishType }): { captured: boolean; win: number } {
  const { multiplier } = FISH[input.fishType];
  const captured = rng.intBelow(CAPTURE_SCALE) < captureThreshold(multiplier);
  return { captured, win: captured ? input.bet * multiplier : 0 };
}

interface FishingPaytable {
  fish: { type: FishType; name: GameName; multiplier: number; captureChance: string; spawnWeight: number }[];
}

let figures: RtpFigure[] | undefined;
export function fishingRtpFigures(): RtpFigure[] {
  if (!figures) {
    figures = FISH_TYPES.map((type) => {
      const { multiplier, name } = FISH[type];
      const rtp = rational(multiplier * captureThreshold(multiplier), CAPTURE_SCALE);
      return { key: type, label: name, exact: toNumber(rtp), fraction: fractionString(rtp) };
    });
  }
  return figures;
}

const RULES = [
  'เลือกเดิมพันต่อนัด แล้วยิงปลาทีละตัว แต่ละนัดหักเงินเท่ากับเดิมพัน',
  'ยิงโดนและจับปลาได้ รับรางวัลเท่ากับเดิมพัน × ตัวคูณของปลาตัวนั้น',
  'โอกาสจับได้ของปลาแต่ละชนิดตั้งไว้ให้ทุกนัดคืนผู้เล่นเฉลี่ย 96% ของเดิมพัน ไม่ว่าจะยิงปลาตัวใด',
];

export const fishingGame: HouseGame<FishingInput, ShotOutcome, FishingPaytable> = {
  id: FISHING_ID,
  name: { th: 'ยิงปลาทองคำ', en: 'Golden Fish Hunter' },
  categories: ['fishing'],
  minBet: FISHING_MIN_BET,
  maxBet: FISHING_MAX_BET,
  betStep: 1,
  input: FishingInput,
  play(rng, input) {
    const { captured, win } = shoot(rng, { bet: input.bet, fishType: input.fish });
    return { stake: input.bet, win, outcome: { fish: input.fish, multiplier: FISH[input.fish].multiplier, captured, win } };
  },
  describe(): GameDescription<FishingPaytable> {
    return {
      id: fishingGame.id,
      name: fishingGame.name,
      categories: fishingGame.categories,
      minBet: fishingGame.minBet,
      maxBet: fishingGame.maxBet,
      betStep: fishingGame.betStep,
      rules: RULES,
      rtp: fishingRtpFigures(),
      paytable: {
        fish: FISH_TYPES.map((type) => ({
          type,
          name: FISH[type].name,
          multiplier: FISH[type].multiplier,
          captureChance: `${captureThreshold(FISH[type].multiplier)}/${CAPTURE_SCALE}`,
          spawnWeight: SPAWN_WEIGHTS[type],
        })),
      },
    };
  },
};
