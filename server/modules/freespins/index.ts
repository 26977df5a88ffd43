/** Front door (docs/engagement-freespins.md): free spins played in the in-house slot. */
export { freeSpinsModule } from './routes';
export { seedDemoFreeSpins } from './seed';
