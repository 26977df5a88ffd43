/**
 * Games' front door: the routes (lobby, launcher, in-house play, the seamless wallet, the sandbox).
 * The pieces below are what bench/games.ts builds its in-process player from.
 */

export { type MemberGameRound, memberGameRounds } from './admin-reads';
export { syncCatalogue } from './catalogue';
export * as freeSpinRounds from './free-spin-round';
export { HouseGameAccounts } from './house-accounts';
export { HousePlay } from './house-play';
export { gameProductOf } from './report-reads';
export { type GamesRoutes, gamesRoutes } from './routes';
export { openLaunchSession } from './sessions';
export { GameWallet } from './wallet';
