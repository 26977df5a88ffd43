/**
 * The fortune wheel for members (docs/engagement.md). The index holds only the reads and the
 * loader: the page (with framer-motion) loads on demand.
 */
export { ensureWheel, wheelConfigQuery, wheelKeys, wheelWinnersQuery } from './queries';

export const loadWheelPage = () => import('./WheelPage');
