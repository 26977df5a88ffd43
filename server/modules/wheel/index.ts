/** Front door (docs/engagement-wheel.md). */
export { DEFAULT_WHEEL_SETTINGS, wheelSettings } from './settings';
export { wheelModule } from './routes';
export { DEMO_BOARD, DEMO_EXPECTED, seedDemoWheel } from './seed';
export { wheelRoll } from './fair';
