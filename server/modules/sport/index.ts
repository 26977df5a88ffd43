/** The sportsbook's front door (docs/sport.md). */
import './tables';

export { sportModule } from './routes';
