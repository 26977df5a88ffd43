import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensurePoll, loadPollPage } from '@/features/polls';
import { ID_PATTERN, optionalParam } from '@/lib/params';
import { pageWithData } from '@/lib/route-data';

/** A poll, /poll/{id} with the id optional (the current poll); the event dialog links to /poll/1. */
export const Route = createFileRoute('/_default/poll/{-$id}')({
  params: {
    parse: (p) => ({ id: optionalParam(p.id, ID_PATTERN) }),
    stringify: (p) => ({ id: p.id }),
  },
  loader: ({ context, params }) => pageWithData(loadPollPage, ensurePoll(context.queryClient, params.id)),
  component: lazyRouteComponent(loadPollPage, 'PollPage'),
});
