import type { Spot } from './table';

/** The engine's outcome record (server/games/house/baccarat): card codes like "TH" (ten of hearts). */
export type Hand = { cards: string[]; total: number };
export type SpotResult = { spot: Spot; stake: number; state: 'win' | 'push' | 'lose'; win: number };
export type BaccaratOutcome = {
  player: Hand;
  banker: Hand;
  result: 'player' | 'banker' | 'tie';
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
  bets: SpotResult[];
};

const isHand = (h: unknown): h is Hand =>
  typeof h === 'object' && h !== null && Array.isArray((h as Hand).cards) && typeof (h as Hand).total === 'number';

export function isBaccaratOutcome(o: unknown): o is BaccaratOutcome {
  const v = o as BaccaratOutcome;
  return (
    typeof o === 'object' &&
    o !== null &&
    isHand(v.player) &&
    isHand(v.banker) &&
    ['player', 'banker', 'tie'].includes(v.result) &&
    Array.isArray(v.bets)
  );
}

export type Side = 'player' | 'banker';

/**
 * The order cards leave the shoe: player, banker, player, banker, then the player's third card and
 * the banker's third card when the rules drew them (the engine deals in exactly this order).
 */
export function dealOrder(o: BaccaratOutcome): { side: Side; index: number }[] {
  const order: { side: Side; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (o.player.cards.length > 2) order.push({ side: 'player', index: 2 });
  if (o.banker.cards.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

const RANK_TEXT: Record<string, string> = { A: 'A', T: '10', J: 'J', Q: 'Q', K: 'K' };
const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
  S: { symbol: '♠', name: 'โพดำ', red: false },
  H: { symbol: '♥', name: 'โพแดง', red: true },
  D: { symbol: '♦', name: 'ข้าวหลามตัด', red: true },
  C: { symbol: '♣', name: 'ดอกจิก', red: false },
};

type CardFace = { rank: string; symbol: string; red: boolean; label: string; points: number };

export function cardFace(code: string): CardFace {
  const r = code[0];
  const suit = SUITS[code[1]] ?? SUITS.S;
  const rank = RANK_TEXT[r] ?? r;
  // Display only (the running total while cards arrive): tens and faces count 0, ace 1.
  const points = r === 'A' ? 1 : /[2-9]/.test(r) ? Number(r) : 0;
  return { rank, symbol: suit.symbol, red: suit.red, label: `${rank} ${suit.name}`, points };
}

/** The total of the cards shown so far; once a hand is complete, the engine's own total. */
export function shownTotal(hand: Hand, shown: number): number | null {
  if (shown === 0) return null;
  if (shown >= hand.cards.length) return hand.total;
  return hand.cards.slice(0, shown).reduce((t, c) => t + cardFace(c).points, 0) % 10;
}

export const RESULT_TEXT: Record<BaccaratOutcome['result'], string> = {
  player: 'ผู้เล่นชนะ',
  banker: 'เจ้ามือชนะ',
  tie: 'เสมอ',
};
