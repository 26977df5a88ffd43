/**
 * The game catalogue's names and limits, without zod: the lobby pages import these at run time,
 * and importing them from contract/games.ts would bring its schemas (and zod) along. Re-exported
 * by contract/games.ts.
 */
export const GAME_CATEGORIES = ['slot', 'casino', 'fishing', 'sport', 'freespin'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_CATEGORY_NAMES: Record<GameCategory, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  sport: 'กีฬา',
  freespin: 'ซื้อฟรีสปิน',
};

export const GAME_TAGS = ['hot', 'new'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const GAME_TAG_NAMES: Record<GameTag, string> = { hot: 'ฮิต', new: 'ใหม่' };

/** The default and largest page of GET /api/game/list (docs/constants.md "Lists": default 60). */
export const GAME_LIST_DEFAULT_LIMIT = 60;
export const GAME_LIST_MAX_LIMIT = 200;

/**
 * The code of GAME_LOBBY_NOT_FOUND (contract/errors.ts): a provider's lobby that does not exist. Here
 * so the lobby page can tell it apart without importing the whole error catalogue.
 */
export const GAME_LOBBY_NOT_FOUND_CODE = 4006;
