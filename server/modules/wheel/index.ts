/** Front door (docs/engagement.md). */

export { wheelRoll } from './fair';
// What spin_v2 runs (bench/engagement.ts measures it as the route does).
export { spinAnswer, wheelConfigV2 } from './member';
export { wheelMemberRoutes, wheelOperatorRoutes, wheelRoutes } from './routes';
export { DEMO_BOARD, DEMO_EXPECTED, seedDemoWheel } from './seed';
export { DEFAULT_WHEEL_SETTINGS, saveWheelSettings, wheelSettings } from './settings';
export { spinWheel } from './spin';
export { spinBatchFigures } from './spin-batch';
