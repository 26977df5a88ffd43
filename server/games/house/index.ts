/**
 * The in-house ("house" provider) game engines: pure functions of a provably-fair Rng and the
 * member's validated input. The wallet, routes and clients use only what this file exports.
 */
export { baccaratGame } from './baccarat';
export { createRng, hashSeed, newClientSeed, newServerSeed, type RngParams } from './fair';
export { fishingGame } from './fishing';
export { hiloGame } from './hilo';
export { HOUSE_GAMES, houseGame, playRound } from './registry';
export { openSeedPair, publicView, rotateSeedPair, type SeedPair, takeRound } from './seed-pair';
export { slotGame } from './slot';
export type { AnyHouseGame, GameDescription, HouseGame, Rng, RoundResult, RtpFigure } from './types';
export { type RoundRecord, verifyRound } from './verify';
