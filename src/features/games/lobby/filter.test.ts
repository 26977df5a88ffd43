import { describe, expect, it } from 'vitest';
import { baccarat, gameFixture, lobbyFixture, luckySeven, siamTreasure } from '../testing';
import { gamesForTab, searchGames } from './filter';

const lobby = lobbyFixture('slot', [siamTreasure, luckySeven]);
const ids = (games: { game_id: string }[]) => games.map((g) => g.game_id);

describe('lobby tabs', () => {
  it('lists every game, the hot list, the new games and one provider', () => {
    expect(ids(gamesForTab('all', 'slot', { lobby, recent: [] }))).toEqual(['siam-treasure', 'sbx-lucky-seven']);
    expect(ids(gamesForTab('hot', 'slot', { lobby, recent: [] }))).toEqual(['siam-treasure']);
    expect(ids(gamesForTab('new', 'slot', { lobby, recent: [] }))).toEqual(['siam-treasure']);
    expect(ids(gamesForTab('provider:sandbox', 'slot', { lobby, recent: [] }))).toEqual(['sbx-lucky-seven']);
  });

  it("prefers a provider tab's own list once loaded", () => {
    const more = gameFixture({ game_id: 'sbx-more', provider_id: 'sandbox' });
    expect(ids(gamesForTab('provider:sandbox', 'slot', { lobby, recent: [], providerGames: [luckySeven, more] }))).toEqual([
      'sbx-lucky-seven',
      'sbx-more',
    ]);
  });

  it("keeps the last-played games of this lobby only, in the member's order", () => {
    const recent = [baccarat, siamTreasure];
    expect(ids(gamesForTab('last', 'slot', { lobby, recent }))).toEqual(['siam-treasure']);
    expect(ids(gamesForTab('last', 'casino', { lobby, recent }))).toEqual(['baccarat']);
    expect(gamesForTab('last', 'slot', { lobby, recent: undefined })).toEqual([]);
  });

  it('lists nothing before the lobby loads', () => {
    expect(gamesForTab('all', 'slot', { lobby: undefined, recent: undefined })).toEqual([]);
  });
});

describe('lobby search', () => {
  const games = [siamTreasure, luckySeven, baccarat];
  it('matches Thai or English names and the provider, ignoring case and spaces', () => {
    expect(ids(searchGames(games, 'สมบัติ'))).toEqual(['siam-treasure']);
    expect(ids(searchGames(games, 'siam TREASURE'))).toEqual(['siam-treasure']);
    expect(ids(searchGames(games, 'luckyseven'))).toEqual(['sbx-lucky-seven']);
    expect(ids(searchGames(games, 'sandbox'))).toEqual(['sbx-lucky-seven']);
    expect(ids(searchGames(games, 'บาคา ร่า'))).toEqual(['baccarat']);
  });
  it('lists everything for an empty search and nothing for an unknown name', () => {
    expect(searchGames(games, '  ')).toHaveLength(3);
    expect(searchGames(games, 'ไม่มีเกมนี้')).toEqual([]);
  });
});
