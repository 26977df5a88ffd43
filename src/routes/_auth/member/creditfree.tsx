import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadQuestsPage, questListQuery } from '@/features/quests';

type CreditfreeSearch = { event?: number };

/** Quests "ภารกิจ รับเครดิตฟรี": daily, weekly and event quests; ?event=<id> opens that event's section. */
export const Route = createFileRoute('/_auth/member/creditfree')({
  validateSearch: (search: Record<string, unknown>): CreditfreeSearch => {
    const event = Number(search.event);
    return Number.isSafeInteger(event) && event > 0 ? { event } : {};
  },
  // The list is fetched beside the page's chunk, not awaited: the shell shows at once, the page its skeleton.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(questListQuery);
  },
  component: lazyRouteComponent(loadQuestsPage, 'QuestsPage'),
});
