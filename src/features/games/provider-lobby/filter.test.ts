import { describe, expect, it } from 'vitest';
import { baccarat, luckySeven, siamTreasure } from '../testing';
import { gamesInTab, initialsOf } from './filter';

describe('provider lobby filter', () => {
  it("lists every game for 'all' and the category's games for its chip (a game listed in two categories shows in both)", () => {
    const games = [siamTreasure, baccarat, luckySeven];
    expect(gamesInTab(games, 'all').map((g) => g.game_id)).toEqual(['siam-treasure', 'baccarat', 'sbx-lucky-seven']);
    expect(gamesInTab(games, 'category:casino').map((g) => g.game_id)).toEqual(['baccarat']);
    expect(gamesInTab(games, 'category:freespin').map((g) => g.game_id)).toEqual(['siam-treasure']);
    expect(gamesInTab(games, 'category:sport')).toEqual([]);
  });

  it("draws a provider's initials", () => {
    expect(initialsOf('Sandbox Games')).toBe('SG');
    expect(initialsOf('  gold   house games ')).toBe('GH');
    expect(initialsOf('pgsoft')).toBe('P');
    // Thai display names: the first consonant, past a leading vowel.
    expect(initialsOf('โกลด์เฮาส์')).toBe('ก');
    expect(initialsOf('ค่ายเกมพันธมิตร')).toBe('ค');
    expect(initialsOf('เกม สยาม')).toBe('กส');
    expect(initialsOf('')).toBe('?');
  });
});
