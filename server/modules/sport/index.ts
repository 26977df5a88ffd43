/** The sportsbook's front door (docs/sport.md). */
import './tables';

export { sportHouseRows } from './house';
export { sportModule } from './routes';
export { type FixtureResultInput, type SettleSummary, setFixtureResult, settleDueFixtures, settleFixture } from './settle';
