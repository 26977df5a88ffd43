import { createFileRoute } from '@tanstack/react-router';
import { bannersQuery, rememberAgentCode } from '@/features/agent';
import { HomePage } from '@/features/home';

/** `/?ag=CODE`: the server validates the agent code; the local config keeps it only on error 0. */
export const Route = createFileRoute('/_default/')({
  validateSearch: (search: Record<string, unknown>): { ag?: string } => {
    const ag = search.ag;
    return typeof ag === 'string' || typeof ag === 'number' ? { ag: String(ag) } : {};
  },
  beforeLoad: ({ context, search }) => {
    if (search.ag) void rememberAgentCode(context.store, search.ag);
  },
  // The banners are the home page's largest picture: ask for them while the page's code loads.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(bannersQuery);
  },
  component: HomePage,
});
