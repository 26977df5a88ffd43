/**
 * Quests and events for members (docs/engagement.md). The index holds only the reads (zod-free)
 * and the page's loader, so the route carries nothing else until the page opens.
 */
export { eventQuestIdsQuery, questKeys, questListQuery } from './queries';

export const loadQuestsPage = () => import('./QuestsPage');
