/** LINE LIFF sign-in's front door (docs/line.md): the routes, and the id token check for whoever else needs it. */
import './tables';

export { signIdToken, verifyIdToken } from './id-token';
export { lineStatus } from './links';
export { lineRoutes } from './routes';
