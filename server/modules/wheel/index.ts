/** Front door (docs/engagement-wheel.md). */

export { wheelRoll } from './fair';
export { wheelModule } from './routes';
export { DEMO_BOARD, DEMO_EXPECTED, seedDemoWheel } from './seed';
export { DEFAULT_WHEEL_SETTINGS, wheelSettings } from './settings';
