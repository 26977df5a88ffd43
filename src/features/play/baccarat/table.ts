import type { HouseSessionData } from '@contract/games';
import { describeOf } from '../types';

/**
 * The baccarat table as the engine publishes it (session.description = the engine's describe()):
 * its bet keys, odds and per-spot limits in satang. The client sends these exact keys and never
 * computes a payout: the outcome's `bets` say what each spot paid.
 */
export const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type Spot = (typeof SPOTS)[number];

export type SpotInfo = { spot: Spot; odds: string; min: number; max: number };

/** Short Thai names for the felt (the paytable's own names carry the English in brackets). */
export const SPOT_LABELS: Record<Spot, string> = {
  player: 'ผู้เล่น',
  banker: 'เจ้ามือ',
  tie: 'เสมอ',
  playerPair: 'ผู้เล่นคู่',
  bankerPair: 'เจ้ามือคู่',
};

/** Satang per spot; a spot without a bet is absent. */
export type Bets = Partial<Record<Spot, number>>;

const isSpot = (v: unknown): v is Spot => typeof v === 'string' && (SPOTS as readonly string[]).includes(v);

/** The spots of the session's paytable, in the engine's order; throws when the description is not baccarat's. */
export function tableOf(session: HouseSessionData): Record<Spot, SpotInfo> {
  const spots = describeOf<{ spots?: unknown } | undefined>(session)?.paytable?.spots;
  if (!Array.isArray(spots)) throw new Error('baccarat paytable missing');
  const out: Partial<Record<Spot, SpotInfo>> = {};
  for (const s of spots as Record<string, unknown>[]) {
    if (isSpot(s.spot) && typeof s.odds === 'string' && typeof s.min === 'number' && typeof s.max === 'number')
      out[s.spot] = { spot: s.spot, odds: s.odds, min: s.min, max: s.max };
  }
  for (const s of SPOTS) if (!out[s]) throw new Error(`baccarat paytable lacks ${s}`);
  return out as Record<Spot, SpotInfo>;
}

/** Chip faces in baht, like a real table's; the rack shows the ones inside the session's limits. */
const CHIP_BAHT = [1, 5, 10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000];
const RACK_SIZE = 6;

/** Chip values in satang: whole multiples of the bet step within [min_bet, max_bet], at most six. */
export function chipValues(limits: HouseSessionData['limits']): number[] {
  const step = Math.round(limits.bet_step * 100);
  const min = Math.round(limits.min_bet * 100);
  const max = Math.round(limits.max_bet * 100);
  const chips = CHIP_BAHT.map((b) => b * 100).filter((v) => v >= min && v <= max && (step <= 0 || v % step === 0));
  return (chips.length > 0 ? chips : [min]).slice(0, RACK_SIZE);
}

/** A short chip face for a satang amount: 500, 1K, 2.5K (thousands shown to one decimal, rounded down). */
export function chipLabel(satang: number): string {
  const baht = Math.floor(satang / 100);
  return baht >= 1000 ? `${Math.floor(baht / 100) / 10}K` : String(baht);
}

export const totalOf = (bets: Bets) => SPOTS.reduce((t, s) => t + (bets[s] ?? 0), 0);

/** The input the engine takes: only the spots with a stake. */
export function betsInput(bets: Bets): { bets: Bets } {
  const out: Bets = {};
  for (const s of SPOTS) if ((bets[s] ?? 0) > 0) out[s] = bets[s];
  return { bets: out };
}
