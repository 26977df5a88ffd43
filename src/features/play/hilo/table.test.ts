import { allBets, betKey } from '@contract/hilo-bets';
import { describe, expect, it } from 'vitest';
import { ALL_SPOTS, resultTags } from './table';

describe('the ไฮโล table', () => {
  it('lays out exactly the engine’s spots, keyed as the engine keys them', () => {
    expect(ALL_SPOTS.map(betKey).sort()).toEqual(allBets().map(betKey).sort());
  });

  it('tags a result: total, high or low, odd or even; 11 is high and 11 ไฮโล; a triple is only a triple', () => {
    expect(resultTags([5, 4, 4])).toEqual(['13', 'สูง', 'คี่']);
    expect(resultTags([1, 2, 3])).toEqual(['6', 'ต่ำ', 'คู่']);
    expect(resultTags([5, 5, 1])).toEqual(['11', 'สูง', 'คี่', '11 ไฮโล']);
    expect(resultTags([4, 4, 4])).toEqual(['12', 'ตอง']);
  });
});
