/**
 * The sportsbook for members (/sport "แทงบอล", /sport/bets "โพยบอลของฉัน"; docs/sport.md). The
 * index holds only the loaders and the route's search parsing: the pages load on demand.
 */
export const loadSportPage = () => import('./SportPage');
export const loadBetsPage = () => import('./BetsPage');
export { ensureBets, ensureSport } from './queries';
export { sportSearch } from './search';
