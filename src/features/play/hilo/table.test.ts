import { describe, expect, it } from 'vitest';
import { allBets, betKey as engineKey, netOdds } from '../../../../server/games/house/hilo/bets';
import { ALL_SPOTS, betKey, resultTags, spotWins } from './table';

const ROLLS: [number, number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ROLLS.push([a, b, c]);

describe('the ไฮโล table', () => {
  it('lays out exactly the engine’s spots, keyed as the engine keys them', () => {
    expect(ALL_SPOTS.map(betKey).sort()).toEqual(allBets().map(engineKey).sort());
  });

  it('lights a spot on exactly the rolls the engine pays it (all 216 rolls, every spot)', () => {
    for (const bet of allBets()) {
      for (const dice of ROLLS) expect(spotWins(bet, dice), `${engineKey(bet)} on ${dice}`).toBe(netOdds(bet, dice) !== null);
    }
  });

  it('tags a result: total, high or low, odd or even; 11 is high and 11 ไฮโล; a triple is only a triple', () => {
    expect(resultTags([5, 4, 4])).toEqual(['13', 'สูง', 'คี่']);
    expect(resultTags([1, 2, 3])).toEqual(['6', 'ต่ำ', 'คู่']);
    expect(resultTags([5, 5, 1])).toEqual(['11', 'สูง', 'คี่', '11 ไฮโล']);
    expect(resultTags([4, 4, 4])).toEqual(['12', 'ตอง']);
  });
});
