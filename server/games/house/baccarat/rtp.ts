import { add, mul, type Rational, rational } from '../rational';
import { DECKS, ODDS, type Spot } from './engine';
import { bankerDraws, compareHands, isNatural, playerDraws } from './rules';

/**
 * Exact returns of every baccarat bet from one fresh 8-deck shoe (docs/games-rtp.md, "Baccarat").
 *
 * The deal order is P1 B1 P2 B2 [P3] [B3]. Every sequence of card values is enumerated with its
 * exact probability without replacement (count of that value left / cards left, for each card),
 * all over the common denominator 416 x 415 x ... x 411; a round that ends after 4 or 5 cards is
 * scaled up to it. Values: 0 (tens and faces, 16 per deck) and 1-9 (4 per deck).
 * Pairs depend on ranks only: the second card matches the first's rank with chance
 * (4 x decks - 1) / (52 x decks - 1), whatever the first card was.
 */
interface BaccaratOdds {
  player: Rational;
  banker: Rational;
  tie: Rational;
  pair: Rational;
}

export function baccaratOdds(decks = DECKS): BaccaratOdds {
  const counts = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const total = 52 * decks;
  const left = (k: number) => BigInt(total - k);
  const d6 = [0, 1, 2, 3, 4, 5].reduce((d, k) => d * left(k), 1n);
  const scale4 = left(4) * left(5);
  const scale5 = left(5);
  const wins = { player: 0n, banker: 0n, tie: 0n };
  const tally = (pt: number, bt: number, weight: bigint) => {
    wins[compareHands(pt, bt)] += weight;
  };
  const take = (v: number) => counts[v]--;
  const put = (v: number) => counts[v]++;

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = counts[p1];
    take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * counts[b1];
      take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * counts[p2];
        take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * counts[b2];
          if (w4 === 0) continue;
          take(b2);
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (isNatural(pt) || isNatural(bt)) tally(pt, bt, BigInt(w4) * scale4);
          else if (!playerDraws(pt)) {
            if (!bankerDraws(bt, null)) tally(pt, bt, BigInt(w4) * scale4);
            else
              for (let b3 = 0; b3 < 10; b3++) {
                if (counts[b3] > 0) tally(pt, (bt + b3) % 10, BigInt(w4 * counts[b3]) * scale5);
              }
          } else {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * counts[p3];
              if (w5 === 0) continue;
              take(p3);
              const pt3 = (pt + p3) % 10;
              if (!bankerDraws(bt, p3)) tally(pt3, bt, BigInt(w5) * scale5);
              else
                for (let b3 = 0; b3 < 10; b3++) {
                  if (counts[b3] > 0) tally(pt3, (bt + b3) % 10, BigInt(w5 * counts[b3]));
                }
              put(p3);
            }
          }
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  return {
    player: rational(wins.player, d6),
    banker: rational(wins.banker, d6),
    tie: rational(wins.tie, d6),
    pair: rational(4 * decks - 1, total - 1),
  };
}

/** Return of a unit stake per spot: win x (1 + odds) + push x 1. */
export function baccaratRtp(odds: BaccaratOdds = baccaratOdds()): Record<Spot, Rational> {
  const gross = (spot: Spot) => rational(ODDS[spot].den + ODDS[spot].num, ODDS[spot].den);
  return {
    player: add(mul(odds.player, gross('player')), odds.tie),
    banker: add(mul(odds.banker, gross('banker')), odds.tie),
    tie: mul(odds.tie, gross('tie')),
    playerPair: mul(odds.pair, gross('playerPair')),
    bankerPair: mul(odds.pair, gross('bankerPair')),
  };
}
