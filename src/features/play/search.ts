/**
 * The /play query string (docs/games.md "Links"): `game`, `token`, `wallet`, `demo`, `mobile` from
 * the game link, and `view=verify` (with `round=<id>` when opened from the round history) for the
 * verify view. The router parses values as JSON (`demo=1` arrives as the number 1), so each is
 * normalised here. Kept free of imports: it runs in the route file, which every page loads.
 */
export type PlaySearch = {
  game?: string;
  token?: string;
  wallet?: string;
  demo?: boolean;
  mobile?: boolean;
  view?: 'verify';
  round?: number;
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const flag = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true';

export function parsePlaySearch(search: Record<string, unknown>): PlaySearch {
  const out: PlaySearch = {};
  const game = text(search.game);
  if (game) out.game = game;
  const token = text(search.token);
  if (token) out.token = token;
  const wallet = text(search.wallet);
  if (wallet) out.wallet = wallet;
  if (flag(search.demo)) out.demo = true;
  if (flag(search.mobile)) out.mobile = true;
  if (search.view === 'verify') out.view = 'verify';
  const round = Number(search.round);
  if (Number.isSafeInteger(round) && round > 0) out.round = round;
  return out;
}
