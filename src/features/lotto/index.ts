/**
 * Lotto: lobby, rounds and bills, results and rates, each page its own chunk; the idle offline
 * prefetch. The routes' reads (zod-free) start beside the pages' chunks.
 */
export { ensureBills, ensureLobby, ensureRates, ensureResults, ensureRound } from './queries';
export const loadLobbyPage = () => import('./lobby/LobbyPage');
export const loadRoundPage = () => import('./round/RoundPage');
export const loadBillsPage = () => import('./bills/BillsPage');
export const loadResultsPage = () => import('./results/ResultsPage');
export const loadRatesPage = () => import('./rates/RatesPage');
export const loadOfflinePrefetch = () => import('./offline-prefetch');
