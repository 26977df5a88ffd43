import { describe, expect, it } from 'vitest';
import { createRng } from '../fair';
import { scriptedRng } from '../test-support';
import { deal, payout, SHOE } from './engine';
import { BaccaratInput, baccaratGame } from './index';
import { bankerDraws, playerDraws } from './rules';

const SUITS = 'SHDC';
const RANKS = 'A23456789TJQK';
/** Index in the ordered shoe of a card in the last deck, e.g. "9H", "KS". */
const card = (code: string) => 7 * 52 + SUITS.indexOf(code[1]) * 13 + RANKS.indexOf(code[0]);

/**
 * Stacks the shoe: the k-th card dealt is the given one. Front-to-back Fisher-Yates deals
 * position k + draw at step k, and the cards are taken from the last deck, which the first steps
 * never touch, so draw = index - k deals exactly that card.
 */
const stacked = (...codes: string[]) => scriptedRng(codes.map((c, k) => card(c) - k));

describe('baccarat dealing', () => {
  it('orders the 8-deck shoe deck by deck, suit by suit, ace to king', () => {
    expect(SHOE).toHaveLength(416);
    expect(SHOE[0]).toEqual({ code: 'AS', rank: 1, value: 1 });
    expect(SHOE[12]).toEqual({ code: 'KS', rank: 13, value: 0 });
    expect(SHOE[card('9H')]).toEqual({ code: '9H', rank: 9, value: 9 });
    expect(new Set(SHOE.map((c) => c.code)).size).toBe(52);
  });

  it('follows the player rule: draw on 0-5, stand on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('follows the banker drawing table', () => {
    // Rows: banker total 0-7; columns: player stood (-), then player third card 0..9. D = draw, S = stand.
    const table = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    table.forEach((row, total) => {
      expect(bankerDraws(total, null)).toBe(row[0] === 'D');
      for (let third = 0; third <= 9; third++)
        expect(bankerDraws(total, third), `banker ${total}, third ${third}`).toBe(row[2 + third] === 'D');
    });
  });

  it('stops both hands on a natural', () => {
    const d = deal(stacked('4S', '7H', '5D', 'KC'));
    expect(d).toMatchObject({
      player: { cards: ['4S', '5D'], total: 9 },
      banker: { cards: ['7H', 'KC'], total: 7 },
      natural: true,
      result: 'player',
    });
  });

  it('deals the third cards the rules call for', () => {
    // Player 5 draws an 8; banker 3 stands on a player third card of 8.
    const a = deal(stacked('2S', 'AH', '3D', '2C', '8S'));
    expect(a).toMatchObject({ player: { cards: ['2S', '3D', '8S'], total: 3 }, banker: { cards: ['AH', '2C'], total: 3 }, result: 'tie' });
    // Player 4 draws a 6; banker 6 draws on a 6.
    const b = deal(stacked('TS', '3H', '4D', '3C', '6S', '2H'));
    expect(b).toMatchObject({ player: { total: 0 }, banker: { cards: ['3H', '3C', '2H'], total: 8 }, result: 'banker' });
    // Player stands on 7; banker 5 draws as the player would.
    const c = deal(stacked('3S', 'QH', '4D', '5C', '9S'));
    expect(c).toMatchObject({
      player: { cards: ['3S', '4D'], total: 7 },
      banker: { cards: ['QH', '5C', '9S'], total: 4 },
      result: 'player',
    });
  });

  it('marks pairs by rank, not by value', () => {
    expect(deal(stacked('KS', '2H', 'KD', '2C', 'AS'))).toMatchObject({ playerPair: true, bankerPair: true });
    expect(deal(stacked('KS', '2H', 'QD', '3C', 'AS', 'AH'))).toMatchObject({ playerPair: false, bankerPair: false }); // banker 5 draws on 1
  });

  it('deals the first cards of a full shuffle of the shoe', () => {
    const params = { serverSeed: '7a'.repeat(32), clientSeed: 'shoe', nonce: 5 };
    const d = deal(createRng(params));
    const rng = createRng(params);
    const order = SHOE.map((_, i) => i);
    for (let i = 0; i < order.length - 1; i++) {
      const j = i + rng.intBelow(order.length - i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const codes = order.map((i) => SHOE[i].code);
    const dealt = [d.player.cards[0], d.banker.cards[0], d.player.cards[1], d.banker.cards[1]];
    expect(dealt).toEqual(codes.slice(0, 4));
    const extra = [...d.player.cards.slice(2), ...d.banker.cards.slice(2)];
    expect(extra).toEqual(codes.slice(4, 4 + extra.length));
  });
});

describe('baccarat payouts', () => {
  const banker = deal(stacked('2S', '9H', '3D', 'KC')); // banker natural 9 against player 5
  const tie = deal(stacked('2S', 'AH', '3D', '2C', '8S'));

  it('pays banker 0.95:1 rounded down to the satang, and pushes player and banker bets on a tie', () => {
    expect(banker.result).toBe('banker');
    expect(payout('banker', 1_000, banker)).toBe(1_950);
    expect(payout('banker', 1_010, banker)).toBe(1_010 + 959); // 959.5 rounds down
    expect(payout('player', 1_000, banker)).toBe(0);
    expect(payout('banker', 1_000, tie)).toBe(1_000);
    expect(payout('player', 1_000, tie)).toBe(1_000);
    expect(payout('tie', 1_000, tie)).toBe(9_000);
    expect(payout('tie', 1_000, banker)).toBe(0);
  });

  it('settles every spot of a round and totals stake and win', () => {
    const rng = stacked('KS', '2H', 'KD', '2C', 'AS'); // player 0 draws an ace (1); banker 4 stands on a third card of 1
    const r = baccaratGame.play(rng, { bets: { player: 1_000, banker: 2_000, tie: 1_000, playerPair: 1_000, bankerPair: 1_000 } });
    expect(r.outcome.result).toBe('banker');
    expect(r.outcome.bets).toEqual([
      { spot: 'player', stake: 1_000, state: 'lose', win: 0 },
      { spot: 'banker', stake: 2_000, state: 'win', win: 3_900 },
      { spot: 'tie', stake: 1_000, state: 'lose', win: 0 },
      { spot: 'playerPair', stake: 1_000, state: 'win', win: 12_000 },
      { spot: 'bankerPair', stake: 1_000, state: 'win', win: 12_000 },
    ]);
    expect(r.stake).toBe(6_000);
    expect(r.win).toBe(27_900);
  });

  it("validates bets: whole baht within each spot's limits, at least one spot", () => {
    expect(BaccaratInput.parse({ bets: { banker: 1_000 } })).toEqual({ bets: { banker: 1_000 } });
    const messages = (v: unknown) => {
      const r = BaccaratInput.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ bets: {} })).toEqual(['กรุณาวางเดิมพันอย่างน้อย 1 ช่อง']);
    expect(messages({ bets: { player: 900 } })).toEqual(['เดิมพันขั้นต่ำ 10 บาท']);
    expect(messages({ bets: { tie: 600_000 } })).toEqual(['เดิมพันสูงสุด 5,000 บาท']);
    expect(messages({ bets: { player: 1_050 } })).toEqual(['จำนวนเงินเดิมพันต้องเป็นทวีคูณของ 1 บาท']);
    expect(messages({ bets: { dragon: 1_000 } })).toContain('ไม่มีช่องเดิมพันนี้ในบาคาร่า');
    expect(messages({ bets: 5 })).toEqual(['รูปแบบการเดิมพันไม่ถูกต้อง']);
    expect(baccaratGame.describe().paytable.spots.map((s) => s.odds)).toEqual(['1:1', '0.95:1', '8:1', '11:1', '11:1']);
  });
});
