/** Front door (docs/engagement.md): free spins played in the in-house slot. */
export { freeSpinsMemberRoutes, freeSpinsOperatorRoutes } from './routes';
export { seedDemoFreeSpins } from './seed';
