/**
 * The rewards core (docs/rewards.md): settings, Bangkok periods, the claim on a period's computation
 * and the figures every periodic reward is computed from. Cashback, the win/loss refund and the
 * affiliate programme build on it; none of them reads balances.
 */
import './tables';

export { addDays, daysBetween, lastClosedDay, weekMonday } from './days';
export { type FigureRow, figuresSql, memberFigures } from './figures';
export { claimRun, doneRuns, finishRun, runOf } from './runs';
export {
  DEFAULT_REWARD_SETTINGS,
  percentBp,
  rewardSettings,
  rewardSettingsChanged,
  rewardSettingsWithMeta,
  type SavedSetting,
  saveRewardSettings,
} from './settings';
export type { EntryStatus, RewardEntryTable, RunKind } from './tables';
