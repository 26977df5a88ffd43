/** Front door (docs/engagement.md): free spins played in the in-house slot. */
export { freeSpinsModule } from './routes';
export { seedDemoFreeSpins } from './seed';
