/**
 * Free spins for members (docs/engagement.md): the /freespin page. The index holds only the
 * reads (zod-free) and the loader, so the page loads on demand.
 */
export { freeSpinHistoryQuery, freeSpinKeys, freeSpinSummaryQuery } from './queries';

export const loadFreeSpinPage = () => import('./FreeSpinPage');
