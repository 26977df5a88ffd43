import { lazyShuffle } from '../fair';
import { floorMulDiv } from '../money';
import type { Rng } from '../types';
import { bankerDraws, cardValue, compareHands, type HandResult, handTotal, isNatural, playerDraws } from './rules';

/**
 * Baccarat (Punto Banco) from a fresh 8-deck shoe every round: the shoe's 416 cards in a fixed
 * order (deck by deck, suits S H D C, ranks A to K) are shuffled with the round's fair Rng by
 * front-to-back Fisher-Yates, and the cards are dealt from the front: player, banker, player,
 * banker, then the third cards the rules call for. Only the dealt positions are shuffled (the
 * rest of the shuffle cannot change them), which costs at most 6 draws per round.
 */

export const DECKS = 8;
const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

interface Card {
  /** Rank letter and suit letter, e.g. "TH" (ten of hearts), "AS", "QD". */
  code: string;
  rank: number;
  value: number;
}

export const SHOE: readonly Card[] = Array.from({ length: DECKS * 52 }, (_, i) => {
  const suit = Math.floor((i % 52) / 13);
  const rank = (i % 13) + 1;
  return { code: `${RANKS[rank - 1]}${SUITS[suit]}`, rank, value: cardValue(rank) };
});

interface Hand {
  cards: string[];
  total: number;
}

export interface Deal {
  player: Hand;
  banker: Hand;
  result: HandResult;
  natural: boolean;
  /** The first two cards of the hand have the same rank (K-K pairs, K-Q does not). */
  playerPair: boolean;
  bankerPair: boolean;
}

export function deal(rng: Rng): Deal {
  const shoe = lazyShuffle(rng, SHOE);
  const p = [shoe.next()];
  const b = [shoe.next()];
  p.push(shoe.next());
  b.push(shoe.next());
  const values = (cards: Card[]) => cards.map((c) => c.value);
  let pt = handTotal(values(p));
  let bt = handTotal(values(b));
  const natural = isNatural(pt) || isNatural(bt);
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(pt)) {
      const c = shoe.next();
      p.push(c);
      playerThird = c.value;
      pt = handTotal(values(p));
    }
    if (bankerDraws(bt, playerThird)) {
      b.push(shoe.next());
      bt = handTotal(values(b));
    }
  }
  return {
    player: { cards: p.map((c) => c.code), total: pt },
    banker: { cards: b.map((c) => c.code), total: bt },
    result: compareHands(pt, bt),
    natural,
    playerPair: p[0].rank === p[1].rank,
    bankerPair: b[0].rank === b[1].rank,
  };
}

export const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type Spot = (typeof SPOTS)[number];

/** Net odds as num:den (banker 95:100 = 0.95:1). */
export const ODDS: Record<Spot, { num: number; den: number }> = {
  player: { num: 1, den: 1 },
  banker: { num: 95, den: 100 },
  tie: { num: 8, den: 1 },
  playerPair: { num: 11, den: 1 },
  bankerPair: { num: 11, den: 1 },
};

export type SpotState = 'win' | 'push' | 'lose';

export function spotState(spot: Spot, d: Deal): SpotState {
  switch (spot) {
    case 'player':
    case 'banker':
      return d.result === spot ? 'win' : d.result === 'tie' ? 'push' : 'lose';
    case 'tie':
      return d.result === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return d.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return d.bankerPair ? 'win' : 'lose';
  }
}

/**
 * Satang credited for a stake on a spot: a win returns the stake plus stake x odds rounded down
 * to the satang (only the banker's 0.95 can leave a fraction, and only for stakes that are not a
 * multiple of 20 satang); a push returns the stake; a loss returns nothing.
 */
export function payout(spot: Spot, stake: number, d: Deal): number {
  const state = spotState(spot, d);
  if (state === 'lose') return 0;
  if (state === 'push') return stake;
  const { num, den } = ODDS[spot];
  return stake + floorMulDiv(stake, num, den);
}
