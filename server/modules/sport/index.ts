/** The sportsbook's front door (docs/sport.md). */
import './tables';

export { importFeed } from './feed';
export { sportHouseRows } from './house';
export { placeBet } from './place';
export { sportConfig, sportFixture, sportFixtures } from './reads';
export { sportOpenStakes } from './report-reads';
export { sportMemberRoutes, sportOperatorRoutes, sportRoutes } from './routes';
export { runSandboxFeed } from './sandbox-feed';
export { seedDemoSport } from './seed';
export { DEFAULT_SPORT_SETTINGS, saveSportSettings, sportChanged, sportSettings, sportSettingsWithMeta } from './settings';
export { type FixtureResultInput, type SettleSummary, setFixtureResult, settleDueFixtures, settleFixture } from './settle';
export { memberBet, memberBets, memberBetsPage } from './views';
