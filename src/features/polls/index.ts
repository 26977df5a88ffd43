/**
 * Prediction polls for visitors and members (docs/engagement.md). The index holds only the
 * reads (zod-free) and the page's loader, so the route carries nothing else until the page opens.
 */
export { ensurePoll, pollConfigQuery, pollKeys } from './queries';

export const loadPollPage = () => import('./PollPage');
