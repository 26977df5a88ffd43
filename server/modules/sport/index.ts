/** The sportsbook's front door (docs/sport.md). */
import './tables';

export { importFeed } from './feed';
// Provisional in the feed branch (result.ts, settings.ts): the lead keeps settle's and bets' at merge.
export { setFixtureResult } from './result';
export { sportModule } from './routes';
export { runSandboxFeed } from './sandbox-feed';
export { seedDemoSport } from './seed';
export { saveSportSettings, sportSettings } from './settings';
