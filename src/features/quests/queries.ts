import type { EventQuestData, EventQuestIdsData, QuestListData } from '@contract/quests';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/**
 * The quests reads (docs/engagement.md), without zod. Every member key sits under 'member',
 * so logout drops them with the rest of the member's data; the ids of the events with quests are
 * public (the event dialog's links).
 */
export const questKeys = {
  memberRoot: ['member', 'quests'] as const,
  list: ['member', 'quests', 'list'] as const,
  event: (id: number) => ['member', 'quests', 'event', id] as const,
  eventIds: ['quests', 'event-ids'] as const,
};

/** GET /api/quest/list: daily, weekly and running events' quests with the member's progress. */
export const questListQuery = queryOptions({
  queryKey: questKeys.list,
  queryFn: async () => unwrap(await api.get<QuestListData>('/quest/list')),
  staleTime: 15_000,
});

/** POST /api/event/quest: one event and its quests (a refusal carries the server's Thai message). */
export const eventQuestQuery = (eventId: number) =>
  queryOptions({
    queryKey: questKeys.event(eventId),
    queryFn: async () => unwrap(await api.post<EventQuestData>('/event/quest', { event_id: eventId })),
    staleTime: 15_000,
    retry: false,
  });

/** GET /api/event/quest/ids: the showing events that carry quests (the event dialog links them to /member/creditfree). */
export const eventQuestIdsQuery = queryOptions({
  queryKey: questKeys.eventIds,
  queryFn: async () => unwrap(await api.get<EventQuestIdsData>('/event/quest/ids')),
  staleTime: 60_000,
  retry: false,
});
