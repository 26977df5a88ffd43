import type { FixtureStatus, MarketKind, OddsFormat, Outcome, Period, Selection } from './sport';

/**
 * The sportsbook's settlement and display rules (docs/sport.md "Settlement rules"), pure and shared
 * by the server (settlement, placement) and the PWA (slip, my bets). Lines are in quarters of a goal
 * (the HOME side's handicap for hdp, the goal total for ou), odds in thousandths, money in satang.
 */

export type Score = { home: number; away: number };
type Settled = Exclude<Outcome, 'void'>;

/** A postponed fixture not played within this long is void. */
export const POSTPONED_VOID_MS = 48 * 60 * 60 * 1000;

export const VOID_REASONS = {
  cancelled: 'ยกเลิกการแข่งขัน',
  voided: 'ผู้ดูแลระบบยกเลิกคู่นี้ (โมฆะ)',
  postponed: 'เลื่อนการแข่งขันเกิน 48 ชั่วโมง',
} as const;

/**
 * What an operator may do to a fixture (docs/sport.md "Back office"); the server refuses the rest and
 * the back office offers only these. `trade` (odds and lines, suspending or reopening a market or the
 * fixture) only while it takes bets: scheduled and not voided (placement refuses any other). `void`
 * until it is void: not once voided, nor when cancelled (the settlement already voids every leg); a
 * finished fixture can be voided (an abnormal result), which takes back what its bets were paid.
 */
export function fixtureActions(f: { status: FixtureStatus; voided: boolean }): { trade: boolean; void: boolean } {
  return { trade: !f.voided && f.status === 'scheduled', void: !f.voided && f.status !== 'cancelled' };
}

/** Whole or half line: the sign of the adjusted margin (in quarters). */
const onLine = (marginQ: number): Settled => (marginQ > 0 ? 'won' : marginQ < 0 ? 'lost' : 'push');

/**
 * An Asian line from the selection's adjusted margin in quarters. An odd margin means a quarter line:
 * half the stake goes on each neighbouring line (margin -1 and +1 quarter), and the halves combine.
 */
function asian(marginQ: number): Settled {
  if (marginQ % 2 === 0) return onLine(marginQ);
  const lower = onLine(marginQ - 1);
  const upper = onLine(marginQ + 1);
  if (lower === upper) return lower;
  // The neighbours are half a goal apart, so one of them is always a push.
  return lower === 'push' ? 'half_won' : 'half_lost';
}

function wrongSelection(kind: MarketKind, selection: string): never {
  throw new RangeError(`selection ${selection} is not one of market ${kind}'s`);
}

/** One leg's outcome from the score of its period (never 'void': voids come from the fixture). */
export function settleLeg(kind: MarketKind, selection: Selection, lineQ: number, score: Score): Settled {
  if (!Number.isInteger(lineQ)) throw new RangeError(`line ${lineQ} is not in whole quarters`);
  const { home, away } = score;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) throw new RangeError('score must be whole goals');
  switch (kind) {
    case 'hdp':
      if (selection === 'home') return asian(4 * (home - away) + lineQ);
      if (selection === 'away') return asian(4 * (away - home) - lineQ);
      return wrongSelection(kind, selection);
    case 'ou':
      if (selection === 'over') return asian(4 * (home + away) - lineQ);
      if (selection === 'under') return asian(lineQ - 4 * (home + away));
      return wrongSelection(kind, selection);
    case '1x2': {
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      if (selection !== 'home' && selection !== 'draw' && selection !== 'away') return wrongSelection(kind, selection);
      return selection === winner ? 'won' : 'lost';
    }
    case 'oe': {
      const parity = (home + away) % 2 === 1 ? 'odd' : 'even';
      if (selection !== 'odd' && selection !== 'even') return wrongSelection(kind, selection);
      return selection === parity ? 'won' : 'lost';
    }
  }
}

/** The score a period's markets settle on: first half on the half-time score, full time on the final. */
export function periodScore(period: Period, scores: { ht: Score | null; ft: Score | null }): Score | null {
  return period === '1h' ? scores.ht : scores.ft;
}

/**
 * The fixture's state -> a Thai reason to void every leg (cancelled, voided by an operator, postponed
 * more than 48 h ago and still postponed), else null. A postponed fixture the feed puts back on
 * (scheduled, live, finished) within the 48 h stands.
 */
export function voidReason(f: { status: FixtureStatus; voided: boolean; postponed_at: Date | null }, now: Date): string | null {
  if (f.status === 'cancelled') return VOID_REASONS.cancelled;
  if (f.voided) return VOID_REASONS.voided;
  if (f.status === 'postponed' && f.postponed_at && now.getTime() - f.postponed_at.getTime() > POSTPONED_VOID_MS)
    return VOID_REASONS.postponed;
  return null;
}

function checkOdds(odds: number): bigint {
  if (!Number.isSafeInteger(odds) || odds < 1000) throw new RangeError(`odds ${odds} must be whole thousandths of at least 1.000`);
  return BigInt(odds);
}

/** A bet's odds at placement in thousandths: a single its leg's; a parlay the product, rounded down. */
export function betOdds(legOdds: number[]): number {
  if (legOdds.length === 0) throw new RangeError('a bet has at least one leg');
  let num = 1n;
  for (const o of legOdds) num *= checkOdds(o);
  return Number(num / 1000n ** BigInt(legOdds.length - 1));
}

/**
 * A leg's factor in two-thousandths (so half a win stays exact): won odds, half_won 1 + (odds - 1) / 2,
 * push and void 1, half_lost 0.5, lost 0. A single's payout is the same factor times its stake.
 */
function factor2000(odds: bigint, outcome: Outcome): bigint {
  switch (outcome) {
    case 'won':
      return 2n * odds;
    case 'half_won':
      return 1000n + odds;
    case 'push':
    case 'void':
      return 2000n;
    case 'half_lost':
      return 1000n;
    case 'lost':
      return 0n;
  }
}

/**
 * What a settled bet pays in satang (stake included; 0 = lost): stake times the legs' factors,
 * computed exactly and floored once at the end, then capped at maxPayout (satang) when given.
 */
export function betPayout(stake: number, legs: { odds: number; outcome: Outcome }[], maxPayout?: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`stake ${stake} must be whole satang`);
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  let num = BigInt(stake);
  for (const leg of legs) num *= factor2000(checkOdds(leg.odds), leg.outcome);
  const payout = num / 2000n ** BigInt(legs.length);
  if (maxPayout !== undefined && payout > BigInt(maxPayout)) return maxPayout;
  return Number(payout);
}

/**
 * A settled bet's result. A single: its leg's outcome. A parlay: lost (pays 0), void (every leg
 * void), push (pays the stake), half_lost (pays less than the stake), won (pays more). A parlay is
 * never half_won: a half-won leg only lowers what the parlay wins.
 */
export function betResult(stake: number, payout: number, legs: { outcome: Outcome }[]): Outcome {
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  if (legs.length === 1) return legs[0].outcome;
  if (payout === 0) return 'lost';
  if (legs.every((l) => l.outcome === 'void')) return 'void';
  if (payout === stake) return 'push';
  return payout < stake ? 'half_lost' : 'won';
}

/** Thousandths -> '1.95' (2 decimals), '1.955' when the third is not 0; negative kept. */
function decimals(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / 1000);
  const frac = abs % 1000;
  const text = frac % 10 === 0 ? String(frac / 10).padStart(2, '0') : String(frac).padStart(3, '0');
  return `${sign}${whole}.${text}`;
}

/** Odds shown in a format: decimal '1.95', HK '0.95', Malay '0.95' / '-0.83' (2 decimals, half away from 0). */
export function formatOdds(oddsMilli: number, format: OddsFormat): string {
  checkOdds(oddsMilli);
  if (format === 'decimal') return decimals(oddsMilli);
  const profit = oddsMilli - 1000;
  if (format === 'hk' || oddsMilli < 2000) return decimals(profit);
  // Malay above evens: -1 / (d - 1), in hundredths rounded half up on the magnitude.
  const hundredths = Math.floor((2 * 100_000 + profit) / (2 * profit));
  return `-${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Quarters on a whole or half line -> '0', '0.5', '1', '1.5'. */
const goals = (q: number): string => String(q / 4);

/**
 * A line as Thai books print it: a quarter line as its two neighbours ('0/0.5', '0.5/1', '2.5/3').
 * hdp shows the absolute value (the caller marks the giving side); ou the total; 1x2 and odd/even ''.
 */
export function formatLine(kind: MarketKind, lineQ: number): string {
  if (kind === '1x2' || kind === 'oe') return '';
  const sign = kind === 'ou' && lineQ < 0 ? '-' : '';
  const q = Math.abs(lineQ);
  return sign + (q % 2 === 0 ? goals(q) : `${goals(q - 1)}/${goals(q + 1)}`);
}
